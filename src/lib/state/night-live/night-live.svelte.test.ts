// A club night shared and joined on this phone's state, in memory (fake IndexedDB) with a server
// address nobody answers: the organiser shares once and the share resumes after a reload with the
// same codes; a code that does not read, a missing table number and an unreachable server are
// said, the text typed kept.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '$lib/data/db';
import { createNight } from '$lib/data/nights';
import { nightShareKey } from '$lib/data/night-live/night-shares';
import { NIGHT } from '$lib/data/night-live/test-night';
import { freshDb } from '../test-storage';
import { NightJoin } from './night-join.svelte';
import { NightLive } from './night-live.svelte';

/** A server nobody answers: each socket fails as a refused connection does. */
const NOWHERE = 'ws://127.0.0.1:9';
class WebSocket extends EventTarget {
	readonly readyState = 3;
	constructor(readonly url: string) {
		super();
		setTimeout(() => {
			this.dispatchEvent(new Event('error'));
			this.dispatchEvent(Object.assign(new Event('close'), { code: 1006, reason: '' }));
		});
	}
	send(): void {}
	close(): void {}
}
const opened: NightLive[] = [];
const phone = () => {
	const live = new NightLive({ WebSocket, retryDelay: 60_000 });
	opened.push(live);
	return live;
};
afterEach(() => opened.splice(0).forEach((live) => live.close()));

async function sharedNight() {
	freshDb();
	const { id } = await createNight(NIGHT);
	const organiser = phone();
	// Shared even with the server out of reach: the share is stored, the link retries.
	expect((await organiser.share(id, NOWHERE, 'Organiser')).ok).toBe(true);
	return { id, organiser, codes: (await organiser.codes(id, 2))! };
}

describe('NightLive', () => {
	it('shares a night once and resumes it with the same codes after a reload', async () => {
		const { id, organiser, codes } = await sharedNight();
		expect(organiser.role).toEqual({ kind: 'organiser' });
		expect(codes.tables.map((t) => t.table)).toEqual([1, 2]);
		await organiser.share(id, NOWHERE, 'Organiser');
		expect(await organiser.codes(id, 2)).toEqual(codes);
		expect(await db().liveShares.count()).toBe(1);

		const reloaded = phone();
		expect(await reloaded.settled(id)).toBe('unreachable');
		expect(reloaded.role).toEqual({ kind: 'organiser' });
		expect(reloaded.status?.kind).toBe('unreachable');
		expect(await reloaded.codes(id, 2)).toEqual(codes);
	});

	it('opens nothing for a night not shared here', async () => {
		freshDb();
		const { id } = await createNight(NIGHT);
		const live = phone();
		expect(await live.open(id)).toBeNull();
		expect(live.role).toBeNull();
		expect(live.opened).toBe(true);
		expect(await live.codes(id, 2)).toBeNull();
	});

	it('tells the room’s screen the link’s status, and null once closed', async () => {
		const { id } = await sharedNight();
		const live = phone();
		const seen: (string | null)[] = [];
		const stop = live.watchStatus(id, (status) => seen.push(status?.kind ?? null));
		await live.settled(id);
		expect(seen.at(-1)).toBe('unreachable');
		live.close();
		expect(seen.at(-1)).toBeNull();
		stop();
	});
});

describe('stopping a night’s sharing', () => {
	it('keeps sharing and says why when the server cannot be reached', async () => {
		const { id, organiser, codes } = await sharedNight();
		await organiser.settled(id);
		expect((await organiser.endSharing(id)).ok).toBe(false);
		expect(organiser.refusal).toEqual({ kind: 'server-unreachable', address: NOWHERE });
		expect(organiser.busy).toBe(false);
		expect(await organiser.codes(id, 2)).toEqual(codes);
	});

	it('says a night no longer shared has ended, after a reload too, keeping the phone’s role and no codes', async () => {
		const { id } = await sharedNight();
		await db().liveShares.update(nightShareKey(id), { stopped: true });
		const reloaded = phone();
		const seen: (string | null)[] = [];
		const stop = reloaded.watchStatus(id, (status) => seen.push(status?.kind ?? null));
		expect(await reloaded.open(id)).toBeNull();
		expect(reloaded.role).toEqual({ kind: 'organiser' });
		expect(reloaded.status).toEqual({ kind: 'ended', by: null, replaced: false });
		expect(seen).toContain('ended');
		expect(await reloaded.codes(id, 2)).toBeNull();
		stop();
	});
});

describe('NightJoin', () => {
	it.each([
		['', { kind: 'empty' }],
		['T001-23', { kind: 'length', expected: 56, actual: 6 }],
		['V0K3-9Q#2', { kind: 'character', character: '#', position: 6 }]
	])('refuses %j beside the field, keeps it and stores nothing', async (text, refusal) => {
		freshDb();
		const join = new NightJoin(text, phone());
		expect(await join.join(NOWHERE, 'Table')).toBeNull();
		expect(join.problem).toEqual({ kind: 'code', refusal });
		expect(join.text).toBe(text);
		expect(await db().liveShares.count()).toBe(0);
	});

	it('refuses the organiser’s own code: it is no way into a night', async () => {
		const { id } = await sharedNight();
		const row = (await db().liveShares.toArray())[0]!;
		const join = new NightJoin(row.code, phone());
		expect(await join.join(NOWHERE, 'Table')).toBeNull();
		expect(join.problem).toEqual({ kind: 'code', refusal: { kind: 'role' } });
		expect(id).toBeTruthy();
	});

	it('asks for the table with the tables code, and checks the number typed', async () => {
		const { codes } = await sharedNight();
		const join = new NightJoin(codes.all, phone());
		expect(await join.join(NOWHERE, 'Table')).toBeNull();
		expect(join.picking).toBe(true);
		expect(join.problem).toBeNull();
		join.table = '0';
		expect(await join.join(NOWHERE, 'Table')).toBeNull();
		expect(join.problem).toEqual({ kind: 'table', max: 99 });
		join.table = '2';
		expect(await join.join(NOWHERE, 'Table')).toBeNull();
		expect(join.problem).toEqual({ kind: 'unreachable' });
		expect(join.text).toBe(codes.all);
	});

	it.each(['table', 'room'] as const)('says so when the server is unreachable (%s code)', async (kind) => {
		const { codes } = await sharedNight();
		const live = phone();
		const text = kind === 'table' ? codes.tables[1]!.code : codes.room;
		const join = new NightJoin(text, live);
		expect(await join.join(NOWHERE, 'Phone')).toBeNull();
		expect(join.problem).toEqual({ kind: 'unreachable' });
		expect(join.text).toBe(text);
		expect(live.nightId).toBeNull();
	});

	it('takes the first code the camera reads into the field, as if typed, and closes the camera', async () => {
		const { codes } = await sharedNight();
		const join = new NightJoin('typed', phone());
		join.take(codes.tables[0]!.code);
		expect(join.text).toBe('typed');
		join.toggleCamera();
		expect(join.cameraOpen).toBe(true);
		join.take(codes.tables[0]!.code);
		expect([join.text, join.scanned, join.cameraOpen]).toEqual([codes.tables[0]!.code, true, false]);
		join.take(codes.room);
		expect(join.text).toBe(codes.tables[0]!.code);
	});

	it('refuses a scanned code that is not a night’s with the typed code’s reason, keeping it', async () => {
		const { id } = await sharedNight();
		const row = (await db().liveShares.toArray())[0]!;
		const join = new NightJoin('', phone());
		join.toggleCamera();
		join.take(row.code);
		expect(await join.join(NOWHERE, 'Table')).toBeNull();
		expect(join.problem).toEqual({ kind: 'code', refusal: { kind: 'role' } });
		expect(join.text).toBe(row.code);
		expect(id).toBeTruthy();
	});
});
