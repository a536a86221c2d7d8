/**
 * Three conventions tables ask for, each a house option (docs/coinche-house-options.md "Surcoinche
 * triples", "Announcements apart from the contract", "Hundreds by length"): one table per option,
 * every row's name carrying its hand computation. Taker seat 0 plays for column 0 ("A"), the
 * defenders are column 1 ("D"); the bid is 100 in hearts unless the row says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { violationsOf } from '../../core/round';
import { applyInput, explanationGaps } from '../../core/testing';
import { coincheSetup, playedDeal as played } from './arbitraries';
import {
	coinche,
	judgeAnnouncements,
	type Announcement,
	type CoincheConfig,
	type CoinchePlayedInput,
	type TrumpMode
} from './index';

const seq = (suit: 'S' | 'H' | 'D' | 'C', length: number, top: string) =>
	({ kind: 'sequence', suit, length, top }) as Announcement;
const carre = (rank: string) => ({ kind: 'carre', rank }) as Announcement;

/** Scores one deal, checking it reads cleanly and its explanation adds up; returns the points and the rules named. */
function scored(input: CoinchePlayedInput, config: Partial<CoincheConfig>) {
	const s = coincheSetup(config);
	expect(violationsOf(coinche, coinche.initialState(s), input, s)).toEqual([]);
	const { result } = applyInput(coinche, coinche.initialState(s), input, s);
	expect(explanationGaps(result)).toEqual([0, 0]);
	return { points: result.points, rules: result.lines.map((l) => l.rule) };
}

interface Row {
	name: string;
	input: CoinchePlayedInput;
	config: Partial<CoincheConfig>;
	points: [number, number];
}

const SURCOINCHED = { coinche: true, surcoinche: true } as const;

describe('surcoinche triples (docs/coinche-house-options.md "Surcoinche triples", iscool)', () => {
	const on = { surcoincheTriples: true } as const;
	it.each<Row>([
		{
			name: 'surcoinched, made with 110: A 110 + 3 x 100 = 410, D round(52) = 50',
			input: played({ ...SURCOINCHED, takerPoints: 110 }),
			config: on,
			points: [410, 50]
		},
		{
			name: 'surcoinched, failed with 90: D 160 + 3 x 100 = 460',
			input: played({ ...SURCOINCHED, takerPoints: 90 }),
			config: on,
			points: [0, 460]
		},
		{
			name: 'coinched only: still doubled, A 110 + 2 x 100 = 310, D 50',
			input: played({ coinche: true, takerPoints: 110 }),
			config: on,
			points: [310, 50]
		},
		{
			name: 'with whole-deal doubling (iscool), surcoinched made with 120: A (160 + 100) x 3 = 780',
			input: played({ ...SURCOINCHED, takerPoints: 120 }),
			config: { ...on, wholeDeal: true },
			points: [780, 0]
		},
		{
			name: 'with points made, surcoinched failed with 70: D 160 x 3 = 480',
			input: played({ ...SURCOINCHED, takerPoints: 70 }),
			config: { ...on, scale: 'pointsMade' },
			points: [0, 480]
		},
		{
			name: 'with doubled failure, 120 surcoinched failed with 100: D (160 + 120) x 3 = 840',
			input: played({ ...SURCOINCHED, bid: 120, takerPoints: 100 }),
			config: { ...on, doubledFailure: true },
			points: [0, 840]
		},
		{
			name: 'with the coinche multiplying points, surcoinched made with 104: A (100 + 100) x 3 = 600, D round(58) = 60',
			input: played({ ...SURCOINCHED, takerPoints: 104 }),
			config: { ...on, coincheMultipliesPoints: true },
			points: [600, 60]
		},
		{
			name: 'option off (rules/coinche.txt "quadrupled to 400"): A 110 + 4 x 100 = 510, D 50',
			input: played({ ...SURCOINCHED, takerPoints: 110 }),
			config: {},
			points: [510, 50]
		}
	])('$name', ({ input, config, points }) => {
		expect(scored(input, config).points).toEqual(points);
	});

	it('names itself in a surcoinched deal’s explanation, and only there', () => {
		expect(scored(played({ ...SURCOINCHED, takerPoints: 110 }), on).rules).toContain('coinche.surcoinche-triples');
		expect(scored(played({ coinche: true, takerPoints: 110 }), on).rules).not.toContain('coinche.surcoinche-triples');
	});
});

describe('announcements apart from the contract (docs/coinche-house-options.md "Announcements apart from the contract", iscool)', () => {
	const on = { announcements: true, announcementsApart: true } as const;
	it.each<Row>([
		{
			name: 'A tierce to KH, 100 with 85: 85 < 100 failed (not 105); D 160 + 100 = 260, A keeps its 20',
			input: played({ takerPoints: 85, announcements: [[seq('H', 3, 'K')], []] }),
			config: on,
			points: [20, 260]
		},
		{
			name: 'the same deal counted toward the contract (option off): 105 made, A 90 + 100 + 20 = 210, D 80',
			input: played({ takerPoints: 85, announcements: [[seq('H', 3, 'K')], []] }),
			config: { announcements: true },
			points: [210, 80]
		},
		{
			name: 'A fifty, 100 with 90: failed; D 160 + 100 = 260, A 50',
			input: played({ takerPoints: 90, announcements: [[seq('C', 4, 'A')], []] }),
			config: on,
			points: [50, 260]
		},
		{
			name: 'A tierce, made with 110 anyway: A 110 + 100 + 20 = 230, D round(52) = 50',
			input: played({ takerPoints: 110, announcements: [[seq('C', 3, 'Q')], []] }),
			config: on,
			points: [230, 50]
		},
		{
			name: 'belote still counts: 80 with 70 + belote 20 = 90 made; A 70 + 80 + 20 + tierce 20 = 190, D round(92) = 90',
			input: played({ bid: 80, takerPoints: 70, belote: [0], announcements: [[seq('S', 3, 'J')], []] }),
			config: on,
			points: [190, 90]
		},
		{
			name: 'D fifty beats A tierce, 100 failed with 90: D 160 + 100 + its own 50 = 310',
			input: played({ takerPoints: 90, announcements: [[seq('C', 3, 'Q')], [seq('S', 4, 'K')]] }),
			config: on,
			points: [0, 310]
		},
		{
			name: 'A tierce, 140 failed with 100: D 160 + 140 = 300, A keeps its 20 (off: D 320)',
			input: played({ bid: 140, takerPoints: 100, announcements: [[seq('C', 3, '9')], []] }),
			config: on,
			points: [20, 300]
		},
		{
			name: 'points made, coinched 100 made with 110, D tierce: A 160 x 2 = 320, D keeps its 20 (off: 340 / 0)',
			input: played({ coinche: true, takerPoints: 110, announcements: [[], [seq('C', 3, 'A')]] }),
			config: { ...on, scale: 'pointsMade' },
			points: [320, 20]
		},
		{
			name: 'capot bid missed, A four jacks: D 500, A keeps its 200 (off: D 700)',
			input: played({ bid: 'capot', takerPoints: null, announcements: [[carre('J')], []] }),
			config: on,
			points: [200, 500]
		}
	])('$name', ({ input, config, points }) => {
		expect(scored(input, config).points).toEqual(points);
	});

	it('names itself when announcements score, and not on a deal without any', () => {
		const withTierce = played({ takerPoints: 85, announcements: [[seq('H', 3, 'K')], []] });
		expect(scored(withTierce, on).rules).toContain('coinche.announcements-apart');
		expect(scored(withTierce, on).rules).not.toContain('coinche.takers-announcements');
		expect(scored(played({ takerPoints: 85 }), on).rules).not.toContain('coinche.announcements-apart');
	});
});

describe('hundreds by length (docs/coinche-house-options.md "Hundreds by length")', () => {
	const byLength = { hundredsByLength: true } as const;
	it.each<{
		name: string;
		teams: [Announcement[], Announcement[]];
		trump: TrumpMode;
		ranking: { hundredsByLength?: boolean };
		winner: 0 | 1 | null;
		scored: [number, number];
	}>([
		{
			name: 'six to KS over five to AH (trump D): the longer, A',
			teams: [[seq('S', 6, 'K')], [seq('H', 5, 'A')]],
			trump: 'D',
			ranking: byLength,
			winner: 0,
			scored: [100, 0]
		},
		{
			name: 'the same without the option: the higher top card, D',
			teams: [[seq('S', 6, 'K')], [seq('H', 5, 'A')]],
			trump: 'D',
			ranking: {},
			winner: 1,
			scored: [0, 100]
		},
		{
			name: 'six to AS over five to AH in trumps (H): length before trumps, A (off: D in trumps)',
			teams: [[seq('S', 6, 'A')], [seq('H', 5, 'A')]],
			trump: 'H',
			ranking: byLength,
			winner: 0,
			scored: [100, 0]
		},
		{
			name: 'two fives: the higher top card as usual, five to AS over five to KH',
			teams: [[seq('S', 5, 'A')], [seq('H', 5, 'K')]],
			trump: 'D',
			ranking: byLength,
			winner: 0,
			scored: [100, 0]
		},
		{
			name: 'two fives to the ace: the one in trumps (D), D',
			teams: [[seq('S', 5, 'A')], [seq('D', 5, 'A')]],
			trump: 'D',
			ranking: byLength,
			winner: 1,
			scored: [0, 100]
		},
		{
			name: 'seven to AD vs four kings, both 100: a four of a kind still ties, nobody scores',
			teams: [[seq('D', 7, 'A')], [carre('K')]],
			trump: 'S',
			ranking: byLength,
			winner: null,
			scored: [0, 0]
		},
		{
			name: 'six to QC vs five to AD and four jacks: the 200 wins on value, D scores 300',
			teams: [[seq('C', 6, 'Q')], [seq('D', 5, 'A'), carre('J')]],
			trump: 'S',
			ranking: byLength,
			winner: 1,
			scored: [0, 300]
		},
		{
			name: 'six to KS and a tierce vs five to AH: A scores all, 120',
			teams: [[seq('S', 6, 'K'), seq('C', 3, 'Q')], [seq('H', 5, 'A')]],
			trump: 'D',
			ranking: byLength,
			winner: 0,
			scored: [120, 0]
		}
	])('referee: $name', ({ teams, trump, ranking, winner, scored: expected }) => {
		const verdict = judgeAnnouncements(teams, trump, ranking);
		expect(verdict.winner).toBe(winner);
		expect(verdict.scored).toEqual(expected);
		const reversed: [Announcement[], Announcement[]] = [[...teams[0]].reverse(), [...teams[1]].reverse()];
		expect(judgeAnnouncements(reversed, trump, ranking).winner).toBe(winner);
	});

	const sixAgainstFive = { trump: 'D', announcements: [[seq('S', 6, 'K')], [seq('H', 5, 'A')]] } as const;
	it.each<Row>([
		{
			name: 'A six to KS beats D five to AH: 100 with 90 + 100 = 190 made; A 90 + 100 + 100 = 290, D round(72) = 70',
			input: played({ ...sixAgainstFive, takerPoints: 90 }),
			config: { announcements: true, ...byLength },
			points: [290, 70]
		},
		{
			name: 'option off: D’s five to the ace wins; 90 < 100 failed, D 160 + 100 + 100 = 360',
			input: played({ ...sixAgainstFive, takerPoints: 90 }),
			config: { announcements: true },
			points: [0, 360]
		}
	])('$name', ({ input, config, points }) => {
		expect(scored(input, config).points).toEqual(points);
	});

	it('names itself when the length decides', () => {
		const input = played({ ...sixAgainstFive, takerPoints: 90 });
		expect(scored(input, { announcements: true, ...byLength }).rules).toContain('coinche.announce-best-length');
		expect(scored(input, { announcements: true }).rules).not.toContain('coinche.announce-best-length');
	});
});
