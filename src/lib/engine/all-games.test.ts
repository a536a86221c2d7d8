// The statically imported list of games is the registry's, in its order, and the same definitions
// the registry loads on demand.
import { describe, expect, it } from 'vitest';
import { ALL_GAMES } from './all-games';
import { GAME_IDS, loadGame } from './registry';

describe('ALL_GAMES', () => {
	it("lists every registered game once, in the registry's order", () => {
		expect(ALL_GAMES.map((game) => game.id)).toEqual(GAME_IDS);
	});

	it('holds the very definitions the registry loads', async () => {
		for (const game of ALL_GAMES) expect(await loadGame(game.id as (typeof GAME_IDS)[number])).toBe(game);
	});
});
