/**
 * The columns marked with the star on the match screen: the winners once the match is over (a
 * KooseKort Krush wins whatever the totals), otherwise the best totals after the first round;
 * nobody while every total is the same (0–0 after a passed deal leads no one).
 */
import type { FoldedMatch } from '$lib/engine/core/fold';
import { leaders } from '$lib/engine/core/helpers';

export function leadingColumns(folded: FoldedMatch, direction: 'high' | 'low'): number[] {
	if (folded.outcome.over) return [...folded.outcome.winners];
	const best = folded.rounds.length > 0 ? leaders(folded.state.totals, direction) : [];
	return best.length < folded.state.totals.length ? best : [];
}
