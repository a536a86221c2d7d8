/**
 * KooseKort boards (rules/koosekort.txt "Game objective", "Wild cards", "Scoring"; RULES-NOTES
 * KooseKort): reading a column top to bottom as a set (three equal values, or a straight going
 * up or down by one) with wilds taking the value that helps, scoring each column and the whole
 * board, and checking an untrusted board as it comes from the entry form. The end-of-round
 * optimiser (Swap and Rearrange) lives in `optimiser.ts`.
 */
import type { Violation } from '../../core/types';
import { isRecord, violation } from '../../core/helpers';
import { isKooseValue, KOOSE_MAX, KOOSE_MIN, WILD, type KooseValue } from '../../cards/cards';

/** Columns on a board (rules/koosekort.txt "Game setup": "five vertical columns in three rows"). */
export const BOARD_COLUMNS = 5;
/** Cards in a column (rules/koosekort.txt "Game setup": "5 by 3"). */
export const COLUMN_CELLS = 3;
/** A column taken off the board during play (rules/koosekort.txt "Game objective": "completed sets can be cleared off"). */
export const CLEARED = 'cleared' as const;

/** Three cards of a column, top to bottom (RULES-NOTES KooseKort: "Board: 5 columns x 3 rows"). */
export type KooseCells = readonly [KooseValue, KooseValue, KooseValue];
/** A column as it lies at the end of a round: three cards, or cleared during play. */
export type KooseColumn = KooseCells | typeof CLEARED;

/**
 * One player's board as entered at the end of a round (issue 7 "Entering a round"): five columns,
 * the specialty cards still held (rules/koosekort.txt "Specialty cards": Swap, Rearrange), and the
 * KooseKort Krush flag (rules/koosekort.txt "Scoring": cleared the whole board on the first turn).
 */
export interface KooseBoard {
	readonly columns: readonly KooseColumn[];
	/** Still holds an unused Swap. */
	readonly swap: boolean;
	/** Still holds an unused Rearrange. */
	readonly rearrange: boolean;
	/** Cleared the whole board on their first turn of the round. */
	readonly krush: boolean;
}

/** Scoring options for a board (RULES-NOTES KooseKort: option *strict wilds*). */
export interface BoardOptions {
	/** Every wild is a plain 0 card before sets are read. */
	readonly strictWilds: boolean;
}

/**
 * How a column scored; `koosekort.<outcome>` is the explanation rule id (RULES-NOTES KooseKort):
 * - `cleared-in-play`: taken off during play, 0;
 * - `three-cleared` / `straight-cleared`: a set without a wild, must be cleared, 0 even when negative;
 * - `wild-three-cleared` / `wild-straight-cleared`: a set that needs a wild, cleared (its cards add up to 0 or more);
 * - `wild-three-kept` / `wild-straight-kept`: a set that needs a wild, kept because its other cards add up below 0;
 * - `no-set`: not a set, the sum of its cards; `no-set-wilds`: the same with wilds left at 0.
 */
export type ColumnOutcome =
	| 'cleared-in-play'
	| 'three-cleared'
	| 'straight-cleared'
	| 'wild-three-cleared'
	| 'wild-straight-cleared'
	| 'wild-three-kept'
	| 'wild-straight-kept'
	| 'no-set'
	| 'no-set-wilds';

/** A scored column (RULES-NOTES KooseKort: sets, wilds, "a wild left on the board scores 0"). */
export interface ColumnResult {
	/** Board column, 0-based from the left. */
	readonly index: number;
	readonly cells: KooseColumn;
	readonly outcome: ColumnOutcome;
	/** The values the column reads as when it is a set (wilds resolved; strict wilds read 0); otherwise null. */
	readonly read: readonly number[] | null;
	readonly points: number;
}

// ---------------------------------------------------------------- set reading

/** Cell code of a Wild in the fast tables (values -3..11 are codes 0..14). */
const WILD_CODE = 15;

/**
 * The fast-table code of a card face: value + 3 for -3..11, 15 for a Wild (rules/koosekort.txt
 * "Wild cards": "any value between -3 and 11"; used by the optimiser).
 */
export function cellCode(value: KooseValue): number {
	return value === WILD ? WILD_CODE : value - KOOSE_MIN;
}

/** The card face of a fast-table code, the inverse of `cellCode` (rules/koosekort.txt "Wild cards"). */
export function codeValue(code: number): KooseValue {
	return code === WILD_CODE ? WILD : code + KOOSE_MIN;
}

type Reading = { readonly kind: 'three' | 'straight'; readonly values: readonly [number, number, number] };

/** Every way three values can form a set, three equal first, then straights up, then down. */
const READINGS: readonly Reading[] = (() => {
	const out: Reading[] = [];
	for (let v = KOOSE_MIN; v <= KOOSE_MAX; v++) out.push({ kind: 'three', values: [v, v, v] });
	for (let t = KOOSE_MIN; t + 2 <= KOOSE_MAX; t++) out.push({ kind: 'straight', values: [t, t + 1, t + 2] });
	for (let t = KOOSE_MAX; t - 2 >= KOOSE_MIN; t--) out.push({ kind: 'straight', values: [t, t - 1, t - 2] });
	return out;
})();

/** The first set reading a column matches, wilds (null) standing for any value from -3 to 11. */
function readSet(cells: readonly (number | null)[]): Reading | null {
	for (const reading of READINGS) {
		if (cells.every((c, i) => c === null || c === reading.values[i])) return reading;
	}
	return null;
}

interface ColumnEval {
	readonly outcome: Exclude<ColumnOutcome, 'cleared-in-play'>;
	readonly read: readonly number[] | null;
	readonly points: number;
	readonly isSet: boolean;
}

/** Scores three cell codes (RULES-NOTES KooseKort, with or without strict wilds). */
function evaluate(codes: readonly [number, number, number], strict: boolean): ColumnEval {
	const hasWild = codes.some((c) => c === WILD_CODE);
	// Strict wilds: a wild is a plain 0 before sets are read; otherwise it stands for any value.
	const values = codes.map((c) => (c === WILD_CODE ? (strict ? 0 : null) : c + KOOSE_MIN));
	const plainSum = values.reduce<number>((n, v) => n + (v ?? 0), 0);
	const reading = readSet(values);
	const needsWild = hasWild && !strict;
	if (reading === null)
		return { outcome: hasWild ? 'no-set-wilds' : 'no-set', read: null, points: plainSum, isSet: false };
	if (!needsWild) return { outcome: `${reading.kind}-cleared`, read: reading.values, points: 0, isSet: true };
	const kept = plainSum < 0;
	return {
		outcome: kept ? `wild-${reading.kind}-kept` : `wild-${reading.kind}-cleared`,
		read: reading.values,
		points: kept ? plainSum : 0,
		isSet: true
	};
}

/** Index of three codes in the tables. */
function tableIndex(a: number, b: number, c: number): number {
	return (a << 8) | (b << 4) | c;
}

function buildTable(strict: boolean): ColumnEval[] {
	const table: ColumnEval[] = [];
	for (let a = 0; a < 16; a++)
		for (let b = 0; b < 16; b++) for (let c = 0; c < 16; c++) table[tableIndex(a, b, c)] = evaluate([a, b, c], strict);
	return table;
}

const TABLES: { loose: ColumnEval[] | null; strict: ColumnEval[] | null } = { loose: null, strict: null };

/** The column table for a mode, built once on first use (4,096 entries). */
function table(strict: boolean): ColumnEval[] {
	if (strict) return (TABLES.strict ??= buildTable(true));
	return (TABLES.loose ??= buildTable(false));
}

/** Points of a column given as three cell codes, top to bottom (RULES-NOTES KooseKort scoring; the optimiser's fast path). */
export function codePoints(a: number, b: number, c: number, strict: boolean): number {
	return table(strict)[tableIndex(a, b, c)]!.points;
}

/**
 * Whether three cell codes read as a set (RULES-NOTES KooseKort: "three equal values, or three
 * values going up by one or down by one"; the optimiser's Rearrange rule needs it).
 */
export function codeIsSet(a: number, b: number, c: number, strict: boolean): boolean {
	return table(strict)[tableIndex(a, b, c)]!.isSet;
}

function isCells(column: unknown): column is KooseCells {
	return Array.isArray(column) && column.length === COLUMN_CELLS && column.every(isKooseValue);
}

/**
 * Scores one column (RULES-NOTES KooseKort): a set without a wild is cleared (0, even when
 * negative); a set that needs a wild scores min(0, sum of its other cards); anything else is the
 * sum of its cards with wilds at 0. With strict wilds every wild is a plain 0 first. Returns null
 * for anything that is not a column (never throws).
 */
export function scoreColumn(column: unknown, index: number, options: BoardOptions): ColumnResult | null {
	if (column === CLEARED) return { index, cells: CLEARED, outcome: 'cleared-in-play', read: null, points: 0 };
	if (!isCells(column)) return null;
	const e = table(options.strictWilds === true)[
		tableIndex(cellCode(column[0]), cellCode(column[1]), cellCode(column[2]))
	]!;
	return { index, cells: column, outcome: e.outcome, read: e.read, points: e.points };
}

/** Whether a column reads as a set in this mode (RULES-NOTES KooseKort: the Rearrange rule needs it). */
export function isSetColumn(column: KooseColumn, options: BoardOptions): boolean {
	if (column === CLEARED) return false;
	return codeIsSet(cellCode(column[0]), cellCode(column[1]), cellCode(column[2]), options.strictWilds);
}

/** Scores every column of a well-formed board; the total is their sum (rules/koosekort.txt "Scoring"). */
export function scoreColumns(
	columns: readonly KooseColumn[],
	options: BoardOptions
): { columns: ColumnResult[]; total: number } {
	const out = columns.map(
		(c, i) => scoreColumn(c, i, options) ?? { index: i, cells: c, outcome: 'no-set' as const, read: null, points: 0 }
	);
	return { columns: out, total: out.reduce((n, c) => n + c.points, 0) };
}

/** A column's cards as a comma-joined list for explanation values ("9,10,11", "3,W,8"; issue 7: "Each column explains itself"). */
export function cardsText(column: KooseColumn): string {
	return column === CLEARED ? '' : column.join(',');
}

// ---------------------------------------------------------------- checking untrusted boards

function at(prefix: string, key: string | number): string {
	return prefix === '' ? String(key) : `${prefix}.${key}`;
}

/**
 * Checks an untrusted board (issue 7 "Bad input"): five columns, each "cleared" or three cells
 * holding a value from -3 to 11 or "W" (`koosekort.value-range`, `koosekort.column-short`,
 * `koosekort.column-long`, `koosekort.column-count`), and the Swap / Rearrange / Krush flags
 * booleans when present (`koosekort.flag-invalid`; a missing flag reads as false). Fields are
 * paths under `prefix` (e.g. `boards.1.columns.3.2`). Never throws.
 */
export function validateBoard(board: unknown, prefix = ''): Violation[] {
	if (!isRecord(board))
		return [prefix === '' ? violation('koosekort.board-missing') : violation('koosekort.board-missing', prefix)];
	const out: Violation[] = [];
	for (const flag of ['swap', 'rearrange', 'krush'] as const) {
		const v = board[flag];
		if (v !== undefined && typeof v !== 'boolean') out.push(violation('koosekort.flag-invalid', at(prefix, flag)));
	}
	const columns = board.columns;
	if (!Array.isArray(columns) || columns.length !== BOARD_COLUMNS) {
		out.push(
			violation('koosekort.column-count', at(prefix, 'columns'), {
				count: Array.isArray(columns) ? columns.length : 0,
				expected: BOARD_COLUMNS
			})
		);
		return out;
	}
	for (let c = 0; c < BOARD_COLUMNS; c++) {
		const column: unknown = columns[c];
		const field = at(prefix, `columns.${c}`);
		if (column === CLEARED) continue;
		if (!Array.isArray(column)) {
			out.push(violation('koosekort.column-short', field, { count: 0 }));
			continue;
		}
		if (column.length > COLUMN_CELLS) {
			out.push(violation('koosekort.column-long', field, { count: column.length }));
			continue;
		}
		let filled = 0;
		for (let r = 0; r < column.length; r++) {
			const cell: unknown = column[r];
			if (cell === null || cell === undefined) continue;
			filled++;
			if (!isKooseValue(cell))
				out.push(violation('koosekort.value-range', `${field}.${r}`, { min: KOOSE_MIN, max: KOOSE_MAX }));
		}
		if (filled < COLUMN_CELLS) out.push(violation('koosekort.column-short', field, { count: filled }));
	}
	return out;
}

/**
 * Reads a board already checked by `validateBoard` into its typed form; a missing Swap / Rearrange /
 * Krush flag reads as false (issue 7 "Entering a round": which specialty cards each player still holds).
 */
export function readBoard(board: unknown): KooseBoard {
	const b = isRecord(board) ? board : {};
	const columns = Array.isArray(b.columns) ? (b.columns as KooseColumn[]).slice(0, BOARD_COLUMNS) : [];
	return { columns, swap: b.swap === true, rearrange: b.rearrange === true, krush: b.krush === true };
}

/**
 * A blank board for the entry form (issue 7 "Entering a round"): five empty columns to fill in
 * (rejected by `validateBoard` until each holds three cards or is marked cleared), no specialty
 * card held, no Krush.
 */
export function emptyBoard(): KooseBoard {
	return {
		columns: Array.from({ length: BOARD_COLUMNS }, () => [] as unknown as KooseCells),
		swap: false,
		rearrange: false,
		krush: false
	};
}
