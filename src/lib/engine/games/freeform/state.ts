/** The free-form sheet's state: only the running totals and the rounds folded. */
import { startTotals } from '../../core/helpers';
import type { BaseState, MatchSetup } from '../../core/types';
import type { FreeformConfig } from './options';

export type FreeformState = BaseState;

/** Every player starts at zero, or at the score carried over from paper. */
export function initialState(setup: MatchSetup<FreeformConfig>): FreeformState {
	return { totals: startTotals(setup.seatCount, setup.startingScores), roundsPlayed: 0 };
}
