/**
 * A game's rule ids, violation codes and outcome reasons, declared once in its `rules.ts` as
 * `as const` lists. `defineIds` returns them with `line`/`violation` builders typed to those
 * lists, so an id the game never declared does not compile; the registry-driven texts test reads
 * the same lists to check every id has its messages in both languages and a rules-page section.
 */
import { line, violation } from './helpers';
import type { ExplanationLine, MessageValues, Violation } from './types';

/** Violation codes every game may emit (shared reader, setup checks). */
export type CoreCode =
	'core.required' | 'core.not-a-number' | 'core.not-whole' | 'core.out-of-range' | 'core.seat-count';

/** The id lists of one game: explanation rules (`x_` messages), violations (`v_`), outcomes (`outcome_`). */
export interface GameIds {
	readonly rules: readonly string[];
	readonly violations: readonly string[];
	readonly outcomes: readonly string[];
}

/** A game's id lists with builders typed to them. */
export interface TypedIds<Rule extends string, Code extends string, Reason extends string> extends GameIds {
	readonly rules: readonly Rule[];
	readonly violations: readonly Code[];
	readonly outcomes: readonly Reason[];
	/** An explanation line for one of the game's rules. */
	line(rule: Rule, values?: MessageValues, column?: number, points?: number): ExplanationLine;
	/** A violation with one of the game's codes or a core code. */
	violation(code: Code | CoreCode, field?: string, values?: MessageValues): Violation;
}

/** Declares a game's ids; see the module header. */
export function defineIds<const Rule extends string, const Code extends string, const Reason extends string>(ids: {
	rules: readonly Rule[];
	violations: readonly Code[];
	outcomes: readonly Reason[];
}): TypedIds<Rule, Code, Reason> {
	return { ...ids, line, violation };
}
