/**
 * KooseKort boards (rules/koosekort.txt "Game objective", "Wild cards", "Scoring"; RULES-NOTES
 * KooseKort): reading a column top to bottom as a set (three equal values, or a straight going
 * up or down by one) with wilds taking the value that helps, scoring each column and the whole
 * board. An untrusted board is checked in `read.ts`; the end-of-round optimiser (Swap and
 * Rearrange) lives in `optimiser.ts`.
 */
import { isKooseValue, KOOSE_MAX, KOOSE_MIN, WILD, type KooseValue } from '../../cards/cards';
import { CLEARED, COLUMN_CELLS, type KooseCells, type KooseColumn } from './input';

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

/** A column's cards as a comma-joined list for explanation values ("9,10,11", "3,W,8"), so each column explains itself. */
export function cardsText(column: KooseColumn): string {
	return column === CLEARED ? '' : column.join(',');
}
