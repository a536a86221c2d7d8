/**
 * Coinche's UI: a deal entered in the order it happens (all passed, or taker, bid,
 * trump, coinche / surcoinche, belote and the takers' card points, with a pile counter and a live
 * preview), and the trick and announcement referees as tools on the match screen and under Rules.
 */
import type { CoincheConfig, CoincheInput, CoincheState } from '$lib/engine/games/coinche/index';
import type { GameUi } from '../types';
import { m } from '$lib/i18n';
import AnnouncementReferee from './AnnouncementReferee.svelte';
import Entry from './Entry.svelte';
import { blankForm, fromInput, toInput, type CoincheForm } from './form';
import TrickReferee from './TrickReferee.svelte';
import { coincheCsv } from './csv';

export type { CoincheForm } from './form';

export const ui: GameUi<CoincheForm, CoincheState, CoincheInput, CoincheConfig> = {
	Entry,
	emptyForm: () => blankForm(),
	toInput: (form) => toInput(form),
	fromInput: (input) => fromInput(input),
	tools: [
		{ id: 'trick-referee', title: m.ui_coinche_tool_trick, component: TrickReferee },
		{ id: 'announcement-referee', title: m.ui_coinche_tool_announce, component: AnnouncementReferee }
	],
	csv: coincheCsv
};
