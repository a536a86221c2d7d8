/**
 * A Cooncan deal as the players enter it: who went out, or that the
 * pack ran out; for each other player the cards left in hand (tapped on the card grid) or their
 * count (typed). Also the checked deal `read` makes of it.
 */
import type { CardId } from '../../cards/cards';
import { isRecord, nextSeat } from '../../core/helpers';
import type { Seat } from '../../core/types';
import { SEATS } from './options';

/** The cards left in a loser's hand, tapped one by one (card ids of the pack, `JK` for the joker). */
export interface CooncanCardsHand {
	readonly cards: readonly CardId[];
}

/** A loser's hand entered as its count only (RULES-NOTES Cooncan: "Each other player counts the cards left in hand"). */
export interface CooncanCountHand {
	readonly count: number;
}

/** One player's entry: cards or count; the winner's entry is empty (`null`, `{cards: []}` or `{count: 0}`). */
export type CooncanHand = CooncanCardsHand | CooncanCountHand;

/**
 * A deal in which `winner` got rid of all cards (rules/cooncan.txt: "The player who first gets
 * rid of all his cards wins the pip value of all the cards remaining in the hands of the
 * others"). `hands` is indexed by seat.
 */
export interface CooncanOutInput {
	readonly kind: 'out';
	readonly winner: number;
	readonly hands: readonly (CooncanHand | null)[];
}

/** A deal in which the pack ran out with nobody out (RULES-NOTES Cooncan: "Pack exhausted with nobody out"). */
export interface CooncanRunOutInput {
	readonly kind: 'pack-ran-out';
}

/** A Cooncan round input as stored. */
export type CooncanInput = CooncanOutInput | CooncanRunOutInput;

/**
 * A settled deal after its checks passed: the winner's seat, and by seat each loser's hand (cards
 * of the match's pack, each at most as often as the pack holds it, or a count such a hand can
 * make); the winner's entry is `null`. Two players scoring games only keep no hands (all `null`).
 */
export interface CooncanOutDeal extends CooncanOutInput {
	readonly winner: Seat;
}

/** A deal as `read` returns it: settled, or void because the pack ran out. */
export type CooncanDeal = CooncanOutDeal | CooncanRunOutInput;

/** Whether a hand entry was entered as cards, else as a count (the cards tapped, or their count typed). */
export function isCardsHand(hand: CooncanHand | null | undefined): hand is CooncanCardsHand {
	return isRecord(hand) && Array.isArray((hand as { cards?: unknown }).cards);
}

/** A blank deal: the player who draws first preselected as the winner, every hand empty (saving needs the losers' hands). */
export function emptyDeal(dealer: number, seatCount: number = SEATS): CooncanOutInput {
	const hands = Array.from({ length: seatCount }, () => ({ cards: [] }));
	return { kind: 'out', winner: nextSeat(dealer, seatCount), hands };
}
