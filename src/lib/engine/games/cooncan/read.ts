/**
 * Reading a Cooncan deal (RULES-NOTES Cooncan "Checks"): the untrusted input
 * walked with one `InputReader` becomes a checked deal, or the violations at the fields they
 * concern.
 */
import { JOKER, isPackCard, type CardId } from '../../cards/cards';
import { isInt, isRecord } from '../../core/helpers';
import { InputReader, fieldPath } from '../../core/reader';
import { invalid, ok } from '../../core/round';
import type { MatchSetup, MessageValues, ReadResult, Seat } from '../../core/types';
import { maxHandCount, minHandCount } from './counts';
import type { CooncanDeal, CooncanHand } from './input';
import { MAX_HAND_CARDS, SEATS, type CooncanConfig } from './options';
import { ids, type CooncanViolation } from './rules';

/**
 * Whether the winner's entry is empty, as it must be (the winner holds nothing, so
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

/** Records one of the game's violations (the code is checked against `rules.ts`). */
function report(reader: InputReader, code: CooncanViolation, field: string, values?: MessageValues): null {
	return reader.report(code, field, values);
}

/** The cards seen so far in the deal, so a card is held once and the joker at most once. */
interface Seen {
	readonly cards: Set<string>;
	jokers: number;
}

/**
 * Reads one loser's hand at `hands.<seat>`: cards tapped (1 to 7 cards of the match's pack, each
 * once in the deal, one joker at most and only with the joker option) or a count seven cards can
 * make (`minHandCount`..`maxHandCount`). Returns the hand, or null after reporting why not.
 */
function readLoserHand(
	reader: InputReader,
	hand: unknown,
	seat: number,
	config: CooncanConfig,
	seen: Seen
): CooncanHand | null {
	const field = fieldPath('hands', seat);
	if (InputReader.absent(hand)) return reader.report('core.required', field);
	if (!isRecord(hand)) return report(reader, 'cooncan.hand-shape', field);
	const hasCards = hand.cards !== undefined;
	const hasCount = hand.count !== undefined;
	if (hasCards && hasCount) return report(reader, 'cooncan.cards-or-count', field);
	if (hasCount) {
		const count = reader.whole(hand.count, fieldPath(field, 'count'), minHandCount(config), maxHandCount(config));
		return count === null ? null : { count };
	}
	if (!hasCards) return reader.report('core.required', field);
	const cardsField = fieldPath(field, 'cards');
	const cards = hand.cards;
	if (!Array.isArray(cards)) return report(reader, 'cooncan.hand-shape', cardsField);
	if (cards.length === 0) return report(reader, 'cooncan.hand-empty', cardsField, { seat });
	if (cards.length > MAX_HAND_CARDS)
		return report(reader, 'cooncan.too-many-cards', cardsField, { seat, count: cards.length, max: MAX_HAND_CARDS });
	const before = reader.violations.length;
	cards.forEach((card: unknown, i) => {
		const cardField = fieldPath(cardsField, i);
		if (card === JOKER) {
			if (!config.joker) report(reader, 'cooncan.no-joker', cardField);
			else if (seen.jokers > 0) report(reader, 'cooncan.joker-twice', cardField);
			seen.jokers++;
		} else if (!isPackCard(card)) {
			report(reader, 'cooncan.not-a-card', cardField);
		} else if (seen.cards.has(card)) {
			report(reader, 'cooncan.duplicate-card', cardField, { card });
		} else {
			seen.cards.add(card);
		}
	});
	return reader.violations.length === before ? { cards: cards as CardId[] } : null;
}

/**
 * Reads and checks a deal (RULES-NOTES Cooncan "Checks"). Never throws,
 * whatever `input` is. Codes: `core.required` (no winner, no hands, a loser's hand missing),
 * `core.out-of-range` (winner not a seat; a count outside what seven cards can make),
 * `core.not-a-number`, `core.not-whole` (a count), `cooncan.kind`, `cooncan.hand-shape`,
 * `cooncan.cards-or-count`, `cooncan.winner-hand`, `cooncan.hand-empty`,
 * `cooncan.too-many-cards`, `cooncan.not-a-card`, `cooncan.no-joker`, `cooncan.joker-twice`,
 * `cooncan.duplicate-card`.
 */
export function readDeal(input: unknown, config: CooncanConfig): ReadResult<CooncanDeal> {
	const reader = new InputReader();
	if (!isRecord(input) || (input.kind !== 'out' && input.kind !== 'pack-ran-out'))
		return invalid([ids.violation('cooncan.kind', 'kind')]);
	if (input.kind === 'pack-ran-out') return ok({ kind: 'pack-ran-out' });

	const { winner, hands } = input;
	if (InputReader.absent(winner)) reader.report('core.required', 'winner');
	else if (!isInt(winner) || winner < 0 || winner >= SEATS)
		reader.report('core.out-of-range', 'winner', { min: 0, max: SEATS - 1 });
	if (InputReader.absent(hands)) {
		reader.report('core.required', 'hands');
		return invalid(reader.violations);
	}
	if (!Array.isArray(hands) || hands.length > SEATS) {
		report(reader, 'cooncan.hand-shape', 'hands');
		return invalid(reader.violations);
	}
	if (reader.failed) return invalid(reader.violations);
	const w = winner as Seat;

	if (!isEmptyEntry(hands[w])) report(reader, 'cooncan.winner-hand', fieldPath('hands', w), { seat: w });
	const seen: Seen = { cards: new Set(), jokers: 0 };
	const read: (CooncanHand | null)[] = [null, null, null];
	for (let step = 1; step < SEATS; step++) {
		const seat = (w + step) % SEATS;
		read[seat] = readLoserHand(reader, hands[seat], seat, config, seen);
	}
	return reader.result(() => ({ kind: 'out', winner: w, hands: read }));
}

/** The definition's `read`: the checked deal, or its violations. */
export function read(_state: unknown, input: unknown, setup: MatchSetup<CooncanConfig>): ReadResult<CooncanDeal> {
	return readDeal(input, setup.config);
}
