// Loads the match's game engine and UI module; the match itself is followed live by the page.
import { isGameId, loadGame } from '$lib/engine/registry';
import { loadGameUi } from '$lib/components/games/registry';
import { findMatch } from '$lib/state/match-lifecycle.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params }) => {
	const lookup = await findMatch(params.id);
	const match = lookup.kind === 'found' ? lookup.match : undefined;
	if (!match || !isGameId(match.gameId))
		return { id: params.id, found: false as const, unavailable: lookup.kind === 'unavailable' };
	const [game, ui] = await Promise.all([loadGame(match.gameId), loadGameUi(match.gameId)]);
	return { id: params.id, found: true as const, game, ui, status: match.status };
};
