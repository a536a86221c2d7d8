// Loads a game's rules page in the current language, and (in the browser) its referee tools.
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
	// The referee tools mount in the browser only; leaving their import out of the prerender
	// also keeps their stylesheets out of the page's render-blocking ones.
	const [doc, ui] = await Promise.all([
		loadRules(game, getLocale()),
		import.meta.env.SSR ? null : import('$lib/components/games/registry').then((r) => r.loadGameUi(game))
	]);
	if (!doc) error(404);
	return { game, doc, tools: ui?.tools ?? [] };
};
