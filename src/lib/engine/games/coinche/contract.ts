/**
 * The facts of a Coinche contract (RULES-NOTES Coinche "Bids", "Contract made", "Rounding"): the
 * bid range, the points that scoring uses, the teams and the multiplier.
 */
import type { Column, Seat } from '../../core/types';
import type { Multiplier, ScoringMultiplier } from './input';

/** Lowest bid (rules/coinche.txt "BIDDING": "The lowest bid allowed is 80"). */
export const MIN_BID = 80;
/** Highest number bid (RULES-NOTES Coinche "Bids": 80 to 160, or capot). */
export const MAX_BID = 160;
/** Bids go up in tens (rules/coinche.txt "BIDDING": "made in intervals of 10"). */
export const BID_STEP = 10;
/** Bids by one, when the table bids any whole number (docs/coinche-house-options.md "Bids by one"). */
export const BID_STEP_ONE = 1;
/** An 80 bid needs 82, and any contract at least 82 (rules/coinche.txt "BIDDING"; RULES-NOTES Coinche "Contract made"). */
export const MIN_TO_MAKE = 82;
/** Belote-rebelote (rules/coinche.txt "This will score their team 20 points"). */
export const BELOTE_POINTS = 20;
/** Every trick won without a capot bid (rules/coinche.txt "SCORING": "they score 250 points plus the amount bid"). */
export const UNBID_CAPOT_BONUS = 250;
/** Every trick without a capot bid when the capot is worth 162 + 90 (docs/coinche-house-options.md "Capot worth 252"). */
export const UNBID_CAPOT_252 = 252;
/** A capot bid, made or failed (rules/coinche.txt "SCORING": "500 points plus belote"). */
export const CAPOT_POINTS = 500;
/** What defenders score on a failed contract besides the bid (rules/coinche.txt "160 points plus the bid amount"). */
export const FAILED_BASE = 160;

/** The team column of a seat: partners opposite, seats 0+2 are column 0, 1+3 column 1 (RULES-NOTES Coinche). */
export function teamOf(seat: Seat): Column<0 | 1> {
	return (seat % 2 === 0 ? 0 : 1) as Column<0 | 1>;
}

/**
 * Rounds card points to the nearest 10, a 5 going up (RULES-NOTES Coinche "Rounding"; rules/coinche.txt
 * "Scores ending in 5 are rounded up").
 */
export function roundPoints(points: number): number {
	return Math.floor((points + 5) / 10) * 10;
}

/** The multiplier for the calls (RULES-NOTES Coinche "Bids": m = 1, 2, 4). */
export function multiplierOf(coinche: boolean, surcoinche: boolean): Multiplier {
	return surcoinche ? 4 : coinche ? 2 : 1;
}

/**
 * The multiplier a deal scores with: the entered m, except a surcoinche that counts 3 instead of 4
 * when the table triples it (docs/coinche-house-options.md "Surcoinche triples", iscool's Belote).
 */
export function scoringMultiplier(multiplier: Multiplier, surcoincheTriples: boolean): ScoringMultiplier {
	return multiplier === 4 && surcoincheTriples ? 3 : multiplier;
}

/** What a contract needs: the bid, and never less than 82 (RULES-NOTES Coinche "Contract made"). */
export function pointsNeeded(bid: number): number {
	return Math.max(bid, MIN_TO_MAKE);
}
