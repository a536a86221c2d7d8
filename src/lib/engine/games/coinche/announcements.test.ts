/**
 * The announcement referee and checks over a whole deal (docs/coinche-house-options.md
 * "Announcements", "Who scores", "Checks"; RULES-NOTES Coinche "More house options"): the best
 * announcement is found over every team's whole list, so the order of entry never changes a
 * score; what a team announces must fit in its two players' hands of 8 cards; and the belote's
 * king and queen of trumps belong to the team that declared it. Taker seat 0 plays for column 0
 * ("A"), the defenders are column 1 ("B").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { violationsOf } from '../../core/round';
import { applyInput, propRuns, propTimeout } from '../../core/testing';
import { coincheSetup, playedArb, playedDeal, teamsArb } from './arbitraries';
import {
	coinche,
	judgeAnnouncements,
	readDeal,
	scoreDeal,
	type Announcement,
	type CoincheConfig,
	type CoincheDeal,
	type CoinchePlayedInput,
	type TrumpMode
} from './index';

const seq = (suit: 'S' | 'H' | 'D' | 'C', length: number, top: string) =>
	({ kind: 'sequence', suit, length, top }) as Announcement;
const carre = (rank: string) => ({ kind: 'carre', rank }) as Announcement;
const withAnnouncements = { announcements: true } as const;

function pointsOf(input: CoinchePlayedInput): readonly number[] {
	const s = coincheSetup(withAnnouncements);
	expect(violationsOf(coinche, coinche.initialState(s), input, s)).toEqual([]);
	return applyInput(coinche, coinche.initialState(s), input, s).result.points;
}

describe('the best announcement is found over the whole set (docs "Who scores")', () => {
	// "only the team holding the single best announcement scores its announcements, all of them":
	// a team scores when one of its announcements beats every announcement of the other team.
	const fourAcesAndQuinte = [carre('A'), seq('S', 5, 'K')];
	const quinteFirst = [seq('S', 5, 'K'), carre('A')];
	it.each<{ name: string; a: Announcement[]; b: Announcement[]; points: [number, number] }>([
		{
			name: '100 made with 90, four aces entered first: A 90 + 100 + 200 = 390, B round(72) = 70',
			a: fourAcesAndQuinte,
			b: [seq('D', 5, 'Q')],
			points: [390, 70]
		},
		{
			name: '100 made with 90, quinte to KS entered first: the same 390 / 70',
			a: quinteFirst,
			b: [seq('D', 5, 'Q')],
			points: [390, 70]
		}
	])('$name', ({ a, b, points }) => {
		expect(pointsOf(playedDeal({ bid: 100, takerPoints: 90, announcements: [a, b] }))).toEqual(points);
	});

	it.each<{ name: string; teams: [Announcement[], Announcement[]]; trump: TrumpMode; winner: 0 | 1 | null }>([
		{
			name: 'A four aces + quinte to KS, B quinte to QD: A\u2019s quinte beats all of B',
			teams: [[carre('A'), seq('S', 5, 'K')], [seq('D', 5, 'Q')]],
			trump: 'H',
			winner: 0
		},
		{
			name: 'A quinte to KS, B four tens + quinte to QD: B\u2019s four tens ties A\u2019s quinte, nobody',
			teams: [[seq('S', 5, 'K')], [carre('10'), seq('D', 5, 'Q')]],
			trump: 'H',
			winner: null
		},
		{
			name: 'A tierce + four kings, B quinte to the JD in trumps: B\u2019s quinte ties four kings, nobody',
			teams: [[seq('C', 3, '9'), carre('K')], [seq('D', 5, 'J')]],
			trump: 'D',
			winner: null
		},
		{
			name: 'A four kings + quinte to AS, B quinte to the JD in trumps: A\u2019s quinte to the ace beats it',
			teams: [[carre('K'), seq('S', 5, 'A')], [seq('D', 5, 'J')]],
			trump: 'D',
			winner: 0
		},
		{
			name: 'A tierce to 9C + fifty to AS, B fifty to KD: A\u2019s fifty to the ace, whatever the order',
			teams: [[seq('C', 3, '9'), seq('S', 4, 'A')], [seq('D', 4, 'K')]],
			trump: 'H',
			winner: 0
		}
	])('referee: $name', ({ teams, trump, winner }) => {
		expect(judgeAnnouncements(teams, trump).winner).toBe(winner);
		const reversed: [Announcement[], Announcement[]] = [[...teams[0]].reverse(), [...teams[1]].reverse()];
		expect(judgeAnnouncements(reversed, trump).winner).toBe(winner);
	});

	it(
		'any order of entry of every team\u2019s list gives the same verdict and the same deal score',
		() => {
			const config: CoincheConfig = { ...coincheSetup(withAnnouncements).config };
			fc.assert(
				fc.property(
					teamsArb.chain((teams) =>
						fc.record({
							teams: fc.constant(teams),
							permuted: fc.tuple(
								fc.shuffledSubarray(teams[0], { minLength: teams[0].length, maxLength: teams[0].length }),
								fc.shuffledSubarray(teams[1], { minLength: teams[1].length, maxLength: teams[1].length })
							)
						})
					),
					playedArb(config),
					({ teams, permuted }, input) => {
						const deal = readDeal({ ...input, belote: [], announcements: teams }, config).deal;
						fc.pre(deal !== null && deal !== 'passed');
						const d = deal as CoincheDeal;
						const again: CoincheDeal = { ...d, announcements: permuted };
						const v1 = judgeAnnouncements(d.announcements, d.trump);
						const v2 = judgeAnnouncements(again.announcements, again.trump);
						expect(v2.winner).toBe(v1.winner);
						expect(v2.scored).toEqual(v1.scored);
						expect(v2.lines.filter((l) => l.rule.startsWith('coinche.announce-best'))).toEqual(
							v1.lines.filter((l) => l.rule.startsWith('coinche.announce-best'))
						);
						expect(scoreDeal(again, config).points).toEqual(scoreDeal(d, config).points);
					}
				),
				{ numRuns: propRuns() }
			);
		},
		propTimeout(30_000 + propRuns() * 2)
	);
});

describe('announcements must fit in the two hands of 8 cards (docs "Checks")', () => {
	// A team is two players of 8 cards each: each announcement is shown by one of them, no card is in
	// both hands, and a card may serve a four of a kind and a sequence of the same hand.
	it.each<{ name: string; teams: unknown; belote?: number[]; codes: string[] }>([
		{
			name: 'three five-card sequences: one player would need ten cards',
			teams: [[seq('S', 5, 'A'), seq('H', 5, 'A'), seq('D', 5, 'A')], []],
			codes: ['coinche.announcement-hands']
		},
		{
			name: 'a hundred of 8 in spades and a tierce in hearts: 8 + 3 = 11, the other hand holds the tierce',
			teams: [[seq('S', 8, 'A'), seq('H', 3, 'A')], []],
			codes: []
		},
		{
			name: 'two hundreds of 8 and a tierce: 19 cards in two hands',
			teams: [[seq('S', 8, 'A'), seq('H', 8, 'A'), seq('D', 3, 'A')], []],
			codes: ['coinche.announcement-too-many']
		},
		{
			name: 'two hundreds of 6 and a tierce in a third suit: 6 + 6 + 3 leaves no hand room for the tierce',
			teams: [[seq('S', 6, 'A'), seq('H', 6, 'A'), seq('D', 3, 'A')], []],
			codes: ['coinche.announcement-hands']
		},
		{
			name: 'four kings and a hundred of 7 to the KS share the KS: one hand of 4 + 6 = 10',
			teams: [[carre('K'), seq('S', 7, 'K')], []],
			codes: ['coinche.announcement-hands']
		},
		{
			name: 'four kings and a quinte to the KS share the KS: one hand of 4 + 4 = 8',
			teams: [[carre('K'), seq('S', 5, 'K')], []],
			codes: []
		},
		{
			name: 'four kings, four queens and a quinte through KS QS: 4 + 4 + 3 = 11 in one hand',
			teams: [[carre('K'), carre('Q'), seq('S', 5, 'K')], []],
			codes: ['coinche.announcement-hands']
		},
		{
			name: 'a hundred of 8 in clubs and one of 7 in spades to the KS with the belote in hearts: 8, and 7 + 2',
			teams: [[seq('C', 8, 'A'), seq('S', 7, 'K')], []],
			belote: [0],
			codes: ['coinche.announcement-hands']
		},
		{
			name: 'a hundred of 8 in clubs and a quinte in spades with the belote in hearts: 8, and 5 + 2',
			teams: [[seq('C', 8, 'A'), seq('S', 5, 'K')], []],
			belote: [0],
			codes: []
		}
	])('$name', ({ teams, belote, codes }) => {
		const reading = readDeal(playedDeal({ belote: belote ?? [], announcements: teams as never }), {
			...coincheSetup(withAnnouncements).config
		});
		expect([...new Set(reading.violations.map((v) => v.code))]).toEqual(codes);
		for (const v of reading.violations) expect(v.field).toBe('announcements.0');
	});
});

describe('the belote\u2019s king and queen of trumps are its team\u2019s (docs "Checks")', () => {
	it.each<{ name: string; teams: unknown; trump: TrumpMode; belote: number[]; codes: string[]; field?: string }>([
		{
			name: 'A has the belote in hearts, B four kings: the KH is A\u2019s',
			teams: [[], [carre('K')]],
			trump: 'H',
			belote: [0],
			codes: ['coinche.announcement-belote'],
			field: 'announcements.1'
		},
		{
			name: 'A has the belote in hearts, B four queens: the QH is A\u2019s',
			teams: [[], [carre('Q')]],
			trump: 'H',
			belote: [0],
			codes: ['coinche.announcement-belote'],
			field: 'announcements.1'
		},
		{
			name: 'B has the belote in spades, A a tierce 10-J-Q of spades: the QS is B\u2019s',
			teams: [[seq('S', 3, 'Q')], []],
			trump: 'S',
			belote: [1],
			codes: ['coinche.announcement-belote'],
			field: 'announcements.0'
		},
		{
			name: 'B has the belote in spades, A a tierce to the JS: below the queen, allowed',
			teams: [[seq('S', 3, 'J')], []],
			trump: 'S',
			belote: [1],
			codes: []
		},
		{
			name: 'A has the belote in hearts and a tierce to the KH itself: its own cards, allowed',
			teams: [[seq('H', 3, 'K')], []],
			trump: 'H',
			belote: [0],
			codes: []
		},
		{
			name: 'A has the belote in hearts, B a quinte to the AS in spades: another suit, allowed',
			teams: [[], [seq('S', 5, 'A')]],
			trump: 'H',
			belote: [0],
			codes: []
		}
	])('$name', ({ teams, trump, belote, codes, field }) => {
		const reading = readDeal(playedDeal({ trump, belote, announcements: teams as never }), {
			...coincheSetup(withAnnouncements).config
		});
		expect([...new Set(reading.violations.map((v) => v.code))]).toEqual(codes);
		if (field) for (const v of reading.violations) expect(v.field).toBe(field);
	});

	it('what was typed stays in the input: a refused round still holds every announcement', () => {
		const input = playedDeal({ belote: [0], announcements: [[], [carre('K'), seq('S', 3, '9')]] });
		const copy = structuredClone(input);
		readDeal(input, { ...coincheSetup(withAnnouncements).config });
		expect(input).toEqual(copy);
	});
});
