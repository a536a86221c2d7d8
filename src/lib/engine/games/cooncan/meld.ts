/**
 * The meld referee: is a layout a valid sequence, a valid set, or why
 * not; and may its joker be shifted from one end of a sequence to the other
 * (rules/cooncan.txt; RULES-NOTES Cooncan "Melds").
 */
import { JOKER, RANKS, isPackCard, parseCard, type CardId, type Rank, type Suit } from '../../cards/cards';
import { isRecord } from '../../core/helpers';
import type { ExplanationLine, Violation } from '../../core/types';
import { SEATS } from './options';
import { packRules, type PackRules } from './pack';
import { ids as cooncanIds } from './rules';

/** A card of the 52-card pack: what the joker can stand for (rules/cooncan.txt: "The joker may be called anything the holder chooses"). */
export type PackCard = Exclude<CardId, typeof JOKER>;

/**
 * One card of a layout: a card of the pack, or the joker with the card it stands for
 * (rules/cooncan.txt: "The joker may be called anything the holder chooses").
 */
export interface MeldCard {
	readonly card: CardId;
	/** For the joker only: the card it stands for. */
	readonly joker?: PackCard;
}

/** The two kinds of combination (rules/cooncan.txt: "in sequence and suit, or in triplets or fours"). */
export type MeldKind = 'sequence' | 'set';

/** A valid meld as the referee read it: a valid sequence or a valid set. */
export interface ValidMeld {
	readonly ok: true;
	readonly kind: MeldKind;
	/** The cards as they read in the meld (the joker replaced by what it stands for): a sequence from its low end up, a set in suit order. */
	readonly cards: readonly PackCard[];
	/** Where the joker sits in `cards`, or null without a joker. */
	readonly jokerAt: number | null;
	/** Whether a sequence uses the ace high (Q-K-A); false for sets and low or ace-less sequences. */
	readonly aceHigh: boolean;
	/** The verdict as explanation lines (`cooncan.meld-sequence` or `cooncan.meld-set`, then `cooncan.meld-joker`). */
	readonly lines: readonly ExplanationLine[];
}

/** The referee's answer: a valid meld, or the rules it breaks (why not). */
export type MeldCheck = ValidMeld | { readonly ok: false; readonly violations: readonly Violation[] };

/** A joker shift the rules allow (rules/cooncan.txt: "shifted once from one end of a sequence to the other"). */
export interface AllowedShift {
	readonly ok: true;
	/** The card the joker stood for. */
	readonly fromCard: PackCard;
	/** The card it stands for once moved to the other end. */
	readonly toCard: PackCard;
	/** The sequence after the shift, from its low end up. */
	readonly cards: readonly PackCard[];
	/** The verdict as an explanation line (`cooncan.joker-shift`). */
	readonly lines: readonly ExplanationLine[];
}

/** The referee's answer on a joker shift: allowed, or why not. */
export type ShiftCheck = AllowedShift | { readonly ok: false; readonly violations: readonly Violation[] };

/** Fewest cards in a combination (rules/cooncan.txt: "no combination of less than three cards being allowed"). */
export const MIN_MELD = 3;
/** Most cards in a set: one pack has four of each rank (RULES-NOTES Cooncan "Melds": "3-4 of one rank"). */
export const MAX_SET = 4;
/** Most cards a combination can have: a whole suit in sequence (one pack, 13 ranks). Longer layouts are rejected unread. */
export const MAX_MELD = 13;
const SUIT_ORDER: readonly Suit[] = ['S', 'H', 'D', 'C'];

interface Resolved {
	readonly card: PackCard;
	readonly rank: Rank;
	readonly suit: Suit;
	readonly isJoker: boolean;
}

/** Position of a rank with the ace low (A = 1 … K = 13) or high (2 = 2 … A = 14). */
function position(rank: Rank, aceHigh: boolean): number {
	return rank === 'A' && aceHigh ? 14 : RANKS.indexOf(rank) + 1;
}

function rankAt(position: number): Rank | null {
	if (position === 14) return 'A';
	return RANKS[position - 1] ?? null;
}

/** Whether positions (sorted ascending) follow each other with no gap. */
function consecutive(sorted: readonly number[]): boolean {
	return sorted.every((p, i) => i === 0 || p === (sorted[i - 1] ?? 0) + 1);
}

/** Whether ranks would be consecutive going round the corner (…Q-K-A-2-3…). */
function consecutiveRound(positions: readonly number[]): boolean {
	const sorted = [...positions].sort((a, b) => a - b);
	let breaks = 0;
	for (let i = 0; i < sorted.length; i++) {
		const here = sorted[i] ?? 0;
		const next = i + 1 < sorted.length ? (sorted[i + 1] ?? 0) : (sorted[0] ?? 0) + 13;
		if (next !== here + 1) breaks++;
	}
	return breaks <= 1;
}

/**
 * Reads the layout's entries; returns the resolved cards or the entry-level violations
 * (not a card, the joker without its card, a joker the match does not have, two jokers, a
 * plain card claiming to stand for another).
 */
function readLayout(cards: readonly unknown[], pack: PackRules): { resolved: Resolved[]; out: Violation[] } {
	const resolved: Resolved[] = [];
	const out: Violation[] = [];
	let jokers = 0;
	cards.forEach((entry, i) => {
		const field = `cards.${i}`;
		if (!isRecord(entry)) {
			out.push(cooncanIds.violation('cooncan.meld-shape', field));
			return;
		}
		const { card, joker } = entry;
		if (card === JOKER) {
			jokers++;
			if (pack.jokers === 0) out.push(cooncanIds.violation('cooncan.meld-no-joker', `${field}.card`));
			else if (jokers > pack.jokers) out.push(cooncanIds.violation('cooncan.meld-joker-twice', `${field}.card`));
			if (joker === undefined || joker === null) {
				out.push(cooncanIds.violation('cooncan.meld-joker-unnamed', `${field}.joker`));
				return;
			}
			const parsed = parseCard(joker);
			if (!parsed || !isPackCard(joker)) {
				out.push(cooncanIds.violation('cooncan.meld-not-a-card', `${field}.joker`));
				return;
			}
			if (!pack.ranks.includes(parsed.rank))
				out.push(cooncanIds.violation('cooncan.meld-not-in-pack', `${field}.joker`, { card: joker }));
			resolved.push({ card: joker, rank: parsed.rank, suit: parsed.suit, isJoker: true });
			return;
		}
		const parsed = parseCard(card);
		if (!parsed || !isPackCard(card)) {
			out.push(cooncanIds.violation('cooncan.meld-not-a-card', `${field}.card`));
			return;
		}
		if (joker !== undefined && joker !== null)
			out.push(cooncanIds.violation('cooncan.meld-not-joker', `${field}.joker`));
		if (!pack.ranks.includes(parsed.rank))
			out.push(cooncanIds.violation('cooncan.meld-not-in-pack', `${field}.card`, { card }));
		resolved.push({ card, rank: parsed.rank, suit: parsed.suit, isJoker: false });
	});
	return { resolved, out };
}

/**
 * Referees a layout (rules/cooncan.txt "laying them out in sequence and
 * suit, or in triplets or fours, no combination of less than three cards"; RULES-NOTES Cooncan
 * "Melds": "sequence of 3+ in one suit (ace high or low, never K-A-2), or 3-4 of one rank. The
 * joker stands for any card"). `config` is the match's config (only `joker` matters; read with
 * the game's defaults). `seatCount` picks the pack (docs/cooncan-variants.md "Melds"): for two,
 * the forty cards ace to ten and no joker; for four or five, the double pack, where a set may hold
 * the same card twice and a layout both jokers. The order of the entries does not matter. Never
 * throws.
 *
 * Codes: `cooncan.meld-shape`, `cooncan.meld-too-long` {count, max}, `cooncan.meld-not-a-card`, `cooncan.meld-no-joker`,
 * `cooncan.meld-joker-twice`, `cooncan.meld-joker-unnamed`, `cooncan.meld-not-joker`,
 * `cooncan.meld-duplicate-card` {card}, `cooncan.meld-too-short` {count, min},
 * `cooncan.meld-five-of-rank` {count, max}, `cooncan.meld-mixed-suits`, `cooncan.meld-gap` {suit},
 * `cooncan.meld-wrap`.
 */
export function validateMeld(cards: unknown, config?: unknown, seatCount: number = SEATS): MeldCheck {
	const pack = packRules(config, seatCount);
	if (!Array.isArray(cards)) return { ok: false, violations: [cooncanIds.violation('cooncan.meld-shape', 'cards')] };
	if (cards.length > MAX_MELD)
		return {
			ok: false,
			violations: [cooncanIds.violation('cooncan.meld-too-long', 'cards', { count: cards.length, max: MAX_MELD })]
		};
	const { resolved, out } = readLayout(cards, pack);
	if (cards.length < MIN_MELD)
		out.push(cooncanIds.violation('cooncan.meld-too-short', 'cards', { count: cards.length, min: MIN_MELD }));
	if (out.length > 0) return { ok: false, violations: out };

	// The same card twice: one pack holds each card once (RULES-NOTES Cooncan "Checks"); the
	// double pack twice, and only a set can hold both (a sequence has one card of each rank),
	// beside any joker called that card.
	const firstRank = resolved[0]?.rank;
	const isSet = resolved.every((r) => r.rank === firstRank);
	const sameCard = isSet ? pack.sameCard : 1;
	const seen = new Map<string, number>();
	const order = resolved.map((r, i) => ({ r, i })).sort((a, b) => Number(a.r.isJoker) - Number(b.r.isJoker));
	for (const { r, i } of order) {
		// Foster: the joker may be called a card "even if a player holds both" copies of it.
		if (r.isJoker && sameCard > 1) continue;
		const times = seen.get(r.card) ?? 0;
		if (times >= sameCard)
			out.push(
				cooncanIds.violation('cooncan.meld-duplicate-card', r.isJoker ? `cards.${i}.joker` : `cards.${i}.card`, {
					card: r.card
				})
			);
		seen.set(r.card, times + 1);
	}
	if (isSet && resolved.length > MAX_SET)
		out.push(cooncanIds.violation('cooncan.meld-five-of-rank', 'cards', { count: resolved.length, max: MAX_SET }));
	if (out.length > 0) return { ok: false, violations: out };

	const jokerLine = resolved
		.filter((r) => r.isJoker)
		.map((r) => cooncanIds.line('cooncan.meld-joker', { jokerCard: r.card }));

	if (isSet) {
		const sorted = [...resolved].sort((a, b) => SUIT_ORDER.indexOf(a.suit) - SUIT_ORDER.indexOf(b.suit));
		const index = sorted.findIndex((r) => r.isJoker);
		const ids = sorted.map((r) => r.card);
		return {
			ok: true,
			kind: 'set',
			cards: ids,
			jokerAt: index < 0 ? null : index,
			aceHigh: false,
			lines: [cooncanIds.line('cooncan.meld-set', { cards: ids.join(',') }), ...jokerLine]
		};
	}

	const suit = resolved[0]?.suit ?? 'S';
	if (!resolved.every((r) => r.suit === suit))
		return { ok: false, violations: [cooncanIds.violation('cooncan.meld-mixed-suits', 'cards')] };

	const low = resolved.map((r) => position(r.rank, false)).sort((a, b) => a - b);
	const high = resolved.map((r) => position(r.rank, true)).sort((a, b) => a - b);
	let aceHigh: boolean;
	if (consecutive(low)) aceHigh = false;
	else if (consecutive(high)) aceHigh = true;
	else if (consecutiveRound(low))
		return { ok: false, violations: [cooncanIds.violation('cooncan.meld-wrap', 'cards')] };
	else return { ok: false, violations: [cooncanIds.violation('cooncan.meld-gap', 'cards', { suit })] };

	const sorted = [...resolved].sort((a, b) => position(a.rank, aceHigh) - position(b.rank, aceHigh));
	const index = sorted.findIndex((r) => r.isJoker);
	const ids = sorted.map((r) => r.card);
	return {
		ok: true,
		kind: 'sequence',
		cards: ids,
		jokerAt: index < 0 ? null : index,
		aceHigh,
		lines: [cooncanIds.line('cooncan.meld-sequence', { cards: ids.join(','), suit }), ...jokerLine]
	};
}

/**
 * Whether the joker of a layout may be shifted to the other end of its sequence
 * (rules/cooncan.txt: "The joker may be shifted once from one end of a sequence to the
 * other … but not again, and it can never be shifted from the interior of a sequence").
 * `shiftsAlreadyMade` is how many times this joker has already been shifted. Never throws.
 *
 * Codes: those of `validateMeld`; `core.not-a-number`, `core.not-whole`, `core.out-of-range`
 * (field `shifts`); `cooncan.shift-no-joker`, `cooncan.shift-in-set`,
 * `cooncan.shift-from-middle`, `cooncan.shift-used`, `cooncan.shift-no-room`.
 */
export function canShiftJoker(
	meld: unknown,
	shiftsAlreadyMade: unknown,
	config?: unknown,
	seatCount: number = SEATS
): ShiftCheck {
	const shifts = shiftsAlreadyMade;
	if (typeof shifts !== 'number' || !Number.isFinite(shifts))
		return { ok: false, violations: [cooncanIds.violation('core.not-a-number', 'shifts')] };
	if (!Number.isInteger(shifts)) return { ok: false, violations: [cooncanIds.violation('core.not-whole', 'shifts')] };
	if (shifts < 0)
		return { ok: false, violations: [cooncanIds.violation('core.out-of-range', 'shifts', { min: 0, max: 1 })] };

	const check = validateMeld(meld, config, seatCount);
	if (!check.ok) return check;
	const at = check.jokerAt;
	if (at === null) return { ok: false, violations: [cooncanIds.violation('cooncan.shift-no-joker', 'cards')] };
	if (check.kind === 'set') return { ok: false, violations: [cooncanIds.violation('cooncan.shift-in-set', 'cards')] };
	const last = check.cards.length - 1;
	if (at !== 0 && at !== last)
		return { ok: false, violations: [cooncanIds.violation('cooncan.shift-from-middle', 'cards')] };
	if (shifts >= 1) return { ok: false, violations: [cooncanIds.violation('cooncan.shift-used', 'shifts', { shifts })] };

	const fromCard = check.cards[at];
	const rest = check.cards.filter((_, i) => i !== at);
	const lowEnd = rest[0];
	const highEnd = rest[rest.length - 1];
	const lowParsed = parseCard(lowEnd);
	const highParsed = parseCard(highEnd);
	if (!fromCard || !lowParsed || !highParsed)
		return { ok: false, violations: [cooncanIds.violation('cooncan.meld-shape', 'cards')] };
	// Moving from the low end goes one above the high end, and the other way round.
	const target = at === 0 ? position(highParsed.rank, check.aceHigh) + 1 : position(lowParsed.rank, check.aceHigh) - 1;
	const rank = target >= 1 && target <= 14 ? rankAt(target) : null;
	const present = rest.some((c) => parseCard(c)?.rank === rank);
	if (rank === null || present)
		return { ok: false, violations: [cooncanIds.violation('cooncan.shift-no-room', 'cards')] };
	const toCard = `${rank}${lowParsed.suit}` as PackCard;
	const cards = at === 0 ? [...rest, toCard] : [toCard, ...rest];
	return { ok: true, fromCard, toCard, cards, lines: [cooncanIds.line('cooncan.joker-shift', { fromCard, toCard })] };
}
