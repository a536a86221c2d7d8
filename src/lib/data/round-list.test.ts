// A window's own round writes applied to the rounds it holds (`withChange`, `writeRound` with
// `known`) against fake-indexeddb: after any sequence of adds, edits, deletes and put-backs, with
// other writes in between, the rounds and the summary are exactly what reading every round again
// and folding them from the start gives.
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '$lib/engine/core/types';
import { loadGame } from '$lib/engine/registry';
import { db, useDb } from './db';
import { createMatch, getMatch, listRounds, stampAfter, writeRound, type KnownRounds } from './matches';
import { countBefore, withChange } from './round-list';
import { createDb, type RoundRecord } from './schema';
import { summarize } from './summary';

let game: AnyGame;
let dbCount = 0;
beforeAll(async () => {
	game = await loadGame('freeform');
});
beforeEach(() => {
	useDb(createDb(`round-list-${++dbCount}`));
});

const round = (id: string, order: number, a = 0): RoundRecord => ({
	id,
	matchId: 'm',
	order,
	input: { scores: [a, -a] },
	createdAt: 1,
	updatedAt: 1
});

describe('withChange', () => {
	it.each([
		['appends after the last round', [round('a', 1), round('b', 2)], undefined, round('c', 3), ['a', 'b', 'c']],
		['replaces a round in place', [round('a', 1), round('b', 2)], undefined, round('a', 1, 5), ['a', 'b']],
		['removes a round', [round('a', 1), round('b', 2)], 'a', null, ['b']],
		[
			'puts a deleted round back at its order',
			[round('a', 1), round('c', 3)],
			undefined,
			round('b', 2),
			['a', 'b', 'c']
		],
		['orders rounds of one order by id', [round('a', 1), round('c', 1)], undefined, round('b', 1), ['a', 'b', 'c']],
		['leaves out a round the order index cannot list', [round('a', 1)], undefined, round('x', NaN), ['a']]
	])('%s', (_, rounds, remove, put, ids) => {
		const before = [...rounds];
		expect(withChange(rounds, remove, put).map((r) => r.id)).toEqual(ids);
		expect(rounds).toEqual(before);
	});

	it('counts the rounds listed before a round, whether it is there or not', () => {
		const rounds = [round('a', 1), round('b', 2), round('d', 4)];
		expect(countBefore(rounds, round('b', 2))).toBe(1);
		expect(countBefore(rounds, round('c', 3))).toBe(2);
		expect(countBefore(rounds, round('e', 9))).toBe(3);
	});
});

/** One write: by this window (which holds the rounds) or by another one (which does not). */
type Step =
	| { kind: 'add'; points: number; own: boolean }
	| { kind: 'edit'; pick: number; points: number; own: boolean }
	| { kind: 'delete'; pick: number; own: boolean }
	| { kind: 'put-back'; pick: number; own: boolean };

const arbStep: fc.Arbitrary<Step> = fc.oneof(
	fc.record({ kind: fc.constant('add' as const), points: fc.integer({ min: -50, max: 50 }), own: fc.boolean() }),
	fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), points: fc.integer(), own: fc.boolean() }),
	fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), own: fc.boolean() }),
	fc.record({ kind: fc.constant('put-back' as const), pick: fc.nat(), own: fc.boolean() })
);

describe('writeRound with the rounds the writer holds', () => {
	it('gives the rounds and the summary a full read and fold give, whatever was written in between', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(arbStep, { maxLength: 25 }), async (steps) => {
				useDb(createDb(`round-list-${++dbCount}`));
				const match = await createMatch({
					gameId: 'freeform',
					playerIds: ['a', 'b'],
					config: { winner: 'high', target: 200, rounds: null },
					firstDealer: 0
				});
				const summarizeAll = (m: Parameters<typeof summarize>[1], rounds: readonly RoundRecord[]) =>
					summarize(game, m, rounds);
				let held: KnownRounds = { updatedAt: match.updatedAt, rounds: [] };
				const deleted: RoundRecord[] = [];
				let n = 0;
				for (const step of steps) {
					const stored = await listRounds(match.id);
					const target = 'pick' in step && stored.length > 0 ? stored[step.pick % stored.length]! : null;
					const t = Date.now() + ++n;
					let put: RoundRecord | undefined;
					let remove: string | undefined;
					if (step.kind === 'add') put = { ...round(`r${n}`, 0, step.points), matchId: match.id, updatedAt: t };
					else if (step.kind === 'edit' && target)
						put = { ...target, input: { scores: [step.points, 0] }, updatedAt: t };
					else if (step.kind === 'delete' && target) remove = target.id;
					else if (step.kind === 'put-back' && deleted.length > 0) put = deleted[step.pick % deleted.length]!;
					else continue;
					if (remove) deleted.push(target!);
					if (put && deleted.includes(put)) deleted.splice(deleted.indexOf(put), 1);
					const result = await writeRound({
						matchId: match.id,
						...(put ? { put } : {}),
						...(remove ? { remove } : {}),
						...(step.own ? { known: held, summarize: summarizeAll } : {})
					});
					if (!result.ok) throw new Error('refused');
					if (step.own) {
						const now = await getMatch(match.id);
						const all = await listRounds(match.id);
						expect(result.after?.updatedAt).toBe(now?.updatedAt);
						expect(result.after?.rounds).toEqual(all);
						expect(now?.summary).toEqual(summarize(game, now!, all).summary);
						held = result.after!;
					}
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('moves the stamp later on every write, also twice in one millisecond', async () => {
		const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 });
		const stamps: number[] = [];
		for (let i = 0; i < 5; i++) {
			await writeRound({ matchId: match.id, put: round(`s${i}`, i + 1), stamp: match.updatedAt });
			stamps.push((await getMatch(match.id))!.updatedAt);
		}
		expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
		expect(new Set(stamps).size).toBe(5);
		// A write over a stamp from a phone whose clock is far ahead is still later than it.
		const ahead = stamps.at(-1)! + 10 ** 12;
		expect(stampAfter(ahead)).toBeGreaterThan(ahead);
	});

	it('reads the rounds again when the match moved on since the writer read them', async () => {
		const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 });
		const held: KnownRounds = { updatedAt: match.updatedAt, rounds: [] };
		await writeRound({ matchId: match.id, put: { ...round('elsewhere', 1, 7), matchId: match.id } });
		const result = await writeRound({
			matchId: match.id,
			put: { ...round('mine', 2), matchId: match.id },
			known: held
		});
		expect(result.ok && result.after).toBeNull();
		const summarized = await writeRound({
			matchId: match.id,
			put: { ...round('third', 3), matchId: match.id },
			known: held,
			summarize: (m, rounds) => summarize(game, m, rounds)
		});
		expect(summarized.ok && summarized.after?.rounds.map((r) => r.id)).toEqual(['elsewhere', 'mine', 'third']);
		expect((await db().matches.get(match.id))?.summary?.roundCount).toBe(3);
	});
});
