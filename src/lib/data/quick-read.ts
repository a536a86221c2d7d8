/**
 * The lean, read-only way into the database for the first screen, without Dexie (about 30 KB
 * gzip that the home screen would otherwise wait for): whether storage opens at all, whether
 * the trash holds anything expired, and home's lists read through the v1 indexes (`status`,
 * `updatedAt`, `deletedAt`), so they work at every schema version. It never creates, upgrades
 * or writes the database (a database that does not exist yet stays absent: its creation is
 * aborted), and closes its connection after each read so Dexie's upgrades are never blocked.
 */
import { onDataChange } from './changes';
import { DAY, TRASH_DAYS, dbName } from './facts';
import { hlcOf, LEGACY_LIMIT } from './hlc';
import type { MatchRecord, PlayerRecord } from './schema';

/** Opens the existing database; null when there is none yet. Rejects when storage is refused. */
export function openExisting(): Promise<IDBDatabase | null> {
	return new Promise((resolve, reject) => {
		let absent = false;
		let request: IDBOpenDBRequest;
		try {
			request = indexedDB.open(dbName());
		} catch (error) {
			reject(error);
			return;
		}
		request.onupgradeneeded = () => {
			absent = true;
			request.transaction?.abort();
		};
		request.onsuccess = () => {
			const db = request.result;
			db.onversionchange = () => db.close();
			resolve(db);
		};
		request.onerror = (event) => {
			if (!absent) return reject(request.error);
			event.preventDefault();
			resolve(null);
		};
	});
}

/** The result of one request. */
export function result<T>(request: IDBRequest<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
}

/** What the start-up check learns: storage opens, and whether the trash needs a purge. */
export interface StorageProbe {
	available: boolean;
	/** A trashed match or an undo history older than the trash keeps them. */
	expired: boolean;
}

/** Whether storage opens, and whether anything in it has expired at `at`. Never rejects. */
export async function probeStorage(at: number): Promise<StorageProbe> {
	// Site data blocked by the browser's settings (static/boot.js found localStorage refused).
	if ((globalThis as { __tkStorageBlocked?: boolean }).__tkStorageBlocked) return { available: false, expired: false };
	let db: IDBDatabase | null;
	try {
		db = await openExisting();
	} catch {
		return { available: false, expired: false };
	}
	if (!db) return { available: true, expired: false };
	try {
		// A trashed match's `deletedAt` is a clock stamp (schema v5; milliseconds before it), an
		// undo history's `updatedAt` milliseconds: the cut-off read either way.
		const cutoff = at - TRASH_DAYS * DAY;
		const before = IDBKeyRange.upperBound(cutoff, true);
		const stampedBefore = IDBKeyRange.bound(LEGACY_LIMIT, hlcOf(cutoff), false, true);
		const stores = ['matches', 'history'].filter((s) => db.objectStoreNames.contains(s));
		if (stores.length === 0) return { available: true, expired: false };
		const tx = db.transaction(stores, 'readonly');
		const counts = await Promise.all(
			stores.flatMap((s) => {
				const index = tx.objectStore(s).index(s === 'matches' ? 'deletedAt' : 'updatedAt');
				return [result(index.count(before)), ...(s === 'matches' ? [result(index.count(stampedBefore))] : [])];
			})
		);
		return { available: true, expired: counts.some((n) => n > 0) };
	} catch {
		return { available: true, expired: false };
	} finally {
		db.close();
	}
}

/**
 * Whether a round draft holds a round whose Save a page load cut off (`pending`): round drafts
 * are keyed `round:…` and `edit:…`, and few. Never rejects (false when storage cannot be read).
 */
export async function hasPendingRounds(): Promise<boolean> {
	let db: IDBDatabase | null;
	try {
		db = await openExisting();
	} catch {
		return false;
	}
	if (!db) return false;
	try {
		if (!db.objectStoreNames.contains('drafts')) return false;
		const drafts = db.transaction('drafts', 'readonly').objectStore('drafts');
		const found = await Promise.all(
			['edit:', 'round:'].map(
				(prefix) => result(drafts.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`))) as Promise<{ value: unknown }[]>
			)
		);
		return found.flat().some((d) => typeof d.value === 'object' && d.value !== null && 'pending' in d.value);
	} catch {
		return false;
	} finally {
		db.close();
	}
}

/** Home's lists: the matches in progress and the last finished or abandoned ones, with their players. */
export interface HomeLists {
	active: MatchRecord[];
	recent: MatchRecord[];
	players: PlayerRecord[];
}

/**
 * Walks `index` from its newest key, handing each match and its key to `visit` until it answers
 * `'stop'` or the index ends (the quick reads stop as soon as they have what a first frame shows).
 */
export function walkNewest(
	index: IDBIndex,
	visit: (match: MatchRecord, key: IDBValidKey) => 'stop' | undefined
): Promise<void> {
	return new Promise((resolve, reject) => {
		const request = index.openCursor(null, 'prev');
		request.onerror = () => reject(request.error);
		request.onsuccess = () => {
			const cursor = request.result;
			if (!cursor || visit(cursor.value as MatchRecord, cursor.key) === 'stop') return resolve();
			cursor.continue();
		};
	});
}

/** The last `count` matches not in progress and not in the trash, newest first, from the `updatedAt` index. */
async function lastEnded(index: IDBIndex, count: number): Promise<MatchRecord[]> {
	const out: MatchRecord[] = [];
	if (count <= 0) return out;
	await walkNewest(index, (match) => {
		if (match.status !== 'active' && match.deletedAt === undefined) out.push(match);
		return out.length >= count ? 'stop' : undefined;
	});
	return out;
}

/**
 * Home's lists through indexes only: every active match (the `status` index) and the last
 * `recentCount` ended ones (walking `updatedAt` from the newest), and the players they seat.
 * Rejects when storage is refused.
 */
export async function readHomeLists(recentCount = 5): Promise<HomeLists> {
	const db = await openExisting();
	if (!db) return { active: [], recent: [], players: [] };
	try {
		if (!db.objectStoreNames.contains('matches')) return { active: [], recent: [], players: [] };
		const tx = db.transaction(['matches', 'players'], 'readonly');
		const matches = tx.objectStore('matches');
		const [inProgress, recent] = await Promise.all([
			result(matches.index('status').getAll('active')) as Promise<MatchRecord[]>,
			lastEnded(matches.index('updatedAt'), recentCount)
		]);
		const active = inProgress.filter((m) => m.deletedAt === undefined).sort((a, b) => b.updatedAt - a.updatedAt);
		const ids = new Set([...active, ...recent].flatMap((m) => m.seats.map((s) => s.playerId)));
		const players = tx.objectStore('players');
		const found = await Promise.all([...ids].map((id) => result(players.get(id)) as Promise<PlayerRecord | undefined>));
		return { active, recent, players: found.filter((p): p is PlayerRecord => p !== undefined) };
	} finally {
		db.close();
	}
}

/** Calls `changed` whenever a write commits, in this window or another one (the app's own channel). */
export function onStorageChange(changed: () => void): () => void {
	return onDataChange(() => changed());
}
