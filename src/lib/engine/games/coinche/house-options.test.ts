/**
 * The Coinche house scoring options (docs/coinche-house-options.md; RULES-NOTES Coinche "More house
 * options"), one table per option and one for combinations. Every row's name carries its hand
 * computation; taker seat 0 plays for column 0 ("A"), the defenders are column 1 ("D").
 */
import { describe, expect, it } from 'vitest';
import { CONFIG_BEFORE_OPTIONS, coincheSetup, playedDeal } from './arbitraries';
import { violationsOf } from '../../core/round';
import { applyInput, explanationGaps } from '../../core/testing';
import type { MatchSetup } from '../../core/types';
import {
	coinche,
	judgeAnnouncements,
	parseCoincheConfig,
	readAnnouncements,
	type Announcement,
	type CoincheConfig,
	type CoinchePlayedInput
} from './index';

const setup = coincheSetup;
const played = playedDeal;

const seq = (suit: 'S' | 'H' | 'D' | 'C', length: number, top: string) =>
	({ kind: 'sequence', suit, length, top }) as Announcement;
const carre = (rank: string) => ({ kind: 'carre', rank }) as Announcement;

/** Scores one deal, checking it reads cleanly and its explanation adds up. */
function points(input: CoinchePlayedInput, config: Partial<CoincheConfig>): readonly number[] {
	const s = setup(config);
	expect(violationsOf(coinche, coinche.initialState(s), input, s)).toEqual([]);
	const { result } = applyInput(coinche, coinche.initialState(s), input, s);
	expect(explanationGaps(result)).toEqual([0, 0]);
	return result.points;
}

interface Row {
	name: string;
	input: CoinchePlayedInput;
	config: Partial<CoincheConfig>;
	points: [number, number];
}

const PM = { scale: 'pointsMade' } as const;

describe('scoring scale: points made (docs/coinche-house-options.md "Scoring scale")', () => {
	it.each<Row>([
		{
			name: 'made 113 on 100: A round(113)=110, D round(49)=50',
			input: played({ takerPoints: 113 }),
			config: PM,
			points: [110, 50]
		},
		{
			name: '80 with 81 fails (needs 82): D 160, A 0',
			input: played({ bid: 80, takerPoints: 81 }),
			config: PM,
			points: [0, 160]
		},
		{
			name: '80 with 81 + belote 20 = 101 made: A 80 + 20 = 100, D round(81)=80',
			input: played({ bid: 80, takerPoints: 81, belote: [0] }),
			config: PM,
			points: [100, 80]
		},
		{
			name: '120 coinched made with 130: winner A 160 x 2 = 320, D only belote 0',
			input: played({ bid: 120, coinche: true, takerPoints: 130 }),
			config: PM,
			points: [320, 0]
		},
		{
			name: '120 surcoinched failed with 95, D belote: D 160 x 4 + 20 = 660, A 0',
			input: played({ bid: 120, coinche: true, surcoinche: true, takerPoints: 95, belote: [1] }),
			config: PM,
			points: [0, 660]
		},
		{
			name: 'every trick without a capot bid: A 250 (no bid added), D 0',
			input: played({ allTricks: true, takerPoints: 162 }),
			config: PM,
			points: [250, 0]
		},
		{
			name: 'every trick, no capot bonus: A round(162)=160, D 0',
			input: played({ allTricks: true, takerPoints: 162 }),
			config: { ...PM, capotBonus: false },
			points: [160, 0]
		},
		{
			name: 'capot bid made: A 500 as on every scale',
			input: played({ bid: 'capot', allTricks: true, takerPoints: null }),
			config: PM,
			points: [500, 0]
		},
		{
			name: '140 failed with 110 + belote 20 = 130: A belote 20, D 160',
			input: played({ bid: 140, takerPoints: 110, belote: [0] }),
			config: PM,
			points: [20, 160]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});
});

describe('exact points (docs/coinche-house-options.md "Exact points")', () => {
	const EX = { exactPoints: true } as const;
	it.each<Row>([
		{
			name: '110 made with 113: A 113 + 110 = 223, D 49 (no rounding)',
			input: played({ bid: 110, takerPoints: 113 }),
			config: EX,
			points: [223, 49]
		},
		{ name: '100 failed with 81: D 162 + 100 = 262', input: played({ takerPoints: 81 }), config: EX, points: [0, 262] },
		{
			name: '120 coinched failed with 95 + belote = 115: A 20, D 162 + 2 x 120 = 402',
			input: played({ bid: 120, coinche: true, takerPoints: 95, belote: [0] }),
			config: EX,
			points: [20, 402]
		},
		{
			name: 'every trick on 90, no capot bonus: A 162 + 90 = 252',
			input: played({ bid: 90, allTricks: true, takerPoints: 162 }),
			config: { ...EX, capotBonus: false },
			points: [252, 0]
		},
		{
			name: 'every trick on 90 with the bonus: A 250 + 90 = 340 (bonuses unchanged)',
			input: played({ bid: 90, allTricks: true, takerPoints: 162 }),
			config: EX,
			points: [340, 0]
		},
		{
			name: 'doubled failure, 100 coinched failed with 90: D (162 + 100) x 2 = 524',
			input: played({ coinche: true, takerPoints: 90 }),
			config: { ...EX, doubledFailure: true },
			points: [0, 524]
		},
		{
			name: 'points made, 90 made with 97: A 97, D 65',
			input: played({ bid: 90, takerPoints: 97 }),
			config: { ...EX, ...PM },
			points: [97, 65]
		},
		{
			name: 'points made, 100 failed with 60: D 162',
			input: played({ takerPoints: 60 }),
			config: { ...EX, ...PM },
			points: [0, 162]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});
});

describe('coinche doubles the whole deal (docs/coinche-house-options.md "Coinche doubles the whole deal")', () => {
	const WD = { wholeDeal: true } as const;
	it.each<Row>([
		{
			name: '100 coinched failed with 90: D (160 + 100) x 2 = 520',
			input: played({ coinche: true, takerPoints: 90 }),
			config: WD,
			points: [0, 520]
		},
		{
			name: '100 coinched made with 110: A (160 + 100) x 2 = 520, D 0',
			input: played({ coinche: true, takerPoints: 110 }),
			config: WD,
			points: [520, 0]
		},
		{
			name: '100 surcoinched made with 120 + belote: A (160 + 100) x 4 + 20 = 1060',
			input: played({ coinche: true, surcoinche: true, takerPoints: 120, belote: [0] }),
			config: WD,
			points: [1060, 0]
		},
		{
			name: '100 surcoinched failed with 70 + belote = 90: A belote 20, D (160 + 100) x 4 = 1040',
			input: played({ coinche: true, surcoinche: true, takerPoints: 70, belote: [0] }),
			config: WD,
			points: [20, 1040]
		},
		{
			name: 'not coinched, 100 made with 113: A 110 + 100 = 210, D 50 (as the rules text)',
			input: played({ takerPoints: 113 }),
			config: WD,
			points: [210, 50]
		},
		{
			name: 'with exact points, 120 coinched failed with 100: D (162 + 120) x 2 = 564',
			input: played({ bid: 120, coinche: true, takerPoints: 100 }),
			config: { ...WD, exactPoints: true },
			points: [0, 564]
		},
		{
			name: 'with doubled failure, 120 coinched failed with 100: D (160 + 120) x 2 = 560, the same',
			input: played({ bid: 120, coinche: true, takerPoints: 100 }),
			config: { ...WD, doubledFailure: true },
			points: [0, 560]
		},
		{
			name: 'with points made, 90 coinched made with 100: whole deal decides, A (160 + 90) x 2 = 500',
			input: played({ bid: 90, coinche: true, takerPoints: 100 }),
			config: { ...WD, ...PM },
			points: [500, 0]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});
});

describe('announcements (docs/coinche-house-options.md "Announcements")', () => {
	const AN = { announcements: true } as const;
	it.each<Row>([
		{
			name: 'A tierce to KH counts toward 100: 85 + 20 = 105 made; A 90 + 100 + 20 = 210, D round(77)=80',
			input: played({ takerPoints: 85, announcements: [[seq('H', 3, 'K')], []] }),
			config: AN,
			points: [210, 80]
		},
		{
			name: 'D fifty beats A tierce; A 90 < 100 failed: D 160 + 100 + 50 = 310',
			input: played({ takerPoints: 90, announcements: [[seq('C', 3, 'Q')], [seq('S', 4, 'K')]] }),
			config: AN,
			points: [0, 310]
		},
		{
			name: 'fifties: A to AS over D to KD; 80 with 40 + 50 = 90 made: A 40 + 80 + 50 = 170, D round(122)=120',
			input: played({ bid: 80, takerPoints: 40, announcements: [[seq('S', 4, 'A')], [seq('D', 4, 'K')]] }),
			config: AN,
			points: [170, 120]
		},
		{
			name: 'tierces to the king, A in trumps (H) wins; 90 with 75 + 20 = 95 made: A 80 + 90 + 20 = 190, D 90',
			input: played({ bid: 90, takerPoints: 75, announcements: [[seq('H', 3, 'K')], [seq('S', 3, 'K')]] }),
			config: AN,
			points: [190, 90]
		},
		{
			name: 'tierces to KS and KD, trump H: tie, nobody scores; 95 < 100 failed: D 160 + 100 = 260',
			input: played({ takerPoints: 95, announcements: [[seq('S', 3, 'K')], [seq('D', 3, 'K')]] }),
			config: AN,
			points: [0, 260]
		},
		{
			name: 'A four jacks 200 over D fifty, coinched 100 made with 60: A 60 + 2 x 100 + 200 = 460 (not doubled), D 100',
			input: played({ coinche: true, takerPoints: 60, announcements: [[carre('J')], [seq('D', 4, '10')]] }),
			config: AN,
			points: [460, 100]
		},
		{
			name: 'A tierce best but 140 failed with 100 + 20: D 160 + 140 + A tierce 20 = 320',
			input: played({ bid: 140, takerPoints: 100, announcements: [[seq('C', 3, '9')], []] }),
			config: AN,
			points: [0, 320]
		},
		{
			name: 'four aces vs four tens, 100 each: tie; 80 made with 90: A 90 + 80 = 170, D round(72)=70',
			input: played({ bid: 80, takerPoints: 90, announcements: [[carre('A')], [carre('10')]] }),
			config: AN,
			points: [170, 70]
		},
		{
			name: 'capot bid missed, A four jacks: D 500 + A announcements 200 = 700',
			input: played({ bid: 'capot', takerPoints: null, announcements: [[carre('J')], []] }),
			config: AN,
			points: [0, 700]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});

	it.each<{
		name: string;
		teams: [Announcement[], Announcement[]];
		trump: 'S' | 'H' | 'D' | 'C';
		winner: 0 | 1 | null;
		scored: [number, number];
	}>([
		{ name: 'nothing declared: nobody scores', teams: [[], []], trump: 'H', winner: null, scored: [0, 0] },
		{
			name: 'only D declared a tierce: D 20',
			teams: [[], [seq('S', 3, '10')]],
			trump: 'H',
			winner: 1,
			scored: [0, 20]
		},
		{
			name: 'hundred (5 to AH) vs four queens, 100 each, not two sequences: tie',
			teams: [[seq('H', 5, 'A')], [carre('Q')]],
			trump: 'S',
			winner: null,
			scored: [0, 0]
		},
		{
			name: 'A four jacks 200 + tierce 20 beat D four nines 150: A scores all, 220',
			teams: [[carre('J'), seq('S', 3, 'A')], [carre('9')]],
			trump: 'H',
			winner: 0,
			scored: [220, 0]
		},
		{
			name: 'six to AS vs five to AH, both 100 to the ace, trump H: D in trumps',
			teams: [[seq('S', 6, 'A')], [seq('H', 5, 'A')]],
			trump: 'H',
			winner: 1,
			scored: [0, 100]
		},
		{
			name: 'tierce to 10S vs tierce to KC: the higher top card, D',
			teams: [[seq('S', 3, '10')], [seq('C', 3, 'K')]],
			trump: 'H',
			winner: 1,
			scored: [0, 20]
		},
		{
			name: 'four 8s (0) vs nothing: A holds the best, worth 0',
			teams: [[carre('8')], []],
			trump: 'H',
			winner: 0,
			scored: [0, 0]
		}
	])('referee: $name', ({ teams, trump, winner, scored }) => {
		const verdict = judgeAnnouncements(teams, trump);
		expect(verdict.winner).toBe(winner);
		expect(verdict.scored).toEqual(scored);
	});

	it.each<{ name: string; raw: unknown; enabled: boolean; codes: string[] }>([
		{
			name: 'option off: any announcement is refused',
			raw: [[carre('J')], []],
			enabled: false,
			codes: ['coinche.announcements-off']
		},
		{
			name: 'four jacks twice: one set exists',
			raw: [[carre('J')], [carre('J')]],
			enabled: true,
			codes: ['coinche.announcement-carre-twice']
		},
		{
			name: 'two sequences sharing KH and QH',
			raw: [[seq('H', 3, 'K'), seq('H', 4, 'A')], []],
			enabled: true,
			codes: ['coinche.announcement-overlap']
		},
		{
			name: 'A four kings, D a tierce to KS: the KS is A\u2019s',
			raw: [[carre('K')], [seq('S', 3, 'K')]],
			enabled: true,
			codes: ['coinche.announcement-overlap']
		},
		{
			name: 'a sequence of 9, and a tierce topped by an 8 (below the 7)',
			raw: [[{ kind: 'sequence', suit: 'H', length: 9, top: 'A' }, seq('S', 3, '8')], []],
			enabled: true,
			codes: ['coinche.announcement-invalid']
		},
		{
			name: 'four carrés + a tierce: 19 cards, a team holds 16',
			raw: [[carre('K'), carre('Q'), carre('J'), carre('A'), seq('H', 3, '9')], []],
			enabled: true,
			codes: ['coinche.announcement-too-many']
		},
		{
			name: 'one player may hold four kings and a tierce to KH',
			raw: [[carre('K'), seq('H', 3, 'K')], []],
			enabled: true,
			codes: []
		},
		{ name: 'absent reads as none, even with the option off', raw: undefined, enabled: false, codes: [] }
	])('checks: $name', ({ raw, enabled, codes }) => {
		const { violations } = readAnnouncements(raw, enabled);
		expect([...new Set(violations.map((v) => v.code))]).toEqual(codes);
	});
});

describe('belote to the deal\u2019s winner (docs/coinche-house-options.md "Belote to the winner", contree-compagnon)', () => {
	const on = { beloteToWinner: true } as const;
	it.each<Row>([
		{
			name: '100 failed with 62, A had the belote (not enough): D 160 + 100 + A\u2019s belote 20 = 280, A 0',
			input: played({ takerPoints: 62, belote: [0] }),
			config: on,
			points: [0, 280]
		},
		{
			name: '100 made with 120, D had the belote: it stays with D, A 120 + 100 = 220, D 40 + 20 = 60',
			input: played({ takerPoints: 120, belote: [1] }),
			config: on,
			points: [220, 60]
		},
		{
			name: '100 coinched, made with 120, D had the belote: a made coinche gives it to A, A 120 + 200 + 20 = 340, D 40',
			input: played({ coinche: true, takerPoints: 120, belote: [1] }),
			config: on,
			points: [340, 40]
		},
		// The worked example of docs/coinche-house-options.md "Belote to the winner" (issue 42):
		// 100 coinched, the takers make 101 card points (101 + 0 >= 100: made), the defenders declared the
		// belote. Bid added (rules/coinche.txt "SCORING"; RULES-NOTES Coinche "Made"): A round(101) = 100
		// + 2 x 100 = 300, plus the belote that now goes to the winner, 20: 320; D round(162 - 101 = 61)
		// = 60 and no belote: 60 (the rules text's reading, belote with its team, gives 300 / 80).
		// Points made (docs "Scoring scale": a coinched deal's winner scores 160 x m plus its belote, the
		// other side only its belote): A 160 x 2 = 320 + 20 = 340; D 0 (the old reading gave 320 / 20).
		{
			name: 'worked example: 100 coinched, made with 101, D declared the belote: A 100 + 2 x 100 + 20 = 320, D round(61) = 60',
			input: played({ coinche: true, takerPoints: 101, belote: [1] }),
			config: on,
			points: [320, 60]
		},
		{
			name: 'worked example on points made: A 160 x 2 + 20 = 340, D 0',
			input: played({ coinche: true, takerPoints: 101, belote: [1] }),
			config: { ...on, ...PM },
			points: [340, 0]
		},
		{
			name: 'the worked example without the option: the belote stays with D, A 300, D 60 + 20 = 80',
			input: played({ coinche: true, takerPoints: 101, belote: [1] }),
			config: {},
			points: [300, 80]
		},
		{
			name: '100 surcoinched, made with 110, D had the belote: A 110 + 4 x 100 + 20 = 530, D round(52) = 50',
			input: played({ coinche: true, surcoinche: true, takerPoints: 110, belote: [1] }),
			config: on,
			points: [530, 50]
		},
		{
			name: '100 coinched, made with 120, A had the belote: it stays with A, 120 + 200 + 20 = 340, D 40',
			input: played({ coinche: true, takerPoints: 120, belote: [0] }),
			config: on,
			points: [340, 40]
		},
		{
			name: '100 coinched, failed with 70, A had the belote: D 160 + 200 + 20 = 380',
			input: played({ coinche: true, takerPoints: 70, belote: [0] }),
			config: on,
			points: [0, 380]
		},
		{
			name: 'every trick on 100, D had the belote: the capot takes it, A 250 + 100 + 20 = 370, D 0',
			input: played({ takerPoints: 162, allTricks: true, belote: [1] }),
			config: on,
			points: [370, 0]
		},
		{
			name: 'capot bid missed, A had the belote: D 500 + 20, A 0',
			input: played({ bid: 'capot', takerPoints: 140, belote: [0] }),
			config: on,
			points: [0, 520]
		},
		{
			name: 'option off, the same failure: A keeps its belote, A 20, D 160 + 100 = 260',
			input: played({ takerPoints: 62, belote: [0] }),
			config: {},
			points: [20, 260]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});
});

describe('capot worth 252 (docs/coinche-house-options.md "Capot worth 252", ScoreIt, Oliboy50)', () => {
	it.each<Row>([
		{
			name: 'every trick on 120: A 252 + 120 = 372',
			input: played({ bid: 120, takerPoints: 162, allTricks: true }),
			config: { capot252: true },
			points: [372, 0]
		},
		{
			name: 'every trick on 120 with exact points: still 252 + 120 = 372',
			input: played({ bid: 120, takerPoints: 162, allTricks: true }),
			config: { capot252: true, exactPoints: true },
			points: [372, 0]
		},
		{
			name: 'every trick on 120, points made: 252 alone',
			input: played({ bid: 120, takerPoints: 162, allTricks: true }),
			config: { capot252: true, ...PM },
			points: [252, 0]
		},
		{
			name: 'a capot bid still scores 500',
			input: played({ bid: 'capot', takerPoints: 162, allTricks: true }),
			config: { capot252: true },
			points: [500, 0]
		},
		{
			name: 'option off: 250 + 120 = 370',
			input: played({ bid: 120, takerPoints: 162, allTricks: true }),
			config: {},
			points: [370, 0]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});
});

describe('a coinche multiplies points and bid (docs/coinche-house-options.md, ScoreIt)', () => {
	const on = { coincheMultipliesPoints: true } as const;
	it.each<Row>([
		{
			name: '100 coinched, made with 110: A (110 + 100) x 2 = 420, D keeps round(52) = 50',
			input: played({ coinche: true, takerPoints: 110 }),
			config: on,
			points: [420, 50]
		},
		{
			name: '100 surcoinched, made with 104: A (100 + 100) x 4 = 800, D round(58) = 60',
			input: played({ coinche: true, surcoinche: true, takerPoints: 104 }),
			config: on,
			points: [800, 60]
		},
		{
			name: '100 coinched, every trick: A (250 + 100) x 2 = 700',
			input: played({ coinche: true, takerPoints: 162, allTricks: true }),
			config: on,
			points: [700, 0]
		},
		{
			name: '100 coinched, failed with 70: as the rules text, D 160 + 200 = 360',
			input: played({ coinche: true, takerPoints: 70 }),
			config: on,
			points: [0, 360]
		},
		{
			name: 'not coinched, made with 110: as the rules text, A 110 + 100, D 50',
			input: played({ takerPoints: 110 }),
			config: on,
			points: [210, 50]
		},
		{
			name: 'with whole-deal doubling, whole-deal decides: (160 + 100) x 2 = 520',
			input: played({ coinche: true, takerPoints: 110 }),
			config: { ...on, wholeDeal: true },
			points: [520, 0]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});
});

describe('no-trump bids doubled (docs/coinche-house-options.md "No-trump bids doubled", Oliboy50)', () => {
	const on = { noTrump: true, noTrumpDoubled: true } as const;
	it.each<Row>([
		{
			name: '90 no-trump made with 100: A 100 + 2 x 90 = 280, D round(62) = 60',
			input: played({ bid: 90, trump: 'NT', takerPoints: 100 }),
			config: on,
			points: [280, 60]
		},
		{
			name: '90 no-trump failed with 80 (needs 90, not 180): D 160 + 180 = 340',
			input: played({ bid: 90, trump: 'NT', takerPoints: 80 }),
			config: on,
			points: [0, 340]
		},
		{
			name: '90 no-trump coinched, made with 100: A 100 + 2 x 180 = 460',
			input: played({ bid: 90, trump: 'NT', coinche: true, takerPoints: 100 }),
			config: on,
			points: [460, 60]
		},
		{
			name: 'a suit contract is not doubled: 90 hearts made with 100, A 190',
			input: played({ bid: 90, takerPoints: 100 }),
			config: on,
			points: [190, 60]
		},
		{
			name: 'option off: 90 no-trump made with 100, A 190',
			input: played({ bid: 90, trump: 'NT', takerPoints: 100 }),
			config: { noTrump: true },
			points: [190, 60]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});
});

describe('the defenders\u2019 capot (docs/coinche-house-options.md "The defenders\u2019 capot", Oliboy50)', () => {
	const on = { defendersCapot: true } as const;
	it.each<Row>([
		{
			name: '100 failed, the defenders won every trick: D 250 + 100 = 350',
			input: played({ takerPoints: 0, defendersAllTricks: true }),
			config: on,
			points: [0, 350]
		},
		{
			name: 'with the 252 capot: D 252 + 100 = 352',
			input: played({ takerPoints: 0, defendersAllTricks: true }),
			config: { ...on, capot252: true },
			points: [0, 352]
		},
		{
			name: 'coinched: D 250 + 2 x 100 = 450',
			input: played({ coinche: true, takerPoints: 0, defendersAllTricks: true }),
			config: on,
			points: [0, 450]
		},
		{
			name: 'points made: D 250 alone',
			input: played({ takerPoints: 0, defendersAllTricks: true }),
			config: { ...on, ...PM },
			points: [0, 250]
		},
		{
			name: 'without the toggle, 0 points is an ordinary failure: D 160 + 100 = 260',
			input: played({ takerPoints: 0 }),
			config: on,
			points: [0, 260]
		},
		{
			name: 'option off: the toggle is not read, an ordinary failure',
			input: played({ takerPoints: 0, defendersAllTricks: true }),
			config: {},
			points: [0, 260]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});

	it('the defenders\u2019 capot means the takers have 0 points: refused beside the toggle, the input kept', () => {
		const s = setup({ defendersCapot: true });
		const input = played({ takerPoints: 20, defendersAllTricks: true });
		expect(violationsOf(coinche, coinche.initialState(s), input, s)).toMatchObject([
			{ code: 'coinche.defenders-all-tricks-points', field: 'defendersAllTricks' }
		]);
		expect(input.takerPoints).toBe(20);
	});
});

describe('bids by one (docs/coinche-house-options.md "Bids by one")', () => {
	it.each<Row>([
		{
			name: '82 made with 82: A round(82) = 80 + 82 = 162, D round(80) = 80',
			input: played({ bid: 82, takerPoints: 82 }),
			config: { bidsByOne: true },
			points: [162, 80]
		},
		{
			name: '91 failed with 90: D 160 + 91 = 251',
			input: played({ bid: 91, takerPoints: 90 }),
			config: { bidsByOne: true },
			points: [0, 251]
		},
		{
			name: '91 coinched and made with 100: A 100 + 2 x 91 = 282, D round(62) = 60',
			input: played({ bid: 91, coinche: true, takerPoints: 100 }),
			config: { bidsByOne: true },
			points: [282, 60]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});

	it.each([
		{ bid: 91, config: {}, codes: ['coinche.bid-invalid'] },
		{ bid: 91, config: { bidsByOne: true }, codes: [] },
		{ bid: 79, config: { bidsByOne: true }, codes: ['coinche.bid-invalid'] },
		{ bid: 161, config: { bidsByOne: true }, codes: ['coinche.bid-invalid'] },
		{ bid: 90.5, config: { bidsByOne: true }, codes: ['coinche.bid-invalid'] }
	])('bid $bid with $config', ({ bid, config, codes }) => {
		const s = setup(config);
		const v = violationsOf(coinche, coinche.initialState(s), played({ bid }), s);
		expect(v.map((x) => x.code)).toEqual(codes);
	});
});

describe('options together', () => {
	it.each<Row>([
		{
			name: 'points made + announcements: 90 with 72 + tierce 20 = 92 made; A 70 + 20 = 90, D round(90)=90',
			input: played({ bid: 90, takerPoints: 72, announcements: [[seq('S', 3, 'J')], []] }),
			config: { ...PM, announcements: true },
			points: [90, 90]
		},
		{
			name: 'points made + announcements: 120 with 60 + fifty 50 = 110 failed; D 160 + 50 = 210',
			input: played({ bid: 120, takerPoints: 60, announcements: [[seq('D', 4, 'Q')], []] }),
			config: { ...PM, announcements: true },
			points: [0, 210]
		},
		{
			name: 'points made + announcements, coinched 100 made with 110: A 160 x 2 = 320 + D tierce 20 taken = 340',
			input: played({ coinche: true, takerPoints: 110, announcements: [[], [seq('C', 3, 'A')]] }),
			config: { ...PM, announcements: true },
			points: [340, 0]
		},
		{
			name: 'exact + whole deal + announcements, coinched 100 with 100 + tierce: A (162 + 100) x 2 + 20 = 544',
			input: played({ coinche: true, takerPoints: 100, announcements: [[seq('S', 3, '9')], []] }),
			config: { exactPoints: true, wholeDeal: true, announcements: true },
			points: [544, 0]
		},
		{
			name: 'exact + points made + announcements, 80 made with 83, D four nines: A 83, D 79 + 150 = 229',
			input: played({ bid: 80, takerPoints: 83, announcements: [[], [carre('9')]] }),
			config: { exactPoints: true, ...PM, announcements: true },
			points: [83, 229]
		}
	])('$name', ({ input, config, points: expected }) => {
		expect(points(input, config)).toEqual(expected);
	});
});

describe('stored matches keep scoring as before', () => {
	const stored = CONFIG_BEFORE_OPTIONS;
	it('a config stored without the new options reads them as the rules text', () => {
		expect(parseCoincheConfig(stored)).toEqual({
			...stored,
			scale: 'bidAdded',
			exactPoints: false,
			wholeDeal: false,
			announcements: false,
			beloteToWinner: false,
			capot252: false,
			coincheMultipliesPoints: false,
			noTrumpDoubled: false,
			defendersCapot: false,
			bidsByOne: false,
			surcoincheTriples: false,
			announcementsApart: false,
			hundredsByLength: false
		});
	});
	it.each<Row>([
		{
			name: 'doubled failure alone, 120 coinched failed with 100: (160 + 120) x 2 = 560',
			input: played({ bid: 120, coinche: true, takerPoints: 100 }),
			config: {},
			points: [0, 560]
		},
		{
			name: 'doubled failure alone, 120 coinched made with 130: A 130 + 240 = 370, D round(32)=30',
			input: played({ bid: 120, coinche: true, takerPoints: 130 }),
			config: {},
			points: [370, 30]
		}
	])('$name', ({ input, points: expected }) => {
		const s: MatchSetup<CoincheConfig> = { config: parseCoincheConfig(stored), seatCount: 4, firstDealer: 0 };
		expect(applyInput(coinche, coinche.initialState(s), input, s).result.points).toEqual(expected);
	});
});

describe('a match stored before the surcoinche, announcements-apart and hundreds options reads as before', () => {
	/** Every option that existed before issue 42's three, as a match stored then holds them. */
	const before = {
		...CONFIG_BEFORE_OPTIONS,
		doubledFailure: false,
		scale: 'bidAdded',
		exactPoints: false,
		wholeDeal: false,
		announcements: true,
		beloteToWinner: false,
		capot252: false,
		coincheMultipliesPoints: false,
		noTrumpDoubled: false,
		defendersCapot: false,
		bidsByOne: false
	} as const;
	const s: MatchSetup<CoincheConfig> = { config: parseCoincheConfig(before), seatCount: 4, firstDealer: 0 };

	it('the three options read as off', () => {
		expect(parseCoincheConfig(before)).toEqual({
			...before,
			surcoincheTriples: false,
			announcementsApart: false,
			hundredsByLength: false
		});
	});
	it.each<Omit<Row, 'config'>>([
		{
			name: 'a surcoinche still quadruples: 100 made with 110, A 110 + 4 x 100 = 510, D 50',
			input: played({ coinche: true, surcoinche: true, takerPoints: 110 }),
			points: [510, 50]
		},
		{
			name: 'announcements still count: A tierce, 100 with 85 + 20 = 105 made, A 210, D 80',
			input: played({ takerPoints: 85, announcements: [[seq('H', 3, 'K')], []] }),
			points: [210, 80]
		},
		{
			name: 'the top card still decides two hundreds: D five to AH over A six to KS, 90 < 100 failed, D 360',
			input: played({ trump: 'D', takerPoints: 90, announcements: [[seq('S', 6, 'K')], [seq('H', 5, 'A')]] }),
			points: [0, 360]
		}
	])('$name', ({ input, points: expected }) => {
		expect(applyInput(coinche, coinche.initialState(s), input, s).result.points).toEqual(expected);
	});
});
