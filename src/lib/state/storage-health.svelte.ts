/**
 * Whether this browser lets Tablekeeper store anything. The app frame checks once at start-up
 * (and purges the expired trash when it can); every workflow that writes runs through `attempt`,
 * so a refused or failed write comes back as a value the screen explains, never as an unhandled
 * rejection, and a database that no longer opens flips the whole app to "unavailable".
 */
import { canOpenDb } from '$lib/data/db';
import { purgeTrash } from '$lib/data/matches';
import { requestPersistence, storageStatus, type StorageStatus } from '$lib/data/storage';

/** Why a workflow could not run: storage is refused altogether, or this one write failed. */
export type StorageFailure = 'unavailable' | 'failed';

/** The result of a workflow that needs storage. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; failure: StorageFailure };

export class StorageHealth {
	/** 'checking' until the first probe answers. */
	state: 'checking' | 'ready' | 'unavailable' = $state('checking');
	#started: Promise<void> | null = null;

	get unavailable(): boolean {
		return this.state === 'unavailable';
	}

	/** Opens the database once, then purges the trash that has expired. */
	start(): Promise<void> {
		this.#started ??= this.check().then(async (ok) => {
			if (ok) await purgeTrash().catch(() => 0);
		});
		return this.#started;
	}

	/** Tries to open the database now; true when it opens. */
	async check(): Promise<boolean> {
		const ok = await canOpenDb();
		this.state = ok ? 'ready' : 'unavailable';
		return ok;
	}

	/** Runs `work`; a rejection becomes a failure, 'unavailable' when the database no longer opens. */
	async attempt<T>(work: () => Promise<T>): Promise<Attempt<T>> {
		try {
			return { ok: true, value: await work() };
		} catch {
			return { ok: false, failure: (await this.check()) ? 'failed' : 'unavailable' };
		}
	}

	/** Asks the browser to keep the database (after the first match). */
	persist(): Promise<boolean | null> {
		return requestPersistence();
	}

	/** Persistence and usage, for settings. */
	status(): Promise<StorageStatus> {
		return storageStatus();
	}
}

/** The app's one view of its storage. */
export const storageHealth = new StorageHealth();
