/**
 * Drafts: a half-entered form (a round, the new-match form) saved as the user types, so a
 * reload or a closed tab loses nothing.
 */
import { db, now } from './db';

/** The saved draft for a key, or undefined. */
export async function getDraft<T>(key: string): Promise<T | undefined> {
	return (await db().drafts.get(key))?.value as T | undefined;
}

/** Saves a draft. */
export async function putDraft(key: string, value: unknown): Promise<void> {
	await db().drafts.put({ key, value: plainCopy(value), updatedAt: now() });
}

/** Removes a draft (the round was saved or discarded). */
export async function deleteDraft(key: string): Promise<void> {
	await db().drafts.delete(key);
}

/** A structured-clone-safe copy (Svelte proxies cannot be stored as they are). */
function plainCopy(value: unknown): unknown {
	return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
