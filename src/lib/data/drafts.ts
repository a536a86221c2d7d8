/**
 * Drafts: a half-entered form (a round, the new-match form) saved as the user types, so a
 * reload or a closed tab loses nothing. Round drafts carry the id of the window they were typed
 * in (see `state/round-draft.svelte.ts`); a draft left by a closed window is taken over whole.
 * This module also owns a round draft's key (`round:<match>:<window>`, `edit:<match>:<round>:<window>`)
 * and its stored format.
 */
import * as v from 'valibot';
import { announceChange } from './changes';
import { db, now } from './db';
import type { DraftRecord } from './schema';

/** The key prefix of a match's new-round drafts (`roundId` null) or of one round's edit drafts. */
export function roundDraftPrefix(matchId: string, roundId: string | null): string {
	return roundId === null ? `round:${matchId}` : `edit:${matchId}:${roundId}`;
}

/** The key of one window's draft under `prefix`. */
export function roundDraftKey(prefix: string, windowId: string): string {
	return `${prefix}:${windowId}`;
}

/**
 * The window a draft key under `prefix` belongs to: '' for a draft stored before drafts had
 * owners (the key is the prefix itself), null when the key is not one of `prefix`'s drafts.
 */
export function draftOwner(prefix: string, key: string): string | null {
	if (!key.startsWith(prefix)) return null;
	const rest = key.slice(prefix.length);
	if (rest === '') return '';
	return rest.startsWith(':') && rest.length > 1 ? rest.slice(1) : null;
}

/** How a round draft is stored: the form, what it was typed against, and the round being saved. */
const StoredRoundDraft = v.object({
	v: v.literal(2),
	form: v.unknown(),
	/** New round: the id of the match's last round when typing started (null: no round yet). */
	base: v.optional(v.nullable(v.string())),
	/** Edited round: its `updatedAt` when the form was opened. */
	stamp: v.optional(v.number()),
	/** Set from Save until the round's write commits (that write removes the draft). */
	pending: v.optional(v.object({ input: v.unknown(), note: v.optional(v.string()) })),
	/** The deal's note as typed (absent in a draft stored before notes: the round's own note). */
	note: v.optional(v.string())
});
export type StoredRoundDraft = v.InferOutput<typeof StoredRoundDraft>;

/**
 * What a new round is typed after: nothing yet (the form is blank), the match's start (it had no
 * round), or the match's last round when typing began. Stored as `base`: absent, null, the id.
 */
export type TypedAfter = { kind: 'not-yet' } | { kind: 'start' } | { kind: 'round'; id: string };

/** `after` as a draft stores it. */
export function storedBase(after: TypedAfter): string | null | undefined {
	return after.kind === 'round' ? after.id : after.kind === 'start' ? null : undefined;
}

/** A draft's stored `base` as what its round is typed after. */
export function typedAfter(base: string | null | undefined): TypedAfter {
	return base === undefined ? { kind: 'not-yet' } : base === null ? { kind: 'start' } : { kind: 'round', id: base };
}

/**
 * The shape a stored form must have to be shown again: the blank form's objects with their keys
 * and its arrays, leaves being any JSON value (a form keeps half-typed text), so a form written
 * by an older version of the entry form is set aside rather than handed to it.
 */
export function formShape(sample: unknown): v.GenericSchema {
	if (sample === null || typeof sample !== 'object') return v.unknown();
	if (Array.isArray(sample)) {
		const first = sample.find((x) => x !== null);
		return v.array(first === undefined ? v.unknown() : v.nullable(formShape(first)));
	}
	const entries = Object.entries(sample);
	if (entries.length === 0) return v.record(v.string(), v.unknown());
	return v.looseObject(Object.fromEntries(entries.map(([key, value]) => [key, formShape(value)])));
}

/** Whether `form` has `blank`'s shape (see `formShape`). */
export function hasFormShape(form: unknown, blank: unknown): boolean {
	return v.is(formShape(blank), form);
}

/** A stored round draft as the current format (a bare form, stored by an older version, is wrapped). */
export function readRoundDraft(value: unknown): StoredRoundDraft {
	const parsed = v.safeParse(StoredRoundDraft, value);
	return parsed.success ? parsed.output : { v: 2, form: value };
}

export { isQuotaFull } from './facts';

/** The saved draft for a key, or undefined. */
export async function getDraft<T>(key: string): Promise<T | undefined> {
	return (await db().drafts.get(key))?.value as T | undefined;
}

/**
 * Saves a draft, in a transaction told to commit as soon as its one write is done
 * (`IDBTransaction.commit`) instead of once the page has been told the write succeeded: the
 * write is durable one round trip through the page sooner, while a Save keeps the page busy
 * painting the next form. Where the database is not open yet, or the browser cannot commit
 * early, Dexie writes it. Announced on the change channel like every other write.
 */
export async function putDraft(key: string, value: unknown): Promise<void> {
	const record: DraftRecord = { key, value: plainCopy(value), updatedAt: now() };
	const d = db();
	if (!d.isOpen() || typeof IDBTransaction.prototype.commit !== 'function') {
		await d.drafts.put(record);
		return;
	}
	await new Promise<void>((resolve, reject) => {
		const tx = d.backendDB().transaction('drafts', 'readwrite');
		tx.oncomplete = () => {
			announceChange(['drafts']);
			resolve();
		};
		tx.onabort = () => reject(tx.error ?? new DOMException('The draft was not written.', 'AbortError'));
		try {
			tx.objectStore('drafts').put(record);
			tx.commit();
		} catch (error) {
			reject(error);
			try {
				tx.abort();
			} catch {
				// Already over.
			}
		}
	});
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

/** A round draft whose Save was cut off (the page went away before the round's write committed). */
export interface PendingRoundDraft {
	key: string;
	matchId: string;
	/** The edited round, or null for a new round. */
	roundId: string | null;
	/** The window it was typed in ('' for a draft stored before drafts had owners). */
	owner: string;
	stored: StoredRoundDraft & { pending: { input: unknown } };
}

/** Every round draft left with a pending round. */
export async function pendingRoundDrafts(): Promise<PendingRoundDraft[]> {
	const found: PendingRoundDraft[] = [];
	for (const kind of ['round:', 'edit:'] as const) {
		for (const record of await findDrafts(kind)) {
			const stored = readRoundDraft(record.value);
			if (!stored.pending) continue;
			const parts = record.key.slice(kind.length).split(':');
			const [matchId = '', roundId = null] = kind === 'edit:' ? parts : [parts[0]];
			const owner = (kind === 'edit:' ? parts[2] : parts[1]) ?? '';
			found.push({ key: record.key, matchId, roundId, owner, stored: { ...stored, pending: stored.pending } });
		}
	}
	return found;
}
