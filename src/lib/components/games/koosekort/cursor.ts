/**
 * Where the value pad writes next in a round, so each tap on a value moves on to the next cell: a
 * seat and a cell; after a board's last cell it goes on to the next player's board.
 */
import { firstCell, nextCell, type BoardForm } from './board-form';

export interface Cursor {
	readonly seat: number;
	readonly cell: number;
}

/** The first empty cell of the first board that has one (Krush boards have none to fill), else null. */
export function firstEmpty(boards: readonly BoardForm[]): Cursor | null {
	for (const [seat, board] of boards.entries()) {
		if (board.krush) continue;
		const cell = firstCell(board);
		if (cell !== null && board.cells[cell] === null) return { seat, cell };
	}
	return null;
}

/** The first cell of the next player's board after `seat` that has cells to fill, else null. */
export function nextBoard(boards: readonly BoardForm[], seat: number): Cursor | null {
	for (let s = seat + 1; s < boards.length; s++) {
		const board = boards[s]!;
		if (board.krush) continue;
		const cell = nextCell(board, -1);
		if (cell !== null) return { seat: s, cell };
	}
	return null;
}
