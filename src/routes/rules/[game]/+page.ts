// Loads a game's rules page in the current language (its referee tools load in the page, in the browser).
import { error } from '@sveltejs/kit';
import { GAME_IDS, isGameId } from '$lib/engine/registry';
import { getLocale } from '$lib/i18n';
import { loadRules } from '$lib/rules';
import type { EntryGenerator, PageLoad } from './$types';

/** Every game's rules page is prerendered. */
export const entries: EntryGenerator = () => GAME_IDS.map((game) => ({ game }));

export const load: PageLoad = async ({ params }) => {
	const game = params.game;
	if (!isGameId(game)) error(404);
	const doc = await loadRules(game, getLocale());
	if (!doc) error(404);
	return { game, doc };
};
