// Ending a room and replacing its codes (docs/sync.md, "Taking codes back"), as a Hocuspocus
// extension. Only the phone that shared may do either: its request carries the room's owner key,
// which the server recognises by one more hash step than the scorer key (../src/lib/sync/derive.js).
// Ending writes a tombstone `<room id>.ended` holding one word ("ended" or "replaced", nothing of
// the match), tells every phone in the room who ended it, closes their connections with a reason,
// and deletes the room's `.yjs` and `.log`; from then on every code of the room is refused with
// that reason, and the room can never be made again. Replacing first hands the new codes (sealed
// by the sharing phone, unreadable here without the old keys) to the phones the sharing phone
// chose, each its role's code, and then ends the room as replaced.
// Where the tombstone lives and what is deleted is the store's (`graves`): files in the data folder
// (`folderGraves` below) for one process, Redis for several (./redis-store.mjs), which also tells
// the other processes, so that each closes its own phones of the room (`heard`).
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOM_ID, TOKEN, roleIn } from '../src/lib/sync/derive.js';

/** The tag of every stateless message of this protocol. */
const TAG = 'tablekeeper';
/** Longest phone name (sealed by the phone under the viewer key: the server relays it unread), sealed code and list of phones a request may carry. */
const MAX_NAME = 1024;
const MAX_SEALED = 1024;
const MAX_FOLLOW = 256;
/** The reasons a connection is closed, and later refused, with. */
export const REASONS = { ended: 'room-ended', replaced: 'room-replaced' };

/**
 * Where a room's tombstone is kept, and how its stored document is deleted.
 * @typedef {object} Graves
 * @property {(room: string) => Promise<'ended' | 'replaced' | null>} read the tombstone's word, or null
 * @property {(room: string, why: 'ended' | 'replaced') => Promise<void>} bury writes the tombstone (durably, before anything is deleted)
 * @property {(room: string) => Promise<void>} erase deletes the room's stored document
 * @property {(notice: Notice) => Promise<void>} [tell] tells the other server processes
 */

/**
 * A room ended, as the other processes are told of it.
 * @typedef {{ room: string, why: 'ended' | 'replaced', by: string, follow?: number[], scorer?: string, viewer?: string }} Notice
 */

/**
 * Tombstones as files `<room id>.ended` beside the room's `.yjs` and `.log` in the data folder.
 * @param {string} folder the data folder (the file store's)
 * @returns {Graves}
 */
export function folderGraves(folder) {
	const tombstone = (/** @type {string} */ room) => join(folder, `${room}.ended`);
	return {
		async read(room) {
			try {
				return (await readFile(tombstone(room), 'utf8')).trim() === 'replaced' ? 'replaced' : 'ended';
			} catch {
				return null;
			}
		},
		// In one step: a temporary file, flushed, renamed.
		async bury(room, why) {
			const temporary = `${tombstone(room)}.${process.pid}.tmp`;
			const file = await open(temporary, 'w', 0o600);
			try {
				await file.writeFile(why);
				await file.sync();
			} finally {
				await file.close();
			}
			await rename(temporary, tombstone(room));
		},
		async erase(room) {
			await rm(join(folder, `${room}.yjs`), { force: true });
			await rm(join(folder, `${room}.log`), { force: true });
		}
	};
}

/**
 * @param {Graves} graves
 * @param {(line: string) => void} log
 */
export function roomEnds(graves, log) {
	/** Rooms known ended (or being ended), by why. */
	/** @type {Map<string, 'ended' | 'replaced'>} */
	const ended = new Map();
	/** @type {import('@hocuspocus/server').Hocuspocus | null} */
	let instance = null;

	/**
	 * Why a room is gone, or null when it is not.
	 * @param {string} room a checked room id
	 * @returns {Promise<'ended' | 'replaced' | null>}
	 */
	async function goneWhy(room) {
		const known = ended.get(room);
		if (known) return known;
		const why = await graves.read(room);
		if (why) ended.set(room, why);
		return why;
	}

	/**
	 * Tells this process's phones of an ended room: new codes to those chosen, then the word to
	 * every phone, and their connections closed.
	 * @param {import('@hocuspocus/server').Document} document
	 * @param {Notice} notice
	 */
	function closeRoom(document, { why, by, follow, scorer, viewer }) {
		if (follow) {
			const chosen = new Set(follow);
			for (const connection of document.getConnections()) {
				const clients = [...document.getClients(connection.webSocket)];
				if (!clients.some((client) => chosen.has(client))) continue;
				const code = connection.readOnly ? viewer : scorer;
				connection.sendStateless(JSON.stringify({ [TAG]: 'moved', code }));
			}
		}
		const word = JSON.stringify({ [TAG]: 'ended', reason: why, by });
		for (const connection of document.getConnections()) {
			connection.sendStateless(word);
			connection.close({ code: 4410, reason: REASONS[why] });
		}
	}

	/**
	 * Ends a room: tombstone, word to every phone, connections closed, the other processes told, the
	 * stored document deleted.
	 * @param {import('@hocuspocus/server').Document} document
	 * @param {Notice} notice
	 */
	async function end(document, notice) {
		const room = document.name;
		ended.set(room, notice.why);
		await graves.bury(room, notice.why);
		closeRoom(document, notice);
		await graves.tell?.(notice);
		// A save under way finishes first; any later one is stopped by onStoreDocument below. The
		// lock is not taken: Hocuspocus unloads the room, now without connections, only while it is free.
		await document.saveMutex.waitForUnlock();
		await graves.erase(room);
		log(`room ${room} ${notice.why} by its sharing phone`);
	}

	/**
	 * Another process ended a room: this one refuses it from now on and closes its own phones of it.
	 * @param {Notice} notice
	 */
	function heard(notice) {
		if (!ROOM_ID.test(notice.room)) return;
		ended.set(notice.room, notice.why);
		const document = instance?.documents.get(notice.room);
		if (document) closeRoom(document, notice);
	}

	/** @type {import('@hocuspocus/server').Extension} */
	const extension = {
		async onConfigure({ instance: configured }) {
			instance = configured;
		},
		async onStoreDocument({ documentName }) {
			// An ended room is never written again. An error without a message stops the later
			// extensions' hooks (the room's storage) without a log line.
			if (ended.has(documentName)) throw {};
		},
		async onStateless({ connection, document, documentName, payload }) {
			const request = readRequest(payload);
			if (!request || !ROOM_ID.test(documentName) || ended.has(documentName)) return;
			if ((await roleIn(documentName, request.owner)) !== 'owner') {
				connection.sendStateless(JSON.stringify({ [TAG]: 'refused', reason: 'not-owner' }));
				return;
			}
			const room = documentName;
			await end(
				document,
				request.kind === 'move'
					? {
							room,
							why: 'replaced',
							by: request.by,
							follow: request.follow,
							scorer: request.scorer,
							viewer: request.viewer
						}
					: { room, why: 'ended', by: request.by }
			);
		}
	};

	return { extension, goneWhy, heard };
}

/**
 * A request of the sharing phone, or null for anything else (another stateless message, or one
 * that does not read).
 * @param {string} payload
 * @returns {null | { kind: 'end', owner: string, by: string } | { kind: 'move', owner: string, by: string, follow: number[], scorer: string, viewer: string }}
 */
function readRequest(payload) {
	let value;
	try {
		value = JSON.parse(payload);
	} catch {
		return null;
	}
	if (typeof value !== 'object' || value === null) return null;
	const { owner, by } = value;
	if (typeof owner !== 'string' || !TOKEN.test(owner)) return null;
	if (typeof by !== 'string' || by.length > MAX_NAME) return null;
	if (value[TAG] === 'end') return { kind: 'end', owner, by };
	if (value[TAG] !== 'move') return null;
	const { follow, scorer, viewer } = value;
	const sealed = (/** @type {unknown} */ text) => typeof text === 'string' && text.length <= MAX_SEALED;
	if (!sealed(scorer) || !sealed(viewer)) return null;
	if (!Array.isArray(follow) || follow.length > MAX_FOLLOW || !follow.every(Number.isSafeInteger)) return null;
	return { kind: 'move', owner, by, follow, scorer, viewer };
}
