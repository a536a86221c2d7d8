/**
 * Whether this browser lets Tablekeeper store anything. The app frame checks once at start-up
 * (and purges the expired trash when it can); every workflow that writes runs through `attempt`,
 * so a refused or failed write comes back as a value the screen explains, never as an unhandled
 * rejection, and a database that no longer opens flips the whole app to "unavailable".
 */
import { isQuotaFull } from '$lib/data/facts';
import { hasPendingRounds, probeStorage } from '$lib/data/quick-read';
import { requestPersistence, storageStatus, type StorageStatus } from '$lib/data/storage';
import type { Outcome, StorageRefusal } from '$lib/data/outcome';

export class StorageHealth {
	/** 'checking' until the first probe answers. */
	state: 'checking' | 'ready' | 'unavailable' = $state('checking');
	#started: Promise<void> | null = null;

	get unavailable(): boolean {
		return this.state === 'unavailable';
	}

	/**
	 * Checks once that storage opens, completes the rounds a page load cut off (see
	 * `pending-rounds.ts`), then purges the trash that has expired. The check and the
	 * look for expired rows use the lean reader, so a screen that does not need Dexie (home) does
	 * not load it for this; Dexie loads only when there is something to purge.
	 */
	start(): Promise<void> {
		this.#started ??= probeStorage(Date.now()).then(async (probe) => {
			this.state = probe.available ? 'ready' : 'unavailable';
			if (probe.available && (await hasPendingRounds())) {
				const { settlePendingRounds } = await import('./pending-rounds');
				await settlePendingRounds();
			}
			if (!probe.expired) return;
			const { purgeTrash } = await import('$lib/data/matches');
			await purgeTrash().catch(() => 0);
		});
		return this.#started;
	}

	/** Tries to open the database now; true when it opens. */
	async check(): Promise<boolean> {
		const { canOpenDb } = await import('$lib/data/db');
		const ok = await canOpenDb();
		this.state = ok ? 'ready' : 'unavailable';
		return ok;
	}

	/** Runs `work`; a rejection becomes a refusal (see `refusalOf`). */
	async attempt<T>(work: () => Promise<T>): Promise<Outcome<T, StorageRefusal>> {
		try {
			return { ok: true, value: await work() };
		} catch (error) {
			return { ok: false, refusal: await this.refusalOf(error) };
		}
	}

	/** Why a write failed: storage full, storage no longer opening at all, or another failure. */
	async refusalOf(error: unknown): Promise<StorageRefusal> {
		if (isQuotaFull(error)) return { kind: 'storage-full' };
		return (await this.check()) ? { kind: 'failed' } : { kind: 'storage-unavailable' };
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
