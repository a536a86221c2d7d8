/**
 * Persistent storage: asks the browser not to evict the database, and reports usage for settings.
 */

/** Whether storage is persistent, after asking for it once. */
export async function requestPersistence(): Promise<boolean | null> {
	if (typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
	try {
		if (await navigator.storage.persisted()) return true;
		return await navigator.storage.persist();
	} catch {
		return null;
	}
}

/** Storage facts for the settings screen. */
export interface StorageStatus {
	persisted: boolean | null;
	usage: number | null;
	quota: number | null;
}

/** Reads persistence and usage without asking for anything. */
export async function storageStatus(): Promise<StorageStatus> {
	if (typeof navigator === 'undefined' || !navigator.storage) return { persisted: null, usage: null, quota: null };
	try {
		const [persisted, estimate] = await Promise.all([
			navigator.storage.persisted?.() ?? Promise.resolve(null),
			navigator.storage.estimate?.() ?? Promise.resolve({} as StorageEstimate)
		]);
		return { persisted, usage: estimate.usage ?? null, quota: estimate.quota ?? null };
	} catch {
		return { persisted: null, usage: null, quota: null };
	}
}
