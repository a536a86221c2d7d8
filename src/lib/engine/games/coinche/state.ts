/** Coinche's match state and where it starts (RULES-NOTES Coinche "Seating", "Game"). */
import { startTotals } from '../../core/helpers';
import { isSeat } from '../../core/reader';
import type { BaseState, MatchSetup } from '../../core/types';
import { SEATS, type CoincheConfig } from './options';

/** The match state: totals, deals folded, the next dealer and the last deal's points (tie rule). */
export interface CoincheState extends BaseState {
	/** Seat dealing the next deal (RULES-NOTES Coinche "Seating": the deal passes to the right, or left when clockwise). */
	readonly dealer: number;
	/** Points of the last deal per team (RULES-NOTES Coinche "Game": equal totals, the team that scored more in it wins). */
	readonly lastDeal: readonly number[] | null;
}

/** Team totals from zero or the carried-over scores; the chosen first dealer (seat 0 if it is not a seat). */
export function initialState(setup: MatchSetup<CoincheConfig>): CoincheState {
	return {
		totals: startTotals(2, setup.startingScores),
		roundsPlayed: 0,
		dealer: isSeat(setup.firstDealer, SEATS) ? setup.firstDealer : 0,
		lastDeal: null
	};
}
