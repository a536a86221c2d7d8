/**
 * The options each game was last started with on this device, for the new-match form to offer
 * first; remembered when a match starts.
 */
import { lastOptions as readLastOptions, rememberOptions } from '$lib/data/last-options';

class LastOptions {
	/** Bumped when a choice is remembered, so readers see the new one. */
	#version = $state(0);

	/** The config `gameId` was last started with, or null. */
	of(gameId: string): Record<string, unknown> | null {
		void this.#version;
		return readLastOptions(gameId);
	}

	/** Remembers the config a match of `gameId` was started with. */
	remember(gameId: string, config: unknown): void {
		rememberOptions(gameId, config);
		this.#version++;
	}
}

export const lastOptions = new LastOptions();
