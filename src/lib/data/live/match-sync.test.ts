// The live bridge on three in-memory phones exchanging document updates by hand, in every order
// fast-check picks (partitions: a phone that is not delivered to; reorderings: deliveries in any
// order): every interleaving of add / edit / delete / undo of a deletion converges to the same
// rounds on every phone, loses no round, and gives the rounds and totals the backup merge gives
// for the same inputs. Each phone writes as the app does, through the match screen's session
// (`MatchSession`: its stamps, its undo), opened on the phone's rounds as they stand.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { foldMatch } from '$lib/engine/core/fold';
import type { AnyGame } from '$lib/engine/core/types';
import { loadGame } from '$lib/engine/registry';
import { matchRules } from '$lib/state/backup.svelte';
import { BACKUP_FORMAT, BACKUP_VERSION, isProblem, type BackupFile } from '../backup-format';
import { planMerge, type MatchRules, type MergePlan } from '../backup-merge';
import { MatchSession } from '$lib/state/match/session.svelte';
import { historyKey } from '$lib/state/match/undo-history';
import { readMatch } from '../matches';
import { until } from '../test-until';
import { readDoc } from './match-doc';
import type { RoundRecord, TombstoneRecord } from '../schema';
import { setupOf } from '../summary';
import { deliver, MATCH_ID, matchRecord, newPhone, on, PLAYERS, roundsOn, type Phone } from './test-phones';

let rules: MatchRules;
let game: AnyGame;
let clock = 1_000_000;
beforeAll(async () => {
	rules = await matchRules();
	game = await loadGame('freeform');
	vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
});
afterAll(() => vi.restoreAllMocks());

type Op =
	| { kind: 'add'; phone: number; score: number }
	| { kind: 'edit'; phone: number; pick: number; score: number }
	| { kind: 'delete'; phone: number; pick: number }
	| { kind: 'restore'; phone: number; pick: number }
	| { kind: 'deliver'; from: number; to: number };

const phoneIx = fc.integer({ min: 0, max: 2 });
const score = fc.integer({ min: -50, max: 200 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
	{ weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), phone: phoneIx, score }) },
	{ weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), phone: phoneIx, pick: fc.nat(), score }) },
	{ weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), phone: phoneIx, pick: fc.nat() }) },
	{ weight: 2, arbitrary: fc.record({ kind: fc.constant('restore' as const), phone: phoneIx, pick: fc.nat() }) },
	{ weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), from: phoneIx, to: phoneIx }) }
);

/** What each op did, in time order: the oracle's input. */
interface Done {
	id: string;
	at: number;
	kind: 'add' | 'edit' | 'delete';
	input?: unknown;
	order?: number;
	createdAt?: number;
}

/**
 * The match screen's session on `phone`, opened on its rounds as they stand (one window per
 * phone), once it has loaded the window's undo steps as a reopened screen does.
 */
async function screenOn(phone: Phone): Promise<MatchSession> {
	on(phone);
	const window = `window-${phone.name}`;
	const screen = new MatchSession(MATCH_ID, game, window, await readMatch(MATCH_ID));
	const steps = await phone.db.history.get(historyKey(MATCH_ID, window));
	const [undo, redo] = [(steps?.undo.length ?? 0) > 0, (steps?.redo.length ?? 0) > 0];
	await until(() => screen.canUndo === undo && screen.canRedo === redo);
	return screen;
}

function written(outcome: { ok: boolean }): void {
	if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
}

async function play(phones: Phone[], op: Op, done: Done[]) {
	if (op.kind === 'deliver') {
		if (op.from !== op.to) await deliver(phones[op.from]!, phones[op.to]!);
		return;
	}
	if (op.kind === 'restore') {
		// Undo on the first phone (from `op.phone` on) whose window's last step is a deletion: the
		// round put back as it was, unless it changed since (the step is then dropped).
		for (let i = 0; i < phones.length; i++) {
			const phone = phones[(op.phone + i) % phones.length]!;
			const screen = await screenOn(phone);
			const last = screen.lastStep;
			if (last?.kind !== 'delete') continue;
			if (!(await screen.undo()).ok) return;
			await phone.sync.run();
			const latest = readDoc(phone.doc, MATCH_ID).rounds.find((r) => r.id === last.roundId)!.latest;
			done.push({ id: last.roundId, at: latest.at, kind: 'edit', input: latest.input });
			return;
		}
		return;
	}
	const phone = phones[op.phone]!;
	const screen = await screenOn(phone);
	const rounds = screen.rounds ?? [];
	if (op.kind === 'add') {
		const input = { scores: [op.score, 10] };
		written(await screen.add(input));
		const r = (await roundsOn(phone)).at(-1)!;
		done.push({ id: r.id, at: r.updatedAt, kind: 'add', input, order: r.order, createdAt: r.createdAt });
	} else {
		const index = op.pick % Math.max(1, rounds.length);
		const round = rounds[index];
		if (!round) return;
		if (op.kind === 'edit') {
			const input = { scores: [op.score, 20] };
			written(await screen.edit(index, input));
			const r = (await phone.db.rounds.get(round.id))!;
			done.push({ id: r.id, at: r.updatedAt, kind: 'edit', input });
		} else {
			written(await screen.remove(index));
			const stone = await phone.db.tombstones.get(round.id);
			done.push({ id: round.id, at: stone!.deletedAt, kind: 'delete' });
		}
	}
	await phone.sync.run();
}

/** The backup merge of every phone's inputs: the latest op of each round, planned onto an empty device. */
async function oracle(done: Done[]): Promise<MergePlan> {
	const rounds: RoundRecord[] = [];
	const deleted: TombstoneRecord[] = [];
	const ids = [...new Set(done.map((d) => d.id))];
	for (const id of ids) {
		const ops = done.filter((d) => d.id === id).sort((a, b) => a.at - b.at);
		const add = ops.find((o) => o.kind === 'add')!;
		const last = ops.at(-1)!;
		if (last.kind === 'delete') deleted.push({ id, kind: 'round', matchId: MATCH_ID, deletedAt: last.at });
		else {
			const record = { id, matchId: MATCH_ID, order: add.order!, createdAt: add.createdAt! };
			rounds.push({ ...record, input: last.input, updatedAt: last.at });
		}
	}
	const file: BackupFile = {
		format: BACKUP_FORMAT,
		version: BACKUP_VERSION,
		exportedAt: 1,
		players: PLAYERS,
		matches: [matchRecord()],
		rounds,
		deleted
	};
	const empty = {
		players: new Map(),
		matches: new Map(),
		rounds: new Map(),
		roundOwners: new Map(),
		tombstones: new Map()
	};
	const games = new Map([['freeform', game]]);
	const plan = planMerge(file, empty, games, rules, { at: 1 });
	if (isProblem(plan)) throw new Error(plan.code);
	return plan;
}

describe('live bridge: three phones, any interleaving', () => {
	it('converges, loses no round, and equals the backup merge of the same inputs', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 24 }), async (ops) => {
				const phones = await Promise.all(['A', 'B', 'C'].map((name) => newPhone(name)));
				const done: Done[] = [];
				for (const op of ops) await play(phones, op, done);
				// The network heals: everyone hears from everyone.
				for (let pass = 0; pass < 2; pass++)
					for (const from of phones) for (const to of phones) if (from !== to) await deliver(from, to);
				const plan = await oracle(done);
				const expected = [...plan.writes.rounds]
					.sort((a, b) => a.order - b.order)
					.map((r) => ({ id: r.id, order: r.order, input: r.input }));
				const totals = plan.writes.matches[0]?.summary?.totals ?? [0, 0];
				for (const phone of phones) {
					const rounds = (await roundsOn(phone)).map((r) => ({ id: r.id, order: r.order, input: r.input }));
					expect(rounds).toEqual(expected);
					const stones = (await phone.db.tombstones.toArray()).map((t) => t.id).sort();
					expect(stones).toEqual((plan.writes.tombstones ?? []).map((t) => t.id).sort());
					// Totals: the fold of the phone's rounds, and its summary whenever it is fresh.
					const match = (await phone.db.matches.get(MATCH_ID))!;
					const folded = foldMatch(
						game,
						setupOf(game, match),
						rounds.map((r) => r.input)
					);
					expect(Array.from(folded.state.totals)).toEqual(totals);
					if (match.summary?.builtAt === match.updatedAt) expect(match.summary.totals).toEqual(totals);
				}
				for (const phone of phones) phone.db.close();
			}),
			{ numRuns: Number(process.env['PROP_RUNS_HEAVY'] ?? 40) }
		);
	});
});
