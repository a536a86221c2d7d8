import { describe, expect, it } from 'vitest';
import { matchCsv } from './csv';
import { ranking } from './ranking';
import { headToHead, partnerships, playerStats, type StatMatch } from './stats';

const m = (
	id: number,
	totals: number[],
	winners: number[],
	columns: string[][] = [['a'], ['b'], ['c']].slice(0, totals.length),
	gameId = 'freeform',
	direction: 'high' | 'low' = 'high',
	timePlayed = 0
): StatMatch => ({ id: `m${id}`, gameId, at: id, direction, columns, totals, winners, timePlayed, deals: [] });

describe('playerStats', () => {
	it.each([
		{
			name: 'wins, a loss, then a shared win (counts as a win)',
			matches: [m(1, [10, 5], [0]), m(2, [10, 20], [1]), m(3, [30, 30], [0, 1]), m(4, [40, 1], [0])],
			player: 'a',
			expected: { played: 4, won: 3, winRate: 0.75, average: 22.5, best: 40, currentStreak: 2, longestStreak: 2 }
		},
		{
			name: 'best is the lowest in a low game (KooseKort)',
			matches: [
				m(1, [12, 30], [0], undefined, 'koosekort', 'low'),
				m(2, [-3, 5], [0], undefined, 'koosekort', 'low'),
				m(3, [50, 5], [1], undefined, 'koosekort', 'low')
			],
			player: 'a',
			expected: { played: 3, won: 2, best: -3, currentStreak: 0, longestStreak: 2 }
		},
		{
			name: 'matches are taken in time order whatever the input order',
			matches: [m(3, [1, 0], [0]), m(1, [1, 0], [0]), m(2, [0, 1], [1])],
			player: 'a',
			expected: { played: 3, won: 2, currentStreak: 1, longestStreak: 1 }
		},
		{
			name: 'a team member gets the team total',
			matches: [
				m(
					1,
					[162, 0],
					[0],
					[
						['a', 'c'],
						['b', 'd']
					],
					'coinche'
				)
			],
			player: 'c',
			expected: { gameId: 'coinche', played: 1, won: 1, best: 162 }
		}
	])('$name', ({ matches, player, expected }) => {
		expect(playerStats(matches, player)[0]).toMatchObject(expected);
	});

	it('adds up the time played per game, a team member gets the whole match', () => {
		const min = 60_000;
		const team = [['a', 'c'], ['b']];
		const stats = playerStats(
			[
				m(1, [10, 0], [0], undefined, 'freeform', 'high', 45 * min),
				m(2, [0, 10], [1], undefined, 'freeform', 'high', 30 * min),
				m(3, [162, 0], [0], team, 'coinche', 'high', 80 * min),
				m(4, [1, 0], [0], [['x'], ['y']], 'freeform', 'high', 999 * min)
			],
			'a'
		);
		expect(stats.map((s) => [s.gameId, s.timePlayed])).toEqual([
			['freeform', 75 * min],
			['coinche', 80 * min]
		]);
		expect(playerStats([m(3, [162, 0], [0], team, 'coinche', 'high', 80 * min)], 'c')[0]?.timePlayed).toBe(80 * min);
	});

	it('keeps high and low free-form sheets apart, so best follows each direction', () => {
		const stats = playerStats(
			[m(1, [50, 10], [0]), m(2, [5, 40], [0], undefined, 'freeform', 'low'), m(3, [90, 1], [0])],
			'a'
		);
		expect(stats.map((s) => [s.direction, s.played, s.best])).toEqual([
			['high', 2, 90],
			['low', 1, 5]
		]);
	});

	it('separates games and ignores matches without the player', () => {
		const stats = playerStats(
			[m(1, [1, 0], [0]), m(2, [1, 0], [0], [['x'], ['y']]), m(3, [0], [0], [['a']], 'cozen')],
			'a'
		);
		expect(stats.map((s) => [s.gameId, s.played])).toEqual([
			['freeform', 1],
			['cozen', 1]
		]);
		expect(playerStats([], 'a')).toEqual([]);
	});
});

describe('headToHead', () => {
	it.each([
		[[m(1, [1, 0], [0]), m(2, [0, 1], [1]), m(3, [1, 0], [0])], { played: 3, aWon: 2, bWon: 1, neither: 0 }],
		[[m(1, [1, 1, 9], [2]), m(2, [1, 1], [0, 1])], { played: 2, aWon: 0, bWon: 0, neither: 2 }],
		[[m(1, [1, 0], [0], [['a', 'b'], ['c']])], { played: 0, aWon: 0, bWon: 0, neither: 0 }]
	])('%#', (matches, expected) => {
		expect(headToHead(matches, 'a', 'b')).toEqual(expected);
	});
});

describe('partnerships', () => {
	it('counts each pair of partners, whichever way round they sat', () => {
		const teams = (w: number[], cols: string[][]) => m(1, [0, 0], w, cols, 'coinche');
		expect(
			partnerships([
				teams(
					[0],
					[
						['a', 'c'],
						['b', 'd']
					]
				),
				teams(
					[1],
					[
						['c', 'a'],
						['b', 'd']
					]
				),
				teams(
					[0],
					[
						['a', 'b'],
						['c', 'd']
					]
				)
			])
		).toEqual([
			{ gameId: 'coinche', players: ['a', 'c'], played: 2, won: 1 },
			{ gameId: 'coinche', players: ['b', 'd'], played: 2, won: 1 },
			{ gameId: 'coinche', players: ['a', 'b'], played: 1, won: 1 },
			{ gameId: 'coinche', players: ['c', 'd'], played: 1, won: 0 }
		]);
	});
});

describe('ranking', () => {
	it.each([
		[[10, 30, 20], 'high', [1], [1, 2, 0], [1, 2, 3]],
		[[10, 30, 20], 'low', [0], [0, 2, 1], [1, 2, 3]],
		[[5, 9, 9, 1], 'high', [1, 2], [1, 2, 0, 3], [1, 1, 3, 4]],
		[[50, 60], 'low', [1], [1, 0], [1, 2]]
	] as const)('%j %s winners %j', (totals, direction, winners, order, places) => {
		const rows = ranking(totals, direction, winners);
		expect(rows.map((r) => r.column)).toEqual(order);
		expect(rows.map((r) => r.place)).toEqual(places);
	});
});

describe('matchCsv', () => {
	it('writes a header, a row per round (entered, points, explanation), and the totals, as RFC 4180 with a BOM', () => {
		const round = (entered: string[], points: number[] | null, explanation: string) => ({
			entered,
			points,
			explanation
		});
		expect(
			matchCsv(
				['Ana', 'Ben, Jr', '=cmd'],
				[round(['Ana'], [1, 2, 3], 'Ana: "1"'), round(['Ben'], null, 'Skipped'), round([], [-4, 0, 1], 'a\nb')],
				[-3, 2, 4],
				{ round: 'Round', total: 'Total', explanation: 'Explanation', entered: ['Dealer'] }
			)
		).toBe(
			'\uFEFFRound,Dealer,Ana,"Ben, Jr",\'=cmd,Explanation\r\n1,Ana,1,2,3,"Ana: ""1"""\r\n2,Ben,,,,Skipped\r\n3,,-4,0,1,"a\nb"\r\nTotal,,-3,2,4,\r\n'
		);
	});
});
