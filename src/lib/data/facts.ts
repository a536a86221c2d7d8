/**
 * Facts about the database shared by the Dexie code and the lean reader (`quick-read.ts`, which
 * must not load Dexie): its name, how long the trash keeps a match, and when a match's latest
 * deal was saved (lists show the time played without loading Dexie). A test that points the
 * data layer at another database (`useDb`) points both at it.
 */
export const DB_NAME = 'tablekeeper';

/** When the latest of these deals was first saved (its `createdAt`; an edit later does not move it). */
export function lastDealAt(rounds: readonly { createdAt: number }[]): number {
	let latest = 0;
	for (const round of rounds) if (round.createdAt > latest) latest = round.createdAt;
	return latest;
}

/** How long a match stays in the trash, in days. */
export const TRASH_DAYS = 30;

/** One day in milliseconds. */
export const DAY = 24 * 60 * 60 * 1000;

let current = DB_NAME;

/** The name of the database the data layer uses now. */
export function dbName(): string {
	return current;
}

/** Called by `useDb` when the data layer is pointed at another database. */
export function setDbName(name: string): void {
	current = name;
}

/** Whether a write failed because the device's storage is full (Dexie may wrap the DOMException). */
export function isQuotaFull(error: unknown): boolean {
	const e = error as { name?: string; inner?: { name?: string } } | null;
	return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

/** The longest note on a match or a deal, in characters: a few sentences, never a document. */
export const NOTE_MAX = 500;

/** `round` with its note set to `note` trimmed, or without one when that is empty. */
export function withNote<T extends { note?: string }>(round: T, note: string | undefined): T {
	const { note: _old, ...rest } = round;
	const text = note?.trim() ?? '';
	return (text ? { ...rest, note: text } : rest) as T;
}
