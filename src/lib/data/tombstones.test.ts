// Deleted stays deleted (docs/backup-format.md "Deletions"): a round deletion leaves a tombstone in
// the database, in backups and in transfers, and an older copy of the round does not bring it back.
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRules } from '$lib/state/backup.svelte';
import { applyImport, exportAll, exportMatch, planPayload, type ImportPlan } from './backup';
import { isProblem, type BackupFile } from './backup-format';
import type { MatchRules } from './backup-merge';
import { db, useDb } from './db';
import { hlcOf } from './hlc';
import {
	addRound,
	createMatch,
	deleteRound,
	getMatch,
	listRounds,
	purgeTrash,
	putRound,
	trashMatch,
	updateRound
} from './matches';
import { DAY, TRASH_DAYS } from './facts';
import { addPlayer } from './players';
import { createDb } from './schema';
import fixture from './fixtures/v1.json';

let dbCount = 0;
let rules: MatchRules;
beforeEach(async () => {
	rules = await matchRules();
	useDb(createDb(`tombstones-${++dbCount}`));
});

async function plan(file: BackupFile, choices?: Parameters<typeof planPayload>[2]): Promise<ImportPlan> {
	const result = await planPayload(JSON.parse(JSON.stringify(file)), rules, choices);
	if (isProblem(result)) throw new Error(result.code);
	return result;
}

/** A free-form match of Ana and Ben with rounds 5/5 and 6/6, as the steps start. */
async function fiveSix() {
	const ana = await addPlayer('Ana');
	const ben = await addPlayer('Ben');
	if (typeof ana === 'string' || typeof ben === 'string') throw new Error('names');
	const match = await createMatch({ gameId: 'freeform', playerIds: [ana.id, ben.id], config: {}, firstDealer: 0 });
	await addRound(match.id, { scores: [5, 5] });
	await addRound(match.id, { scores: [6, 6] });
	return match;
}

const later = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('a round deleted after the file was written', () => {
	it('stays deleted when the file is imported, and the preview says "round 2 stays deleted here"', async () => {
		const match = await fiveSix();
		const file = await exportAll();
		await later();
		const [, second] = await listRounds(match.id);
		await deleteRound(second!);
		const p = await plan(file);
		expect(p.rounds.added).toBe(0);
		expect(p.changes.map((c) => c.staysDeleted)).toEqual([[2]]);
		expect(await applyImport(p, rules)).toBeNull();
		expect((await listRounds(match.id)).map((r) => r.input)).toEqual([{ scores: [5, 5] }]);
		// Importing it again says the same and changes nothing.
		const again = await plan(file);
		expect(again.writes.rounds).toEqual([]);
		expect(again.changes.map((c) => c.staysDeleted)).toEqual([[2]]);
	});

	it('leaves a tombstone (round id, match id, when) that backups and one-match files carry', async () => {
		const match = await fiveSix();
		const [, second] = await listRounds(match.id);
		const before = Date.now();
		await deleteRound(second!);
		const stone = await db().tombstones.get(second!.id);
		expect(stone).toMatchObject({ id: second!.id, kind: 'round', matchId: match.id });
		expect(stone!.deletedAt).toBeGreaterThanOrEqual(before);
		const all = await exportAll();
		expect(all.deleted).toEqual([{ kind: 'round', id: second!.id, matchId: match.id, deletedAt: stone!.deletedAt }]);
		expect((await exportMatch(match.id))?.deleted).toEqual(all.deleted);
	});

	it('undoing the deletion (the round put back) removes the tombstone; redoing it leaves one again', async () => {
		const match = await fiveSix();
		const [, second] = await listRounds(match.id);
		await deleteRound(second!);
		await putRound(second!);
		expect(await db().tombstones.count()).toBe(0);
		await deleteRound(second!);
		expect(await db().tombstones.count()).toBe(1);
	});
});

describe('a tombstone from the file', () => {
	it('deletes the round here when this copy is not newer than the deletion, and names it', async () => {
		const match = await fiveSix();
		const other = await exportAll();
		const [, second] = await listRounds(match.id);
		// The other phone deletes round 2 and hands the match back.
		const file: BackupFile = {
			...other,
			rounds: other.rounds.filter((r) => r.id !== second!.id),
			deleted: [{ kind: 'round', id: second!.id, matchId: match.id, deletedAt: second!.updatedAt + 10 }]
		};
		const p = await plan(file);
		expect(p.changes.map((c) => c.deletedHere)).toEqual([[2]]);
		expect(p.rounds.deleted).toBe(1);
		expect(await applyImport(p, rules)).toBeNull();
		expect((await listRounds(match.id)).map((r) => r.input)).toEqual([{ scores: [5, 5] }]);
		expect(await db().tombstones.get(second!.id)).toMatchObject({ matchId: match.id });
	});

	it('keeps the round here when it was edited here after the deletion, and names it', async () => {
		const match = await fiveSix();
		const other = await exportAll();
		const [, second] = await listRounds(match.id);
		const file: BackupFile = {
			...other,
			rounds: other.rounds.filter((r) => r.id !== second!.id),
			deleted: [{ kind: 'round', id: second!.id, matchId: match.id, deletedAt: second!.updatedAt + 1 }]
		};
		await later();
		await updateRound(second!, { scores: [7, 7] });
		const p = await plan(file);
		expect(p.changes.map((c) => c.keptEdited)).toEqual([[2]]);
		expect(p.writes.rounds).toEqual([]);
		expect(await applyImport(p, rules)).toBeNull();
		expect(await listRounds(match.id)).toHaveLength(2);
		expect(await db().tombstones.count()).toBe(0);
	});
});

describe('a round edited on the other phone after it was deleted here', () => {
	async function conflict() {
		const match = await fiveSix();
		const [, second] = await listRounds(match.id);
		await deleteRound(second!);
		const stone = (await db().tombstones.get(second!.id))!;
		const file = (await exportMatch(match.id))!;
		const edited = { ...second!, input: { scores: [8, 8] }, updatedAt: stone.deletedAt + 5 };
		return { match, second: second!, file: { ...file, rounds: [...file.rounds, edited], deleted: [] } };
	}

	it('comes back: the later of a round and its deletion wins, and the preview says so', async () => {
		const { match, file } = await conflict();
		const back = await plan(file);
		expect(back.changes[0]?.restored).toEqual([2]);
		expect(back.rounds.added).toBe(1);
		expect(await applyImport(back, rules)).toBeNull();
		expect((await listRounds(match.id)).map((r) => r.input)).toEqual([{ scores: [5, 5] }, { scores: [8, 8] }]);
		expect(await db().tombstones.count()).toBe(0);
	});
});

describe('files written before tombstones', () => {
	it('a version 1 file (no "deleted") still imports, and a round deleted here stays deleted', async () => {
		const match = await fiveSix();
		const file = await exportAll();
		const { deleted: _deleted, ...v1 } = { ...file, version: 1 };
		await later();
		await deleteRound((await listRounds(match.id))[1]!);
		const p = await plan(v1 as BackupFile);
		expect(p.changes.map((c) => c.staysDeleted)).toEqual([[2]]);
	});

	it('a version 1 file as the previous format wrote it imports unchanged onto an empty device', async () => {
		const v1 = {
			format: 'tablekeeper-backup',
			version: 1,
			exportedAt: 1767230000000,
			players: fixture.players,
			matches: fixture.matches,
			rounds: fixture.rounds
		};
		const p = await plan(v1 as unknown as BackupFile);
		expect(p.ignored).toEqual([]);
		expect(await applyImport(p, rules)).toBeNull();
		const back = await exportAll();
		const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
		// Its times of last change come back as the stamps of their milliseconds (format 4).
		const stamped = <T extends { id: string; updatedAt: number }>(rows: readonly T[]) =>
			byId(rows.map((r) => ({ ...r, updatedAt: hlcOf(r.updatedAt) })));
		expect(byId(back.players)).toEqual(stamped(fixture.players));
		// A match's summary is a cache the device builds from its rounds; everything the file held is kept.
		const noSummary = (rows: readonly { id: string; summary?: unknown }[]) =>
			byId(rows.map(({ summary: _summary, ...m }) => m));
		expect(noSummary(back.matches)).toEqual(noSummary(stamped(fixture.matches)));
		expect(byId(back.rounds)).toEqual(stamped(fixture.rounds));
		expect(back.deleted).toEqual([]);
	});
});

describe('a match purged from the trash', () => {
	it("leaves one match tombstone; an older backup does not bring it back, a newer copy is the person's choice", async () => {
		const match = await fiveSix();
		const [, second] = await listRounds(match.id);
		await deleteRound(second!);
		const file = await exportAll();
		await trashMatch(match.id);
		const purgeAt = Date.now() + (TRASH_DAYS + 1) * DAY;
		const trashed = (await getMatch(match.id))!.deletedAt!;
		expect(await purgeTrash(purgeAt)).toBe(1);
		const stones = await db().tombstones.toArray();
		expect(stones).toEqual([{ id: match.id, kind: 'match', matchId: match.id, deletedAt: expect.any(Number) }]);
		// The purge is a write of this phone: stamped after the match went to the trash.
		const purged = stones[0]!.deletedAt;
		expect(purged).toBeGreaterThan(trashed);
		const p = await plan(file);
		expect(p.changes.map((c) => [c.ref.id, c.purged])).toEqual([[match.id, 'stays']]);
		expect(p.writes.matches).toEqual([]);
		const newer = { ...file, matches: [{ ...file.matches[0]!, updatedAt: purged + 1 }] };
		expect((await plan(newer)).changes.map((c) => c.purged)).toEqual(['conflict']);
		const back = await plan(newer, { revive: [match.id] });
		expect(back.changes.map((c) => c.purged)).toEqual(['revived']);
		expect(await applyImport(back, rules)).toBeNull();
		expect(await getMatch(match.id)).toBeDefined();
		expect((await listRounds(match.id)).map((r) => r.input)).toEqual([{ scores: [5, 5] }]);
		expect((await db().tombstones.toArray()).map((t) => t.kind)).toEqual(['round']);
	});
});

describe('a round id of another match here', () => {
	it('refuses the file naming the other match by its players, not "?"', async () => {
		const match = await fiveSix();
		const [first] = await listRounds(match.id);
		const file: BackupFile = {
			format: 'tablekeeper-backup',
			version: 2,
			exportedAt: 1,
			players: [
				{ id: 'cleo', name: 'Cleo', createdAt: 1, updatedAt: 1 },
				{ id: 'dan', name: 'Dan', createdAt: 1, updatedAt: 1 }
			],
			matches: [
				{
					id: 'theirs',
					gameId: 'freeform',
					status: 'active',
					createdAt: 1,
					updatedAt: 1,
					seats: [{ playerId: 'cleo' }, { playerId: 'dan' }],
					playerIds: ['cleo', 'dan'],
					config: {},
					firstDealer: 0
				}
			],
			rounds: [{ ...first!, matchId: 'theirs' }]
		};
		const result = await planPayload(file, rules);
		expect(result).toMatchObject({
			code: 'round-moved',
			match: { id: 'theirs', names: ['Cleo', 'Dan'] },
			other: { id: match.id, names: ['Ana', 'Ben'] }
		});
	});
});
