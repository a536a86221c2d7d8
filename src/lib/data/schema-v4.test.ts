// Schema v4 (live sharing): a database written by v1 upgrades with the two new stores empty and
// every earlier row as it was; the new stores then keep a share and its document's updates.
import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, checkPayload, isProblem, unknownFields } from './backup-format';
import { useDb } from './db';
import { listRounds } from './matches';
import { createDb } from './schema';
import { writeV1 } from './test-v1';

describe('schema v4 (fixtures/v1.json)', () => {
	it('adds the live stores: a v1 database upgrades with none, rows unchanged, rounds without `by`', async () => {
		const name = `fixture-v4-${crypto.randomUUID()}`;
		await writeV1(name, ['players', 'matches', 'rounds']);

		const upgraded = createDb(name);
		useDb(upgraded);
		await upgraded.open();
		expect(upgraded.verno).toBeGreaterThanOrEqual(4);
		expect(await upgraded.liveUpdates.count()).toBe(0);
		expect(await upgraded.liveShares.count()).toBe(0);
		const rounds = await listRounds('m-1');
		expect(rounds.map((r) => r.input)).toEqual([{ scores: [10, 20, 30] }, { scores: [-5, 0, 12] }]);
		expect(rounds.every((r) => r.by === undefined)).toBe(true);

		await upgraded.liveShares.put({
			matchId: 'm-1',
			role: 'scorer',
			code: 'S000',
			server: 'ws://127.0.0.1:1/sync',
			phone: 'Ann',
			unsent: [],
			createdAt: 1
		});
		await upgraded.liveUpdates.add({ matchId: 'm-1', update: new Uint8Array([1, 2, 3]) });
		await upgraded.liveUpdates.add({ matchId: 'm-1', update: new Uint8Array([4]) });
		const kept = await upgraded.liveUpdates.where('matchId').equals('m-1').sortBy('seq');
		expect(kept.map((u) => [...u.update])).toEqual([[1, 2, 3], [4]]);
		expect((await upgraded.liveShares.get('m-1'))?.phone).toBe('Ann');
	});

	it("a round's `by` is part of the backup format: kept by an import, not reported as unknown", () => {
		const round = { id: 'r1', matchId: 'm-1', order: 1, input: { scores: [1] }, createdAt: 1, updatedAt: 1, by: 'Ann' };
		const raw = {
			format: BACKUP_FORMAT,
			version: BACKUP_VERSION,
			exportedAt: 1,
			players: [],
			matches: [],
			rounds: [round]
		};
		const file = checkPayload(raw);
		expect(isProblem(file) ? file : file.rounds[0]?.by).toBe('Ann');
		expect(unknownFields(raw)).toEqual([]);
		expect(isProblem(checkPayload({ ...raw, rounds: [{ ...round, by: 'x'.repeat(61) }] }))).toBe(true);
	});
});
