// A deal from another phone that this phone's storage refused (full): nothing half-written, the
// deals counted by phone until a later run stores them, and what was in step not moved, so the
// full phone never sends its older scores back over the deal that arrived.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addRound } from '../rounds';
import { readDoc } from './match-doc';
import { changeScores, deliver, MATCH_ID, on, roundsOn, twoPhones } from './test-phones';

afterEach(() => vi.restoreAllMocks());

/** Storage full from now on: every write of a row fails as a browser's does. */
function fillStorage() {
	vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
		throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
	});
}

describe('live bridge: storage full', () => {
	it('counts the deals it could not store by phone, and stores them on the next run once there is room', async () => {
		const { a, b } = await twoPhones();
		on(a);
		await addRound(MATCH_ID, { scores: [1, 1] });
		await addRound(MATCH_ID, { scores: [2, 2] });
		await a.sync.run();
		fillStorage();
		expect(await deliver(a, b)).toEqual([]);
		expect(b.sync.unstored).toEqual([{ by: 'A', deals: 2 }]);
		expect(await roundsOn(b)).toHaveLength(1);
		vi.restoreAllMocks();
		await b.sync.run();
		expect(b.sync.unstored).toEqual([]);
		expect((await b.db.matches.get(MATCH_ID))?.summary?.totals).toEqual([6, 7]);
	});

	it('a change that arrived while storage was full is not overruled by the older scores still here', async () => {
		const { a, b } = await twoPhones();
		await changeScores(a, [10, 10]);
		fillStorage();
		await deliver(a, b);
		expect(b.sync.unstored).toEqual([{ by: 'A', deals: 1 }]);
		vi.restoreAllMocks();
		await b.sync.run();
		// B wrote nothing over it: no edit of B's in the room.
		expect(readDoc(b.doc, MATCH_ID).rounds[0]?.edits.map((e) => e.by)).toEqual(['A', 'A']);
		await deliver(b, a);
		for (const phone of [a, b]) expect((await roundsOn(phone)).map((r) => r.input)).toEqual([{ scores: [10, 10] }]);
		expect((await b.db.matches.get(MATCH_ID))?.summary?.totals).toEqual([10, 10]);
	});
});
