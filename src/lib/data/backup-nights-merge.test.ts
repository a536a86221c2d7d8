// The merge of a club night on both sides (backup-nights.ts) against generated pairs of copies:
// whatever the pair, the later copy's night wins, no table's report of either side is lost, a
// night in the trash here stays there, and importing the same copy again changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableReport } from '$lib/engine/club/night';
import { mergeNights } from './backup-nights';
import { hlcOf } from './hlc';
import type { NightRecord } from './schema';

const AT = 2_000_000;
const TABLES = [
	[1, 1],
	[1, 2],
	[2, 1],
	[2, 2]
] as const;

/** One table's report; a table's match is the same on both sides (it was opened once). */
const report = ([round, table]: readonly [number, number], deals: number): TableReport => ({
	round,
	table,
	matchId: `m${round}-${table}`,
	totals: [deals, 10 - deals],
	deals,
	finished: deals > 5
});

const arbCopy = fc.record({
	name: fc.constantFrom('Friday', 'Friday club', 'Vendredi'),
	updatedAt: fc.integer({ min: 1, max: 50 }),
	deletedAt: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
	status: fc.constantFrom<NightRecord['status']>('running', 'ended'),
	reports: fc.subarray(TABLES.map((_, i) => i)),
	deals: fc.integer({ min: 0, max: 9 })
});
type Copy = typeof arbCopy extends fc.Arbitrary<infer T> ? T : never;

function night(copy: Copy): NightRecord {
	const record: NightRecord = {
		id: 'n1',
		status: copy.status,
		createdAt: 1,
		updatedAt: copy.updatedAt,
		settings: {
			name: copy.name,
			date: '2026-11-27',
			gameId: 'freeform',
			config: {},
			teams: false,
			format: { kind: 'swiss', rounds: 2 },
			counting: { rule: 'match-points', direction: 'high' },
			seats: 2,
			minSeats: 2
		},
		entrants: ['e1', 'e2', 'e3', 'e4'].map((id) => ({ id, name: id, players: [id] })),
		rounds: [1, 2].map((number) => ({
			number,
			seed: number,
			plan: {
				tables: [
					['e1', 'e2'],
					['e3', 'e4']
				],
				sitOut: [],
				repeats: 0
			},
			confirmed: true
		})),
		reports: copy.reports.map((i) => report(TABLES[i]!, copy.deals))
	};
	if (copy.deletedAt !== undefined) record.deletedAt = copy.deletedAt;
	return record;
}

const merge = (here: NightRecord | undefined, there: NightRecord) =>
	mergeNights([there], { nights: new Map(here ? [[here.id, here]] : []) }, AT);

describe('generated pairs of a night', () => {
	it('the later copy wins, no report is lost, the trash here holds, and a second import changes nothing', () => {
		fc.assert(
			fc.property(arbCopy, arbCopy, (a, b) => {
				const here = night(a);
				const there = night(b);
				const { counts, writes } = merge(here, there);
				const after = writes[0] ?? here;
				expect(counts.added).toBe(0);
				expect(counts.updated + counts.unchanged).toBe(1);
				const winner = there.updatedAt > here.updatedAt ? there : here;
				expect(after.settings).toEqual(winner.settings);
				expect(after.status).toBe(winner.status);
				// Every table either side reported keeps a report, of the same match.
				const tables = (x: NightRecord) => new Set(x.reports.map((r) => `${r.round}/${r.table}/${r.matchId}`));
				const kept = tables(after);
				for (const key of [...tables(here), ...tables(there)]) expect(kept.has(key)).toBe(true);
				// A night in the trash here stays there, at its own time.
				if (here.deletedAt !== undefined) expect(after.deletedAt).toBe(here.deletedAt);
				else if (there.deletedAt !== undefined) expect(after.deletedAt).toBe(hlcOf(AT));
				else expect(after.deletedAt).toBeUndefined();
				// A write moves the stamp later than both copies'.
				if (writes[0]) {
					expect(after.updatedAt).toBeGreaterThan(here.updatedAt);
					expect(after.updatedAt).toBeGreaterThanOrEqual(there.updatedAt);
				}
				// The same file once more: nothing to write.
				expect(merge(after, there)).toEqual({ counts: { added: 0, updated: 0, unchanged: 1 }, writes: [] });
			}),
			{ numRuns: 500 }
		);
	});

	it('a night not on this phone is added as the file has it (in the trash as of the import)', () => {
		fc.assert(
			fc.property(arbCopy, (b) => {
				const there = night(b);
				const { counts, writes } = merge(undefined, there);
				expect(counts).toEqual({ added: 1, updated: 0, unchanged: 0 });
				const { deletedAt, ...rest } = writes[0]!;
				expect(rest).toEqual(omitDeleted(there));
				expect(deletedAt).toBe(there.deletedAt === undefined ? undefined : hlcOf(AT));
			}),
			{ numRuns: 200 }
		);
	});
});

function omitDeleted(x: NightRecord): Omit<NightRecord, 'deletedAt'> {
	const { deletedAt: _deletedAt, ...rest } = x;
	return rest;
}
