/**
 * Reading and applying one round through a game's `read` then `apply`: the two steps callers
 * outside the fold need (entry-form previews, generators, tests).
 */
import type { BaseState, GameDefinition, MatchSetup, ReadResult, RoundResult, Violation } from './types';

/** A read that succeeded. */
export function ok<R>(round: R): ReadResult<R> {
	return { ok: true, round };
}

/** A read that failed; `violations` should not be empty. */
export function invalid<R = never>(violations: readonly Violation[]): ReadResult<R> {
	return { ok: false, violations };
}

/** A read result from violations found while reading: the round when there are none. */
export function readOrInvalid<R>(violations: readonly Violation[], round: R | null): ReadResult<R> {
	return violations.length === 0 && round !== null ? ok(round) : invalid(violations);
}

/** The violations of an input in this state (none when it reads). */
export function violationsOf<C, S extends BaseState, I, R>(
	game: GameDefinition<C, S, I, R>,
	state: S,
	input: unknown,
	setup: MatchSetup<C>
): readonly Violation[] {
	const read = game.read(state, input, setup);
	return read.ok ? [] : read.violations;
}

/** Reads an input and applies it, or null when it does not read. */
export function playInput<C, S extends BaseState, I, R>(
	game: GameDefinition<C, S, I, R>,
	state: S,
	input: unknown,
	setup: MatchSetup<C>
): { readonly state: S; readonly result: RoundResult } | null {
	const read = game.read(state, input, setup);
	return read.ok ? game.apply(state, read.round, setup) : null;
}
