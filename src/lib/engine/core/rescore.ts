/**
 * What a setup edit does to the rounds already played: a match is its list of round inputs folded
 * with its setup (DESIGN.md "a match is its list of round inputs"), so a changed house rule scores
 * every stored round again. Folding the same inputs with the setup before and after the edit names
 * each round whose points change, and the totals before and after, so the scorekeeper sees it
 * before the edit is saved.
 */
import { foldMatch } from './fold';
import type { AnyGame, MatchSetup } from './types';

/** A round whose points differ between the two setups. */
export interface RescoredRound {
	/** Its index in the match (0-based). */
	readonly index: number;
	/** Points per score column with the setup before; null when the round did not count. */
	readonly before: readonly number[] | null;
	/** Points per score column with the setup after; null when the round would not count. */
	readonly after: readonly number[] | null;
}

/** The rounds a setup edit re-scores, the totals before and after it, and whether the match is over either way. */
export interface Rescore {
	readonly rounds: readonly RescoredRound[];
	readonly totalsBefore: readonly number[];
	readonly totalsAfter: readonly number[];
	readonly overBefore: boolean;
	readonly overAfter: boolean;
}

const same = (a: readonly number[] | null, b: readonly number[] | null): boolean =>
	a === b || (a !== null && b !== null && a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * Folds `inputs` with `before` and with `after` and returns every round whose points differ
 * (a round that stops or starts counting included), with the running totals at the end of each
 * and whether each ends the match (a new target can end it, or take its end away).
 * Never throws: the fold keeps a round an engine refuses, and reports it as not counting.
 */
export function rescoreBy(
	game: AnyGame,
	before: MatchSetup<unknown>,
	after: MatchSetup<unknown>,
	inputs: readonly unknown[]
): Rescore {
	const old = foldMatch(game, before, inputs);
	const next = foldMatch(game, after, inputs);
	const rounds: RescoredRound[] = [];
	for (let i = 0; i < inputs.length; i++) {
		const a = old.rounds[i]?.result?.points ?? null;
		const b = next.rounds[i]?.result?.points ?? null;
		if (!same(a, b)) rounds.push({ index: i, before: a, after: b });
	}
	return {
		rounds,
		totalsBefore: old.state.totals,
		totalsAfter: next.state.totals,
		overBefore: old.outcome.over,
		overAfter: next.outcome.over
	};
}
