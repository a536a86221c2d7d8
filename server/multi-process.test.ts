// Two sync server processes sharing rooms through one Redis (REDIS_URL; docs/sync.md "Several
// processes"), each a real server in a child process, with real Yjs clients: phones of one room on
// different processes converge; a process killed (kill -9) and started again loses nothing, nor does
// Redis stopped and started again from its append-only file; an ended room is refused by both
// processes; a viewer cannot write through either, and a malformed update is refused by either; a
// process saves what another relayed to it even when its own phones changed nothing.
// The test's own redis-server runs on 127.0.0.1 on a free port with a temporary folder.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { KEY_BYTES, roomIdOf, scorerKeyOf, toHex, viewerKeyOf } from '../src/lib/sync/derive.js';
import { connect, newRoom, RawClient, startServer, stopServer, until, type Running } from './harness';
import { freePort, startRedis, stopRedis, type RunningRedis } from './redis-harness';

/** The rounds map of a document as plain data. */
const rounds = (doc: Y.Doc) => doc.getMap('rounds').toJSON();

let folder: string;
let redis: RunningRedis | undefined;
const servers: Running[] = [];
const clients: Array<{ destroy: () => void }> = [];

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-redis-'));
	redis = await startRedis(folder);
});

afterEach(async () => {
	for (const client of clients.splice(0)) client.destroy();
	for (const server of servers.splice(0)) await stopServer(server, 'SIGKILL');
});

afterAll(async () => {
	await stopRedis(redis);
	await rm(folder, { recursive: true, force: true });
});

/** A sync server process on the test's Redis (its data folder must stay unused). */
async function process_(env: Record<string, string> = {}): Promise<Running> {
	const server = await startServer(join(folder, 'never-used'), { REDIS_URL: redis!.url, ...env });
	servers.push(server);
	return server;
}

/** A synced phone that records the stateless words it is sent and the reasons its room was closed with. */
async function phone(url: string, room: string, token: string) {
	const client = connect(url, room, token);
	clients.push(client);
	const words: Record<string, unknown>[] = [];
	const reasons: string[] = [];
	client.provider.on('stateless', ({ payload }: { payload: string }) => words.push(JSON.parse(payload)));
	client.provider.on('close', ({ event }: { event: { reason: string } }) => reasons.push(event.reason));
	await client.ready;
	return { ...client, words, reasons };
}

/** What a fresh phone on `url` comes to hold, once it holds `expected`. */
async function seenByNewPhone(url: string, room: string, token: string, expected: Record<string, unknown>) {
	const fresh = await phone(url, room, token);
	const keys = Object.keys(expected).sort().join();
	await until(() => Object.keys(rounds(fresh.document)).sort().join() === keys, 'a new phone sees the rounds');
	fresh.destroy();
	return rounds(fresh.document);
}

describe('two processes, one Redis', () => {
	it('converges phones of one room on different processes, and loses nothing when either process or Redis stops', async () => {
		const [a, b] = [await process_(), await process_()];
		const { room, scorer } = await newRoom();
		const ann = await phone(a.url, room, scorer);
		const ben = await phone(b.url, room, scorer);
		ann.document.getMap('rounds').set('r1', { points: 162 });
		ben.document.getMap('rounds').set('r2', { points: 80 });
		await until(() => rounds(ann.document).r2 !== undefined && rounds(ben.document).r1 !== undefined, 'both rounds');
		expect(rounds(ann.document)).toEqual(rounds(ben.document));

		// A round reaches process a, is relayed to b, and a is killed (maybe before its save).
		ann.document.getMap('rounds').set('r3', { points: 0 });
		await until(() => rounds(ben.document).r3 !== undefined, 'the round relayed to the other process');
		await stopServer(a, 'SIGKILL');
		ann.destroy();
		const expected = { r1: { points: 162 }, r2: { points: 80 }, r3: { points: 0 } };
		const again = await process_();
		expect(await seenByNewPhone(again.url, room, scorer, expected)).toEqual(expected);
		ben.document.getMap('rounds').set('r4', { points: 20 });
		const all = { ...expected, r4: { points: 20 } };
		expect(await seenByNewPhone(again.url, room, scorer, all)).toEqual(all);

		// Every phone gone, both processes stopped, Redis stopped and started from its append-only file.
		ben.destroy();
		for (const server of servers.splice(0)) await stopServer(server);
		const port = redis!.port;
		await stopRedis(redis);
		redis = await startRedis(folder, port);
		const after = await process_();
		expect(await seenByNewPhone(after.url, room, scorer, all)).toEqual(all);
		// No process kept a data folder of its own; Redis's files are in the test's private folder.
		await expect(stat(join(folder, 'never-used'))).rejects.toThrow(/ENOENT/);
		expect((await stat(folder)).mode & 0o077).toBe(0);
	});

	it('saves what another process relayed, also when its own phones changed nothing', async () => {
		const [a, b] = [await process_(), await process_()];
		const { room, scorer } = await newRoom();
		const ben = await phone(b.url, room, scorer);
		const ann = await phone(a.url, room, scorer);
		ann.document.getMap('rounds').set('r1', { points: 162 });
		await until(() => rounds(ben.document).r1 !== undefined, 'the round relayed to b');
		// a is frozen before its own save (a second after the change) and never saves: only b,
		// whose phone changed nothing, holds the round when that phone leaves.
		process.kill(a.process.pid!, 'SIGSTOP');
		ben.destroy();
		ann.destroy();
		const again = await process_();
		const expected = { r1: { points: 162 } };
		expect(await seenByNewPhone(again.url, room, scorer, expected)).toEqual(expected);
	});

	it('refuses an ended room on both processes', async () => {
		const [a, b] = [await process_(), await process_()];
		const ownerKey = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
		const scorerKey = await scorerKeyOf(ownerKey);
		const viewerKey = await viewerKeyOf(scorerKey);
		const room = await roomIdOf(viewerKey);
		const [owner, scorer, viewer] = [ownerKey, scorerKey, viewerKey].map(toHex) as [string, string, string];
		const ann = await phone(a.url, room, scorer);
		const ben = await phone(b.url, room, scorer);
		const cleo = await phone(b.url, room, viewer);
		ann.document.getMap('rounds').set('r1', { points: 162 });
		await until(() => rounds(cleo.document).r1 !== undefined, 'the round reaches process b');

		ann.provider.sendStateless(JSON.stringify({ tablekeeper: 'end', owner, by: 'Ann’s phone' }));
		for (const p of [ann, ben, cleo]) await until(() => p.reasons.includes('room-ended'), 'closed as ended');
		expect(ben.words).toContainEqual({ tablekeeper: 'ended', reason: 'ended', by: 'Ann’s phone' });
		expect(cleo.words).toContainEqual({ tablekeeper: 'ended', reason: 'ended', by: 'Ann’s phone' });
		for (const url of [a.url, b.url]) {
			for (const token of [scorer, viewer, owner]) await expect(phone(url, room, token)).rejects.toThrow(/room-ended/);
		}
		// Also for a process started after the end, which was never told.
		const late = await process_();
		await expect(phone(late.url, room, scorer)).rejects.toThrow(/room-ended/);
	});

	it('lets a viewer write through neither process, and refuses a malformed update on either', async () => {
		const [a, b] = [await process_(), await process_()];
		const { room, scorer, viewer } = await newRoom();
		const ann = await phone(a.url, room, scorer);
		ann.document.getMap('rounds').set('r1', { points: 162 });
		const viewers = [await phone(a.url, room, viewer), await phone(b.url, room, viewer)];
		for (const v of viewers) await until(() => rounds(v.document).r1 !== undefined, 'each viewer follows');

		viewers.forEach((v, i) => v.document.getMap('rounds').set(`viewer-${i}`, { points: 999 }));
		for (const v of viewers) await until(() => v.refused() > 0, 'the viewer’s write answered "not applied"');
		ann.document.getMap('rounds').set('r2', { points: 80 });
		for (const v of viewers) await until(() => rounds(v.document).r2 !== undefined, 'each viewer still follows');
		const expected = { r1: { points: 162 }, r2: { points: 80 } };
		for (const server of [a, b]) expect(await seenByNewPhone(server.url, room, scorer, expected)).toEqual(expected);
		expect(rounds(ann.document)).toEqual(expected);

		for (const server of [a, b]) {
			const raw = await RawClient.open(server.url);
			expect(await raw.authenticate(room, scorer)).toBe('authenticated');
			expect(await raw.sendUpdate(room, Uint8Array.from([255, 255, 255, 255, 255, 255, 255, 255, 255, 255]))).toEqual({
				type: 7
			});
			await raw.close();
		}
		for (const server of [a, b]) expect(await seenByNewPhone(server.url, room, scorer, expected)).toEqual(expected);
	});

	it('counts what another process relayed toward a room’s cap', async () => {
		const cap = { SYNC_MAX_DOCUMENT: '8192' };
		const [a, b] = [await process_(cap), await process_(cap)];
		const { room, scorer } = await newRoom();
		// The room is open on b before a's round: b counts it only as relayed.
		const ben = await phone(b.url, room, scorer);
		const ann = await phone(a.url, room, scorer);
		ann.document.getMap('rounds').set('r1', { points: 162, note: 'a'.repeat(5000) });
		await until(() => rounds(ben.document).r1 !== undefined, 'the round relayed to b');
		const more = new Y.Doc();
		more.getMap('rounds').set('r2', { points: 80, note: 'b'.repeat(5000) });
		const raw = await RawClient.open(b.url);
		expect(await raw.authenticate(room, scorer)).toBe('authenticated');
		expect(await raw.sendUpdate(room, Y.encodeStateAsUpdate(more))).toEqual({ type: 7 });
		await raw.close();
		expect(rounds(ben.document).r2).toBeUndefined();
	});

	it('will not start without its Redis, and says so in one line', async () => {
		const nobody = `redis://127.0.0.1:${await freePort()}`;
		await expect(startServer(join(folder, 'never-used'), { REDIS_URL: nobody })).rejects.toThrow(
			/The sync server could not start: Redis at 127\.0\.0\.1:\d+ cannot be reached\n/
		);
		await expect(startServer(join(folder, 'never-used'), { REDIS_URL: '127.0.0.1:6379' })).rejects.toThrow(
			/REDIS_URL must be an address like redis:\/\/127\.0\.0\.1:6379/
		);
	});
});
