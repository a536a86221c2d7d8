// Club night standings (issue 41, "How standings count"): each row is a worked example of a
// counting rule named there, computed by hand in its comment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propRuns } from '../core/testing';
import { standings, tieBreaksOf, type Counting, type TableResult } from './standings';

const table = (round: number, n: number, entrants: string[], totals: number[], finished = true): TableResult => ({
	round,
	table: n,
	entrants,
	totals,
	finished
});

const MATCH: Counting = { rule: 'match-points', direction: 'high' };
const COINCHE: Counting = { rule: 'match-points-threshold', threshold: 1000, direction: 'high' };
const TOTAL: Counting = { rule: 'total-points', direction: 'high' };
const LOWEST: Counting = { rule: 'lowest-total', direction: 'low' };

// Two rounds of four Coinche teams:
// round 1: A 1020–640 B, C 870–870 D (a draw); round 2: A 710–1005 C, B 1010–450 D.
const NIGHT = [
	table(1, 1, ['A', 'B'], [1020, 640]),
	table(1, 2, ['C', 'D'], [870, 870]),
	table(2, 1, ['A', 'C'], [710, 1005]),
	table(2, 2, ['B', 'D'], [1010, 450])
];

describe('standings by counting rule', () => {
	it.each([
		// match points 2/1/0: A 2+0, B 0+2, C 1+2, D 1+0 → C 3; A 2 (1730 pts) ahead of B 2 (1650); D 1.
		[
			'match points: win 2, draw 1, loss 0',
			MATCH,
			[
				['C', 1, 3],
				['A', 2, 2],
				['B', 3, 2],
				['D', 4, 1]
			]
		],
		// Coinche rule, threshold 1000: A's 1020 win → 2, C's 1005 win → 2, B's 1010 win → 2,
		// draws 1: C 1+2 = 3, A 2, B 2, D 1. Same order, A's points break the tie with B.
		[
			'Coinche tournament: 2 for a win at the threshold',
			COINCHE,
			[
				['C', 1, 3],
				['A', 2, 2],
				['B', 3, 2],
				['D', 4, 1]
			]
		],
		// totals: C 1875, A 1730, B 1650, D 1320.
		[
			'total points',
			TOTAL,
			[
				['C', 1, 0],
				['A', 2, 0],
				['B', 3, 0],
				['D', 4, 0]
			]
		]
	] as const)('%s', (_case, counting, expected) => {
		const lines = standings(['A', 'B', 'C', 'D'], NIGHT, counting);
		expect(lines.map((l) => [l.entrant, l.rank, l.matchPoints])).toEqual(expected);
	});

	it('a win below the threshold earns 1 under the Coinche rule', () => {
		// A wins 900–400: below 1000, so 1 match point; B 0.
		const lines = standings(['A', 'B'], [table(1, 1, ['A', 'B'], [900, 400])], COINCHE);
		expect(lines.map((l) => [l.entrant, l.matchPoints, l.won, l.lost])).toEqual([
			['A', 1, 1, 0],
			['B', 0, 0, 1]
		]);
	});

	it('KooseKort: the lowest total ranks first, across tables of four', () => {
		// Table 1: P 12, Q 40, R 7, S 55; table 2: T 30, U 9, V 61, W 18. Lowest first: R 7, U 9, P 12…
		const lines = standings(
			['P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W'],
			[table(1, 1, ['P', 'Q', 'R', 'S'], [12, 40, 7, 55]), table(1, 2, ['T', 'U', 'V', 'W'], [30, 9, 61, 18])],
			LOWEST
		);
		expect(lines.map((l) => l.entrant)).toEqual(['R', 'U', 'P', 'W', 'T', 'Q', 'S', 'V']);
		expect(lines.find((l) => l.entrant === 'R')).toMatchObject({ won: 1, lost: 0, points: 7 });
	});

	it('a table still playing counts nothing yet and says where its entrants are', () => {
		const lines = standings(['A', 'B', 'C', 'D'], [NIGHT[0]!, table(1, 2, ['C', 'D'], [300, 120], false)], MATCH);
		expect(lines.find((l) => l.entrant === 'C')).toMatchObject({ played: 0, points: 0, playing: 2 });
		expect(lines.find((l) => l.entrant === 'A')).toMatchObject({ played: 1, playing: null });
	});

	it('entrants equal on every tie-break share a rank, in the roster order', () => {
		const lines = standings(['B', 'A'], [table(1, 1, ['A', 'B'], [500, 500])], MATCH);
		expect(lines.map((l) => [l.entrant, l.rank, l.drawn])).toEqual([
			['B', 1, 1],
			['A', 1, 1]
		]);
	});

	it.each([
		['an entrant not on the roster', table(1, 1, ['A', 'Z'], [10, 0])],
		['totals that do not match the entrants', table(1, 1, ['A', 'B'], [10])],
		['a total that is not a number', table(1, 1, ['A', 'B'], [Number.NaN, 3])]
	])('a result naming %s is left out', (_case, bad) => {
		const lines = standings(['A', 'B'], [bad], MATCH);
		expect(lines.every((l) => l.played === 0)).toBe(true);
	});

	it.each([
		[MATCH, ['match-points', 'won', 'points']],
		[{ ...MATCH, direction: 'low' } as Counting, ['match-points', 'won', 'lowest-points']],
		[TOTAL, ['points', 'won']],
		[LOWEST, ['lowest-points', 'won']]
	] as const)('the tie-breaks of %o are stated in order', (counting, expected) => {
		expect(tieBreaksOf(counting)).toEqual(expected);
	});
});

describe('standings properties', () => {
	const ids = ['A', 'B', 'C', 'D', 'E', 'F'];
	const result = fc.record({
		pair: fc.shuffledSubarray(ids, { minLength: 2, maxLength: 2 }),
		totals: fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }))
	});

	it('every entrant is listed once; ranks never go down; each finished table hands out 2 match points', () => {
		fc.assert(
			fc.property(fc.array(result, { maxLength: 12 }), (results) => {
				const tables = results.map((r, i) => table(1, i + 1, r.pair, [...r.totals]));
				const lines = standings(ids, tables, MATCH);
				expect(lines.map((l) => l.entrant).sort()).toEqual(ids);
				lines.forEach((l, i) => i > 0 && expect(l.rank).toBeGreaterThanOrEqual(lines[i - 1]!.rank));
				expect(lines.reduce((sum, l) => sum + l.matchPoints, 0)).toBe(2 * tables.length);
				expect(lines.reduce((sum, l) => sum + l.played, 0)).toBe(2 * tables.length);
			}),
			{ numRuns: propRuns() }
		);
	});
});
