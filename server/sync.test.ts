// The sync server end to end: the real server in a child process, real Yjs clients. Scorers
// converge; wrong keys, unknown rooms and viewers' writes are refused by the server; oversized and
// malformed messages and a thousand joins leave it up with nothing corrupted; documents survive
// kill -9. Outcomes are awaited with generous bounds, never timed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { KEY_BYTES, toHex } from '../src/lib/sync/derive.js';
import * as encoding from 'lib0/encoding';
import { FileStore } from './file-store.mjs';
import { connect, frame, newRoom, RawClient, startServer, stopServer, until, type Running } from './harness';

const random = () => crypto.getRandomValues(new Uint8Array(KEY_BYTES));

/** The rounds map of a document as plain data. */
const rounds = (doc: Y.Doc) => doc.getMap('rounds').toJSON();

let folder: string;
let server: Running | undefined;
const clients: Array<{ destroy: () => void }> = [];
const raws: RawClient[] = [];

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-sync-'));
});

afterEach(async () => {
	for (const client of clients.splice(0)) client.destroy();
	for (const raw of raws.splice(0)) await raw.close();
});

afterAll(async () => {
	await stopServer(server, 'SIGKILL');
	await rm(folder, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
	await stopServer(server);
	server = await startServer(folder, env);
	return server.url;
}

/** A synced provider, destroyed after the test. */
async function joinRoom(url: string, room: string, token: string, doc = new Y.Doc()) {
	const client = connect(url, room, token, doc);
	clients.push(client);
	await client.ready;
	return client;
}

async function raw(url: string) {
	const client = await RawClient.open(url);
	raws.push(client);
	return client;
}

/** The rounds a fresh scorer sees in the room now: the server's copy of the document. */
async function serverRounds(url: string, room: string, token: string) {
	const client = await joinRoom(url, room, token);
	return rounds(client.document);
}

describe('sync server', () => {
	it('lets two scorers converge on an update', async () => {
		const url = await start();
		const { room, scorer } = await newRoom();
		const a = await joinRoom(url, room, scorer);
		const b = await joinRoom(url, room, scorer);
		a.document.getMap('rounds').set('r1', { points: 162 });
		b.document.getMap('rounds').set('r2', { points: 80 });
		await until(() => Object.keys(rounds(a.document)).length === 2, 'A gets B’s round');
		await until(() => Object.keys(rounds(b.document)).length === 2, 'B gets A’s round');
		expect(rounds(a.document)).toEqual(rounds(b.document));
	});

	it('refuses a wrong secret, an unknown room and a name that is not a room id', async () => {
		const url = await start();
		const { room, scorer } = await newRoom();
		const stranger = toHex(random());
		await expect(joinRoom(url, room, stranger)).rejects.toThrow(/refused/);
		// The room id itself is public: it is no key.
		await expect(joinRoom(url, room, room)).rejects.toThrow(/refused/);
		const unknown = toHex(random());
		await expect(joinRoom(url, unknown, toHex(random()))).rejects.toThrow(/refused/);
		const client = await raw(url);
		expect(await client.authenticate('../../etc/passwd', scorer)).toBe('denied');
		expect(await client.authenticate(room.toUpperCase(), scorer)).toBe('denied');
		// The right key still gets in, and nothing of the refused attempts was stored.
		await joinRoom(url, room, scorer);
	});

	it('refuses a viewer’s write on the server: nothing reaches the others or the disk', async () => {
		const url = await start();
		const { room, scorer, viewer } = await newRoom();
		const a = await joinRoom(url, room, scorer);
		a.document.getMap('rounds').set('r1', { points: 162 });
		const v = await joinRoom(url, room, viewer);
		await until(() => rounds(v.document).r1 !== undefined, 'the viewer sees the scorer’s round');

		// A modified app on a viewer code sends an update straight to the server.
		const forged = new Y.Doc();
		Y.applyUpdate(forged, Y.encodeStateAsUpdate(v.document));
		const before = Y.encodeStateVector(forged);
		forged.getMap('rounds').set('r1', { points: 0 });
		forged.getMap('rounds').set('forged', { points: 999 });
		const client = await raw(url);
		expect(await client.authenticate(room, viewer)).toBe('authenticated');
		expect(await client.sendUpdate(room, Y.encodeStateAsUpdate(forged, before))).toEqual({ type: 8, outcome: false });

		// The honest viewer app writing locally is refused the same way.
		v.document.getMap('rounds').set('viewer', { points: 1 });
		a.document.getMap('rounds').set('r2', { points: 80 });
		await until(() => rounds(v.document).r2 !== undefined, 'the viewer still follows the scorer');
		expect(v.provider.unsyncedChanges).toBeGreaterThan(0);

		const expected = { r1: { points: 162 }, r2: { points: 80 } };
		expect(await serverRounds(url, room, scorer)).toEqual(expected);
		expect(rounds(a.document)).toEqual(expected);
		await start();
		expect(await serverRounds(server!.url, room, scorer)).toEqual(expected);
		const stored = new Y.Doc();
		Y.applyUpdate(stored, (await new FileStore(folder).read(room))!);
		expect(rounds(stored)).toEqual(expected);
	});

	it('closes a socket that sends an oversized message and stays up', async () => {
		const url = await start({ SYNC_MAX_MESSAGE: String(64 * 1024) });
		const { room, scorer } = await newRoom();
		const a = await joinRoom(url, room, scorer);
		a.document.getMap('rounds').set('r1', { points: 162 });
		const client = await raw(url);
		expect(await client.authenticate(room, scorer)).toBe('authenticated');
		const big = new Y.Doc();
		big.getMap('rounds').set('huge', 'x'.repeat(100 * 1024));
		expect(await client.sendUpdate(room, Y.encodeStateAsUpdate(big))).toBe('closed');
		expect(client.closed).toBe(1009);
		expect(await serverRounds(url, room, scorer)).toEqual({ r1: { points: 162 } });
		expect(server!.process.exitCode).toBeNull();
	});

	it('refuses an update that would take a room past its size cap', async () => {
		const url = await start({ SYNC_MAX_DOCUMENT: String(16 * 1024) });
		const { room, scorer } = await newRoom();
		const a = await joinRoom(url, room, scorer);
		a.document.getMap('rounds').set('r1', { points: 162 });
		await until(() => a.provider.unsyncedChanges === 0, 'a small round is accepted');
		const client = await raw(url);
		expect(await client.authenticate(room, scorer)).toBe('authenticated');
		const big = new Y.Doc();
		big.getMap('rounds').set('huge', 'x'.repeat(20 * 1024));
		expect(await client.sendUpdate(room, Y.encodeStateAsUpdate(big))).toEqual({ type: 7 });
		expect(await serverRounds(url, room, scorer)).toEqual({ r1: { points: 162 } });
	});

	it('closes a socket that asks for too many rooms or sends too much before it is let in', async () => {
		const url = await start();
		const { room, scorer } = await newRoom();
		const many = await raw(url);
		for (let i = 0; i < 17 && many.closed === null; i++) await many.authenticate(toHex(random()), toHex(random()));
		await until(() => many.closed !== null, 'the socket asking for 17 rooms is closed');
		const flood = await raw(url);
		const chunk = frame(room, (e) => encoding.writeVarUint8Array(e, new Uint8Array(32 * 1024)));
		for (let i = 0; i < 9; i++) flood.send(chunk);
		await until(() => flood.closed !== null, 'the socket sending 288 KiB without a key is closed');
		await joinRoom(url, room, scorer);
	});

	it('survives malformed updates and frames without corrupting the document', async () => {
		const url = await start();
		const { room, scorer } = await newRoom();
		const a = await joinRoom(url, room, scorer);
		a.document.getMap('rounds').set('r1', { points: 162 });
		const expected = { r1: { points: 162 } };
		await until(() => a.provider.unsyncedChanges === 0, 'the round reaches the server');

		const real = new Y.Doc();
		real.getMap('rounds').set('r9', { points: 1, note: 'a real update cut short' });
		const whole = Y.encodeStateAsUpdate(real);
		// Its rounds read well but its delete set does not: Yjs would apply the rounds before failing.
		const brokenTail = Uint8Array.from([...whole.slice(0, -1), 5]);
		const garbage = [
			brokenTail,
			whole.slice(0, Math.floor(whole.length / 2)),
			Uint8Array.from([255, 255, 255, 255, 255, 255, 255, 255, 255, 255]),
			Uint8Array.from([1, 200, 1, 0, 9, 9, 9]),
			...Array.from({ length: 20 }, (_, i) => crypto.getRandomValues(new Uint8Array(1 + i * 13)))
		];
		for (const update of garbage) {
			const client = await raw(url);
			expect(await client.authenticate(room, scorer)).toBe('authenticated');
			const answer = await client.sendUpdate(room, update);
			// Refused (the room's connection closed), or a harmless no-op the server acknowledged.
			expect(answer === 'closed' || answer.type === 7 || answer.type === 8).toBe(true);
		}
		// Frames that are not even Hocuspocus messages.
		const client = await raw(url);
		client.send(Uint8Array.from([255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1]));
		client.send(new Uint8Array(0));
		await until(() => client.closed !== null, 'the server closes a garbled socket');

		a.document.getMap('rounds').set('r2', { points: 80 });
		Object.assign(expected, { r2: { points: 80 } });
		await until(() => a.provider.unsyncedChanges === 0, 'a later round reaches the server');
		expect(await serverRounds(url, room, scorer)).toEqual(expected);
		await start();
		expect(await serverRounds(server!.url, room, scorer)).toEqual(expected);
	});

	it('survives a thousand joins and leaves and still answers', async () => {
		const url = await start();
		const { room, scorer, viewer } = await newRoom();
		const a = await joinRoom(url, room, scorer);
		a.document.getMap('rounds').set('r1', { points: 162 });
		const tokens = [scorer, viewer, toHex(random())];
		const outcomes = { authenticated: 0, denied: 0, closed: 0 };
		for (let batch = 0; batch < 20; batch++) {
			const clients = await Promise.all(Array.from({ length: 50 }, () => RawClient.open(url)));
			const answers = await Promise.all(clients.map((c, i) => c.authenticate(room, tokens[(batch * 50 + i) % 3]!)));
			for (const answer of answers) outcomes[answer]++;
			await Promise.all(clients.map((c) => c.close()));
		}
		expect(outcomes.authenticated + outcomes.denied).toBe(1000);
		expect(outcomes.denied).toBe(Math.floor(1000 / 3));
		a.document.getMap('rounds').set('r2', { points: 80 });
		await until(() => a.provider.unsyncedChanges === 0, 'the scorer still writes');
		expect(await serverRounds(url, room, scorer)).toEqual({ r1: { points: 162 }, r2: { points: 80 } });
	});

	it('keeps documents across kill -9 and a restart on the same data folder', async () => {
		const url = await start();
		const { room, scorer, viewer } = await newRoom();
		const a = await joinRoom(url, room, scorer);
		a.document.getMap('rounds').set('r1', { points: 162 });
		await until(async () => {
			const stored = new Y.Doc();
			try {
				Y.applyUpdate(stored, (await new FileStore(folder).read(room))!);
			} catch {
				return false;
			}
			return rounds(stored).r1 !== undefined;
		}, 'the round is on disk');
		await stopServer(server, 'SIGKILL');
		a.destroy();
		const again = await start();
		const late = await joinRoom(again, room, viewer);
		expect(rounds(late.document)).toEqual({ r1: { points: 162 } });
	});
});
