/**
 * The registry loads each game once: a screen reading a long history asks for the same games for
 * every match and gets the same definition back; `loadGames` gives the distinct known games of a
 * list of ids and leaves out ids no game has.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, loadGame, loadGames } from './registry';

describe('loading games', () => {
	it('gives the same definition (and the same pending load) each time a game is asked for', async () => {
		for (const id of GAME_IDS) {
			const first = loadGame(id);
			expect(loadGame(id)).toBe(first);
			expect((await first).id).toBe(id);
		}
	});

	it('loads the distinct games of a list of ids, leaving out ids that are no game', async () => {
		const games = await loadGames(['coinche', 'freeform', 'coinche', 'chess', '', 'freeform']);
		expect([...games.keys()]).toEqual(['coinche', 'freeform']);
		expect(games.get('coinche')).toBe(await loadGame('coinche'));
		expect(games.get('freeform')?.id).toBe('freeform');
	});
});
