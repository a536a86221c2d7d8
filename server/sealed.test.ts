// End-to-end encryption against the real server (a child process on 127.0.0.1, stopped by its
// pid) with the real bridge: A shares a match whose players, phone names, note and scores are
// typed here, B joins as a scorer, a viewer joins and reads; then every file in the server's data
// folder is searched for each of those strings and holds none. A viewer's sealed entry (a viewer
// holds the entry key) is still refused by the server; a room shared before sealing still reads.
import 'fake-indexeddb/auto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useDb } from '$lib/data/db';
import { addRound } from '$lib/data/rounds';
import type { TablekeeperDb } from '$lib/data/schema';
import { appendEdit, appendSetup } from '$lib/data/live/match-doc';
import { sealedEntries } from '$lib/data/live/sealed-doc';
import { sealEntry, sealOf } from '$lib/data/live/sealer';
import { MATCH_ID, matchRecord, PLAYERS } from '$lib/data/live/test-phones';
import { connect, newRoom, previewWhenThere, startServer, stopServer, until, type Running } from './harness';
import { bridgePhone } from './bridge-phone';
import { newScorerCode } from '$lib/sync/share-code';
import { KEY_BYTES } from '$lib/sync/derive.js';

const NAMES = ['Zéphyrine Quist', 'Barnabé Oakes'];
const PHONES = ["Zéphyrine's handset", "Barnabé's tablet", 'Viewer Wilhelmina'];
const NOTE = 'Barnabé forgot the belote again';
const SCORE = 4217;

let folder: string;
let server: Running | undefined;

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-sealed-'));
	server = await startServer(folder);
});
afterAll(async () => {
	await stopServer(server);
	await rm(folder, { recursive: true, force: true });
});

function phone(name: string) {
	return bridgePhone(`sealed-${name}`);
}

const notes = async (db: TablekeeperDb) =>
	(await db.rounds.where('matchId').equals(MATCH_ID).sortBy('order')).map((r) => [r.input, r.note ?? null]);

/** Every file of the data folder as text (latin1 keeps every byte; UTF-8 strings are searched as their bytes). */
async function dataFolderText(): Promise<string> {
	let text = '';
	for (const name of await readdir(folder)) text += (await readFile(join(folder, name))).toString('latin1');
	return text;
}
const asBytes = (s: string) => Buffer.from(s, 'utf8').toString('latin1');

describe('sealed rooms on the real server', () => {
	it('stores no name, note or score: the data folder holds only sealed entries', async () => {
		const url = server!.url;
		const a = phone('A');
		await a.db.players.bulkPut(PLAYERS.map((p, i) => ({ ...p, name: NAMES[i]! })));
		await a.db.matches.put(matchRecord());
		const first = await addRound(MATCH_ID, { scores: [SCORE, 0] });
		const shared = await a.sharing.share(MATCH_ID, url, PHONES[0]!);
		if (!shared.ok) throw new Error(shared.refusal.kind);
		await until(() => shared.value.status().kind === 'live', 'A is live');

		const b = phone('B');
		const preview = await previewWhenThere(() => b.sharing.previewJoin(shared.value.codes.scorer!, url));
		if (!preview.ok) throw new Error(preview.refusal.kind);
		expect(preview.value.summary.players).toEqual(NAMES);
		const joined = await b.sharing.join(preview.value, PHONES[1]!);
		if (!joined.ok) throw new Error(joined.refusal.kind);
		await until(
			() => (joined.value.status() as { phones?: number }).phones === 2,
			'B counts two phones (sealed presence)'
		);

		// A writes a note on deal 1 and adds deal 2: B and a viewer read both.
		useDb(a.db);
		await a.db.rounds.put({ ...first, note: NOTE, updatedAt: first.updatedAt + 1 });
		await addRound(MATCH_ID, { scores: [1, SCORE + 1] });
		const expected = [
			[{ scores: [SCORE, 0] }, NOTE],
			[{ scores: [1, SCORE + 1] }, null]
		];
		await until(
			async () => JSON.stringify(await notes(b.db)) === JSON.stringify(expected),
			'B holds the note and deal 2'
		);
		const v = phone('V');
		const viewing = await previewWhenThere(() => v.sharing.previewJoin(shared.value.codes.viewer, url));
		if (!viewing.ok) throw new Error(viewing.refusal.kind);
		const viewer = await v.sharing.join(viewing.value, PHONES[2]!);
		if (!viewer.ok) throw new Error(viewer.refusal.kind);
		expect(await notes(v.db)).toEqual(expected);

		// What the server relays of the phones' presence: one sealed field each, no name.
		const { room } = await sealOf(shared.value.codes.viewer);
		const watcher = connect(url, room, Buffer.from(shared.value.codes.viewer.key).toString('hex'));
		await watcher.ready;
		const presence = () => [...watcher.provider.awareness!.getStates().values()].filter((s) => 'sealed' in s);
		await until(() => presence().length === 3, 'the three phones are present, sealed');
		const relayed = JSON.stringify(presence());
		for (const secret of PHONES) expect(relayed).not.toContain(secret);
		watcher.destroy();

		for (const link of [shared.value, joined.value, viewer.value]) await link.close?.();
		// SIGTERM stores every open room; the folder is then read whole.
		await stopServer(server);
		const stored = await dataFolderText();
		expect(stored.length).toBeGreaterThan(0);
		for (const secret of [...NAMES, ...PHONES, NOTE, String(SCORE), String(SCORE + 1), MATCH_ID, 'scores', 'freeform'])
			expect(stored, secret).not.toContain(asBytes(secret));
		server = await startServer(folder);
	});

	it("refuses a viewer's sealed entry: the viewer holds the key, still not the right to write", async () => {
		const url = server!.url;
		const a = phone('A2');
		await a.db.players.bulkPut(PLAYERS);
		await a.db.matches.put(matchRecord());
		const shared = await a.sharing.share(MATCH_ID, url, 'Ann');
		if (!shared.ok) throw new Error(shared.refusal.kind);
		await until(() => shared.value.status().kind === 'live', 'A is live');
		const { viewer: viewerCode } = shared.value.codes;

		// A modified app on the viewer's code seals a deal under the room's key and sends it.
		const { room } = await sealOf(viewerCode);
		const forged = new Y.Doc();
		const forger = connect(url, room, Buffer.from(viewerCode.key).toString('hex'), forged);
		await forger.ready;
		const inner = new Y.Doc();
		const base = { by: 'Vic', matchId: MATCH_ID, createdAt: 1, after: null, at: 1 };
		appendEdit(inner, 'forged', { ...base, id: 'f1', order: 1, input: { scores: [500, 0] } });
		const entry = await sealEntry(await sealOf(viewerCode), 'update', Y.encodeStateAsUpdate(inner));
		sealedEntries(forged).push([entry]);
		await until(() => forger.refused() === 1, 'the server answers "not applied"');
		forger.destroy();

		// A later deal from A reaches a fresh scorer; the forged one does not.
		useDb(a.db);
		await addRound(MATCH_ID, { scores: [3, 3] });
		const b = phone('B2');
		await until(async () => {
			const preview = await b.sharing.previewJoin(shared.value.codes.scorer!, url);
			return preview.ok && preview.value.summary.deals === 1;
		}, "a fresh scorer sees A's deal");
		expect(await a.db.rounds.get('forged')).toBeUndefined();
		await shared.value.stop();
	});

	it('still reads a room shared before sealing (a plain match document) and keeps it plain', async () => {
		const url = server!.url;
		const { room, scorer: token } = await newRoom();
		const old = new Y.Doc();
		appendSetup(old, 's1', 1, 'Old phone', matchRecord(), PLAYERS);
		const writer = connect(url, room, token, old);
		await writer.ready;
		const code = newScorerCode(Uint8Array.from(Buffer.from(token, 'hex')));
		expect(KEY_BYTES).toBe(16);

		const b = phone('B3');
		const preview = await previewWhenThere(() => b.sharing.previewJoin(code, url));
		if (!preview.ok) throw new Error(preview.refusal.kind);
		expect(preview.value.summary.players).toEqual(PLAYERS.map((p) => p.name));
		const joined = await b.sharing.join(preview.value, 'Bob');
		if (!joined.ok) throw new Error(joined.refusal.kind);
		useDb(b.db);
		await addRound(MATCH_ID, { scores: [7, 8] });
		// B's deal reaches the old phone in clear, as before: the room stays plain.
		await until(() => old.getMap('rounds').size === 1, 'the old phone holds B’s deal');
		expect(sealedEntries(old).length).toBe(0);
		writer.destroy();
		await joined.value.stop();
	});
});
