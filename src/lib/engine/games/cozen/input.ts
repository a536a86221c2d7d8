/**
 * A Cozen round as stored and as read: two input variants (battle by battle, or jail
 * contents only) that can be mixed round by round, and the normalised round
 * `read` hands to `apply`.
 */
import type { CozenCard } from '../../cards/cards';

/** A card on the table or in a jail, and the seat whose deck it comes from. */
export interface CozenSeatCard {
	/** Seat whose deck the card belongs to (1 v 1: 0 red, 1 black; 2v2: 0-1 red, 2-3 black). */
	readonly owner: number;
	readonly card: CozenCard;
}

/**
 * Cards one player put under a stake: revealed (`cards`), or only counted when that side wagered
 * alone and wins by default without revealing (`hidden`: rules/cozen.txt "If only one side has
 * cards, do not reveal them"). `owner` may be left out in a two-player match (the side's only
 * seat); 2v2 needs it: each card says which player's deck it comes from.
 */
export type CozenPile =
	| { readonly owner?: number; readonly cards: readonly CozenCard[] }
	| { readonly owner?: number; readonly hidden: number };

/** A pile of revealed cards (jail contents). */
export interface CozenCardPile {
	readonly owner?: number;
	readonly cards: readonly CozenCard[];
}

/**
 * One stake of the row as the round ends (RULES-NOTES Cozen: "Entry therefore asks for a stake's
 * rank only when it is face up or revealed"). A face-up stake is named by `faceUp`, its index in
 * `faceUpStakes(state, input.faceUp)` (carried stakes first, then this round's); a face-down
 * stake by its `owner` and, when its hand is contested, its `card`. `red` and `black` hold what
 * each colour wagered under it; uncontested stakes need no entry at all.
 */
export interface CozenRowStake {
	readonly faceUp?: number;
	readonly owner?: number;
	readonly card?: CozenCard | null;
	readonly red?: readonly CozenPile[];
	readonly black?: readonly CozenPile[];
}

/**
 * Battle by battle: the round's new face-up stakes, then
 * the stakes row with what each side wagered.
 */
export interface CozenRevealInput {
	readonly mode: 'reveal';
	/** The two face-up stakes flipped at the start of this round (carried ones are in the state). */
	readonly faceUp: readonly CozenSeatCard[];
	readonly stakes: readonly CozenRowStake[];
}

/**
 * Jail contents only: the round's new face-up stakes, the cards that went to red's
 * jail (black cards) and those that went to black's jail (red cards).
 */
export interface CozenJailsInput {
	readonly mode: 'jails';
	readonly faceUp: readonly CozenSeatCard[];
	readonly redJail: readonly CozenCardPile[];
	readonly blackJail: readonly CozenCardPile[];
}

/** A Cozen round as stored: one input type, two variants that can be mixed round by round. */
export type CozenInput = CozenRevealInput | CozenJailsInput;

/** A blank round for the entry form: battle by battle, nothing entered. */
export function emptyCozenInput(): CozenInput {
	return { mode: 'reveal', faceUp: [], stakes: [] };
}

/** Most stakes in a row: every card of every deck (a bound for untrusted input). */
export const MAX_ROW = 104;
/** Most piles one side can list under a stake or in a jail. */
export const MAX_PILES = 8;
/** Cards in one deck (rules/cozen.txt "Anatomy of a card"). */
export const DECK_SIZE = 26;

/** What one seat put under a stake (or lost to a jail), as read: revealed cards, or a count wagered unrevealed. */
export interface ReadPile {
	readonly owner: number;
	readonly cards: readonly CozenCard[];
	readonly hidden: number;
}

/** One stake of the row as read: its owner, its card (null when face down and uncontested), the piles per colour. */
export interface ReadBattle {
	readonly owner: number;
	readonly card: CozenCard | null;
	readonly piles: readonly [readonly ReadPile[], readonly ReadPile[]];
}

/** A validated round, normalised: what `apply` folds. */
export interface ReadRound {
	readonly faceUp: readonly CozenSeatCard[];
	readonly battles: readonly ReadBattle[] | null;
	readonly jails: readonly [readonly CozenSeatCard[], readonly CozenSeatCard[]] | null;
}

/** How many cards a colour's piles hold, revealed or not. */
export function wagerSize(piles: readonly ReadPile[]): number {
	return piles.reduce((n, p) => n + p.cards.length + p.hidden, 0);
}
