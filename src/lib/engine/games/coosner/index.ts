/**
 * Coosner (rules/coosner.txt, Jim Risner and John Cooper; RULES-NOTES Coosner): two or
 * three players, four with two packs. Each round every player enters three advisors and the
 * puppies bought; the engine finds the best split of each suit's puppies among its advisors,
 * scores unwanted puppies and the Coosner bonus, names the round's winner and ends the game when
 * a total reaches the end score with a single leader (ties play on). The deal passes to the left.
 */
import { defineGame } from '../../core/define';
import { apply } from './apply';
import { emptyRoundInput, type CoosnerInput, type CoosnerRound } from './input';
import { MAX_PLAYERS, MIN_PLAYERS, options, parseCoosnerConfig, type CoosnerConfig } from './options';
import { outcome, turn } from './outcome';
import { read } from './read';
import { ids } from './rules';
import { initialState, type CoosnerState } from './state';

export * from './apply';
export * from './input';
export * from './options';
export * from './outcome';
export * from './puppy-referee';
export * from './read';
export * from './rules';
export * from './score';
export * from './state';

/** The definition's Config, Input and State under the names the brief uses (RULES-NOTES Coosner; rules/coosner.txt). */
/** The Coosner game definition; one score column per player (rules/coosner.txt: "points being added up for each player"). */
export const coosner = defineGame<CoosnerConfig, CoosnerState, CoosnerInput, CoosnerRound>({
	id: 'coosner',
	ids,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	options,
	parseConfig: (raw) => parseCoosnerConfig(raw),
	initialState,
	emptyInput: (_state, setup) => emptyRoundInput(setup.seatCount),
	read,
	apply,
	outcome,
	turn,
	/** The end score, for charts and banners. */
	target: (setup) => parseCoosnerConfig(setup.config).endScore
});
