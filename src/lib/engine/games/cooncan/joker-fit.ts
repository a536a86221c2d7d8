/**
 * Which cards the joker can stand for in a layout: every card of the pack that, named as the
 * joker, makes the layout a valid meld. The meld validator names the joker itself when exactly
 * one card fits and asks the player only when several do.
 */
import { fullPack, isPackCard, JOKER } from '../../cards/cards';
import { isRecord } from '../../core/helpers';
import { validateMeld, type MeldCard, type PackCard } from './meld';

/**
 * The cards the joker may be called in this layout of plain cards (rules/cooncan.txt: "The joker
 * may be called anything the holder chooses"; RULES-NOTES Cooncan "Melds": the joker stands for
 * any card, in a sequence of 3+ of one suit or a set of 3-4 of one rank). `cards` holds the
 * layout's other entries (any joker entry is ignored); the answer is in pack order, empty when no
 * card makes a valid meld or the match has no joker. Never throws.
 */
export function jokerFits(cards: unknown, config?: unknown, seatCount?: number): PackCard[] {
	if (!Array.isArray(cards)) return [];
	const plain = cards.filter((entry) => !isRecord(entry) || entry.card !== JOKER) as MeldCard[];
	return fullPack()
		.filter(isPackCard)
		.filter((card) => validateMeld([...plain, { card: JOKER, joker: card }], config, seatCount).ok);
}
