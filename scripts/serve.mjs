#!/usr/bin/env node
// Serves the built app and the live-sync server on one origin (`npm start`, after the build):
// the sync server listens on a free port of 127.0.0.1 (or SYNC_PORT), and vite preview serves the
// app on PREVIEW_PORT (4173) with /sync proxied to it, websocket included, so two browser windows
// on http://127.0.0.1:4173/ share a match with no other step. One process: Ctrl-C stops both
// (the sync server stores its open documents first). SYNC_DATA sets the data folder (./sync-data);
// REDIS_URL, as for `npm run sync`, keeps the rooms in that Redis instead, shared with every other
// process given the same address (docs/sync.md, "Several processes").
import { resolve } from 'node:path';
import { preview } from 'vite';
import { redisAddressProblem, shownAddress } from '../server/redis-sharing.mjs';
import { createSyncServer } from '../server/sync-server.mjs';

const host = '127.0.0.1';
const port = Number(process.env.PREVIEW_PORT || 4173);
const folder = resolve(process.env.SYNC_DATA || 'sync-data');
const redis = process.env.REDIS_URL || undefined;

const problem = redis && redisAddressProblem(redis);
if (problem) {
	console.error(problem);
	process.exit(2);
}
const sync = await createSyncServer({ host, port: Number(process.env.SYNC_PORT || 0), folder, redis }).catch(
	(/** @type {Error} */ error) => {
		console.error(`The sync server could not start: ${error.message}`);
		process.exit(1);
	}
);
const syncAddress = await sync.listen();

const server = await preview({
	preview: {
		host,
		port,
		strictPort: true,
		proxy: { '/sync': { target: syncAddress, ws: true } }
	}
});
server.printUrls();
console.log(
	`  ➜  Sync:    ws://${host}:${port}/sync (${redis ? `rooms in Redis at ${shownAddress(redis)}` : `data in ${folder}`})`
);
