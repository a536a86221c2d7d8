/**
 * Coinche's ids (RULES-NOTES Coinche): the explanation rules of the deal scoring, the trick
 * referee, the pile counter and the announcement referee, the violation codes and the outcome reasons. Each has an
 * `x_`/`v_`/`outcome_` message in messages/coinche and a section on the rules page.
 */
import { defineIds } from '../../core/ids';

/** Explanation rule ids the deal scoring emits (RULES-NOTES Coinche; every one is explained on the rules page). */
export const COINCHE_DEAL_RULES = [
	'coinche.all-passed',
	'coinche.contract',
	'coinche.contract-capot',
	'coinche.coinched',
	'coinche.surcoinched',
	'coinche.needs',
	'coinche.eighty-needs-82',
	'coinche.takers-points',
	'coinche.takers-points-belote',
	'coinche.belote-not-counted',
	'coinche.contract-made',
	'coinche.contract-failed',
	'coinche.card-points',
	'coinche.bid-points',
	'coinche.unbid-capot-bonus',
	'coinche.unbid-capot-no-bonus',
	'coinche.failed-takers',
	'coinche.failed-defenders',
	'coinche.failed-doubled',
	'coinche.capot-made',
	'coinche.capot-failed',
	'coinche.belote',
	'coinche.deal-total',
	'coinche.scale-points-made',
	'coinche.card-points-exact',
	'coinche.unbid-capot-no-bonus-exact',
	'coinche.points-made-failed',
	'coinche.points-made-coinched',
	'coinche.whole-deal-doubled',
	'coinche.coinche-loser',
	'coinche.takers-announcements',
	'coinche.announcements-points',
	'coinche.announcements-to-defenders',
	'coinche.belote-to-winner',
	'coinche.unbid-capot-252',
	'coinche.coinche-points-and-bid',
	'coinche.no-trump-bid-doubled',
	'coinche.defenders-capot',
	'coinche.surcoinche-triples',
	'coinche.announcements-apart'
] as const;

/** Explanation rule ids of the announcement referee (docs/coinche-house-options.md "Announcements"). */
export const COINCHE_ANNOUNCEMENT_RULES = [
	'coinche.announce-tierce',
	'coinche.announce-fifty',
	'coinche.announce-hundred',
	'coinche.announce-carre-jacks',
	'coinche.announce-carre-nines',
	'coinche.announce-carre-aces',
	'coinche.announce-carre-tens',
	'coinche.announce-carre-kings',
	'coinche.announce-carre-queens',
	'coinche.announce-carre-low',
	'coinche.announce-none',
	'coinche.announce-only',
	'coinche.announce-tie',
	'coinche.announce-best-value',
	'coinche.announce-best-length',
	'coinche.announce-best-top',
	'coinche.announce-best-trump',
	'coinche.announce-scores'
] as const;

/** Explanation rule ids of the trick referee and the pile counter (RULES-NOTES Coinche "Trick referee", "Card points"). */
export const COINCHE_REFEREE_RULES = [
	'coinche.trick-lead',
	'coinche.duty-follow',
	'coinche.duty-beat',
	'coinche.duty-overtrump',
	'coinche.duty-trump',
	'coinche.duty-free',
	'coinche.partner-winning',
	'coinche.unable-follow',
	'coinche.unable-beat',
	'coinche.unable-overtrump',
	'coinche.unable-trump',
	'coinche.trick-winner',
	'coinche.last-trick',
	'coinche.pile-points',
	'coinche.pile-other'
] as const;

/** Violation codes the engine and the referees emit besides the core ones (RULES-NOTES Coinche "Checks"). */
export const COINCHE_VIOLATIONS = [
	'coinche.kind',
	'coinche.seat-invalid',
	'coinche.bid-invalid',
	'coinche.trump-invalid',
	'coinche.trump-mode-off',
	'coinche.capot-coinched',
	'coinche.surcoinche-without-coinche',
	'coinche.coinche-by-taker',
	'coinche.surcoinche-by-defender',
	'coinche.call-seat-without-call',
	'coinche.belote-invalid',
	'coinche.belote-twice',
	'coinche.belote-no-trump',
	'coinche.points-impossible',
	'coinche.all-tricks-points',
	'coinche.not-a-card',
	'coinche.duplicate-card',
	'coinche.trick-size',
	'coinche.pile-size',
	'coinche.pile-last-trick',
	'coinche.announcements-off',
	'coinche.announcement-invalid',
	'coinche.announcement-carre-twice',
	'coinche.announcement-overlap',
	'coinche.announcement-too-many',
	'coinche.announcement-hands',
	'coinche.announcement-belote',
	'coinche.defenders-all-tricks-points'
] as const;

/** Outcome reasons (RULES-NOTES Coinche "Game"). */
export const COINCHE_OUTCOMES = [
	'coinche.target-reached',
	'coinche.both-over-higher',
	'coinche.both-over-last-deal'
] as const;

export const ids = defineIds({
	rules: [...COINCHE_DEAL_RULES, ...COINCHE_REFEREE_RULES, ...COINCHE_ANNOUNCEMENT_RULES],
	violations: COINCHE_VIOLATIONS,
	outcomes: COINCHE_OUTCOMES
});

export type CoincheRule = (typeof ids.rules)[number];
export type CoincheViolation = (typeof ids.violations)[number];
export type CoincheOutcome = (typeof ids.outcomes)[number];
