/**
 * The UI side of the game registry: each game's entry form and tools, loaded on demand.
 */
import type { GameId } from '$lib/engine/registry';
import type { GameUi } from './types';

const loaders: Record<GameId, () => Promise<GameUi>> = {
	coinche: () => import('./coinche/index').then((m) => m.ui as GameUi),
	cooncan: () => import('./cooncan/index').then((m) => m.ui as GameUi),
	coosner: () => import('./coosner/index').then((m) => m.ui as GameUi),
	cozen: () => import('./cozen/index').then((m) => m.ui as GameUi),
	freeform: () => import('./freeform/index').then((m) => m.ui as GameUi),
	koosekort: () => import('./koosekort/index').then((m) => m.ui as GameUi)
};

/** Loads a game's UI module. */
export function loadGameUi(id: GameId): Promise<GameUi> {
	return loaders[id]();
}
