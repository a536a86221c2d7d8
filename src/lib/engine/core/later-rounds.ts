/**
 * What an edit does to the rounds after it: a stored round is folded on the state the rounds
 * before it leave (DESIGN.md "a match is its list of round inputs"), so changing round k can
 * make a later round invalid, which the fold then keeps but no longer counts. Folding the match
 * with the candidate input tells the scorekeeper so before the edit is saved.
 */
import { foldMatch, type FoldedMatch } from './fold';
import type { AnyGame, MatchSetup, Violation } from './types';

/** A later round that counts now and would not count after the edit, with the reasons. */
export interface VoidedRound {
	/** Its index in the match (0-based). */
	readonly index: number;
	readonly violations: readonly Violation[];
}

/**
 * The rounds after `index` that count in `folded` and would no longer count if round `index`
 * held `input` instead (the fold of `inputs` with that one input replaced).
 */
export function roundsVoidedBy(
	game: AnyGame,
	setup: MatchSetup<unknown>,
	folded: FoldedMatch,
	inputs: readonly unknown[],
	index: number,
	input: unknown
): VoidedRound[] {
	if (index < 0 || index >= inputs.length) return [];
	const edited = inputs.slice();
	edited[index] = input;
	const after = foldMatch(game, setup, edited, folded, index);
	const voided: VoidedRound[] = [];
	for (let i = index + 1; i < after.rounds.length; i++) {
		const now = folded.rounds[i];
		const then = after.rounds[i]!;
		if (now?.result && !then.result) voided.push({ index: i, violations: then.violations });
	}
	return voided;
}
