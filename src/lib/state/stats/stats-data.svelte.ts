/**
 * The finished matches statistics are computed from, loaded once per visit (summaries rebuilt
 * where stale), with the roster for names. A read that fails (storage refused) sets `failure`, so
 * the screen says why instead of loading for ever.
 */
import { listPlayers } from '$lib/data/players';
import type { PlayerRecord } from '$lib/data/schema';
import type { Refusal } from '$lib/data/outcome';
import { settlePendingRounds } from '../pending-rounds';
import { storageHealth } from '../storage-health.svelte';
import { loadStatMatches } from './summaries';
import type { StatMatch } from './stats';

export class StatsData {
	matches: readonly StatMatch[] | null = $state.raw(null);
	players: readonly PlayerRecord[] = $state.raw([]);
	/** Why the matches could not be read, or null. */
	failure: Refusal | null = $state.raw(null);

	/** Player names by id. */
	names = $derived(new Map(this.players.map((p) => [p.id, p.name])));

	async load(): Promise<void> {
		const read = await storageHealth.attempt(async () => {
			// A round a page load cut off counts.
			await settlePendingRounds();
			return Promise.all([loadStatMatches(), listPlayers()]);
		});
		if (!read.ok) {
			this.failure = read.refusal;
			return;
		}
		[this.matches, this.players] = read.value;
	}
}
