/** When a free-form sheet ends, whose turn it is to deal, and the target line. */
import { leaders, nextSeat, seatAt } from '../../core/helpers';
import type { MatchSetup, Verdict, TurnFact } from '../../core/types';
import type { FreeformConfig } from './options';
import type { FreeformOutcome } from './rules';
import type { FreeformState } from './state';

/** Ends at the target (any total reaching it) or after the fixed rounds; ties share the win. */
export function outcome(state: FreeformState, setup: MatchSetup<FreeformConfig>): Verdict {
	const { target, rounds, winner } = setup.config;
	if (state.roundsPlayed === 0) return { over: false };
	const end = (reason: FreeformOutcome): Verdict => ({ over: true, winners: leaders(state.totals, winner), reason });
	if (target !== null && state.totals.some((t) => t >= target)) return end('freeform.target-reached');
	if (rounds !== null && state.roundsPlayed >= rounds) return end('freeform.rounds-played');
	return { over: false };
}

/** The deal passes to the next seat each round. */
export function turn(state: FreeformState, setup: MatchSetup<FreeformConfig>): TurnFact[] {
	let seat = seatAt(setup.firstDealer);
	for (let i = 0; i < state.roundsPlayed; i++) seat = nextSeat(seat, setup.seatCount);
	return [{ role: 'dealer', seat }];
}
