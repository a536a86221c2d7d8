/**
 * KooseKort's ids (RULES-NOTES KooseKort): the explanation rules
 * of the board scoring, the optimiser and the went-out penalty, the violation codes of a round
 * and of a board, and the outcome reasons. Each has an `x_`/`v_`/`outcome_` message in
 * messages/koosekort and a section on the rules page.
 */
import { defineIds } from '../../core/ids';

/** Explanation rule ids; each is an anchor on the rules page. */
export const KOOSEKORT_RULE_IDS = [
	'koosekort.cleared-in-play',
	'koosekort.three-cleared',
	'koosekort.straight-cleared',
	'koosekort.wild-three-cleared',
	'koosekort.wild-straight-cleared',
	'koosekort.wild-three-kept',
	'koosekort.wild-straight-kept',
	'koosekort.no-set',
	'koosekort.no-set-wilds',
	'koosekort.strict-wilds',
	'koosekort.swap-played',
	'koosekort.rearrange-played',
	'koosekort.swap-no-gain',
	'koosekort.rearrange-no-gain',
	'koosekort.went-out-penalty',
	'koosekort.went-out-lowest',
	'koosekort.went-out-not-positive',
	'koosekort.went-out-tie-spared',
	'koosekort.krush'
] as const;

/** Violation codes of a round as entered: who went out, and the board (RULES-NOTES KooseKort). */
export const KOOSEKORT_BOARD_VIOLATIONS = [
	'koosekort.no-one-out',
	'koosekort.two-out',
	'koosekort.board-count',
	'koosekort.board-missing',
	'koosekort.column-count',
	'koosekort.column-short',
	'koosekort.column-long',
	'koosekort.value-range',
	'koosekort.flag-invalid'
] as const;

/** Violation codes of the Krush option's tick (RULES-NOTES KooseKort, "KooseKort Krush"). */
export const KOOSEKORT_KRUSH_VIOLATIONS = [
	'koosekort.krush-twice',
	'koosekort.krush-not-cleared',
	'koosekort.krush-not-out'
] as const;

/** Violation codes of a round and of a board. */
export const KOOSEKORT_VIOLATION_CODES = [...KOOSEKORT_BOARD_VIOLATIONS, ...KOOSEKORT_KRUSH_VIOLATIONS] as const;

/** Outcome reasons (rules/koosekort.txt "Scoring"). */
export const KOOSEKORT_OUTCOMES = ['koosekort.krush', 'koosekort.four-rounds', 'koosekort.last-round-decides'] as const;

export const ids = defineIds({
	rules: KOOSEKORT_RULE_IDS,
	violations: KOOSEKORT_VIOLATION_CODES,
	outcomes: KOOSEKORT_OUTCOMES
});

export type KooseKortRule = (typeof ids.rules)[number];
export type KooseKortViolation = (typeof ids.violations)[number];
export type KooseKortOutcome = (typeof ids.outcomes)[number];
