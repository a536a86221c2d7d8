/**
 * Cooncan's ids (RULES-NOTES Cooncan): the explanation rules of the settlement and of the meld
 * referee, the violation codes of a deal and of a layout, and the outcome reasons. Each has an
 * `x_`/`v_`/`outcome_` message in messages/cooncan and a section on the rules page.
 */
import { defineIds } from '../../core/ids';

/** Explanation rule ids of a deal's settlement (RULES-NOTES Cooncan "Settlement"). */
export const COONCAN_DEAL_RULES = [
	'cooncan.went-out',
	'cooncan.pays',
	'cooncan.pays-count',
	'cooncan.doubled',
	'cooncan.collects',
	'cooncan.void-deal',
	'cooncan.next-doubled',
	'cooncan.game-won',
	'cooncan.tableau'
] as const;

/** Explanation rule ids of the meld referee (RULES-NOTES Cooncan "Melds"; rules/cooncan.txt on the joker). */
export const COONCAN_MELD_RULES = [
	'cooncan.meld-sequence',
	'cooncan.meld-set',
	'cooncan.meld-joker',
	'cooncan.joker-shift'
] as const;

/** Violation codes of a deal as entered (RULES-NOTES Cooncan "Checks"). */
export const COONCAN_ENTRY_VIOLATIONS = [
	'cooncan.kind',
	'cooncan.hand-shape',
	'cooncan.cards-or-count',
	'cooncan.winner-hand',
	'cooncan.hand-empty',
	'cooncan.too-many-cards',
	'cooncan.not-a-card',
	'cooncan.no-joker',
	'cooncan.joker-twice',
	'cooncan.duplicate-card',
	'cooncan.not-in-pack',
	'cooncan.copies-used'
] as const;

/** Violation codes of the match setup: the starting nets (RULES-NOTES Cooncan "Checks"). */
export const COONCAN_SETUP_VIOLATIONS = ['cooncan.starting-not-zero-sum', 'cooncan.starting-over-target'] as const;

/** Violation codes of the meld referee (RULES-NOTES Cooncan "Melds"). */
export const COONCAN_MELD_VIOLATIONS = [
	'cooncan.meld-shape',
	'cooncan.meld-no-joker',
	'cooncan.meld-joker-twice',
	'cooncan.meld-joker-unnamed',
	'cooncan.meld-not-a-card',
	'cooncan.meld-not-joker',
	'cooncan.meld-too-long',
	'cooncan.meld-too-short',
	'cooncan.meld-duplicate-card',
	'cooncan.meld-five-of-rank',
	'cooncan.meld-mixed-suits',
	'cooncan.meld-wrap',
	'cooncan.meld-gap',
	'cooncan.meld-not-in-pack',
	'cooncan.shift-no-joker',
	'cooncan.shift-in-set',
	'cooncan.shift-from-middle',
	'cooncan.shift-used',
	'cooncan.shift-no-room'
] as const;

/** Outcome reasons (RULES-NOTES Cooncan: "Match ends after an agreed number of deals or at an agreed net"). */
export const COONCAN_OUTCOMES = ['cooncan.deals-played', 'cooncan.net-reached', 'cooncan.round-played'] as const;

export const ids = defineIds({
	rules: [...COONCAN_DEAL_RULES, ...COONCAN_MELD_RULES],
	violations: [...COONCAN_ENTRY_VIOLATIONS, ...COONCAN_SETUP_VIOLATIONS, ...COONCAN_MELD_VIOLATIONS],
	outcomes: COONCAN_OUTCOMES
});

export type CooncanRule = (typeof ids.rules)[number];
export type CooncanViolation = (typeof ids.violations)[number];
export type CooncanOutcome = (typeof ids.outcomes)[number];
