// Taking codes back, through the real server with real Yjs clients: the sharing phone ends a room
// (every phone told who ended it and closed with a reason, both room files deleted, the old codes
// refused for good, also after a restart); nobody else can; new codes reach only the phones the
// sharing phone chose, and the old room refuses its codes as replaced.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { KEY_BYTES, roomIdOf, scorerKeyOf, toHex, viewerKeyOf } from '../src/lib/sync/derive.js';
import { connect, startServer, stopServer, until, type Running } from './harness';

let folder: string;
let server: Running | undefined;
const clients: Array<{ destroy: () => void }> = [];

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-end-'));
});

afterEach(() => {
	for (const client of clients.splice(0)) client.destroy();
});

afterAll(async () => {
	await stopServer(server, 'SIGKILL');
	await rm(folder, { recursive: true, force: true });
});

async function start() {
	await stopServer(server);
	server = await startServer(folder);
	return server.url;
}

/** A room shared with an owner key: its room id and its owner, scorer and viewer tokens. */
async function ownedRoom() {
	const ownerKey = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
	const scorerKey = await scorerKeyOf(ownerKey);
	const viewerKey = await viewerKeyOf(scorerKey);
	return {
		room: await roomIdOf(viewerKey),
		owner: toHex(ownerKey),
		scorer: toHex(scorerKey),
		viewer: toHex(viewerKey)
	};
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

/** The names of the files of `room` in the data folder. */
async function filesOf(room: string) {
	return (await readdir(folder)).filter((name) => name.startsWith(room)).sort();
}

/** Waits until the room has a state file and a log (a small change after a large first save). */
async function storedWithLog(room: string, doc: Y.Doc) {
	doc.getMap('rounds').set('r1', { points: 162, note: 'n'.repeat(4000) });
	await until(async () => (await filesOf(room)).includes(`${room}.yjs`), 'the room stored');
	doc.getMap('rounds').set('r2', { points: 80 });
	await until(async () => (await filesOf(room)).includes(`${room}.log`), 'the room’s log written');
}

const request = (kind: 'end' | 'move', owner: string, extra: Record<string, unknown> = {}) =>
	JSON.stringify({ tablekeeper: kind, owner, by: 'Ann’s phone', ...extra });

describe('ending a room', () => {
	it('tells every phone who ended it, deletes both files and refuses the old codes for good', async () => {
		const url = await start();
		const { room, owner, scorer, viewer } = await ownedRoom();
		const ann = await phone(url, room, scorer);
		const ben = await phone(url, room, scorer);
		const cleo = await phone(url, room, viewer);
		await storedWithLog(room, ann.document);

		ann.provider.sendStateless(request('end', owner));
		for (const p of [ann, ben, cleo]) await until(() => p.reasons.includes('room-ended'), 'closed as ended');
		expect(ben.words).toContainEqual({ tablekeeper: 'ended', reason: 'ended', by: 'Ann’s phone' });
		expect(cleo.words).toContainEqual({ tablekeeper: 'ended', reason: 'ended', by: 'Ann’s phone' });
		// Each phone keeps its copy.
		expect(Object.keys(ben.document.getMap('rounds').toJSON()).sort()).toEqual(['r1', 'r2']);
		await until(async () => (await filesOf(room)).join() === `${room}.ended`, 'only the tombstone left');

		for (const token of [scorer, viewer, owner]) {
			await expect(phone(url, room, token)).rejects.toThrow(/room-ended/);
		}
		await start();
		await expect(phone(server!.url, room, scorer)).rejects.toThrow(/room-ended/);
		expect(await filesOf(room)).toEqual([`${room}.ended`]);
	});

	it('lets only the sharing phone end it', async () => {
		const url = await start();
		const { room, scorer, viewer } = await ownedRoom();
		const ann = await phone(url, room, scorer);
		const ben = await phone(url, room, viewer);
		await storedWithLog(room, ann.document);
		// A scorer, and a viewer, presenting the best key they have as the owner's.
		ann.provider.sendStateless(request('end', scorer));
		ben.provider.sendStateless(request('end', viewer));
		await until(() => ann.words.length > 0 && ben.words.length > 0, 'both answered');
		expect(ann.words).toEqual([{ tablekeeper: 'refused', reason: 'not-owner' }]);
		expect(ben.words).toEqual([{ tablekeeper: 'refused', reason: 'not-owner' }]);
		// The room goes on.
		ann.document.getMap('rounds').set('r3', { points: 0 });
		await until(() => ben.document.getMap('rounds').has('r3'), 'the room still relays');
		expect(ann.reasons).toEqual([]);
		expect(await filesOf(room)).toContain(`${room}.yjs`);
		// A room shared before owner keys has none: no key ends it.
		const legacyScorer = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
		const legacyRoom = await roomIdOf(await viewerKeyOf(legacyScorer));
		const legacy = await phone(url, legacyRoom, toHex(legacyScorer));
		legacy.provider.sendStateless(request('end', toHex(legacyScorer)));
		await until(() => legacy.words.length > 0, 'answered');
		expect(legacy.words).toEqual([{ tablekeeper: 'refused', reason: 'not-owner' }]);
	});
});

describe('new codes', () => {
	it('hands them only to the phones chosen, and refuses the old room as replaced', async () => {
		const url = await start();
		const { room, owner, scorer, viewer } = await ownedRoom();
		const ann = await phone(url, room, scorer);
		const ben = await phone(url, room, scorer);
		const lost = await phone(url, room, scorer);
		const cleo = await phone(url, room, viewer);
		await storedWithLog(room, ann.document);
		await until(() => ann.provider.awareness!.getStates().size === 4, 'every phone present');

		const follow = [ben.provider.awareness!.clientID, cleo.provider.awareness!.clientID];
		ann.provider.sendStateless(request('move', owner, { follow, scorer: 'sealed-scorer', viewer: 'sealed-viewer' }));
		for (const p of [ann, ben, lost, cleo]) await until(() => p.reasons.includes('room-replaced'), 'closed');
		expect(ben.words).toContainEqual({ tablekeeper: 'moved', code: 'sealed-scorer' });
		expect(cleo.words).toContainEqual({ tablekeeper: 'moved', code: 'sealed-viewer' });
		expect(lost.words.filter((word) => word.tablekeeper === 'moved')).toEqual([]);
		expect(ann.words.filter((word) => word.tablekeeper === 'moved')).toEqual([]);
		expect(lost.words).toContainEqual({ tablekeeper: 'ended', reason: 'replaced', by: 'Ann’s phone' });

		await until(async () => (await filesOf(room)).join() === `${room}.ended`, 'only the tombstone left');
		await expect(phone(url, room, scorer)).rejects.toThrow(/room-replaced/);
		await expect(phone(url, room, viewer)).rejects.toThrow(/room-replaced/);
	});
});
