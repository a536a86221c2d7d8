/**
 * One KooseKort board as the entry form holds it: fifteen cells in
 * entry order (column by column, top to bottom; null while empty), a "cleared during play" flag
 * per column, the specialty cards still held and the Krush flag. Plain JSON, so a draft survives a
 * reload; conversions to and from the engine's board never throw.
 */
import { BOARD_COLUMNS, CLEARED, COLUMN_CELLS, type KooseBoard } from '$lib/engine/games/koosekort/index';
import type { KooseValue } from '$lib/engine/cards/cards';

/** Cells on a board (5 columns x 3 rows). */
export const BOARD_CELLS = BOARD_COLUMNS * COLUMN_CELLS;

/** A cell value as typed: a card face, or null while empty. */
export type CellValue = KooseValue | null;

export interface BoardForm {
	/** Cell `c * 3 + r` is column c, row r (0-based, top to bottom). */
	cells: CellValue[];
	/** Column c was cleared during play. */
	cleared: boolean[];
	swap: boolean;
	rearrange: boolean;
	krush: boolean;
}

/** A blank board: every cell empty, nothing cleared, no specialty card held. */
export function emptyBoardForm(): BoardForm {
	return {
		cells: Array.from({ length: BOARD_CELLS }, () => null),
		cleared: Array.from({ length: BOARD_COLUMNS }, () => false),
		swap: false,
		rearrange: false,
		krush: false
	};
}

/** Column index of a cell. */
export const columnOf = (cell: number): number => Math.floor(cell / COLUMN_CELLS);
/** Row index of a cell. */
export const rowOf = (cell: number): number => cell % COLUMN_CELLS;

function isRecord(x: unknown): x is Record<string, unknown> {
	return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A stored cell as a form value: numbers and "W" kept as they are (the engine judges them), anything else empty. */
function cellValue(x: unknown): CellValue {
	return typeof x === 'number' || x === 'W' ? (x as KooseValue) : null;
}

/**
 * The board the engine reads. Empty cells stay null so the engine reports `column-short`; a
 * damaged draft becomes values the engine rejects, never a throw.
 */
export function toBoard(form: unknown): KooseBoard {
	const f = isRecord(form) ? form : {};
	const cells = Array.isArray(f.cells) ? f.cells : [];
	const cleared = Array.isArray(f.cleared) ? f.cleared : [];
	const columns = Array.from({ length: BOARD_COLUMNS }, (_, c) =>
		cleared[c] === true
			? CLEARED
			: Array.from({ length: COLUMN_CELLS }, (_, r) => cellValue(cells[c * COLUMN_CELLS + r]))
	);
	return {
		columns: columns as KooseBoard['columns'],
		swap: f.swap === true,
		rearrange: f.rearrange === true,
		krush: f.krush === true
	};
}

/** A form filled from a stored board (for editing a past round); anything unreadable is left blank. */
export function fromBoard(board: unknown): BoardForm {
	const form = emptyBoardForm();
	if (!isRecord(board)) return form;
	const columns = Array.isArray(board.columns) ? board.columns : [];
	for (let c = 0; c < BOARD_COLUMNS; c++) {
		const column: unknown = columns[c];
		if (column === CLEARED) form.cleared[c] = true;
		else if (Array.isArray(column))
			for (let r = 0; r < COLUMN_CELLS; r++) form.cells[c * COLUMN_CELLS + r] = cellValue(column[r]);
	}
	form.swap = board.swap === true;
	form.rearrange = board.rearrange === true;
	form.krush = board.krush === true;
	return form;
}

/** The next cell after `cell` in entry order that is not in a cleared column, or null at the end of the board. */
export function nextCell(board: BoardForm, cell: number): number | null {
	for (let i = cell + 1; i < BOARD_CELLS; i++) if (!board.cleared[columnOf(i)]) return i;
	return null;
}

/** The first empty cell outside cleared columns, else the first cell outside them, else null. */
export function firstCell(board: BoardForm): number | null {
	const open = [...Array(BOARD_CELLS).keys()].filter((i) => !board.cleared[columnOf(i)]);
	return open.find((i) => board.cells[i] === null) ?? open[0] ?? null;
}

/** How many cells outside cleared columns are still empty. */
export function emptyCells(board: BoardForm): number {
	return board.cells.filter((v, i) => v === null && !board.cleared[columnOf(i)]).length;
}
