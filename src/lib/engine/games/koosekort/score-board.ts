/**
 * Scoring one KooseKort board end to end, for the round engine and the entry form's live preview:
 * check the untrusted board, play the unused Swap and Rearrange for the lowest score, score each
 * column, and explain it line by line; plus the
 * went-out penalty (rules/koosekort.txt "Scoring"; RULES-NOTES KooseKort "Went-out penalty").
 */
import { minOf } from '../../core/arrays';
import type { ExplanationLine, MessageValues, Violation } from '../../core/types';
import { WILD } from '../../cards/cards';
import { cardsText, scoreColumns, type BoardOptions, type ColumnResult } from './board';
import { CLEARED } from './input';
import { checkBoard } from './read';
import { ids } from './rules';
import { optimiseColumns, type BoardMove, type OptimiserResult } from './optimiser';

/** Points added to the player who went out and is not the lowest (rules/koosekort.txt "Scoring": "10 points will be added"). */
export const WENT_OUT_PENALTY = 10;

/** A board scored for display: its columns after the optimiser's moves, the total and the reasons. */
export interface BoardScore {
	/** Each column after the moves, with how it scored. */
	readonly columns: readonly ColumnResult[];
	/** The board's score (before any went-out penalty). */
	readonly total: number;
	/** The score of the board as it lay, before any specialty card. */
	readonly before: number;
	/** The Swap / Rearrange the optimiser played, in order. */
	readonly moves: readonly BoardMove[];
	/** Explanation lines; their points add up to `total` (for `column` when given, else unattached). */
	readonly lines: readonly ExplanationLine[];
}

/** A result, or the violations that stopped it (never thrown). */
export type Checked<T> =
	{ readonly ok: true; readonly value: T } | { readonly ok: false; readonly violations: readonly Violation[] };

function moveLine(move: BoardMove, column: number | undefined): ExplanationLine {
	if (move.kind === 'swap') {
		return ids.line(
			'koosekort.swap-played',
			{
				firstCard: move.firstCard,
				firstCol: move.first.col + 1,
				firstRow: move.first.row + 1,
				secondCard: move.secondCard,
				secondCol: move.second.col + 1,
				secondRow: move.second.row + 1,
				before: move.before,
				after: move.after
			},
			column
		);
	}
	return ids.line(
		'koosekort.rearrange-played',
		{
			col: move.col + 1,
			beforeCards: cardsText(move.beforeCells),
			afterCards: cardsText(move.afterCells),
			before: move.before,
			after: move.after
		},
		column
	);
}

function columnLine(result: ColumnResult, column: number | undefined): ExplanationLine {
	const values: Record<string, string | number> = { col: result.index + 1 };
	if (result.cells !== CLEARED) {
		values.cards = cardsText(result.cells);
		values.points = result.points;
		if (result.read !== null && result.outcome.startsWith('wild-')) values.readCards = result.read.join(',');
	}
	return ids.line(`koosekort.${result.outcome}`, values as MessageValues, column, result.points);
}

/**
 * The explanation of a board, each column explaining itself ("9 10 11: straight, cleared"):
 * a note when strict wilds turn wilds into 0s, the Swap / Rearrange played (or held without gain),
 * then one line per column carrying its points, attached to score `column` when given.
 */
export function explainBoard(
	optimised: OptimiserResult,
	columns: readonly ColumnResult[],
	holdings: { readonly swap: boolean; readonly rearrange: boolean },
	options: BoardOptions,
	column?: number
): ExplanationLine[] {
	const lines: ExplanationLine[] = [];
	const hasWild = columns.some((c) => c.cells !== CLEARED && c.cells.includes(WILD));
	if (options.strictWilds && hasWild) lines.push(ids.line('koosekort.strict-wilds', undefined, column));
	for (const move of optimised.moves) lines.push(moveLine(move, column));
	const played = new Set(optimised.moves.map((m) => m.kind));
	if (holdings.swap && !played.has('swap')) lines.push(ids.line('koosekort.swap-no-gain', undefined, column));
	if (holdings.rearrange && !played.has('rearrange'))
		lines.push(ids.line('koosekort.rearrange-no-gain', undefined, column));
	for (const result of columns) lines.push(columnLine(result, column));
	return lines;
}

function boardOptions(options: unknown): BoardOptions {
	return {
		strictWilds:
			typeof options === 'object' && options !== null && (options as { strictWilds?: unknown }).strictWilds === true
	};
}

/**
 * Scores an untrusted board for the entry form's live preview and for the round engine
 * (RULES-NOTES KooseKort): checks it (`checkBoard`), plays the best use of the Swap and
 * Rearrange it still holds (`optimiseColumns`), scores each column and explains it. Field paths in
 * the violations are relative to the board (`columns.4.1`). Never throws.
 */
export function scoreBoard(board: unknown, options: BoardOptions, column?: number): Checked<BoardScore> {
	try {
		const read = checkBoard(board);
		if (!read.ok) return { ok: false, violations: read.violations };
		const opts = boardOptions(options);
		const b = read.round;
		const optimised = optimiseColumns(b.columns, b, opts);
		const scored = scoreColumns(optimised.columns, opts);
		const lines = explainBoard(optimised, scored.columns, b, opts, column);
		return {
			ok: true,
			value: { columns: scored.columns, total: scored.total, before: optimised.before, moves: optimised.moves, lines }
		};
	} catch {
		return { ok: false, violations: [{ code: 'koosekort.board-missing' }] };
	}
}

/**
 * The optimiser on its own for an untrusted board (RULES-NOTES KooseKort "End of round"): the
 * score as it lies, the lowest reachable score with the Swap / Rearrange still held, and the moves.
 * Never throws.
 */
export function optimiseBoard(board: unknown, options: BoardOptions): Checked<OptimiserResult> {
	try {
		const read = checkBoard(board);
		if (!read.ok) return { ok: false, violations: read.violations };
		const b = read.round;
		return { ok: true, value: optimiseColumns(b.columns, b, boardOptions(options)) };
	} catch {
		return { ok: false, violations: [{ code: 'koosekort.board-missing' }] };
	}
}

/**
 * What the went-out rule does to the player who went out (rules/koosekort.txt "Scoring": "If the
 * player who went out first has a score greater than 0, it must be a score lower than any other
 * player or 10 points will be added"; RULES-NOTES KooseKort: option, a tie for lowest is no penalty):
 * - `not-positive`: scored 0 or less, no penalty;
 * - `lowest`: strictly lower than every other player, no penalty;
 * - `tie-spared`: tied for lowest with the option on, no penalty;
 * - `penalty`: +10.
 */
export interface WentOutVerdict {
	readonly kind: 'not-positive' | 'lowest' | 'tie-spared' | 'penalty';
	readonly penalty: number;
	/** The board score of the player who went out. */
	readonly score: number;
	/** The lowest board score among the other players (null with nobody else). */
	readonly lowestOther: number | null;
}

/**
 * Applies the went-out rule to board scores (one per seat, before penalties). Returns null when
 * `wentOut` is not a seat of `scores` (never throws).
 */
export function wentOutPenalty(scores: readonly number[], wentOut: number, tieSpares: boolean): WentOutVerdict | null {
	if (!Number.isInteger(wentOut) || wentOut < 0 || wentOut >= scores.length) return null;
	const score = scores[wentOut]!;
	const others = scores.filter((_, seat) => seat !== wentOut);
	const lowestOther = others.length === 0 ? null : minOf(others);
	if (!(score > 0)) return { kind: 'not-positive', penalty: 0, score, lowestOther };
	if (lowestOther === null || score < lowestOther) return { kind: 'lowest', penalty: 0, score, lowestOther };
	if (tieSpares && score === lowestOther) return { kind: 'tie-spared', penalty: 0, score, lowestOther };
	return { kind: 'penalty', penalty: WENT_OUT_PENALTY, score, lowestOther };
}
