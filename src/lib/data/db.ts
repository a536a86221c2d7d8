/**
 * The app's single database instance and id/clock helpers for the repositories.
 */
import { setDbName } from './facts';
import { createDb, type TablekeeperDb } from './schema';

let instance: TablekeeperDb | null = null;

/** The database (opened lazily). */
export function db(): TablekeeperDb {
	instance ??= createDb();
	return instance;
}

/** Replaces the instance (tests use a fresh database each time). */
export function useDb(next: TablekeeperDb): void {
	instance = next;
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
