// Taking codes back through the bridge and the real server: Ann shares, Ben and Lost join; Ann
// makes new codes with Ben following (he goes on in the new room), Lost is refused as replaced and
// keeps the match; then Ann ends sharing for everyone: Ben is told who ended it and keeps his copy,
// and the codes are refused from then on. Outcomes are awaited with generous bounds, never timed.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDb } from '$lib/data/db';
import type { LiveLink } from '$lib/data/live/link';
import { MATCH_ID, matchRecord, PLAYERS } from '$lib/data/live/test-phones';
import { addRound } from '$lib/data/rounds';
import type { TablekeeperDb } from '$lib/data/schema';
import { formatCode } from '$lib/sync/share-code';
import { previewWhenThere, startServer, stopServer, until, type Running } from './harness';
import { bridgePhone } from './bridge-phone';

let folder: string;
let server: Running | undefined;

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-take-back-'));
	server = await startServer(folder);
});
afterAll(async () => {
	await stopServer(server);
	await rm(folder, { recursive: true, force: true });
});

function phone(name: string) {
	return bridgePhone(`take-back-${name}`, `device-${name}`);
}

const count = async (db: TablekeeperDb) => db.rounds.where('matchId').equals(MATCH_ID).count();
const live = (link: LiveLink) => link.status().kind === 'live';

describe('taking codes back', () => {
	it('moves the chosen phone to new codes, refuses the other, then ends sharing for everyone', async () => {
		const url = server!.url;
		const ann = phone('Ann');
		await ann.db.players.bulkPut(PLAYERS);
		await ann.db.matches.put(matchRecord());
		await addRound(MATCH_ID, { scores: [10, 5] });
		const shared = await ann.sharing.share(MATCH_ID, url, 'Ann');
		if (!shared.ok) throw new Error(shared.refusal.kind);
		const a = shared.value;
		expect(a.owner).toBe(true);
		await until(() => live(a), 'Ann is live');
		const oldScorer = a.codes.scorer!;

		const join = async (name: string) => {
			const p = phone(name);
			const preview = await previewWhenThere(() => p.sharing.previewJoin(oldScorer, url));
			if (!preview.ok) throw new Error(preview.refusal.kind);
			const joined = await p.sharing.join(preview.value, name);
			if (!joined.ok) throw new Error(joined.refusal.kind);
			expect(joined.value.owner).toBe(false);
			await until(() => live(joined.value), `${name} is live`);
			return { ...p, link: joined.value };
		};
		const ben = await join('Ben');
		const lost = await join('Lost');
		await until(() => a.phones().length === 2, 'Ann sees both phones');

		const moved = await a.newCodes(['device-Ben']);
		expect(moved).toEqual({ ok: true, value: undefined });
		expect(formatCode(a.codes.scorer!)).not.toBe(formatCode(oldScorer));
		await until(() => lost.link.status().kind === 'ended', 'Lost is refused');
		expect(lost.link.status()).toEqual({ kind: 'ended', by: 'Ann', replaced: true });
		expect(await lost.sharing.sharedMatches()).toEqual(new Set());
		expect(await count(lost.db)).toBe(1);
		await until(() => formatCode(ben.link.codes.scorer!) === formatCode(a.codes.scorer!), 'Ben follows');
		await until(() => live(ben.link) && live(a), 'both live in the new room');

		useDb(ann.db);
		await addRound(MATCH_ID, { scores: [1, 2] });
		await until(async () => (await count(ben.db)) === 2, 'Ben gets Ann’s deal in the new room');
		expect(await count(lost.db)).toBe(1);
		const again = await lost.sharing.previewJoin(oldScorer, url);
		expect(again).toEqual({ ok: false, refusal: { kind: 'code-replaced' } });

		const ended = await a.endForEveryone();
		expect(ended).toEqual({ ok: true, value: undefined });
		await until(() => ben.link.status().kind === 'ended', 'Ben is told');
		expect(ben.link.status()).toEqual({ kind: 'ended', by: 'Ann', replaced: false });
		expect(await count(ben.db)).toBe(2);
		expect(await ben.sharing.sharedMatches()).toEqual(new Set());
		const late = await lost.sharing.previewJoin(a.codes.viewer, url);
		expect(late).toEqual({ ok: false, refusal: { kind: 'room-ended', by: null } });
	});
});
