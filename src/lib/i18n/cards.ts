/**
 * How cards read on screen and aloud: a short label with a suit symbol for the eye ("K♠"), and a
 * spoken name for screen readers ("king of spades"), so suits are never announced as symbols.
 */
import { JOKER, MARKED_KING, parseCard, WILD } from '$lib/engine/cards/cards';
import { lookup, m } from './index';

export const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The translated name of a suit or trump mode (S H D C NT AT). */
export function suitName(suit: string): string {
	return lookup(`suit_${suit}`) ?? suit;
}

/** Court cards as the language writes them on a card: J Q K, in French V D R. */
const RANK_LETTER: Record<string, (() => string) | undefined> = {
	J: m.rank_letter_J,
	Q: m.rank_letter_Q,
	K: m.rank_letter_K
};

function rankName(rank: string): string {
	return lookup(`rank_${rank}`) ?? rank;
}

/** Short visual label: "10♥", "K♠" ("R♠" in French), the joker's card face for the joker. */
export function cardLabel(card: string | number): string {
	if (typeof card === 'number') return String(card);
	if (card === JOKER) return '🃏';
	const parsed = parseCard(card);
	return parsed ? `${RANK_LETTER[parsed.rank]?.() ?? parsed.rank}${SUIT_SYMBOL[parsed.suit]}` : card;
}

/** Spoken name: "king of spades", "joker", "marked king", "wild", a plain number otherwise. */
export function cardName(card: string | number): string {
	if (typeof card === 'number') return String(card);
	if (card === JOKER) return m.card_joker();
	if (card === MARKED_KING) return m.card_marked_king();
	if (card === WILD) return m.card_wild();
	const parsed = parseCard(card);
	if (!parsed) return rankName(card);
	return m.card_name({ rank: rankName(parsed.rank), suit: suitName(parsed.suit) });
}

/** Whether a card shows in red (hearts and diamonds). */
export function isRedCard(card: string): boolean {
	const parsed = parseCard(card);
	return parsed !== null && (parsed.suit === 'H' || parsed.suit === 'D');
}
