/**
 * Coosner's round form and its conversions. The form keeps what the scorer typed (count text as
 * typed, advisors in tap order, both puppy entries so switching mode loses nothing); `toInput`
 * turns it into the engine's `CoosnerInput`, leaving anything half-typed for `validate` to reject.
 */
import { isPackCard, parseCard, SUITS, type Suit } from '$lib/engine/cards/cards';
import { isRecord } from '$lib/engine/core/helpers';
import type { MatchSetup } from '$lib/engine/core/types';
import {
	packsFor,
	parseCoosnerConfig,
	SUIT_SIZE,
	type CoosnerAdvisor,
	type CoosnerConfig,
	type CoosnerHand,
	type CoosnerInput
} from '$lib/engine/games/coosner/index';

/** How a player's puppies are entered: counts per suit (the default, fastest) or card by card. */
export type PuppyMode = 'counts' | 'cards';

/** One player's part of the form. */
export interface PlayerForm {
	/** Advisor cards in the order they were tapped (a card twice only with two packs). */
	advisors: string[];
	/** Declared ace wishes ('declared' ace rule), keyed by `aceKey`. */
	aces: Record<string, 1 | 4>;
	mode: PuppyMode;
	/** Puppy counts as typed, per suit ('' = none). */
	counts: Record<Suit, string>;
	/** Puppy cards, when entered card by card. */
	cards: string[];
}

/** The whole round form: one entry per seat. */
export interface CoosnerForm {
	players: PlayerForm[];
}

/** A blank player entry. */
export function blankPlayer(): PlayerForm {
	return { advisors: [], aces: {}, mode: 'counts', counts: { S: '', H: '', D: '', C: '' }, cards: [] };
}

/** A blank form for `seatCount` players. */
export function blankForm(seatCount: number): CoosnerForm {
	return { players: Array.from({ length: Math.max(0, seatCount) }, blankPlayer) };
}

/** The key of advisor `j`'s ace wish: its card and which copy of it this is (`AS#1`, `AS#2`). */
export function aceKey(advisors: readonly string[], j: number): string {
	const card = advisors[j] ?? '';
	const copy = advisors.slice(0, j + 1).filter((c) => c === card).length;
	return `${card}#${copy}`;
}

/** Whether a card is an ace. */
export function isAce(card: string): boolean {
	return parseCard(card)?.rank === 'A';
}

/** Count text → number; '' is "none" (null); anything else stays text for the engine to reject. */
export function parseCount(text: unknown): number | string | null {
	if (typeof text === 'number') return text;
	if (typeof text !== 'string') return null;
	const clean = text.trim().replace(',', '.').replace('−', '-');
	if (clean === '') return null;
	return /^[-+]?\d+(\.\d+)?$/.test(clean) ? Number(clean) : clean;
}

/** The count a stepper starts from: the typed whole number, else 0. */
export function countValue(text: unknown): number {
	const n = parseCount(text);
	return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

function strings(value: unknown): string[] {
	return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** One player's hand as the engine reads it (never throws on a malformed form). */
export function handInput(player: unknown): CoosnerHand {
	const p = isRecord(player) ? player : {};
	const advisors = strings(p.advisors);
	const aces = isRecord(p.aces) ? p.aces : {};
	const counts = isRecord(p.counts) ? p.counts : {};
	const hand = {
		advisors: advisors.map((card, j): CoosnerAdvisor => {
			const wish = aces[aceKey(advisors, j)];
			return (isAce(card) && (wish === 1 || wish === 4) ? { card, aceWants: wish } : { card }) as CoosnerAdvisor;
		}),
		puppies:
			p.mode === 'cards'
				? { cards: strings(p.cards) }
				: {
						counts: Object.fromEntries(
							SUITS.flatMap((s) => {
								const n = parseCount(counts[s]);
								return n === null ? [] : [[s, n]];
							})
						)
					}
	};
	return hand as CoosnerHand;
}

/** The round input (the engine rejects what is wrong or half-typed). */
export function toInput(form: unknown): CoosnerInput {
	const players = isRecord(form) && Array.isArray(form.players) ? form.players : [];
	return { players: players.map(handInput) };
}

/** A form filled from a stored round, for editing it. */
export function fromInput(input: unknown, seatCount: number): CoosnerForm {
	const stored = isRecord(input) && Array.isArray(input.players) ? input.players : [];
	const form = blankForm(Math.max(seatCount, 0));
	form.players.forEach((player, seat) => {
		const hand: unknown = stored[seat];
		if (!isRecord(hand)) return;
		const list = Array.isArray(hand.advisors) ? hand.advisors : [];
		player.advisors = list.map((a: unknown) => (isRecord(a) && typeof a.card === 'string' ? a.card : ''));
		list.forEach((a: unknown, j) => {
			if (isRecord(a) && (a.aceWants === 1 || a.aceWants === 4)) player.aces[aceKey(player.advisors, j)] = a.aceWants;
		});
		player.advisors = player.advisors.filter((c) => c !== '');
		const puppies = isRecord(hand.puppies) ? hand.puppies : {};
		if (Array.isArray(puppies.cards)) {
			player.mode = 'cards';
			player.cards = strings(puppies.cards);
		}
		const counts = isRecord(puppies.counts) ? puppies.counts : {};
		for (const s of SUITS) {
			const n = counts[s];
			player.counts[s] = n === undefined || n === null || n === 0 ? '' : String(n);
		}
	});
	return form;
}

/** The config of a setup, read safely. */
export function configOf(setup: MatchSetup<unknown> | undefined): CoosnerConfig {
	return parseCoosnerConfig(setup?.config);
}

/** How often each card is used at the table: advisors of everyone, puppy cards of those entering cards. */
export function tableUses(form: CoosnerForm): Map<string, number> {
	const uses = new Map<string, number>();
	const add = (card: string) => uses.set(card, (uses.get(card) ?? 0) + 1);
	for (const p of form.players) {
		p.advisors.forEach(add);
		if (p.mode === 'cards') p.cards.forEach(add);
	}
	return uses;
}

/** How many more copies of `card` the packs still hold, not counting the `own` selection. */
export function copiesLeft(card: string, uses: Map<string, number>, own: readonly string[], seatCount: number): number {
	if (!isPackCard(card)) return 0;
	const mine = own.filter((c) => c === card).length;
	return Math.max(0, packsFor(seatCount) - ((uses.get(card) ?? 0) - mine));
}

/** Puppies a player entered, per suit (cards counted by suit; counts as typed, bad text as 0). */
export function puppyTotal(player: PlayerForm): number {
	if (player.mode === 'cards') return player.cards.length;
	return SUITS.reduce((n, s) => n + countValue(player.counts[s]), 0);
}

/**
 * Whether one more puppy of `suit` could still have been bought (the "+" stepper): the table is
 * below the purchase limit (RULES-NOTES Coosner "Sizes": min(pile, hand - 3)) and the packs still
 * hold a card of that suit that is neither an advisor nor a puppy already entered (RULES-NOTES
 * Coosner "Checks").
 */
export function puppyRoom(form: CoosnerForm, suit: Suit, seatCount: number, max: number): boolean {
	const total = form.players.reduce((n, p) => n + puppyTotal(p), 0);
	if (total >= max) return false;
	let used = 0;
	for (const p of form.players) {
		used += p.advisors.filter((card) => parseCard(card)?.suit === suit).length;
		used +=
			p.mode === 'cards' ? p.cards.filter((card) => parseCard(card)?.suit === suit).length : countValue(p.counts[suit]);
	}
	return used < packsFor(seatCount) * SUIT_SIZE;
}
