// The bridge against the project's own sync server (a child process on 127.0.0.1, stopped by its
// pid): phone A shares a match, B previews and joins with the scorer code, A adds a round and B's
// database holds it; a viewer joins and sees it, and a write forged with the viewer code reaches
// no one. Outcomes are awaited with generous bounds, never timed.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { KEY_BYTES } from '$lib/sync/derive.js';
import { newScorerCode, roomOf, tokenOf, viewerCodeOf } from '$lib/sync/share-code';
import { previewWhenThere, startServer, stopServer, until, type Running } from './harness';
import { bridgePhone } from './bridge-phone';
import { WebSocket } from './node-websocket';
import { useDb } from '$lib/data/db';
import { addRound } from '$lib/data/rounds';
import type { TablekeeperDb } from '$lib/data/schema';
import { createLiveSharing } from '$lib/data/live/bridge';
import { connect } from '$lib/data/live/connection';
import { appendEdit } from '$lib/data/live/match-doc';
import { MATCH_ID, matchRecord, PLAYERS } from '$lib/data/live/test-phones';

let folder: string;
let server: Running | undefined;

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-bridge-'));
	server = await startServer(folder);
});
afterAll(async () => {
	await stopServer(server);
	await rm(folder, { recursive: true, force: true });
});

function phone(name: string) {
	return bridgePhone(`bridge-${name}`);
}

const inputs = async (db: TablekeeperDb) =>
	(await db.rounds.where('matchId').equals(MATCH_ID).sortBy('order')).map((r) => r.input);

describe('live bridge against the sync server', () => {
	it('shares on A, joins on B after a preview, and B holds what A adds; a viewer cannot write', async () => {
		const url = server!.url;
		const a = phone('A');
		await a.db.players.bulkPut(PLAYERS);
		await a.db.matches.put(matchRecord());
		useDb(a.db);
		await addRound(MATCH_ID, { scores: [10, 5] });
		const shared = await a.sharing.share(MATCH_ID, url, 'Ann');
		if (!shared.ok) throw new Error(shared.refusal.kind);
		const linkA = shared.value;
		await until(() => linkA.status().kind === 'live', `A is live (${JSON.stringify(linkA.status())})`);
		expect(await a.sharing.sharedMatches()).toEqual(new Set([MATCH_ID]));

		// The import's plan and write use the app's database: the phone acting is made the current one.
		const b = phone('B');
		useDb(b.db);
		const preview = await previewWhenThere(() => b.sharing.previewJoin(linkA.codes.scorer!, url));
		if (!preview.ok) throw new Error(preview.refusal.kind);
		expect(preview.value.plan.matches.added).toBe(1);
		expect(preview.value.plan.rounds.added).toBe(1);
		expect(await b.db.rounds.count()).toBe(0);
		const joined = await b.sharing.join(preview.value, 'Bob');
		if (!joined.ok) throw new Error(joined.refusal.kind);
		expect(await inputs(b.db)).toEqual([{ scores: [10, 5] }]);

		useDb(a.db);
		await addRound(MATCH_ID, { scores: [1, 2] });
		await until(async () => (await inputs(b.db)).length === 2, 'B holds the round A added');
		expect(await inputs(b.db)).toEqual([{ scores: [10, 5] }, { scores: [1, 2] }]);
		expect((await b.db.rounds.where('matchId').equals(MATCH_ID).sortBy('order')).at(-1)?.by).toBe('Ann');
		await until(() => linkA.status().kind === 'live' && (linkA.status() as { phones: number }).phones >= 2, 'A sees B');

		// A viewer: joins with the viewer code and sees everything; its forged write reaches no one.
		const v = phone('V');
		useDb(v.db);
		const viewerPreview = await v.sharing.previewJoin(linkA.codes.viewer, url);
		if (!viewerPreview.ok) throw new Error(viewerPreview.refusal.kind);
		const viewerLink = await v.sharing.join(viewerPreview.value, 'Vic');
		if (!viewerLink.ok) throw new Error(viewerLink.refusal.kind);
		expect(viewerLink.value.codes.scorer).toBeNull();
		expect(await inputs(v.db)).toHaveLength(2);
		const forged = new Y.Doc();
		const forger = connect({
			server: url,
			room: await roomOf(linkA.codes.viewer),
			token: tokenOf(linkA.codes.viewer),
			doc: forged,
			phone: 'Vic',
			WebSocket,
			changed: () => undefined,
			acknowledged: () => undefined
		});
		expect(await forger.settled).toBe('synced');
		const at = Date.now();
		const base = { by: 'Vic', matchId: MATCH_ID, createdAt: at, after: null };
		appendEdit(forged, 'forged', { ...base, id: 'f1', at, order: 3, input: { scores: [500, 0] } });
		// A later round from A reaches B: the forged one, sent before it, was refused on the way.
		useDb(a.db);
		await addRound(MATCH_ID, { scores: [3, 3] });
		await until(async () => (await inputs(b.db)).length === 3, 'B holds A’s third round');
		await until(async () => (await inputs(v.db)).length === 3, 'the viewer holds A’s third round');
		for (const db of [a.db, b.db, v.db]) expect(await db.rounds.get('forged')).toBeUndefined();
		forger.destroy();

		for (const link of [linkA, joined.value, viewerLink.value]) await link.stop();
		expect(await a.sharing.sharedMatches()).toEqual(new Set());
		expect(await a.db.rounds.where('matchId').equals(MATCH_ID).count()).toBe(3);
	});

	it('keeps on the phone what it saved offline across a reload, and sends it once the server is back', async () => {
		const a = phone('A2');
		await a.db.players.bulkPut(PLAYERS);
		await a.db.matches.put(matchRecord());
		useDb(a.db);
		await addRound(MATCH_ID, { scores: [4, 4] });
		const shared = await a.sharing.share(MATCH_ID, server!.url, 'Ann');
		if (!shared.ok) throw new Error(shared.refusal.kind);
		await until(() => shared.value.status().kind === 'live', 'A is live');

		await stopServer(server);
		await until(() => ['offline', 'unreachable'].includes(shared.value.status().kind), 'A sees the server gone');
		await addRound(MATCH_ID, { scores: [6, 1] });
		await until(() => (shared.value.status() as { unsent?: number }).unsent === 1, 'one deal waits to be sent');
		// The page goes away; a new one starts with only what the device kept.
		await shared.value.close?.();
		expect((await a.db.liveShares.get(MATCH_ID))?.unsent).toHaveLength(1);

		server = await startServer(folder);
		const again = createLiveSharing({ db: () => a.db, WebSocket, patience: 60_000 });
		const resumed = await again.resume(MATCH_ID, server.url, 'Ann');
		expect(resumed).not.toBeNull();
		await until(() => resumed!.status().kind === 'live', 'A is live again');
		await until(async () => (await a.db.liveShares.get(MATCH_ID))?.unsent.length === 0, 'the server has the deal');

		const b = phone('B2');
		useDb(b.db);
		const preview = await previewWhenThere(() => b.sharing.previewJoin(shared.value.codes.scorer!, server!.url));
		if (!preview.ok) throw new Error(preview.refusal.kind);
		const joined = await b.sharing.join(preview.value, 'Bob');
		if (!joined.ok) throw new Error(joined.refusal.kind);
		expect(await inputs(b.db)).toEqual([{ scores: [4, 4] }, { scores: [6, 1] }]);
		await joined.value.stop();
		await resumed!.stop();
	});

	it('joining keeps the names of players this phone already has, as every later sync does', async () => {
		const a = phone('A4');
		await a.db.players.bulkPut(PLAYERS);
		await a.db.matches.put(matchRecord());
		const shared = await a.sharing.share(MATCH_ID, server!.url, 'Ann');
		if (!shared.ok) throw new Error(shared.refusal.kind);
		// B has Ann already (a match handed over earlier), under the name B's table knows her by.
		const b = phone('B4');
		await b.db.players.put({ ...PLAYERS[0]!, name: 'Anita', updatedAt: 0 });
		const preview = await previewWhenThere(() => b.sharing.previewJoin(shared.value.codes.scorer!, server!.url));
		if (!preview.ok) throw new Error(preview.refusal.kind);
		expect(preview.value.plan.players.updated).toBe(0);
		const joined = await b.sharing.join(preview.value, 'Bob');
		if (!joined.ok) throw new Error(joined.refusal.kind);
		expect((await b.db.players.get(PLAYERS[0]!.id))?.name).toBe('Anita');
		await joined.value.stop();
		await shared.value.stop();
	});

	it('refuses to join a room that holds no match, and says when no server answers', async () => {
		const b = phone('B3');
		const stranger = newScorerCode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
		const empty = await b.sharing.previewJoin(await viewerCodeOf(stranger), server!.url);
		expect(empty.ok).toBe(false);
		if (!empty.ok) expect(['code-refused', 'not-a-match']).toContain(empty.refusal.kind);
		const nowhere = 'ws://127.0.0.1:9/sync';
		expect(await b.sharing.previewJoin(stranger, nowhere)).toEqual({
			ok: false,
			refusal: { kind: 'server-unreachable', address: nowhere }
		});
		expect(await b.db.matches.count()).toBe(0);
	});
});
