/**
 * A whole match's life outside its rounds: finding it for the match screen, "play again" (a new
 * match with the same players, options and teams), moving it to the trash and back. Each write
 * goes through the storage health check, so a refusal is a value the screen explains.
 */
import { createMatch, readMatch, restoreMatch, trashMatch, type MatchSnapshot } from '$lib/data/matches';
import type { MatchRecord } from '$lib/data/schema';
import { done, type Outcome, type Refusal } from '$lib/data/outcome';
import { storageHealth } from './storage-health.svelte';

/** What the match screen finds at an address: the match with its rounds and players, when found. */
export type MatchLookup = ({ kind: 'found' } & MatchSnapshot) | { kind: 'missing' } | { kind: 'unavailable' };

/**
 * Looks up a match (also in the trash) and reads its rounds and players with it; storage that
 * cannot be read is its own answer. `found` is called with the match while its rounds are read.
 */
export async function findMatch(id: string, found?: (match: MatchRecord) => void): Promise<MatchLookup> {
	const read = await storageHealth.attempt(() => readMatch(id, found));
	if (!read.ok) return { kind: 'unavailable' };
	return read.value ? { kind: 'found', ...read.value } : { kind: 'missing' };
}

export class MatchLifecycle {
	busy = $state(false);
	/** Why the last action could not run, or null. */
	failure: Refusal | null = $state(null);

	async #run<T>(work: () => Promise<T>): Promise<Outcome<T>> {
		this.busy = true;
		this.failure = null;
		const result = await storageHealth.attempt(work);
		this.busy = false;
		if (!result.ok) this.failure = result.refusal;
		return result;
	}

	/** Starts the same match again (no starting scores, first dealer as before): the new match's id. */
	async playAgain(match: MatchRecord): Promise<Outcome<string>> {
		const result = await this.#run(() =>
			createMatch({
				gameId: match.gameId,
				playerIds: match.seats.map((s) => s.playerId),
				config: match.config,
				firstDealer: match.firstDealer,
				...(match.teamNames ? { teamNames: match.teamNames } : {})
			})
		);
		return result.ok ? done(result.value.id) : result;
	}

	/** Moves a match to the trash. */
	trash(id: string): Promise<Outcome<void>> {
		return this.#run(() => trashMatch(id));
	}

	/** Takes a match out of the trash. */
	restore(id: string): Promise<Outcome<void>> {
		return this.#run(() => restoreMatch(id));
	}
}
