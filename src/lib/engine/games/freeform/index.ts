/**
 * The free-form scoresheet: 1-12 players, one whole number per player per round (negatives
 * allowed), highest or lowest total wins, ending at an optional target (at the end of the round
 * in which anyone reaches it) or after a fixed number of rounds.
 */
import { defineGame } from '../../core/define';
import { apply } from './apply';
import type { FreeformInput } from './input';
import { options, type FreeformConfig } from './options';
import { outcome, turn } from './outcome';
import { read } from './read';
import { ids } from './rules';
import { initialState, type FreeformState } from './state';

export { FREEFORM_MAX_ENTRY, type FreeformInput } from './input';
export type { FreeformConfig } from './options';
export type { FreeformState } from './state';

/** The free-form scoresheet definition. */
export const freeform = defineGame<FreeformConfig, FreeformState, FreeformInput>({
	id: 'freeform',
	ids,
	minPlayers: 1,
	maxPlayers: 12,
	options,
	checkSetup: (setup) =>
		setup.config.target !== null && setup.config.rounds !== null
			? [ids.violation('freeform.target-or-rounds', 'config.rounds')]
			: [],
	initialState,
	emptyInput: (_state, setup) => ({ scores: Array.from({ length: setup.seatCount }, () => 0) }),
	read,
	apply,
	outcome,
	turn,
	direction: (setup) => setup.config.winner,
	target: (setup) => setup.config.target
});
