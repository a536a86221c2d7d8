// A club night's room in memory: the organiser shares the plan, a table's phone reads it and
// reports, the organiser's standings follow; reports that do not fit the plan are kept out with
// their reason; a table's entries never reach the plan or another table; a table cut off keeps
// reporting and catches up; nothing a table writes throws on the other phones.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { nightStandings } from '$lib/engine/club/night';
import { sealEntry } from '../live/sealer';
import { REPORTS } from './night-doc';
import { mergeRemote } from './night-remote';
import { link, NIGHT, nightPhone, newSeal, reconnect, report, settle } from './test-night';
import { tablePart } from '$lib/sync/night-parts.js';

async function room() {
	const seal = await newSeal();
	const organiser = nightPhone(seal, { kind: 'organiser' });
	organiser.bridge.local(NIGHT);
	const table = nightPhone(seal, { kind: 'table', table: 1 });
	const viewer = nightPhone(seal, { kind: 'viewer' });
	const phones = [organiser, table, viewer];
	link(phones);
	reconnect(organiser, [table, viewer]);
	await settle(phones);
	return { seal, organiser, table, viewer, phones };
}

describe('a club night’s room', () => {
	it('gives every phone the plan, and the organiser each table’s report', async () => {
		const { organiser, table, viewer, phones } = await room();
		expect(table.bridge.read().night).toEqual(NIGHT);
		expect(viewer.bridge.read().night).toEqual(NIGHT);

		table.bridge.local({ ...NIGHT, reports: [report(1, [162, 0], 1, true)] });
		await settle(phones);
		const reading = organiser.readings.at(-1)!;
		expect(reading.refused).toEqual([]);
		const merged = mergeRemote(NIGHT, reading, { kind: 'organiser' })!;
		expect(merged.reports).toEqual([report(1, [162, 0], 1, true)]);
		expect(nightStandings(merged).find((s) => s.entrant === 'ann')).toMatchObject({ played: 1, won: 1 });
		// A viewer writes nothing, and the organiser's plan written again unchanged adds nothing.
		expect(viewer.bridge.local(merged)).toBe(false);
		expect(organiser.bridge.local(merged)).toBe(false);
	});

	it('keeps out reports that do not fit the plan, each with its reason, and never throws', async () => {
		const { organiser, table, phones } = await room();
		const doc = table.transport.table(1);
		const push = (value: unknown) => doc.getArray(REPORTS).push([{ at: 1_800_000_000_000, value }]);
		push({ ...report(1, [1, 2]), round: 4 });
		push({ ...report(2, [1, 2]), round: 2 });
		push('not a report');
		table.transport
			.table(3)
			.getArray(REPORTS)
			.push([{ at: 1, value: report(3, [5, 5]) }]);
		table.transport
			.table(2)
			.getArray(REPORTS)
			.push([{ at: 1, value: report(2, [5, 5, 5]) }]);
		await settle(phones);
		const { night, refused } = organiser.bridge.read();
		expect(night?.reports).toEqual([]);
		expect(refused).toEqual(
			expect.arrayContaining([
				{ table: 1, round: 4, reason: 'no-round' },
				{ table: 1, round: 2, reason: 'wrong-table' },
				{ table: 1, round: null, reason: 'malformed' },
				{ table: 2, round: 1, reason: 'totals-do-not-fit' },
				{ table: 3, round: 1, reason: 'no-table' }
			])
		);
	});

	it('reads a table’s entries into that table only, whatever they hold', async () => {
		const { seal, organiser, table, phones } = await room();
		// A modified app seals an update of the night's settings into its table's array.
		const forged = new Y.Doc();
		forged.getArray('settings').push([{ at: 9_000_000_000_000, value: { ...NIGHT.settings, name: 'Mine' } }]);
		forged.getArray(REPORTS).push([{ at: 1, value: report(2, [9, 9]) }]);
		const entry = await sealEntry(seal, 'update', Y.encodeStateAsUpdate(forged));
		table.outer.getArray(tablePart(1)).push([entry]);
		await settle(phones);
		const { night, refused } = organiser.bridge.read();
		expect(night?.settings.name).toBe('Thursday belote');
		expect(night?.reports).toEqual([]);
		expect(refused).toEqual([{ table: 1, round: 1, reason: 'wrong-table' }]);
	});

	it('lets a table cut off keep reporting, and the organiser catch up when it returns', async () => {
		const { organiser, table, viewer, phones } = await room();
		table.offline = true;
		for (const deals of [1, 2, 3]) table.bridge.local({ ...NIGHT, reports: [report(1, [20 * deals, 10], deals)] });
		await settle(phones);
		expect(organiser.bridge.read().night?.reports).toEqual([]);
		reconnect(table, [organiser, viewer]);
		await settle(phones);
		expect(organiser.bridge.read().night?.reports).toEqual([report(1, [60, 10], 3)]);
		expect(viewer.bridge.read().night?.reports).toEqual([report(1, [60, 10], 3)]);
	});

	it('merges as each phone’s authority: the organiser keeps its plan, a table its reports', () => {
		const theirs = report(2, [3, 4]);
		const reading = {
			night: { ...NIGHT, settings: { ...NIGHT.settings, name: 'Other' }, reports: [report(1, [0, 0]), theirs] },
			refused: []
		};
		const mine = { ...NIGHT, reports: [report(1, [50, 40], 2)] };
		expect(mergeRemote(mine, reading, { kind: 'organiser' })).toEqual({
			...mine,
			reports: [report(1, [0, 0]), theirs]
		});
		expect(mergeRemote(mine, reading, { kind: 'table', table: 1 })).toEqual({
			...reading.night,
			reports: [report(1, [50, 40], 2), theirs]
		});
		expect(mergeRemote(reading.night, reading, { kind: 'viewer' })).toBeNull();
		expect(mergeRemote(mine, { night: null, refused: [] }, { kind: 'viewer' })).toBeNull();
	});
});
