// A club night's table role against the real server (a child process on 127.0.0.1, stopped by its
// pid), real Yjs clients: the organiser (scorer key) writes the room's table commitments; a table
// token appends to its own table's part and is refused everywhere else (another table, the
// organiser's entries, the commitments, a deletion, an update left pending); a forged token reads
// but writes nothing; a viewer still writes nothing; a match room is as before.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
	fromHex,
	KEY_BYTES,
	roleIn,
	tableCommitmentOf,
	tableSecretOf,
	tablesKeyOf,
	tableTokenOf
} from '../src/lib/sync/derive.js';
import { COMMITMENTS, tablePart } from '../src/lib/sync/night-parts.js';
import { connect, newRoom, RawClient, startServer, stopServer, until, type Reply, type Running } from './harness';

let folder: string;
let server: Running;
const clients: Array<{ destroy: () => void }> = [];
const raws: RawClient[] = [];

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-night-'));
	server = await startServer(folder);
});
afterEach(async () => {
	for (const client of clients.splice(0)) client.destroy();
	for (const raw of raws.splice(0)) await raw.close();
});
afterAll(async () => {
	await stopServer(server);
	await rm(folder, { recursive: true, force: true });
});

async function joinRoom(room: string, token: string) {
	const client = connect(server.url, room, token);
	clients.push(client);
	await client.ready;
	return client;
}

async function raw(room: string, token: string) {
	const client = await RawClient.open(server.url);
	raws.push(client);
	expect(await client.authenticate(room, token)).toBe('authenticated');
	return client;
}

/** A night's room: the organiser connected, two tables committed, each table's token. */
async function nightRoom() {
	const { room, scorer, viewer } = await newRoom();
	const tables = await tablesKeyOf(fromHex(scorer));
	const secrets = [await tableSecretOf(tables, 1), await tableSecretOf(tables, 2)];
	const organiser = await joinRoom(room, scorer);
	const commitments = organiser.document.getMap(COMMITMENTS);
	commitments.set('1', await tableCommitmentOf(secrets[0]!, 1));
	commitments.set('2', await tableCommitmentOf(secrets[1]!, 2));
	organiser.document.getArray('sealed').push([new Uint8Array([1, 2, 3])]);
	const token = (table: number, secret = secrets[table - 1]!) => tableTokenOf(fromHex(viewer), table, secret);
	return { room, scorer, viewer, organiser, token };
}

/** An update adding to `write`'s target in a copy of `doc`, as a modified app would send it. */
function forge(doc: Y.Doc, write: (copy: Y.Doc) => void): Uint8Array {
	const copy = new Y.Doc();
	Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
	const before = Y.encodeStateVector(copy);
	write(copy);
	return Y.encodeStateAsUpdate(copy, before);
}

const refused = (answer: Reply | 'closed') => answer === 'closed' || answer.type === 7 || answer.outcome === false;

/** What a fresh organiser connection reads of the room now (the server's copy). */
async function serverCopy(room: string, scorer: string) {
	const fresh = await joinRoom(room, scorer);
	return {
		tables: fresh.document.getMap(COMMITMENTS).toJSON(),
		sealed: fresh.document.getArray('sealed').length,
		one: fresh.document.getArray(tablePart(1)).length,
		two: fresh.document.getArray(tablePart(2)).length
	};
}

describe('a club night’s table role', () => {
	it('lets a table token append to its own table, and the organiser sees it', async () => {
		const { room, scorer, organiser, token } = await nightRoom();
		const table = await joinRoom(room, token(1));
		await until(() => table.document.getMap(COMMITMENTS).size === 2, 'the table reads the night');
		table.document.getArray(tablePart(1)).push([new Uint8Array([9])]);
		await until(() => organiser.document.getArray(tablePart(1)).length === 1, 'the organiser gets the report');
		expect(await serverCopy(room, scorer)).toMatchObject({ one: 1, two: 0, sealed: 1 });
	});

	it('refuses a table token on another table, the organiser’s entries, the commitments, a deletion and a pending update', async () => {
		const { room, scorer, organiser, token } = await nightRoom();
		const reader = await joinRoom(room, token(1));
		await until(() => reader.document.getArray('sealed').length === 1, 'the table reads the night');
		const doc = reader.document;
		const forged = [
			forge(doc, (d) => d.getArray(tablePart(2)).push([new Uint8Array([6])])),
			forge(doc, (d) => d.getArray('sealed').push([new Uint8Array([6])])),
			forge(doc, (d) => d.getMap(COMMITMENTS).set('1', 'f'.repeat(32))),
			forge(doc, (d) => d.getMap('settings').set('name', 'mine')),
			forge(
				doc,
				(d) => (
					d.getArray(tablePart(1)).push([new Uint8Array([1])]),
					d.getArray(tablePart(2)).push([new Uint8Array([2])])
				)
			)
		];
		for (const update of forged) expect(refused(await (await raw(room, token(1))).sendUpdate(room, update))).toBe(true);

		// Its own table, but deleting: the parts are append-only.
		reader.document.getArray(tablePart(1)).push([new Uint8Array([7])]);
		await until(() => organiser.document.getArray(tablePart(1)).length === 1, 'the table’s own entry arrives');
		const deletion = forge(reader.document, (d) => d.getArray(tablePart(1)).delete(0, 1));
		expect(refused(await (await raw(room, token(1))).sendUpdate(room, deletion))).toBe(true);

		// Its own table, but after an entry the server never had: it would stay pending.
		const ahead = new Y.Doc();
		Y.applyUpdate(ahead, Y.encodeStateAsUpdate(reader.document));
		const first = forge(ahead, (d) => d.getArray(tablePart(1)).push([new Uint8Array([8])]));
		Y.applyUpdate(ahead, first);
		const second = forge(ahead, (d) => d.getArray(tablePart(1)).push([new Uint8Array([9])]));
		expect(refused(await (await raw(room, token(1))).sendUpdate(room, second))).toBe(true);

		// The room is untouched, and the shadow rebuilt: the table's next honest entry is taken.
		expect(await serverCopy(room, scorer)).toEqual({
			tables: organiser.document.getMap(COMMITMENTS).toJSON(),
			sealed: 1,
			one: 1,
			two: 0
		});
		const answer = await (await raw(room, token(1))).sendUpdate(room, first);
		expect(answer).toEqual({ type: 8, outcome: true });
		await until(() => organiser.document.getArray(tablePart(1)).length === 2, 'the honest entry arrives');
	});

	it('still takes a table’s entry while an organiser’s update waits for its missing part', async () => {
		const { room, organiser, token } = await nightRoom();
		const ahead = new Y.Doc();
		Y.applyUpdate(ahead, Y.encodeStateAsUpdate(organiser.document));
		const first = forge(ahead, (d) => d.getArray('sealed').push([new Uint8Array([4])]));
		Y.applyUpdate(ahead, first);
		const second = forge(ahead, (d) => d.getArray('sealed').push([new Uint8Array([5])]));
		// A scorer may leave an update pending, as before.
		expect(await (await raw(room, organiser.provider.configuration.token as string)).sendUpdate(room, second)).toEqual({
			type: 8,
			outcome: true
		});
		const table = await joinRoom(room, token(1));
		table.document.getArray(tablePart(1)).push([new Uint8Array([9])]);
		await until(() => organiser.document.getArray(tablePart(1)).length === 1, 'the table’s entry arrives');
	});

	it('lets a forged table token read and refuses its writes', async () => {
		const { room, scorer, viewer, token } = await nightRoom();
		const made = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
		const other = await tableSecretOf(await tablesKeyOf(crypto.getRandomValues(new Uint8Array(KEY_BYTES))), 1);
		// Its own secret for table 1 under table 2's number, a made-up secret, another night's secret.
		for (const forgedToken of [
			token(2, await tableSecretOf(await tablesKeyOf(fromHex(scorer)), 1)),
			token(1, made),
			token(1, other)
		]) {
			const client = await raw(room, forgedToken);
			const table = Number(forgedToken.split('.')[1]);
			const update = forge(new Y.Doc(), (d) => d.getArray(tablePart(table)).push([new Uint8Array([5])]));
			expect(refused(await client.sendUpdate(room, update))).toBe(true);
		}
		// A table token needs the room's viewer key.
		const stranger = tableTokenOf(made, 1, made);
		expect(await roleIn(room, stranger)).toBeNull();
		const client = await RawClient.open(server.url);
		raws.push(client);
		expect(await client.authenticate(room, stranger)).toBe('denied');
		expect(await roleIn(room, viewer)).toBe('viewer');
		expect(await serverCopy(room, scorer)).toMatchObject({ one: 0, two: 0 });
	});

	it('still refuses a viewer’s write, to a table’s part too', async () => {
		const { room, scorer, viewer } = await nightRoom();
		const client = await raw(room, viewer);
		const update = forge(new Y.Doc(), (d) => d.getArray(tablePart(1)).push([new Uint8Array([5])]));
		expect(await client.sendUpdate(room, update)).toEqual({ type: 8, outcome: false });
		expect(await serverCopy(room, scorer)).toMatchObject({ one: 0 });
	});

	it('gives a table token nothing to write in a match room (no commitments)', async () => {
		const { room, scorer, viewer } = await newRoom();
		const organiser = await joinRoom(room, scorer);
		organiser.document.getMap('rounds').set('r1', { points: 162 });
		const secret = await tableSecretOf(await tablesKeyOf(fromHex(scorer)), 1);
		const client = await raw(room, tableTokenOf(fromHex(viewer), 1, secret));
		const update = forge(new Y.Doc(), (d) => d.getArray(tablePart(1)).push([new Uint8Array([5])]));
		expect(refused(await client.sendUpdate(room, update))).toBe(true);
	});
});
