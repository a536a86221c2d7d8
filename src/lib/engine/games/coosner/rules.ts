/**
 * Coosner's ids (RULES-NOTES Coosner): the explanation rules of a round's scoring and of the
 * puppy-purchase referee, the violation codes of a round and of a purchase, and the outcome
 * reason. Each has an `x_`/`v_`/`outcome_` message in messages/coosner and a section on the
 * rules page.
 */
import { defineIds } from '../../core/ids';

/** Explanation rule ids of a round's scoring (rules/coosner.txt end-of-round scoring; RULES-NOTES Coosner). */
export const COOSNER_ROUND_RULES = [
	'coosner.advisor-satisfied',
	'coosner.advisor-unsatisfied',
	'coosner.ace-best',
	'coosner.split',
	'coosner.unwanted',
	'coosner.bonus',
	'coosner.round-winner',
	'coosner.round-shared',
	'coosner.end-score-reached',
	'coosner.tie-plays-on'
] as const;

/** Explanation rule ids of the puppy-purchase referee (rules/coosner.txt "Buying puppies"). */
export const COOSNER_REFEREE_RULES = [
	'coosner.buy-suit',
	'coosner.buy-highest',
	'coosner.buy-tie',
	'coosner.next-flipper'
] as const;

/** Violation codes of a round (RULES-NOTES Coosner "Checks"). */
export const COOSNER_ROUND_VIOLATIONS = [
	'coosner.players-missing',
	'coosner.advisor-count',
	'coosner.not-a-card',
	'coosner.ace-undeclared',
	'coosner.puppies-missing',
	'coosner.puppies-both',
	'coosner.too-many-puppies',
	'coosner.duplicate-card',
	'coosner.suit-overflow'
] as const;

/** Violation codes of the puppy-purchase referee (rules/coosner.txt "Buying puppies"). */
export const COOSNER_REFEREE_VIOLATIONS = [
	'coosner.offer-count',
	'coosner.seat-twice',
	'coosner.flipper-not-offering'
] as const;

/** Outcome reasons (RULES-NOTES Coosner "Game"). */
export const COOSNER_OUTCOMES = ['coosner.end-score-reached'] as const;

export const ids = defineIds({
	rules: [...COOSNER_ROUND_RULES, ...COOSNER_REFEREE_RULES],
	violations: [...COOSNER_ROUND_VIOLATIONS, ...COOSNER_REFEREE_VIOLATIONS],
	outcomes: COOSNER_OUTCOMES
});

export type CoosnerRule = (typeof ids.rules)[number];
export type CoosnerViolation = (typeof ids.violations)[number];
export type CoosnerOutcome = (typeof ids.outcomes)[number];
