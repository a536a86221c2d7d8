/**
 * The UI side of the game registry: each game's entry form and tools, loaded on demand. Each
 * game's module is typed in its own form, state, input and config; this is the one place those
 * types are erased (`AnyGameUi`), as the engine registry erases the definitions'.
 */
import type { GameId } from '$lib/engine/registry';
import type { AnyGameUi } from './types';

const loaders = {
	coinche: () => import('./coinche/index').then((m) => m.ui),
	cooncan: () => import('./cooncan/index').then((m) => m.ui),
	coosner: () => import('./coosner/index').then((m) => m.ui),
	cozen: () => import('./cozen/index').then((m) => m.ui),
	freeform: () => import('./freeform/index').then((m) => m.ui),
	koosekort: () => import('./koosekort/index').then((m) => m.ui)
} satisfies Record<GameId, () => Promise<AnyGameUi>>;

/** Loads a game's UI module. */
export function loadGameUi(id: GameId): Promise<AnyGameUi> {
	return loaders[id]();
}
