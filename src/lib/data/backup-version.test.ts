/**
 * The backup version rule: this app reads every earlier version (a version 1 file made of the v1
 * fixture's rows, a version 2 file), writes the newest, and an app that knows only an older
 * version refuses a newer file whole instead of reading it with its new fields dropped.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRules } from '$lib/state/backup.svelte';
import { applyImport, exportAll, planPayload } from './backup';
import { BACKUP_FORMAT, BACKUP_VERSION, checkPayload, checkVersion, isProblem, STAMPED_VERSION } from './backup-format';
import type { MatchRules } from './backup-merge';
import { useDb } from './db';
import { hlcOf } from './hlc';
import fixture from './fixtures/v1.json';
import { NOTE_MAX } from './facts';
import { getMatch, listRounds, putRound } from './matches';
import { createDb } from './schema';

let dbCount = 0;
let rules: MatchRules;
beforeEach(async () => {
	rules = await matchRules();
	useDb(createDb(`backup-version-${++dbCount}`));
});

/** A file as version 1 wrote it: the v1 fixture's rows, no tombstones, no notes. */
const v1File = () => ({
	format: BACKUP_FORMAT,
	version: 1,
	exportedAt: 1767230000000,
	players: fixture.players,
	matches: fixture.matches,
	rounds: fixture.rounds
});

async function importRaw(raw: unknown): Promise<void> {
	const plan = await planPayload(raw, rules);
	if (isProblem(plan)) throw new Error(plan.code);
	expect(await applyImport(plan, rules)).toBeNull();
}

describe('older files import into this app', () => {
	it('a version 1 file (the v1 fixture) imports whole', async () => {
		await importRaw(v1File());
		expect((await listRounds('m-1')).map((r) => r.id)).toEqual(['r-1', 'r-2']);
		expect((await getMatch('m-2'))?.startingScores).toEqual([10, 0]);
	});

	it('a version 2 file (tombstones, no notes) imports whole', async () => {
		const round = fixture.rounds[0]!;
		const tombstone = { kind: 'round', id: 'r-gone', matchId: round.matchId, deletedAt: 1767229300000 };
		await importRaw({ ...v1File(), version: 2, deleted: [tombstone] });
		expect((await listRounds('m-1')).map((r) => r.id)).toEqual(['r-1', 'r-2']);
		const file = await exportAll();
		expect(file.version).toBe(BACKUP_VERSION);
		expect(file.deleted?.map((t) => t.id)).toEqual(['r-gone']);
	});
});

describe('times of files before version 4 read as stamps', () => {
	const T = 1767229300000;
	const v3 = () => {
		const [player] = fixture.players;
		const [match] = fixture.matches;
		const [round] = fixture.rounds.filter((r) => r.matchId === match!.id);
		return {
			format: BACKUP_FORMAT,
			version: 3,
			exportedAt: T,
			players: fixture.players.map((p) => (p.id === player!.id ? { ...p, updatedAt: T + 1 } : p)),
			matches: [{ ...match!, updatedAt: T + 2, deletedAt: T + 3 }],
			rounds: [{ ...round!, updatedAt: T + 4 }],
			deleted: [{ kind: 'round', id: 'r-gone', matchId: match!.id, deletedAt: T + 5 }]
		};
	};

	it.each([1, 2, 3])('version %i: every updatedAt and deletedAt is the stamp of its millisecond', (version) => {
		const read = checkPayload({ ...v3(), version });
		if (isProblem(read)) throw new Error(read.code);
		expect(read.version).toBe(BACKUP_VERSION);
		expect(read.players.find((p) => p.id === fixture.players[0]!.id)?.updatedAt).toBe(hlcOf(T + 1));
		expect([read.matches[0]?.updatedAt, read.matches[0]?.deletedAt]).toEqual([hlcOf(T + 2), hlcOf(T + 3)]);
		expect(read.matches[0]?.createdAt).toBe(fixture.matches[0]!.createdAt);
		expect(read.rounds[0]?.updatedAt).toBe(hlcOf(T + 4));
		expect(read.deleted).toEqual(version === 1 ? [] : [expect.objectContaining({ deletedAt: hlcOf(T + 5) })]);
	});

	it('version 4: stamps are read as they are, and a checked file checks again unchanged', () => {
		const read = checkPayload({ ...v3(), version: 4 });
		if (isProblem(read)) throw new Error(read.code);
		expect(read.rounds[0]?.updatedAt).toBe(T + 4);
		const converted = checkPayload(v3());
		if (isProblem(converted)) throw new Error(converted.code);
		expect(checkPayload(converted)).toEqual(converted);
	});

	it('an edit made here after importing a version 3 file wins over that file when it comes again', async () => {
		await importRaw(v3());
		const here = (await listRounds(fixture.matches[0]!.id))[0]!;
		expect(here.updatedAt).toBe(hlcOf(T + 4));
		await putRound({ ...here, input: { scores: [1, 1, 1] } });
		const plan = await planPayload(v3(), rules);
		if (isProblem(plan)) throw new Error(plan.code);
		expect(plan.rounds.replaced).toBe(0);
	});
});

describe('a newer file in an older app', () => {
	it('this app writes version 5 (club nights); version 4 was the first whose updatedAt and deletedAt are clock stamps', () => {
		expect(BACKUP_VERSION).toBe(5);
		expect(STAMPED_VERSION).toBe(4);
	});

	it('is refused whole by a build that knows only version 2, naming the version', async () => {
		await importRaw(v1File());
		const match = (await getMatch('m-1'))!;
		const withNote = { ...(await exportAll()), matches: [{ ...match, note: 'Misdeal, redealt' }] };
		expect(checkPayload(withNote, 2)).toEqual({ code: 'future-version', values: { version: 5 } });
		expect(checkPayload(withNote, 3)).toEqual({ code: 'future-version', values: { version: 5 } });
		expect(checkPayload(withNote, 4)).toEqual({ code: 'future-version', values: { version: 5 } });
		const read = checkPayload(withNote);
		if (isProblem(read)) throw new Error(read.code);
		expect(read.matches[0]!.note).toBe('Misdeal, redealt');
	});

	it.each([
		[1, 2, null],
		[2, 2, null],
		[3, 2, 'future-version'],
		[3, 3, null],
		[4, 3, 'future-version'],
		[4, 4, null],
		[5, 4, 'future-version'],
		[5, 5, null],
		[6, 5, 'future-version'],
		[0, 3, 'old-version'],
		[2.5, 3, 'old-version']
	] as const)('version %s in an app that knows up to %s: %s', (version, newest, code) => {
		expect(checkVersion(version, newest)?.code ?? null).toBe(code);
	});
});

describe('a note on a deal in a backup', () => {
	async function withDealNote() {
		await importRaw(v1File());
		const [first] = await listRounds('m-1');
		await putRound({ ...first!, note: 'Paul reneged, penalty agreed', updatedAt: first!.updatedAt + 1 });
		return exportAll();
	}

	it('goes out in a version 5 file and comes back', async () => {
		const file = await withDealNote();
		expect(file.version).toBe(5);
		expect(file.rounds.find((r) => r.id === 'r-1')?.note).toBe('Paul reneged, penalty agreed');
		useDb(createDb(`backup-version-${++dbCount}`));
		await importRaw(JSON.parse(JSON.stringify(file)));
		expect((await listRounds('m-1')).map((r) => r.note)).toEqual(['Paul reneged, penalty agreed', undefined]);
	});

	it('a round that differs only by its later note is a changed round, and the note is taken', async () => {
		const file = await withDealNote();
		useDb(createDb(`backup-version-${++dbCount}`));
		await importRaw(v1File());
		const plan = await planPayload(JSON.parse(JSON.stringify(file)), rules);
		if (isProblem(plan)) throw new Error(plan.code);
		expect(plan.rounds).toMatchObject({ added: 0, replaced: 1 });
		expect(await applyImport(plan, rules)).toBeNull();
		expect((await listRounds('m-1'))[0]?.note).toBe('Paul reneged, penalty agreed');
	});

	it.each([
		['too long', 'x'.repeat(NOTE_MAX + 1)],
		['not text', 42],
		['an object', { text: 'x' }]
	])('a note %s is refused, naming where', async (_, note) => {
		const file = await withDealNote();
		const bad = { ...file, rounds: [{ ...file.rounds[0]!, note }, ...file.rounds.slice(1)] };
		expect(checkPayload(bad)).toEqual({ code: 'invalid', values: { path: 'rounds.0.note' } });
	});
});
