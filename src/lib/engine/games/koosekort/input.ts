/**
 * A KooseKort round as entered: who went out first and each player's
 * board as it lies face up — five columns of three cards, or columns cleared during play — with
 * the specialty cards still held and the Krush flag; and the checked round `read` makes of it.
 */
import type { KooseValue } from '../../cards/cards';
import type { Seat } from '../../core/types';

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
 * One player's board as entered at the end of a round: five columns,
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

/**
 * A round as entered: the seat that went out first (null only in a
 * draft) and one board per seat, in seat order.
 */
export interface KooseKortInput {
	readonly wentOut: number | null;
	readonly boards: readonly KooseBoard[];
}

/**
 * A round after its checks passed: a KooseKort Krush by one seat (rules/koosekort.txt "Scoring":
 * the match ends at once, the other boards are not read), or every board checked and read with
 * the seat that went out first.
 */
export type KooseKortRound =
	| { readonly kind: 'krush'; readonly seat: Seat }
	| { readonly kind: 'boards'; readonly wentOut: Seat; readonly boards: readonly KooseBoard[] };

/**
 * A blank board for the entry form: five empty columns to fill in
 * (rejected by the read until each holds three cards or is marked cleared), no specialty card
 * held, no Krush.
 */
export function emptyBoard(): KooseBoard {
	return {
		columns: Array.from({ length: BOARD_COLUMNS }, () => [] as unknown as KooseCells),
		swap: false,
		rearrange: false,
		krush: false
	};
}

/** A blank draft: nobody out yet, five empty columns per player. */
export function emptyRoundInput(seatCount: number): KooseKortInput {
	return { wentOut: null, boards: Array.from({ length: seatCount }, () => emptyBoard()) };
}
