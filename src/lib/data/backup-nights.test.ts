// Club nights in a backup (issue 41, docs/backup-format.md "Club nights"): exported with their
// tables' matches, imported with a preview, merged by the rules matches follow, and a hostile
// night refused whole with the backup's own problems.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Night } from '$lib/engine/club/night';
import { fridayNight } from './test-night';
import { loadGame } from '$lib/engine/registry';
import { matchRules } from '$lib/state/backup.svelte';
import { applyImport, exportAll, planPayload, type ImportPlan } from './backup';
import { BACKUP_FORMAT, checkPayload, isProblem, type BackupFile } from './backup-format';
import type { MatchRules } from './backup-merge';
import { db, useDb } from './db';
import { hlcOf, wallOf } from './hlc';
import { getMatch } from './matches';
import { createNight, endNight, getNight, listNights, openTableMatch, saveReport, trashNight } from './nights';
import { createDb, type NightRecord } from './schema';

let n = 0;
let rules: MatchRules;
/** Cooncan's house options for a table of two, which its rules accept. */
let cooncanOptions: unknown;
beforeAll(async () => {
	cooncanOptions = (await loadGame('cooncan')).defaultConfig(2);
});
beforeEach(async () => {
	rules = await matchRules();
	useDb(createDb(`backup-nights-${++n}`));
});

const NIGHT: Night = fridayNight({ winner: 'high', target: 10, rounds: null });
const SPEC = { gameId: 'freeform', config: { winner: 'high', target: 10, rounds: null }, firstDealer: 0 };

/** A night with both tables of round 1 opened (their matches made) and table 1's report saved. */
async function playedNight(): Promise<NightRecord> {
	const night = await createNight(NIGHT);
	await openTableMatch(night.id, { round: 1, table: 1, entrants: 2 }, ['Ana', 'Bo'], SPEC);
	const second = await openTableMatch(night.id, { round: 1, table: 2, entrants: 2 }, ['Cy', 'Di'], SPEC);
	const first = (await getNight(night.id))!.reports.find((r) => r.table === 1)!;
	await saveReport(night.id, { ...first, totals: [7, 3], deals: 2 });
	expect(second).toBeDefined();
	return (await getNight(night.id))!;
}

async function plan(raw: unknown): Promise<ImportPlan> {
	const planned = await planPayload(raw, rules);
	if (isProblem(planned)) throw new Error(`${planned.code} ${JSON.stringify(planned.values)}`);
	return planned;
}

async function importRaw(raw: unknown): Promise<ImportPlan> {
	const planned = await plan(raw);
	expect(await applyImport(planned, rules)).toBeNull();
	return planned;
}

/** A fresh, empty database (another phone). */
const newPhone = () => useDb(createDb(`backup-nights-${++n}`));

describe('export and import', () => {
	it('a night goes out with its tables and comes back whole on an empty phone; again, nothing changes', async () => {
		const night = await playedNight();
		await endNight(night.id);
		const ended = (await getNight(night.id))!;
		const file = JSON.parse(JSON.stringify(await exportAll())) as BackupFile;
		expect(file.nights?.map((x) => x.id)).toEqual([night.id]);

		newPhone();
		const first = await importRaw(file);
		expect(first.nights).toEqual({ added: 1, updated: 0, unchanged: 0 });
		expect(await getNight(night.id)).toEqual(ended);
		for (const report of ended.reports) expect(await getMatch(report.matchId)).toBeDefined();
		expect((await listNights()).map((x) => x.id)).toEqual([night.id]);

		const again = await importRaw(file);
		expect(again.nights).toEqual({ added: 0, updated: 0, unchanged: 1 });
		expect(again.writes.nights).toEqual([]);
	});

	it('a night in the trash travels in the trash, dated from the import', async () => {
		const night = await playedNight();
		await trashNight(night.id);
		const file = await exportAll();
		newPhone();
		await importRaw(file);
		const here = (await getNight(night.id))!;
		expect(here.deletedAt).toBeDefined();
		expect(wallOf(here.deletedAt!)).toBeGreaterThanOrEqual(file.exportedAt - 1000);
		expect(await listNights()).toEqual([]);
	});

	it('a file whose nights are empty counts none', async () => {
		await playedNight();
		const file = await exportAll();
		const planned = await plan({ ...file, nights: [] });
		expect(planned.nights).toEqual({ added: 0, updated: 0, unchanged: 0 });
	});
});

describe('a night on both phones merges by the rules matches follow', () => {
	/** The phone's night and the file's copy of it, changed on each side as the row says. */
	async function bothSides(change: {
		here?: (night: NightRecord) => Partial<NightRecord>;
		file?: (night: NightRecord) => Partial<NightRecord>;
	}) {
		const night = await playedNight();
		const file = await exportAll();
		const stored = (await getNight(night.id))!;
		const there: NightRecord = { ...stored, ...change.file?.(stored) };
		const here: NightRecord = { ...stored, ...change.here?.(stored) };
		await db().nights.put(here);
		return { file: { ...file, nights: [there] }, here, there };
	}
	const rename = (name: string, later: number) => (x: NightRecord) => ({
		settings: { ...x.settings, name },
		updatedAt: x.updatedAt + later
	});

	it.each([
		{
			row: 'the file renamed it later: the file wins',
			change: { here: rename('Here', 1), file: rename('There', 2) },
			counts: { added: 0, updated: 1, unchanged: 0 },
			name: 'There'
		},
		{
			row: 'this phone renamed it later: it stays',
			change: { here: rename('Here', 2), file: rename('There', 1) },
			counts: { added: 0, updated: 0, unchanged: 1 },
			name: 'Here'
		},
		{
			row: 'the same stamp: this phone stays',
			change: { here: rename('Here', 1), file: rename('There', 1) },
			counts: { added: 0, updated: 0, unchanged: 1 },
			name: 'Here'
		},
		{
			row: 'both alike: unchanged',
			change: {},
			counts: { added: 0, updated: 0, unchanged: 1 },
			name: 'Friday'
		}
	])('$row', async ({ change, counts, name }) => {
		const { file } = await bothSides(change);
		const planned = await importRaw(file);
		expect(planned.nights).toEqual(counts);
		expect((await getNight(file.nights[0]!.id))?.settings.name).toBe(name);
	});

	it("a later copy without a table's report keeps the report this phone has (no table's match is lost)", async () => {
		const { file, here } = await bothSides({
			file: (x) => ({ reports: x.reports.filter((r) => r.table === 1), updatedAt: x.updatedAt + 5 })
		});
		const planned = await importRaw(file);
		expect(planned.nights.updated).toBe(1);
		const after = (await getNight(here.id))!;
		expect(after.reports.map((r) => r.table).sort()).toEqual([1, 2]);
		expect(after.updatedAt).toBeGreaterThan(here.updatedAt);
	});

	it('a night in the trash here stays there; the trash in the file puts it in the trash here', async () => {
		const inTrashHere = await bothSides({ here: () => ({ deletedAt: hlcOf(5) }), file: rename('There', 3) });
		await importRaw(inTrashHere.file);
		const kept = (await getNight(inTrashHere.here.id))!;
		expect(kept.deletedAt).toBe(hlcOf(5));
		expect(kept.settings.name).toBe('There');

		newPhone();
		const inTrashThere = await bothSides({ file: (x) => ({ deletedAt: x.updatedAt }) });
		const planned = await importRaw(inTrashThere.file);
		expect(planned.nights.updated).toBe(1);
		expect((await getNight(inTrashThere.here.id))?.deletedAt).toBeDefined();
	});
});

describe('hostile nights are refused whole, nothing written', () => {
	type Edit = (night: Record<string, unknown>, file: BackupFile) => unknown;
	const set =
		(patch: Record<string, unknown>): Edit =>
		(night) => ({ ...night, ...patch });
	const many = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));

	it.each<{ row: string; edit: Edit; code: string; path?: string }>([
		{
			row: 'a name that is a number',
			edit: set({ settings: { ...NIGHT.settings, name: 7 } }),
			code: 'invalid',
			path: 'nights.0.settings.name'
		},
		{ row: 'an unknown status', edit: set({ status: 'paused' }), code: 'invalid', path: 'nights.0.status' },
		{
			row: 'a report whose totals are text',
			edit: (x) => ({ ...x, reports: [{ ...(x.reports as object[])[0], totals: ['7', '3'] }] }),
			code: 'invalid',
			path: 'nights.0.reports.0.totals.0'
		},
		{
			row: 'a total out of range',
			edit: (x) => ({ ...x, reports: [{ ...(x.reports as object[])[0], totals: [1e12, 0] }] }),
			code: 'out-of-range',
			path: 'nights.0.reports.0.totals.0'
		},
		{
			row: 'a stamp that is not a whole number',
			edit: set({ updatedAt: 1.5 }),
			code: 'invalid',
			path: 'nights.0.updatedAt'
		},
		{
			row: 'house options nested too deeply',
			edit: set({ settings: { ...NIGHT.settings, config: JSON.parse('['.repeat(20) + ']'.repeat(20)) } }),
			code: 'too-deep',
			path: 'nights.0.settings.config'
		},
		{
			row: 'an entrant named like no stored player',
			edit: set({ entrants: [{ id: 'e1', name: 'A', players: ['  A  '] }] }),
			code: 'bad-name',
			path: 'nights.0.entrants.0.players.0'
		},
		{
			row: '501 entrants',
			edit: set({ entrants: many(501, (i) => ({ id: `e${i}`, name: `P${i}`, players: [`P${i}`] })) }),
			code: 'invalid',
			path: 'nights.0.entrants'
		},
		{
			row: '10,001 reports',
			edit: set({
				reports: many(10_001, (i) => ({
					round: 1,
					table: 1,
					matchId: `x${i}`,
					totals: [0, 0],
					deals: 0,
					finished: false
				}))
			}),
			code: 'invalid',
			path: 'nights.0.reports'
		},
		{
			row: 'a round seating someone who is no entrant',
			edit: (x) => ({
				...x,
				rounds: [{ ...NIGHT.rounds[0]!, plan: { tables: [['e1', 'zz']], sitOut: [], repeats: 0 } }]
			}),
			code: 'invalid',
			path: 'nights.0'
		},
		{
			row: 'rounds not numbered in order',
			edit: set({ rounds: [{ ...NIGHT.rounds[0]!, number: 2 }] }),
			code: 'invalid',
			path: 'nights.0'
		},
		{
			row: 'a report of a table no round drew',
			edit: (x) => ({ ...x, reports: [{ ...(x.reports as object[])[0], table: 9 }] }),
			code: 'invalid',
			path: 'nights.0'
		},
		{
			row: 'two reports of one match',
			edit: (x) => ({ ...x, reports: (x.reports as { matchId: string }[]).map((r) => ({ ...r, matchId: 'same' })) }),
			code: 'invalid',
			path: 'nights.0'
		},
		{
			row: 'house options the game refuses',
			edit: set({ settings: { ...NIGHT.settings, config: { winner: 'high', target: 100, rounds: 5 } } }),
			code: 'invalid',
			path: 'nights.0.settings.config'
		},
		{
			row: 'a game this app does not have',
			edit: set({ settings: { ...NIGHT.settings, gameId: 'poker' } }),
			code: 'unknown-game'
		},
		{
			row: "a table's match in neither the file nor the phone",
			edit: (x) => ({ ...x, reports: [{ ...(x.reports as object[])[0], matchId: 'nowhere' }] }),
			code: 'missing-reference'
		},
		{
			row: "a table's match of another game",
			edit: (x) => ({ ...x, settings: { ...NIGHT.settings, gameId: 'cooncan', config: cooncanOptions } }),
			code: 'invalid',
			path: 'nights.0.reports.0.matchId'
		},
		{
			row: 'the same night twice',
			edit: (x, file) => {
				file.nights!.push({ ...(x as unknown as NightRecord) });
				return x;
			},
			code: 'duplicate-id'
		}
	])('$row', async ({ edit, code, path }) => {
		await playedNight();
		const file = JSON.parse(JSON.stringify(await exportAll())) as BackupFile;
		newPhone();
		file.nights![0] = edit(file.nights![0] as unknown as Record<string, unknown>, file) as NightRecord;
		const planned = await planPayload(file, rules);
		expect(isProblem(planned) && planned.code).toBe(code);
		if (path !== undefined && isProblem(planned)) expect(planned.values?.path).toBe(path);
		expect(await db().nights.count()).toBe(0);
		expect(await db().matches.count()).toBe(0);
	});

	it('a night stamped more than a day ahead is set aside, listed, and not written', async () => {
		await playedNight();
		const file = await exportAll();
		newPhone();
		const ahead = hlcOf(Date.now() + 3 * 86_400_000);
		const planned = await importRaw({ ...file, nights: [{ ...file.nights![0]!, updatedAt: ahead }] });
		expect(planned.future).toEqual([expect.objectContaining({ kind: 'night', name: 'Friday' })]);
		expect(planned.nights).toEqual({ added: 0, updated: 0, unchanged: 0 });
		expect(await db().nights.count()).toBe(0);
		expect(await db().matches.count()).toBe(2);
	});
});

describe('older files', () => {
	it('a version 4 file (no nights) imports its matches; a `nights` in it is not read but named', async () => {
		const night = await playedNight();
		const file = await exportAll();
		newPhone();
		const planned = await importRaw({ ...file, format: BACKUP_FORMAT, version: 4 });
		expect(planned.ignored).toContain('nights');
		expect(planned.nights).toEqual({ added: 0, updated: 0, unchanged: 0 });
		expect(await db().matches.count()).toBe(2);
		expect(await getNight(night.id)).toBeUndefined();
	});

	it('an app that reads only version 4 refuses a version 5 file whole', () => {
		const read = checkPayload(
			{ format: BACKUP_FORMAT, version: 5, exportedAt: 1, players: [], matches: [], rounds: [] },
			4
		);
		expect(isProblem(read) && read.code).toBe('future-version');
	});
});
