// A club night shared live through the real server (a child process on 127.0.0.1, stopped by its
// pid) and the real night link, each phone its own database: the organiser shares its night; a
// table's phone joins with its table code, receives the night into its own record, reports its
// table; the organiser's record, and its standings, get the report; the room link reads it all.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightStandings } from '$lib/engine/club/night';
import { useDb } from '$lib/data/db';
import { createNight } from '$lib/data/nights';
import { createDb, type TablekeeperDb } from '$lib/data/schema';
import { sealOf } from '$lib/data/live/sealer';
import { openNightLink, type NightLink } from '$lib/data/night-live/night-link';
import {
	joinNightRoom,
	joinNightTable,
	nightLinkOf,
	shareNight,
	sharedNightCodes
} from '$lib/data/night-live/night-shares';
import { NIGHT, report } from '$lib/data/night-live/test-night';
import { KEY_BYTES, roomIdOf, scorerKeyOf, tableSecretOf, tablesKeyOf, toHex, viewerKeyOf } from '$lib/sync/derive.js';
import { formatTableCode, parseTableCode, tokenForTable } from '$lib/sync/table-code';
import { startServer, stopServer, until, type Running } from './harness';

let folder: string;
let server: Running;
const links: NightLink[] = [];

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-night-link-'));
	server = await startServer(folder);
});
afterAll(async () => {
	for (const link of links) link.stop();
	await stopServer(server);
	await rm(folder, { recursive: true, force: true });
});

const database = () => createDb(`night-${crypto.randomUUID()}`);

describe('a club night shared live', () => {
	it('brings a table’s report to the organiser’s record and standings', async () => {
		const organiserDb = database();
		useDb(organiserDb);
		const { id } = await createNight(NIGHT);
		const scorer = await scorerKeyOf(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
		const viewer = await viewerKeyOf(scorer);
		const room = await roomIdOf(viewer);
		const seal = await sealOf({ role: 'viewer', key: viewer });
		const tablesKey = await tablesKeyOf(scorer);
		const base = { server: server.url, room, seal, viewer, WebSocket, retryDelay: 200 };
		const open = async (
			db: TablekeeperDb,
			extra: Partial<Parameters<typeof openNightLink>[0]> &
				Pick<Parameters<typeof openNightLink>[0], 'nightId' | 'token' | 'role' | 'phone'>
		) => {
			const link = await openNightLink({ ...base, db, ...extra });
			links.push(link);
			expect(await link.settled).toBe('synced');
			return link;
		};
		const organiser = await open(organiserDb, {
			nightId: id,
			token: toHex(scorer),
			role: { kind: 'organiser' },
			phone: 'Organiser',
			tablesKey
		});

		// Table 1's phone types its code.
		const typed = formatTableCode({ table: 1, viewer, secret: await tableSecretOf(tablesKey, 1) });
		const code = parseTableCode(typed);
		if (!code.ok) throw new Error('the table code does not read');
		const tableDb = database();
		const table = await open(tableDb, {
			nightId: room,
			token: (await tokenForTable(code.code, 1))!,
			role: { kind: 'table', table: 1 },
			phone: 'Table 1'
		});
		await until(async () => (await tableDb.nights.get(room))?.rounds.length === 1, 'the table receives the night');
		expect((await tableDb.nights.get(room))?.settings.name).toBe(NIGHT.settings.name);

		// It saves a deal: its report goes to the room.
		const mine = (await tableDb.nights.get(room))!;
		await tableDb.nights.put({ ...mine, reports: [report(1, [162, 0], 1, true)] });
		await table.push();
		await until(async () => (await organiserDb.nights.get(id))?.reports.length === 1, 'the organiser gets the report');
		const night = (await organiserDb.nights.get(id))!;
		expect(night.reports).toEqual([report(1, [162, 0], 1, true)]);
		expect(nightStandings(night).find((s) => s.entrant === 'ann')).toMatchObject({ played: 1, won: 1 });

		// The room link reads the same night.
		const roomDb = database();
		await open(roomDb, { nightId: room, token: toHex(viewer), role: { kind: 'viewer' }, phone: 'Screen' });
		await until(
			async () => (await roomDb.nights.get(room))?.reports.length === 1,
			'the room’s screen reads the report'
		);
		expect(organiser.refused()).toEqual([]);
	});

	it('shares, joins by the codes and resumes from the stored shares', async () => {
		const organiserDb = database();
		useDb(organiserDb);
		const { id } = await createNight(NIGHT);
		await shareNight(id, server.url, 'Organiser', crypto.getRandomValues(new Uint8Array(KEY_BYTES)), organiserDb);
		const codes = (await sharedNightCodes(id, 2, organiserDb))!;
		expect(codes.tables.map((t) => t.table)).toEqual([1, 2]);
		const resume = async (nightId: string, db: TablekeeperDb) => {
			const link = await openNightLink({ ...(await nightLinkOf(nightId, db))!, WebSocket, retryDelay: 200 });
			links.push(link);
			expect(await link.settled).toBe('synced');
			return link;
		};
		await resume(id, organiserDb);

		// Table 2 picks its table with the tables code; the room's screen joins with the room link.
		const tableDb = database();
		expect(await joinNightTable(codes.all, null, server.url, 'Table', tableDb)).toEqual({ ok: false, pick: true });
		const joined = await joinNightTable(codes.all, 2, server.url, 'Table', tableDb);
		if (!joined.ok) throw new Error('the tables code does not join');
		const table = await resume(joined.nightId, tableDb);
		const screenDb = database();
		const watching = await joinNightRoom(codes.room, server.url, 'Screen', screenDb);
		if (!watching.ok) throw new Error('the room link does not join');
		await resume(watching.nightId, screenDb);
		expect(await joinNightRoom(codes.tables[0]!.code, server.url, 'Screen', screenDb)).toMatchObject({ ok: false });

		await until(
			async () => (await tableDb.nights.get(joined.nightId))?.rounds.length === 1,
			'the table receives the night'
		);
		const mine = (await tableDb.nights.get(joined.nightId))!;
		await tableDb.nights.put({ ...mine, reports: [report(2, [40, 80], 3)] });
		await table.push();
		await until(async () => (await organiserDb.nights.get(id))?.reports.length === 1, 'the organiser gets table 2');
		await until(
			async () => (await screenDb.nights.get(watching.nightId))?.reports.length === 1,
			'the screen gets table 2'
		);
		expect((await organiserDb.nights.get(id))!.reports).toEqual([report(2, [40, 80], 3)]);
	});

	it('stops sharing for every phone: each keeps its night, knows it is no longer shared, and the codes open nothing', async () => {
		const organiserDb = database();
		useDb(organiserDb);
		const { id } = await createNight(NIGHT);
		await shareNight(id, server.url, 'Organiser', crypto.getRandomValues(new Uint8Array(KEY_BYTES)), organiserDb);
		const codes = (await sharedNightCodes(id, 2, organiserDb))!;
		const resume = async (nightId: string, db: TablekeeperDb) => {
			const link = await openNightLink({ ...(await nightLinkOf(nightId, db))!, WebSocket, retryDelay: 200 });
			links.push(link);
			expect(await link.settled).toBe('synced');
			return link;
		};
		const organiser = await resume(id, organiserDb);
		const tableDb = database();
		const joined = await joinNightTable(codes.tables[0]!.code, null, server.url, 'Table 1', tableDb);
		if (!joined.ok) throw new Error('the table code does not join');
		const table = await resume(joined.nightId, tableDb);
		const screenDb = database();
		const watching = await joinNightRoom(codes.room, server.url, 'Screen', screenDb);
		if (!watching.ok) throw new Error('the room link does not join');
		const screen = await resume(watching.nightId, screenDb);
		await until(async () => (await tableDb.nights.get(joined.nightId)) !== undefined, 'the table receives the night');
		await until(async () => (await screenDb.nights.get(watching.nightId)) !== undefined, 'the screen receives it');
		expect(table.endForEveryone).toBeTypeOf('function');
		expect((await table.endForEveryone()).ok).toBe(false);

		expect((await organiser.endForEveryone()).ok).toBe(true);
		for (const [link, db, nightId] of [
			[organiser, organiserDb, id],
			[table, tableDb, joined.nightId],
			[screen, screenDb, watching.nightId]
		] as const) {
			await until(async () => link.status().kind === 'ended', 'every phone hears the night is no longer shared');
			expect(link.status()).toEqual({ kind: 'ended', by: 'Organiser', replaced: false });
			await until(async () => (await db.liveShares.get(`night:${nightId}`))?.stopped === true, 'the share stopped');
			expect(await db.nights.get(nightId)).toBeDefined();
			expect(await nightLinkOf(nightId, db)).toBeNull();
		}

		// A phone that joins with an old code afterwards is refused, as the room is gone.
		const lateDb = database();
		const late = await joinNightTable(codes.tables[1]!.code, null, server.url, 'Table 2', lateDb);
		if (!late.ok) throw new Error('the code still reads');
		const lateLink = await openNightLink({ ...(await nightLinkOf(late.nightId, lateDb))!, WebSocket, retryDelay: 200 });
		links.push(lateLink);
		expect(await lateLink.settled).toBe('refused');
		await until(async () => lateLink.status().kind === 'ended', 'the late phone is told the night was ended');
	});
});
