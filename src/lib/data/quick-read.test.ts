// The lean reader against databases Dexie wrote: home's lists through indexes, the start-up
// probe, and a database that does not exist yet left absent.
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, useDb } from './db';
import { DAY, TRASH_DAYS } from './facts';
import { hlcOf } from './hlc';
import { createMatch, putHistory, trashMatch } from './matches';
import { findOrAddPlayers } from './players';
import { probeStorage, readHomeLists } from './quick-read';
import { createDb, type MatchStatus } from './schema';

let count = 0;
let name = '';
beforeEach(() => {
	name = `quick-${++count}`;
	useDb(createDb(name));
});

/** A match of two players, with its status and last write at `updatedAt`. */
async function match(status: MatchStatus, updatedAt: number, playerIds = ['a', 'b']) {
	const created = await createMatch({ gameId: 'freeform', playerIds, config: {}, firstDealer: 0 });
	await db().matches.update(created.id, { status, updatedAt });
	return created.id;
}

describe('readHomeLists', () => {
	it('reads every active match and the last five ended ones, newest first, leaving out the trash', async () => {
		const [ana, bo] = await findOrAddPlayers(['Ana', 'Bo']);
		await findOrAddPlayers(['Not seated']);
		const seats = [ana!.id, bo!.id];
		const active = [await match('active', 100, seats), await match('active', 300, seats)];
		const trashedActive = await match('active', 400, seats);
		await trashMatch(trashedActive);
		const ended: string[] = [];
		for (let i = 0; i < 8; i++) ended.push(await match(i % 2 ? 'finished' : 'abandoned', 1000 + i, seats));
		const trashedEnded = await match('finished', 5000, seats);
		await trashMatch(trashedEnded);

		const lists = await readHomeLists(5);
		expect(lists.active.map((m) => m.id)).toEqual([active[1], active[0]]);
		expect(lists.recent.map((m) => m.id)).toEqual(ended.slice(3).reverse());
		expect(lists.players.map((p) => p.name).sort()).toEqual(['Ana', 'Bo']);
	});

	it('gives empty lists for a database that does not exist, and does not create it', async () => {
		expect(await readHomeLists()).toEqual({ active: [], recent: [], players: [] });
		const names = (await indexedDB.databases()).map((d) => d.name);
		expect(names).not.toContain(name);
		// Dexie then creates it as usual.
		await match('active', 1);
		expect((await readHomeLists()).active).toHaveLength(1);
	});

	it('does not keep Dexie from upgrading: its connection is closed after the read', async () => {
		await match('active', 1);
		db().close();
		await readHomeLists();
		const later = new Dexie(name);
		later.version(50).stores({ extra: 'id' });
		await later.open();
		expect(later.verno).toBe(50);
		later.close();
	});
});

describe('probeStorage', () => {
	const now = Date.now();

	it.each([
		['nothing stored', false, async () => undefined],
		['a match trashed 29 days ago', false, async () => trashAt(now - 29 * DAY)],
		['a match trashed 31 days ago', true, async () => trashAt(now - (TRASH_DAYS + 1) * DAY)],
		['a match trashed 31 days ago, in milliseconds (before v5)', true, async () => trashAt(now - 31 * DAY, false)],
		['a match trashed 29 days ago, in milliseconds (before v5)', false, async () => trashAt(now - 29 * DAY, false)],
		['an undo history untouched for 31 days', true, async () => historyAt(now - (TRASH_DAYS + 1) * DAY)],
		['an undo history touched yesterday', false, async () => historyAt(now - DAY)]
	])('with %s: available, expired = %s', async (_, expired, arrange) => {
		await db().open();
		await arrange();
		expect(await probeStorage(now)).toEqual({ available: true, expired });
	});

	it('reports storage available when no database exists yet', async () => {
		expect(await probeStorage(now)).toEqual({ available: true, expired: false });
	});
});

/** Trashes a match at `at` (ms): stamped as the clock stamps it, or as milliseconds as before v5. */
async function trashAt(at: number, stamped = true): Promise<void> {
	const id = await match('finished', at);
	await db().matches.update(id, { deletedAt: stamped ? hlcOf(at) : at });
}

async function historyAt(at: number): Promise<void> {
	await putHistory({ key: 'm/w', matchId: 'm', windowId: 'w', undo: [], redo: [], updatedAt: at });
}
