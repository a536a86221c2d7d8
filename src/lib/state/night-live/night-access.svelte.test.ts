// @vitest-environment happy-dom
// What each phone may do with a club night, read from its stored share (no network): the phone
// that made or shared the night organises it; a table's code gives that table's screen and no
// organiser's control; the tables code, once a table is picked, the same; the room link's code the
// room's screen; a share marked stopped says the night is no longer shared, keeping the role.
import { describe, expect, it } from 'vitest';
import { db } from '$lib/data/db';
import { createNight } from '$lib/data/nights';
import { NIGHT } from '$lib/data/night-live/test-night';
import { joinNightRoom, joinNightTable, nightShareKey } from '$lib/data/night-live/night-shares';
import { freshDb, until } from '../test-storage';
import { accessOf, nightAccess, NightAccessQuery } from './night-access.svelte';
import { NightLive } from './night-live.svelte';

const NOWHERE = 'ws://127.0.0.1:9';

async function sharedNight() {
	freshDb();
	const { id } = await createNight(NIGHT);
	const organiser = new NightLive({ WebSocket: class {}, retryDelay: 60_000 });
	await organiser.share(id, NOWHERE, 'Organiser').catch(() => null);
	organiser.close();
	return { id, codes: (await organiser.codes(id, 2))! };
}

describe('night access', () => {
	it('gives the desk and every control to the phone that made the night, shared or not', async () => {
		freshDb();
		const { id } = await createNight(NIGHT);
		expect(await nightAccess(id)).toEqual({
			role: { kind: 'organiser' },
			organises: true,
			table: null,
			home: 'desk',
			stopped: false
		});
		const shared = await sharedNight();
		expect(await nightAccess(shared.id)).toMatchObject({ organises: true, home: 'desk', stopped: false });
	});

	it('gives a table’s phone its table and no organiser’s control', async () => {
		const { codes } = await sharedNight();
		freshDb();
		const joined = await joinNightTable(codes.tables[1]!.code, null, NOWHERE, 'Table 2');
		if (!joined.ok) throw new Error('the table code should read');
		expect(await nightAccess(joined.nightId)).toEqual({
			role: { kind: 'table', table: 2 },
			organises: false,
			table: 2,
			home: 'table',
			stopped: false
		});
	});

	it('gives the table picked with the tables code', async () => {
		const { codes } = await sharedNight();
		freshDb();
		const joined = await joinNightTable(codes.all, 3, NOWHERE, 'Table 3');
		if (!joined.ok) throw new Error('the tables code should read');
		expect(await nightAccess(joined.nightId)).toMatchObject({ organises: false, table: 3, home: 'table' });
	});

	it('gives the room link’s phone the room’s screen only', async () => {
		const { codes } = await sharedNight();
		freshDb();
		const joined = await joinNightRoom(codes.room, NOWHERE, 'Screen');
		if (!joined.ok) throw new Error('the room code should read');
		expect(await nightAccess(joined.nightId)).toMatchObject({ organises: false, table: null, home: 'room' });
	});

	it('keeps the role of a share no longer shared, and says it is stopped', () => {
		expect(accessOf({ role: { kind: 'table', table: 1 }, stopped: true })).toMatchObject({
			organises: false,
			home: 'table',
			stopped: true
		});
		expect(accessOf({ role: { kind: 'organiser' }, stopped: true })).toMatchObject({ organises: true, stopped: true });
	});

	it('follows the share as it changes', async () => {
		const { codes } = await sharedNight();
		freshDb();
		const joined = await joinNightTable(codes.tables[0]!.code, null, NOWHERE, 'Table 1');
		if (!joined.ok) throw new Error('the table code should read');
		const query = new NightAccessQuery(joined.nightId);
		const stop = $effect.root(() => {
			$effect(() => void query.current);
		});
		await until(() => query.current?.home === 'table');
		await db().liveShares.update(nightShareKey(joined.nightId), { stopped: true });
		await until(() => query.current?.stopped === true);
		stop();
	});
});
