/**
 * The puppy-purchase referee: given the flipped puppy and the card each player offered, who buys
 * it (or that a tie discards it) and who flips next (rules/coosner.txt "Buying a puppy", "Values
 * when buying", "Flipping another puppy"; RULES-NOTES Coosner "Puppy referee").
 */
import { maxOf } from '../../core/arrays';
import { isRecord } from '../../core/helpers';
import { InputReader } from '../../core/reader';
import type { ExplanationLine, Violation } from '../../core/types';
import { isPackCard, parseCard, rankHigh } from '../../cards/cards';
import { MAX_PLAYERS, MIN_PLAYERS } from './options';
import type { PackCard } from './input';
import { ids } from './rules';

/** One card offered for the puppy, and the seat that played it (rules/coosner.txt "Buying a puppy"). */
export interface PuppyOffer {
	readonly seat: number;
	readonly card: PackCard;
}

/** The referee's verdict on one puppy: bought, or discarded on a tie (rules/coosner.txt "Buying a puppy", "Flipping another puppy"). */
export type PuppyPurchase =
	| {
			readonly tie: false;
			/** The seat that buys the puppy. */
			readonly buyer: number;
			/** The card that bought it. */
			readonly winningCard: PackCard;
			/** True when it won as the highest card of the puppy's suit, false as the highest card overall. */
			readonly bySuit: boolean;
			/** The offered cards, all discarded (rules/coosner.txt: the played cards go to the discard pile). */
			readonly discarded: readonly PackCard[];
			/** The buyer flips the next puppy (rules/coosner.txt "Flipping another puppy"). */
			readonly nextFlipper: number;
			readonly lines: readonly ExplanationLine[];
	  }
	| {
			readonly tie: true;
			/** The seats tied at the top. */
			readonly tiedSeats: readonly number[];
			/** The puppy and every offered card (rules/coosner.txt: "the puppy is discarded with the played cards"). */
			readonly discarded: readonly PackCard[];
			/** The same flipper flips again (rules/coosner.txt: "the player who last flipped is again designated flipper"). */
			readonly nextFlipper: number;
			readonly lines: readonly ExplanationLine[];
	  };

/** `buyPuppy`'s answer: the verdict, or why the offers cannot be judged (RULES-NOTES Coosner "Puppy referee"). */
export type BuyPuppyResult =
	| { readonly ok: true; readonly purchase: PuppyPurchase }
	| { readonly ok: false; readonly violations: readonly Violation[] };

/** Why an offer's seat is not a seat of a four-seat table (the shared reader's whole-number codes), or null. */
function seatProblem(value: unknown, field: string): Violation | null {
	const reader = new InputReader();
	reader.whole(value, field, 0, MAX_PLAYERS - 1);
	return reader.violations[0] ?? null;
}

/**
 * Judges one puppy purchase. rules/coosner.txt "Buying a puppy": the highest card of the
 * puppy's suit wins; if nobody offered that suit, the highest card wins; "Values when buying":
 * 2 to 10, J, Q, K, A, the ace always high; a tie at the top discards the puppy with the played
 * cards. "Flipping another puppy": the buyer flips next; after a tie, the last flipper again.
 * `offers`: one `{seat, card}` per player (2-4, distinct seats; with four offers two packs are in
 * play, so a card may be offered twice); `flipper`: the seat that flipped this puppy (one of the
 * offering seats). Bad input comes back as violations (fields `puppy`, `offers.2.card`,
 * `flipper`…), never as an exception.
 */
export function buyPuppy(puppy: unknown, offers: unknown, flipper: unknown): BuyPuppyResult {
	const out: Violation[] = [];
	if (!isPackCard(puppy)) out.push(ids.violation('coosner.not-a-card', 'puppy'));
	const list: readonly unknown[] = Array.isArray(offers) ? offers : [];
	if (list.length < MIN_PLAYERS || list.length > MAX_PLAYERS) {
		out.push(
			ids.violation('coosner.offer-count', 'offers', { count: list.length, min: MIN_PLAYERS, max: MAX_PLAYERS })
		);
		return { ok: false, violations: out };
	}
	const read: PuppyOffer[] = [];
	const seats = new Set<number>();
	list.forEach((entry, i) => {
		const seat = isRecord(entry) ? entry.seat : undefined;
		const card = isRecord(entry) ? entry.card : undefined;
		const problem = seatProblem(seat, `offers.${i}.seat`);
		if (problem) out.push(problem);
		else if (seats.has(seat as number))
			out.push(ids.violation('coosner.seat-twice', `offers.${i}.seat`, { seat: seat as number }));
		else seats.add(seat as number);
		if (!isPackCard(card)) out.push(ids.violation('coosner.not-a-card', `offers.${i}.card`));
		if (!problem && isPackCard(card)) read.push({ seat: seat as number, card });
	});
	const flipperProblem = seatProblem(flipper, 'flipper');
	if (flipperProblem) out.push(flipperProblem);
	else if (!seats.has(flipper as number))
		out.push(ids.violation('coosner.flipper-not-offering', 'flipper', { seat: flipper as number }));

	// RULES-NOTES Coosner "Checks": each card at most once per pack in play (two packs with four players).
	const packs = list.length >= 4 ? 2 : 1;
	const seen = new Map<string, number>();
	const tableCards: { card: string; field: string }[] = [
		...(isPackCard(puppy) ? [{ card: puppy, field: 'puppy' }] : []),
		...list.flatMap((entry, i) => {
			const card = isRecord(entry) ? entry.card : undefined;
			return isPackCard(card) ? [{ card, field: `offers.${i}.card` }] : [];
		})
	];
	for (const { card, field } of tableCards) {
		const n = (seen.get(card) ?? 0) + 1;
		seen.set(card, n);
		if (n > packs) {
			const count = tableCards.filter((c) => c.card === card).length;
			out.push(ids.violation('coosner.duplicate-card', field, { card, count, max: packs }));
		}
	}
	if (out.length > 0 || !isPackCard(puppy)) return { ok: false, violations: out };

	const puppySuit = parseCard(puppy)?.suit;
	const inSuit = read.filter((o) => parseCard(o.card)?.suit === puppySuit);
	const bySuit = inSuit.length > 0;
	const contenders = bySuit ? inSuit : read;
	const value = (o: PuppyOffer) => {
		const parsed = parseCard(o.card);
		return parsed ? rankHigh(parsed.rank) : 0;
	};
	const top = maxOf(contenders.map(value));
	const best = contenders.filter((o) => value(o) === top);
	const offered = read.map((o) => o.card);
	const from = flipper as number;

	if (best.length > 1) {
		return {
			ok: true,
			purchase: {
				tie: true,
				tiedSeats: best.map((o) => o.seat),
				discarded: [puppy, ...offered],
				nextFlipper: from,
				lines: [
					ids.line('coosner.buy-tie', { puppyCard: puppy, cards: best.map((o) => o.card).join(',') }),
					ids.line('coosner.next-flipper', { seat: from })
				]
			}
		};
	}
	const winner = best[0];
	if (!winner)
		return {
			ok: false,
			violations: [
				ids.violation('coosner.offer-count', 'offers', { count: read.length, min: MIN_PLAYERS, max: MAX_PLAYERS })
			]
		};
	return {
		ok: true,
		purchase: {
			tie: false,
			buyer: winner.seat,
			winningCard: winner.card,
			bySuit,
			discarded: offered,
			nextFlipper: winner.seat,
			lines: [
				ids.line(bySuit ? 'coosner.buy-suit' : 'coosner.buy-highest', {
					seat: winner.seat,
					card: winner.card,
					puppyCard: puppy
				}),
				ids.line('coosner.next-flipper', { seat: winner.seat })
			]
		}
	};
}
