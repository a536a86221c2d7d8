/**
 * What the cards left in a loser's hand count (RULES-NOTES Cooncan: "joker 15, ace 11, K Q J 10,
 * others at face value … Option: ace 1"), and the pack the match plays with.
 */
import { fullPack, JOKER, parseCard, type CardId } from '../../cards/cards';
import type { AceValue, CooncanConfig } from './options';
import { MAX_HAND_CARDS } from './options';

/** The joker's count (RULES-NOTES Cooncan: "joker 15"). */
export const JOKER_COUNT = 15;

/**
 * The count of one card left in hand, or `null` when `card` is not a card of the pack (nor the
 * joker). RULES-NOTES Cooncan: joker 15, ace 11 (or 1 with the ace-1 option), K Q J 10, others
 * face value. Never throws.
 */
export function cardCount(card: unknown, aceValue: AceValue = '11'): number | null {
	if (card === JOKER) return JOKER_COUNT;
	const parsed = parseCard(card);
	if (!parsed) return null;
	if (parsed.rank === 'A') return aceValue === '1' ? 1 : 11;
	if (parsed.rank === 'K' || parsed.rank === 'Q' || parsed.rank === 'J') return 10;
	return Number(parsed.rank);
}

/**
 * The count of a hand of cards (RULES-NOTES Cooncan: "Each other player counts the cards left in
 * hand"); cards that are not cards count 0. Never throws.
 */
export function handCount(cards: readonly unknown[], aceValue: AceValue = '11'): number {
	let total = 0;
	for (const card of cards) total += cardCount(card, aceValue) ?? 0;
	return total;
}

/**
 * The cards of the match's pack: the 52 cards, plus the joker when the option is on
 * (rules/cooncan.txt: "the full pack of fifty-two cards, with or without the joker").
 */
export function matchPack(config: Pick<CooncanConfig, 'joker'>): CardId[] {
	return config.joker ? [...fullPack(), JOKER] : fullPack();
}

/**
 * The lowest count a hand that did not go out can have: one card, the lowest there is (a player
 * with no card left would have gone out; RULES-NOTES Cooncan "Deal ends when a player gets rid of
 * all cards"). 1 with the ace-1 option, else 2.
 */
export function minHandCount(config: Pick<CooncanConfig, 'aceValue'>): number {
	return config.aceValue === '1' ? 1 : 2;
}

/**
 * The highest count a hand that did not go out can have: its 7 highest-counting cards of the pack
 * (RULES-NOTES Cooncan "Checks": at most 7 cards, each card at most once, at most one joker).
 * 74 by default, 79 with the joker; 70 and 75 with the ace counting 1.
 */
export function maxHandCount(config: Pick<CooncanConfig, 'joker' | 'aceValue'>): number {
	const counts = matchPack(config)
		.map((card) => cardCount(card, config.aceValue) ?? 0)
		.sort((a, b) => b - a);
	return counts.slice(0, MAX_HAND_CARDS).reduce((n, c) => n + c, 0);
}
