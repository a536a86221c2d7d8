/**
 * The roster's workflows: add, rename, archive, delete (refused while matches refer to the
 * player) and merge two entries of one person. Results come back as values; a refused write is
 * remembered in `failure` for the screen to explain.
 */
import { addPlayer, renamePlayer, type NameProblem } from '$lib/data/players';
import { deletePlayer, mergePlayers, setArchived, type MergeProblem } from '$lib/data/roster';
import type { PlayerRecord } from '$lib/data/schema';
import type { Outcome, Refusal } from '$lib/data/outcome';
import { storageHealth } from './storage-health.svelte';

export class RosterEditor {
	/** Why the last action could not be stored, or null. */
	failure: Refusal | null = $state(null);

	async #run<T>(work: () => Promise<T>): Promise<Outcome<T>> {
		this.failure = null;
		const result = await storageHealth.attempt(work);
		if (!result.ok) this.failure = result.refusal;
		return result;
	}

	/** Adds a player: the record, or the problem with the name. */
	add(name: string): Promise<Outcome<PlayerRecord | NameProblem>> {
		return this.#run(() => addPlayer(name));
	}

	/** Renames a player: null once renamed, or the problem with the name. */
	rename(id: string, name: string): Promise<Outcome<NameProblem | null>> {
		return this.#run(() => renamePlayer(id, name));
	}

	/** Hides a player from pickers, or shows them again. */
	setArchived(player: PlayerRecord, archived: boolean): Promise<Outcome<void>> {
		return this.#run(() => setArchived(player.id, archived));
	}

	/** Deletes a player: null once deleted, or how many matches still refer to them. */
	remove(player: PlayerRecord): Promise<Outcome<{ refused: number } | null>> {
		return this.#run(() => deletePlayer(player.id));
	}

	/** Merges `from` into `into`: null once merged, or why not. */
	merge(from: PlayerRecord, into: PlayerRecord): Promise<Outcome<MergeProblem | null>> {
		return this.#run(() => mergePlayers(from.id, into.id));
	}
}
