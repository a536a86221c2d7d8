// The sync server's store when several server processes share rooms (REDIS_URL, docs/sync.md
// "Several processes"): Redis, which every process reaches, instead of a data folder per process.
// Per room, under `tablekeeper:room:<room id>:`, `state` holds the room's whole state as one Yjs
// update and `log` the updates appended since (a list, one update an item); `gen` counts the
// compactions and `ended` is the room's tombstone ("ended" or "replaced", ./room-end.mjs). Every
// write is one Lua script, atomic in Redis: appending and compacting do nothing once the room is
// ended, and ending a room writes its tombstone and deletes its document in one step, so no save
// of any process, however late, brings an ended room back. A compaction (the state and the log
// read into a document, so what was deleted is dropped, and written as one state) only replaces
// the state if no other process compacted meanwhile, and trims only the log items it read, so
// updates appended meanwhile stay. Each process saves the updates it holds, its phones' and those
// relayed from the other processes, so a process killed before its save loses nothing another
// holds; the same update stored twice is harmless (Yjs applies it once) and dropped at the next
// compaction. Redis keeps it all on disk with its append-only file (`appendonly yes`). An ended
// room is also published on `tablekeeper:ended`, so every process closes its own phones of it.
import { randomUUID } from 'node:crypto';
import { Redis as Client } from 'ioredis';
import * as Y from 'yjs';

const PREFIX = 'tablekeeper';
const CHANNEL = `${PREFIX}:ended`;

// KEYS: ended, log. ARGV: the updates.
const APPEND = `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
for i = 1, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
return 1`;
// KEYS: ended, state, log, gen. ARGV: the generation read, the new state, the log items read.
const COMPACT = `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if (redis.call('GET', KEYS[4]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('LTRIM', KEYS[3], tonumber(ARGV[3]), -1)
redis.call('INCR', KEYS[4])
return 1`;
// KEYS: ended, state, log, gen. ARGV: why.
const BURY = `redis.call('SET', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4])
return 1`;

/**
 * @typedef {Client & {
 *   tkAppend: (...args: Array<string | Buffer>) => Promise<number>,
 *   tkCompact: (...args: Array<string | number | Buffer>) => Promise<number>,
 *   tkBury: (...args: string[]) => Promise<number>
 * }} Scripted
 */

export class RedisStore {
	/**
	 * @param {string} url a redis:// address (with its password, if Redis asks for one)
	 * @param {(line: string) => void} log
	 */
	constructor(url, log) {
		this.log = log;
		/** This process, to leave out its own notices. */
		this.identity = randomUUID();
		this.client = /** @type {Scripted} */ (new Client(url, { lazyConnect: true }));
		this.client.defineCommand('tkAppend', { numberOfKeys: 2, lua: APPEND });
		this.client.defineCommand('tkCompact', { numberOfKeys: 4, lua: COMPACT });
		this.client.defineCommand('tkBury', { numberOfKeys: 4, lua: BURY });
		this.quietErrors(this.client);
		/** @type {Client | null} */
		this.subscriber = null;
	}

	/** Connects (rejects, in words, when Redis cannot be reached). */
	async open() {
		try {
			await this.client.connect();
		} catch (error) {
			this.client.disconnect();
			const { host, port } = this.client.options;
			throw new Error(`Redis at ${host}:${port} cannot be reached`, { cause: error });
		}
	}

	/**
	 * One log line per change of error, not one per retry, while Redis is unreachable.
	 * @param {import('ioredis').Redis | import('ioredis').Cluster} client
	 */
	quietErrors(client) {
		let last = '';
		client.on('error', (/** @type {Error} */ error) => {
			if (error.message !== last) this.log(`redis: ${error.message}`);
			last = error.message;
		});
		client.on('ready', () => (last = ''));
	}

	/** @param {string} room @param {'state' | 'log' | 'gen' | 'ended'} part */
	key(room, part) {
		return `${PREFIX}:room:${room}:${part}`;
	}

	/**
	 * A room's state and log, as stored.
	 * @param {string} room
	 * @returns {Promise<{ state: Buffer | null, log: Buffer[], gen: string }>}
	 */
	async stored(room) {
		const answers = await this.client
			.multi()
			.getBuffer(this.key(room, 'state'))
			.lrangeBuffer(this.key(room, 'log'), 0, -1)
			.get(this.key(room, 'gen'))
			.exec();
		if (!answers) throw new Error('redis: reading a room was aborted');
		const values = answers.map(([error, value]) => {
			if (error) throw error;
			return value;
		});
		const state = /** @type {Buffer | null} */ (values[0]);
		const log = /** @type {Buffer[]} */ (values[1]);
		const gen = /** @type {string | null} */ (values[2]);
		return { state, log, gen: gen ?? '0' };
	}

	/**
	 * The stored state of a room (its state and its log, as one update), or null when none was stored.
	 * @param {string} room
	 * @returns {Promise<Uint8Array | null>}
	 */
	async load(room) {
		const { state, log } = await this.stored(room);
		const updates = state ? [state, ...log] : log;
		return updates.length ? Y.mergeUpdates(updates) : null;
	}

	/**
	 * Appends updates to a room's log (nothing once the room is ended).
	 * @param {string} room
	 * @param {Uint8Array[]} updates
	 */
	async append(room, updates) {
		const items = updates.map((update) => Buffer.from(update.buffer, update.byteOffset, update.byteLength));
		await this.client.tkAppend(this.key(room, 'ended'), this.key(room, 'log'), ...items);
	}

	/**
	 * Rewrites a room's state and the log read with it as one state; resolves to the state's bytes.
	 * @param {string} room
	 * @returns {Promise<number>}
	 */
	async compact(room) {
		const { state, log, gen } = await this.stored(room);
		const doc = new Y.Doc();
		for (const update of state ? [state, ...log] : log) Y.applyUpdate(doc, update);
		const merged = Y.encodeStateAsUpdate(doc);
		doc.destroy();
		const keys = /** @type {const} */ (['ended', 'state', 'log', 'gen']).map((part) => this.key(room, part));
		await this.client.tkCompact(...keys, gen, Buffer.from(merged), log.length);
		return merged.length;
	}

	/** Disconnects (after what was sent is answered). */
	async close() {
		await this.subscriber?.quit().catch(() => {});
		await this.client.quit().catch(() => {});
	}

	// Tombstones (./room-end.mjs Graves).

	/** @param {string} room @returns {Promise<'ended' | 'replaced' | null>} */
	async read(room) {
		const word = await this.client.get(this.key(room, 'ended'));
		return word === null ? null : word === 'replaced' ? 'replaced' : 'ended';
	}

	/** Writes the tombstone and deletes the room's document, in one step. @param {string} room @param {'ended' | 'replaced'} why */
	async bury(room, why) {
		const keys = /** @type {const} */ (['ended', 'state', 'log', 'gen']).map((part) => this.key(room, part));
		await this.client.tkBury(...keys, why);
	}

	/** Nothing left to delete: burying deleted it. */
	async erase() {}

	/** @param {import('./room-end.mjs').Notice} notice */
	async tell(notice) {
		await this.client.publish(CHANNEL, JSON.stringify({ from: this.identity, notice }));
	}

	/**
	 * Hears the rooms the other processes end.
	 * @param {(notice: import('./room-end.mjs').Notice) => void} heard
	 */
	async listen(heard) {
		const subscriber = this.client.duplicate();
		this.subscriber = subscriber;
		this.quietErrors(subscriber);
		subscriber.on('message', (/** @type {string} */ channel, /** @type {string} */ message) => {
			if (channel !== CHANNEL) return;
			try {
				const { from, notice } = JSON.parse(message);
				if (from === this.identity || (notice.why !== 'ended' && notice.why !== 'replaced')) return;
				heard(notice);
			} catch {
				this.log('redis: an unreadable notice of an ended room was ignored');
			}
		});
		await subscriber.subscribe(CHANNEL);
	}
}
