/**
 * Live views of the whole library (matches and players) for the list screens; stale match
 * summaries (the cache History shows) are rebuilt from their rounds when the list is read.
 */
import { Live } from '$lib/data/live.svelte';
import { listMatches, listTrash } from '$lib/data/matches';
import { listPlayers } from '$lib/data/players';
import { repairStaleSummaries } from '$lib/data/summary';
import type { MatchRecord, PlayerRecord } from '$lib/data/schema';

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

	/** Rebuilds the stale summaries of the listed matches (the live list then shows the new ones). */
	async repair(): Promise<void> {
		await repairStaleSummaries(await listMatches());
	}

	/** Players by id. */
	playerMap = $derived(new Map((this.players ?? []).map((p) => [p.id, p])));
}
