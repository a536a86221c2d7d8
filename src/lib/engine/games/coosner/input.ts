/**
 * A Coosner round as the players enter it (per player three advisors and
 * the puppies bought) and the checked round `read` makes of it (rules/coosner.txt "Choosing
 * advisors"; RULES-NOTES Coosner).
 */
import type { CardId, JOKER, Suit } from '../../cards/cards';

/** A card of the 52-card pack: Coosner uses "a normal deck of 52 cards", no joker (rules/coosner.txt). */
export type PackCard = Exclude<CardId, typeof JOKER>;

/** Puppies per suit (rules/coosner.txt: an advisor wants "puppies of the same suit"). */
export type SuitCounts = Readonly<Record<Suit, number>>;

/**
 * One advisor as entered: a card, and for an ace under the 'declared' ace rule the count it
 * wants (rules/coosner.txt "Aces are worth a bid of 1 or 4"; RULES-NOTES Coosner option).
 * `aceWants` is ignored under the 'best' rule and on other cards.
 */
export interface CoosnerAdvisor {
	readonly card: PackCard;
	readonly aceWants?: 1 | 4;
}

/** Puppies entered as counts per suit, a missing suit counting 0. */
export interface PuppyCounts {
	readonly counts: Readonly<Partial<Record<Suit, number>>>;
}

/** Puppies entered card by card, so they take part in the each-card-once check (RULES-NOTES Coosner "Checks"). */
export interface PuppyCards {
	readonly cards: readonly PackCard[];
}

/** The puppies a player bought this round: counts per suit, or the cards themselves. */
export type CoosnerPuppies = PuppyCounts | PuppyCards;

/** One player's round: exactly three advisors and the puppies bought (rules/coosner.txt "Choosing advisors"). */
export interface CoosnerHand {
	readonly advisors: readonly CoosnerAdvisor[];
	readonly puppies: CoosnerPuppies;
}

/** A Coosner round as stored: one hand per seat, in seat order (rules/coosner.txt: every player scores each round). */
export interface CoosnerInput {
	readonly players: readonly CoosnerHand[];
}

/** One advisor read from a checked round input, with the counts it may want (rules/coosner.txt "What advisors tell you"). */
export interface ParsedAdvisor {
	readonly card: PackCard;
	/** The counts it may want (`wantedPuppies`). */
	readonly wants: readonly number[];
}

/** One player's checked round: three advisors and the puppies bought, per suit (rules/coosner.txt "Choosing advisors"). */
export interface ParsedHand {
	readonly advisors: readonly ParsedAdvisor[];
	readonly puppies: SuitCounts;
}

/** A round after its checks passed: one checked hand per seat, in seat order. */
export type CoosnerRound = readonly ParsedHand[];

/** A blank form for `seatCount` players: no advisors yet, no puppies. */
export function emptyRoundInput(seatCount: number): CoosnerInput {
	return {
		players: Array.from({ length: Math.max(0, seatCount) }, () => ({
			advisors: [],
			puppies: { counts: { S: 0, H: 0, D: 0, C: 0 } }
		}))
	};
}
