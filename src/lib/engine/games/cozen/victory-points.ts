/**
 * What a Cozen card is worth (rules/cozen.txt "Anatomy of a card", "Breaking Ties"; RULES-NOTES
 * Cozen): its victory points in a jail, its copies per deck and its place in a tie-break.
 */
import { COZEN_CARDS, MARKED_KING, cozenRank, rankHigh, type CozenCard } from '../../cards/cards';

/**
 * Victory points of a card in a jail (rules/cozen.txt "Anatomy of a card"; RULES-NOTES Cozen):
 * ace 1, 2-10 their face value, J Q K 10, the marked king 70.
 */
export function victoryPoints(card: CozenCard): number {
	if (card === MARKED_KING) return 70;
	if (card === 'A') return 1;
	if (card === 'J' || card === 'Q' || card === 'K') return 10;
	return Number(card);
}

/** Victory points of a list of cards. */
export function totalVictoryPoints(cards: readonly CozenCard[]): number {
	return cards.reduce((n, c) => n + victoryPoints(c), 0);
}

/** Copies of a card in one player's deck (rules/cozen.txt "Anatomy of a card": two of each rank; one of the two kings is marked). */
export function copiesPerDeck(card: CozenCard): number {
	return card === 'K' || card === MARKED_KING ? 1 : 2;
}

/**
 * Tie-break order: ace high, the marked king a king (rules/cozen.txt "Quick reference card":
 * "Regardless of run use, Ace = high as high card").
 */
export function highValue(card: CozenCard): number {
	return rankHigh(cozenRank(card));
}

/** Cards sorted for the tie-break: highest first (ace high), plain before marked at equal rank. */
export function sortHigh(cards: readonly CozenCard[]): CozenCard[] {
	return [...cards].sort((a, b) => highValue(b) - highValue(a) || COZEN_CARDS.indexOf(a) - COZEN_CARDS.indexOf(b));
}
