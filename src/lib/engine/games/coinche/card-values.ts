/**
 * Coinche's cards: the 32-card pack, the trump modes, card points and trick ranks under each mode
 * (rules/coinche.txt "Card Rankings and Values"; RULES-NOTES Coinche "Card points" and option
 * *trump mode*), and which card-point totals a team can actually hold in a deal.
 */
import { parseCard, PIQUET_RANKS, SUITS, type Suit } from '../../cards/cards';

/** A contract's trump: one suit, or no-trump / all-trump (RULES-NOTES Coinche option *trump mode*). */
export type TrumpMode = Suit | 'NT' | 'AT';
/** Every trump mode, suits first (RULES-NOTES Coinche option *trump mode*). */
export const TRUMP_MODES: readonly TrumpMode[] = [...SUITS, 'NT', 'AT'];

/** A rank of Coinche's pack: 7 to ace (rules/coinche.txt "SETUP": remove all cards 6 and below). */
export type CoincheRank = (typeof PIQUET_RANKS)[number];
/** A card of Coinche's 32-card pack, e.g. `"JH"`, `"10S"` (rules/coinche.txt "SETUP"). */
export type CoincheCard = `${CoincheRank}${Suit}`;

/** Points of the last trick, "dix de der" (rules/coinche.txt "The last trick is also worth 10 points"). */
export const LAST_TRICK_POINTS = 10;
/** Card points in the pack, 152 under every trump mode (RULES-NOTES Coinche "Card points"). */
export const PACK_POINTS = 152;
/** Card points of a whole deal, last trick included: 162 (RULES-NOTES Coinche "Card points"). */
export const DEAL_POINTS = PACK_POINTS + LAST_TRICK_POINTS;

/** Whether a value is a trump mode (RULES-NOTES Coinche option *trump mode*). */
export function isTrumpMode(value: unknown): value is TrumpMode {
	return typeof value === 'string' && (TRUMP_MODES as readonly string[]).includes(value);
}

/** Whether a value is a card of Coinche's 32-card pack (rules/coinche.txt "SETUP": 7 to ace only). */
export function isCoincheCard(value: unknown): value is CoincheCard {
	const parsed = parseCard(value);
	return parsed !== null && (PIQUET_RANKS as readonly string[]).includes(parsed.rank);
}

/** Splits a Coinche card into rank and suit (callers pass cards already checked with `isCoincheCard`). */
export function splitCard(card: CoincheCard): { rank: CoincheRank; suit: Suit } {
	const suit = card.slice(-1) as Suit;
	return { rank: card.slice(0, -1) as CoincheRank, suit };
}

type Table = Readonly<Record<CoincheRank, number>>;

/** Trump suit values (RULES-NOTES Coinche "Card points": J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 0, 7 0). */
const TRUMP_VALUES: Table = { J: 20, '9': 14, A: 11, '10': 10, K: 4, Q: 3, '8': 0, '7': 0 };
/** Other suits (RULES-NOTES Coinche "Card points": A 11, 10 10, K 4, Q 3, J 2, 9 8 7 0). */
const PLAIN_VALUES: Table = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };
/** No-trump, every suit (RULES-NOTES Coinche *trump mode*: A 19, 10 10, K 4, Q 3, J 2). */
const NO_TRUMP_VALUES: Table = { A: 19, '10': 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };
/** All-trump, every suit (RULES-NOTES Coinche *trump mode*: J 13, 9 9, A 7, 10 5, K 3, Q 1). */
const ALL_TRUMP_VALUES: Table = { J: 13, '9': 9, A: 7, '10': 5, K: 3, Q: 1, '8': 0, '7': 0 };

/** Trump order, low to high (rules/coinche.txt: "Jack (high), 9, Ace, 10, King, Queen, 8, and 7 (low)"). */
const TRUMP_ORDER: readonly CoincheRank[] = ['7', '8', 'Q', 'K', '10', 'A', '9', 'J'];
/** Plain order, low to high (rules/coinche.txt: "Ace (high), 10, King, Queen, Jack, 9, 8, and 7 (low)"). */
const PLAIN_ORDER: readonly CoincheRank[] = ['7', '8', '9', 'J', 'Q', 'K', '10', 'A'];

/**
 * Whether a card ranks as a trump: its suit is the trump suit, or every suit under all-trump
 * (RULES-NOTES Coinche *trump mode*). Under no-trump nothing does.
 */
export function ranksAsTrump(card: CoincheCard, mode: TrumpMode): boolean {
	return mode === 'AT' || splitCard(card).suit === mode;
}

/**
 * Card points of one card under a trump mode (RULES-NOTES Coinche "Card points" and *trump mode*).
 */
export function cardValue(card: CoincheCard, mode: TrumpMode): number {
	const { rank, suit } = splitCard(card);
	if (mode === 'NT') return NO_TRUMP_VALUES[rank];
	if (mode === 'AT') return ALL_TRUMP_VALUES[rank];
	return suit === mode ? TRUMP_VALUES[rank] : PLAIN_VALUES[rank];
}

/**
 * Strength of a card within its own suit, 0 (the 7) to 7 (highest): trump order for trumps and
 * under all-trump, plain order otherwise (rules/coinche.txt "Card Rankings and Values"; RULES-NOTES
 * Coinche *trump mode*: no-trump ranks like plain suits, all-trump like trumps).
 */
export function cardStrength(card: CoincheCard, mode: TrumpMode): number {
	const { rank } = splitCard(card);
	return (ranksAsTrump(card, mode) ? TRUMP_ORDER : PLAIN_ORDER).indexOf(rank);
}

/** Card points of a list of cards under a trump mode, last trick not included (RULES-NOTES Coinche "Card points"). */
export function pilePoints(cards: readonly CoincheCard[], mode: TrumpMode): number {
	return cards.reduce((n, card) => n + cardValue(card, mode), 0);
}

/** Every card of the pack (rules/coinche.txt "SETUP"), suit by suit, 7 to ace. */
export const COINCHE_PACK: readonly CoincheCard[] = SUITS.flatMap((suit) =>
	PIQUET_RANKS.map((rank): CoincheCard => `${rank}${suit}`)
);

/** For each total 0..162, whether some set of cards (plus or minus the last trick) makes it. */
function reachable(mode: TrumpMode): readonly boolean[] {
	let sums: boolean[] = Array.from({ length: PACK_POINTS + 1 }, (_, i) => i === 0);
	for (const card of COINCHE_PACK) {
		const v = cardValue(card, mode);
		const next = [...sums];
		for (let s = 0; s + v <= PACK_POINTS; s++) if (sums[s]) next[s + v] = true;
		sums = next;
	}
	return Array.from(
		{ length: DEAL_POINTS + 1 },
		(_, t) => (sums[t] ?? false) || (t >= LAST_TRICK_POINTS && (sums[t - LAST_TRICK_POINTS] ?? false))
	);
}

const REACHABLE: Readonly<Record<'suit' | 'NT' | 'AT', readonly boolean[]>> = {
	suit: reachable('S'),
	NT: reachable('NT'),
	AT: reachable('AT')
};

/**
 * Whether a team can end a deal with exactly `points` card points (last trick included) under a
 * trump mode, and so the other team with 162 - points: a referee check on the card-point entry
 * (RULES-NOTES Coinche "Checks": taker + defender card points = 162). With suit trumps no card is
 * worth 1 point, so 1 and 161 cannot happen; under all-trump the queen is worth 1 and every total can.
 */
export function pointsReachable(points: number, mode: TrumpMode): boolean {
	const table = mode === 'NT' ? REACHABLE.NT : mode === 'AT' ? REACHABLE.AT : REACHABLE.suit;
	return Number.isInteger(points) && (table[points] ?? false) && (table[DEAL_POINTS - points] ?? false);
}
