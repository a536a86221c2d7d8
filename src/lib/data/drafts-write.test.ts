// Writing a draft on fake-indexeddb: before and after the database is open, read back whole, and a
// full storage reported as such with nothing written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, useDb } from './db';
import { getDraft, isQuotaFull, putDraft } from './drafts';
import { createDb } from './schema';

let count = 0;
beforeEach(() => useDb(createDb(`drafts-write-${++count}`)));
afterEach(() => vi.restoreAllMocks());

describe('putDraft', () => {
	it('writes before the database is open (through Dexie) and once it is (committed at once)', async () => {
		expect(db().isOpen()).toBe(false);
		await putDraft('round:m1:w1', { v: 2, form: { scores: ['3'] } });
		expect(db().isOpen()).toBe(true);
		const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
		await putDraft('round:m1:w2', { v: 2, form: { scores: ['4'] }, pending: { input: { scores: [4] } } });
		expect(commit).toHaveBeenCalledTimes(1);
		expect(await getDraft('round:m1:w1')).toEqual({ v: 2, form: { scores: ['3'] } });
		expect(await getDraft('round:m1:w2')).toEqual({
			v: 2,
			form: { scores: ['4'] },
			pending: { input: { scores: [4] } }
		});
		expect((await db().drafts.get('round:m1:w2'))?.updatedAt).toBeGreaterThan(0);
	});

	it('reports a full storage as such and writes nothing', async () => {
		await putDraft('round:m1:w1', { v: 2, form: 'first' });
		vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		});
		const failed = await putDraft('round:m1:w1', { v: 2, form: 'second' }).then(
			() => null,
			(error: unknown) => error
		);
		expect(isQuotaFull(failed)).toBe(true);
		vi.restoreAllMocks();
		expect(await getDraft('round:m1:w1')).toEqual({ v: 2, form: 'first' });
	});
});
