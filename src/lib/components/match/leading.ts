/**
 * The columns marked with the star on the match screen: the winners once the match is over (a
 * KooseKort Krush wins whatever the totals), otherwise the best totals after the first round.
 */
import type { FoldedMatch } from '$lib/engine/core/fold';
import { leaders } from '$lib/engine/core/helpers';

export function leadingColumns(folded: FoldedMatch, direction: 'high' | 'low'): number[] {
	if (folded.outcome.over) return [...folded.outcome.winners];
	return folded.rounds.length > 0 ? leaders(folded.state.totals, direction) : [];
}
