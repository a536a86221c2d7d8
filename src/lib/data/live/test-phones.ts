// Test phones for the live bridge: each one its own fake-indexeddb database, Yjs document and
// MatchSync, sharing one freeform match; documents exchange updates by hand (no server). The
// clock is one counter for every phone, so no two writes share a stamp.
import * as Y from 'yjs';
import { useDb } from '../db';
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

export interface Phone {
	name: string;
	db: TablekeeperDb;
	doc: Y.Doc;
	sync: MatchSync;
}

let count = 0;

/** A phone holding the match (no rounds) and an empty document. */
export async function newPhone(name: string, role: 'scorer' | 'viewer' = 'scorer'): Promise<Phone> {
	const db = createDb(`live-${name}-${++count}-${crypto.randomUUID()}`);
	await db.players.bulkPut(PLAYERS);
	await db.matches.put(matchRecord());
	const doc = new Y.Doc();
	return { name, db, doc, sync: new MatchSync({ db, doc, matchId: MATCH_ID, role, phone: name }) };
}

/** Makes `phone`'s database the one the data layer's functions write to. */
export function on(phone: Phone): void {
	useDb(phone.db);
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

/** An edit of a round as another phone might write it: plausible fields, any of them overridden. */
export const roundEdit = (over: Partial<RoundEdit> & Record<string, unknown> = {}): RoundEdit => ({
	id: crypto.randomUUID(),
	at: 5_000_000,
	by: 'Eve',
	matchId: MATCH_ID,
	order: 1,
	createdAt: 5_000_000,
	after: null,
	input: { scores: [1, 2] },
	...over
});
