import { beforeEach, describe, expect, it } from 'vitest';
import { useDb } from './db';
import { createMatch, getMatch, trashMatch } from './matches';
import { addPlayer, listPlayers } from './players';
import { deletePlayer, mergePlayers, setArchived } from './roster';
import { createDb } from './schema';

let n = 0;
beforeEach(() => useDb(createDb(`roster-${++n}`)));

async function player(name: string) {
	const p = await addPlayer(name);
	if (typeof p === 'string') throw new Error(p);
	return p;
}

describe('roster', () => {
	it('refuses to delete a player a match refers to (trash included), deletes otherwise', async () => {
		const ana = await player('Ana');
		const ben = await player('Ben');
		const m = await createMatch({ gameId: 'freeform', playerIds: [ana.id], config: {}, firstDealer: 0 });
		await trashMatch(m.id);
		expect(await deletePlayer(ana.id)).toEqual({ refused: 1 });
		expect(await deletePlayer(ben.id)).toBeNull();
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Ana']);
	});

	it('archives and unarchives', async () => {
		const ana = await player('Ana');
		await setArchived(ana.id, true);
		expect((await listPlayers())[0]?.archived).toBe(true);
		await setArchived(ana.id, false);
		expect((await listPlayers())[0]?.archived).toBe(false);
	});

	it('merges two entries of one person: every seat moves, the duplicate goes', async () => {
		const ana = await player('Ana');
		const anna = await player('Anna');
		const ben = await player('Ben');
		const m = await createMatch({ gameId: 'freeform', playerIds: [anna.id, ben.id], config: {}, firstDealer: 0 });
		expect(await mergePlayers(anna.id, ana.id)).toBeNull();
		const after = await getMatch(m.id);
		expect(after?.seats).toEqual([{ playerId: ana.id }, { playerId: ben.id }]);
		expect(after?.playerIds).toEqual([ana.id, ben.id]);
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Ana', 'Ben']);
	});

	it('refuses to merge two people who played in the same match', async () => {
		const ana = await player('Ana');
		const ben = await player('Ben');
		await createMatch({ gameId: 'freeform', playerIds: [ana.id, ben.id], config: {}, firstDealer: 0 });
		expect(await mergePlayers(ana.id, ben.id)).toBe('same-match');
		expect(await listPlayers()).toHaveLength(2);
	});
});
