/**
 * Cozen (rules/cozen.txt, by Zach Gage): red against black, or 2v2. Each round's contested
 * stakes are settled into jails; captured cards never come back, so the state is the decks, the
 * jails and the face-up stakes a round without captures leaves on the table. First colour to 70
 * victory points in its jail wins (100 in 2v2). RULES-NOTES Cozen.
 */
import { defineGame } from '../../core/define';
import { apply } from './apply';
import { emptyCozenInput, type CozenInput, type ReadRound } from './input';
import {
	MAX_SEATS,
	MIN_SEATS,
	defaultCozenConfig,
	options,
	parseCozenConfig,
	validateCozenSetup,
	type CozenConfig
} from './options';
import { cozenMustPass, cozenOutcome, cozenTarget, cozenTurn } from './outcome';
import { read } from './read';
import { ids } from './rules';
import { cozenColumns } from './sides';
import { initialCozenState, type CozenState } from './state';

export * from './arrangement';
export * from './battle';
export * from './contest';
export * from './explain-battle';
export * from './input';
export * from './options';
export * from './outcome';
export * from './read';
export * from './rules';
export * from './sides';
export * from './state';
export * from './tracker';
export * from './victory-points';

/** The Cozen definition. */
export const cozen = defineGame<CozenConfig, CozenState, CozenInput, ReadRound>({
	id: 'cozen',
	ids,
	minPlayers: MIN_SEATS,
	maxPlayers: MAX_SEATS,
	startingScores: false,
	options,
	/** The default and the stored config depend on the seat count: 2v2 and its turn order with four seats. */
	defaultConfig: defaultCozenConfig,
	parseConfig: parseCozenConfig,
	/** Two or four seats (`cozen.two-or-four`), then the options and the first player. */
	validateSetup: validateCozenSetup,
	columns: cozenColumns,
	initialState: initialCozenState,
	emptyInput: emptyCozenInput,
	read,
	apply,
	outcome: (state, setup) => cozenOutcome(state.totals, cozenTarget(setup), cozenMustPass(setup)),
	turn: (state, setup) => cozenTurn(state.roundsPlayed, setup),
	target: cozenTarget
});
