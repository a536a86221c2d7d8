/**
 * Cooncan's UI: a deal entered in the order it happens (who went out or "the pack ran
 * out", then each other player's cards tapped on the pack or their count typed, with a live
 * preview of the settlement), and the meld validator as a tool on the match screen and under Rules.
 */
import type { CooncanConfig, CooncanInput, CooncanState } from '$lib/engine/games/cooncan/index';
import type { GameUi } from '../types';
import { m } from '$lib/i18n';
import Entry from './Entry.svelte';
import { blankForm, fromInput, toInput, type CooncanForm } from './form';
import MeldValidator from './MeldValidator.svelte';
import { cooncanCsv } from './csv';

export type { CooncanForm } from './form';

export const ui: GameUi<CooncanForm, CooncanState, CooncanInput, CooncanConfig> = {
	Entry,
	emptyForm: (_game, _state, setup) => blankForm(setup.seatCount),
	toInput: (form) => toInput(form),
	fromInput: (input, setup) => fromInput(input, setup.seatCount),
	tools: [{ id: 'meld-validator', title: m.ui_cooncan_tool_meld, component: MeldValidator }],
	csv: cooncanCsv
};
