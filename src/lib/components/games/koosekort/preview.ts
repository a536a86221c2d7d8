/**
 * The live preview of one board, each column explaining itself: the engine's own
 * `scoreBoard` once the board is complete (after the best Swap / Rearrange), and until then the
 * columns already complete, scored one by one.
 */
import type { ExplanationLine } from '$lib/engine/core/types';
import {
	cardsText,
	scoreBoard,
	scoreColumn,
	type BoardMove,
	type ColumnResult
} from '$lib/engine/games/koosekort/index';
import { CLEARED } from '$lib/engine/games/koosekort/index';
import { toBoard, emptyCells, type BoardForm } from './board-form';

export type BoardPreview =
	| {
			readonly complete: true;
			readonly total: number;
			readonly before: number;
			readonly moves: readonly BoardMove[];
			readonly lines: readonly ExplanationLine[];
	  }
	| { readonly complete: false; readonly missing: number; readonly lines: readonly ExplanationLine[] };

/** The explanation line of a column scored on its own (the same reading as the engine's). */
function columnLine(result: ColumnResult): ExplanationLine {
	if (result.cells === CLEARED)
		return { rule: `koosekort.${result.outcome}`, values: { col: result.index + 1 }, points: 0 };
	const values: Record<string, string | number> = {
		col: result.index + 1,
		cards: cardsText(result.cells),
		points: result.points
	};
	if (result.read !== null && result.outcome.startsWith('wild-')) values.readCards = result.read.join(',');
	return { rule: `koosekort.${result.outcome}`, values, points: result.points };
}

/** Scores a board as entered so far, never throws. */
export function previewBoard(form: BoardForm, strictWilds: boolean): BoardPreview {
	const board = toBoard(form);
	const scored = scoreBoard(board, { strictWilds });
	if (scored.ok) {
		const { total, before, moves, lines } = scored.value;
		return { complete: true, total, before, moves, lines };
	}
	const lines = board.columns.flatMap((column, c) => {
		const result = scoreColumn(column, c, { strictWilds });
		return result ? [columnLine(result)] : [];
	});
	return { complete: false, missing: emptyCells(form), lines };
}
