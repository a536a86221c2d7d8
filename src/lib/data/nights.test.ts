// Club nights in storage (issue 41): one record a night, changed in one transaction with a later
// stamp each time, its tables' matches created with their players and first report together.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Night } from '$lib/engine/club/night';
import { fridayNight } from './test-night';
import { db, useDb } from './db';
import { getMatch } from './matches';
import { listPlayers, addPlayer } from './players';
import {
	changeNight,
	createNight,
	endNight,
	getNight,
	listNights,
	nightOfMatch,
	openTableMatch,
	saveReport,
	trashNight
} from './nights';
import { createDb } from './schema';

let n = 0;
beforeEach(() => useDb(createDb(`nights-${++n}`)));

const NIGHT: Night = fridayNight({ target: 10 });
const SPEC = { gameId: 'freeform', config: { target: 10 }, firstDealer: 0 };

describe('nights', () => {
	it('creates a running night, lists it, and each change moves its stamp later', async () => {
		const night = await createNight(NIGHT);
		expect(night).toMatchObject({ ...NIGHT, status: 'running' });
		expect((await listNights()).map((x) => x.id)).toEqual([night.id]);
		const changed = await changeNight(night.id, (x) => ({ ...x, entrants: x.entrants.slice(0, 2) }));
		expect(changed!.updatedAt).toBeGreaterThan(night.updatedAt);
		expect((await getNight(night.id))!.entrants.map((e) => e.name)).toEqual(['Ana', 'Bo']);
	});

	it('a change that returns null writes nothing', async () => {
		const night = await createNight(NIGHT);
		expect(await changeNight(night.id, () => null)).toBeUndefined();
		expect((await getNight(night.id))!.updatedAt).toBe(night.updatedAt);
	});

	it('opens a table once: its match, its players matched by name, its first report', async () => {
		const ana = await addPlayer('ana');
		const night = await createNight(NIGHT);
		const at = { round: 1, table: 1, entrants: 2 };
		const id = await openTableMatch(night.id, at, ['Ana', 'Bo'], SPEC);
		const match = await getMatch(id!);
		expect(match).toMatchObject({ gameId: 'freeform', config: { target: 10 } });
		// "ana" on this phone is Ana: one player, not two.
		expect(match!.seats[0]!.playerId).toBe(typeof ana === 'string' ? '' : ana.id);
		expect((await listPlayers()).map((p) => p.name).sort()).toEqual(['Bo', 'ana']);
		expect((await getNight(night.id))!.reports).toEqual([
			{ round: 1, table: 1, matchId: id, totals: [0, 0], deals: 0, finished: false }
		]);
		expect(await openTableMatch(night.id, at, ['Ana', 'Bo'], SPEC)).toBe(id);
		expect(await db().matches.count()).toBe(1);
		expect(await nightOfMatch(id!)).toMatchObject({ night: { id: night.id }, report: { table: 1 } });
	});

	it('stores a table report in place of the old one; an equal report writes nothing', async () => {
		const night = await createNight(NIGHT);
		const report = { round: 1, table: 2, matchId: 'm', totals: [3, 5], deals: 1, finished: false };
		const first = await saveReport(night.id, report);
		expect(first!.reports).toEqual([report]);
		expect(await saveReport(night.id, report)).toBeUndefined();
		const second = await saveReport(night.id, { ...report, totals: [3, 12], deals: 2, finished: true });
		expect(second!.reports).toEqual([{ ...report, totals: [3, 12], deals: 2, finished: true }]);
	});

	it('ends a night once, and a trashed night leaves the list', async () => {
		const night = await createNight(NIGHT);
		await endNight(night.id);
		const ended = (await getNight(night.id))!;
		expect(ended.status).toBe('ended');
		expect(ended.endedAt).toBeTypeOf('number');
		await endNight(night.id);
		expect((await getNight(night.id))!.updatedAt).toBe(ended.updatedAt);
		await trashNight(night.id);
		expect(await listNights()).toEqual([]);
	});
});
