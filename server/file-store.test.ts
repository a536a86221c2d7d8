// The room store on its own: a room's state and the updates appended since read back as one
// document; a log cut short by a crash reads up to its last whole update; writing the state
// replaces the log; every file is the server user's alone.
import { appendFile, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FileStore } from './file-store.mjs';

let folder: string;
beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-store-'));
});
afterAll(async () => {
	await rm(folder, { recursive: true, force: true });
});

const ROOM = 'a'.repeat(32);

it('reads a room as its state plus its log, survives a torn log, and compacts on a state write', async () => {
	const store = new FileStore(folder);
	await store.open();
	const doc = new Y.Doc();
	const updates: Uint8Array[] = [];
	doc.on('update', (u: Uint8Array) => updates.push(u));
	doc.getMap('rounds').set('r1', 1);
	await store.write(ROOM, Y.encodeStateAsUpdate(doc));
	doc.getMap('rounds').set('r2', 2);
	doc.getMap('rounds').set('r3', 3);
	await store.append(ROOM, updates.slice(1));
	// A crash in the middle of an append: a length, then less than it announced.
	await appendFile(store.logPath(ROOM), Uint8Array.from([200, 0, 0, 0, 1, 2, 3]));

	const read = new Y.Doc();
	Y.applyUpdate(read, (await store.read(ROOM))!);
	expect(read.getMap('rounds').toJSON()).toEqual({ r1: 1, r2: 2, r3: 3 });
	const mode = async (path: string) => (await stat(path)).mode & 0o777;
	expect(await mode(store.path(ROOM))).toBe(0o600);
	expect(await mode(store.logPath(ROOM))).toBe(0o600);

	await store.write(ROOM, Y.encodeStateAsUpdate(doc));
	expect(await readdir(folder)).toEqual([`${ROOM}.yjs`]);
	const again = new Y.Doc();
	Y.applyUpdate(again, (await store.read(ROOM))!);
	expect(again.getMap('rounds').toJSON()).toEqual({ r1: 1, r2: 2, r3: 3 });
	expect(await store.read('b'.repeat(32))).toBeNull();
});
