// How much work one change costs a shared match's link: a deal arriving from the room, or saved
// on this phone, reads the shared document once, and the link's own transaction on Dexie (the
// deal stored with who wrote it, or nothing written) starts no further run. The link runs
// offline (no server answers).
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { newScorerCode } from '$lib/sync/share-code';
import { announceChange, onDataChange } from '../changes';
import { PhoneClock } from '../clock';
import { useDb } from '../db';
import { addRound } from '../rounds';
import { createDb, type RoundRecord } from '../schema';
import { until } from '../test-until';
import { MatchLink } from './live-link';
import { readDoc, roundsMap } from './match-doc';
import { MatchSync } from './match-sync';
import { MATCH_ID, matchRecord, newPhone, on, PLAYERS, roundsOn, world, type Phone } from './test-phones';

vi.mock('./match-doc', async (original) => {
	const real = await original<typeof import('./match-doc')>();
	return { ...real, readDoc: vi.fn(real.readDoc) };
});
const reads = vi.mocked(readDoc);

/** A socket that never connects: the link stays offline, as on a phone without network. */
class NoSocket {
	readyState = 0;
	binaryType = 'arraybuffer';
	onopen = null;
	onclose = null;
	onmessage = null;
	onerror = null;
	send(): void {}
	close(): void {}
	addEventListener(): void {}
	removeEventListener(): void {}
}

const links: MatchLink[] = [];
afterEach(async () => {
	for (const link of links.splice(0)) await link.close();
});

/** Phone B holding the match, its database the app's before it opens, so its writes are announced as the app's are. */
async function phoneB(): Promise<Phone> {
	const db = createDb(`link-runs-${crypto.randomUUID()}`);
	useDb(db);
	await db.players.bulkPut(PLAYERS);
	await db.matches.put(matchRecord());
	const doc = new Y.Doc();
	const clock = new PhoneClock(world, () => null);
	const sync = new MatchSync({ db, doc, matchId: MATCH_ID, role: 'scorer', phone: 'B', clock });
	return { name: 'B', db, doc, sync, clock, skew: 0 };
}

async function linked(phone: Phone): Promise<MatchLink> {
	on(phone);
	const code = newScorerCode(new Uint8Array(16).fill(3));
	const link = new MatchLink({
		db: phone.db,
		matchId: MATCH_ID,
		code,
		viewer: { role: 'viewer', key: new Uint8Array(16).fill(4) },
		doc: phone.doc,
		server: 'ws://127.0.0.1:9',
		phone: phone.name,
		unsent: [],
		WebSocket: NoSocket,
		clock: phone.clock,
		stopped: () => undefined
	});
	links.push(link);
	await link.start();
	return link;
}

/** Waits until phone `p`'s first deal is as `wanted` says. */
async function stored(p: Phone, wanted: (round: RoundRecord | undefined) => boolean): Promise<void> {
	while (!wanted((await roundsOn(p))[0])) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Every change announced so far has reached the listeners, and the link's runs are over. */
async function settled(link: MatchLink): Promise<void> {
	let heard = false;
	const stop = onDataChange((m) => (heard ||= m.stores.includes('settled')));
	announceChange(['settled']);
	await until(() => heard);
	stop();
	await link.close();
}

describe('a live link at work', () => {
	it('reads the document once for a deal that arrives, and does not run again on its own write', async () => {
		const a = await newPhone('A');
		const b = await phoneB();
		on(a);
		await addRound(MATCH_ID, { scores: [3, 4] });
		await a.sync.run();
		const link = await linked(b);
		reads.mockClear();
		Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)), 'remote');
		await stored(b, (r) => r !== undefined);
		await settled(link);
		expect(reads).toHaveBeenCalledTimes(1);
	});

	it('reads the document once for a deal saved here, and does not run again on its own write', async () => {
		const b = await phoneB();
		const link = await linked(b);
		reads.mockClear();
		await addRound(MATCH_ID, { scores: [1, 2] });
		await stored(b, (r) => r?.by === 'B');
		await settled(link);
		expect(reads).toHaveBeenCalledTimes(1);
		expect(roundsMap(b.doc).size).toBe(1);
	});
});
