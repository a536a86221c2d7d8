/**
 * Folding a match: the stored round inputs, replayed through a game's engine, give every state,
 * every round's points and explanation, and the running totals (DESIGN.md "a match is its list
 * of round inputs"). Appending folds one more round onto the last state; an edit at round k
 * refolds from k. A stored round that is no longer valid (an earlier edit changed what it
 * depends on) is kept, skipped and reported; rounds after the end of the match are reported too.
 */
import type { AnyGame, BaseState, MatchSetup, Verdict, RoundResult, Violation } from './types';

/** One folded round: its result when it applied, or why it did not. */
export interface FoldedRound {
	readonly result: RoundResult | null;
	readonly violations: readonly Violation[];
	/** Running totals after this round (unchanged from before when the round was skipped). */
	readonly totals: readonly number[];
	/** The state after this round. */
	readonly state: BaseState;
}

/** A whole folded match. */
export interface FoldedMatch {
	readonly initial: BaseState;
	readonly rounds: readonly FoldedRound[];
	readonly state: BaseState;
	readonly outcome: Verdict;
}

/** Violation code for a round stored after the round that ended the match. */
export const AFTER_END = 'core.after-end';
/** Violation code for an engine that threw (a bug): the round is skipped, never lost. */
export const ENGINE_ERROR = 'core.engine-error';

function foldOne(game: AnyGame, setup: MatchSetup<unknown>, state: BaseState, input: unknown): FoldedRound {
	try {
		if (game.outcome(state, setup).over) {
			return { result: null, violations: [{ code: AFTER_END }], totals: state.totals, state };
		}
		const read = game.read(state, input, setup);
		if (!read.ok) return { result: null, violations: read.violations, totals: state.totals, state };
		const next = game.apply(state, read.round, setup);
		return { result: next.result, violations: [], totals: next.state.totals, state: next.state };
	} catch (error) {
		const detail = error instanceof Error ? error.message : String(error);
		return { result: null, violations: [{ code: ENGINE_ERROR, values: { detail } }], totals: state.totals, state };
	}
}

function safeOutcome(game: AnyGame, state: BaseState, setup: MatchSetup<unknown>): Verdict {
	try {
		return game.outcome(state, setup);
	} catch {
		return { over: false };
	}
}

/**
 * Folds `inputs` from the start, or — given a previous fold of the same setup — reuses its first
 * `from` rounds and refolds only the rest (append: `from` = previous length; edit at k: `from` = k).
 */
export function foldMatch(
	game: AnyGame,
	setup: MatchSetup<unknown>,
	inputs: readonly unknown[],
	previous?: FoldedMatch,
	from = 0
): FoldedMatch {
	const initial = previous && from > 0 ? previous.initial : game.initialState(setup);
	const keep = previous ? Math.min(from, previous.rounds.length, inputs.length) : 0;
	const rounds: FoldedRound[] = previous ? previous.rounds.slice(0, keep) : [];
	let state: BaseState = keep > 0 ? rounds[keep - 1]!.state : initial;
	for (let i = keep; i < inputs.length; i++) {
		const folded = foldOne(game, setup, state, inputs[i]);
		rounds.push(folded);
		state = folded.state;
	}
	return { initial, rounds, state, outcome: safeOutcome(game, state, setup) };
}

/**
 * Reads a candidate input as round `index` (an edit, or `index === rounds.length` to append)
 * against the state just before it; returns its violations (none when it reads).
 */
export function validateAt(
	game: AnyGame,
	setup: MatchSetup<unknown>,
	folded: FoldedMatch,
	index: number,
	input: unknown
): readonly Violation[] {
	const before = index === 0 ? folded.initial : (folded.rounds[index - 1]?.state ?? folded.state);
	try {
		const read = game.read(before, input, setup);
		return read.ok ? [] : read.violations;
	} catch (error) {
		return [{ code: ENGINE_ERROR, values: { detail: error instanceof Error ? error.message : String(error) } }];
	}
}

/** The state just before round `index` (for entry forms that depend on it, e.g. Cozen decks). */
export function stateBefore(folded: FoldedMatch, index: number): BaseState {
	return index === 0 ? folded.initial : (folded.rounds[index - 1]?.state ?? folded.state);
}
