/**
 * Cozen UI: a round entered battle by battle or as jail contents (one form,
 * both modes), the deck tracker and the battle calculator.
 */
import type { CozenConfig, CozenInput, CozenState } from '$lib/engine/games/cozen/index';
import type { GameUi } from '../types';
import { m } from '$lib/i18n';
import BattleCalculator from './BattleCalculator.svelte';
import DeckTracker from './DeckTracker.svelte';
import Entry from './Entry.svelte';
import { emptyCozenForm, fromCozenInput, toCozenInput, type CozenForm } from './form';
import { cozenCsv } from './csv';

export type { CozenForm } from './form';

/** Typed in Cozen's form, state, round input and config. */
export const ui: GameUi<CozenForm, CozenState, CozenInput, CozenConfig> = {
	Entry,
	emptyForm: (_game, state, setup) => emptyCozenForm(state, setup),
	toInput: (form, setup) => toCozenInput(form, setup),
	fromInput: (input, setup) => fromCozenInput(input, setup),
	tools: [
		{ id: 'deck-tracker', title: m.ui_cozen_tool_tracker, component: DeckTracker },
		{ id: 'battle', title: m.ui_cozen_tool_battle, component: BattleCalculator }
	],
	csv: cozenCsv
};
