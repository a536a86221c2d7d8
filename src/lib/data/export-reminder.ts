/**
 * When everything was last exported, kept in localStorage, and how many old matches are in no
 * backup file since: the History screen's gentle reminder. Tiny on purpose: History loads it
 * without the backup format and its checks.
 */
import { wallOf } from './hlc';
import type { MatchRecord } from './schema';

const LAST_EXPORT_KEY = 'tablekeeper.lastExport';
/** How old a match is before the reminder counts it. */
export const REMIND_AFTER = 30 * 24 * 60 * 60 * 1000;

/** When everything was last exported to a file, or 0. */
export function lastExport(): number {
	try {
		return Number(globalThis.localStorage?.getItem(LAST_EXPORT_KEY) ?? 0) || 0;
	} catch {
		return 0;
	}
}

/** Remembers that everything was exported now. */
export function markExported(at = Date.now()): void {
	try {
		globalThis.localStorage?.setItem(LAST_EXPORT_KEY, String(at));
	} catch {
		// Private mode: the reminder simply shows again.
	}
}

/** Matches older than 30 days changed since the last export (the reminder shows when > 0). */
export function unexportedOldMatches(
	matches: readonly Pick<MatchRecord, 'createdAt' | 'updatedAt'>[],
	since: number,
	at = Date.now()
): number {
	let count = 0;
	for (const m of matches) if (m.createdAt < at - REMIND_AFTER && wallOf(m.updatedAt) > since) count++;
	return count;
}
