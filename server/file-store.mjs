// The sync server's document store: per room, in a data folder, `<room id>.yjs` holding the
// document's whole state as one Yjs update, and `<room id>.log` holding the updates the room took
// since, appended (each a 4-byte length, then the update). A busy room only appends what changed;
// its whole state is written again once the log has grown as large as the state (so writing costs
// in proportion to what changed, not to the room at every save). A state write goes to a temporary
// file that is flushed to disk and then renamed over the old one, and only then is the log
// removed, so a crash (even kill -9) leaves the previous state or the new one, never half a file;
// a log cut short by a crash is read up to its last whole update. Room ids are checked by the
// caller (32 hex digits), so a name can never leave the folder. Only the server's user may read
// them: the folder is 0700 and every file 0600 (a folder or files left more open by an older
// version are closed at start).
import { chmod, mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as Y from 'yjs';

export class FileStore {
	/** @param {string} folder */
	constructor(folder) {
		this.folder = folder;
		this.serial = 0;
	}

	/** Creates the folder, removes temporary files a crash left behind, and makes it all private. */
	async open() {
		await mkdir(this.folder, { recursive: true, mode: 0o700 });
		await chmod(this.folder, 0o700);
		for (const name of await readdir(this.folder)) {
			const path = join(this.folder, name);
			if (name.endsWith('.tmp')) await rm(path, { force: true });
			else if (name.endsWith('.yjs') || name.endsWith('.log')) await chmod(path, 0o600);
		}
	}

	/**
	 * The stored state of a room (its state and its log, as one update), or null when none was stored.
	 * @param {string} room
	 * @returns {Promise<Uint8Array | null>}
	 */
	async read(room) {
		const state = await readIfThere(this.path(room));
		const log = await readIfThere(this.logPath(room));
		if (!log) return state;
		const updates = state ? [state] : [];
		for (let at = 0; at + 4 <= log.length;) {
			const length = new DataView(log.buffer, log.byteOffset + at, 4).getUint32(0, true);
			if (at + 4 + length > log.length) break; // Cut short by a crash.
			updates.push(log.subarray(at + 4, at + 4 + length));
			at += 4 + length;
		}
		return updates.length ? Y.mergeUpdates(updates) : null;
	}

	/**
	 * Appends updates to a room's log, flushed to disk.
	 * @param {string} room
	 * @param {Uint8Array[]} updates
	 */
	async append(room, updates) {
		const records = updates.flatMap((update) => {
			const length = new Uint8Array(4);
			new DataView(length.buffer).setUint32(0, update.length, true);
			return [length, update];
		});
		const file = await open(this.logPath(room), 'a', 0o600);
		try {
			await file.writev(records);
			await file.sync();
		} finally {
			await file.close();
		}
	}

	/**
	 * Replaces a room's stored state in one step, and then its log (the state holds it all).
	 * @param {string} room
	 * @param {Uint8Array} state
	 */
	async write(room, state) {
		const temporary = join(this.folder, `${room}.${process.pid}.${this.serial++}.tmp`);
		const file = await open(temporary, 'w', 0o600);
		try {
			await file.writeFile(state);
			await file.sync();
		} finally {
			await file.close();
		}
		await rename(temporary, this.path(room));
		await rm(this.logPath(room), { force: true });
	}

	/** @param {string} room */
	path(room) {
		return join(this.folder, `${room}.yjs`);
	}

	/** @param {string} room */
	logPath(room) {
		return join(this.folder, `${room}.log`);
	}
}

/**
 * @param {string} path
 * @returns {Promise<Uint8Array | null>}
 */
async function readIfThere(path) {
	try {
		return new Uint8Array(await readFile(path));
	} catch (error) {
		if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
		throw error;
	}
}
