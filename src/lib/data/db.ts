/**
 * The app's single database instance and id/clock helpers for the repositories.
 */
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
}

/** A new stable id. */
export function newId(): string {
	return crypto.randomUUID();
}

/** Milliseconds since the epoch; one place, so tests can reason about it. */
export function now(): number {
	return Date.now();
}
