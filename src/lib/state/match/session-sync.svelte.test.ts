// @vitest-environment happy-dom
// How an open match follows the database (fake-indexeddb): its own writes are applied to the
// rounds it holds without reading them again, a write from anywhere else reads them again, and
// whatever the sequence, the rounds, the fold and the stored summary are what reading every
// round and folding it from the start gives.
import fc from 'fast-check';
import { flushSync } from 'svelte';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, useDb } from '$lib/data/db';
import { createMatch, getMatch, listRounds, readMatch, writeRound } from '$lib/data/matches';
import { createDb } from '$lib/data/schema';
import { setupOf, summarize } from '$lib/data/summary';
import { foldMatch } from '$lib/engine/core/fold';
import type { AnyGame } from '$lib/engine/core/types';
import { loadGame } from '$lib/engine/registry';
import { MatchSession } from './session.svelte';
import { until } from '../test-storage';
import { follow, unfollow } from './test-session.svelte';

let game: AnyGame;
let dbCount = 0;
/** Round records read from the database since the last reset (Dexie's reading hook). */
let reads = 0;

beforeAll(async () => {
	game = await loadGame('freeform');
});
beforeEach(() => fresh());
afterEach(unfollow);

function fresh(): void {
	useDb(createDb(`session-sync-${++dbCount}`));
	db().rounds.hook('reading', (round) => {
		reads++;
		return round;
	});
}

async function newMatch(rounds = 0): Promise<string> {
	const match = await createMatch({
		gameId: 'freeform',
		playerIds: ['a', 'b'],
		config: { winner: 'high', target: 150, rounds: null },
		firstDealer: 0
	});
	for (let i = 0; i < rounds; i++)
		await writeRound({
			matchId: match.id,
			put: { id: `seed${i}`, matchId: match.id, order: i + 1, input: { scores: [i, 1] }, createdAt: i, updatedAt: i },
			summarize: (m, rounds) => summarize(game, m, rounds)
		});
	return match.id;
}

/** The session shows exactly the stored rounds, folded from the start, and the stored summary is their summary. */
async function expectInStep(session: MatchSession): Promise<void> {
	const stored = await listRounds(session.id);
	const key = (rounds: readonly { id: string; updatedAt: number }[] | undefined) =>
		JSON.stringify(rounds?.map((r) => [r.id, r.updatedAt]));
	await until(() => key(session.rounds) === key(stored));
	expect(session.rounds).toEqual(stored);
	const match = (await getMatch(session.id))!;
	const full = foldMatch(
		game,
		setupOf(game, match),
		stored.map((r) => r.input)
	);
	expect(session.folded?.state).toEqual(full.state);
	expect(session.folded?.rounds.map((r) => r.totals)).toEqual(full.rounds.map((r) => r.totals));
	expect(session.folded?.outcome).toEqual(full.outcome);
	const rebuilt = summarize(game, match, stored);
	expect(match.summary).toEqual(rebuilt.summary);
	expect(match.status).toBe(rebuilt.status);
}

describe('MatchSession following the database', () => {
	it('opens from the rounds the screen read, and applies its own writes without reading the rounds again', async () => {
		const id = await newMatch(40);
		const opened = await readMatch(id);
		reads = 0;
		const session = await follow(new MatchSession(id, game, 'window-a', opened));
		await session.add({ scores: [5, 5] });
		await session.edit(3, { scores: [9, 9] });
		await session.remove(0);
		await session.undo();
		await session.redo();
		await new Promise((r) => setTimeout(r, 50));
		// Each write reads at most the round it checks and the last round (to number an append).
		expect(reads).toBeLessThanOrEqual(10);
		await expectInStep(session);
	});

	it('reads every round again after a write from another window, and only then', async () => {
		const id = await newMatch(20);
		const a = await follow(new MatchSession(id, game, 'window-a', await readMatch(id)));
		const b = await follow(new MatchSession(id, game, 'window-b', await readMatch(id)));
		reads = 0;
		await b.add({ scores: [7, 0] });
		await until(() => a.rounds?.length === 21);
		expect(reads).toBeGreaterThanOrEqual(21);
		await expectInStep(a);
		await b.edit(2, { scores: [100, 0] });
		await until(() => a.folded?.state.totals[0] === b.folded?.state.totals[0]);
		await expectInStep(a);
	});

	it('follows a write made without any session (an import), also one that moved only the rounds', async () => {
		const id = await newMatch(3);
		const session = await follow(new MatchSession(id, game, 'window-a'));
		await writeRound({
			matchId: id,
			put: { id: 'imported', matchId: id, order: 2.5, input: { scores: [40, 0] }, createdAt: 1, updatedAt: 1 },
			summarize: (m, rounds) => summarize(game, m, rounds)
		});
		await until(() => session.rounds?.length === 4);
		expect(session.rounds?.map((r) => r.id)).toEqual(['seed0', 'seed1', 'imported', 'seed2']);
		await expectInStep(session);
	});

	it('is in step with the database after any sequence of its own and other windows’ changes', async () => {
		// `settle`: the window has caught up with the other's writes before it writes (when not, its
		// write starts from rounds the match has moved on from).
		type Op = { who: 'a' | 'b'; settle: boolean } & (
			| { kind: 'add'; points: number }
			| { kind: 'edit' | 'remove'; pick: number; points: number }
			| { kind: 'undo' | 'redo' }
		);
		const who = fc.constantFrom('a' as const, 'b' as const);
		const settle = fc.boolean();
		const op: fc.Arbitrary<Op> = fc.oneof(
			fc.record({ who, settle, kind: fc.constant('add' as const), points: fc.integer({ min: 0, max: 60 }) }),
			fc.record({
				who,
				settle,
				kind: fc.constantFrom('edit' as const, 'remove' as const),
				pick: fc.nat(),
				points: fc.integer({ min: 0, max: 60 })
			}),
			fc.record({ who, settle, kind: fc.constantFrom('undo' as const, 'redo' as const) })
		);
		await fc.assert(
			fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
				unfollow();
				fresh();
				const id = await newMatch(2);
				const sessions = {
					a: await follow(new MatchSession(id, game, 'window-a', await readMatch(id))),
					b: await follow(new MatchSession(id, game, 'window-b'))
				};
				for (const o of ops) {
					const s = sessions[o.who];
					if (o.settle) await expectInStep(s);
					const count = s.rounds?.length ?? 0;
					if (o.kind === 'add') await s.add({ scores: [o.points, 0] });
					else if (o.kind === 'undo') await s.undo();
					else if (o.kind === 'redo') await s.redo();
					else if (count > 0 && o.kind === 'edit') await s.edit(o.pick % count, { scores: [o.points, 1] });
					else if (count > 0 && o.kind === 'remove') await s.remove(o.pick % count);
					flushSync();
				}
				await expectInStep(sessions.a);
				await expectInStep(sessions.b);
			}),
			{ numRuns: 25 }
		);
	}, 60_000);
});
