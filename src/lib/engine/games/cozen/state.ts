/**
 * What a Cozen match carries from round to round (RULES-NOTES Cozen "Deck tracker"): the decks
 * at home, the cards lost to the other jail and the face-up stakes left on the table.
 */
import type { BaseState, MatchSetup } from '../../core/types';
import { COZEN_CARDS, fullCozenDeck, type CozenCard, type CozenDeck } from '../../cards/cards';
import type { CozenSeatCard } from './input';
import type { CozenConfig } from './options';

/**
 * What a Cozen match carries from round to round (RULES-NOTES Cozen "Deck tracker"): per seat the
 * cards at home and the cards lost to the other side's jail, and the initial face-up stakes left
 * on the table by a round without captures. For every seat, home + lost + own stakes on the table
 * is the full 26-card deck. `totals` are the victory points in each colour's jail.
 */
export interface CozenState extends BaseState {
	readonly decks: readonly CozenDeck[];
	readonly lost: readonly CozenDeck[];
	readonly table: readonly CozenSeatCard[];
}

/** A deck with no card (for the lost piles at the start). */
export function emptyCozenDeck(): CozenDeck {
	return Object.fromEntries(COZEN_CARDS.map((c) => [c, 0])) as Record<CozenCard, number>;
}

/** The state before the first round: full decks, empty jails, nothing on the table (rules/cozen.txt "Game Setup"). */
export function initialCozenState(setup: MatchSetup<CozenConfig>): CozenState {
	const seats = setup.seatCount === 4 ? 4 : 2;
	return {
		totals: [0, 0],
		roundsPlayed: 0,
		decks: Array.from({ length: seats }, fullCozenDeck),
		lost: Array.from({ length: seats }, emptyCozenDeck),
		table: []
	};
}

/**
 * The round's initial face-up stakes in row order: those carried on the table from rounds without
 * captures, then this round's (rules/cozen.txt "There is one exception": "the round begins with 4
 * face-up stakes"). `CozenRowStake.faceUp` indexes this list.
 */
export function faceUpStakes(state: CozenState, faceUp: readonly CozenSeatCard[]): CozenSeatCard[] {
	return [...state.table, ...faceUp];
}
