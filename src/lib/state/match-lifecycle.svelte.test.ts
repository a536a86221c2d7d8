// A whole match's life: play again, trash and restore, and finding a match, each with storage
// refused as a value.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch, getMatch, listTrash } from '$lib/data/matches';
import { findMatch, MatchLifecycle } from './match-lifecycle.svelte';
import { freshDb, refuseStorage } from './test-storage';

afterEach(() => {
	vi.restoreAllMocks();
});

const spec = {
	gameId: 'coinche',
	playerIds: ['a', 'b', 'c', 'd'],
	config: { target: 1000 },
	firstDealer: 2,
	teamNames: ['Us', 'Them'],
	startingScores: [100, 0]
};

describe('MatchLifecycle', () => {
	it('plays again with the same players, options, teams and first dealer, from zero', async () => {
		freshDb();
		const before = await createMatch(spec);
		const started = await new MatchLifecycle().playAgain(before);
		const again = started.ok ? await getMatch(started.value) : undefined;
		expect(again).toMatchObject({
			gameId: 'coinche',
			status: 'active',
			seats: before.seats,
			config: before.config,
			firstDealer: 2,
			teamNames: ['Us', 'Them']
		});
		expect(again!.id).not.toBe(before.id);
		expect(again!.startingScores).toBeUndefined();
	});

	it('moves a match to the trash and back', async () => {
		freshDb();
		const match = await createMatch(spec);
		const lifecycle = new MatchLifecycle();
		expect((await lifecycle.trash(match.id)).ok).toBe(true);
		expect((await listTrash()).map((m) => m.id)).toEqual([match.id]);
		expect((await lifecycle.restore(match.id)).ok).toBe(true);
		expect(await listTrash()).toEqual([]);
		expect(lifecycle.failure).toBeNull();
	});

	it('reports refused storage as a failure, with nothing thrown', async () => {
		freshDb();
		const match = await createMatch(spec);
		refuseStorage();
		const lifecycle = new MatchLifecycle();
		const unavailable = { kind: 'storage-unavailable' };
		expect(await lifecycle.playAgain(match)).toEqual({ ok: false, refusal: unavailable });
		expect(lifecycle.failure).toEqual(unavailable);
		expect(await lifecycle.trash(match.id)).toEqual({ ok: false, refusal: unavailable });
		expect(lifecycle.busy).toBe(false);
	});
});

describe('findMatch', () => {
	it('tells a stored match, a missing one and unreadable storage apart', async () => {
		freshDb();
		const match = await createMatch(spec);
		expect(await findMatch(match.id)).toMatchObject({ kind: 'found', match: { id: match.id } });
		expect(await findMatch('nope')).toEqual({ kind: 'missing' });
		refuseStorage();
		expect(await findMatch(match.id)).toEqual({ kind: 'unavailable' });
	});
});
