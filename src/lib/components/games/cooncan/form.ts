/**
 * Cooncan's deal form and its conversions. The form keeps what the
 * scorer did: who went out or that the pack ran out, and for every seat both the tapped cards and
 * the typed count, so switching a hand between "cards" and "count" (or changing who went out)
 * loses nothing. `toInput` turns it into the engine's `CooncanInput`, leaving anything half-typed
 * for `validate` to reject with a violation.
 */
import { isRecord } from '$lib/engine/core/helpers';
import type { MatchSetup, Violation } from '$lib/engine/core/types';
import type { InputDraft } from '../types';
import {
	maxHandCount,
	parseConfig,
	SEATS,
	type CooncanConfig,
	type CooncanHand,
	type CooncanInput
} from '$lib/engine/games/cooncan/index';

/** How a loser's hand is entered: card by card (explains itself) or as a typed count (faster). */
export type HandMode = 'cards' | 'count';

/** One seat's hand as entered. */
export interface HandForm {
	mode: HandMode;
	/** Cards tapped, in tap order (`JK` for the joker). */
	cards: string[];
	/** The count as typed. */
	count: string;
}

/** The whole deal form. */
export interface CooncanForm {
	/** The pack ran out with nobody out (then `winner` and `hands` are kept but not sent). */
	ranOut: boolean;
	/** Who went out, or null while nobody is chosen. */
	winner: number | null;
	/** One entry per seat (the winner's is kept but not sent). */
	hands: HandForm[];
}

/** A blank hand, entered card by card. */
export function blankHand(): HandForm {
	return { mode: 'cards', cards: [], count: '' };
}

/** A blank deal at a table of `seatCount`: nobody chosen yet, every hand empty. */
export function blankForm(seatCount: number = SEATS): CooncanForm {
	return { ranOut: false, winner: null, hands: Array.from({ length: seatCount }, blankHand) };
}

/** The seats of a form (one hand each), whatever a restored draft holds. */
function seatsOf(form: unknown): number {
	return isRecord(form) && Array.isArray(form.hands) ? form.hands.length : SEATS;
}

/** The match's config, read with the game's defaults. */
export function configOf(setup: MatchSetup<unknown> | undefined): CooncanConfig {
	return parseConfig(setup?.config);
}

/**
 * Reads a typed count: '' is missing (null), a number becomes a number, anything else stays text
 * (the engine rejects it as "not a number"). A typographic minus counts as a minus.
 */
export function parseCount(text: unknown): number | string | null {
	if (typeof text !== 'string') return null;
	const clean = text.trim().replace(',', '.').replace('−', '-');
	if (clean === '') return null;
	return /^[-+]?\d+(\.\d+)?$/.test(clean) ? Number(clean) : clean;
}

/** A seat's hand of the form, whatever a restored draft holds. */
export function handOf(form: unknown, seat: number): HandForm {
	const hands = isRecord(form) && Array.isArray(form.hands) ? form.hands : [];
	const hand: unknown = hands[seat];
	if (!isRecord(hand)) return blankHand();
	return {
		mode: hand.mode === 'count' ? 'count' : 'cards',
		cards: Array.isArray(hand.cards) ? hand.cards.filter((c): c is string => typeof c === 'string') : [],
		count: typeof hand.count === 'string' ? hand.count : ''
	};
}

/** A loser's hand as the engine reads it; null when nothing is entered (the engine says it is required). */
function handInput(hand: HandForm): InputDraft<CooncanHand> {
	if (hand.mode === 'cards') return { cards: [...hand.cards] };
	const count = parseCount(hand.count);
	return count === null ? null : { count };
}

/** The engine input for the form; never throws, whatever the form holds. */
export function toInput(form: unknown): InputDraft<CooncanInput> {
	if (!isRecord(form)) return { kind: 'out', winner: null, hands: null };
	if (form.ranOut === true) return { kind: 'pack-ran-out' };
	const winner = form.winner;
	const hands = Array.from({ length: seatsOf(form) }, (_, seat) =>
		seat === winner ? null : handInput(handOf(form, seat))
	);
	return { kind: 'out', winner: typeof winner === 'number' ? winner : null, hands };
}

/** A form filled from a stored input, for editing a past deal at a table of `seatCount`. */
export function fromInput(input: unknown, seatCount: number = SEATS): CooncanForm {
	const form = blankForm(seatCount);
	if (!isRecord(input)) return form;
	if (input.kind === 'pack-ran-out') return { ...form, ranOut: true };
	form.winner = typeof input.winner === 'number' ? input.winner : null;
	const hands = Array.isArray(input.hands) ? input.hands : [];
	form.hands = form.hands.map((blank, seat) => {
		const hand: unknown = hands[seat];
		if (!isRecord(hand)) return blank;
		if (Array.isArray(hand.cards))
			return { ...blank, cards: hand.cards.filter((c): c is string => typeof c === 'string') };
		if (hand.count !== undefined && hand.count !== null) return { ...blank, mode: 'count', count: String(hand.count) };
		return blank;
	});
	return form;
}

/** The seats that did not go out, in seat order (empty while nobody is chosen or the pack ran out). */
export function losers(form: CooncanForm): number[] {
	if (form.ranOut || form.winner === null) return [];
	return Array.from({ length: seatsOf(form) }, (_, seat) => seat).filter((seat) => seat !== form.winner);
}

/** The cards entered in the other losers' hands, which this seat's picker must not offer. */
export function takenElsewhere(form: CooncanForm, seat: number): Set<string> {
	return new Set(copiesTaken(form, seat).keys());
}

/** How often each card is entered in the other losers' hands: with two packs, this seat's picker offers the copies left. */
export function copiesTaken(form: CooncanForm, seat: number): Map<string, number> {
	const taken = new Map<string, number>();
	for (const other of losers(form)) {
		const hand = handOf(form, other);
		if (other !== seat && hand.mode === 'cards')
			for (const card of hand.cards) taken.set(card, (taken.get(card) ?? 0) + 1);
	}
	return taken;
}

const key = (v: Violation) => `${v.code}|${v.field ?? ''}`;

/** Mistakes that are wrong whatever is entered next, so they are shown while typing. */
const DEFINITE = new Set([
	'cooncan.too-many-cards',
	'cooncan.no-joker',
	'cooncan.joker-twice',
	'cooncan.duplicate-card',
	'cooncan.not-a-card',
	'cooncan.not-in-pack',
	'cooncan.copies-used',
	'core.not-a-number',
	'core.not-whole'
]);

/**
 * The violations to show beside the fields: those of the last save attempt that the current entry
 * still has (fixed ones disappear at once), plus the current definite mistakes (an eighth card, a
 * negative or impossible count), which show while typing. A count that may still grow into a valid
 * one (a "1" on its way to "15") is not flagged before saving.
 */
export function shownViolations(
	live: readonly Violation[],
	saved: readonly Violation[],
	form: CooncanForm,
	config: CooncanConfig,
	seatCount: number = SEATS
): Violation[] {
	const savedKeys = new Set(saved.map(key));
	const max = maxHandCount(config, seatCount);
	return live.filter((v) => {
		if (savedKeys.has(key(v)) || DEFINITE.has(v.code)) return true;
		if (v.code !== 'core.out-of-range' || !v.field?.endsWith('.count')) return false;
		const seat = Number(v.field.split('.')[1]);
		const count = parseCount(handOf(form, seat).count);
		return typeof count === 'number' && (count < 0 || count > max);
	});
}
