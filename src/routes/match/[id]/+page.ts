// Loads the match's game engine and UI module; the match itself is followed live by the page.
import { getMatch } from '$lib/data/matches';
import { isGameId, loadGame } from '$lib/engine/registry';
import { loadGameUi } from '$lib/components/games/registry';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params }) => {
	const match = await getMatch(params.id);
	if (!match || !isGameId(match.gameId)) return { id: params.id, found: false as const };
	const [game, ui] = await Promise.all([loadGame(match.gameId), loadGameUi(match.gameId)]);
	return { id: params.id, found: true as const, game, ui, status: match.status };
};
