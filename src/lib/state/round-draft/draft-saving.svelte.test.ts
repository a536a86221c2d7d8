// Saving a round entry form against a real IndexedDB (fake-indexeddb): the round stored and a
// blank next round, a refused or failed save kept in the form, and typing during the save kept.
import { describe, expect, it } from 'vitest';
import { getDraft } from '$lib/data/drafts';
import { bench, inputs, open, type, typed, useFreeformMatch } from './test-draft.svelte';

useFreeformMatch();

describe('RoundDraft: save', () => {
	it('stores the round, removes only its own draft, and starts a blank next round', async () => {
		const other = await open('w2');
		await typed(other.draft, ['1', '2']);
		const { draft } = await open('w1');
		await typed(draft, ['10', '20']);
		expect(await draft.save()).toBe(1);
		expect(draft.status).toBe('editing');
		expect(draft.form).toEqual({ scores: ['', ''] });
		expect(draft.number).toBe(2);
		await draft.settled();
		expect(await inputs()).toEqual([{ scores: [10, 20] }]);
		expect(await getDraft(`round:${bench.matchId}:w1`)).toBeUndefined();
		expect(await getDraft(`round:${bench.matchId}:w2`)).toMatchObject({ form: { scores: ['1', '2'] } });
	});

	it('keeps a refused round in the form; a field error goes as soon as the field is right', async () => {
		const { draft } = await open('w1');
		await typed(draft, ['x', '']);
		expect(await draft.save()).toBeNull();
		expect(draft.status).toBe('failed');
		expect(draft.form).toEqual({ scores: ['x', ''] });
		expect(draft.violations.map((v) => v.field)).toEqual(['scores.0', 'scores.1']);
		type(draft, ['4', '']);
		expect(draft.violations.map((v) => v.field)).toEqual(['scores.1']);
		type(draft, ['4', '5']);
		expect(draft.violations).toEqual([]);
		expect(await inputs()).toEqual([]);
		expect(await draft.save()).toBe(1);
	});

	it('takes back a failed write: the typed round returns to the form and its draft stays', async () => {
		const { session, draft } = await open('w1');
		await typed(draft, ['3', '4']);
		session.refuseNext = { kind: 'storage-full' };
		expect(await draft.save()).toBeNull();
		expect(draft.status).toBe('failed');
		expect(draft.problem).toEqual({ kind: 'storage-full' });
		expect(draft.form).toEqual({ scores: ['3', '4'] });
		await draft.settled();
		const stored = await getDraft<{ form: unknown; pending?: unknown }>(`round:${bench.matchId}:w1`);
		expect(stored?.form).toEqual({ scores: ['3', '4'] });
		expect(stored?.pending).toBeUndefined();
		expect(await draft.save()).toBe(1);
		expect(await inputs()).toEqual([{ scores: [3, 4] }]);
	});

	it('shows a save that lost a race in its write as that race, not as a failed write', async () => {
		const { session, draft } = await open('w1');
		await typed(draft, ['3', '4']);
		session.refuseNext = { kind: 'added-elsewhere', number: 1 };
		expect(await draft.save()).toBeNull();
		expect(draft.problem).toEqual({ kind: 'added-elsewhere', number: 1 });
		expect(draft.form).toEqual({ scores: ['3', '4'] });
	});

	it('shows the saved round first, the saved form held, then the next round, and keeps what is typed in it while the save is written', async () => {
		const { session, draft } = await open('w1');
		await typed(draft, ['1', '1']);
		const saving = draft.save();
		// Same task as the press: the saved form stays in place (held), the next round not yet shown.
		expect(draft.held).toBe(0);
		expect(draft.number).toBe(1);
		expect(draft.form).toEqual({ scores: ['1', '1'] });
		expect(await draft.nextForm()).toBe(true);
		// The saved round was shown before the next round's form replaced the saved one.
		expect(session.rounds?.map((r) => r.input)).toEqual([{ scores: [1, 1] }]);
		expect(draft.held).toBeNull();
		expect(draft.form).toEqual({ scores: ['', ''] });
		expect(draft.number).toBe(2);
		expect(draft.before?.totals).toEqual([1, 1]);
		const form = draft.form as { scores: string[] };
		const version = draft.version;
		form.scores[0] = '5';
		draft.changed();
		expect(await saving).toBe(1);
		expect(draft.form).toBe(form);
		expect(draft.version).toBe(version);
		form.scores[1] = '5';
		draft.changed();
		expect(draft.number).toBe(2);
		expect(await draft.save()).toBe(2);
		expect(await inputs()).toEqual([{ scores: [1, 1] }, { scores: [5, 5] }]);
	});

	it('puts a refused round back in the form, and never shows the next round for it', async () => {
		const { session, draft } = await open('w1');
		await typed(draft, ['3', '4']);
		session.refuseNext = { kind: 'added-elsewhere', number: 1 };
		const saving = draft.save();
		expect(await draft.nextForm()).toBe(false);
		expect(await saving).toBeNull();
		expect(draft.held).toBeNull();
		expect(draft.number).toBe(1);
		expect(draft.form).toEqual({ scores: ['3', '4'] });
		expect(draft.before?.totals).toEqual([0, 0]);
	});

	it('lets a save asked for while the round before is written go once that round is stored', async () => {
		const { session, draft } = await open('w1');
		// The round's write returns only when released (it is shown at once, as on the match screen).
		let release = () => undefined as void;
		const gate = new Promise<void>((done) => (release = done));
		const add = session.add.bind(session);
		session.add = async (...args) => {
			const written = add(...args);
			await gate;
			return written;
		};
		await typed(draft, ['1', '1']);
		const saving = draft.save();
		// Asked for while the saved form is still held: that form is the round being saved.
		const early = draft.afterSaving();
		expect(await draft.nextForm()).toBe(true);
		const form = draft.form as { scores: string[] };
		form.scores.splice(0, 2, '2', '3');
		draft.changed();
		// Saved at once, the next round would be refused: the round before is still being written.
		expect(await draft.save()).toBeNull();
		const ready = draft.afterSaving();
		release();
		expect(await saving).toBe(1);
		expect(await early).toBe(false);
		expect(await ready).toBe(true);
		expect(await draft.save()).toBe(2);
		expect(await inputs()).toEqual([{ scores: [1, 1] }, { scores: [2, 3] }]);
	});

	it('drops a save asked for while the round before is written when that round is put back in the form', async () => {
		const { session, draft } = await open('w1');
		await typed(draft, ['3', '4']);
		session.refuseNext = { kind: 'storage-full' };
		const saving = draft.save();
		const ready = draft.afterSaving();
		expect(await saving).toBeNull();
		expect(await ready).toBe(false);
		expect(draft.form).toEqual({ scores: ['3', '4'] });
		expect(await inputs()).toEqual([]);
	});
});
