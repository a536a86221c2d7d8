/**
 * The app's single database instance and id/clock helpers for the repositories.
 */
import { announceChange } from './changes';
import { setDbName } from './facts';
import { createDb, type TablekeeperDb } from './schema';

let instance: TablekeeperDb | null = null;

/**
 * Announces every committed read-write transaction on the app's change channel (`changes.ts`):
 * a Dexie middleware, so no write path can forget it.
 */
function announced(d: TablekeeperDb): TablekeeperDb {
	d.use({
		stack: 'dbcore',
		name: 'tablekeeper-changes',
		create: (down) => ({
			...down,
			transaction(stores, mode, options) {
				const tx = down.transaction(stores, mode, options);
				if (mode === 'readwrite') {
					const native = tx as unknown as Partial<IDBTransaction>;
					native.addEventListener?.('complete', () => announceChange(stores));
				}
				return tx;
			}
		})
	});
	return d;
}

/** The database (opened lazily). */
export function db(): TablekeeperDb {
	instance ??= announced(createDb());
	return instance;
}

/** Replaces the instance (tests use a fresh database each time). */
export function useDb(next: TablekeeperDb): void {
	instance = announced(next);
	setDbName(next.name);
}

/**
 * Whether the browser lets the database open: false when IndexedDB is missing, refuses to open
 * (private modes, storage disabled by policy) or fails while opening. Never rejects.
 */
export async function canOpenDb(): Promise<boolean> {
	try {
		await db().open();
		return true;
	} catch {
		return false;
	}
}

/** A new stable id. */
export function newId(): string {
	return crypto.randomUUID();
}

/** Milliseconds since the epoch; one place, so tests can reason about it. */
export function now(): number {
	return Date.now();
}
