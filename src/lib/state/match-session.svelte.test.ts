// @vitest-environment happy-dom
// The open match on fake-indexeddb: optimistic append, take-back of a failed write, undo/redo.
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, useDb } from '$lib/data/db';
import { createMatch, getMatch, listRounds } from '$lib/data/matches';
import { createDb } from '$lib/data/schema';
import { loadGame } from '$lib/engine/registry';
import type { AnyGame } from '$lib/engine/core/types';
import { MatchSession } from './match-session.svelte';

let dbCount = 0;
let game: AnyGame;
let stop: () => void = () => undefined;

afterEach(() => {
	stop();
	stop = () => undefined;
});

beforeEach(async () => {
	useDb(createDb(`session-${++dbCount}`));
	game = await loadGame('freeform');
});

/** Polls (flushing Svelte's effects) until `check` holds. */
export function until(check: () => boolean, ms = 5000): Promise<void> {
	const start = Date.now();
	return new Promise((resolve, reject) => {
		const tick = () => {
			flushSync();
			if (check()) resolve();
			else if (Date.now() - start > ms) reject(new Error('timed out'));
			else setTimeout(tick, 5);
		};
		tick();
	});
}

/** A free-form match to 1,000 (two players) and its session, followed live as the screen does. */
async function open(config: unknown = { winner: 'high', target: 1000, rounds: null }): Promise<MatchSession> {
	const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config, firstDealer: 0 });
	const session = new MatchSession(match.id, game);
	stop = $effect.root(() => {
		$effect(() => {
			void session.folded;
			void session.match;
		});
	});
	await until(() => session.ready);
	return session;
}

const round = (a: number, b: number) => ({ scores: [a, b] });
const totals = (s: MatchSession) => [...(s.folded?.state.totals ?? [])];
const stored = async (s: MatchSession) => (await listRounds(s.id)).map((r) => r.input);

describe('MatchSession', () => {
	it('shows an appended round before its write completes, then keeps it', async () => {
		const session = await open();
		const saving = session.add(round(10, 20));
		flushSync();
		expect(totals(session)).toEqual([10, 20]);
		expect(await stored(session)).toEqual([]);
		expect(await saving).toEqual([]);
		expect(await stored(session)).toEqual([round(10, 20)]);
		await until(() => totals(session)[1] === 20 && session.rounds?.length === 1);
	});

	it('refuses an invalid round without writing it', async () => {
		const session = await open();
		const violations = await session.add({ scores: ['x', 1] });
		expect(violations.length).toBeGreaterThan(0);
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
		await expect(session.add(round(5, 5))).rejects.toThrow();
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
});
