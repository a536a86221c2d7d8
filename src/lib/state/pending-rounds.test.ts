// Rounds a page load cut off are completed at start-up, once, and only where they still fit.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDraft, putDraft } from '$lib/data/drafts';
import { addRound, createMatch, getMatch, listRounds, newRoundId, writeRound } from '$lib/data/matches';
import { DraftStore } from './draft-store';
import { completePendingRounds } from './pending-rounds';
import { freshDb } from './test-storage';
import { windowId } from './window-id';

let matchId: string;
let own: string;

beforeEach(async () => {
	freshDb();
	const config = { winner: 'high', target: 1000, rounds: null };
	matchId = (await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config, firstDealer: 0 })).id;
	own = await windowId();
});

const pending = (input: unknown, more: object) => ({ v: 2, form: {}, pending: { input }, ...more });

describe('completePendingRounds', () => {
	it('writes a new round cut off by a page load, with its summary, and removes its draft', async () => {
		const first = await addRound(matchId, { scores: [1, 1] });
		const key = `round:${matchId}:${own}`;
		await putDraft(key, pending({ scores: [5, 6] }, { base: first.id }));
		expect(await completePendingRounds()).toBe(1);
		expect((await listRounds(matchId)).map((r) => r.input)).toEqual([{ scores: [1, 1] }, { scores: [5, 6] }]);
		expect(await getDraft(key)).toBeUndefined();
		expect((await getMatch(matchId))?.summary).toMatchObject({ roundCount: 2 });
		expect(await completePendingRounds()).toBe(0);
	});

	it('completes an edit while the round is as it was opened', async () => {
		const round = await addRound(matchId, { scores: [1, 1] });
		await putDraft(`edit:${matchId}:${round.id}:${own}`, pending({ scores: [7, 7] }, { stamp: round.updatedAt }));
		expect(await completePendingRounds()).toBe(1);
		expect((await listRounds(matchId)).map((r) => r.input)).toEqual([{ scores: [7, 7] }]);
	});

	it("completes a deal's note with its round: a new round's, an edited round's, and a note the edit removed", async () => {
		const first = await addRound(matchId, { scores: [1, 1] });
		await putDraft(`round:${matchId}:${own}`, {
			v: 2,
			form: {},
			pending: { input: { scores: [5, 6] }, note: 'Misdeal' },
			base: first.id
		});
		expect(await completePendingRounds()).toBe(1);
		const [, added] = await listRounds(matchId);
		expect(added?.note).toBe('Misdeal');
		await putDraft(`edit:${matchId}:${added!.id}:${own}`, {
			v: 2,
			form: {},
			pending: { input: { scores: [5, 6] }, note: '' },
			stamp: added!.updatedAt
		});
		expect(await completePendingRounds()).toBe(1);
		expect((await listRounds(matchId))[1]).not.toHaveProperty('note');
	});

	it('leaves the draft when a round was added since, or the round is not valid there', async () => {
		await addRound(matchId, { scores: [1, 1] });
		const stale = `round:${matchId}:${own}`;
		await putDraft(stale, pending({ scores: [5, 6] }, { base: null }));
		expect(await completePendingRounds()).toBe(0);
		expect(await getDraft(stale)).toBeDefined();
		expect(await listRounds(matchId)).toHaveLength(1);
	});

	it("leaves a round that a form of this page is saving: that form's write is the round's", async () => {
		const key = `round:${matchId}:${own}`;
		await putDraft(key, pending({ scores: [5, 6] }, { base: null }));
		const release = new DraftStore(matchId, null, own).holdSaving();
		expect(await completePendingRounds()).toBe(0);
		expect(await listRounds(matchId)).toEqual([]);
		release();
		expect(await completePendingRounds()).toBe(1);
	});
});

describe('a round write that completes a pending draft (`completes`)', () => {
	const put = (id = newRoundId()) => ({ id, matchId, order: 0, input: { scores: [5, 6] }, createdAt: 1, updatedAt: 1 });

	it('writes the round and removes the draft while the draft still holds the pending round', async () => {
		const key = `round:${matchId}:${own}`;
		await putDraft(key, pending({ scores: [5, 6] }, { base: null }));
		expect((await writeRound({ matchId, put: put(), completes: key })).ok).toBe(true);
		expect(await getDraft(key)).toBeUndefined();
		expect(await listRounds(matchId)).toHaveLength(1);
	});

	it('is refused, nothing written, once the draft is gone (completed or taken over first) or no longer pending', async () => {
		const key = `round:${matchId}:${own}`;
		expect((await writeRound({ matchId, put: put(), completes: key })).ok).toBe(false);
		await putDraft(key, { v: 2, form: {}, base: null });
		expect((await writeRound({ matchId, put: put(), completes: key })).ok).toBe(false);
		expect(await getDraft(key)).toBeDefined();
		expect(await listRounds(matchId)).toEqual([]);
	});
});
