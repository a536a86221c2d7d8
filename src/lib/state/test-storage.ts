// Test helpers for the state classes: a fresh database per test, a browser that refuses
// IndexedDB, and waiting for live queries inside a reactive root.
import { flushSync } from 'svelte';
import { vi } from 'vitest';
import { useDb } from '$lib/data/db';
import { createDb } from '$lib/data/schema';

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

/** Polls `check` (flushing Svelte's effects) until it holds, or fails after `ms`. */
export function until(check: () => boolean, ms = 2000): Promise<void> {
	const start = Date.now();
	return new Promise((resolve, reject) => {
		const tick = () => {
			flushSync();
			if (check()) resolve();
			else if (Date.now() - start > ms) reject(new Error('timed out'));
			else setTimeout(tick, 10);
		};
		tick();
	});
}
