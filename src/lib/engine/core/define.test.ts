// defineGame's shared setup checks hold for every game, including one that writes its own
// validateSetup: a first dealer outside the table is refused beside the first-dealer field.
import { describe, expect, it } from 'vitest';
import { GAME_IDS, loadGame } from '../registry';

describe.each(GAME_IDS.map((game) => [game]))('%s setup', (game) => {
	it('refuses a first dealer who is not at the table, and accepts each seat', async () => {
		const definition = await loadGame(game);
		const seatCount = definition.minPlayers;
		const setup = (firstDealer: number) => ({ config: definition.defaultConfig(seatCount), seatCount, firstDealer });
		for (const firstDealer of [-1, seatCount, 1.5])
			expect(definition.validateSetup(setup(firstDealer)), `first dealer ${firstDealer}`).toContainEqual({
				code: 'core.out-of-range',
				field: 'firstDealer',
				values: { min: 0, max: seatCount - 1 }
			});
		for (let seat = 0; seat < seatCount; seat++) expect(definition.validateSetup(setup(seat))).toEqual([]);
	});
});
