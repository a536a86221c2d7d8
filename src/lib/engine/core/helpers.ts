/**
 * Small pure helpers shared by the game engines: reading untrusted input without throwing,
 * building violations, and common end-of-game rules.
 */
import { maxOf, minOf } from './arrays';
import type { Column, ExplanationLine, MessageValues, ScoreColumn, Seat, Violation } from './types';

/** A plain object (not null, not an array), for reading untrusted input safely. */
export function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite whole number. */
export function isInt(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value);
}

/** Builds a violation; `field` is the path of the input field it concerns. */
export function violation(code: string, field?: string, values?: MessageValues): Violation {
	return field === undefined
		? values
			? { code, values }
			: { code }
		: values
			? { code, field, values }
			: { code, field };
}

/** Builds an explanation line. */
export function line(rule: string, values?: MessageValues, column?: number, points?: number): ExplanationLine {
	const out: { rule: string; values?: MessageValues; column?: number; points?: number } = { rule };
	if (values) out.values = values;
	if (column !== undefined) out.column = column;
	if (points !== undefined) out.points = points;
	return out;
}

/**
 * A seat by its index in seating order. A number becomes a `Seat` only here (or through the
 * reader's `isSeat`), so passing a score column where a seat is meant does not compile.
 */
export function seatAt(index: number): Seat {
	return index as Seat;
}

/** A score column by its index; a number becomes a `Column` only here (see `seatAt`). */
export function columnAt(index: number): Column {
	return index as Column;
}

/** One score column per seat. */
export function playerColumns(seatCount: number): ScoreColumn[] {
	return Array.from({ length: seatCount }, (_, seat) => ({ kind: 'player' as const, seats: [seatAt(seat)] }));
}

/** Partners opposite: with n seats, team t is seats t and t + n/2 (seats 1+3 v 2+4 at four). */
export function oppositeTeams(seatCount: number): ScoreColumn[] {
	const half = Math.floor(seatCount / 2);
	return Array.from({ length: half }, (_, t) => ({ kind: 'team' as const, seats: [seatAt(t), seatAt(t + half)] }));
}

/** Adds points to totals column by column. */
export function addTotals(totals: readonly number[], points: readonly number[]): number[] {
	return totals.map((t, i) => t + (points[i] ?? 0));
}

/** Initial totals: the starting scores when given and well-formed, otherwise zeros. */
export function startTotals(columns: number, starting?: readonly number[]): number[] {
	return Array.from({ length: columns }, (_, i) => {
		const v = starting?.[i];
		return typeof v === 'number' && Number.isFinite(v) ? v : 0;
	});
}

/** The score columns with the best totals by direction ('high' or 'low'). */
export function leaders(totals: readonly number[], direction: 'high' | 'low'): Column[] {
	if (totals.length === 0) return [];
	const best = direction === 'high' ? maxOf(totals) : minOf(totals);
	return totals.flatMap((t, i) => (t === best ? [columnAt(i)] : []));
}

/** Seat after `seat` in a direction of play: +1 is the next seat in seating order, -1 the one before. */
export function nextSeat(seat: number, seatCount: number, step: 1 | -1 = 1): Seat {
	return seatAt((((seat + step) % seatCount) + seatCount) % seatCount);
}
