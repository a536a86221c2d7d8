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
import { maxHandCount, minHandCount, packCopies } from './counts';
import type { CooncanDeal, CooncanHand } from './input';
import { maxHandCards, packKind, scoresGames, SEATS, type CooncanConfig } from './options';
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

/** The table the deal was played at: its options, its seat count and how many of each card its pack holds. */
interface Table {
	readonly config: CooncanConfig;
	readonly seatCount: number;
	readonly copies: ReadonlyMap<string, number>;
}

/** How often each card (and the joker) has been entered so far in the deal. */
type Seen = Map<string, number>;

/**
 * Checks one tapped card against the pack and what the deal already holds: one pack holds each
 * card once and at most one joker (RULES-NOTES Cooncan "Checks"); the double pack two of each and
 * two jokers, the forty-card pack no court card and no joker (docs/cooncan-variants.md).
 */
function readCard(reader: InputReader, card: unknown, field: string, table: Table, seen: Seen): void {
	const double = packKind(table.seatCount) === 'double';
	if (card !== JOKER && !isPackCard(card)) {
		report(reader, 'cooncan.not-a-card', field);
		return;
	}
	const copies = table.copies.get(card) ?? 0;
	const before = seen.get(card) ?? 0;
	seen.set(card, before + 1);
	if (copies === 0) {
		if (card === JOKER) report(reader, 'cooncan.no-joker', field);
		else report(reader, 'cooncan.not-in-pack', field, { card });
	} else if (before >= copies) {
		if (double) report(reader, 'cooncan.copies-used', field, { card, copies });
		else if (card === JOKER) report(reader, 'cooncan.joker-twice', field);
		else report(reader, 'cooncan.duplicate-card', field, { card });
	}
}

/**
 * Reads one loser's hand at `hands.<seat>`: cards tapped (1 to 7 cards of the match's pack for
 * three, 1 to 10 for two or for four or five; each card no more often in the deal than the pack
 * holds it) or a count such a hand can make (`minHandCount`..`maxHandCount`). Returns the hand,
 * or null after reporting why not.
 */
function readLoserHand(reader: InputReader, hand: unknown, seat: number, table: Table, seen: Seen): CooncanHand | null {
	const { config, seatCount } = table;
	const field = fieldPath('hands', seat);
	if (InputReader.absent(hand)) return reader.report('core.required', field);
	if (!isRecord(hand)) return report(reader, 'cooncan.hand-shape', field);
	const hasCards = hand.cards !== undefined;
	const hasCount = hand.count !== undefined;
	if (hasCards && hasCount) return report(reader, 'cooncan.cards-or-count', field);
	if (hasCount) {
		const max = maxHandCount(config, seatCount);
		const count = reader.requiredWhole(hand.count, fieldPath(field, 'count'), minHandCount(config), max);
		return count === null ? null : { count };
	}
	if (!hasCards) return reader.report('core.required', field);
	const cardsField = fieldPath(field, 'cards');
	const cards = hand.cards;
	if (!Array.isArray(cards)) return report(reader, 'cooncan.hand-shape', cardsField);
	if (cards.length === 0) return report(reader, 'cooncan.hand-empty', cardsField, { seat });
	const maxCards = maxHandCards(seatCount);
	if (cards.length > maxCards)
		return report(reader, 'cooncan.too-many-cards', cardsField, { seat, count: cards.length, max: maxCards });
	const before = reader.violations.length;
	cards.forEach((card: unknown, i) => readCard(reader, card, fieldPath(cardsField, i), table, seen));
	return reader.violations.length === before ? { cards: cards as CardId[] } : null;
}

/**
 * Reads and checks a deal (RULES-NOTES Cooncan "Checks"; docs/cooncan-variants.md for two, four
 * and five seats) at a table of `seatCount`. Never throws, whatever `input` is. Two players who
 * score games only need say who won: the hands are not read. Codes: `core.required` (no winner, no hands, a loser's hand missing),
 * `core.out-of-range` (winner not a seat; a count outside what seven cards can make),
 * `core.not-a-number`, `core.not-whole` (a count), `cooncan.kind`, `cooncan.hand-shape`,
 * `cooncan.cards-or-count`, `cooncan.winner-hand`, `cooncan.hand-empty`,
 * `cooncan.too-many-cards`, `cooncan.not-a-card`, `cooncan.no-joker`, `cooncan.joker-twice`,
 * `cooncan.duplicate-card`, `cooncan.not-in-pack`, `cooncan.copies-used`.
 */
export function readDeal(input: unknown, config: CooncanConfig, seatCount: number = SEATS): ReadResult<CooncanDeal> {
	const reader = new InputReader();
	if (!isRecord(input) || (input.kind !== 'out' && input.kind !== 'pack-ran-out'))
		return invalid([ids.violation('cooncan.kind', 'kind')]);
	if (input.kind === 'pack-ran-out') return ok({ kind: 'pack-ran-out' });

	const { winner, hands } = input;
	if (InputReader.absent(winner)) reader.report('core.required', 'winner');
	else if (!isInt(winner) || winner < 0 || winner >= seatCount)
		reader.report('core.out-of-range', 'winner', { min: 0, max: seatCount - 1 });
	const noHands = Array.from({ length: seatCount }, (): CooncanHand | null => null);
	if (scoresGames(config, seatCount))
		return reader.result(() => ({ kind: 'out', winner: winner as Seat, hands: noHands }));
	if (InputReader.absent(hands)) {
		reader.report('core.required', 'hands');
		return invalid(reader.violations);
	}
	if (!Array.isArray(hands) || hands.length > seatCount) {
		report(reader, 'cooncan.hand-shape', 'hands');
		return invalid(reader.violations);
	}
	if (reader.failed) return invalid(reader.violations);
	const w = winner as Seat;

	if (!isEmptyEntry(hands[w])) report(reader, 'cooncan.winner-hand', fieldPath('hands', w), { seat: w });
	const table: Table = { config, seatCount, copies: packCopies(config, seatCount) };
	const seen: Seen = new Map();
	const read = noHands;
	for (let step = 1; step < seatCount; step++) {
		const seat = (w + step) % seatCount;
		read[seat] = readLoserHand(reader, hands[seat], seat, table, seen);
	}
	return reader.result(() => ({ kind: 'out', winner: w, hands: read }));
}

/** The definition's `read`: the checked deal, or its violations. */
export function read(_state: unknown, input: unknown, setup: MatchSetup<CooncanConfig>): ReadResult<CooncanDeal> {
	return readDeal(input, setup.config, setup.seatCount);
}
