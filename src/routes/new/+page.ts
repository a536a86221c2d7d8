// The new-match form lists every game: their definitions (small; their entry forms load later) are
// this route's own imports, so they arrive with its code instead of a round of requests after it.
import { ALL_GAMES } from '$lib/engine/all-games';
import type { PageLoad } from './$types';

export const load: PageLoad = ({ url }) => ({ games: ALL_GAMES, preselect: url.searchParams.get('game') });
