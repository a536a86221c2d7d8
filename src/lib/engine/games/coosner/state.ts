/** Coosner's match state and where it starts (rules/coosner.txt: the deal passes to the left). */
import { isInt, startTotals } from '../../core/helpers';
import type { BaseState, MatchSetup } from '../../core/types';
import type { CoosnerConfig } from './options';

/** Coosner's state: running totals, rounds folded and the seat that deals next. */
export interface CoosnerState extends BaseState {
	/** Seat that deals the next round. */
	readonly dealer: number;
}

/** A seat index for any whole number (wrapped into `0..seatCount - 1`); 0 for anything else. */
export function seatIndex(seat: unknown, seatCount: number): number {
	return isInt(seat) && seatCount > 0 ? ((seat % seatCount) + seatCount) % seatCount : 0;
}

/** Totals from zero or the carried-over scores; the chosen first dealer. */
export function initialState(setup: MatchSetup<CoosnerConfig>): CoosnerState {
	return {
		totals: startTotals(setup.seatCount, setup.startingScores),
		roundsPlayed: 0,
		dealer: seatIndex(setup.firstDealer, setup.seatCount)
	};
}
