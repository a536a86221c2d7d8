// A club night as one record (issue 41): its confirmed rounds' tables and what each table reported
// give the standings ("Standings update as each deal is saved at any table … which tables are
// still playing; rounds add up over the night"), and the next draw follows the format ("a number
// of rounds with tables drawn anew each round … or every team against every other (round robin,
// up to 8 teams)"). Worked examples computed by hand in each row's comment.
import { describe, expect, it } from 'vitest';
import {
	nextPlan,
	nightStandings,
	roundsOf,
	tableResults,
	type Night,
	type NightRound,
	type TableReport
} from './night';
import { drawTables, roundRobin, type DrawPlan } from './draw';

const plan = (tables: string[][], sitOut: string[] = []): DrawPlan => ({ tables, sitOut, repeats: 0 });
const round = (number: number, tables: string[][], confirmed = true): NightRound => ({
	number,
	seed: number,
	plan: plan(tables),
	confirmed
});
const report = (r: number, table: number, totals: number[], finished = true, deals = 3): TableReport => ({
	round: r,
	table,
	matchId: `m${r}.${table}`,
	totals,
	deals,
	finished
});

const night = (rounds: NightRound[], reports: TableReport[], format: Night['settings']['format'] = SWISS2): Night => ({
	settings: {
		name: 'Friday',
		date: '2026-11-27',
		gameId: 'koosekort',
		config: {},
		teams: false,
		format,
		counting: { rule: 'match-points', direction: 'high' },
		seats: 2,
		minSeats: 2
	},
	entrants: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: `Name ${id}`, players: [`Name ${id}`] })),
	rounds,
	reports
});
const SWISS2 = { kind: 'swiss', rounds: 2 } as const;

describe('tables as the standings read them', () => {
	it.each([
		// A confirmed round with no report yet: every table is playing, at zero.
		[
			'no report yet: zeros, still playing',
			[round(1, [['A', 'B']])],
			[],
			[{ round: 1, table: 1, entrants: ['A', 'B'], totals: [0, 0], finished: false }]
		],
		// "Draw the tables … the organiser … can swap two players before confirming": a round not
		// confirmed yet has no table playing.
		['an unconfirmed round is not played', [round(1, [['A', 'B']], false)], [report(1, 1, [5, 3])], []],
		// A report whose totals do not fit its table (three totals at a table of two) is left out.
		[
			'a report that does not fit its table is left out',
			[round(1, [['A', 'B']])],
			[report(1, 1, [5, 3, 1])],
			[{ round: 1, table: 1, entrants: ['A', 'B'], totals: [0, 0], finished: false }]
		],
		// The report of table 2 goes to table 2, not table 1.
		[
			'each report goes to its own table',
			[
				round(1, [
					['A', 'B'],
					['C', 'D']
				])
			],
			[report(1, 2, [7, 9], false)],
			[
				{ round: 1, table: 1, entrants: ['A', 'B'], totals: [0, 0], finished: false },
				{ round: 1, table: 2, entrants: ['C', 'D'], totals: [7, 9], finished: false }
			]
		]
	])('%s', (_case, rounds, reports, expected) => {
		expect(tableResults(night(rounds, reports))).toEqual(expected);
	});
});

describe('the night’s standings', () => {
	// Round 1: A 10–4 B, C 6–8 D; round 2: A 3–9 D (finished), B–C still playing at 2–2.
	// Match points 2/0: D 2+2 = 4 (17 pts), A 2 (13), C 0 (6), B 0 (4). B and C still play table 2.
	const rounds = [
		round(1, [
			['A', 'B'],
			['C', 'D']
		]),
		round(2, [
			['A', 'D'],
			['B', 'C']
		])
	];
	const reports = [report(1, 1, [10, 4]), report(1, 2, [6, 8]), report(2, 1, [3, 9]), report(2, 2, [2, 2], false)];

	it('rounds add up; a table still playing counts nothing and is shown as playing', () => {
		const lines = nightStandings(night(rounds, reports)).map((s) => [
			s.rank,
			s.entrant,
			s.played,
			s.won,
			s.matchPoints,
			s.points,
			s.playing
		]);
		// D 4 match points; A 2; C and B none, C's 6 points ahead of B's 4.
		expect(lines).toEqual([
			[1, 'D', 2, 2, 4, 17, null],
			[2, 'A', 2, 1, 2, 13, null],
			[3, 'C', 1, 0, 0, 6, 2],
			[4, 'B', 1, 0, 0, 4, 2]
		]);
	});

	it('a deal saved at a table changes the standings once its match is over', () => {
		const over = [...reports.slice(0, 3), report(2, 2, [2, 6])];
		// C wins 6–2: C 2 match points (12 pts) ties A on 2; A's 13 points rank it ahead; B 0.
		expect(nightStandings(night(rounds, over)).map((s) => s.entrant)).toEqual(['D', 'A', 'C', 'B']);
	});
});

describe('rounds of a format', () => {
	it.each([
		['Swiss, three rounds', { kind: 'swiss', rounds: 3 } as const, 3],
		// Round robin of 4 entrants: each meets 3 others, one a round (circle method).
		['round robin of four', { kind: 'round-robin' } as const, 3]
	])('%s', (_case, format, expected) => {
		expect(roundsOf(night([], [], format))).toBe(expected);
	});
});

describe('the next round’s plan', () => {
	it('the first Swiss round is drawn by chance from the seed: the same seed, the same plan', () => {
		const n = night([], []);
		const expected = drawTables({
			entrants: ['A', 'B', 'C', 'D'],
			seats: 2,
			minSeats: 2,
			met: [],
			satOut: [],
			first: true,
			seed: 42
		});
		expect(nextPlan(n, 42)).toEqual(expected);
		expect(nextPlan(n, 42)).toEqual(nextPlan(n, 42));
	});

	it('a later Swiss round goes by standings and avoids past opponents', () => {
		// After round 1 (A beat B, D beat C), the order is A, D, C, B (A's 10 ahead of D's 8, C's
		// 6 ahead of B's 4): A takes D (the best it has not met), C heads the next table and takes B.
		const n = night(
			[
				round(1, [
					['A', 'B'],
					['C', 'D']
				])
			],
			[report(1, 1, [10, 4]), report(1, 2, [6, 8])]
		);
		expect(nextPlan(n, 7)?.tables).toEqual([
			['A', 'D'],
			['C', 'B']
		]);
	});

	it('a round robin plays its rounds in order', () => {
		const n = night(
			[
				round(
					1,
					roundRobin(['A', 'B', 'C', 'D'])[0]!.tables.map((t) => [...t])
				)
			],
			[],
			{ kind: 'round-robin' }
		);
		expect(nextPlan(n, 1)).toEqual(roundRobin(['A', 'B', 'C', 'D'])[1]);
	});

	it('no plan once every round is drawn', () => {
		expect(nextPlan(night([round(1, [['A', 'B']]), round(2, [['A', 'C']])], []), 1)).toBeNull();
	});
});
