/**
 * The KooseKort round form and its conversions: who went out first
 * and one board per seat. Plain JSON (saved as a draft on every tap); `toInput` never throws, a
 * half-entered form becomes an input the engine rejects with a violation.
 */
import type { MatchSetup } from '$lib/engine/core/types';
import type { KooseKortInput } from '$lib/engine/games/koosekort/index';
import { emptyBoardForm, fromBoard, toBoard, type BoardForm } from './board-form';

/** The form: the seat that went out first (null until tapped) and one board per seat. */
export interface KooseKortForm {
	wentOut: number | null;
	boards: BoardForm[];
}

function isRecord(x: unknown): x is Record<string, unknown> {
	return typeof x === 'object' && x !== null;
}

/** A blank round: nobody out yet, every board empty. */
export function emptyForm(setup: MatchSetup<unknown>): KooseKortForm {
	return { wentOut: null, boards: Array.from({ length: setup.seatCount }, emptyBoardForm) };
}

/** The engine's input (see `toBoard`): one board per seat. */
export function toInput(form: unknown, setup: MatchSetup<unknown>): KooseKortInput {
	const boards: unknown[] = isRecord(form) && Array.isArray(form.boards) ? form.boards : [];
	const wentOut = isRecord(form) && typeof form.wentOut === 'number' ? form.wentOut : null;
	return { wentOut, boards: Array.from({ length: setup.seatCount }, (_, seat) => toBoard(boards[seat])) };
}

/** A form filled from a stored round, for editing it. */
export function fromInput(input: unknown, setup: MatchSetup<unknown>): KooseKortForm {
	const boards: unknown[] = isRecord(input) && Array.isArray(input.boards) ? input.boards : [];
	const wentOut = isRecord(input) && typeof input.wentOut === 'number' ? input.wentOut : null;
	return { wentOut, boards: Array.from({ length: setup.seatCount }, (_, seat) => fromBoard(boards[seat])) };
}
