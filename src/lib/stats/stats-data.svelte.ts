/**
 * The finished matches statistics are computed from, loaded once per visit (summaries rebuilt
 * where stale), with the roster for names. A read that fails (storage refused) sets `failed`, so
 * the screen says why instead of loading for ever.
 */
import { listPlayers } from '$lib/data/players';
import type { PlayerRecord } from '$lib/data/schema';
import { settlePendingRounds } from '$lib/state/pending-rounds';
import { loadStatMatches } from './summaries';
import type { StatMatch } from './stats';

export class StatsData {
	matches: readonly StatMatch[] | null = $state.raw(null);
	players: readonly PlayerRecord[] = $state.raw([]);
	/** True when the matches cannot be read. */
	failed = $state(false);

	/** Player names by id. */
	names = $derived(new Map(this.players.map((p) => [p.id, p.name])));

	async load(): Promise<void> {
		try {
			// A round a page load cut off counts.
			await settlePendingRounds();
			const [matches, players] = await Promise.all([loadStatMatches(), listPlayers()]);
			this.matches = matches;
			this.players = players;
		} catch {
			this.failed = true;
		}
	}
}
