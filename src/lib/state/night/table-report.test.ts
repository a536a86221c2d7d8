// A night table's report from its match, with the game's own engine (issue 41: "per table, the
// match's id and a summary that the table's phones compute with the engine"): Coinche players
// drawn one by one get their team's total; fixed teams sit on the game's team columns.
import { describe, expect, it } from 'vitest';
import type { Night } from '$lib/engine/club/night';
import { coinche } from '$lib/engine/games/coinche/index';
import { foldMatch } from '$lib/engine/core/fold';
import type { MatchRecord, RoundRecord } from '$lib/data/schema';
import { coincheDeal } from '$lib/data/test-deals';
import { computeTableReport, tableSeating } from './table-report';

const night = (teams: boolean): Night => ({
	settings: {
		name: 'Coinche',
		date: '2026-11-27',
		gameId: 'coinche',
		config: { target: 1000 },
		teams,
		format: { kind: 'swiss', rounds: 1 },
		counting: { rule: 'match-points-threshold', threshold: 1000, direction: 'high' },
		seats: teams ? 2 : 4,
		minSeats: teams ? 2 : 4
	},
	entrants: teams
		? [
				{ id: 't1', name: 'Reds', players: ['Ana', 'Bo'] },
				{ id: 't2', name: 'Blues', players: ['Cy', 'Di'] }
			]
		: ['Ana', 'Bo', 'Cy', 'Di'].map((name, i) => ({ id: `e${i + 1}`, name, players: [name] })),
	rounds: [
		{
			number: 1,
			seed: 1,
			plan: { tables: [teams ? ['t2', 't1'] : ['e1', 'e2', 'e3', 'e4']], sitOut: [], repeats: 0 },
			confirmed: true
		}
	],
	reports: []
});

const match = (seats: number): MatchRecord => ({
	id: 'm1',
	gameId: 'coinche',
	status: 'active',
	createdAt: 0,
	updatedAt: 1,
	seats: Array.from({ length: seats }, (_, i) => ({ playerId: `p${i}` })),
	playerIds: [],
	config: { target: 1000 },
	firstDealer: 0
});
const rounds = (inputs: unknown[]): RoundRecord[] =>
	inputs.map((input, i) => ({ id: `r${i}`, matchId: 'm1', order: i, input, createdAt: 0, updatedAt: 0 }));

describe('a night table’s report from its Coinche match', () => {
	it('players drawn one by one: partners (seats 1 and 3, 2 and 4) each get their team’s total', () => {
		const deals = rounds([coincheDeal(0, 80, 100)]);
		const totals = foldMatch(
			coinche,
			{ config: coinche.parseConfig({ target: 1000 }, 4), seatCount: 4, firstDealer: 0 },
			[deals[0]!.input]
		).state.totals;
		const report = computeTableReport(coinche, night(false), { round: 1, table: 1 }, match(4), deals);
		expect(report.totals).toEqual([totals[0], totals[1], totals[0], totals[1]]);
		expect(report).toMatchObject({ matchId: 'm1', deals: 1, finished: false });
	});

	it('fixed teams in the plan’s order (Blues first) sit on the team columns, partners opposite', () => {
		const seating = tableSeating(coinche, night(true), { round: 1, table: 1 });
		expect(seating.names).toEqual(['Cy', 'Ana', 'Di', 'Bo']);
		expect(seating.teamNames).toEqual(['Blues', 'Reds']);
		// Seat 1 (Cy, the Blues) takes the contract: the Blues' points come first in the report.
		const deals = rounds([coincheDeal(0, 80, 100)]);
		const report = computeTableReport(coinche, night(true), { round: 1, table: 1 }, match(4), deals);
		const totals = foldMatch(
			coinche,
			{ config: coinche.parseConfig({ target: 1000 }, 4), seatCount: 4, firstDealer: 0 },
			[deals[0]!.input]
		).state.totals;
		expect(report.totals).toEqual([totals[0], totals[1]]);
		expect(totals[0]).toBeGreaterThan(totals[1]!);
	});
});
