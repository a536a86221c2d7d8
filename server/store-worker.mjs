// The sync server's work on a whole room, in a worker thread of its own (./file-store.mjs starts it),
// so that reading or rewriting a room near its size cap (a Yjs merge or a whole-document encode of
// megabytes, hundreds of milliseconds on a busy machine) never holds back the event loop that
// delivers every other room's updates. Operations on the files alone, one at a time:
// - read: a room's state and its log, as one update; for a room the server opens (load), a log
//   that a crash cut short is first cut back to its last whole update, so that what the room
//   appends next can be read;
// - compact: the state and the log read into a document (so what was deleted is dropped, as the
//   room's own document drops it), encoded as one state, written to a temporary file that is
//   flushed and renamed over the old state, and only then the log removed: a crash (even kill -9)
//   leaves the previous state and log or the new state, never half a file.
// The room's document itself stays on the main thread (Hocuspocus owns it); the files hold every
// update it took, so they are the same document.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, truncateSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, threadId } from 'node:worker_threads';
import * as Y from 'yjs';

let serial = 0;

/** @param {string} folder @param {string} room */
export const statePath = (folder, room) => join(folder, `${room}.yjs`);
/** @param {string} folder @param {string} room */
export const logPath = (folder, room) => join(folder, `${room}.log`);

/**
 * A room's stored state and log as one update, or null when nothing was stored. A log cut short by
 * a crash is read up to its last whole update, and with `repair` cut back to it.
 * @param {string} folder
 * @param {string} room
 * @param {boolean} [repair]
 * @returns {Uint8Array | null}
 */
export function readRoom(folder, room, repair = false) {
	const updates = storedUpdates(folder, room, repair);
	return updates.length ? Y.mergeUpdates(updates) : null;
}

/**
 * A room's stored state and the updates of its log, in order.
 * @param {string} folder
 * @param {string} room
 * @param {boolean} repair
 * @returns {Uint8Array[]}
 */
function storedUpdates(folder, room, repair) {
	const state = readIfThere(statePath(folder, room));
	const log = readIfThere(logPath(folder, room));
	const updates = state ? [state] : [];
	if (!log) return updates;
	let at = 0;
	while (at + 4 <= log.length) {
		const length = new DataView(log.buffer, log.byteOffset + at, 4).getUint32(0, true);
		if (at + 4 + length > log.length) break; // Cut short by a crash.
		updates.push(log.subarray(at + 4, at + 4 + length));
		at += 4 + length;
	}
	if (repair && at < log.length) truncateSync(logPath(folder, room), at);
	return updates;
}

/**
 * Rewrites a room's state and log as one state; returns its bytes.
 * @param {string} folder
 * @param {string} room
 */
export function compactRoom(folder, room) {
	const doc = new Y.Doc();
	// Applied one by one: merging them first would decode and encode them all once more.
	const updates = storedUpdates(folder, room, false);
	doc.transact(() => updates.forEach((update) => Y.applyUpdate(doc, update)));
	const state = Y.encodeStateAsUpdate(doc);
	doc.destroy();
	const temporary = join(folder, `${room}.${process.pid}-${threadId}.${serial++}.tmp`);
	const file = openSync(temporary, 'w', 0o600);
	try {
		for (let at = 0; at < state.length;) at += writeSync(file, state, at);
		fsyncSync(file);
	} finally {
		closeSync(file);
	}
	renameSync(temporary, statePath(folder, room));
	rmSync(logPath(folder, room), { force: true });
	return state.length;
}

/** @param {string} path */
function readIfThere(path) {
	try {
		return new Uint8Array(readFileSync(path));
	} catch (error) {
		if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
		throw error;
	}
}

/** @typedef {{ id: number, op: 'read' | 'load' | 'compact', folder: string, room: string }} Job */

if (!isMainThread && parentPort) {
	const port = parentPort;
	port.on('message', (/** @type {Job} */ job) => {
		try {
			if (job.op === 'compact') port.postMessage({ id: job.id, value: compactRoom(job.folder, job.room) });
			else {
				const update = readRoom(job.folder, job.room, job.op === 'load');
				// Handed over, not copied: a room near its cap is megabytes.
				const buffers = update ? [/** @type {ArrayBuffer} */ (update.buffer)] : [];
				port.postMessage({ id: job.id, value: update }, buffers);
			}
		} catch (error) {
			port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
		}
	});
}
