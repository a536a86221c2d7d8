// Reads the match with its rounds and players, and loads its game's engine and UI module meanwhile
// (from the moment the match record is read); the page then follows the match live.
import { isGameId, loadGame } from '$lib/engine/registry';
import { loadGameUi } from '$lib/components/games/registry';
import { findMatch } from '$lib/state/match-lifecycle.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params }) => {
	let code: Promise<[Awaited<ReturnType<typeof loadGame>>, Awaited<ReturnType<typeof loadGameUi>>]> | undefined;
	const lookup = await findMatch(params.id, (match) => {
		if (isGameId(match.gameId)) code = Promise.all([loadGame(match.gameId), loadGameUi(match.gameId)]);
	});
	if (lookup.kind !== 'found' || !code) {
		void code?.catch(() => undefined);
		return { id: params.id, found: false as const, unavailable: lookup.kind === 'unavailable' };
	}
	const [game, ui] = await code;
	const { match, rounds, players } = lookup;
	return { id: params.id, found: true as const, game, ui, status: match.status, opened: { match, rounds, players } };
};
