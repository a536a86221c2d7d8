/**
 * Cozen's ids (rules/cozen.txt; RULES-NOTES Cozen): the explanation rules of a settled round and
 * of the battle calculator, the violation codes of the round reader, the setup and the
 * calculator, and the two ways a match ends. Each has an `x_`/`v_`/`outcome_` message in
 * messages/cozen and a section on the rules page.
 */
import { defineIds } from '../../core/ids';

/** Explanation rule ids: a battle, each side's combinations and strength, the decision, the capture, the jails. */
export const COZEN_RULES = [
	'cozen.battle',
	'cozen.wins-alone',
	'cozen.straight',
	'cozen.straight-stake',
	'cozen.pair',
	'cozen.pair-stake',
	'cozen.strength',
	'cozen.stronger',
	'cozen.tie-high-card',
	'cozen.tie-out-of-cards',
	'cozen.tie-full',
	'cozen.capture',
	'cozen.jailed',
	'cozen.stakes-stay',
	'cozen.jail-total',
	'cozen.jail-total-over'
] as const;

/** Violation codes besides the core ones (RULES-NOTES Cozen "Checks"). */
export const COZEN_VIOLATIONS = [
	'cozen.mode',
	'cozen.malformed',
	'cozen.not-a-card',
	'cozen.stake-owner',
	'cozen.pile-owner',
	'cozen.jail-owner',
	'cozen.face-up-count',
	'cozen.face-up-owners',
	'cozen.face-up-twice',
	'cozen.face-up-mismatch',
	'cozen.must-reveal',
	'cozen.too-many-wagered',
	'cozen.rank-copies',
	'cozen.marked-king-twice',
	'cozen.card-jailed',
	'cozen.card-on-table',
	'cozen.two-or-four',
	'cozen.teams-seats',
	'cozen.turn-order'
] as const;

/** Outcome reasons (rules/cozen.txt "Winning"; RULES-NOTES Cozen "Game"). */
export const COZEN_OUTCOMES = ['cozen.target-reached', 'cozen.both-over'] as const;

export const ids = defineIds({ rules: COZEN_RULES, violations: COZEN_VIOLATIONS, outcomes: COZEN_OUTCOMES });

export type CozenRule = (typeof ids.rules)[number];
export type CozenViolation = (typeof ids.violations)[number];
export type CozenOutcome = (typeof ids.outcomes)[number];
