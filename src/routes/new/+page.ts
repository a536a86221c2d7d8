// Loads every game definition for the new-match form (they are small; their UIs load later).
import { GAME_IDS, loadGame } from '$lib/engine/registry';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ url }) => {
	const games = await Promise.all(GAME_IDS.map(loadGame));
	return { games, preselect: url.searchParams.get('game') };
};
