// @vitest-environment happy-dom
// The list screens: a library that cannot be read says so instead of loading for ever.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '$lib/data/matches';
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
});
