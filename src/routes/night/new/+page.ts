// The club night's start form lists every game, as the new-match form does: their definitions are
// this route's own imports.
import { ALL_GAMES } from '$lib/engine/all-games';
import type { PageLoad } from './$types';

export const load: PageLoad = () => ({ games: ALL_GAMES });
