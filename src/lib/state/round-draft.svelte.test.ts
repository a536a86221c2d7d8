// The round entry form's draft life against a real IndexedDB (fake-indexeddb): load, restore,
// take over, set aside, a save interrupted by a closed page, and two windows on one match.
// Saving itself is in `round-draft/draft-saving.svelte.test.ts`.
import { describe, expect, it } from 'vitest';
import { findDrafts, getDraft, putDraft } from '$lib/data/drafts';
import { addRound, createMatch, deleteRound, listRounds, updateRound } from '$lib/data/matches';
import { bench, inputs, open, Session, type, typed, useFreeformMatch, forms } from './round-draft/test-draft.svelte';
import { RoundDraft } from './round-draft.svelte';

useFreeformMatch();

describe('RoundDraft: load and restore', () => {
	it('opens blank with nothing stored, and stores nothing for an untouched form', async () => {
		const { draft } = await open('w1');
		expect(draft.status).toBe('editing');
		expect(draft.form).toEqual({ scores: ['', ''] });
		expect(draft.notice).toBeNull();
		type(draft, ['', '']);
		await draft.settled();
		expect(await findDrafts('round:')).toEqual([]);
	});

	it('stores what is typed under this window, and a reload of the window restores it', async () => {
		const first = await open('w1');
		await typed(first.draft, ['12', '']);
		expect(await getDraft(`round:${bench.matchId}:w1`)).toMatchObject({ form: { scores: ['12', ''] } });
		const again = await open('w1');
		expect(again.draft.form).toEqual({ scores: ['12', ''] });
		expect(again.draft.notice).toEqual({ kind: 'restored' });
	});

	it('writes what was typed at once when the page is hidden, not only once typing pauses', async () => {
		const { draft } = await open('w1', null, undefined, 60_000);
		type(draft, ['7', '']);
		await draft.settled();
		expect(await getDraft(`round:${bench.matchId}:w1`)).toBeUndefined();
		draft.flush();
		await draft.settled();
		expect(await getDraft(`round:${bench.matchId}:w1`)).toMatchObject({ form: { scores: ['7', ''] } });
	});

	it("takes over a closed window's draft (and one stored before drafts had owners), never an open one's", async () => {
		const other = await open('w2');
		await typed(other.draft, ['5', '6']);
		const beside = await open('w1', null, new Set(['w1', 'w2']));
		expect(beside.draft.form).toEqual({ scores: ['', ''] });

		const after = await open('w3', null, new Set(['w3']));
		expect(after.draft.form).toEqual({ scores: ['5', '6'] });
		expect(await getDraft(`round:${bench.matchId}:w2`)).toBeUndefined();
		expect(await getDraft(`round:${bench.matchId}:w3`)).toMatchObject({ form: { scores: ['5', '6'] } });

		await putDraft(`round:${bench.matchId}`, { scores: ['7', '', '-2'].slice(0, 2) });
		const legacy = await open('w4', null, new Set(['w3', 'w4']));
		expect(legacy.draft.form).toEqual({ scores: ['7', ''] });
		expect(legacy.draft.notice).toEqual({ kind: 'restored' });
	});

	it.each([
		['a form of another shape', { v: 2, form: { points: '12' } }],
		['a list where the form has an object', { v: 2, form: [1, 2] }],
		['a form the entry form cannot read', { v: 2, form: { scores: 'x' } }]
	])('sets aside a stored draft that no longer reads (%s), once and quietly', async (_, stored) => {
		await putDraft(`round:${bench.matchId}:w1`, stored);
		const { draft } = await open('w1');
		expect(draft.status).toBe('editing');
		expect(draft.form).toEqual({ scores: ['', ''] });
		expect(draft.notice).toEqual({ kind: 'discarded' });
		await draft.settled();
		expect(await getDraft(`round:${bench.matchId}:w1`)).toBeUndefined();
		expect((await open('w1')).draft.notice).toBeNull();
	});
});

describe('RoundDraft: a save the page closed on', () => {
	it('completes a pending round once when nothing changed, and never twice', async () => {
		await putDraft(`round:${bench.matchId}:w1`, {
			v: 2,
			form: { scores: ['8', '9'] },
			base: null,
			pending: { input: { scores: [8, 9] } }
		});
		const { draft } = await open('w1');
		await draft.settled();
		expect(draft.notice).toEqual({ kind: 'completed', number: 1 });
		expect(draft.form).toEqual({ scores: ['', ''] });
		expect(await inputs()).toEqual([{ scores: [8, 9] }]);
		expect(await findDrafts('round:')).toEqual([]);
		await (await open('w1')).draft.settled();
		expect(await inputs()).toEqual([{ scores: [8, 9] }]);
	});

	it('puts a pending round back in the form when the match changed since', async () => {
		const before = await addRound(bench.matchId, { scores: [1, 1] });
		await putDraft(`round:${bench.matchId}:w1`, {
			v: 2,
			form: { scores: ['8', '9'] },
			base: null,
			pending: { input: { scores: [8, 9] } }
		});
		await deleteRound(before);
		await addRound(bench.matchId, { scores: [2, 2] });
		const { draft } = await open('w1');
		await draft.settled();
		expect(draft.notice).toEqual({ kind: 'put-back', number: 2 });
		expect(draft.form).toEqual({ scores: ['8', '9'] });
		expect(await inputs()).toEqual([{ scores: [2, 2] }]);
		expect(await getDraft(`round:${bench.matchId}:w1`)).not.toHaveProperty('pending');
	});
});

describe('RoundDraft: two windows on one match', () => {
	it('refuses to add a round typed before another window added one, then adds it when saved again', async () => {
		const a = await open('wa');
		const b = await open('wb');
		await typed(a.draft, ['5', '5']);
		await typed(b.draft, ['5', '5']);
		expect(await a.draft.save()).toBe(1);
		await b.session.reload();
		expect(await b.draft.save()).toBeNull();
		expect(b.draft.problem).toEqual({ kind: 'added-elsewhere', number: 1 });
		expect(b.draft.form).toEqual({ scores: ['5', '5'] });
		expect(await inputs()).toEqual([{ scores: [5, 5] }]);
		expect(await b.draft.save()).toBe(2);
		expect(await inputs()).toEqual([{ scores: [5, 5] }, { scores: [5, 5] }]);
	});

	it('adds without a refusal when the round typing started after was taken away (undone or deleted)', async () => {
		const first = await addRound(bench.matchId, { scores: [1, 1] });
		const { session, draft } = await open('w1');
		await typed(draft, ['4', '4']);
		await deleteRound(first);
		await session.reload();
		expect(await draft.save()).toBe(1);
		expect(draft.problem).toBeNull();
		expect(await inputs()).toEqual([{ scores: [4, 4] }]);
	});

	it('refuses an edit of a round changed elsewhere since the form opened, keeping the typed values', async () => {
		await addRound(bench.matchId, { scores: [1, 2] });
		const { session, draft } = await open('w1', 0);
		expect(draft.form).toEqual({ scores: ['1', '2'] });
		type(draft, ['7', '2']);
		await updateRound((await listRounds(bench.matchId))[0]!, { scores: [9, 9] });
		await session.reload();
		expect(await draft.save()).toBeNull();
		expect(draft.problem).toEqual({ kind: 'changed-elsewhere', number: 1 });
		expect(draft.form).toEqual({ scores: ['7', '2'] });
		expect(await inputs()).toEqual([{ scores: [9, 9] }]);
	});

	it('an edit form whose round was deleted elsewhere keeps its round and values, and refuses to save', async () => {
		await addRound(bench.matchId, { scores: [1, 1] });
		await addRound(bench.matchId, { scores: [2, 2] });
		await addRound(bench.matchId, { scores: [3, 3] });
		const { session, draft } = await open('w1', 1);
		type(draft, ['20', '20']);
		await deleteRound((await listRounds(bench.matchId))[1]!);
		await session.reload();
		expect(draft.deleted).toBe(true);
		expect(draft.number).toBe(2);
		expect(draft.form).toEqual({ scores: ['20', '20'] });
		expect(await draft.save()).toBeNull();
		expect(draft.problem).toEqual({ kind: 'deleted-elsewhere', number: 2 });
		expect(await inputs()).toEqual([{ scores: [1, 1] }, { scores: [3, 3] }]);
	});
});

describe('RoundDraft: what an edit does to later rounds', () => {
	it('names the later rounds an edit would stop counting, before it is saved', async () => {
		bench.matchId = (
			await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: { target: 50 }, firstDealer: 0 })
		).id;
		await addRound(bench.matchId, { scores: [10, 0] });
		await addRound(bench.matchId, { scores: [10, 0] });
		await addRound(bench.matchId, { scores: [10, 0] });
		const session = await new Session(bench.matchId, bench.game, { target: 50 }).reload();
		const draft = new RoundDraft(session, forms, session.rounds![0]!.id, { windowId: 'w1', debounceMs: 0 });
		await draft.load();
		expect(draft.voids).toEqual([]);
		type(draft, ['50', '0']);
		expect(draft.voids.map((r) => [r.index, r.violations.map((v) => v.code)])).toEqual([
			[1, ['core.after-end']],
			[2, ['core.after-end']]
		]);
		type(draft, ['x', '0']);
		expect(draft.voids).toEqual([]);
	});
});
