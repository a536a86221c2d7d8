/**
 * Live views of the whole library (matches and players) for the list screens; a list that
 * cannot be read is reported by `failed` rather than left loading, and stale match summaries
 * (the cache History shows) are rebuilt from their rounds when the list is read.
 */
import { Live } from '$lib/data/live.svelte';
import { listMatches, listTrash } from '$lib/data/matches';
import { listPlayers } from '$lib/data/players';
import { repairStaleSummaries } from '$lib/data/summary';
import type { MatchRecord, PlayerRecord } from '$lib/data/schema';
import { settlePendingRounds } from './pending-rounds';
import { storageHealth } from './storage-health.svelte';

export class Library {
	#matches = new Live(() => listMatches());
	#trash = new Live(() => listTrash());
	#players = new Live(() => listPlayers());

	get matches(): MatchRecord[] | undefined {
		return this.#matches.current;
	}

	get trash(): MatchRecord[] {
		return this.#trash.current ?? [];
	}

	get players(): PlayerRecord[] | undefined {
		return this.#players.current;
	}

	/**
	 * True when the lists cannot be read: the screens stop saying "Loading…". A live query on a
	 * database that failed to open never answers, so refused storage is read from the health check.
	 */
	get failed(): boolean {
		return storageHealth.unavailable || this.#matches.error !== undefined || this.#players.error !== undefined;
	}

	/**
	 * Completes the rounds a page load cut off, then rebuilds the stale summaries of the listed matches (the live list then shows the new ones).
	 * The list already read is checked again only when no round was completed; otherwise it is read anew.
	 * Storage that cannot be read is already reported by `failed`, so a refused read ends here.
	 * `tk:library-repaired` marks the end (the benchmark measures the library as it then is).
	 */
	async repair(): Promise<void> {
		if (storageHealth.unavailable) return;
		try {
			const completed = await settlePendingRounds();
			const listed = this.#matches.current;
			await repairStaleSummaries(completed === 0 && listed ? listed : await listMatches());
		} catch {
			// Nothing to repair where nothing can be read.
		}
		performance.mark('tk:library-repaired');
	}

	/** Players by id. */
	playerMap = $derived(new Map((this.players ?? []).map((p) => [p.id, p])));
}
