/**
 * KooseKort round entry: who went out first, then each player's board
 * entered cell by cell on a value pad, with the columns cleared during play, the specialty cards
 * still held and the Krush flag, and a live preview from the engine. Tool: a standalone board scorer.
 */
import type { KooseKortConfig, KooseKortInput, KooseKortState } from '$lib/engine/games/koosekort/index';
import type { GameUi } from '../types';
import { m } from '$lib/i18n';
import BoardScorer from './BoardScorer.svelte';
import Entry from './Entry.svelte';
import { emptyForm, fromInput, toInput, type KooseKortForm } from './form';
import { koosekortCsv } from './csv';

export type { KooseKortForm } from './form';

export const ui: GameUi<KooseKortForm, KooseKortState, KooseKortInput, KooseKortConfig> = {
	Entry,
	emptyForm: (_game, _state, setup) => emptyForm(setup),
	toInput,
	fromInput,
	tools: [{ id: 'board-scorer', title: m.ui_koosekort_tool_scorer, component: BoardScorer }],
	csv: koosekortCsv
};
