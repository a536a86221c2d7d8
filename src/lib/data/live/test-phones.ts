// Test phones for the live bridge: each one its own fake-indexeddb database, Yjs document, clock
// and MatchSync, sharing one freeform match; documents exchange updates by hand (no server).
// A phone writes as the app does: through the data functions the match screen's session calls
// (tests drive the session itself where they can), on the phone's database and clock (`on`); the
// bridge turns what was written into the document's entries, stamped by the phone's clock. Each clock reads one shared world time (a millisecond further at every reading) shifted
// by the phone's `skew`, which a test may change as it goes (a drifting clock).
import { vi } from 'vitest';
import * as Y from 'yjs';
import { PhoneClock, useClock } from '../clock';
import { useDb } from '../db';
import { hlcOf } from '../hlc';
import { addRound, updateRound } from '../rounds';
import { createDb, type MatchRecord, type PlayerRecord, type TablekeeperDb } from '../schema';
import type { RoundEdit } from './match-doc';
import { MatchSync } from './match-sync';

export const MATCH_ID = 'm-live';
export const PLAYERS: PlayerRecord[] = ['Ann', 'Bob'].map((name, i) => ({
	id: `p${i}`,
	name,
	createdAt: 1,
	updatedAt: 1
}));

export function matchRecord(): MatchRecord {
	return {
		id: MATCH_ID,
		gameId: 'freeform',
		status: 'active',
		createdAt: 1,
		updatedAt: 1,
		seats: PLAYERS.map((p) => ({ playerId: p.id })),
		playerIds: PLAYERS.map((p) => p.id),
		config: {},
		firstDealer: 0
	};
}

/** The world's time: a millisecond later at every reading, so no two readings are equal. */
let worldTime = Date.UTC(2026, 10, 29, 10, 0, 0);
export const world = () => ++worldTime;

export interface Phone {
	name: string;
	db: TablekeeperDb;
	doc: Y.Doc;
	sync: MatchSync;
	clock: PhoneClock;
	/** How far this phone's clock is from the world's time (ms); change it to make the clock drift. */
	skew: number;
}

let count = 0;

/** A phone holding the match (no rounds) and an empty document, its clock `skew` ms off the world's. */
export async function newPhone(name: string, role: 'scorer' | 'viewer' = 'scorer', skew = 0): Promise<Phone> {
	const db = createDb(`live-${name}-${++count}-${crypto.randomUUID()}`);
	await db.players.bulkPut(PLAYERS);
	await db.matches.put(matchRecord());
	const doc = new Y.Doc();
	const phone = { name, db, doc, skew } as Phone;
	phone.clock = new PhoneClock(
		() => world() + phone.skew,
		() => null
	);
	phone.sync = new MatchSync({ db, doc, matchId: MATCH_ID, role, phone: name, clock: phone.clock });
	return phone;
}

let current: Phone | null = null;

/** Makes `phone`'s database, clock and time the ones the app's write paths use. */
export function on(phone: Phone): void {
	if (current === null) vi.spyOn(Date, 'now').mockImplementation(() => world() + (current?.skew ?? 0));
	current = phone;
	useDb(phone.db);
	useClock(phone.clock);
}

/** Sends `to` what `from`'s document has that `to`'s lacks, then brings `to` into step. */
export async function deliver(from: Phone, to: Phone) {
	const update = Y.encodeStateAsUpdate(from.doc, Y.encodeStateVector(to.doc));
	Y.applyUpdate(to.doc, update, 'remote');
	return to.sync.run();
}

/** The match's rounds on a phone, as the screens read them. */
export async function roundsOn(phone: Phone) {
	return phone.db.rounds.where('[matchId+order]').between([MATCH_ID, -Infinity], [MATCH_ID, Infinity]).toArray();
}

/** `phone` changes its first round's scores, as a person does, and brings its document into step. */
export async function changeScores(phone: Phone, scores: number[]): Promise<void> {
	on(phone);
	await updateRound((await roundsOn(phone))[0]!, { scores });
	await phone.sync.run();
}

/** Phones A and B in step, holding one round A entered (`input`). */
export async function twoPhones(input: unknown = { scores: [3, 4] }) {
	const a = await newPhone('A');
	const b = await newPhone('B');
	on(a);
	await addRound(MATCH_ID, input);
	await a.sync.run();
	await deliver(a, b);
	return { a, b };
}

/**
 * An edit of a round as a hostile or hand-made peer might write it (not this app's write path):
 * plausible fields, any of them overridden. Its default stamp is one of a clock at 5,000,000 ms.
 */
export const roundEdit = (over: Partial<RoundEdit> & Record<string, unknown> = {}): RoundEdit => ({
	id: crypto.randomUUID(),
	at: hlcOf(5_000_000),
	by: 'Eve',
	matchId: MATCH_ID,
	order: 1,
	createdAt: 5_000_000,
	after: null,
	input: { scores: [1, 2] },
	...over
});
