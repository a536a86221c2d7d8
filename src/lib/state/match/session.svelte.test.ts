// @vitest-environment happy-dom
// The open match on fake-indexeddb: optimistic append, take-back of a failed write, undo/redo.
// Opening a match (a stale summary, a very long match, a duplicated tab): session-open.svelte.test.ts.
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, useDb } from '$lib/data/db';
import { createMatch, getHistory, getMatch, listRounds } from '$lib/data/matches';
import { createDb } from '$lib/data/schema';
import { loadGame } from '$lib/engine/registry';
import type { AnyGame } from '$lib/engine/core/types';
import { MatchSession } from './session.svelte';
import { HISTORY_LIMIT } from './undo-history';
import { fillStorage, until } from '../test-storage';
import { follow, round, totals, unfollow } from './test-session.svelte';

let dbCount = 0;
let game: AnyGame;

afterEach(() => unfollow());

beforeEach(async () => {
	useDb(createDb(`session-${++dbCount}`));
	game = await loadGame('freeform');
});

/** A free-form match to 1,000 (two players) and its session, followed live as the screen does. */
async function open(config: unknown = { winner: 'high', target: 1000, rounds: null }): Promise<MatchSession> {
	const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config, firstDealer: 0 });
	return follow(new MatchSession(match.id, game, 'window-a'));
}

const stored = async (s: MatchSession) => (await listRounds(s.id)).map((r) => r.input);

describe('MatchSession', () => {
	it('shows an appended round before its write completes, then keeps it', async () => {
		const session = await open();
		const saving = session.add(round(10, 20));
		flushSync();
		expect(totals(session)).toEqual([10, 20]);
		expect(await stored(session)).toEqual([]);
		expect(await saving).toEqual({ ok: true, value: undefined });
		expect(await stored(session)).toEqual([round(10, 20)]);
		await until(() => totals(session)[1] === 20 && session.rounds?.length === 1);
	});

	it('refuses an invalid round without writing it', async () => {
		const session = await open();
		const added = await session.add({ scores: ['x', 1] });
		expect(!added.ok && added.refusal.kind === 'invalid' && added.refusal.violations.length).toBeGreaterThan(0);
		expect(await stored(session)).toEqual([]);
		expect(session.canUndo).toBe(false);
	});

	it('takes an appended round back off the screen when its write fails', async () => {
		const session = await open();
		await session.add(round(1, 2));
		await until(() => session.rounds?.length === 1);
		const fail = () => {
			throw new Error('disk full');
		};
		db().rounds.hook('creating', fail);
		expect(await session.add(round(5, 5))).toEqual({ ok: false, refusal: { kind: 'failed' } });
		db().rounds.hook('creating').unsubscribe(fail);
		flushSync();
		expect(totals(session)).toEqual([1, 2]);
		expect(await stored(session)).toEqual([round(1, 2)]);
		expect(session.canUndo).toBe(true);
	});

	it('undoes and redoes an add, an edit and a delete, in order', async () => {
		const session = await open();
		await session.add(round(1, 1));
		await session.add(round(2, 2));
		await until(() => session.rounds?.length === 2);
		await session.edit(0, round(9, 9));
		await until(() => totals(session)[0] === 11);
		await session.remove(1);
		await until(() => session.rounds?.length === 1);
		expect(await stored(session)).toEqual([round(9, 9)]);

		await session.undo();
		expect(await stored(session)).toEqual([round(9, 9), round(2, 2)]);
		await session.undo();
		expect(await stored(session)).toEqual([round(1, 1), round(2, 2)]);
		await session.undo();
		expect(await stored(session)).toEqual([round(1, 1)]);
		expect(session.canRedo).toBe(true);
		await session.redo();
		await session.redo();
		expect(await stored(session)).toEqual([round(9, 9), round(2, 2)]);
		await until(() => totals(session)[0] === 11);
		expect(session.canRedo).toBe(true);
		await session.add(round(3, 3));
		expect(session.canRedo).toBe(false);
	});

	it('keeps the stored summary and status in step with the rounds', async () => {
		const session = await open({ winner: 'high', target: 50, rounds: null });
		await session.add(round(10, 20));
		expect((await getMatch(session.id))?.summary).toMatchObject({ totals: [10, 20], roundCount: 1, winners: [] });
		await session.add(round(45, 0));
		const match = await getMatch(session.id);
		expect(match?.status).toBe('finished');
		expect(match?.summary).toMatchObject({ totals: [55, 20], roundCount: 2, winners: [0] });
		await session.undo();
		expect((await getMatch(session.id))?.status).toBe('active');
	});

	it("keeps this window's undo history across a reload, and says what Undo will take back", async () => {
		const session = await open();
		await session.add(round(1, 1));
		await session.add(round(2, 2));
		await until(() => session.rounds?.length === 2);
		await session.edit(0, round(7, 7));
		expect(session.undoLabel).toEqual({ kind: 'edit', number: 1 });
		unfollow();

		const reloaded = await follow(new MatchSession(session.id, game, 'window-a'));
		await until(() => reloaded.canUndo);
		expect(reloaded.undoLabel).toEqual({ kind: 'edit', number: 1 });
		await reloaded.undo();
		expect(await stored(reloaded)).toEqual([round(1, 1), round(2, 2)]);
		expect(reloaded.undoLabel).toEqual({ kind: 'add', number: 2 });
		expect(reloaded.redoLabel).toEqual({ kind: 'edit', number: 1 });

		// Another window has no steps of its own: it cannot take back this window's edits.
		const other = await follow(new MatchSession(session.id, game, 'window-b'));
		await new Promise((r) => setTimeout(r, 20));
		expect(other.canUndo).toBe(false);
		await other.undo();
		expect(await stored(other)).toEqual([round(1, 1), round(2, 2)]);
	});

	it('keeps the last 50 steps', async () => {
		const session = await open({ winner: 'high', target: null, rounds: null });
		for (let i = 0; i < HISTORY_LIMIT + 5; i++) await session.add(round(i, 0));
		const kept = await getHistory(`${session.id}/window-a`);
		expect(kept?.undo).toHaveLength(HISTORY_LIMIT);
		const first = kept?.undo[0];
		expect(first?.kind !== 'setup' && first?.after?.input).toEqual(round(5, 0));
	});

	it('refuses to undo an edit when the round was edited in another window since, and keeps that edit', async () => {
		const a = await open();
		await a.add(round(1, 1));
		await until(() => a.rounds?.length === 1);
		await a.edit(0, round(2, 2));
		const b = await follow(new MatchSession(a.id, game, 'window-b'));
		await until(() => b.rounds?.[0]?.input !== undefined && totals(b)[0] === 2);
		await b.edit(0, round(3, 3));
		await a.undo();
		expect(await stored(a)).toEqual([round(3, 3)]);
		expect(a.refusal).toEqual({ action: 'undo', refusal: { kind: 'changed-elsewhere', number: 1 } });
		// The refused step is dropped; the step before it (the add) is checked in turn.
		expect(a.undoLabel).toEqual({ kind: 'add', number: 1 });
		await a.undo();
		expect(await stored(a)).toEqual([round(3, 3)]);
		expect(a.canUndo).toBe(false);
		expect(b.canUndo).toBe(true);
		await b.undo();
		expect(await stored(b)).toEqual([round(2, 2)]);
	});

	it('refuses an edit or a delete of a round that changed since this window read it', async () => {
		const a = await open();
		await a.add(round(1, 1));
		await until(() => a.rounds?.length === 1);
		const seen = a.rounds![0]!.updatedAt;
		const b = await follow(new MatchSession(a.id, game, 'window-b'));
		await b.edit(0, round(5, 5));
		const changed = { ok: false, refusal: { kind: 'changed-elsewhere', number: 1 } };
		expect(await a.edit(0, round(9, 9), undefined, seen)).toEqual(changed);
		expect(await stored(a)).toEqual([round(5, 5)]);
		await b.remove(0);
		await until(() => a.rounds?.length === 0 || a.rounds?.length === 1);
		expect(await a.edit(0, round(9, 9), undefined, seen)).toMatchObject({ ok: false });
		expect(await stored(a)).toEqual([]);
	});

	it('refuses a new round when a round was added after the one it was typed after', async () => {
		const a = await open();
		await a.add(round(1, 1));
		const first = a.rounds![0]!.id;
		const b = await follow(new MatchSession(a.id, game, 'window-b'));
		await b.add(round(2, 2));
		// Whether or not this window has seen round 2 yet, the write itself refuses.
		expect(await a.add(round(2, 2), { after: { kind: 'round', id: first } })).toEqual({
			ok: false,
			refusal: { kind: 'added-elsewhere', number: 2 }
		});
		expect(await stored(a)).toEqual([round(1, 1), round(2, 2)]);
		expect(await a.add(round(3, 3), { after: { kind: 'start' } })).toMatchObject({
			refusal: { kind: 'added-elsewhere', number: 1 }
		});
		expect((await a.add(round(3, 3), { after: { kind: 'round', id: 'gone' } })).ok).toBe(true);
	});

	it('says abandoning was refused by full storage, and the match stays as it was', async () => {
		const session = await open();
		const free = fillStorage('matches');
		const abandoned = await session.setAbandoned(true);
		free();
		expect(abandoned).toEqual({ ok: false, refusal: { kind: 'storage-full' } });
		expect((await getMatch(session.id))?.status).toBe('active');
		expect((await session.setAbandoned(true)).ok).toBe(true);
		expect((await getMatch(session.id))?.status).toBe('abandoned');
	});

	it('says a deletion was refused by full storage, and keeps the round', async () => {
		const session = await open();
		await session.add(round(1, 2));
		await until(() => session.rounds?.length === 1);
		const free = fillStorage('rounds', 'matches');
		const removed = await session.remove(0);
		free();
		expect(removed).toEqual({ ok: false, refusal: { kind: 'storage-full' } });
		expect(session.refusal).toEqual({ action: 'delete', refusal: { kind: 'storage-full' } });
		expect(await stored(session)).toEqual([round(1, 2)]);
		expect(session.rounds).toHaveLength(1);
		expect(session.undoLabel).toEqual({ kind: 'add', number: 1 });
	});
});
