/**
 * KooseKort (rules/koosekort.txt; RULES-NOTES KooseKort): 2-6 players, four rounds,
 * lowest total wins. A round is entered as who went out first and each player's board as it lies
 * face up (five columns of three cards, or columns cleared during play), with the Swap and
 * Rearrange still held and the KooseKort Krush flag. The engine plays the unused specialty cards
 * for the lowest score, scores every column, adds the went-out penalty, and ends the match after
 * four rounds or at once on a Krush.
 */
import { defineGame } from '../../core/define';
import { apply } from './apply';
import { emptyRoundInput, type KooseKortInput, type KooseKortRound } from './input';
import { KOOSEKORT_MAX_PLAYERS, KOOSEKORT_MIN_PLAYERS, options, type KooseKortConfig } from './options';
import { outcome, turn } from './outcome';
import { read } from './read';
import { ids } from './rules';
import { initialState, type KooseKortState } from './state';

export * from './apply';
export * from './board';
export * from './input';
export * from './optimiser';
export * from './options';
export * from './outcome';
export * from './read';
export * from './rules';
export * from './score-board';
export * from './state';

/** The KooseKort definition: a match is always four fresh rounds, so no starting scores; the lowest total is best. */
export const koosekort = defineGame<KooseKortConfig, KooseKortState, KooseKortInput, KooseKortRound>({
	id: 'koosekort',
	ids,
	minPlayers: KOOSEKORT_MIN_PLAYERS,
	maxPlayers: KOOSEKORT_MAX_PLAYERS,
	startingScores: false,
	options,
	initialState,
	emptyInput: (_state, setup) => emptyRoundInput(setup.seatCount),
	read,
	apply,
	outcome,
	turn,
	direction: () => 'low'
});
