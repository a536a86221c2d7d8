// What arrives from the room is hostile: garbage, wrong types, a round naming another match or
// taking a round id of another match, a viewer's local change. The bridge never throws, writes
// nothing it must not, never moves a round between matches, and keeps a round that does not read
// for the game ("not counted"), never dropping it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addRound, updateRound } from '../rounds';
import { appendEdit, readDoc, roundsMap, setupArray } from './match-doc';
import { derivedId } from './round-ids';
import { deliver, MATCH_ID, newPhone, on, roundEdit, roundsOn } from './test-phones';

const edit = roundEdit;

async function withOneRound() {
	const a = await newPhone('A');
	on(a);
	const round = await addRound(MATCH_ID, { scores: [3, 4] });
	await a.sync.run();
	return { a, round };
}

describe('live bridge: hostile updates', () => {
	it('ignores garbage of any shape in the document, never throws, and keeps the rounds as they were', async () => {
		const { a, round } = await withOneRound();
		const before = await roundsOn(a);
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 120 }), fc.anything(), fc.anything(), async (key, value, item) => {
				const evil = new Y.Doc();
				Y.applyUpdate(evil, Y.encodeStateAsUpdate(a.doc));
				// What Yjs itself cannot encode is no update a peer could send.
				let encodable = true;
				try {
					evil.transact(() => {
						roundsMap(evil).set(key === round.id ? `${key}!` : key, value as never);
						const list = new Y.Array<unknown>();
						list.push([item as never, { ...edit(), at: 'soon' }, { ...edit(), input: [[[[[[[[[[[[[[1]]]]]]]]]]]]]] }]);
						roundsMap(evil).set(`${key}-list`, list);
						setupArray(evil).push([item as never, { id: 'x', at: 1, by: 'E', match: 'nope', players: 3 }]);
					});
				} catch {
					encodable = false;
				}
				fc.pre(encodable);
				Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(evil, Y.encodeStateVector(a.doc)), 'remote');
				await expect(a.sync.run()).resolves.toBeInstanceOf(Array);
				expect(await roundsOn(a)).toEqual(before);
			}),
			{ numRuns: 60 }
		);
	});

	it('never moves a round to another match: an edit naming another match is ignored, a round id of another match kept apart', async () => {
		const { a, round } = await withOneRound();
		const b = await newPhone('B');
		await deliver(a, b);
		await a.db.matches.put({ ...(await a.db.matches.get(MATCH_ID))!, id: 'other', updatedAt: 2 });
		const theirs = { id: 'r-other', matchId: 'other', order: 1, input: { scores: [9, 9] }, createdAt: 3, updatedAt: 3 };
		await a.db.rounds.put(theirs);
		const evil = new Y.Doc();
		Y.applyUpdate(evil, Y.encodeStateAsUpdate(a.doc));
		appendEdit(evil, round.id, edit({ matchId: 'other', input: { scores: [100, 100] }, at: 9_000_000 }));
		appendEdit(evil, 'r-other', edit({ order: 2, input: { scores: [50, 50] } }));
		for (const phone of [a, b]) {
			Y.applyUpdate(phone.doc, Y.encodeStateAsUpdate(evil, Y.encodeStateVector(phone.doc)), 'remote');
			expect(await phone.sync.run()).toContainEqual({ kind: 'added', number: 2, by: 'Eve' });
			expect((await roundsOn(phone)).map((r) => r.input)).toEqual([{ scores: [3, 4] }, { scores: [50, 50] }]);
			expect((await phone.db.matches.get(MATCH_ID))?.summary?.totals).toEqual([53, 54]);
		}
		// On the phone that holds that id elsewhere, the round is kept under a derived id; the other match is untouched.
		expect(await a.db.rounds.get('r-other')).toEqual(theirs);
		expect((await roundsOn(a))[1]?.id).toBe(derivedId(MATCH_ID, 'r-other'));
		// A change made to it there goes back to the document under the room's id.
		on(a);
		await updateRound((await roundsOn(a))[1]!, { scores: [1, 1] });
		await a.sync.run();
		expect(readDoc(a.doc, MATCH_ID).rounds.map((r) => r.id)).toEqual([round.id, 'r-other']);
		await deliver(a, b);
		expect((await b.db.matches.get(MATCH_ID))?.summary?.totals).toEqual([4, 5]);
		expect((await a.db.matches.get(MATCH_ID))?.summary?.totals).toEqual([4, 5]);
		expect(await a.db.rounds.get('r-other')).toEqual(theirs);
	});

	it('refuses on every phone a round whose id is the derived id of another of the document', async () => {
		const { a } = await withOneRound();
		appendEdit(a.doc, 'x', edit({ order: 2 }));
		appendEdit(a.doc, derivedId(MATCH_ID, 'x'), edit({ order: 3, input: { scores: [7, 7] } }));
		expect(await a.sync.run()).toContainEqual({ kind: 'round-refused', by: 'Eve' });
		expect((await a.db.matches.get(MATCH_ID))?.summary?.totals).toEqual([4, 6]);
	});

	it('keeps a round that does not read for the game, reported "not counted", and counts it nowhere', async () => {
		const { a } = await withOneRound();
		const b = await newPhone('B');
		await deliver(a, b);
		appendEdit(b.doc, 'bad', edit({ order: 2, input: { scores: ['x', 2, 3] } }));
		const changes = await deliver(b, a);
		expect(changes).toContainEqual({ kind: 'not-counted', number: 2, by: 'Eve' });
		expect((await roundsOn(a)).map((r) => r.id)).toContain('bad');
		expect((await a.db.matches.get(MATCH_ID))?.summary?.totals).toEqual([3, 4]);
	});

	it('a viewer never writes to the document: what it changes here reaches no other phone', async () => {
		const { a } = await withOneRound();
		const viewer = await newPhone('V', 'viewer');
		await deliver(a, viewer);
		const doc = readDoc(viewer.doc, MATCH_ID);
		on(viewer);
		await addRound(MATCH_ID, { scores: [70, 70] });
		await viewer.sync.run();
		expect(readDoc(viewer.doc, MATCH_ID)).toEqual(doc);
		await deliver(viewer, a);
		expect((await roundsOn(a)).map((r) => r.input)).toEqual([{ scores: [3, 4] }]);
	});

	it('keeps on this phone a round the document cannot carry, without writing it again on every step', async () => {
		const { a } = await withOneRound();
		on(a);
		await addRound(MATCH_ID, { scores: [2_000_000_000, 1] });
		const size = () => Y.encodeStateAsUpdate(a.doc).length;
		await a.sync.run();
		const after = size();
		await a.sync.run();
		expect(size()).toBe(after);
		expect(readDoc(a.doc, MATCH_ID).rounds).toHaveLength(1);
		expect(await roundsOn(a)).toHaveLength(2);
	});
});
