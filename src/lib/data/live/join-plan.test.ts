// Joining a room whatever a hostile scorer wrote to it: a setup entry that changes the game or
// does not read is named with its reason and never refuses the join; a round under the id of a
// round of another match here joins under a derived id and the other match is not touched.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useDb } from '../db';
import { createDb } from '../schema';
import { planJoin } from './join-plan';
import { appendEdit, appendSetup } from './match-doc';
import { derivedId } from './round-ids';
import { MATCH_ID, matchRecord, PLAYERS, roundEdit } from './test-phones';

/** A phone that does not hold the match yet. */
function freshDb() {
	const db = createDb(`join-${crypto.randomUUID()}`);
	useDb(db);
	return db;
}

/** A room holding the match with one deal. */
function room() {
	const doc = new Y.Doc();
	appendSetup(doc, 's1', 10, 'A', matchRecord(), PLAYERS);
	appendEdit(doc, 'r1', roundEdit({ by: 'A', at: 11, createdAt: 11, input: { scores: [3, 4] } }));
	return doc;
}

describe('planJoin', () => {
	it('joins past setup entries that change the game or do not read, however late, naming each with its reason', async () => {
		const doc = room();
		const max = 8_640_000_000_000_000;
		appendSetup(doc, 'evil-game', max, 'Eve', { ...matchRecord(), gameId: 'coinche' }, PLAYERS);
		appendSetup(doc, 'evil-seats', max - 1, 'Eve', { ...matchRecord(), firstDealer: 9 }, PLAYERS);
		doc.getArray('setup').push([{ id: 'junk', at: 'soon', by: '', match: { id: MATCH_ID }, players: 3 }]);
		const planned = await planJoin(freshDb(), doc);
		expect(planned.ok).toBe(true);
		if (!planned.ok) return;
		expect(planned.value.summary.gameId).toBe('freeform');
		expect(planned.value.summary.deals).toBe(1);
		expect(planned.value.summary.notApplied).toEqual([
			{ by: 'Eve', reason: 'other-game' },
			{ by: 'Eve', reason: 'unreadable' },
			{ by: '', reason: 'unreadable' }
		]);
	});

	it('joins a round that has the id of a round of another match here under a derived id', async () => {
		const doc = room();
		const db = freshDb();
		await db.players.bulkPut(PLAYERS);
		await db.matches.put({ ...matchRecord(), id: 'other' });
		const theirs = { id: 'r1', matchId: 'other', order: 1, input: { scores: [9, 9] }, createdAt: 3, updatedAt: 3 };
		await db.rounds.put(theirs);
		const planned = await planJoin(db, doc);
		expect(planned.ok).toBe(true);
		if (!planned.ok) return;
		expect(planned.value.summary.deals).toBe(1);
		expect(planned.value.plan.file.rounds.map((r) => r.id)).toEqual([derivedId(MATCH_ID, 'r1')]);
	});

	it('says a room with no setup that reads holds no match, without an internal code', async () => {
		const doc = new Y.Doc();
		appendSetup(doc, 's1', 10, 'A', { ...matchRecord(), firstDealer: 9 }, PLAYERS);
		expect(await planJoin(freshDb(), doc)).toEqual({ ok: false, refusal: { kind: 'not-a-match', reason: 'empty' } });
	});
});
