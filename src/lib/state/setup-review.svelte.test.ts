// @vitest-environment happy-dom
// A setup change on fake-indexeddb: reviewed before it is written (which rounds change and how),
// one step of the window's Undo history, and kept in the match's record of setup changes.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '$lib/data/db';
import { getHistory, getMatch, startMatch } from '$lib/data/matches';
import { loadGame } from '$lib/engine/registry';
import { MatchSession } from './match/session.svelte';
import { follow, unfollow } from './match/test-session.svelte';
import { SetupForm } from './setup-form.svelte';
import { freshDb, until } from './test-storage';

afterEach(() => unfollow());

/** Ana's Coosner (2♣ 6♥ 9♦ with 1, 2, 3 puppies: 18 + bonus) and Ben's nine points (rules/coosner.txt). */
const coosnerRound = {
	players: [
		{ advisors: [{ card: '2C' }, { card: '6H' }, { card: '9D' }], puppies: { counts: { C: 1, H: 2, D: 3 } } },
		{ advisors: [{ card: '2S' }, { card: '3S' }, { card: '4S' }], puppies: { counts: { S: 3 } } }
	]
};

/** A two-player Coosner match (bonus 5) with one round, open in window A. */
async function opened(): Promise<MatchSession> {
	freshDb();
	const game = await loadGame('coosner');
	const config = game.parseConfig({ bonus: '5' }, 2);
	const { match } = await startMatch(['Ana', 'Ben'], { gameId: 'coosner', config, firstDealer: 0 });
	const session = await follow(new MatchSession(match.id, game, 'window-a'));
	expect((await session.add(coosnerRound)).ok).toBe(true);
	await until(() => session.seatNames.every((n) => n !== '?') && session.rounds?.length === 1);
	return session;
}

const totals = (s: MatchSession) => [...(s.folded?.state.totals ?? [])];
const bonus = async (s: MatchSession) => ((await getMatch(s.id))!.config as { bonus: string }).bonus;

describe('SetupForm: a change that re-scores played rounds', () => {
	it('reviews the change first (round 1: Ana 23 → 25) and writes nothing until confirmed', async () => {
		const session = await opened();
		const form = new SetupForm(session);
		form.config.bonus = '7';
		expect(await form.save()).toEqual({ ok: true, value: 'review' });
		expect(form.review).toEqual({
			rounds: [{ index: 0, before: [23, 9], after: [25, 9] }],
			totalsBefore: [23, 9],
			totalsAfter: [25, 9],
			overBefore: false,
			overAfter: false
		});
		expect(await bonus(session)).toBe('5');
		form.back();
		expect(form.review).toBeNull();
		expect(await bonus(session)).toBe('5');
	});

	it('says so when no round changes (a higher end score)', async () => {
		const session = await opened();
		const form = new SetupForm(session);
		form.config.endScore = 200;
		expect(await form.save()).toEqual({ ok: true, value: 'review' });
		expect(form.review?.rounds).toEqual([]);
	});

	it('saves on confirm as one Undo step; Undo and Redo move the setup and the scores', async () => {
		const session = await opened();
		const form = new SetupForm(session);
		form.config.bonus = '7';
		await form.save();
		expect(await form.confirm()).toEqual({ ok: true, value: undefined });
		await until(() => totals(session)[0] === 25);
		expect(session.undoLabel).toEqual({ kind: 'setup', number: 0 });
		const record = await getMatch(session.id);
		expect(record!.summary?.totals).toEqual([25, 9]);
		expect(record!.setupChanges).toEqual([
			{ at: expect.any(Number), changes: [{ key: 'option.bonus', before: '5', after: '7' }] }
		]);
		expect((await getHistory(`${session.id}/window-a`))?.undo.at(-1)?.kind).toBe('setup');

		expect((await session.undo()).ok).toBe(true);
		await until(() => totals(session)[0] === 23);
		expect(await bonus(session)).toBe('5');
		expect(session.redoLabel).toEqual({ kind: 'setup', number: 0 });
		expect((await getMatch(session.id))!.setupChanges?.map((c) => [c.via, c.changes[0]!.after])).toEqual([
			[undefined, '7'],
			['undo', '5']
		]);

		expect((await session.redo()).ok).toBe(true);
		await until(() => totals(session)[0] === 25);
		expect(await bonus(session)).toBe('7');
	});

	it('refuses Undo, and drops the step, when the setup was changed elsewhere since', async () => {
		const session = await opened();
		const form = new SetupForm(session);
		form.config.bonus = '7';
		await form.save();
		await form.confirm();
		const elsewhere = await getMatch(session.id);
		await db().matches.put({
			...elsewhere!,
			config: { ...(elsewhere!.config as object), endScore: 150 },
			updatedAt: elsewhere!.updatedAt + 10
		});
		const undone = await session.undo();
		expect(undone).toEqual({ ok: false, refusal: { kind: 'setup-changed-elsewhere' } });
		expect(session.refusal).toEqual({ action: 'undo', refusal: { kind: 'setup-changed-elsewhere' } });
		expect(await bonus(session)).toBe('7');
		expect(session.canUndo).toBe(true);
		expect(session.undoLabel).toEqual({ kind: 'add', number: 1 });
	});

	it('refuses a save when the setup changed elsewhere since the form opened', async () => {
		const session = await opened();
		const form = new SetupForm(session);
		const elsewhere = await getMatch(session.id);
		await db().matches.put({ ...elsewhere!, firstDealer: 1, updatedAt: elsewhere!.updatedAt + 10 });
		form.config.bonus = '7';
		await form.save();
		expect(await form.confirm()).toEqual({ ok: false, refusal: { kind: 'setup-changed-elsewhere' } });
		expect(form.failure).toEqual({ kind: 'setup-changed-elsewhere' });
		expect(form.review).toBeNull();
		expect((await getMatch(session.id))!.config).toMatchObject({ bonus: '5' });
	});
});

describe('SetupForm: what a setup change records', () => {
	it('records only what was changed: team names left as shown stay the default', async () => {
		freshDb();
		const game = await loadGame('coinche');
		const config = game.defaultConfig(4);
		const { match } = await startMatch(['Ana', 'Ben', 'Cleo', 'Dan'], { gameId: 'coinche', config, firstDealer: 0 });
		const session = await follow(new MatchSession(match.id, game, 'window-a'));
		await until(() => session.seatNames.every((n) => n !== '?'));
		const form = new SetupForm(session);
		form.config.target = 1000;
		expect(await form.save()).toEqual({ ok: true, value: 'saved' });
		const stored = (await getMatch(match.id))!;
		expect(stored.teamNames).toBeUndefined();
		expect(stored.setupChanges?.[0]?.changes).toEqual([{ key: 'option.target', before: 2000, after: 1000 }]);
		expect(session.undoLabel).toEqual({ kind: 'setup', number: 0 });
	});
});
