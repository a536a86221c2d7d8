// The room store on its own: a room's state and the updates appended since read back as one
// document; a log cut short by a crash reads up to its last whole update, and once the server
// opens the room, what it appends after reads back too; compacting (in the
// store's worker thread) rewrites state and log as one state, without what was deleted; every file
// is the server user's alone.
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

it('reads a room as its state plus its log, survives a torn log, and compacts both into one state', async () => {
	const store = new FileStore(folder);
	await store.open();
	const doc = new Y.Doc();
	const updates: Uint8Array[] = [];
	doc.on('update', (u: Uint8Array) => updates.push(u));
	doc.getMap('rounds').set('r1', 1);
	await store.append(ROOM, updates.slice(0, 1));
	expect(await store.compact(ROOM)).toBe((await stat(store.path(ROOM))).size);
	expect(await readdir(folder)).toEqual([`${ROOM}.yjs`]);
	doc.getMap('rounds').set('r2', 2);
	doc.getMap('rounds').set('r3', 3);
	await store.append(ROOM, updates.slice(1));
	// A crash in the middle of an append: a length, then less than it announced.
	await appendFile(store.logPath(ROOM), Uint8Array.from([200, 0, 0, 0, 1, 2, 3]));

	const read = new Y.Doc();
	Y.applyUpdate(read, (await store.read(ROOM))!);
	expect(read.getMap('rounds').toJSON()).toEqual({ r1: 1, r2: 2, r3: 3 });
	// The server opening the room cuts the torn part off, so what it appends next reads back.
	const loaded = new Y.Doc();
	Y.applyUpdate(loaded, (await store.load(ROOM))!);
	expect(loaded.getMap('rounds').toJSON()).toEqual({ r1: 1, r2: 2, r3: 3 });
	const mode = async (path: string) => (await stat(path)).mode & 0o777;
	expect(await mode(store.path(ROOM))).toBe(0o600);
	expect(await mode(store.logPath(ROOM))).toBe(0o600);

	// A note written, then deleted: the log keeps it, the compacted state does not.
	doc.getMap('notes').set('n1', 'x'.repeat(10_000));
	doc.getMap('notes').delete('n1');
	await store.append(ROOM, updates.slice(3));
	const bytes = await store.compact(ROOM);
	expect(await readdir(folder)).toEqual([`${ROOM}.yjs`]);
	expect(bytes).toBe((await stat(store.path(ROOM))).size);
	expect(bytes).toBeLessThan(1000);
	expect(await mode(store.path(ROOM))).toBe(0o600);
	const again = new Y.Doc();
	Y.applyUpdate(again, (await store.read(ROOM))!);
	expect(again.getMap('rounds').toJSON()).toEqual({ r1: 1, r2: 2, r3: 3 });
	expect(again.getMap('notes').size).toBe(0);
	expect(await store.read('b'.repeat(32))).toBeNull();
	await store.close();
});
