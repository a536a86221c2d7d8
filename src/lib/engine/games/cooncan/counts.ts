/**
 * What the cards left in a loser's hand count (RULES-NOTES Cooncan: "joker 15, ace 11, K Q J 10,
 * others at face value … Option: ace 1"), and the pack the match plays with.
 */
import { countCards, fullPack, JOKER, parseCard, type CardId } from '../../cards/cards';
import type { AceValue, CooncanConfig } from './options';
import { maxHandCards, packKind, SEATS } from './options';
import { FORTY_RANKS } from './pack';

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
 * The cards of the match's pack, each copy listed (docs/cooncan-variants.md "The packs"). Three
 * players: the 52 cards, plus the joker when the option is on (rules/cooncan.txt: "the full pack
 * of fifty-two cards, with or without the joker"). Two: the 40 cards ace to ten, no joker. Four or
 * five: two 52-card packs and two jokers ("all shuffled together and used as one").
 */
export function matchPack(config: Pick<CooncanConfig, 'joker'>, seatCount: number = SEATS): CardId[] {
	const kind = packKind(seatCount);
	if (kind === 'forty') return fullPack().filter((card) => FORTY_RANKS.some((rank) => parseCard(card)?.rank === rank));
	if (kind === 'double') return [...fullPack(), ...fullPack(), JOKER, JOKER];
	return config.joker ? [...fullPack(), JOKER] : fullPack();
}

/** How many copies of each card (and of the joker) the match's pack holds; absent means none. */
export function packCopies(config: Pick<CooncanConfig, 'joker'>, seatCount: number = SEATS): Map<CardId, number> {
	return countCards(matchPack(config, seatCount));
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
 * The highest count a hand that did not go out can have: its highest-counting cards of the pack,
 * as many as such a hand can hold (RULES-NOTES Cooncan "Checks": at most 7 cards for three, each
 * card at most once, at most one joker; docs/cooncan-variants.md: ten for two and for four or
 * five, each card as often as the pack holds it). For three: 74 by default, 79 with the joker;
 * 70 and 75 with the ace counting 1.
 */
export function maxHandCount(config: Pick<CooncanConfig, 'joker' | 'aceValue'>, seatCount: number = SEATS): number {
	const counts = matchPack(config, seatCount)
		.map((card) => cardCount(card, config.aceValue) ?? 0)
		.sort((a, b) => b - a);
	return counts.slice(0, maxHandCards(seatCount)).reduce((n, c) => n + c, 0);
}
