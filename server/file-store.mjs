// The sync server's document store: one file per room in a data folder, `<room id>.yjs`, holding
// the document's whole state as one Yjs update. A write goes to a temporary file that is flushed
// to disk and then renamed over the old one, so a crash (even kill -9) leaves either the previous
// state or the new one, never half a file. Room ids are checked by the caller (32 hex digits), so
// a name can never leave the folder. Only the server's user may read them: the folder is 0700 and
// every file 0600 (a folder or files left more open by an older version are closed at start).
import { chmod, mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

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
			else if (name.endsWith('.yjs')) await chmod(path, 0o600);
		}
	}

	/**
	 * The stored state of a room, or null when none was stored.
	 * @param {string} room
	 * @returns {Promise<Uint8Array | null>}
	 */
	async read(room) {
		try {
			return new Uint8Array(await readFile(this.path(room)));
		} catch (error) {
			if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
			throw error;
		}
	}

	/**
	 * Replaces a room's stored state in one step.
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
	}

	/** @param {string} room */
	path(room) {
		return join(this.folder, `${room}.yjs`);
	}
}
