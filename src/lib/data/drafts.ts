/**
 * Drafts: a half-entered form (a round, the new-match form) saved as the user types, so a
 * reload or a closed tab loses nothing. Round drafts carry the id of the window they were typed
 * in (see `state/round-draft.svelte.ts`); a draft left by a closed window is taken over whole.
 */
import { db, now } from './db';
import type { DraftRecord } from './schema';

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

/** Every draft whose key starts with `prefix`, most recently saved first. */
export async function findDrafts(prefix: string): Promise<DraftRecord[]> {
	const found = await db().drafts.where('key').startsWith(prefix).toArray();
	return found.sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * Moves the draft at `from` to `to` in one transaction and returns its value, or undefined when
 * `from` is gone (another window took it first): a draft is never taken over twice.
 */
export async function takeDraft(from: string, to: string): Promise<unknown> {
	return db().transaction('rw', db().drafts, async () => {
		const record = await db().drafts.get(from);
		if (!record) return undefined;
		await db().drafts.delete(from);
		await db().drafts.put({ key: to, value: record.value, updatedAt: now() });
		return record.value;
	});
}

/** A structured-clone-safe copy (Svelte proxies cannot be stored as they are). */
function plainCopy(value: unknown): unknown {
	return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
