// The merge planner against generated pairs of (device, file) states, and the hostile files of
// docs/backup-format.md "Merging": whatever the pair, an import never loses, moves or silently
// rewrites a round, and every written match's summary is a fresh fold of its rounds.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldMatch } from '$lib/engine/core/fold';
import type { AnyGame } from '$lib/engine/core/types';
import { loadGame } from '$lib/engine/registry';
import { matchRules } from '$lib/state/backup.svelte';
import { BACKUP_FORMAT, BACKUP_VERSION, isProblem, type BackupFile } from './backup-format';
import { applyImport, planPayload } from './backup';
import { planMerge, type DeviceSnapshot, type MatchRules, type MergePlan } from './backup-merge';
import { db, useDb } from './db';
import { hlcOf } from './hlc';
import { createDb, type MatchRecord, type PlayerRecord, type RoundRecord, type TombstoneRecord } from './schema';

let rules: MatchRules;
let games: Map<string, AnyGame>;
beforeAll(async () => {
	rules = await matchRules();
	games = new Map([['freeform', await loadGame('freeform')]]);
});

interface State {
	players: PlayerRecord[];
	matches: MatchRecord[];
	rounds: RoundRecord[];
	deleted?: TombstoneRecord[];
}

const AT = 2_000_000;
const PLAYERS = ['p0', 'p1', 'p2'];

function player(id: string, name: string, updatedAt = 1): PlayerRecord {
	return { id, name, createdAt: 1, updatedAt };
}

function match(id: string, seats: number, extra: Partial<MatchRecord> = {}): MatchRecord {
	const ids = PLAYERS.slice(0, seats);
	return {
		id,
		gameId: 'freeform',
		status: 'active',
		createdAt: 1,
		updatedAt: 1,
		seats: ids.map((playerId) => ({ playerId })),
		playerIds: ids,
		config: {},
		firstDealer: 0,
		...extra
	};
}

function fileOf(state: State): BackupFile {
	return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: 1, deleted: [], ...state };
}

/** What a device holds under a file's ids, as backup.ts reads it from the database. */
function snapshotOf(device: State, file: BackupFile): DeviceSnapshot {
	const deleted = file.deleted ?? [];
	const ids = new Set([...file.matches.map((m) => m.id), ...[...file.rounds, ...deleted].map((r) => r.matchId)]);
	const fileRounds = new Set([...file.rounds, ...deleted.filter((t) => t.kind === 'round')].map((r) => r.id));
	const stones = device.deleted ?? [];
	const held = [...device.rounds, ...stones].filter((r) => fileRounds.has(r.id));
	const owners = new Set(held.map((r) => r.matchId));
	const rounds = new Map<string, RoundRecord[]>();
	for (const r of device.rounds) if (ids.has(r.matchId)) rounds.set(r.matchId, [...(rounds.get(r.matchId) ?? []), r]);
	return {
		players: new Map(device.players.map((p) => [p.id, p])),
		matches: new Map(device.matches.filter((m) => ids.has(m.id) || owners.has(m.id)).map((m) => [m.id, m])),
		rounds,
		roundOwners: new Map(held.map((r) => [r.id, r.matchId])),
		tombstones: new Map(stones.filter((t) => ids.has(t.matchId) || fileRounds.has(t.id)).map((t) => [t.id, t]))
	};
}

function plan(
	device: State,
	file: BackupFile,
	restore: string[] = [],
	revive: string[] = []
): ReturnType<typeof planMerge> {
	return planMerge(file, snapshotOf(device, file), games, rules, {
		at: AT,
		restore: new Set(restore),
		revive: new Set(revive)
	});
}

/** The device after the plan's writes (what the transaction puts). */
function applied(device: State, p: MergePlan): State {
	const put = <T extends { id: string }>(xs: T[], writes: T[]) => {
		const byId = new Map(xs.map((x) => [x.id, x]));
		for (const w of writes) byId.set(w.id, w);
		return [...byId.values()];
	};
	const removed = new Set(p.writes.removeRounds);
	const cleared = new Set(p.writes.clearTombstones);
	return {
		players: put(device.players, p.writes.players),
		matches: put(device.matches, p.writes.matches),
		rounds: put(device.rounds, p.writes.rounds).filter((r) => !removed.has(r.id)),
		deleted: put(
			(device.deleted ?? []).filter((t) => !cleared.has(t.id)),
			p.writes.tombstones
		)
	};
}

/** A match's rounds as the database lists them: by order, then id. */
function roundsOf(state: State, matchId: string): RoundRecord[] {
	return state.rounds.filter((r) => r.matchId === matchId).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
}

// ---- generated pairs ---------------------------------------------------------------------------

const arbInput = fc.oneof(
	{
		weight: 5,
		arbitrary: fc
			.array(fc.integer({ min: -50, max: 200 }), { minLength: 1, maxLength: 3 })
			.map((scores) => ({ scores }))
	},
	{ weight: 1, arbitrary: fc.constantFrom<unknown>('junk', null, { scores: [null] }) }
);
const arbRound = fc.record({
	id: fc.constantFrom('r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'),
	matchId: fc.constantFrom('m0', 'm1', 'm2'),
	order: fc.integer({ min: 1, max: 5 }),
	input: arbInput,
	createdAt: fc.integer({ min: 1, max: 50 }),
	updatedAt: fc.integer({ min: 1, max: 50 })
});
const arbMatch = fc.record({
	id: fc.constantFrom('m0', 'm1', 'm2'),
	seats: fc.integer({ min: 1, max: 3 }),
	updatedAt: fc.integer({ min: 1, max: 50 }),
	deletedAt: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
	target: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null })
});
const arbState = fc
	.record({
		matches: fc.uniqueArray(arbMatch, { selector: (m) => m.id, maxLength: 3 }),
		rounds: fc.uniqueArray(arbRound, { selector: (r) => r.id, maxLength: 8 }),
		names: fc.array(fc.constantFrom('Ana', 'Ben', 'Zoé', '<b>Ana</b>'), { minLength: 3, maxLength: 3 }),
		nameTimes: fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 3, maxLength: 3 })
	})
	.map(({ matches, rounds, names, nameTimes }): State => {
		const ms = matches.map((m) =>
			match(m.id, m.seats, {
				updatedAt: m.updatedAt,
				config: { target: m.target },
				...(m.deletedAt !== undefined ? { deletedAt: m.deletedAt } : {})
			})
		);
		const ids = new Set(ms.map((m) => m.id));
		return {
			players: PLAYERS.map((id, i) => player(id, names[i]!, nameTimes[i])),
			matches: ms,
			rounds: rounds.filter((r) => ids.has(r.matchId))
		};
	});

describe('generated (device, file) pairs', () => {
	it('keeps every device round not listed as replaced, in its match with its input; totals are a fresh fold', () => {
		fc.assert(
			fc.property(arbState, arbState, fc.boolean(), (device, fileState, restore) => {
				const file = fileOf(fileState);
				const p = plan(device, file, restore ? ['m0', 'm1', 'm2'] : []);
				if (isProblem(p)) {
					// Only a round id that belongs to another match here refuses these files.
					expect(p.code).toBe('round-moved');
					const here = new Map(device.rounds.map((r) => [r.id, r.matchId]));
					expect(file.rounds.some((r) => here.has(r.id) && here.get(r.id) !== r.matchId)).toBe(true);
					return;
				}
				const after = applied(device, p);
				const changes = new Map(p.changes.map((c) => [c.ref.id, c]));
				for (const before of device.rounds) {
					const now = after.rounds.find((r) => r.id === before.id);
					expect(now?.matchId).toBe(before.matchId);
					const position = roundsOf(after, before.matchId).findIndex((r) => r.id === before.id) + 1;
					if (JSON.stringify(now!.input) !== JSON.stringify(before.input))
						expect(changes.get(before.matchId)?.replaced).toContain(position);
				}
				expect(after.matches.map((m) => m.id).sort()).toEqual(
					[...new Set([...device.matches, ...file.matches].map((m) => m.id))].sort()
				);
				const deviceIds = new Set(device.rounds.map((r) => r.id));
				expect(after.rounds.filter((r) => !deviceIds.has(r.id))).toHaveLength(p.rounds.added);
				for (const m of p.writes.matches) {
					const inputs = roundsOf(after, m.id).map((r) => r.input);
					const folded = foldMatch(games.get('freeform')!, rules.setupOf(games.get('freeform')!, m), inputs);
					expect(m.summary?.totals).toEqual([...folded.state.totals]);
					expect(m.summary?.roundCount).toBe(inputs.length);
					// Rounds the import writes to a match leave its orders distinct (renumbered).
					const orders = roundsOf(after, m.id).map((r) => r.order);
					if (p.writes.rounds.some((r) => r.matchId === m.id)) expect(new Set(orders).size).toBe(orders.length);
					const refused = folded.rounds.flatMap((r, i) => (r.violations.length > 0 ? [i + 1] : []));
					expect(changes.get(m.id)?.refused.map((r) => r.position)).toEqual(refused);
				}
				for (const m of after.matches) {
					const was = device.matches.find((x) => x.id === m.id);
					if (m.deletedAt !== undefined && was?.deletedAt === undefined) {
						expect(m.deletedAt).toBe(hlcOf(AT));
						expect(changes.get(m.id)?.trash).toBe('to-trash');
					}
				}
				// Importing the same file again changes nothing.
				const again = plan(after, file, restore ? ['m0', 'm1', 'm2'] : []);
				if (!isProblem(again)) expect(again.writes.rounds).toEqual([]);
			}),
			{ numRuns: 400 }
		);
	});
});

/** A state with some rounds deleted: tombstones of ids it has no round under, in its own matches. */
const arbWithDeletions = fc
	.tuple(
		arbState,
		fc.uniqueArray(
			fc.record({
				id: fc.constantFrom('r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'),
				match: fc.nat(2),
				deletedAt: fc.integer({ min: 1, max: 50 })
			}),
			{ selector: (t) => t.id, maxLength: 5 }
		)
	)
	.map(([state, stones]): State => {
		const alive = new Set(state.rounds.map((r) => r.id));
		const deleted = stones.flatMap(({ id, match, deletedAt }): TombstoneRecord[] => {
			const m = state.matches[match % Math.max(1, state.matches.length)];
			return m && !alive.has(id) ? [{ id, kind: 'round', matchId: m.id, deletedAt }] : [];
		});
		return { ...state, deleted };
	});

describe('generated pairs with deletions on both sides', () => {
	it('no round either side kept alive is lost, a deleted round comes back only when stamped after its deletion, and a second import writes nothing', () => {
		fc.assert(
			fc.property(arbWithDeletions, arbWithDeletions, (device, fileState) => {
				const file = fileOf(fileState);
				const p = plan(device, file, []);
				if (isProblem(p)) {
					expect(p.code).toBe('round-moved');
					return;
				}
				const after = applied(device, p);
				const alive = new Map(after.rounds.map((r) => [r.id, r]));
				const stones = new Map((after.deleted ?? []).map((t) => [t.id, t]));
				const fileStones = new Map((file.deleted ?? []).map((t) => [t.id, t]));
				const hereStones = new Map((device.deleted ?? []).map((t) => [t.id, t]));
				// An id is a round or a tombstone, never both.
				for (const id of alive.keys()) expect(stones.has(id)).toBe(false);
				// A round kept alive here stays, in its match, unless the file deleted it after its last edit.
				for (const h of device.rounds) {
					const t = fileStones.get(h.id);
					if (t && h.updatedAt <= t.deletedAt) {
						expect(alive.has(h.id)).toBe(false);
						expect(p.changes.find((c) => c.ref.id === h.matchId)?.deletedHere.length).toBeGreaterThan(0);
					} else expect(alive.get(h.id)?.matchId).toBe(h.matchId);
				}
				// A round kept alive in the file arrives, unless it was deleted here.
				for (const f of file.rounds) if (!hereStones.has(f.id)) expect(alive.has(f.id)).toBe(true);
				// A round deleted here comes back exactly when the file's copy is stamped after the deletion.
				for (const t of device.deleted ?? []) {
					const f = file.rounds.find((r) => r.id === t.id);
					expect(alive.has(t.id)).toBe(!!f && f.updatedAt > t.deletedAt);
				}
				// Every tombstone of the file ends up here, or its round was edited here since.
				for (const t of file.deleted ?? []) {
					const h = device.rounds.find((r) => r.id === t.id);
					if (!h || h.updatedAt <= t.deletedAt) expect(stones.has(t.id)).toBe(true);
				}
				const again = plan(after, file, []);
				if (isProblem(again)) throw new Error(again.code);
				const { players: _players, matches: _matches, ...rest } = again.writes;
				expect(rest).toEqual({ rounds: [], removeRounds: [], tombstones: [], clearTombstones: [], nights: [] });
			}),
			{ numRuns: 600 }
		);
	});
});

describe('generated pairs through the database', () => {
	let n = 0;
	it('the database after an import is the planned one: device rounds kept, summaries folded', async () => {
		await fc.assert(
			fc.asyncProperty(arbWithDeletions, arbWithDeletions, async (device, fileState) => {
				useDb(createDb(`merge-prop-${++n}`));
				await db().players.bulkPut(device.players);
				await db().matches.bulkPut(device.matches);
				await db().rounds.bulkPut(device.rounds);
				await db().tombstones.bulkPut(device.deleted ?? []);
				const p = await planPayload(fileOf(fileState), rules);
				if (isProblem(p)) {
					expect(p.code).toBe('round-moved');
					return;
				}
				expect(await applyImport(p, rules)).toBeNull();
				const after: State = {
					players: await db().players.toArray(),
					matches: await db().matches.toArray(),
					rounds: await db().rounds.toArray(),
					deleted: await db().tombstones.toArray()
				};
				const sortById = <T extends { id: string }>(xs: T[]) => [...xs].sort((a, b) => (a.id < b.id ? -1 : 1));
				const expected = applied(device, p);
				expect(sortById(after.rounds)).toEqual(sortById(expected.rounds));
				expect(sortById(after.deleted ?? [])).toEqual(sortById(expected.deleted ?? []));
				// Imported deletions are dated when written, so only whether a match is in the trash is compared.
				const trash = (m: MatchRecord) => ({ ...m, deletedAt: m.deletedAt !== undefined });
				expect(sortById(after.matches).map(trash)).toEqual(sortById(expected.matches).map(trash));
				const gone = new Set(p.writes.removeRounds);
				for (const before of device.rounds)
					if (!gone.has(before.id)) expect(after.rounds.find((r) => r.id === before.id)?.matchId).toBe(before.matchId);
			}),
			{ numRuns: 40 }
		);
	}, 60_000);
});

// ---- hostile and two-device cases ----------------------------------------------------------------

const round = (id: string, matchId: string, order: number, scores: unknown, at = order): RoundRecord => ({
	id,
	matchId,
	order,
	input: { scores },
	createdAt: at,
	updatedAt: at
});
const players = PLAYERS.map((id) => player(id, id.toUpperCase()));

describe('the cases of docs/backup-format.md "Merging"', () => {
	it('a file with fewer rounds and a newer match keeps the device round it does not mention, and says nothing is removed', () => {
		const device: State = {
			players,
			matches: [match('m0', 2)],
			rounds: [round('a', 'm0', 1, [1, 2]), round('b', 'm0', 2, [3, 4]), round('c', 'm0', 3, [5, 6])]
		};
		const file = fileOf({
			players,
			matches: [match('m0', 2, { updatedAt: 99 })],
			rounds: [device.rounds[0]!, device.rounds[2]!]
		});
		const p = plan(device, file);
		if (isProblem(p)) throw new Error(p.code);
		expect(p.writes.rounds).toEqual([]);
		expect(applied(device, p).rounds).toHaveLength(3);
		expect(p.rounds).toEqual({ added: 0, replaced: 0, unchanged: 2, deleted: 0, keptDeleted: 0 });
	});

	it('two devices that both added a round 3 keep both, in the order they were entered, and say so', () => {
		const common = [round('a', 'm0', 1, [1, 2]), round('b', 'm0', 2, [3, 4])];
		const device: State = {
			players,
			matches: [match('m0', 2)],
			rounds: [...common, round('mine', 'm0', 3, [10, 0], 30)]
		};
		const file = fileOf({
			players,
			matches: [match('m0', 2, { updatedAt: 99 })],
			rounds: [...common, round('theirs', 'm0', 3, [0, 20], 40)]
		});
		const p = plan(device, file);
		if (isProblem(p)) throw new Error(p.code);
		expect(p.changes[0]).toMatchObject({ roundsAdded: 1, both: [{ number: 3, here: 3, file: 4 }], moved: 0 });
		const after = applied(device, p);
		expect(roundsOf(after, 'm0').map((r) => r.id)).toEqual(['a', 'b', 'mine', 'theirs']);
		expect(p.writes.matches[0]!.summary?.totals).toEqual([14, 26]);
	});

	it('the later edit of a round wins and is listed by its position', () => {
		const device: State = {
			players,
			matches: [match('m0', 1)],
			rounds: [round('a', 'm0', 1, [1]), round('b', 'm0', 2, [2])]
		};
		const file = fileOf({
			players,
			matches: [match('m0', 1)],
			rounds: [{ ...round('b', 'm0', 2, [9]), updatedAt: 50 }]
		});
		const p = plan(device, file);
		if (isProblem(p)) throw new Error(p.code);
		expect(p.changes[0]?.replaced).toEqual([2]);
		expect(p.rounds.replaced).toBe(1);
	});

	it('a round id of another match here refuses the file, naming both matches', () => {
		const device: State = { players, matches: [match('m0', 1)], rounds: [round('a', 'm0', 1, [1])] };
		const file = fileOf({
			players,
			matches: [match('m1', 2, { createdAt: 7 })],
			rounds: [round('a', 'm1', 1, [1, 1])]
		});
		const p = plan(device, file);
		expect(isProblem(p) && p).toMatchObject({
			code: 'round-moved',
			values: { id: 'a' },
			match: { id: 'm1' },
			other: { id: 'm0' }
		});
	});

	it.each([0, 1, hlcOf(AT) + 1e6])(
		'a trash stamp of %d in the file dates the deletion from the import',
		(deletedAt) => {
			const device: State = { players, matches: [match('m0', 1)], rounds: [round('a', 'm0', 1, [1])] };
			const file = fileOf({ players, matches: [match('m0', 1, { updatedAt: 99, deletedAt })], rounds: [] });
			const p = plan(device, file);
			if (isProblem(p)) throw new Error(p.code);
			expect(p.changes[0]?.trash).toBe('to-trash');
			expect(p.writes.matches[0]?.deletedAt).toBe(hlcOf(AT));
		}
	);

	it('a match in the trash here stays there, is named in the preview, and is restored when asked', () => {
		const device: State = { players, matches: [match('m0', 1, { deletedAt: 5 })], rounds: [] };
		const file = fileOf({ players, matches: [match('m0', 1)], rounds: [round('a', 'm0', 1, [1])] });
		const kept = plan(device, file);
		if (isProblem(kept)) throw new Error(kept.code);
		expect(kept.changes[0]?.trash).toBe('in-trash-here');
		expect(kept.writes.matches[0]?.deletedAt).toBe(5);
		// A file with only rounds of that match says so too.
		const roundsOnly = plan(device, fileOf({ players, matches: [], rounds: file.rounds }));
		expect(!isProblem(roundsOnly) && roundsOnly.changes[0]?.trash).toBe('in-trash-here');
		const restored = plan(device, file, ['m0']);
		if (isProblem(restored)) throw new Error(restored.code);
		expect(restored.changes[0]?.trash).toBe('restored');
		expect(restored.writes.matches[0]?.deletedAt).toBeUndefined();
	});

	it('a file that renames a player here names the rename, and keeps the name here when asked', () => {
		const device: State = { players, matches: [], rounds: [] };
		const file = fileOf({ players: [player('p0', 'Mallory', 9), players[1]!], matches: [], rounds: [] });
		const p = plan(device, file);
		if (isProblem(p)) throw new Error(p.code);
		expect(p.renames).toEqual([{ id: 'p0', from: 'P0', to: 'Mallory', kept: false }]);
		expect(p.writes.players.map((x) => x.name)).toEqual(['Mallory']);
		const kept = planMerge(file, snapshotOf(device, file), games, rules, { at: AT, keepNames: new Set(['p0']) });
		if (isProblem(kept)) throw new Error(kept.code);
		expect(kept.renames).toEqual([{ id: 'p0', from: 'P0', to: 'Mallory', kept: true }]);
		expect(kept.writes.players).toEqual([]);
		expect(kept.players).toEqual({ added: 0, updated: 0, unchanged: 2 });
	});

	it('a forged summary and a wrong status are rebuilt from the rounds', () => {
		const forged = match('m0', 2, {
			config: { target: 10 },
			status: 'active',
			summary: { engineVersion: 1, totals: [999_999, 0], winners: [1], roundCount: 1 }
		});
		const p = plan(
			{ players, matches: [], rounds: [] },
			fileOf({ players, matches: [forged], rounds: [round('a', 'm0', 1, [12, 3])] })
		);
		if (isProblem(p)) throw new Error(p.code);
		expect(p.writes.matches[0]).toMatchObject({
			status: 'finished',
			summary: { totals: [12, 3], winners: [0], roundCount: 1 }
		});
	});

	it('lists, per match, the rounds the rules will not count, with their reasons', () => {
		const rounds = [
			round('a', 'm0', 1, [1, 2]),
			{ ...round('b', 'm0', 2, null), input: 'junk' },
			round('c', 'm0', 3, [1e7, 0])
		];
		const p = plan({ players, matches: [], rounds: [] }, fileOf({ players, matches: [match('m0', 2)], rounds }));
		if (isProblem(p)) throw new Error(p.code);
		expect(p.changes[0]?.refused.map((r) => [r.position, r.violations[0]?.code])).toEqual([
			[2, 'freeform.scores-missing'],
			[3, 'core.out-of-range']
		]);
	});
});

describe('setups the game refuses refuse the file, naming the match', () => {
	const cases: [string, string, number, unknown][] = [
		['Coinche with 3 seats', 'coinche', 3, {}],
		['Coinche with 12 seats', 'coinche', 12, {}],
		['Cooncan with 1 seat', 'cooncan', 1, {}],
		['KooseKort with 1 seat', 'koosekort', 1, {}],
		['a free-form target of -100', 'freeform', 2, { target: -100 }],
		['a free-form sheet of 0 rounds', 'freeform', 2, { rounds: 0 }]
	];
	it.each(cases)('%s', async (_name, gameId, seats, config) => {
		const all = new Map(games);
		all.set(gameId, await loadGame(gameId as 'coinche'));
		const ids = Array.from({ length: seats }, (_, i) => `s${i}`);
		const bad: MatchRecord = {
			...match('bad', 1, { gameId, config, createdAt: 42 }),
			seats: ids.map((playerId) => ({ playerId })),
			playerIds: ids
		};
		const file = fileOf({ players: ids.map((id) => player(id, id)), matches: [bad], rounds: [] });
		const p = planMerge(file, snapshotOf({ players: [], matches: [], rounds: [] }, file), all, rules, { at: AT });
		expect(isProblem(p) && p).toMatchObject({ code: 'bad-setup', match: { id: 'bad', gameId, createdAt: 42 } });
	});
});
