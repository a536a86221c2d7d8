// A club night's table as a match (issue 41: "players or fixed teams", "each table's match is
// created … when its scorer opens it"; the standings read "per table, the match's id and a
// summary that the table's phones compute with the engine"). Worked examples in each row.
import { describe, expect, it } from 'vitest';
import type { ScoreColumn, Seat } from '../core/types';
import { reportOf, seatTable } from './seating';

const seats = (...s: number[]) => s as Seat[];
const player = (seat: number): ScoreColumn => ({ kind: 'player', seats: seats(seat) });
const team = (...s: number[]): ScoreColumn => ({ kind: 'team', seats: seats(...s) });
const solo = (id: string) => ({ id, name: id, players: [id] });
// Coinche: partners sit opposite (seats 0 and 2 against 1 and 3).
const COINCHE = [team(0, 2), team(1, 3)];
// Cozen with four: partners side by side (seats 0 and 1 against 2 and 3).
const COZEN = [team(0, 1), team(2, 3)];
const match = (columns: ScoreColumn[], totals: number[], over = false) => ({
	round: 2,
	table: 3,
	matchId: 'm',
	columns,
	totals,
	deals: 4,
	over
});

describe('seating a table', () => {
	it.each([
		[
			'players sit in the plan’s order',
			[solo('Ana'), solo('Bo'), solo('Cy')],
			[],
			['Ana', 'Bo', 'Cy'],
			[[0], [1], [2]]
		],
		[
			'Coinche teams: each on a column, partners opposite',
			[
				{ id: 't1', name: 'Reds', players: ['Ana', 'Bo'] },
				{ id: 't2', name: 'Blues', players: ['Cy', 'Di'] }
			],
			COINCHE,
			['Ana', 'Cy', 'Bo', 'Di'],
			[
				[0, 2],
				[1, 3]
			]
		],
		[
			'Cozen teams: partners side by side',
			[
				{ id: 't1', name: 'Reds', players: ['Ana', 'Bo'] },
				{ id: 't2', name: 'Blues', players: ['Cy', 'Di'] }
			],
			COZEN,
			['Ana', 'Bo', 'Cy', 'Di'],
			[
				[0, 1],
				[2, 3]
			]
		]
	])('%s', (_case, entrants, columns, names, seatsOf) => {
		const seating = seatTable(entrants, columns);
		expect(seating.names).toEqual(names);
		expect(seating.seatsOf).toEqual(seatsOf);
	});

	it('fixed teams name the match’s team columns', () => {
		const seating = seatTable(
			[
				{ id: 't1', name: 'Reds', players: ['Ana', 'Bo'] },
				{ id: 't2', name: 'Blues', players: ['Cy', 'Di'] }
			],
			COINCHE
		);
		expect(seating.teamNames).toEqual(['Reds', 'Blues']);
	});
});

describe('a table’s report', () => {
	it.each([
		// KooseKort, three players: each column is a player's.
		[
			'one column a player',
			seatTable([solo('A'), solo('B'), solo('C')]),
			[player(0), player(1), player(2)],
			[12, 30, 7],
			[12, 30, 7]
		],
		// Coinche with four players drawn one by one: seats 0 and 2 share the first team's 820.
		[
			'players in a partnership game get their team’s total',
			seatTable([solo('A'), solo('B'), solo('C'), solo('D')]),
			COINCHE,
			[820, 1010],
			[820, 1010, 820, 1010]
		],
		// Fixed teams at Coinche: the plan's order (Blues first) is kept, whatever the columns' order.
		[
			'fixed teams in the plan’s order',
			{
				names: ['Ana', 'Cy', 'Bo', 'Di'],
				seatsOf: [
					[1, 3],
					[0, 2]
				]
			},
			COINCHE,
			[500, 1020],
			[1020, 500]
		],
		// A column missing from the totals counts 0 (never NaN).
		['a missing total counts 0', seatTable([solo('A'), solo('B')]), [player(0), player(1)], [5], [5, 0]]
	])('%s', (_case, seating, columns, totals, expected) => {
		expect(reportOf(seating, match(columns, totals)).totals).toEqual(expected);
	});

	it('the report names its table, match and deals, finished from the verdict', () => {
		const seating = seatTable([solo('A'), solo('B')]);
		expect(reportOf(seating, match([player(0), player(1)], [3, 4], true))).toEqual({
			round: 2,
			table: 3,
			matchId: 'm',
			totals: [3, 4],
			deals: 4,
			finished: true
		});
	});
});
