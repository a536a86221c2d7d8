// Keeps the rooms on disk through ./file-store.mjs (or in Redis, ./redis-store.mjs), as a Hocuspocus extension: a room is read
// whole when it opens; then each save (a second after the last change, at most 5 s while changes
// keep coming, and when the last phone leaves) appends only the updates the room took since the
// last save, and compacts the files into one state only once those updates add up to as much as
// the state. Reading and compacting run in the store's worker thread, from the files (which hold
// every update the room took): the room's document is never encoded whole here, so a large busy
// room costs the event loop in proportion to what changed, not a multi-megabyte encode every few
// seconds (which held back every other room). Each save also tells the update check the room's
// size (./update-check.mjs).
import * as Y from 'yjs';

/**
 * @param {Pick<import('./file-store.mjs').FileStore, 'load' | 'append' | 'compact' | 'close'>} store the folder's (./file-store.mjs) or Redis (./redis-store.mjs)
 * @param {import('./update-check.mjs').UpdateCheck} checks
 * @returns {import('@hocuspocus/server').Extension}
 */
export function roomStorage(store, checks) {
	/** Per open room: updates not yet saved, and the bytes of its state and log on disk. */
	/** @type {Map<string, { pending: Uint8Array[], state: number, log: number }>} */
	const rooms = new Map();

	return {
		async onLoadDocument({ documentName, document }) {
			const stored = await store.load(documentName);
			if (stored) {
				Y.applyUpdate(document, stored);
				checks.loaded(documentName, stored);
			}
			rooms.set(documentName, { pending: [], state: stored?.length ?? 0, log: 0 });
			checks.measured(documentName, stored?.length ?? 0);
		},
		async onChange({ documentName, update }) {
			rooms.get(documentName)?.pending.push(update);
		},
		async onStoreDocument({ documentName }) {
			const room = rooms.get(documentName);
			if (!room) return;
			// Taken and counted at once: updates arriving while this writes wait for the next save.
			const updates = room.pending.splice(0);
			const bytes = updates.reduce((sum, update) => sum + update.length, 0);
			const counted = checks.counted(documentName);
			if (updates.length > 0) await store.append(documentName, updates);
			if (room.log + bytes >= room.state) {
				room.state = await store.compact(documentName);
				room.log = 0;
			} else room.log += bytes;
			checks.measured(documentName, room.state + room.log, counted);
		},
		async onDestroy() {
			await store.close();
		},
		async afterUnloadDocument({ documentName }) {
			rooms.delete(documentName);
			checks.forget(documentName);
		}
	};
}
