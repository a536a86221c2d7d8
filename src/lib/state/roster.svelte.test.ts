// @vitest-environment happy-dom
// New match's roster: read from storage once the page has painted, with the data layer loaded then.
import { describe, expect, it } from 'vitest';
import { addPlayer } from '$lib/data/players';
import { Roster } from './roster.svelte';
import { storageHealth } from './storage-health.svelte';
import { freshDb, until } from './test-storage';

describe('Roster', () => {
	it('lists the players by name once read, and follows a player added after', async () => {
		freshDb();
		await storageHealth.check();
		await addPlayer('Bruno');
		await addPlayer('Anne');
		const roster = new Roster();
		expect(roster.players).toBeUndefined();
		const stop = $effect.root(() => {
			$effect(() => void roster.players);
		});
		await until(() => roster.players?.length === 2);
		expect(roster.players!.map((p) => p.name)).toEqual(['Anne', 'Bruno']);
		await addPlayer('Chloé');
		await until(() => roster.players?.length === 3);
		stop();
	});
});
