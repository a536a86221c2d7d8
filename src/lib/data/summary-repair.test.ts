// Stale summaries are rebuilt in batches: a library whose summaries all went stale (a new way of
// building them) is written in a few transactions, so a screen following the list of matches
// re-reads it a few times, not once per match.
import { beforeEach, describe, expect, it } from 'vitest';
import { db, useDb } from './db';
import { addRound, createMatch, listMatches, listRounds } from './matches';
import { createDb } from './schema';
import { repairStaleSummaries, summaryIsStale } from './summary';

let dbCount = 0;
let writes = 0;
beforeEach(() => {
	const fresh = createDb(`summary-repair-${++dbCount}`);
	fresh.use({
		stack: 'dbcore',
		name: 'count-match-writes',
		create: (down) => ({
			...down,
			transaction(stores, mode, options) {
				if (mode === 'readwrite' && stores.includes('matches')) writes++;
				return down.transaction(stores, mode, options);
			}
		})
	});
	useDb(fresh);
});

/** `count` free-form matches of two rounds each, their summaries then made stale as an older app left them. */
async function staleLibrary(count: number): Promise<void> {
	for (let i = 0; i < count; i++) {
		const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 });
		await addRound(match.id, { scores: [i, 1] });
		await addRound(match.id, { scores: [2, i] });
	}
	await db()
		.matches.toCollection()
		.modify((match) => {
			if (match.summary) match.summary.version = 1;
		});
}

describe('repairStaleSummaries', () => {
	it('rebuilds 60 stale summaries in 3 write transactions, each as its rounds fold', async () => {
		await staleLibrary(60);
		const listed = await listMatches();
		writes = 0;
		const repaired = await repairStaleSummaries(listed);
		expect(writes).toBe(3);
		expect(repaired.map((m) => m.id)).toEqual(listed.map((m) => m.id));
		for (const match of await listMatches()) {
			const rounds = await listRounds(match.id);
			expect(summaryIsStale(match, 1, rounds)).toBe(false);
			const [a, b] = rounds.map((r) => (r.input as { scores: number[] }).scores);
			expect(match.summary?.totals).toEqual([a![0]! + b![0]!, a![1]! + b![1]!]);
		}
		expect(repaired).toEqual(await listMatches());
	});

	it('writes nothing when every summary is fresh, and drops a match deleted since the list was read', async () => {
		await staleLibrary(3);
		await repairStaleSummaries(await listMatches());
		const listed = await listMatches();
		writes = 0;
		expect(await repairStaleSummaries(listed)).toEqual(listed);
		expect(writes).toBe(0);

		await db()
			.matches.toCollection()
			.modify((match) => void (match.summary!.version = 1));
		const stale = await listMatches();
		await db().matches.delete(stale[1]!.id);
		expect((await repairStaleSummaries(stale)).map((m) => m.id)).toEqual([stale[0]!.id, stale[2]!.id]);
	});
});
