// The sync server's document store: per room, in a data folder, `<room id>.yjs` holding the
// document's whole state as one Yjs update, and `<room id>.log` holding the updates the room took
// since, appended (each a 4-byte length, then the update). A busy room only appends what changed;
// its whole state is rewritten (compacted) once the log has grown as large as the state, so writing
// costs in proportion to what changed, not to the room at every save. Reading a room and
// compacting it work on the whole room: they run in a worker thread (./store-worker.mjs), off the
// event loop that delivers every room's updates, and from the files alone. A compaction goes
// through a temporary file, flushed and renamed over the old state, and only then is the log
// removed, so a crash (even kill -9) leaves the previous state or the new one, never half a file; a
// log cut short by a crash is read up to its last whole update. Room ids are checked by the caller
// (32 hex digits), so a name can never leave the folder. Only the server's user may read them: the
// folder is 0700 and every file 0600 (a folder or files left more open by an older version are
// closed at start). The caller never has two operations on one room at once (Hocuspocus stores a
// room under its own lock).
import { chmod, mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { logPath, statePath } from './store-worker.mjs';

const WORKER = new URL('./store-worker.mjs', import.meta.url);

export class FileStore {
	/** @param {string} folder */
	constructor(folder) {
		this.folder = folder;
		/** @type {Worker | null} */
		this.worker = null;
		/** Jobs sent to the worker, by id, waiting for its answer. */
		/** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
		this.jobs = new Map();
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
	read(room) {
		return this.job('read', room);
	}

	/**
	 * Reads a room the server opens: as `read`, after cutting a log a crash left torn back to its
	 * last whole update (else what the room appends next would follow the torn part, unreadable).
	 * @param {string} room
	 * @returns {Promise<Uint8Array | null>}
	 */
	load(room) {
		return this.job('load', room);
	}

	/**
	 * Rewrites a room's state and log as one state; resolves to the state's bytes.
	 * @param {string} room
	 * @returns {Promise<number>}
	 */
	compact(room) {
		return this.job('compact', room);
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

	/** Stops the worker (a later read or compaction starts it again). */
	async close() {
		const worker = this.worker;
		this.worker = null;
		await worker?.terminate();
	}

	/** @param {string} room */
	path(room) {
		return statePath(this.folder, room);
	}

	/** @param {string} room */
	logPath(room) {
		return logPath(this.folder, room);
	}

	/**
	 * Runs an operation in the worker, started at the first one; it keeps the process alive only
	 * while it has work.
	 * @param {'read' | 'load' | 'compact'} op
	 * @param {string} room
	 */
	job(op, room) {
		const worker = this.worker ?? this.start();
		const id = this.serial++;
		if (this.jobs.size === 0) worker.ref();
		return new Promise((resolve, reject) => {
			this.jobs.set(id, { resolve, reject });
			worker.postMessage({ id, op, folder: this.folder, room });
		});
	}

	start() {
		const worker = new Worker(WORKER);
		worker.on('message', (/** @type {{ id: number, value?: any, error?: string }} */ answer) => {
			const job = this.jobs.get(answer.id);
			this.jobs.delete(answer.id);
			if (this.jobs.size === 0) worker.unref();
			if (answer.error === undefined) job?.resolve(answer.value);
			else job?.reject(new Error(answer.error));
		});
		// A worker that fails or stops fails what it had: the next job starts a new one.
		const fail = (/** @type {Error} */ error) => {
			if (this.worker === worker) this.worker = null;
			for (const job of this.jobs.values()) job.reject(error);
			this.jobs.clear();
		};
		worker.on('error', fail);
		worker.on('exit', (code) => fail(new Error(`the store's worker stopped (${code})`)));
		worker.unref();
		this.worker = worker;
		return worker;
	}
}
