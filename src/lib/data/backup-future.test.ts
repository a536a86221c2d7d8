// Entries of a file or QR code stamped more than a day ahead of this phone (issue 40 point 1): shown
// in the preview with their date, never written, never shown to the clock; what is kept is.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchRules } from '$lib/state/backup.svelte';
import { applyImport, exportMatch, planPayload } from './backup';
import { isProblem, type BackupFile } from './backup-format';
import type { MatchRules } from './backup-merge';
import { PhoneClock, useClock } from './clock';
import { useDb } from './db';
import { hlcOf, MAX_DRIFT, wallOf } from './hlc';
import { getMatch, listRounds, startMatch, writeRound } from './matches';
import { createDb } from './schema';
import { newStamp } from './stamp';

let dbCount = 0;
let rules: MatchRules;
const HOUR = 3_600_000;

beforeEach(async () => {
	rules = await matchRules();
	useDb(createDb(`backup-future-${++dbCount}`));
	useClock(new PhoneClock(Date.now, () => null));
});
afterEach(() => useClock(null));

/** A match of two players with two rounds, exported, then the device emptied. */
async function exported(): Promise<BackupFile> {
	const { match } = await startMatch(['Ana', 'Ben'], {
		gameId: 'freeform',
		config: { winner: 'high', target: 1000, rounds: null },
		firstDealer: 0
	});
	for (const id of ['r1', 'r2']) {
		const at = newStamp();
		await writeRound({
			matchId: match.id,
			put: { id, matchId: match.id, order: 0, input: { scores: [1, 2] }, createdAt: Date.now(), updatedAt: at }
		});
	}
	const file = JSON.parse(JSON.stringify(await exportMatch(match.id))) as BackupFile;
	useDb(createDb(`backup-future-${++dbCount}`));
	return file;
}

const ahead = (ms: number) => hlcOf(Date.now() + ms);

describe('entries stamped far in the future', () => {
	it('a round two days ahead is listed with its date and not written; the rest imports', async () => {
		const file = await exported();
		const far = ahead(2 * MAX_DRIFT);
		const rounds = file.rounds.map((r) => (r.id === 'r2' ? { ...r, input: { scores: [9, 9] }, updatedAt: far } : r));
		const plan = await planPayload({ ...file, rounds }, rules);
		if (isProblem(plan)) throw new Error(plan.code);
		expect(plan.future).toEqual([
			{ kind: 'round', id: 'r2', match: expect.objectContaining({ id: file.matches[0]!.id }), at: wallOf(far) }
		]);
		expect(plan.rounds.added).toBe(1);
		expect(await applyImport(plan, rules)).toBeNull();
		expect((await listRounds(file.matches[0]!.id)).map((r) => r.id)).toEqual(['r1']);
		// The clock did not move to it: a write made now is stamped now, not after that future.
		expect(wallOf(newStamp())).toBeLessThan(Date.now() + HOUR);
	});

	it('a match ahead takes its rounds with it, a player ahead that seats it too; neither is written', async () => {
		const file = await exported();
		const far = ahead(MAX_DRIFT + HOUR);
		const matchAhead = await planPayload({ ...file, matches: [{ ...file.matches[0]!, updatedAt: far }] }, rules);
		if (isProblem(matchAhead)) throw new Error(matchAhead.code);
		expect(matchAhead.future.map((e) => e.kind)).toEqual(['match']);
		expect(matchAhead.writes.rounds).toEqual([]);
		const players = file.players.map((p, i) => (i === 0 ? { ...p, updatedAt: far } : p));
		const playerAhead = await planPayload({ ...file, players }, rules);
		if (isProblem(playerAhead)) throw new Error(playerAhead.code);
		expect(playerAhead.future.map((e) => [e.kind, e.name ?? e.match?.id])).toEqual([
			['player', 'Ana'],
			['match', file.matches[0]!.id]
		]);
		expect(await applyImport(playerAhead, rules)).toBeNull();
		expect(await getMatch(file.matches[0]!.id)).toBeUndefined();
	});

	it('a deletion ahead is not obeyed: the round stays', async () => {
		const file = await exported();
		const deleted = [
			{ kind: 'round' as const, id: 'r1', matchId: file.matches[0]!.id, deletedAt: ahead(3 * MAX_DRIFT) }
		];
		const plan = await planPayload({ ...file, rounds: file.rounds.filter((r) => r.id !== 'r1'), deleted }, rules);
		if (isProblem(plan)) throw new Error(plan.code);
		expect(plan.future.map((e) => [e.kind, e.id])).toEqual([['deletion', 'r1']]);
		expect(plan.writes.tombstones).toEqual([]);
	});

	it('a stamp within a day ahead is kept, and the clock moves past it: an edit made here afterwards is later', async () => {
		const file = await exported();
		const soon = ahead(2 * HOUR);
		const rounds = file.rounds.map((r) => (r.id === 'r2' ? { ...r, updatedAt: soon } : r));
		const plan = await planPayload({ ...file, rounds }, rules);
		if (isProblem(plan)) throw new Error(plan.code);
		expect(plan.future).toEqual([]);
		expect(await applyImport(plan, rules)).toBeNull();
		expect(newStamp()).toBeGreaterThan(soon);
	});
});
