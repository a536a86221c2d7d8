/**
 * The end-of-round optimiser (rules/koosekort.txt "Ending a game": unused specialty cards may
 * still be played; RULES-NOTES KooseKort "End of round"): given the board as it lies and which of
 * Swap and Rearrange the player still holds, it searches every legal use — Swap exchanges any two
 * cards on the board whatever it does to sets; Rearrange reorders one column, only to turn a
 * column that is not a set into a set; both may be played, in either order — and returns the
 * lowest-scoring board with the moves that reach it. Ties prefer fewer moves, then the first found
 * (swaps left to right, top to bottom), so the result is deterministic.
 */
import type { KooseValue } from '../../cards/cards';
import { cellCode, codeIsSet, codePoints, codeValue, type BoardOptions } from './board';
import { BOARD_COLUMNS, CLEARED, COLUMN_CELLS, type KooseCells, type KooseColumn } from './input';

/** A cell of the board: column and row, 0-based from the top left. */
export interface CellRef {
	readonly col: number;
	readonly row: number;
}

/**
 * One specialty card played by the optimiser, with the board's score just before and after it
 * (rules/koosekort.txt "Specialty cards": Swap "switch any two cards on your board", Rearrange
 * "change the position of cards in the same column").
 */
export type BoardMove =
	| {
			readonly kind: 'swap';
			readonly first: CellRef;
			readonly second: CellRef;
			/** The card that was at `first` (it moves to `second`). */
			readonly firstCard: KooseValue;
			/** The card that was at `second` (it moves to `first`). */
			readonly secondCard: KooseValue;
			readonly before: number;
			readonly after: number;
	  }
	| {
			readonly kind: 'rearrange';
			readonly col: number;
			/** New order as old rows: `[0, 2, 1]` puts the old bottom card in the middle. */
			readonly order: readonly [number, number, number];
			readonly beforeCells: KooseCells;
			readonly afterCells: KooseCells;
			readonly before: number;
			readonly after: number;
	  };

/** What the player still holds at the end of the round (rules/koosekort.txt "Specialty cards"). */
export interface Holdings {
	readonly swap: boolean;
	readonly rearrange: boolean;
}

/** The optimiser's verdict: the board's score as it lies, the best score, the board after the moves. */
export interface OptimiserResult {
	/** Score of the board as it lies (no specialty card played). */
	readonly before: number;
	/** Lowest score reachable with the cards held. */
	readonly total: number;
	/** The moves that reach it, in the order played (empty when nothing lowers the score). */
	readonly moves: readonly BoardMove[];
	/** The columns after the moves. */
	readonly columns: readonly KooseColumn[];
}

/** Non-identity orders of three cards. */
const ORDERS: readonly (readonly [number, number, number])[] = [
	[0, 2, 1],
	[1, 0, 2],
	[1, 2, 0],
	[2, 0, 1],
	[2, 1, 0]
];

const EMPTY = -1;
const CELLS = BOARD_COLUMNS * COLUMN_CELLS;

type Grid = number[];
type Step =
	| { readonly kind: 'swap'; readonly i: number; readonly j: number }
	| { readonly kind: 'rearrange'; readonly col: number; readonly order: readonly [number, number, number] };

function toGrid(columns: readonly KooseColumn[]): Grid {
	const grid: Grid = new Array<number>(CELLS).fill(EMPTY);
	for (let c = 0; c < BOARD_COLUMNS; c++) {
		const column = columns[c];
		if (column === undefined || column === CLEARED) continue;
		for (let r = 0; r < COLUMN_CELLS; r++) grid[c * COLUMN_CELLS + r] = cellCode(column[r]!);
	}
	return grid;
}

function fromGrid(grid: Grid): KooseColumn[] {
	return Array.from({ length: BOARD_COLUMNS }, (_, c) => {
		const base = c * COLUMN_CELLS;
		if (grid[base] === EMPTY) return CLEARED;
		return [codeValue(grid[base]!), codeValue(grid[base + 1]!), codeValue(grid[base + 2]!)] as const;
	});
}

function colPoints(grid: Grid, c: number, strict: boolean): number {
	const base = c * COLUMN_CELLS;
	const a = grid[base]!;
	return a === EMPTY ? 0 : codePoints(a, grid[base + 1]!, grid[base + 2]!, strict);
}

function gridTotal(grid: Grid, strict: boolean): number {
	let total = 0;
	for (let c = 0; c < BOARD_COLUMNS; c++) total += colPoints(grid, c, strict);
	return total;
}

function swapCells(grid: Grid, i: number, j: number): void {
	const t = grid[i]!;
	grid[i] = grid[j]!;
	grid[j] = t;
}

/** Legal Rearranges on a grid: a column that is not a set, reordered into a set (RULES-NOTES KooseKort). */
function rearranges(
	grid: Grid,
	strict: boolean
): { col: number; order: readonly [number, number, number]; codes: [number, number, number] }[] {
	const out: { col: number; order: readonly [number, number, number]; codes: [number, number, number] }[] = [];
	for (let c = 0; c < BOARD_COLUMNS; c++) {
		const base = c * COLUMN_CELLS;
		const x = [grid[base]!, grid[base + 1]!, grid[base + 2]!] as const;
		if (x[0] === EMPTY || codeIsSet(x[0], x[1], x[2], strict)) continue;
		const seen: number[] = [];
		for (const order of ORDERS) {
			const codes: [number, number, number] = [x[order[0]]!, x[order[1]]!, x[order[2]]!];
			if (codes[0] === x[0] && codes[1] === x[1] && codes[2] === x[2]) continue;
			if (!codeIsSet(codes[0], codes[1], codes[2], strict)) continue;
			const key = (codes[0] << 8) | (codes[1] << 4) | codes[2];
			if (seen.includes(key)) continue;
			seen.push(key);
			out.push({ col: c, order, codes });
		}
	}
	return out;
}

function applyRearrange(grid: Grid, col: number, codes: readonly number[]): number[] {
	const base = col * COLUMN_CELLS;
	const old = [grid[base]!, grid[base + 1]!, grid[base + 2]!];
	for (let r = 0; r < COLUMN_CELLS; r++) grid[base + r] = codes[r]!;
	return old;
}

function liveCells(grid: Grid): number[] {
	const out: number[] = [];
	for (let i = 0; i < CELLS; i++) if (grid[i] !== EMPTY) out.push(i);
	return out;
}

/** Score change of swapping cells i and j (the grid is left as it was). */
function swapDelta(grid: Grid, i: number, j: number, strict: boolean): number {
	const ci = Math.floor(i / COLUMN_CELLS);
	const cj = Math.floor(j / COLUMN_CELLS);
	const before = colPoints(grid, ci, strict) + (ci === cj ? 0 : colPoints(grid, cj, strict));
	swapCells(grid, i, j);
	const after = colPoints(grid, ci, strict) + (ci === cj ? 0 : colPoints(grid, cj, strict));
	swapCells(grid, i, j);
	return after - before;
}

/** Score change of a rearrange (the grid is left as it was). */
function rearrangeDelta(grid: Grid, col: number, codes: readonly number[], strict: boolean): number {
	const before = colPoints(grid, col, strict);
	const old = applyRearrange(grid, col, codes);
	const after = colPoints(grid, col, strict);
	applyRearrange(grid, col, old);
	return after - before;
}

/** Pairs of live cells whose exchange changes the board (equal cards are skipped). */
function swaps(grid: Grid): [number, number][] {
	const live = liveCells(grid);
	const out: [number, number][] = [];
	for (let a = 0; a < live.length; a++)
		for (let b = a + 1; b < live.length; b++) {
			const i = live[a]!;
			const j = live[b]!;
			if (grid[i] !== grid[j]) out.push([i, j]);
		}
	return out;
}

/** Searches every legal use of the held cards; returns the best steps and their total. */
function search(grid: Grid, holdings: Holdings, strict: boolean): { total: number; steps: Step[] } {
	const base = gridTotal(grid, strict);
	let best = { total: base, steps: [] as Step[] };
	const consider = (total: number, steps: () => Step[]) => {
		if (total < best.total) best = { total, steps: steps() };
	};
	const swapList = holdings.swap ? swaps(grid) : [];
	const rearrangeList = holdings.rearrange ? rearranges(grid, strict) : [];
	// One card.
	for (const [i, j] of swapList) consider(base + swapDelta(grid, i, j, strict), () => [{ kind: 'swap', i, j }]);
	for (const r of rearrangeList)
		consider(base + rearrangeDelta(grid, r.col, r.codes, strict), () => [
			{ kind: 'rearrange', col: r.col, order: r.order }
		]);
	if (!(holdings.swap && holdings.rearrange)) return best;
	// Swap, then Rearrange on the swapped board.
	for (const [i, j] of swapList) {
		const afterSwap = base + swapDelta(grid, i, j, strict);
		swapCells(grid, i, j);
		for (const r of rearranges(grid, strict))
			consider(afterSwap + rearrangeDelta(grid, r.col, r.codes, strict), () => [
				{ kind: 'swap', i, j },
				{ kind: 'rearrange', col: r.col, order: r.order }
			]);
		swapCells(grid, i, j);
	}
	// Rearrange, then Swap on the rearranged board.
	for (const r of rearrangeList) {
		const afterRearrange = base + rearrangeDelta(grid, r.col, r.codes, strict);
		const old = applyRearrange(grid, r.col, r.codes);
		for (const [i, j] of swaps(grid))
			consider(afterRearrange + swapDelta(grid, i, j, strict), () => [
				{ kind: 'rearrange', col: r.col, order: r.order },
				{ kind: 'swap', i, j }
			]);
		applyRearrange(grid, r.col, old);
	}
	return best;
}

function cellsAt(grid: Grid, col: number): KooseCells {
	const base = col * COLUMN_CELLS;
	return [codeValue(grid[base]!), codeValue(grid[base + 1]!), codeValue(grid[base + 2]!)];
}

/**
 * Finds the lowest score a board can reach with the Swap and Rearrange the player still holds
 * (RULES-NOTES KooseKort "End of round": every legal use, in either order; Rearrange only turns a
 * column that is not a set into a set). Expects well-formed columns (see `readBoardAt`);
 * `scoreBoard` and `optimiseBoard` in `score.ts` take untrusted boards.
 */
export function optimiseColumns(
	columns: readonly KooseColumn[],
	holdings: Holdings,
	options: BoardOptions
): OptimiserResult {
	const strict = options.strictWilds === true;
	const grid = toGrid(columns);
	const before = gridTotal(grid, strict);
	const { steps } = search(grid, { swap: holdings.swap === true, rearrange: holdings.rearrange === true }, strict);
	const moves: BoardMove[] = [];
	let current = before;
	for (const step of steps) {
		if (step.kind === 'swap') {
			const firstCard = codeValue(grid[step.i]!);
			const secondCard = codeValue(grid[step.j]!);
			swapCells(grid, step.i, step.j);
			const after = gridTotal(grid, strict);
			moves.push({
				kind: 'swap',
				first: { col: Math.floor(step.i / COLUMN_CELLS), row: step.i % COLUMN_CELLS },
				second: { col: Math.floor(step.j / COLUMN_CELLS), row: step.j % COLUMN_CELLS },
				firstCard,
				secondCard,
				before: current,
				after
			});
			current = after;
		} else {
			const beforeCells = cellsAt(grid, step.col);
			const codes = step.order.map((r) => cellCode(beforeCells[r]!));
			applyRearrange(grid, step.col, codes);
			const after = gridTotal(grid, strict);
			moves.push({
				kind: 'rearrange',
				col: step.col,
				order: step.order,
				beforeCells,
				afterCells: cellsAt(grid, step.col),
				before: current,
				after
			});
			current = after;
		}
	}
	return { before, total: current, moves, columns: fromGrid(grid) };
}
