/**
 * Reading KooseKort input: an untrusted board, and a whole round, walked
 * with one `InputReader` into the typed board and round, or the violations at the fields they
 * concern. Never throws.
 */
import { isKooseValue, KOOSE_MAX, KOOSE_MIN } from '../../cards/cards';
import { isInt, isRecord } from '../../core/helpers';
import { fieldPath, InputReader } from '../../core/reader';
import { invalid, ok } from '../../core/round';
import type { MatchSetup, MessageValues, ReadResult, Seat, Violation } from '../../core/types';
import { BOARD_COLUMNS, CLEARED, COLUMN_CELLS, type KooseBoard, type KooseColumn, type KooseKortRound } from './input';
import type { KooseKortConfig } from './options';
import { ids, type KooseKortViolation } from './rules';

/** Records one of the game's violations (the code is checked against `rules.ts`). */
function report(reader: InputReader, code: KooseKortViolation, field?: string, values?: MessageValues): null {
	return reader.report(code, field, values);
}

function at(prefix: string, ...parts: (string | number)[]): string {
	return (prefix === '' ? parts : [prefix, ...parts]).join('.');
}

/** Reads one column at `field`: "cleared", or three cells each a value from -3 to 11 or "W". */
function readColumn(reader: InputReader, column: unknown, field: string): KooseColumn | null {
	if (column === CLEARED) return CLEARED;
	if (!Array.isArray(column)) return report(reader, 'koosekort.column-short', field, { count: 0 });
	if (column.length > COLUMN_CELLS) return report(reader, 'koosekort.column-long', field, { count: column.length });
	const before = reader.violations.length;
	let filled = 0;
	column.forEach((cell: unknown, r) => {
		if (cell === null || cell === undefined) return;
		filled++;
		if (!isKooseValue(cell))
			report(reader, 'koosekort.value-range', fieldPath(field, r), { min: KOOSE_MIN, max: KOOSE_MAX });
	});
	if (filled < COLUMN_CELLS) report(reader, 'koosekort.column-short', field, { count: filled });
	return reader.violations.length === before ? (column as unknown as KooseColumn) : null;
}

/**
 * Reads an untrusted board at `prefix`: five columns, each "cleared" or
 * three cells holding a value from -3 to 11 or "W" (`koosekort.value-range`,
 * `koosekort.column-short`, `koosekort.column-long`, `koosekort.column-count`), and the Swap /
 * Rearrange / Krush flags booleans when present (`koosekort.flag-invalid`; a missing flag reads
 * as false). Fields are paths under `prefix` (e.g. `boards.1.columns.3.2`). Returns the board, or
 * null after reporting why not.
 */
export function readBoardAt(reader: InputReader, board: unknown, prefix = ''): KooseBoard | null {
	if (!isRecord(board)) return report(reader, 'koosekort.board-missing', prefix === '' ? undefined : prefix);
	const before = reader.violations.length;
	for (const flag of ['swap', 'rearrange', 'krush'] as const) {
		const v = board[flag];
		if (v !== undefined && typeof v !== 'boolean') report(reader, 'koosekort.flag-invalid', at(prefix, flag));
	}
	const columns = board.columns;
	if (!Array.isArray(columns) || columns.length !== BOARD_COLUMNS)
		return report(reader, 'koosekort.column-count', at(prefix, 'columns'), {
			count: Array.isArray(columns) ? columns.length : 0,
			expected: BOARD_COLUMNS
		});
	const read = columns.map((column: unknown, c) => readColumn(reader, column, at(prefix, 'columns', c)));
	if (reader.violations.length !== before) return null;
	return {
		columns: read as KooseColumn[],
		swap: board.swap === true,
		rearrange: board.rearrange === true,
		krush: board.krush === true
	};
}

/** Checks an untrusted board on its own (see `readBoardAt`): its violations, none when it reads. */
export function validateBoard(board: unknown, prefix = ''): Violation[] {
	const reader = new InputReader();
	readBoardAt(reader, board, prefix);
	return reader.violations;
}

/** Reads an untrusted board on its own (see `readBoardAt`): the typed board, or its violations. */
export function checkBoard(board: unknown): ReadResult<KooseBoard> {
	const reader = new InputReader();
	const read = readBoardAt(reader, board);
	return read === null ? invalid(reader.violations) : ok(read);
}

/** Seats whose board is flagged as a KooseKort Krush. */
function krushSeats(boards: readonly unknown[]): number[] {
	return boards.flatMap((b, seat) => (isRecord(b) && b.krush === true ? [seat] : []));
}

/**
 * Reads an untrusted round: exactly one player went out
 * (`koosekort.no-one-out`, `koosekort.two-out`), one board per seat (`koosekort.board-count`),
 * every board well formed (see `readBoardAt`). A KooseKort Krush (rules/koosekort.txt "Scoring")
 * must be a single player (`koosekort.krush-twice`) whose board is all cleared
 * (`koosekort.krush-not-cleared`) and who went out (`koosekort.krush-not-out`); the other boards
 * are not read in a Krush round. Never throws.
 */
export function readRound(input: unknown, seatCount: number): ReadResult<KooseKortRound> {
	if (!isRecord(input))
		return invalid([
			ids.violation('koosekort.no-one-out', 'wentOut'),
			ids.violation('koosekort.board-count', 'boards', { count: 0, seats: seatCount })
		]);
	const reader = new InputReader();
	const w = input.wentOut;
	const wentOutOk = isInt(w) && w >= 0 && w < seatCount;
	if (Array.isArray(w) && w.length >= 2) report(reader, 'koosekort.two-out', 'wentOut', { count: w.length });
	else if (!wentOutOk) report(reader, 'koosekort.no-one-out', 'wentOut');
	const boards = input.boards;
	if (!Array.isArray(boards) || boards.length !== seatCount) {
		const count = Array.isArray(boards) ? boards.length : 0;
		report(reader, 'koosekort.board-count', 'boards', { count, seats: seatCount });
		return invalid(reader.violations);
	}
	const krush = krushSeats(boards);
	if (krush.length > 1) {
		for (const seat of krush.slice(1))
			report(reader, 'koosekort.krush-twice', fieldPath('boards', seat, 'krush'), { seat: krush[0]! });
		return invalid(reader.violations);
	}
	const k = krush[0];
	if (k !== undefined) {
		const board = readBoardAt(reader, boards[k], fieldPath('boards', k));
		if (board && !board.columns.every((c) => c === CLEARED))
			report(reader, 'koosekort.krush-not-cleared', fieldPath('boards', k, 'columns'), { seat: k });
		if (wentOutOk && w !== k) report(reader, 'koosekort.krush-not-out', 'wentOut', { seat: k });
		return reader.result(() => ({ kind: 'krush', seat: k as Seat }));
	}
	const read = Array.from({ length: seatCount }, (_, seat) =>
		readBoardAt(reader, boards[seat], fieldPath('boards', seat))
	);
	return reader.result(() => ({ kind: 'boards', wentOut: w as Seat, boards: read as KooseBoard[] }));
}

/** The definition's `read`: the checked round, or its violations. */
export function read(_state: unknown, input: unknown, setup: MatchSetup<KooseKortConfig>): ReadResult<KooseKortRound> {
	return readRound(input, setup.seatCount);
}
