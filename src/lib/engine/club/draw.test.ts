// Drawing a club night's tables (issue 41, "Draw the tables" and the formats it names: random
// first round, then Swiss by standings never repeating opponents where avoidable; round robin
// up to 8 teams). Worked examples computed by hand in each row's comment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propRuns } from '../core/testing';
import { drawTables, repeatsOf, roundRobin, swapEntrants, tableSizes, type DrawRequest } from './draw';

const swiss = (
	entrants: string[],
	met: string[][],
	satOut: string[] = [],
	seats = 2,
	minSeats?: number
): DrawRequest => ({
	entrants,
	seats,
	minSeats,
	met,
	satOut,
	first: false,
	seed: 0
});

describe('table sizes', () => {
	it.each([
		['eight teams, tables of two', 8, 2, 2, [2, 2, 2, 2]],
		['nine teams: one sits out', 9, 2, 2, [2, 2, 2, 2]],
		['ten players, tables of three or four', 10, 4, 3, [4, 3, 3]],
		['seven players, three or four', 7, 4, 3, [4, 3]],
		['five players, three or four: one table, one out', 5, 4, 3, [4]],
		['two players where a table needs three: no table', 2, 4, 3, []],
		['six players at tables of exactly four', 6, 4, 4, [4]]
	])('%s', (_case, n, max, min, expected) => {
		expect(tableSizes(n, max, min)).toEqual(expected);
	});
});

describe('Swiss rounds', () => {
	it.each([
		// Round 1 was A–B, C–D; standings A, C, B, D: A takes C (best it has not met), B takes D.
		[
			'round 2 of four teams',
			['A', 'C', 'B', 'D'],
			[
				['A', 'B'],
				['C', 'D']
			],
			[
				['A', 'C'],
				['B', 'D']
			],
			0
		],
		// After A–B, C–D, A–C, B–D: only A–D and B–C are left.
		[
			'round 3 of four teams',
			['A', 'B', 'C', 'D'],
			[
				['A', 'B'],
				['C', 'D'],
				['A', 'C'],
				['B', 'D']
			],
			[
				['A', 'D'],
				['B', 'C']
			],
			0
		],
		// Two teams who met already must meet again: counted.
		['a repeat that cannot be avoided', ['A', 'B'], [['A', 'B']], [['A', 'B']], 1],
		// A takes B first, leaving C–D, who have met: the search goes back; A–C have met too, so A–D and B–C.
		[
			'the search goes back rather than repeat',
			['A', 'B', 'C', 'D'],
			[
				['C', 'D'],
				['A', 'C']
			],
			[
				['A', 'D'],
				['B', 'C']
			],
			0
		]
	])('%s', (_case, order, met, tables, repeats) => {
		const plan = drawTables(swiss(order, met));
		expect(plan.tables).toEqual(tables);
		expect(plan.repeats).toBe(repeats);
	});

	it('the lowest ranked who has not sat out yet sits out', () => {
		expect(drawTables(swiss(['A', 'B', 'C', 'D', 'E'], [], ['E'])).sitOut).toEqual(['D']);
		expect(drawTables(swiss(['A', 'B', 'C', 'D', 'E'], [])).sitOut).toEqual(['E']);
	});

	it('tables of three and four players avoid those who sat together', () => {
		const plan = drawTables(
			swiss(
				['A', 'B', 'C', 'D', 'E', 'F', 'G'],
				[
					['A', 'B', 'C', 'D'],
					['E', 'F', 'G']
				],
				[],
				4,
				3
			)
		);
		expect(plan.tables.map((t) => t.length)).toEqual([4, 3]);
		expect(plan.repeats).toBe(3);
		expect(plan.tables.flat().sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
	});
});

describe('first round', () => {
	it('the same seed gives the same plan; another seed may not', () => {
		const request = { ...swiss(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], []), first: true, seed: 42 };
		expect(drawTables(request)).toEqual(drawTables(request));
		const plans = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(drawTables({ ...request, seed }).tables)));
		expect(plans.size).toBeGreaterThan(1);
	});
});

describe('swapping two entrants before confirming', () => {
	it('swaps seats, or a seat and a place among those sitting out, and counts repeats again', () => {
		const plan = drawTables(swiss(['A', 'B', 'C', 'D', 'E'], [['A', 'B']]));
		expect(plan).toMatchObject({
			tables: [
				['A', 'C'],
				['B', 'D']
			],
			sitOut: ['E'],
			repeats: 0
		});
		expect(swapEntrants(plan, 'C', 'B', [['A', 'B']])).toMatchObject({
			tables: [
				['A', 'B'],
				['C', 'D']
			],
			repeats: 1
		});
		expect(swapEntrants(plan, 'E', 'D', [])).toMatchObject({
			tables: [
				['A', 'C'],
				['B', 'E']
			],
			sitOut: ['D']
		});
		expect(swapEntrants(plan, 'A', 'Z', [])).toBe(plan);
	});
});

describe('round robin', () => {
	it.each([2, 3, 4, 5, 6, 7, 8])('%i teams: every pair meets once, with an odd number each sits out once', (n) => {
		const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
		const rounds = roundRobin(teams);
		expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
		const pairs = rounds.flatMap((r) => r.tables.map((t) => [...t].sort().join('-')));
		expect(new Set(pairs).size).toBe((n * (n - 1)) / 2);
		expect(pairs).toHaveLength((n * (n - 1)) / 2);
		const out = rounds.flatMap((r) => r.sitOut);
		expect(new Set(out).size).toBe(out.length);
		expect(out).toHaveLength(n % 2 === 1 ? n : 0);
	});
});

describe('draw properties', () => {
	it('everyone is seated once or sits out; no repeat while an even field has played under half its rounds', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 1000 }), (half, seed) => {
				const teams = Array.from({ length: 2 * half }, (_, i) => `T${i}`);
				const met: string[][] = [];
				let order = teams;
				for (let round = 0; round < half; round++) {
					const plan = drawTables({ ...swiss(order, met), first: round === 0, seed });
					expect([...plan.tables.flat(), ...plan.sitOut].sort()).toEqual([...teams].sort());
					expect(plan.repeats).toBe(0);
					expect(repeatsOf(plan.tables, met)).toBe(0);
					met.push(...plan.tables.map((t) => [...t]));
					order = [...plan.tables.flat()].reverse();
				}
			}),
			{ numRuns: propRuns() }
		);
	});
});
