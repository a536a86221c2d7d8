// A round draft's key, stored format and the storage-full test, without a database.
import { describe, expect, it } from 'vitest';
import {
	draftOwner,
	hasFormShape,
	isQuotaFull,
	readRoundDraft,
	roundDraftKey,
	roundDraftPrefix,
	storedBase,
	typedAfter,
	type TypedAfter
} from './drafts';

describe('round draft keys', () => {
	it('name the match, the edited round and the window, and give the owner back', () => {
		const prefix = roundDraftPrefix('m1', null);
		expect(roundDraftKey(prefix, 'w1')).toBe('round:m1:w1');
		expect(roundDraftKey(roundDraftPrefix('m1', 'r1'), 'w1')).toBe('edit:m1:r1:w1');
		expect(draftOwner(prefix, 'round:m1:w1')).toBe('w1');
		expect(draftOwner(prefix, 'round:m1')).toBe('');
		expect(draftOwner(prefix, 'round:m10:w1')).toBeNull();
		expect(draftOwner(prefix, 'edit:m1:r1:w1')).toBeNull();
	});
});

describe('round draft format', () => {
	it('stores what a round is typed after as base, and reads it back', () => {
		const all: TypedAfter[] = [{ kind: 'not-yet' }, { kind: 'start' }, { kind: 'round', id: 'r7' }];
		for (const after of all) expect(typedAfter(storedBase(after))).toEqual(after);
		expect(storedBase({ kind: 'start' })).toBeNull();
	});

	it('wraps a bare form stored by an older version', () => {
		expect(readRoundDraft({ scores: ['1'] })).toEqual({ v: 2, form: { scores: ['1'] } });
		const stored = { v: 2, form: { a: 1 }, base: null, pending: { input: 3 } };
		expect(readRoundDraft(stored)).toEqual(stored);
	});

	it("accepts a form of the blank form's shape only", () => {
		expect(hasFormShape({ scores: ['1', ''] }, { scores: ['', ''] })).toBe(true);
		expect(hasFormShape({ points: 3 }, { scores: ['', ''] })).toBe(false);
	});

	it('tells a full storage, also wrapped by Dexie', () => {
		expect(isQuotaFull(new DOMException('full', 'QuotaExceededError'))).toBe(true);
		expect(isQuotaFull({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
		expect(isQuotaFull(new Error('other'))).toBe(false);
	});
});
