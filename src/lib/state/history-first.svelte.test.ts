// History's first frame: with no filter, the newest cards are read without the whole library,
// which is read only after them; with a filter, or nothing to show, the whole library at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '$lib/data/matches';
import { findOrAddPlayers } from '$lib/data/players';
import { HistoryFirstFrame } from './history-first.svelte';
import { freshDb, refuseStorage, until } from './test-storage';

afterEach(() => {
	vi.restoreAllMocks();
});

describe('HistoryFirstFrame', () => {
	it('reads the newest cards and their players, then lets the whole library be read', async () => {
		freshDb();
		const [ana, bo] = await findOrAddPlayers(['Ana', 'Bo']);
		const ids: string[] = [];
		for (let i = 0; i < 3; i++)
			ids.push(
				(await createMatch({ gameId: 'freeform', playerIds: [ana!.id, bo!.id], config: {}, firstDealer: 0 })).id
			);
		const first = new HistoryFirstFrame(2, false);
		expect(first.whole).toBe(false);
		await until(() => first.whole);
		expect(first.cards?.map((m) => m.id)).toEqual(ids.slice(1).reverse());
		expect([...first.players.values()].map((p) => p.name).sort()).toEqual(['Ana', 'Bo']);
	});

	it('reads the whole library at once when a filter is set', () => {
		freshDb();
		const first = new HistoryFirstFrame(12, true);
		expect(first.whole).toBe(true);
		expect(first.cards).toBeUndefined();
	});

	it('reads the whole library at once when a filter is set before the first cards are in', async () => {
		freshDb();
		const [ana, bo] = await findOrAddPlayers(['Ana', 'Bo']);
		await createMatch({ gameId: 'freeform', playerIds: [ana!.id, bo!.id], config: {}, firstDealer: 0 });
		const first = new HistoryFirstFrame(12, false);
		first.readWhole();
		expect(first.whole).toBe(true);
	});

	it('leaves an empty or refused library to the whole read', async () => {
		freshDb();
		const empty = new HistoryFirstFrame(12, false);
		await until(() => empty.whole);
		expect(empty.cards).toBeUndefined();
		refuseStorage();
		const refused = new HistoryFirstFrame(12, false);
		await until(() => refused.whole);
		expect(refused.cards).toBeUndefined();
	});
});
