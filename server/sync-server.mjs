// The live-sync server: Hocuspocus (a standard Yjs websocket server) with the rules of
// docs/sync.md. A document is a room, named by its room id; a connection gets in only with the
// room's scorer key (may write) or viewer key (read-only, enforced here, never by the client).
// Documents are kept in a data folder (./file-store.mjs) across restarts. Every update is tried on
// a copy of the document before the real one sees it, so a malformed or oversized update closes
// only its sender's connection. Messages are capped in size, and so is what a socket may send
// before it is let into a room.
import { Database } from '@hocuspocus/extension-database';
import { Server } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { ROOM_ID, roleIn } from '../src/lib/sync/derive.js';
import { FileStore } from './file-store.mjs';

/** Message types of the Hocuspocus protocol (@hocuspocus/server's MessageType) and of Yjs sync. */
const SYNC = 0;
const SYNC_REPLY = 4;
const BROADCAST_STATELESS = 6;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

export const DEFAULT_LIMITS = {
	/** Bytes in one websocket message; a longer one closes the socket (close code 1009). */
	message: 1024 * 1024,
	/** Bytes a room's whole state may reach; an update beyond it is refused. */
	document: 8 * 1024 * 1024,
	/** Bytes a socket may send for rooms it has not (yet) been let into. */
	unauthenticated: 256 * 1024,
	/** Rooms one socket may ask for. */
	roomsPerSocket: 16
};

/**
 * Creates (without starting) the sync server.
 * @param {{ host: string, port: number, folder: string, limits?: Partial<typeof DEFAULT_LIMITS> }} options
 */
export async function createSyncServer({ host, port, folder, limits: given = {} }) {
	const limits = { ...DEFAULT_LIMITS, ...given };
	const store = new FileStore(folder);
	await store.open();

	/** @type {WeakMap<import('node:http').IncomingMessage, { trusted: Set<string> }>} */
	const sockets = new WeakMap();

	/** @param {string} reason */
	const refusal = (reason) => Object.assign(new Error(reason), { code: 4400, reason });

	const server = new Server(
		{
			name: 'tablekeeper-sync',
			address: host,
			port,
			quiet: true,
			// Stored a second after the last change, at the latest 5 s after the first one.
			debounce: 1000,
			maxDebounce: 5000,
			extensions: [
				new Database({
					fetch: async ({ documentName }) => store.read(documentName),
					store: async ({ documentName, state }) => store.write(documentName, state)
				})
			],
			async onConnect({ documentName }) {
				if (!ROOM_ID.test(documentName)) throw { reason: 'invalid-room' };
			},
			async onAuthenticate({ documentName, token, connectionConfig, request }) {
				const role = await roleIn(documentName, token);
				if (!role) throw { reason: 'permission-denied' };
				connectionConfig.readOnly = role === 'viewer';
				sockets.get(request)?.trusted.add(documentName);
				return { role };
			},
			async beforeHandleMessage({ connection, document, update: message }) {
				const decoder = decoding.createDecoder(message);
				decoding.readVarString(decoder);
				const type = decoding.readVarUint(decoder);
				if (type === BROADCAST_STATELESS && connection.readOnly) throw refusal('read-only');
				if (type !== SYNC && type !== SYNC_REPLY) return;
				const step = decoding.readVarUint(decoder);
				// A viewer's step 2 or update is dropped by Hocuspocus itself (connection.readOnly).
				if ((step !== SYNC_STEP_2 && step !== SYNC_UPDATE) || connection.readOnly) return;
				checkUpdate(document, decoding.readVarUint8Array(decoder), limits.document);
			}
		},
		{ maxPayload: limits.message }
	);

	// Counts what each socket sends for rooms it is not let into: Hocuspocus queues those messages
	// until authentication, so without a bound one socket could fill the server's memory.
	server.webSocketServer.on('connection', (socket, request) => {
		const guard = { trusted: new Set(), pending: 0, rooms: new Set() };
		sockets.set(request, guard);
		socket.on('message', (/** @type {Buffer} */ data) => {
			let room;
			try {
				room = decoding.readVarString(decoding.createDecoder(new Uint8Array(data)));
			} catch {
				return;
			}
			if (guard.trusted.has(room)) return;
			guard.pending += data.length;
			guard.rooms.add(room);
			if (guard.pending > limits.unauthenticated || guard.rooms.size > limits.roomsPerSocket) socket.terminate();
		});
	});

	return {
		server,
		limits,
		async listen() {
			await server.listen();
			const { port: actual } = server.address;
			return `ws://${host.includes(':') ? `[${host}]` : host}:${actual}`;
		}
	};

	/**
	 * Tries an update on a copy of the document: refuses one that does not apply cleanly or that
	 * would grow the document past its cap, so the real document only ever sees updates that fit.
	 * @param {Y.Doc} document
	 * @param {Uint8Array} update
	 * @param {number} cap
	 */
	function checkUpdate(document, update, cap) {
		const probe = new Y.Doc({ gc: document.gc });
		try {
			Y.applyUpdate(probe, Y.encodeStateAsUpdate(document));
			Y.applyUpdate(probe, update);
		} catch {
			throw refusal('malformed-update');
		}
		const size = Y.encodeStateAsUpdate(probe).length;
		probe.destroy();
		if (size > cap) throw refusal('document-too-large');
	}
}
