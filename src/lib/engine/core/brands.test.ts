// Seats and score columns are distinct branded numbers on the engine contract's own fields: in a
// team game seat 2 scores in column 0, so passing one where the other is meant must not compile.
// The `@ts-expect-error` lines are the test: `npm run check` fails if any of them compiles.
import { describe, expect, it } from 'vitest';
import { coinche } from '../games/coinche';
import { columnAt, leaders, nextSeat, oppositeTeams, seatAt } from './helpers';
import type { Column, Verdict, ScoreColumn, Seat, TurnFact } from './types';

describe('Seat and Column brands', () => {
	it('keep seats and columns apart on TurnFact, ScoreColumn and Verdict', () => {
		const seat: Seat = nextSeat(3, 4);
		const column: Column = leaders([5, 9], 'high')[0]!;
		// @ts-expect-error a score column is not a seat
		const turn: TurnFact = { role: 'dealer', seat: column };
		// @ts-expect-error a plain number is not a seat
		const team: ScoreColumn = { kind: 'team', seats: [0, 2] };
		// @ts-expect-error a seat is not a score column
		const won: Verdict = { over: true, winners: [seat], reason: 'x' };
		expect([turn.seat, team.seats, won.over]).toEqual([1, [0, 2], true]);
	});

	it('read as plain numbers wherever a number is wanted', () => {
		const teams = oppositeTeams(4);
		const seats: readonly number[] = teams.flatMap((t) => t.seats);
		expect(seats).toEqual([0, 2, 1, 3]);
		expect(seatAt(2) + columnAt(1)).toBe(3);
	});

	it("the engine's own facts carry them: Coinche's first dealer and her partner's column", () => {
		const setup = { config: coinche.defaultConfig(4), seatCount: 4, firstDealer: 0 };
		const dealer = coinche.turn(coinche.initialState(setup), setup).find((f) => f.role === 'dealer');
		expect(dealer?.seat).toBe(0);
		expect(coinche.columns(setup)[0]?.seats).toEqual([0, 2]);
	});
});
