#!/usr/bin/env node
// Starts the live-sync server (`npm run sync`) and prints its address. Settings from the
// environment: SYNC_HOST (127.0.0.1; a club server behind a TLS proxy keeps it so), SYNC_PORT
// (4174; 0 picks a free port), SYNC_DATA (the data folder, ./sync-data), SYNC_MAX_MESSAGE (bytes
// in one message, 1 MiB), SYNC_MAX_DOCUMENT (bytes in one room, 8 MiB), SYNC_MAX_MESSAGES_PER_SECOND
// (20) and SYNC_MAX_BYTES_PER_SECOND (128 KiB) for each socket; REDIS_URL (unset: one process
// with its data folder; set, e.g. redis://127.0.0.1:6379: rooms kept in that Redis and shared with
// every other process given it, and no data folder). Ctrl-C or SIGTERM stores every open
// document, then exits. See docs/sync.md.
import { resolve } from 'node:path';
import { redisAddressProblem, shownAddress } from './redis-sharing.mjs';
import { DEFAULT_LIMITS, createSyncServer } from './sync-server.mjs';

const env = process.env;
const host = env.SYNC_HOST || '127.0.0.1';
const port = Number(env.SYNC_PORT || 4174);
const folder = resolve(env.SYNC_DATA || 'sync-data');
const message = Number(env.SYNC_MAX_MESSAGE || DEFAULT_LIMITS.message);
const document = Number(env.SYNC_MAX_DOCUMENT || DEFAULT_LIMITS.document);
const messagesPerSecond = Number(env.SYNC_MAX_MESSAGES_PER_SECOND || DEFAULT_LIMITS.messagesPerSecond);
const bytesPerSecond = Number(env.SYNC_MAX_BYTES_PER_SECOND || DEFAULT_LIMITS.bytesPerSecond);
const redis = env.REDIS_URL || undefined;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
	console.error(`SYNC_PORT must be a port number, not "${env.SYNC_PORT}"`);
	process.exit(2);
}
if (!Number.isInteger(message) || message < 1024) {
	console.error(`SYNC_MAX_MESSAGE must be a number of bytes (at least 1024), not "${env.SYNC_MAX_MESSAGE}"`);
	process.exit(2);
}

if (!Number.isInteger(document) || document < 1024) {
	console.error(`SYNC_MAX_DOCUMENT must be a number of bytes (at least 1024), not "${env.SYNC_MAX_DOCUMENT}"`);
	process.exit(2);
}

if (!Number.isInteger(messagesPerSecond) || messagesPerSecond < 1) {
	console.error(
		`SYNC_MAX_MESSAGES_PER_SECOND must be a whole number (at least 1), not "${env.SYNC_MAX_MESSAGES_PER_SECOND}"`
	);
	process.exit(2);
}
if (!Number.isInteger(bytesPerSecond) || bytesPerSecond < 1024) {
	console.error(
		`SYNC_MAX_BYTES_PER_SECOND must be a number of bytes (at least 1024), not "${env.SYNC_MAX_BYTES_PER_SECOND}"`
	);
	process.exit(2);
}

const problem = redis && redisAddressProblem(redis);
if (problem) {
	console.error(problem);
	process.exit(2);
}

const sync = await createSyncServer({
	host,
	port,
	folder,
	redis,
	limits: { message, document, messagesPerSecond, bytesPerSecond }
}).catch((/** @type {Error} */ error) => {
	console.error(`The sync server could not start: ${error.message}`);
	process.exit(1);
});
const address = await sync.listen();
console.log(
	`Sync server listening on ${address} (${redis ? `rooms in Redis at ${shownAddress(redis)}` : `data in ${folder}`})`
);
