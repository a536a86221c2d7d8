/**
 * History's first frame without Dexie's start and its read of the whole library: the newest
 * matches in History's order (walking the `createdAt` index backwards), the players they seat,
 * the club nights, and how many old matches no backup file holds (the export reminder), through
 * indexes and small reads, the way quick-read.ts reads home's lists. The whole library (Dexie's
 * live lists) follows for the count, the filters and the rest of the cards.
 */
import { REMIND_AFTER, unexportedOldMatches } from './export-reminder';
import { hlcOf } from './hlc';
import { openExisting, result, walkNewest } from './quick-read';
import type { MatchRecord, NightRecord, PlayerRecord } from './schema';

/**
 * The database version whose records these reads know (Dexie opens schema version N as
 * IndexedDB version 10 × N): an older database is read by Dexie once it has upgraded it.
 */
export const FIRST_CARDS_VERSION = 60;

/** What History shows before the whole library is read. */
export interface FirstCards {
	/** The newest matches not in the trash, newest first, as History orders them. */
	matches: MatchRecord[];
	/** The players those matches seat. */
	players: PlayerRecord[];
	/** The club nights not in the trash, most recently changed first (as `listNights`). */
	nights: NightRecord[];
	/** Matches older than 30 days changed since the last export (as `unexportedOldMatches`). */
	unexported: number;
}

/** History's order (`listMatches` sorted again by `createdAt`): newest created, then last written, then id. */
export function historyOrder(a: MatchRecord, b: MatchRecord): number {
	return b.createdAt - a.createdAt || b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The first `count` matches not in the trash in History's order, every match tied with the last one read. */
async function newest(index: IDBIndex, count: number): Promise<MatchRecord[]> {
	const out: MatchRecord[] = [];
	await walkNewest(index, (match, key) => {
		if (out.length >= count && key !== out[count - 1]!.createdAt) return 'stop';
		if (match.deletedAt === undefined) out.push(match);
		return undefined;
	});
	return out.sort(historyOrder).slice(0, count);
}

/**
 * Matches older than 30 days changed since `since` (ms, 0 for never), not in the trash. Never
 * exported, that is every old match: counted on the `createdAt` index, less the old ones in the
 * trash. Otherwise only the matches written since are read (the `updatedAt` index).
 */
async function unexported(matches: IDBObjectStore, since: number, at: number): Promise<number> {
	const old = IDBKeyRange.upperBound(at - REMIND_AFTER, true);
	if (since <= 0) {
		const [all, trashed] = await Promise.all([
			result(matches.index('createdAt').count(old)),
			result(matches.index('deletedAt').getAll()) as Promise<MatchRecord[]>
		]);
		return all - trashed.filter((m) => old.includes(m.createdAt)).length;
	}
	const written = (await result(
		matches.index('updatedAt').getAll(IDBKeyRange.lowerBound(hlcOf(since)))
	)) as MatchRecord[];
	return unexportedOldMatches(
		written.filter((m) => m.deletedAt === undefined),
		since,
		at
	);
}

/**
 * History's first cards: the newest `count` matches, their players, the nights and the export
 * reminder's count, with `since` the last export (ms, or 0) and `at` now. Null when there is no
 * database yet or it is not at the schema these reads know. Rejects when storage is refused.
 */
export async function readFirstCards(count: number, since: number, at: number): Promise<FirstCards | null> {
	const db = await openExisting();
	if (!db) return null;
	try {
		const stores = ['matches', 'players', 'nights'];
		if (db.version < FIRST_CARDS_VERSION || !stores.every((s) => db.objectStoreNames.contains(s))) return null;
		const tx = db.transaction(stores, 'readonly');
		const matches = tx.objectStore('matches');
		const [cards, old, nights] = await Promise.all([
			newest(matches.index('createdAt'), count),
			unexported(matches, since, at),
			result(tx.objectStore('nights').getAll()) as Promise<NightRecord[]>
		]);
		const ids = new Set(cards.flatMap((m) => m.seats.map((s) => s.playerId)));
		const players = tx.objectStore('players');
		const found = await Promise.all([...ids].map((id) => result(players.get(id)) as Promise<PlayerRecord | undefined>));
		return {
			matches: cards,
			players: found.filter((p): p is PlayerRecord => p !== undefined),
			nights: nights.filter((n) => n.deletedAt === undefined).sort((a, b) => b.updatedAt - a.updatedAt),
			unexported: old
		};
	} finally {
		db.close();
	}
}
