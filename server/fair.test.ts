// The sync server is fair and bounded: one large busy room does not hold back another room's
// deliveries; a socket that floods is closed with its reason while a phone sharing a large match
// and a fast scorer are not; room files are the server user's alone; a socket's error is one log
// line. The real server in a child process (one test in this process), real Yjs clients; outcomes
// are awaited with generous bounds, never timed.
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { createSyncServer } from './sync-server.mjs';
import { connect, largeMatch, newRoom, RawClient, startServer, stopServer, until, type Running } from './harness';

const MiB = 1024 * 1024;
const rounds = (doc: Y.Doc) => doc.getMap('rounds').toJSON();

let parent: string;
let server: Running | undefined;
const clients: Array<{ destroy: () => void }> = [];
const raws: RawClient[] = [];

beforeAll(async () => {
	parent = await mkdtemp(join(tmpdir(), 'tablekeeper-fair-'));
});
afterEach(async () => {
	for (const client of clients.splice(0)) client.destroy();
	for (const raw of raws.splice(0)) await raw.close();
	await stopServer(server);
	server = undefined;
});
afterAll(async () => {
	await rm(parent, { recursive: true, force: true });
});

/** Starts the server on a data folder of its own (not created yet unless `folder` is given). */
async function start(env: Record<string, string> = {}, folder = join(parent, crypto.randomUUID())) {
	server = await startServer(folder, env);
	return server.url;
}

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

describe('a fair, bounded sync server', () => {
	it('delivers a small room’s deals while a room near its cap takes a stream of updates', async () => {
		// The rate limit is lifted here: this is about what checking an update costs.
		const folder = join(parent, crypto.randomUUID());
		const url = await start(
			{
				SYNC_MAX_DOCUMENT: String(3 * MiB),
				SYNC_MAX_MESSAGES_PER_SECOND: '1000000',
				SYNC_MAX_BYTES_PER_SECOND: String(1024 * MiB)
			},
			folder
		);
		const busy = await newRoom();
		const writer = await raw(url);
		expect(await writer.authenticate(busy.room, busy.scorer)).toBe('authenticated');
		// 2.4 MB of rounds: the room the server once re-encoded whole for every update it checked.
		const { doc, updates } = largeMatch(2.4e6);
		const filled = updates.length;
		for (const update of updates.slice())
			expect(await writer.sendUpdate(busy.room, update)).toEqual({ type: 8, outcome: true });
		let sent = 0;
		const next = () => {
			let update: Uint8Array = new Uint8Array();
			doc.once('update', (u: Uint8Array) => (update = u));
			doc.getMap('busy').set('n', ++sent);
			return update;
		};

		const quiet = await newRoom();
		const a = await joinRoom(url, quiet.room, quiet.scorer);
		const b = await joinRoom(url, quiet.room, quiet.scorer);
		for (let deal = 1; deal <= 10; deal++) {
			// 200 updates on their way to the busy room, then a deal in the quiet one.
			for (let i = 0; i < 200; i++) writer.sendUpdateNow(busy.room, next());
			a.document.getMap('rounds').set(`deal-${deal}`, { points: deal });
			await until(() => rounds(b.document)[`deal-${deal}`] !== undefined, `deal ${deal} reaches the quiet room`);
			await until(() => writer.applied() === filled + sent, 'the busy room takes its updates');
		}
		expect(writer.closed).toBeNull();
		const late = await joinRoom(url, busy.room, busy.viewer);
		expect(late.document.getMap('busy').get('n')).toBe(2000);
		expect(late.document.getMap('rounds').size).toBe(doc.getMap('rounds').size);

		// What the busy room took is on disk (its whole state written by the store's worker, the
		// stream appended after it) and reads back after a restart.
		for (const client of clients.splice(0)) client.destroy();
		await writer.close();
		await stopServer(server);
		await start({}, folder);
		const reread = await joinRoom(server!.url, busy.room, busy.viewer);
		expect(reread.document.getMap('busy').get('n')).toBe(2000);
		expect(reread.document.getMap('rounds').size).toBe(doc.getMap('rounds').size);
	});

	it('closes a flooding socket with its reason, and lets a large share and a fast scorer through', async () => {
		const url = await start();
		const { room, scorer, viewer } = await newRoom();
		// A phone shares a large match: its first sync sends the whole match (about 900 KB) at once.
		const { doc } = largeMatch(900_000);
		const sharer = await joinRoom(url, room, scorer, doc);
		await until(() => sharer.provider.unsyncedChanges === 0, 'the large match reaches the server');
		// A fast scorer: forty deals as fast as the phone can send them.
		for (let deal = 1; deal <= 40; deal++) doc.getMap('fast').set(`deal-${deal}`, deal);
		await until(() => sharer.provider.unsyncedChanges === 0, 'the server has every deal');
		// Another phone joins the large room.
		const watcher = await joinRoom(url, room, viewer);
		expect(watcher.document.getMap('fast').size).toBe(40);
		expect(watcher.document.getMap('rounds').size).toBe(doc.getMap('rounds').size);
		expect(sharer.closes).toEqual([]);
		expect(watcher.closes).toEqual([]);

		// A socket sending updates as fast as it can, without waiting for answers.
		const tiny = new Y.Doc();
		tiny.getMap('fast').set('flood', 1);
		const update = Y.encodeStateAsUpdate(tiny);
		const flood = await raw(url);
		expect(await flood.authenticate(room, scorer)).toBe('authenticated');
		for (let i = 0; i < 100_000 && flood.closed === null; i++) {
			flood.sendUpdateNow(room, update);
			if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
		}
		await until(() => flood.closed !== null, 'the flooding socket is closed');
		expect([flood.closed, flood.reason]).toEqual([4429, 'rate-limited']);

		// A socket sending more bytes a second than a phone ever does.
		const heavy = new Y.Doc();
		heavy.getMap('fast').set('heavy', 'x'.repeat(900_000));
		const big = Y.encodeStateAsUpdate(heavy);
		const hose = await raw(url);
		expect(await hose.authenticate(room, scorer)).toBe('authenticated');
		for (let i = 0; i < 10 && hose.closed === null; i++) hose.sendUpdateNow(room, big);
		await until(() => hose.closed !== null, 'the socket sending 9 MB at once is closed');
		expect([hose.closed, hose.reason]).toEqual([4429, 'rate-limited']);

		// The phones in the room carry on.
		doc.getMap('fast').set('after', 1);
		await until(() => watcher.document.getMap('fast').get('after') === 1, 'a later deal still arrives');
		expect(sharer.closes).toEqual([]);
		expect(server!.output()).toMatch(/rate-limited/);
		expect(server!.output()).not.toMatch(/\n\s+at /);
	});

	it('keeps room files readable by the server’s user only', async () => {
		// An older server left its data folder and a room file open to everyone.
		const folder = join(parent, crypto.randomUUID());
		await mkdir(folder);
		await chmod(folder, 0o755);
		const older = join(folder, `${'0'.repeat(32)}.yjs`);
		await writeFile(older, Y.encodeStateAsUpdate(new Y.Doc()));
		await chmod(older, 0o644);
		const url = await start({}, folder);
		const { room, scorer } = await newRoom();
		const a = await joinRoom(url, room, scorer);
		a.document.getMap('rounds').set('r1', { points: 162 });
		const file = join(folder, `${room}.yjs`);
		await until(async () => (await readdir(folder)).includes(`${room}.yjs`), 'the room is on disk');
		const mode = async (path: string) => (await stat(path)).mode & 0o777;
		expect(await mode(folder)).toBe(0o700);
		expect(await mode(file)).toBe(0o600);
		expect(await mode(older)).toBe(0o600);
		// A new room's folder is made private too.
		const fresh = join(parent, crypto.randomUUID());
		await stopServer(server);
		await start({}, fresh);
		expect(await mode(fresh)).toBe(0o700);
	});

	it('logs a bad frame from a phone as one line, not a stack', async () => {
		const url = await start();
		const socket = new WebSocket(url);
		socket.on('error', () => undefined);
		await once(socket, 'open');
		// A frame with a reserved bit set (no extension was agreed): the server's socket fails.
		(socket as unknown as { _socket: import('node:net').Socket })._socket.write(Buffer.from([0xc1, 0x80, 0, 0, 0, 0]));
		await until(() => /RSV1/.test(server!.output()), 'the server notes the bad frame');
		const lines = server!
			.output()
			.split('\n')
			.filter((line) => line.trim() !== '');
		expect(lines.filter((line) => !/listening on/.test(line))).toEqual([expect.stringMatching(/RSV1 must be clear/)]);
	});

	it('logs an EPIPE on a socket as one line, not a stack', async () => {
		const lines: string[] = [];
		const spies = (['error', 'warn', 'log'] as const).map((method) =>
			vi.spyOn(console, method).mockImplementation((...args) => void lines.push(format(...args)))
		);
		const sync = await createSyncServer({
			host: '127.0.0.1',
			port: 0,
			folder: join(parent, crypto.randomUUID()),
			log: (line) => lines.push(line)
		});
		try {
			const url = await sync.listen();
			const socket = new WebSocket(url);
			socket.on('error', () => undefined);
			await once(socket, 'open');
			await until(() => sync.server.webSocketServer.clients.size === 1, 'the server has the socket');
			const [accepted] = sync.server.webSocketServer.clients;
			// What Node reports when the server writes to a phone that has gone.
			accepted!.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE', errno: -32, syscall: 'write' }));
			expect(lines).toEqual([expect.stringMatching(/EPIPE/)]);
			expect(lines[0]).not.toMatch(/\n/);
			socket.close();
		} finally {
			await sync.server.destroy();
			for (const spy of spies) spy.mockRestore();
		}
	});
});
