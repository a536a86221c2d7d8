/** Scoring a free-form round: each entry is added to its player's total. */
import { addTotals } from '../../core/helpers';
import type { MatchSetup, RoundResult } from '../../core/types';
import type { FreeformInput } from './input';
import type { FreeformConfig } from './options';
import { ids } from './rules';
import type { FreeformState } from './state';

/** Adds each entry to its player's total; one explanation line per player (`freeform.entry`). */
export function apply(
	state: FreeformState,
	round: FreeformInput,
	setup: MatchSetup<FreeformConfig>
): { state: FreeformState; result: RoundResult } {
	const points = Array.from({ length: setup.seatCount }, (_, seat) => round.scores[seat] ?? 0);
	const lines = points.map((p, seat) => ids.line('freeform.entry', { points: p }, seat, p));
	return {
		state: { totals: addTotals(state.totals, points), roundsPlayed: state.roundsPlayed + 1 },
		result: { points, lines }
	};
}
