/**
 * The Cozen deck tracker: per deck what is left at home, what the other jail holds of it, the
 * victory points at stake, and the exact chance that a fresh 5-card hand holds a pair
 * (rules/cozen.txt "Strategy Tips": "a deck with a strong likelihood of drawing pairs, is a
 * strong deck"; RULES-NOTES Cozen "Deck tracker").
 */
import { isInt, isRecord } from '../../core/helpers';
import type { Violation } from '../../core/types';
import { COZEN_CARDS, cozenRank, isCozenCard, RANKS, type CozenCard, type CozenDeck } from '../../cards/cards';
import type { CozenSeatCard } from './input';
import { ids } from './rules';
import { sideOfSeat } from './sides';
import { emptyCozenDeck, type CozenState } from './state';
import { copiesPerDeck, totalVictoryPoints } from './victory-points';

/** Cards in a hand at the start of a round (rules/cozen.txt "Hand Setup": "drawing a hand of 5 cards"). */
export const FRESH_HAND = 5;

/** Odds that a fresh hand from a deck holds at least one pair, exact. */
export interface PairOdds {
	/** Cards in the deck. */
	readonly cards: number;
	/** Cards drawn: 5, or the whole deck when fewer are left. */
	readonly handSize: number;
	/** Every possible hand (binomial coefficient). */
	readonly hands: number;
	/** Hands with at least one pair. */
	readonly pairHands: number;
	/** pairHands / hands, reduced. */
	readonly numerator: number;
	readonly denominator: number;
	readonly probability: number;
}

/** `pairOdds`'s answer: the odds, or why the deck is not a deck. */
export type PairOddsResult =
	({ readonly ok: true } & PairOdds) | { readonly ok: false; readonly violations: readonly Violation[] };

function choose(n: number, k: number): number {
	if (k < 0 || k > n) return 0;
	let r = 1;
	for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
	return Math.round(r);
}

function gcd(a: number, b: number): number {
	return b === 0 ? a : gcd(b, a % b);
}

/** Reads an untrusted deck: every card kind a whole count from 0 to its copies per deck. */
export function readDeck(raw: unknown, field = 'deck'): { deck: CozenDeck | null; violations: Violation[] } {
	if (!isRecord(raw)) return { deck: null, violations: [ids.violation('cozen.malformed', field)] };
	const out: Violation[] = [];
	const deck: Record<CozenCard, number> = emptyCozenDeck() as Record<CozenCard, number>;
	for (const card of COZEN_CARDS) {
		const n = raw[card];
		if (!isInt(n) || n < 0 || n > copiesPerDeck(card))
			out.push(ids.violation('core.out-of-range', `${field}.${card}`, { min: 0, max: copiesPerDeck(card) }));
		else deck[card] = n;
	}
	return out.length > 0 ? { deck: null, violations: out } : { deck, violations: [] };
}

/**
 * The exact odds that a fresh hand drawn from `deck` holds at least one pair: two cards of one
 * rank, the marked king pairing with the plain king (rules/cozen.txt "PAIRS", "Strategy Tips").
 * Hands without a pair pick `handSize` distinct ranks and one copy of each: the elementary
 * symmetric sum of the rank counts. Never throws: a malformed deck comes back as violations.
 */
export function pairOdds(deck: unknown): PairOddsResult {
	const read = readDeck(deck);
	if (read.deck === null) return { ok: false, violations: read.violations };
	const d = read.deck;
	const byRank = RANKS.map((rank) => COZEN_CARDS.filter((c) => cozenRank(c) === rank).reduce((n, c) => n + d[c], 0));
	const cards = byRank.reduce((n, m) => n + m, 0);
	const handSize = Math.min(FRESH_HAND, cards);
	// e[k]: ways to pick k distinct ranks and one card of each.
	const e: number[] = Array.from({ length: handSize + 1 }, (_, k) => (k === 0 ? 1 : 0));
	for (const m of byRank) for (let k = handSize; k >= 1; k--) e[k] = e[k]! + e[k - 1]! * m;
	const hands = choose(cards, handSize);
	const pairHands = hands - (e[handSize] ?? 0);
	const g = pairHands === 0 ? hands : gcd(pairHands, hands);
	return {
		ok: true,
		cards,
		handSize,
		hands,
		pairHands,
		numerator: pairHands / g,
		denominator: hands / g,
		probability: pairHands / hands
	};
}

/**
 * The probability (0..1) that a fresh 5-card hand from `deck` holds at least one pair (see
 * `pairOdds` for the exact fraction). NaN when `deck` is not a Cozen deck.
 */
export function pairProbability(deck: CozenDeck): number {
	const odds = pairOdds(deck);
	return odds.ok ? odds.probability : Number.NaN;
}

/** What the tracker shows for one player's deck. */
export interface DeckTracker {
	readonly seat: number;
	/** The colour (score column) the seat plays. */
	readonly column: 0 | 1;
	/** Cards at home: the deck minus its cards in the other jail minus its face-up stakes on the table. */
	readonly deck: CozenDeck;
	/** Number of cards at home. */
	readonly left: number;
	/** Its initial face-up stakes still on the table after a round without captures. */
	readonly onTable: readonly CozenCard[];
	/** Its cards in the other colour's jail, and their victory points. */
	readonly lost: CozenDeck;
	readonly lostCount: number;
	readonly lostPoints: number;
	/** The jail of the seat's colour: the opposing cards it captured, and their victory points. */
	readonly jail: readonly CozenSeatCard[];
	readonly jailPoints: number;
	/** Odds of a pair in a fresh hand from what is at home (rules/cozen.txt "Strategy Tips"). */
	readonly pairs: PairOdds;
}

/** `deckTracker`'s answer. */
export type DeckTrackerResult =
	| { readonly ok: true; readonly tracker: DeckTracker }
	| { readonly ok: false; readonly violations: readonly Violation[] };

function deckCards(deck: CozenDeck): CozenCard[] {
	return COZEN_CARDS.flatMap((c) => Array.from({ length: deck[c] ?? 0 }, () => c));
}

/** The cards of a colour's jail: every opposing seat's lost cards (rules/cozen.txt "Won cards go to that player's jail"). */
export function jailContents(state: CozenState, column: 0 | 1): CozenSeatCard[] {
	const teams = state.lost.length === 4;
	return state.lost.flatMap((lost, owner) =>
		sideOfSeat(owner, teams) === column ? [] : deckCards(lost).map((card) => ({ owner, card }))
	);
}

/**
 * The deck tracker for one seat (RULES-NOTES Cozen
 * "Deck tracker": "a deck is its 26 cards minus its cards in the other jail and minus its
 * face-up stakes still on the table"). Never throws: an unknown seat comes back as a violation.
 */
export function deckTracker(state: CozenState, seat: number): DeckTrackerResult {
	const home = isRecord(state) && Array.isArray(state.decks) && isInt(seat) ? state.decks[seat] : undefined;
	const lostDeck = home && Array.isArray(state.lost) ? state.lost[seat] : undefined;
	const count = isRecord(state) && Array.isArray(state.decks) ? state.decks.length : 0;
	if (!home || !lostDeck)
		return {
			ok: false,
			violations: [ids.violation('core.out-of-range', 'seat', { min: 0, max: Math.max(0, count - 1) })]
		};
	const odds = pairOdds(home);
	const lostOdds = readDeck(lostDeck);
	if (!odds.ok || lostOdds.deck === null)
		return { ok: false, violations: odds.ok ? lostOdds.violations : odds.violations };
	const column = sideOfSeat(seat, count === 4);
	const jail = jailContents(state, column);
	const lostList = deckCards(lostDeck);
	const { ok: _ok, ...pairs } = odds;
	return {
		ok: true,
		tracker: {
			seat,
			column,
			deck: home,
			left: odds.cards,
			onTable: (Array.isArray(state.table) ? state.table : []).filter((s) => s.owner === seat).map((s) => s.card),
			lost: lostDeck,
			lostCount: lostList.length,
			lostPoints: totalVictoryPoints(lostList),
			jail,
			jailPoints: totalVictoryPoints(jail.map((c) => c.card)),
			pairs
		}
	};
}

/**
 * What a card picker may offer for a seat's deck: only the ranks still in that deck (never a
 * third 7, never a jailed card; RULES-NOTES Cozen "Checks"). `reveal`: cards played this round
 * come from home; `jails`: jail contents may also be the seat's face-up stakes carried on the
 * table (picked from what the other deck still holds). An unknown seat offers nothing.
 */
export function availableCards(state: CozenState, seat: number, mode: 'reveal' | 'jails' = 'reveal'): CozenDeck {
	const out = emptyCozenDeck() as Record<CozenCard, number>;
	const home = isRecord(state) && Array.isArray(state.decks) && isInt(seat) ? state.decks[seat] : undefined;
	if (!home) return out;
	for (const c of COZEN_CARDS) out[c] = isInt(home[c]) ? home[c] : 0;
	const table: readonly unknown[] = mode === 'jails' && Array.isArray(state.table) ? state.table : [];
	for (const s of table) if (isRecord(s) && s.owner === seat && isCozenCard(s.card)) out[s.card] += 1;
	return out;
}
