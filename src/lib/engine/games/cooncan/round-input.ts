/**
 * A Cooncan deal as the players enter it, and its checks (issue 6 "Entering a deal" and "Bad
 * input"; RULES-NOTES Cooncan "Checks"): who went out, or that the pack ran out; for each other
 * player the cards left in hand (tapped on the card grid) or their count (typed).
 */
import { append } from '../../core/arrays';
import { JOKER, isPackCard, type CardId } from '../../cards/cards';
import { isInt, isRecord, violation } from '../../core/helpers';
import type { Violation } from '../../core/types';
import { MAX_HAND_CARDS, SEATS, type CooncanConfig } from './config';
import { maxHandCount, minHandCount } from './counts';

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

/** A Cooncan round input as stored (issue 6 "Entering a deal"). */
export type CooncanInput = CooncanOutInput | CooncanRunOutInput;

/** Whether a hand entry was entered as cards, else as a count (issue 6 "Entering a deal": "tap them … or type the count"). */
export function isCardsHand(hand: CooncanHand | null | undefined): hand is CooncanCardsHand {
	return isRecord(hand) && Array.isArray((hand as { cards?: unknown }).cards);
}

/**
 * Whether the winner's entry is empty, as it must be (issue 6: the winner holds nothing, so
 * entering cards or a count for them is a mistake): absent, `null`, `{}`, `{cards: []}` or `{count: 0}`.
 */
function isEmptyEntry(hand: unknown): boolean {
	if (hand === undefined || hand === null) return true;
	if (!isRecord(hand)) return false;
	const { cards, count } = hand;
	const noCards = cards === undefined || (Array.isArray(cards) && cards.length === 0);
	const noCount = count === undefined || count === 0;
	return noCards && noCount;
}

/**
 * Checks a deal (issue 6 "Bad input"; RULES-NOTES Cooncan "Checks"). Never throws, whatever
 * `input` is. Codes: `core.required` (no winner, no hands, a loser's hand missing),
 * `core.out-of-range` (winner not a seat; a count outside what seven cards can make),
 * `core.not-a-number`, `core.not-whole` (a count), `cooncan.kind`, `cooncan.hand-shape`,
 * `cooncan.cards-or-count`, `cooncan.winner-hand`, `cooncan.hand-empty`,
 * `cooncan.too-many-cards`, `cooncan.not-a-card`, `cooncan.no-joker`, `cooncan.joker-twice`,
 * `cooncan.duplicate-card`.
 */
export function validateRound(input: unknown, config: CooncanConfig): Violation[] {
	if (!isRecord(input)) return [violation('cooncan.kind', 'kind')];
	if (input.kind === 'pack-ran-out') return [];
	if (input.kind !== 'out') return [violation('cooncan.kind', 'kind')];

	const out: Violation[] = [];
	const { winner, hands } = input;
	if (winner === undefined || winner === null) out.push(violation('core.required', 'winner'));
	else if (!isInt(winner) || winner < 0 || winner >= SEATS)
		out.push(violation('core.out-of-range', 'winner', { min: 0, max: SEATS - 1 }));
	if (hands === undefined || hands === null) {
		out.push(violation('core.required', 'hands'));
		return out;
	}
	if (!Array.isArray(hands) || hands.length > SEATS) {
		out.push(violation('cooncan.hand-shape', 'hands'));
		return out;
	}
	if (out.length > 0) return out;
	const w = winner as number;

	if (!isEmptyEntry(hands[w])) out.push(violation('cooncan.winner-hand', `hands.${w}`, { seat: w }));

	const seen = new Set<string>();
	let jokers = 0;
	for (let step = 1; step < SEATS; step++) {
		const seat = (w + step) % SEATS;
		const field = `hands.${seat}`;
		const hand: unknown = hands[seat];
		if (hand === undefined || hand === null) {
			out.push(violation('core.required', field));
			continue;
		}
		if (!isRecord(hand)) {
			out.push(violation('cooncan.hand-shape', field));
			continue;
		}
		const hasCards = hand.cards !== undefined;
		const hasCount = hand.count !== undefined;
		if (hasCards && hasCount) {
			out.push(violation('cooncan.cards-or-count', field));
			continue;
		}
		if (hasCount) {
			append(out, checkCount(hand.count, `${field}.count`, config));
			continue;
		}
		if (!hasCards) {
			out.push(violation('core.required', field));
			continue;
		}
		const cards = hand.cards;
		if (!Array.isArray(cards)) {
			out.push(violation('cooncan.hand-shape', `${field}.cards`));
			continue;
		}
		if (cards.length === 0) {
			out.push(violation('cooncan.hand-empty', `${field}.cards`, { seat }));
			continue;
		}
		if (cards.length > MAX_HAND_CARDS) {
			out.push(
				violation('cooncan.too-many-cards', `${field}.cards`, { seat, count: cards.length, max: MAX_HAND_CARDS })
			);
			continue;
		}
		cards.forEach((card: unknown, i) => {
			const cardField = `${field}.cards.${i}`;
			if (card === JOKER) {
				if (!config.joker) out.push(violation('cooncan.no-joker', cardField));
				else if (jokers > 0) out.push(violation('cooncan.joker-twice', cardField));
				jokers++;
			} else if (!isPackCard(card)) {
				out.push(violation('cooncan.not-a-card', cardField));
			} else if (seen.has(card)) {
				out.push(violation('cooncan.duplicate-card', cardField, { card }));
			} else {
				seen.add(card);
			}
		});
	}
	return out;
}

/**
 * Checks a typed count: a whole number from the lowest to the highest count seven cards can make
 * (issue 6 "Bad input": "a negative count"; see `minHandCount`, `maxHandCount`).
 */
function checkCount(count: unknown, field: string, config: CooncanConfig): Violation[] {
	if (typeof count !== 'number' || !Number.isFinite(count)) return [violation('core.not-a-number', field)];
	if (!Number.isInteger(count)) return [violation('core.not-whole', field)];
	const min = minHandCount(config);
	const max = maxHandCount(config);
	if (count < min || count > max) return [violation('core.out-of-range', field, { min, max })];
	return [];
}
