// Loads a game's rules page in the current language, and its referee tools.
import { error } from '@sveltejs/kit';
import { loadGameUi } from '$lib/components/games/registry';
import { GAME_IDS, isGameId } from '$lib/engine/registry';
import { getLocale } from '$lib/i18n';
import { loadRules } from '$lib/rules';
import type { EntryGenerator, PageLoad } from './$types';

/** Every game's rules page is prerendered. */
export const entries: EntryGenerator = () => GAME_IDS.map((game) => ({ game }));

export const load: PageLoad = async ({ params }) => {
	if (!isGameId(params.game)) error(404);
	const [doc, ui] = await Promise.all([loadRules(params.game, getLocale()), loadGameUi(params.game)]);
	if (!doc) error(404);
	return { game: params.game, doc, tools: ui.tools ?? [] };
};
