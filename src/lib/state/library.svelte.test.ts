// @vitest-environment happy-dom
// The list screens: a library that cannot be read says so instead of loading for ever.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '$lib/data/db';
import { addRound, createMatch, getMatch } from '$lib/data/matches';
import { SUMMARY_VERSION } from '$lib/data/summary';
import { Library } from './library.svelte';
import { storageHealth } from './storage-health.svelte';
import { freshDb, refuseStorage, until } from './test-storage';

afterEach(() => {
	vi.restoreAllMocks();
});

function follow(library: Library): () => void {
	return $effect.root(() => {
		$effect(() => {
			void library.matches;
			void library.players;
			void library.failed;
		});
	});
}

describe('Library', () => {
	it('lists the matches once read', async () => {
		freshDb();
		await storageHealth.check();
		await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 });
		const library = new Library();
		const stop = follow(library);
		await until(() => library.matches !== undefined);
		expect(library.matches).toHaveLength(1);
		expect(library.failed).toBe(false);
		stop();
	});

	it('reports refused storage as failed, with no list', async () => {
		refuseStorage();
		await storageHealth.check();
		const library = new Library();
		const stop = follow(library);
		await until(() => library.failed);
		expect(library.matches).toBeUndefined();
		stop();
	});

	it('repair rebuilds a stale summary of a match the list already read, and the list shows it', async () => {
		freshDb();
		await storageHealth.check();
		const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 });
		await addRound(match.id, { scores: [3, 4] });
		// A summary built another way (as an older version of the app left it).
		await db().matches.update(match.id, {
			summary: {
				engineVersion: 1,
				version: SUMMARY_VERSION - 1,
				totals: [0, 0],
				winners: [],
				roundCount: 0,
				builtAt: 0
			}
		});
		const library = new Library();
		const stop = follow(library);
		await until(() => library.matches?.[0]?.summary?.version === SUMMARY_VERSION - 1);
		await library.repair();
		expect((await getMatch(match.id))?.summary).toMatchObject({
			version: SUMMARY_VERSION,
			totals: [3, 4],
			roundCount: 1
		});
		await until(() => library.matches?.[0]?.summary?.version === SUMMARY_VERSION);
		expect(library.matches?.[0]?.summary?.totals).toEqual([3, 4]);
		stop();
	});
});
