// The live bridge orders entries by what each phone saw, not by its clock (issue 40 point 1): a
// deletion or a put-back made after seeing an edit is later than it whatever the clocks say; a
// room made before the clock (millisecond stamps) still reads; an entry dated more than a day
// ahead of a phone's clock is kept and shown, never obeyed; a round's stamp in Dexie is the stamp
// of the edit that counts.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { hlcOf, LEGACY_LIMIT, MAX_DRIFT } from '../hlc';
import { deleteRound, putRound } from '../rounds';
import { dealHistory } from './deal-history';
import { appendEdit, readDoc, setupArray } from './match-doc';
import {
	changeScores,
	deliver,
	MATCH_ID,
	matchRecord,
	newPhone,
	on,
	PLAYERS,
	roundEdit,
	roundsOn
} from './test-phones';

const HOUR = 3_600_000;

async function deleteFirst(phone: Awaited<ReturnType<typeof newPhone>>) {
	on(phone);
	const round = (await roundsOn(phone))[0]!;
	await deleteRound(round);
	await phone.sync.run();
	return round;
}

describe('live entries ordered by what each phone saw', () => {
	it('a deletion made after seeing an edit wins on every phone, from a phone an hour behind', async () => {
		const behind = await newPhone('Behind', 'scorer', -HOUR);
		const ahead = await newPhone('Ahead', 'scorer', 2 * 60_000);
		on(ahead);
		const { addRound } = await import('../rounds');
		await addRound(MATCH_ID, { scores: [3, 4] });
		await ahead.sync.run();
		await changeScores(ahead, [5, 5]);
		await deliver(ahead, behind);
		await deleteFirst(behind);
		await deliver(behind, ahead);
		for (const phone of [behind, ahead]) {
			expect(await roundsOn(phone)).toEqual([]);
			const [round] = readDoc(phone.doc, MATCH_ID).rounds;
			expect(round?.latest.deleted).toBe(true);
			expect(round?.latest.by).toBe('Behind');
		}
	});

	it('an undone deletion is a new, later entry: the round comes back on the phone that had the deletion', async () => {
		const a = await newPhone('A', 'scorer', -HOUR);
		const b = await newPhone('B', 'scorer', 2 * 60_000);
		on(b);
		const { addRound } = await import('../rounds');
		await addRound(MATCH_ID, { scores: [3, 4] });
		await b.sync.run();
		await deliver(b, a);
		const round = await deleteFirst(a);
		await deliver(a, b);
		expect(await roundsOn(b)).toEqual([]);
		on(a);
		await putRound(round);
		await a.sync.run();
		await deliver(a, b);
		for (const phone of [a, b]) expect((await roundsOn(phone)).map((r) => r.input)).toEqual([{ scores: [3, 4] }]);
		const [doc] = readDoc(b.doc, MATCH_ID).rounds;
		expect(doc?.edits.map((e) => e.deleted ?? false)).toEqual([false, true, false]);
	});

	it("stores the stamp of the edit that counts as the round's updatedAt and the deletion's as deletedAt", async () => {
		const a = await newPhone('A', 'scorer', 2 * 60_000);
		const b = await newPhone('B', 'scorer', -HOUR);
		on(a);
		const { addRound } = await import('../rounds');
		await addRound(MATCH_ID, { scores: [3, 4] });
		await a.sync.run();
		await deliver(a, b);
		for (const phone of [a, b]) {
			const [round] = await roundsOn(phone);
			expect(round?.updatedAt).toBe(readDoc(phone.doc, MATCH_ID).rounds[0]?.latest.at);
			expect(round!.updatedAt).toBeGreaterThanOrEqual(LEGACY_LIMIT);
		}
		await deleteFirst(b);
		await deliver(b, a);
		for (const phone of [a, b]) {
			const [stone] = await phone.db.tombstones.toArray();
			expect(stone?.deletedAt).toBe(readDoc(phone.doc, MATCH_ID).rounds[0]?.latest.at);
		}
	});

	it('an edit stored with its old stamp plus one (as the edit form does) is stamped anew when the phone saw later entries', async () => {
		const a = await newPhone('A');
		const b = await newPhone('B');
		on(a);
		const { addRound } = await import('../rounds');
		await addRound(MATCH_ID, { scores: [3, 4] });
		await a.sync.run();
		await deliver(a, b);
		await addRound(MATCH_ID, { scores: [1, 1] });
		await a.sync.run();
		await deliver(a, b);
		const seen = Math.max(...readDoc(b.doc, MATCH_ID).rounds.map((r) => r.latest.at));
		on(b);
		const [first] = await roundsOn(b);
		await putRound({ ...first!, input: { scores: [8, 8] }, updatedAt: first!.updatedAt + 1 });
		await b.sync.run();
		const edited = readDoc(b.doc, MATCH_ID).rounds.find((r) => r.id === first!.id)!.latest;
		expect(edited.by).toBe('B');
		expect(edited.at).toBeGreaterThan(seen);
		expect((await b.db.rounds.get(first!.id))?.updatedAt).toBe(edited.at);
	});

	it('every entry read moves the clock: the next action here is later than all of them', async () => {
		const a = await newPhone('A', 'scorer', 0);
		const b = await newPhone('B', 'scorer', -5 * HOUR);
		on(a);
		const { addRound } = await import('../rounds');
		await addRound(MATCH_ID, { scores: [3, 4] });
		await a.sync.run();
		await deliver(a, b);
		const seen = readDoc(a.doc, MATCH_ID).rounds[0]!.latest.at;
		expect(b.clock.last()).toBeGreaterThanOrEqual(seen);
		expect(b.clock.stamp()).toBeGreaterThan(seen);
	});
});

describe('a room made before the clock', () => {
	it('reads its millisecond stamps as stamps, and an edit made after reading them is later', async () => {
		const old = new Y.Doc();
		const setup = { id: 's1', at: 1_700_000_000_000, by: 'Old', match: matchRecord(), players: PLAYERS };
		setupArray(old).push([setup]);
		const entry = roundEdit({ id: 'e1', at: 1_700_000_000_500, by: 'Old', createdAt: 1_700_000_000_500 });
		appendEdit(old, 'r1', entry);
		// A clock an hour before the room's times: the old entries are still the later ones by it.
		const phone = await newPhone('New', 'scorer', 1_700_000_000_000 - HOUR - Date.UTC(2026, 10, 29, 10));
		Y.applyUpdate(phone.doc, Y.encodeStateAsUpdate(old), 'remote');
		await phone.sync.run();
		const view = readDoc(phone.doc, MATCH_ID);
		expect(view.setup?.at).toBe(hlcOf(1_700_000_000_000));
		expect(view.rounds[0]?.latest.at).toBe(hlcOf(1_700_000_000_500));
		expect((await roundsOn(phone)).map((r) => r.input)).toEqual([entry.input]);
		await changeScores(phone, [9, 9]);
		const [round] = readDoc(phone.doc, MATCH_ID).rounds;
		expect(round?.latest.by).toBe('New');
		expect(round!.latest.at).toBeGreaterThan(hlcOf(1_700_000_000_500));
		expect((await roundsOn(phone)).map((r) => r.input)).toEqual([{ scores: [9, 9] }]);
	});
});

describe('an entry dated more than a day ahead', () => {
	it('is kept in the document and its history, told once, and never obeyed: a later edit here still counts', async () => {
		const { addRound } = await import('../rounds');
		const a = await newPhone('A');
		on(a);
		const round = await addRound(MATCH_ID, { scores: [3, 4] });
		await a.sync.run();
		const far = a.clock.last() + (MAX_DRIFT + HOUR) * 1024;
		const evil = new Y.Doc();
		Y.applyUpdate(evil, Y.encodeStateAsUpdate(a.doc));
		appendEdit(evil, round.id, roundEdit({ at: far, by: 'Eve', input: { scores: [100, 100] } }));
		Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(evil, Y.encodeStateVector(a.doc)), 'remote');
		expect(await a.sync.run()).toEqual([{ kind: 'dated-ahead', by: 'Eve' }]);
		expect((await roundsOn(a)).map((r) => r.input)).toEqual([{ scores: [3, 4] }]);
		expect(a.clock.last()).toBeLessThan(far);
		// An edit made here afterwards counts, though the entry is stamped later.
		await changeScores(a, [6, 6]);
		expect((await roundsOn(a)).map((r) => r.input)).toEqual([{ scores: [6, 6] }]);
		expect(await a.sync.run()).toEqual([]);
		const view = readDoc(a.doc, MATCH_ID, a.clock);
		expect(view.ahead).toEqual([expect.objectContaining({ by: 'Eve', round: round.id, at: far })]);
		expect(dealHistory(view.rounds[0]!)?.entries).toEqual([
			{ kind: 'entered', by: 'A' },
			{ kind: 'changed', by: 'A' },
			{ kind: 'ahead', by: 'Eve' }
		]);
	});

	it('a setup dated too far ahead is not the one that counts', async () => {
		const a = await newPhone('A');
		const evil = { id: 's-far', at: a.clock.stamp() + (MAX_DRIFT + HOUR) * 1024, by: 'Eve' };
		setupArray(a.doc).push([{ ...evil, match: { ...matchRecord(), firstDealer: 1 }, players: PLAYERS }]);
		expect(await a.sync.run()).toEqual([{ kind: 'dated-ahead', by: 'Eve' }]);
		expect((await a.db.matches.get(MATCH_ID))?.firstDealer).toBe(0);
		expect(readDoc(a.doc, MATCH_ID, a.clock).setup?.id).not.toBe('s-far');
	});
});
