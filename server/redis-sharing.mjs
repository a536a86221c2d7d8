// Several sync server processes sharing rooms (REDIS_URL, docs/sync.md "Several processes"):
// Hocuspocus's Redis extension relays every room's changes and presence between the processes
// that hold it, rooms are stored in Redis (./redis-store.mjs), and an ended room is told to every
// process. Each process still checks its own phones: roles from their tokens, their updates, their
// sockets' rates; an update relayed from another process was checked there, and here only follows
// the room's shadow and size (./update-check.mjs), so the next local check sees the same room.
// A phone's update is also published whole at once, so it reaches the other processes in one trip,
// and each process saves what was relayed to it as it saves its own phones' updates.
import { Redis } from '@hocuspocus/extension-redis';
import { MessageType } from '@hocuspocus/server';
import * as encoding from 'lib0/encoding';
import { messageYjsSyncStep2 } from 'y-protocols/sync';
import { RedisStore } from './redis-store.mjs';

/**
 * The Redis extension without its lock on saving: a process that could not take the lock skipped
 * its save, and when that was the save of a room being closed, the updates it held were lost.
 * Every process saves instead; the store's writes are atomic and an update saved twice is harmless.
 */
class SharedRooms extends Redis {
	/** @override */
	async onStoreDocument() {}
	/** @override */
	async afterStoreDocument() {}
}

/**
 * Connects to Redis; the store, and the extensions that come before the room's storage.
 * @param {string} url
 * @param {import('./update-check.mjs').UpdateCheck} checks
 * @param {(line: string) => void} log
 */
export async function redisSharing(url, checks, log) {
	const store = new RedisStore(url, log);
	await store.open();
	const shared = new SharedRooms({ redis: store.client, prefix: 'tablekeeper:sync' });
	for (const client of [shared.pub, shared.sub]) store.quietErrors(client);
	const relayed = shared.redisTransactionOrigin;
	// The extension's own channel and framing (private in its types; 3.4.4 is pinned exactly).
	const wire = /** @type {{ pubKey: (room: string) => string, encodeMessage: (message: Uint8Array) => Buffer }} */ (
		/** @type {unknown} */ (shared)
	);
	/** @type {import('@hocuspocus/server').Extension} */
	const relaying = {
		// Before the Redis extension's own onChange (1000), which awaits a publish of the state
		// vector first: the update is published in the same turn as it is sent to this process's
		// phones, so a process killed once any phone has seen an update has already handed it on.
		priority: 1001,
		async onChange(payload) {
			const { documentName, document, update, transactionOrigin, instance } = payload;
			if (transactionOrigin === relayed) {
				checks.relayed(document, update);
				// Hocuspocus schedules no save for a relayed update, and when the last phone leaves it
				// saves only if a save is scheduled: without this, a process whose own phones changed
				// nothing since its last save dropped what was relayed to it, and the room lost it if
				// the process it came from was killed before its own save.
				void instance.storeDocumentHooks(document, payload).catch(() => {});
				return;
			}
			// The extension publishes only the room's state vector, and the update follows after two
			// more trips through Redis (the other processes' answer, then this one's): the update
			// itself goes at once, as an answer that asks for none (a sync step 2, applied there
			// with the relayed origin). The state vectors' exchange still mends anything missed.
			const message = encoding.createEncoder();
			encoding.writeVarString(message, documentName);
			encoding.writeVarUint(message, MessageType.SyncReply);
			encoding.writeVarUint(message, messageYjsSyncStep2);
			encoding.writeVarUint8Array(message, update);
			await shared.pub.publish(wire.pubKey(documentName), wire.encodeMessage(encoding.toUint8Array(message)));
		}
	};
	return { store, extensions: [shared, relaying] };
}

/**
 * What is wrong with a Redis address, or null when it reads.
 * @param {string} url
 */
export function redisAddressProblem(url) {
	const protocol = URL.canParse(url) ? new URL(url).protocol : '';
	return protocol === 'redis:' || protocol === 'rediss:'
		? null
		: 'REDIS_URL must be an address like redis://127.0.0.1:6379 (or rediss:// for TLS), not the value given';
}

/** How a Redis address is shown in a log line: without its user and password. @param {string} url */
export function shownAddress(url) {
	const address = new URL(url);
	address.username = '';
	address.password = '';
	return address.toString();
}
