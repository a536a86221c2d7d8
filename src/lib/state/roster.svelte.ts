/**
 * The roster the New match form offers, read live from storage once the data layer (Dexie) has
 * arrived: the form is drawn without it, so on a slow first visit it shows as soon as its own code
 * is there, and the roster's names join it when they are read. Until then, or when storage
 * cannot be read, the roster is empty (names are typed instead).
 */
import type { Live } from './new-match-later';
import type { PlayerRecord } from '$lib/data/schema';
import { afterPaint } from './after-paint';

export class Roster {
	#live: Live<PlayerRecord[]> | undefined = $state.raw();

	/** Starts reading the roster once the page has painted (the form's frame comes first). */
	constructor() {
		void afterPaint().then(() => this.#load());
	}

	async #load(): Promise<void> {
		try {
			const { Live, listPlayers } = await import('./new-match-later');
			this.#live = new Live(() => listPlayers());
		} catch {
			// The data layer's code did not arrive (the network dropped): the names are typed instead.
		}
	}

	/** Every player, by name; undefined until read. */
	get players(): PlayerRecord[] | undefined {
		return this.#live?.current;
	}
}
