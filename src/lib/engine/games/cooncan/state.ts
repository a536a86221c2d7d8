/** Cooncan's match state and where it starts (RULES-NOTES Cooncan). */
import { startTotals } from '../../core/helpers';
import { isSeat } from '../../core/reader';
import type { BaseState, MatchSetup } from '../../core/types';
import type { CooncanConfig } from './options';

/** What folding the deals carries from one deal to the next (all derived from the inputs). */
export interface CooncanState extends BaseState {
	/** Net per player (score column = seat); zero-sum (RULES-NOTES Cooncan: "a zero-sum net (+/-) per player"). */
	readonly totals: readonly number[];
	/** Deals entered, void ones included. */
	readonly roundsPlayed: number;
	/** Who deals the next deal; the deal rotates to the left. */
	readonly dealer: number;
	/** Whether the next settled deal counts double (RULES-NOTES Cooncan, option "double-next"). */
	readonly doubleNext: boolean;
	/**
	 * Two players: tableaux (deals nobody won) in a row since the last game won, which go to the
	 * winner of the next game (Foster's laws for two). Always 0 for three, four or five.
	 */
	readonly tableaux: number;
	/** Deals in which someone went out. */
	readonly settledDeals: number;
	/** Deals in which the pack ran out. */
	readonly voidDeals: number;
	/** Who went out in the last settled deal, or null before any. */
	readonly lastWinner: number | null;
}

/** Nets from zero or the carried-over scores; the chosen first dealer (seat 0 if it is not a seat). */
export function initialState(setup: MatchSetup<CooncanConfig>): CooncanState {
	const seats = setup.seatCount;
	return {
		// `+ 0` turns a -0 paper net into 0, so the state survives a JSON round trip unchanged.
		totals: startTotals(seats, setup.startingScores).map((t) => t + 0),
		roundsPlayed: 0,
		dealer: isSeat(setup.firstDealer, seats) ? setup.firstDealer : 0,
		doubleNext: false,
		tableaux: 0,
		settledDeals: 0,
		voidDeals: 0,
		lastWinner: null
	};
}
