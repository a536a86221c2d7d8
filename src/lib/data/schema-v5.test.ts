// Schema v5 (issue 40 point 1): every stored time that decides between two devices' writes becomes
// a clock stamp (`fromLegacy`), with the copies compared with it; wall times stay milliseconds.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { useDb } from './db';
import { hlcOf, wallOf } from './hlc';
import { listRounds, getMatch } from './matches';
import { createDb, type HistoryRecord, type RoundRecord } from './schema';
import { writeV1 } from './test-v1';

const T = 1767225600000;

/** A database exactly as schema v4 declared it, holding `rows`, then closed. */
async function writeV4(name: string, rows: Record<string, unknown[]>): Promise<void> {
	const v4 = new Dexie(name);
	v4.version(4).stores({
		players: 'id, name, updatedAt',
		matches: 'id, gameId, status, createdAt, updatedAt, deletedAt, *playerIds',
		rounds: 'id, matchId, [matchId+order]',
		drafts: 'key',
		history: 'key, matchId, updatedAt',
		tombstones: 'id, matchId',
		liveUpdates: '++seq, matchId',
		liveShares: 'matchId'
	});
	for (const [table, list] of Object.entries(rows)) await v4.table(table).bulkAdd(list);
	v4.close();
}

describe('schema v5 (stamps)', () => {
	it("turns the v1 fixture's times into stamps: updatedAt of players, matches and rounds; createdAt stays", async () => {
		const name = `fixture-v5-${crypto.randomUUID()}`;
		await writeV1(name, ['players', 'matches', 'rounds']);
		const upgraded = createDb(name);
		useDb(upgraded);
		await upgraded.open();
		expect(upgraded.verno).toBeGreaterThanOrEqual(5);
		const ana = await upgraded.players.get('p-ana');
		expect(ana).toMatchObject({ createdAt: T, updatedAt: hlcOf(T) });
		const match = await getMatch('m-1');
		expect(match).toMatchObject({ createdAt: T, updatedAt: hlcOf(1767229200000) });
		expect(wallOf(match!.updatedAt)).toBe(1767229200000);
		const rounds = await listRounds('m-1');
		expect(rounds.map((r) => [r.createdAt, r.updatedAt])).toEqual([
			[1767225700000, hlcOf(1767225700000)],
			[1767225800000, hlcOf(1767225800000)]
		]);
	});

	it("turns deletions, summaries' builtAt, undo steps' rounds and edit drafts' stamps into stamps", async () => {
		const name = `fixture-v5-${crypto.randomUUID()}`;
		const round: RoundRecord = { id: 'r1', matchId: 'm1', order: 1, input: { s: 1 }, createdAt: T, updatedAt: T + 5 };
		const history: HistoryRecord = {
			key: 'm1/w',
			matchId: 'm1',
			windowId: 'w',
			undo: [{ kind: 'edit', before: { ...round, updatedAt: T + 1 }, after: round }],
			redo: [{ kind: 'delete', before: round, after: null }],
			updatedAt: T + 9
		};
		await writeV4(name, {
			players: [{ id: 'p', name: 'Ana', createdAt: T, updatedAt: T + 2 }],
			matches: [
				{
					id: 'm1',
					gameId: 'freeform',
					status: 'active',
					createdAt: T,
					updatedAt: T + 5,
					deletedAt: T + 7,
					seats: [{ playerId: 'p' }],
					playerIds: ['p'],
					config: {},
					firstDealer: 0,
					summary: { engineVersion: 1, totals: [1], winners: [], roundCount: 1, builtAt: T + 5 },
					setupChanges: [{ at: T + 3, changes: [] }]
				}
			],
			rounds: [round],
			tombstones: [{ id: 'r0', kind: 'round', matchId: 'm1', deletedAt: T + 4 }],
			history: [history],
			drafts: [{ key: 'edit:r1', value: { v: 2, form: {}, stamp: T + 5 }, updatedAt: T + 8 }]
		});
		const upgraded = createDb(name);
		await upgraded.open();
		const match = (await upgraded.matches.get('m1'))!;
		expect([match.updatedAt, match.deletedAt, match.summary?.builtAt]).toEqual([
			hlcOf(T + 5),
			hlcOf(T + 7),
			hlcOf(T + 5)
		]);
		expect(match.setupChanges?.[0]?.at).toBe(T + 3);
		expect((await upgraded.players.get('p'))?.updatedAt).toBe(hlcOf(T + 2));
		expect((await upgraded.rounds.get('r1'))?.updatedAt).toBe(hlcOf(T + 5));
		expect((await upgraded.tombstones.get('r0'))?.deletedAt).toBe(hlcOf(T + 4));
		const steps = (await upgraded.history.get('m1/w'))!;
		expect(steps.updatedAt).toBe(T + 9);
		expect(steps.undo[0]).toMatchObject({ before: { updatedAt: hlcOf(T + 1) }, after: { updatedAt: hlcOf(T + 5) } });
		expect(steps.redo[0]).toMatchObject({ before: { updatedAt: hlcOf(T + 5) }, after: null });
		const draft = (await upgraded.drafts.get('edit:r1'))!;
		expect([draft.updatedAt, (draft.value as { stamp: number }).stamp]).toEqual([T + 8, hlcOf(T + 5)]);
		// The matches' trash index reads the stamps: a trashed match is found below its stamp.
		expect(
			await upgraded.matches
				.where('deletedAt')
				.below(hlcOf(T + 8))
				.count()
		).toBe(1);
		upgraded.close();
	});
});
