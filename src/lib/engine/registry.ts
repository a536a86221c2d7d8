/**
 * The game registry: every game is one folder under `games/` and one line here. Definitions are
 * loaded on demand so no game weighs on the first page load.
 */
import type { AnyGame } from './core/types';

const loaders = {
	coinche: () => import('./games/coinche/index').then((m) => m.coinche),
	cooncan: () => import('./games/cooncan/index').then((m) => m.cooncan),
	coosner: () => import('./games/coosner/index').then((m) => m.coosner),
	cozen: () => import('./games/cozen/index').then((m) => m.cozen),
	freeform: () => import('./games/freeform/index').then((m) => m.freeform),
	koosekort: () => import('./games/koosekort/index').then((m) => m.koosekort)
} satisfies Record<string, () => Promise<AnyGame>>;

/** Ids of the registered games, in the order the new-match screen lists them. */
export type GameId = keyof typeof loaders;
export const GAME_IDS = Object.keys(loaders) as GameId[];

/** Whether a string names a registered game. */
export function isGameId(id: unknown): id is GameId {
	return typeof id === 'string' && Object.hasOwn(loaders, id);
}

const loading = new Map<GameId, Promise<AnyGame>>();

/**
 * Loads a game's definition, once: a screen reading a long history asks for the same few games
 * for every match, and each fresh dynamic import costs a module lookup.
 */
export function loadGame(id: GameId): Promise<AnyGame> {
	let game = loading.get(id);
	if (!game) {
		game = loaders[id]();
		// A load that failed (a chunk the network did not deliver) is tried again next time.
		game.catch(() => loading.delete(id));
		loading.set(id, game);
	}
	return game;
}

/** The definitions of these games (each loaded once), by id. */
export async function loadGames(ids: Iterable<string>): Promise<Map<GameId, AnyGame>> {
	const wanted = [...new Set(ids)].filter(isGameId);
	const games = await Promise.all(wanted.map(loadGame));
	return new Map(wanted.map((id, i) => [id, games[i]!]));
}
