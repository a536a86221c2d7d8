// The live bridge on three in-memory phones whose clocks disagree (an hour behind, right, two
// minutes ahead, and any of them drifting, back or forth, as the run goes), exchanging document
// updates by hand in every order fast-check picks: a message is sent when the run says and
// arrives when it says (partitions: never before the end; reordering: any order). Each phone
// writes as the app does, through the match screen's session (`MatchSession`: add, edit, delete,
// undo of a deletion, setup change) on its own database and clock (`test-phones.ts`). Then:
// - every entry a phone writes is later than every entry it had seen (an action made after
//   seeing another wins over it), and a round's stamp in Dexie is its entry's;
// - every phone converges to the same rounds, totals and setup;
// - a deletion taken back by Undo ends restored everywhere unless a later entry changed it again;
// - the result is the backup merge's of what each phone stored as it acted.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { foldMatch } from '$lib/engine/core/fold';
import { propRuns, propTimeout } from '$lib/engine/core/testing';
import type { AnyGame } from '$lib/engine/core/types';
import { loadGame } from '$lib/engine/registry';
import { matchRules } from '$lib/state/backup.svelte';
import { MatchSession } from '$lib/state/match/session.svelte';
import { historyKey } from '$lib/state/match/undo-history';
import { BACKUP_FORMAT, BACKUP_VERSION, isProblem, type BackupFile } from '../backup-format';
import { planMerge, type MatchRules, type MergePlan } from '../backup-merge';
import { fromLegacy, wallOf, type Hlc } from '../hlc';
import { readMatch } from '../matches';
import type { RoundRecord, TombstoneRecord } from '../schema';
import { setupOf } from '../summary';
import { until } from '../test-until';
import { readDoc, roundsMap, setupArray } from './match-doc';
import { MATCH_ID, matchRecord, newPhone, on, PLAYERS, roundsOn, type Phone } from './test-phones';

let rules: MatchRules;
let game: AnyGame;
beforeAll(async () => {
	rules = await matchRules();
	game = await loadGame('freeform');
});
afterAll(() => vi.restoreAllMocks());

const MINUTE = 60_000;
/** The phones' clocks: an hour behind, right, two minutes ahead. */
const SKEWS = [-60 * MINUTE, 0, 2 * MINUTE];

type Op =
	| { kind: 'add'; phone: number; score: number }
	| { kind: 'edit'; phone: number; pick: number; score: number }
	| { kind: 'delete'; phone: number; pick: number }
	| { kind: 'undo'; phone: number }
	| { kind: 'setup'; phone: number }
	| { kind: 'drift'; phone: number; by: number }
	| { kind: 'send'; from: number; to: number }
	| { kind: 'arrive'; pick: number };

const phoneIx = fc.integer({ min: 0, max: 2 });
const score = fc.integer({ min: -50, max: 200 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
	{ weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), phone: phoneIx, score }) },
	{ weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), phone: phoneIx, pick: fc.nat(), score }) },
	{ weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), phone: phoneIx, pick: fc.nat() }) },
	{ weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), phone: phoneIx }) },
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('setup' as const), phone: phoneIx }) },
	{
		weight: 1,
		arbitrary: fc.record({
			kind: fc.constant('drift' as const),
			phone: phoneIx,
			by: fc.integer({ min: -10 * MINUTE, max: 10 * MINUTE })
		})
	},
	{ weight: 3, arbitrary: fc.record({ kind: fc.constant('send' as const), from: phoneIx, to: phoneIx }) },
	{ weight: 3, arbitrary: fc.record({ kind: fc.constant('arrive' as const), pick: fc.nat() }) }
);

/** One entry of a document, as every phone orders them. */
interface Entry {
	id: string;
	at: Hlc;
	/** The round it is an edit of (absent: a setup). */
	round?: string;
}

/** Every entry a phone's document holds (setups and round edits), read raw. */
function entriesOf(doc: Y.Doc): Map<string, Entry> {
	const out = new Map<string, Entry>();
	const add = (item: unknown, round?: string) => {
		const { id, at } = item as { id: string; at: number };
		out.set(id, { id, at: fromLegacy(at), ...(round ? { round } : {}) });
	};
	for (const item of setupArray(doc).toArray()) add(item);
	roundsMap(doc).forEach((list, round) => (list as Y.Array<unknown>).forEach((item) => add(item, round)));
	return out;
}

const laterEntry = (a: Entry, b: Entry) => a.at > b.at || (a.at === b.at && a.id > b.id);

/** What a phone's action stored, in the phone's Dexie, with the entry it became: the oracle's input. */
interface Done {
	id: string;
	entry: Entry;
	kind: 'add' | 'edit' | 'delete' | 'undo';
	input?: unknown;
	order?: number;
	createdAt?: number;
}

interface World {
	phones: Phone[];
	inbox: { to: Phone; update: Uint8Array }[];
	done: Done[];
}

/** The match screen's session on `phone`, once it has loaded the window's undo steps as a reopened screen does. */
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

/** The phone's action through its screen; the round it touched (null: none, or the setup). */
async function act(
	phone: Phone,
	op: Extract<Op, { phone: number }>
): Promise<{ kind: Done['kind']; id: string } | null> {
	const screen = await screenOn(phone);
	const rounds = screen.rounds ?? [];
	const round = rounds[('pick' in op ? op.pick : 0) % Math.max(1, rounds.length)];
	switch (op.kind) {
		case 'add': {
			written(await screen.add({ scores: [op.score, 10] }));
			const r = (await roundsOn(phone)).at(-1)!;
			return { kind: 'add', id: r.id };
		}
		case 'edit':
			if (!round) return null;
			written(await screen.edit(rounds.indexOf(round), { scores: [op.score, 20] }));
			return { kind: 'edit', id: round.id };
		case 'delete':
			if (!round) return null;
			written(await screen.remove(rounds.indexOf(round)));
			return { kind: 'delete', id: round.id };
		case 'undo': {
			const last = screen.lastStep;
			if (last?.kind !== 'delete') return null;
			// Undo is refused (the step dropped) when the round came back elsewhere meanwhile.
			return (await screen.undo()).ok ? { kind: 'undo', id: last.roundId } : null;
		}
		case 'setup': {
			const match = screen.match!;
			const from = { config: match.config, firstDealer: match.firstDealer };
			written(await screen.changeSetup(from, { ...from, firstDealer: 1 - match.firstDealer }, []));
			return null;
		}
		case 'drift':
			phone.skew += op.by;
			return null;
	}
}

async function play(world: World, op: Op): Promise<void> {
	const { phones, inbox, done } = world;
	if (op.kind === 'send') {
		const [from, to] = [phones[op.from]!, phones[op.to]!];
		if (from !== to) inbox.push({ to, update: Y.encodeStateAsUpdate(from.doc, Y.encodeStateVector(to.doc)) });
		return;
	}
	if (op.kind === 'arrive') {
		if (inbox.length === 0) return;
		const [message] = inbox.splice(op.pick % inbox.length, 1);
		Y.applyUpdate(message!.to.doc, message!.update, 'remote');
		await message!.to.sync.run();
		return;
	}
	const phone = phones[op.phone]!;
	const seen = entriesOf(phone.doc);
	const touched = await act(phone, op);
	const before = touched ? await phone.db.rounds.get(touched.id) : undefined;
	await phone.sync.run();
	const fresh = [...entriesOf(phone.doc).values()].filter((e) => !seen.has(e.id));
	// An action made after seeing entries is later than every one of them, whatever the clocks say.
	for (const entry of fresh) for (const old of seen.values()) expect(entry.at).toBeGreaterThan(old.at);
	if (!touched) return;
	const entry = fresh.find((e) => e.round === touched.id);
	if (!entry) return;
	if (touched.kind === 'delete') {
		expect((await phone.db.tombstones.get(touched.id))?.deletedAt).toBe(entry.at);
		done.push({ id: touched.id, entry, kind: 'delete' });
		return;
	}
	const stored = (await phone.db.rounds.get(touched.id))!;
	expect(stored.updatedAt).toBe(entry.at);
	const record = { id: touched.id, entry, kind: touched.kind, input: stored.input };
	done.push(touched.kind === 'add' ? { ...record, order: before!.order, createdAt: before!.createdAt } : record);
}

/** The backup merge of what the phones stored: each round as its latest action left it, planned onto an empty device. */
async function oracle(done: Done[]): Promise<MergePlan> {
	const rounds: RoundRecord[] = [];
	const deleted: TombstoneRecord[] = [];
	for (const id of new Set(done.map((d) => d.id))) {
		const ops = done.filter((d) => d.id === id);
		const add = ops.find((o) => o.kind === 'add')!;
		const last = ops.reduce((a, b) => (laterEntry(b.entry, a.entry) ? b : a));
		if (last.kind === 'delete') deleted.push({ id, kind: 'round', matchId: MATCH_ID, deletedAt: last.entry.at });
		else {
			const record = { id, matchId: MATCH_ID, order: add.order!, createdAt: add.createdAt! };
			rounds.push({ ...record, input: last.input, updatedAt: last.entry.at });
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
	// Planned at the time of the latest action, as a device would (nothing is then dated ahead of it).
	const at = Math.max(1, ...done.map((d) => wallOf(d.entry.at)));
	const plan = planMerge(file, empty, new Map([['freeform', game]]), rules, { at });
	if (isProblem(plan)) throw new Error(plan.code);
	return plan;
}

/** Phone by phone, what it shows: its rounds, tombstones, totals and first dealer. */
async function shown(phone: Phone) {
	const rounds = (await roundsOn(phone)).map((r) => ({ id: r.id, order: r.order, input: r.input }));
	const match = (await phone.db.matches.get(MATCH_ID))!;
	const folded = foldMatch(
		game,
		setupOf(game, match),
		rounds.map((r) => r.input)
	);
	// The stored summary, whenever it is fresh, says the same totals.
	if (match.summary?.builtAt === match.updatedAt) expect(match.summary.totals).toEqual(Array.from(folded.state.totals));
	const stones = (await phone.db.tombstones.toArray()).map((t) => t.id).sort();
	return { rounds, stones, totals: Array.from(folded.state.totals), firstDealer: match.firstDealer };
}

describe('live bridge: three phones with skewed clocks, any interleaving', () => {
	it(
		'orders by what each phone saw, converges, restores undone deletions and equals the backup merge',
		async () => {
			await fc.assert(
				fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 24 }), async (ops) => {
					const phones = await Promise.all(['A', 'B', 'C'].map((name, i) => newPhone(name, 'scorer', SKEWS[i])));
					const world: World = { phones, inbox: [], done: [] };
					for (const op of ops) await play(world, op);
					// The network heals: what was held back arrives, then everyone hears from everyone.
					for (const message of world.inbox.splice(0).reverse()) {
						Y.applyUpdate(message.to.doc, message.update, 'remote');
						await message.to.sync.run();
					}
					for (let pass = 0; pass < 2; pass++)
						for (const from of phones)
							for (const to of phones)
								if (from !== to) {
									Y.applyUpdate(to.doc, Y.encodeStateAsUpdate(from.doc, Y.encodeStateVector(to.doc)), 'remote');
									await to.sync.run();
								}
					const views = await Promise.all(phones.map(shown));
					for (const view of views) expect(view).toEqual(views[0]);
					const plan = await oracle(world.done);
					const expected = [...plan.writes.rounds]
						.sort((a, b) => a.order - b.order)
						.map((r) => ({ id: r.id, order: r.order, input: r.input }));
					expect(views[0]!.rounds).toEqual(expected);
					expect(views[0]!.stones).toEqual((plan.writes.tombstones ?? []).map((t) => t.id).sort());
					expect(views[0]!.totals).toEqual(plan.writes.matches[0]?.summary?.totals ?? [0, 0]);
					// A deletion taken back ends restored everywhere, unless a later entry changed the round.
					const all = entriesOf(phones[0]!.doc);
					for (const undo of world.done.filter((d) => d.kind === 'undo')) {
						const after = [...all.values()].filter((e) => e.round === undo.id && laterEntry(e, undo.entry));
						if (after.length === 0) for (const view of views) expect(view.rounds.map((r) => r.id)).toContain(undo.id);
					}
					// The setup that counts is the latest one written, on every phone.
					const setup = readDoc(phones[0]!.doc, MATCH_ID).setup;
					expect(views[0]!.firstDealer).toBe(setup?.match['firstDealer']);
					for (const phone of phones) phone.db.close();
				}),
				{ numRuns: Math.max(1, Math.ceil(propRuns() / 25)) }
			);
		},
		propTimeout(60_000)
	);
});
