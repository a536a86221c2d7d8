/**
 * Coosner's UI: per player the three advisors on a card picker and the puppies as
 * counts per suit or card by card, with each advisor's wish, the split and the score live; and
 * the puppy-purchase referee as a tool.
 */
import type { CoosnerConfig, CoosnerInput, CoosnerState } from '$lib/engine/games/coosner/index';
import type { GameUi } from '../types';
import { m } from '$lib/i18n';
import Entry from './Entry.svelte';
import PuppyReferee from './PuppyReferee.svelte';
import { blankForm, fromInput, toInput, type CoosnerForm } from './form';
import { coosnerCsv } from './csv';

export type { CoosnerForm } from './form';

export const ui: GameUi<CoosnerForm, CoosnerState, CoosnerInput, CoosnerConfig> = {
	Entry,
	emptyForm: (_game, _state, setup) => blankForm(setup.seatCount),
	toInput: (form) => toInput(form),
	fromInput: (input, setup) => fromInput(input, setup.seatCount),
	tools: [{ id: 'puppy-referee', title: m.ui_coosner_tool_referee, component: PuppyReferee }],
	csv: coosnerCsv
};
