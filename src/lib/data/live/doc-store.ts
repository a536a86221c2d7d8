/**
 * A shared match's Yjs document kept on the device (schema v4 `liveUpdates`): every update, from
 * this phone or from the room, is stored as it happens, and the document is rebuilt from them on
 * the next start, so a phone that reloads offline still holds everything it has not sent. The
 * updates are folded into one when they pile up. Stored updates are the device's own: applying
 * them cannot fail, but a damaged one is skipped rather than thrown.
 */
import Dexie from 'dexie';
import * as Y from 'yjs';
import type { TablekeeperDb } from '../schema';

/** Updates kept before they are folded into one. */
const FOLD_AFTER = 200;
/** The origin of updates read back from the device (not stored again). */
export const FROM_STORE = Symbol('from-store');

/** The document of `matchId` as stored on the device (empty when none was). */
export async function loadDoc(d: TablekeeperDb, matchId: string): Promise<Y.Doc> {
	const doc = new Y.Doc();
	const rows = await d.liveUpdates.where('matchId').equals(matchId).sortBy('seq');
	for (const row of rows) {
		try {
			Y.applyUpdate(doc, row.update, FROM_STORE);
		} catch {
			// A damaged row: the rest still apply; the room sends what it lacks.
		}
	}
	return doc;
}

/** Stores every update of `doc` as it happens; returns the way to stop and to wait for the writes. */
export function storeDoc(d: TablekeeperDb, matchId: string, doc: Y.Doc) {
	let writes: Promise<unknown> = Promise.resolve();
	let queued: Uint8Array[] = [];
	let count = 0;
	// Updates often happen inside a transaction of other tables (a round written and pushed in
	// one): they are stored just after, outside it.
	const write = () => {
		const updates = queued;
		queued = [];
		count += updates.length;
		const fold = count >= FOLD_AFTER;
		if (fold) count = 0;
		return Dexie.ignoreTransaction(() =>
			d.transaction('rw', d.liveUpdates, async () => {
				if (!fold) {
					await d.liveUpdates.bulkAdd(updates.map((update) => ({ matchId, update }) as never));
					return;
				}
				await d.liveUpdates.where('matchId').equals(matchId).delete();
				await d.liveUpdates.add({ matchId, update: Y.encodeStateAsUpdate(doc) } as never);
			})
		);
	};
	const onUpdate = (update: Uint8Array, origin: unknown) => {
		if (origin === FROM_STORE) return;
		const first = queued.length === 0;
		queued.push(update);
		if (!first) return;
		writes = Promise.all([writes, new Promise((resolve) => setTimeout(resolve, 0))])
			.then(write)
			.catch(() => undefined);
	};
	doc.on('update', onUpdate);
	return {
		flushed: () => writes,
		stop: () => doc.off('update', onUpdate)
	};
}

/** Stores the whole document at once (sharing or joining), replacing what was kept. */
export async function saveWholeDoc(d: TablekeeperDb, matchId: string, doc: Y.Doc): Promise<void> {
	const whole = Y.encodeStateAsUpdate(doc);
	await d.transaction('rw', d.liveUpdates, async () => {
		await d.liveUpdates.where('matchId').equals(matchId).delete();
		await d.liveUpdates.add({ matchId, update: whole } as never);
	});
}

/**
 * Where a sealed room's outer document (its sealed entries, `sealed-doc.ts`) is kept: rows of
 * `liveUpdates` under this key beside the match's own. A share with such rows is sealed; one
 * without (shared before sealing) is a plain room.
 */
export function sealedKey(matchId: string): string {
	return `sealed:${matchId}`;
}

/** The sealed entries of `matchId` as stored on the device, or null for a plain room. */
export async function loadSealedDoc(d: TablekeeperDb, matchId: string): Promise<Y.Doc | null> {
	const key = sealedKey(matchId);
	if ((await d.liveUpdates.where('matchId').equals(key).count()) === 0) return null;
	return loadDoc(d, key);
}

/** Forgets the document of `matchId` on the device, and its sealed entries. */
export async function forgetDoc(d: TablekeeperDb, matchId: string): Promise<void> {
	await d.liveUpdates
		.where('matchId')
		.anyOf([matchId, sealedKey(matchId)])
		.delete();
}
