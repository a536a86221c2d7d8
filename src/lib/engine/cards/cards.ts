/**
 * The card model shared by the games: the French-suited 52-card pack and its joker, Coinche's
 * 32-card pack, Cozen's one-colour 26-card decks (two of each rank, one marked king) and
 * KooseKort's value cards (-3..11 and Wild). Cards are short strings so inputs stay plain JSON:
 * `"10H"`, `"AS"`, `"JK"` (the joker); Cozen cards are ranks (`"7"`, `"K"`) with `"K*"` for the
 * marked king; KooseKort cards are numbers or `"W"`.
 */

/** Suits, in the order card grids show them. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from ace to king (the order of a printed pack). */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/** A card of the 52-card pack, `${rank}${suit}`, or the joker. */
export type CardId = `${Rank}${Suit}` | typeof JOKER;
export const JOKER = 'JK' as const;

/** Red suits; the others are black. */
export function isRed(suit: Suit): boolean {
	return suit === 'H' || suit === 'D';
}

/** Splits a card id into rank and suit; `null` for the joker or anything malformed. */
export function parseCard(id: unknown): { rank: Rank; suit: Suit } | null {
	if (typeof id !== 'string' || id.length < 2 || id.length > 3) return null;
	const suit = id.slice(-1) as Suit;
	const rank = id.slice(0, -1) as Rank;
	if (!SUITS.includes(suit) || !RANKS.includes(rank)) return null;
	return { rank, suit };
}

/** Whether a value is a card id of the 52-card pack (jokers excluded). */
export function isPackCard(id: unknown): id is Exclude<CardId, typeof JOKER> {
	return parseCard(id) !== null;
}

/** Builds a card id. */
export function cardId(rank: Rank, suit: Suit): CardId {
	return `${rank}${suit}`;
}

/** The 52-card pack, suit by suit, ace to king. */
export function fullPack(): CardId[] {
	return SUITS.flatMap((suit) => RANKS.map((rank) => cardId(rank, suit)));
}

/** Coinche's ranks (the pack without 2-6). */
export const PIQUET_RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const satisfies readonly Rank[];

/** Coinche's 32-card pack, suit by suit, 7 to ace. */
export function piquetPack(): CardId[] {
	return SUITS.flatMap((suit) => PIQUET_RANKS.map((rank) => cardId(rank, suit)));
}

/** Rank order with the ace high (2 = 2 … K = 13, A = 14), for buying and comparing. */
export function rankHigh(rank: Rank): number {
	return rank === 'A' ? 14 : RANKS.indexOf(rank) + 1;
}

/** Rank order with the ace low (A = 1 … K = 13). */
export function rankLow(rank: Rank): number {
	return RANKS.indexOf(rank) + 1;
}

/** Counts occurrences of each id; used to find a card entered twice. */
export function countCards<T extends string | number>(cards: readonly T[]): Map<T, number> {
	const counts = new Map<T, number>();
	for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
	return counts;
}

/** The ids that occur more often than `limit` times (once per pack in play). */
export function overused<T extends string | number>(cards: readonly T[], limit = 1): T[] {
	return [...countCards(cards)].filter(([, n]) => n > limit).map(([card]) => card);
}

// ---------------------------------------------------------------- Cozen decks

/** A Cozen card: a rank, or the marked king `K*`. Suits only colour the deck. */
export type CozenCard = Rank | 'K*';
export const MARKED_KING = 'K*' as const;
/** Every Cozen card kind, in deck order. */
export const COZEN_CARDS: readonly CozenCard[] = [...RANKS, MARKED_KING];

/** Whether a value is a Cozen card. */
export function isCozenCard(value: unknown): value is CozenCard {
	return typeof value === 'string' && (COZEN_CARDS as readonly string[]).includes(value);
}

/** A Cozen deck as counts per card: 26 cards, two of each rank except one plain and one marked king. */
export type CozenDeck = Readonly<Record<CozenCard, number>>;

/** A full 26-card Cozen deck. */
export function fullCozenDeck(): CozenDeck {
	const deck = Object.fromEntries(COZEN_CARDS.map((c) => [c, 2])) as Record<CozenCard, number>;
	deck.K = 1;
	deck[MARKED_KING] = 1;
	return deck;
}

/** Cards in a Cozen deck. */
export function cozenDeckSize(deck: CozenDeck): number {
	return COZEN_CARDS.reduce((n, c) => n + deck[c], 0);
}

/** The rank a Cozen card plays as (the marked king is a king). */
export function cozenRank(card: CozenCard): Rank {
	return card === MARKED_KING ? 'K' : card;
}

// ---------------------------------------------------------------- KooseKort values

/** KooseKort's wild card. */
export const WILD = 'W' as const;
/** A KooseKort board card: a value from -3 to 11, or Wild. */
export type KooseValue = number | typeof WILD;
export const KOOSE_MIN = -3;
export const KOOSE_MAX = 11;
/** Every KooseKort card face, in pad order. */
export const KOOSE_VALUES: readonly KooseValue[] = [
	...Array.from({ length: KOOSE_MAX - KOOSE_MIN + 1 }, (_, i) => KOOSE_MIN + i),
	WILD
];

/** Whether a value is a KooseKort card face. */
export function isKooseValue(value: unknown): value is KooseValue {
	return (
		value === WILD || (Number.isInteger(value) && (value as number) >= KOOSE_MIN && (value as number) <= KOOSE_MAX)
	);
}
