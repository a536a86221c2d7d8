// Ending a room and replacing its codes (docs/sync.md, "Taking codes back"), as a Hocuspocus
// extension. Only the phone that shared may do either: its request carries the room's owner key,
// which the server recognises by one more hash step than the scorer key (../src/lib/sync/derive.js).
// Ending writes a tombstone `<room id>.ended` holding one word ("ended" or "replaced", nothing of
// the match), tells every phone in the room who ended it, closes their connections with a reason,
// and deletes the room's `.yjs` and `.log`; from then on every code of the room is refused with
// that reason, and the room can never be made again. Replacing first hands the new codes (sealed
// by the sharing phone, unreadable here without the old keys) to the phones the sharing phone
// chose, each its role's code, and then ends the room as replaced.
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
 * @param {string} folder the data folder (the file store's)
 * @param {(line: string) => void} log
 */
export function roomEnds(folder, log) {
	/** Rooms known ended (or being ended), by why. */
	/** @type {Map<string, 'ended' | 'replaced'>} */
	const ended = new Map();
	const tombstone = (/** @type {string} */ room) => join(folder, `${room}.ended`);

	/**
	 * Why a room is gone, or null when it is not.
	 * @param {string} room a checked room id
	 * @returns {Promise<'ended' | 'replaced' | null>}
	 */
	async function goneWhy(room) {
		const known = ended.get(room);
		if (known) return known;
		try {
			const word = (await readFile(tombstone(room), 'utf8')).trim();
			const why = word === 'replaced' ? 'replaced' : 'ended';
			ended.set(room, why);
			return why;
		} catch {
			return null;
		}
	}

	/** Writes the tombstone in one step (temporary file, flushed, renamed). */
	async function bury(/** @type {string} */ room, /** @type {'ended' | 'replaced'} */ why) {
		const temporary = `${tombstone(room)}.${process.pid}.tmp`;
		const file = await open(temporary, 'w', 0o600);
		try {
			await file.writeFile(why);
			await file.sync();
		} finally {
			await file.close();
		}
		await rename(temporary, tombstone(room));
	}

	/**
	 * Ends a room: tombstone, word to every phone, connections closed, files deleted.
	 * @param {import('@hocuspocus/server').Document} document
	 * @param {'ended' | 'replaced'} why
	 * @param {string} by the sharing phone's name
	 */
	async function end(document, why, by) {
		const room = document.name;
		ended.set(room, why);
		await bury(room, why);
		const word = JSON.stringify({ [TAG]: 'ended', reason: why, by });
		for (const connection of document.getConnections()) {
			connection.sendStateless(word);
			connection.close({ code: 4410, reason: REASONS[why] });
		}
		// A save under way finishes first; any later one is stopped by onStoreDocument below. The
		// lock is not taken: Hocuspocus unloads the room, now without connections, only while it is free.
		await document.saveMutex.waitForUnlock();
		await rm(join(folder, `${room}.yjs`), { force: true });
		await rm(join(folder, `${room}.log`), { force: true });
		log(`room ${room} ${why} by its sharing phone`);
	}

	/** @type {import('@hocuspocus/server').Extension} */
	const extension = {
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
			if (request.kind === 'move') {
				const follow = new Set(request.follow);
				for (const connection of document.getConnections()) {
					const clients = [...document.getClients(connection.webSocket)];
					if (!clients.some((client) => follow.has(client))) continue;
					const code = connection.readOnly ? request.viewer : request.scorer;
					connection.sendStateless(JSON.stringify({ [TAG]: 'moved', code }));
				}
			}
			await end(document, request.kind === 'move' ? 'replaced' : 'ended', request.by);
		}
	};

	return { extension, goneWhy };
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
