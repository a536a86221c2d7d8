// Test helpers for the state classes: a fresh database per test, a browser that refuses
// IndexedDB, and waiting for live queries inside a reactive root.
import { vi } from 'vitest';
import { useDb } from '$lib/data/db';
import { createDb } from '$lib/data/schema';

export { until } from '$lib/data/test-until';

let count = 0;

/** Points the data layer at a new, empty database. */
export function freshDb(): void {
	useDb(createDb(`state-test-${++count}`));
}

/** Makes `indexedDB.open` throw, as private modes and storage policies do, on a database never opened. */
export function refuseStorage(): void {
	vi.spyOn(indexedDB, 'open').mockImplementation(() => {
		throw new DOMException('The user denied permission to access the database.', 'SecurityError');
	});
	freshDb();
}

/**
 * Makes every write to the named stores (all when none is named) fail as a full device's storage
 * does, with a QuotaExceededError; returns the way to free the space again.
 */
export function fillStorage(...stores: string[]): () => void {
	const proto = IDBObjectStore.prototype;
	const spies = (['put', 'add', 'delete'] as const).map((method) => {
		const original = proto[method] as (...args: unknown[]) => IDBRequest;
		return vi.spyOn(proto, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
			if (stores.length === 0 || stores.includes(this.name))
				throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			return original.apply(this, args);
		} as never);
	});
	return () => spies.forEach((spy) => spy.mockRestore());
}

/**
 * Makes every write to the named stores fail as Chromium reports a full disk: the write is taken,
 * then its transaction aborts with a QuotaExceededError, which Dexie hands on wrapped (the `inner`
 * error of an AbortError). Uses fake-indexeddb's own abort (`_abort`, the step the spec names).
 */
export function fillStorageOnCommit(...stores: string[]): () => void {
	const proto = IDBObjectStore.prototype;
	const spies = (['put', 'add', 'delete'] as const).map((method) => {
		const original = proto[method] as (...args: unknown[]) => IDBRequest;
		return vi.spyOn(proto, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
			const request = original.apply(this, args);
			if (stores.includes(this.name))
				(this.transaction as unknown as { _abort(name: string): void })._abort('QuotaExceededError');
			return request;
		} as never);
	});
	return () => spies.forEach((spy) => spy.mockRestore());
}
