// The live-sync server: Hocuspocus (a standard Yjs websocket server) with the rules of
// docs/sync.md. A document is a room, named by its room id; a connection gets in only with the
// room's scorer key (may write) or viewer key (read-only, enforced here, never by the client), or
// in a club night's room a table token (reads, and writes only its own table's part).
// Documents are kept in a data folder across restarts (./room-storage.mjs, ./file-store.mjs), or,
// with a Redis address, in Redis, shared with the other processes (./redis-sharing.mjs). Every update is checked
// before the room's document sees it (./update-check.mjs, at a cost in proportion to the update),
// so a malformed or oversized update closes only its sender's connection to the room. Messages are
// capped in size, each socket in rate and in what it may send before it is let into a room
// (./socket-guard.mjs), and a socket's errors are one log line. The phone that shared a room may
// end it or replace its codes (./room-end.mjs); a room's codes are refused for good after that.
import { MessageType, Server } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';
import { ROOM_ID, roleIn, tableCommitmentOf, tableTokenParts } from '../src/lib/sync/derive.js';
import { FileStore } from './file-store.mjs';
import { folderGraves, REASONS, roomEnds } from './room-end.mjs';
import { redisSharing } from './redis-sharing.mjs';
import { roomStorage } from './room-storage.mjs';
import { guardedSocketClass } from './socket-guard.mjs';
import { refusal, UpdateCheck } from './update-check.mjs';

export const DEFAULT_LIMITS = {
	/** Bytes in one websocket message; a longer one closes the socket (close code 1009). */
	message: 1024 * 1024,
	/** Bytes a room's whole state may reach; an update beyond it is refused. */
	document: 8 * 1024 * 1024,
	/** Bytes a socket may send for rooms it has not (yet) been let into. */
	unauthenticated: 256 * 1024,
	/** Rooms one socket may ask for. */
	roomsPerSocket: 16,
	/** Messages a socket may send per second, and at once (0: five seconds' worth). */
	messagesPerSecond: 20,
	messageBurst: 0,
	/** Bytes a socket may send per second, and at once (0: five seconds' worth, at least two messages at their cap). */
	bytesPerSecond: 128 * 1024,
	byteBurst: 0
};

/**
 * Creates (without starting) the sync server.
 * @param {{ host: string, port: number, folder: string, redis?: string, limits?: Partial<typeof DEFAULT_LIMITS>, log?: (line: string) => void }} options
 */
export async function createSyncServer({
	host,
	port,
	folder,
	redis,
	limits: given = {},
	log = (line) => console.error(line)
}) {
	const limits = { ...DEFAULT_LIMITS, ...given };
	limits.messageBurst ||= 5 * limits.messagesPerSecond;
	limits.byteBurst ||= Math.max(5 * limits.bytesPerSecond, 2 * limits.message);
	const checks = new UpdateCheck(limits.document);
	// With Redis, the folder is not used: every process reaches the same store.
	const shared = redis ? await redisSharing(redis, checks, log) : null;
	const store = shared?.store ?? new FileStore(folder);
	if (!shared) await /** @type {FileStore} */ (store).open();
	const ends = roomEnds(shared?.store ?? folderGraves(folder), log);
	await shared?.store.listen(ends.heard);

	/** The socket of each upgrade request (the hooks are given the request, not the socket). */
	/** @type {WeakMap<import('node:http').IncomingMessage, { trusted: Set<string> }>} */
	const sockets = new WeakMap();

	const server = new Server(
		{
			name: 'tablekeeper-sync',
			address: host,
			port,
			quiet: true,
			// Stored a second after the last change, at the latest 5 s after the first one.
			debounce: 1000,
			maxDebounce: 5000,
			// Ends first: an ended room's saves stop there, before the room's storage.
			extensions: [...(shared?.extensions ?? []), ends.extension, roomStorage(store, checks)],
			async onConnect({ documentName }) {
				if (!ROOM_ID.test(documentName)) throw { reason: 'invalid-room' };
			},
			async onAuthenticate({ documentName, token, connectionConfig, request }) {
				const role = await roleIn(documentName, token);
				if (!role) throw { reason: 'permission-denied' };
				const gone = await ends.goneWhy(documentName);
				if (gone) throw { reason: REASONS[gone] };
				connectionConfig.readOnly = role === 'viewer';
				sockets.get(request)?.trusted.add(documentName);
				const table = role === 'table' ? tableTokenParts(token) : null;
				if (!table) return { role };
				return { role, table: table.table, commitment: await tableCommitmentOf(table.secret, table.table) };
			},
			async beforeHandleMessage({ connection, document, update: message }) {
				const decoder = decoding.createDecoder(message);
				decoding.readVarString(decoder);
				const type = decoding.readVarUint(decoder);
				const table = connection.context?.role === 'table' ? connection.context : null;
				if (type === MessageType.BroadcastStateless && (connection.readOnly || table)) throw refusal('read-only');
				if (type !== MessageType.Sync && type !== MessageType.SyncReply) return;
				const step = decoding.readVarUint(decoder);
				// A viewer's step 2 or update is dropped by Hocuspocus itself (connection.readOnly).
				if ((step !== messageYjsSyncStep2 && step !== messageYjsUpdate) || connection.readOnly) return;
				// A table token's update may only add to its own table's part (./table-check.mjs).
				checks.check(document, decoding.readVarUint8Array(decoder), table);
			}
		},
		{ maxPayload: limits.message, WebSocket: guardedSocketClass(limits, log) }
	);

	server.webSocketServer.on('connection', (socket, request) => {
		const guarded = /** @type {InstanceType<ReturnType<typeof guardedSocketClass>>} */ (socket);
		guarded.peer = `${request.socket.remoteAddress}:${request.socket.remotePort}`;
		sockets.set(request, guarded);
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
}
