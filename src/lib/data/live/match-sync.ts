/**
 * Keeps one shared match's rows in Dexie and its Yjs document in step, in one read-write
 * transaction at a time:
 * - local changes (a round saved, edited, deleted or put back here, by any window) become edits
 *   appended to the document, stamped with this phone's name; a viewer never writes to it;
 * - the document's rounds (checked as hostile data by `match-doc.ts`) are written to Dexie as the
 *   import writes rounds: never removed for being absent, never taken from another match (such a
 *   round is kept under a derived id, `round-ids.ts`), a deletion leaves a tombstone, and a round that does not read for the game
 *   is kept and reported "not counted" by the fold, never dropped. The match's summary is rebuilt
 *   from its rounds and its stamp moved, so every open screen reads the rounds again.
 * Every entry this phone writes is stamped by its clock (`../clock.ts`) after the clock has seen
 * every entry read, so a change made here after seeing another is later than it on every phone,
 * whatever the clocks say; a round's `updatedAt` (a tombstone's `deletedAt`) here is the stamp of
 * the edit that counts. An entry dated too far ahead of this phone's clock is told once, never
 * obeyed (`match-doc.ts`).
 * What was last brought into step (`base`) tells a change made here from one that arrived.
 * A run reads the document once (what it appends is added to what it read, `withEdits`), and a
 * run asked for by a change of the database is skipped while the match's stamp is the one the
 * last run left: the run's own transaction, or a write to another match.
 */
import type * as Y from 'yjs';
import { foldMatch } from '$lib/engine/core/fold';
import type { AnyGame } from '$lib/engine/core/types';
import { isGameId, loadGame } from '$lib/engine/registry';
import { sameJson } from '../backup-rules';
import { clock as phoneClock } from '../clock';
import { newId } from '../db';
import { isQuotaFull } from '../facts';
import { fromLegacy, type Hlc } from '../hlc';
import type { MatchRecord, PlayerRecord, RoundRecord, TablekeeperDb, TombstoneRecord } from '../schema';
import { stampAfter } from '../stamp';
import { setupOf, summarize } from '../summary';
import { newestOf, stampOf, type LiveClock } from './doc-stamps';
import type { LiveChange } from './link';
import {
	appendEdit,
	isEdit,
	liveRounds,
	PHONE_MAX,
	readDoc,
	withEdits,
	withSetup,
	type DocRound,
	type DocView,
	type RoundEdit,
	type SetupEntry
} from './match-doc';
import { SetupSync } from './match-setup';
import { docIdOf, localView, roundIds } from './round-ids';
import { chooseSetup } from './setup-choice';
import { unstoredDeals, type Unstored } from './unstored';

/** A round's state as both sides compare it. */
interface State {
	alive: boolean;
	input: unknown;
	/** The deal's note (no score reads it, but it travels with the round). */
	note?: string | undefined;
	/** The edit that counted (what an edit made here is made over, for the deal's history). */
	edit?: string;
}

const same = (a: State, b: State) =>
	a.alive === b.alive && (!a.alive || (sameJson(a.input, b.input) && a.note === b.note));
const stateOf = (r: DocRound): State => ({
	alive: !r.latest.deleted,
	input: r.latest.input,
	note: r.latest.note,
	edit: r.latest.id
});
/** A round's content as an edit carries it: its input and, when it has one, its note. */
const content = (r: RoundRecord) => ({ input: r.input, ...(r.note ? { note: r.note } : {}) });

export interface SyncOptions {
	db: TablekeeperDb;
	doc: Y.Doc;
	matchId: string;
	role: 'scorer' | 'viewer';
	phone: string;
	/** Called with the ids of rounds this phone wrote to the document (not yet sent). */
	pushed?: (ids: string[]) => void;
	/** The clock that stamps this phone's entries and sees the others' (the phone's by default). */
	clock?: LiveClock;
}

export class MatchSync {
	readonly #o: SyncOptions;
	#base = new Map<string, State>();
	#setup = new SetupSync();
	#game: AnyGame | null = null;
	#running: Promise<LiveChange[]> = Promise.resolve([]);
	/** The document as the last run read it (with what it appended). */
	#view: DocView | null = null;
	/** The match's stamp as the last run left it. */
	#stamp: number | undefined;
	readonly #clock: LiveClock;
	/** The clock's last stamp when the last run ended: what this phone had seen before a change made since. */
	#seen: Hlc | undefined;
	/** The entries dated too far ahead already told. */
	readonly #toldAhead = new Set<string>();
	/** The setup entries not applied that were already told (null before the first run). */
	#skipped: Set<string> | null = null;
	/** The deals from other phones this phone could not store (storage full), by phone. */
	#unstored: Unstored[] = [];

	constructor(options: SyncOptions) {
		this.#o = { ...options, phone: options.phone.slice(0, PHONE_MAX) };
		this.#clock = options.clock ?? phoneClock;
	}

	/** The deals from other phones the last run could not store (storage full); empty once stored. */
	get unstored(): readonly Unstored[] {
		return this.#unstored;
	}

	/** The document as the last run read it (null before the first run). */
	get view(): DocView | null {
		return this.#view;
	}

	/**
	 * Brings Dexie and the document into step (one run after the other); returns what arrived.
	 * `ifMoved`: only when the match's stamp moved since the last run (a change of the database).
	 */
	run(ifMoved = false): Promise<LiveChange[]> {
		const next = this.#running.then(
			() => this.#once(ifMoved),
			() => this.#once(ifMoved)
		);
		this.#running = next.catch(() => []);
		return next.catch(() => []);
	}

	async #once(ifMoved: boolean): Promise<LiveChange[]> {
		const { db: d, matchId } = this.#o;
		const match = await d.matches.get(matchId);
		if (!match || !isGameId(match.gameId)) return [];
		// A change of the database is also a chance to store what storage refused (space freed).
		if (ifMoved && match.updatedAt === this.#stamp && this.#unstored.length === 0) return [];
		this.#game ??= await loadGame(match.gameId);
		const game = this.#game;
		const restore = this.#saved();
		let run;
		try {
			run = await this.#step(game);
		} catch (error) {
			// Nothing was written: what was in step stays as it was, and what arrived is counted.
			restore();
			if (isQuotaFull(error)) this.#unstored = await this.#unstoredNow().catch(() => this.#unstored);
			throw error;
		}
		this.#unstored = [];
		if (!run) return [];
		this.#view = run.view;
		this.#stamp = run.stamp;
		this.#seen = this.#clock.last();
		return run.changes;
	}

	/** The entries dated too far ahead not told yet, as changes to tell. */
	#ahead(view: DocView): LiveChange[] {
		const fresh = view.ahead.filter((e) => !this.#toldAhead.has(e.id));
		for (const e of fresh) this.#toldAhead.add(e.id);
		return fresh.map((e) => ({ kind: 'dated-ahead', by: e.by }));
	}

	/** What is in step now, to put back when a run writes nothing. */
	#saved(): () => void {
		const base = new Map(this.#base);
		const skipped = this.#skipped && new Set(this.#skipped);
		const setup = this.#setup.saved();
		return () => {
			this.#base = base;
			this.#skipped = skipped;
			setup();
		};
	}

	/** The deals from other phones the document holds and this phone's rows do not. */
	async #unstoredNow(): Promise<Unstored[]> {
		const { db: d, doc, matchId, phone } = this.#o;
		const here = await d.rounds.where('[matchId+order]').between([matchId, -Infinity], [matchId, Infinity]).toArray();
		const stones = await d.tombstones.where('matchId').equals(matchId).toArray();
		const read = readDoc(doc, matchId);
		return unstoredDeals(localView(read, await roundIds(d, read, matchId, here, stones)), here, phone);
	}

	/** One run in one read-write transaction. */
	#step(game: AnyGame) {
		const { db: d, matchId } = this.#o;
		return d.transaction('rw', [d.matches, d.rounds, d.tombstones, d.players], async () => {
			const match = await d.matches.get(matchId);
			if (!match) return null;
			const here = await d.rounds.where('[matchId+order]').between([matchId, -Infinity], [matchId, Infinity]).toArray();
			const stones = await d.tombstones.where('matchId').equals(matchId).toArray();
			const clocked = readDoc(this.#o.doc, matchId, this.#clock);
			const choice = chooseSetup(this.#o.doc, matchId, game, new Set(clocked.ahead.map((e) => e.id)));
			const read: DocView = { ...clocked, setup: choice.setup };
			// Before the first run, what the document held when it was read from the device.
			const seen = this.#seen ?? newestOf(read);
			const ids = await roundIds(d, read, matchId, here, stones);
			let view = localView(read, ids);
			if (this.#o.role === 'scorer') {
				const players = (await d.players.bulkGet(match.playerIds)).filter((p): p is PlayerRecord => !!p);
				view = this.#push(view, match, players, here, stones, seen, docIdOf(ids));
			}
			const by = await this.#setup.pull(d, view, match, here, game);
			const refused = read.rounds.filter((r) => ids.refused.has(r.id));
			const changes = [
				...this.#ahead(read),
				...refused.map((r): LiveChange => ({ kind: 'round-refused', by: r.latest.by })),
				...(await this.#pull(view, here, stones, game))
			];
			const stamp = (await d.matches.get(matchId))?.updatedAt;
			const told = by === null ? changes : [{ kind: 'setup-changed' as const, by }, ...changes];
			return { view, stamp, changes: [...this.#newlySkipped(choice.skipped), ...told] };
		});
	}

	/**
	 * The setup entries not applied that arrived since the last run, to tell once (those already in
	 * the document when the link opened were shown when joining).
	 */
	#newlySkipped(skipped: ReturnType<typeof chooseSetup>['skipped']): LiveChange[] {
		const key = (s: (typeof skipped)[number]) => `${s.id}\u0000${s.by}\u0000${s.reason}`;
		const first = this.#skipped === null;
		this.#skipped ??= new Set();
		const fresh = skipped.filter((s) => !this.#skipped!.has(key(s)));
		for (const s of fresh) this.#skipped.add(key(s));
		return first ? [] : fresh.map((s) => ({ kind: 'setup-not-applied', by: s.by, reason: s.reason }));
	}

	/** Appends this phone's changes (setup and rounds) to the document; returns `view` with them. */
	#push(
		read: DocView,
		match: MatchRecord,
		players: PlayerRecord[],
		here: RoundRecord[],
		stones: TombstoneRecord[],
		seen: Hlc,
		docId: (localId: string) => string
	): DocView {
		const { doc, matchId, phone } = this.#o;
		const view = new Map(read.rounds.map((r) => [r.id, r]));
		const pushed: string[] = [];
		const appended: [string, RoundEdit][] = [];
		let setup: SetupEntry | null = null;
		const edit = (
			r: Pick<RoundRecord, 'id' | 'order' | 'createdAt'>,
			after: string | null,
			rest: Partial<RoundEdit> & { at: Hlc }
		) => {
			const first = view.get(r.id);
			const entry: RoundEdit = {
				id: newId(),
				by: phone,
				matchId,
				order: first?.order ?? r.order,
				createdAt: first?.createdAt ?? r.createdAt,
				after: first ? first.after : after,
				// Made over the edit this phone last brought into step (else the one it sees now).
				base: first ? (this.#base.get(r.id)?.edit ?? first.latest.id) : null,
				...rest
			};
			if (entry.input === undefined) delete entry.input;
			// A round the document cannot carry (a number past the format's bounds) stays on this phone.
			if (!isEdit(entry)) return;
			appendEdit(doc, docId(r.id), entry);
			appended.push([r.id, entry]);
			pushed.push(docId(r.id));
		};
		doc.transact(() => {
			setup = this.#setup.push(doc, read, match, players, phone, () => this.#clock.stamp());
			here.forEach((r, i) => {
				const there = view.get(r.id);
				const mine: State = { alive: true, input: r.input, note: r.note };
				if (!there)
					return edit(r, here[i - 1]?.id ?? null, { at: stampOf(this.#clock, r.updatedAt, 0, seen), ...content(r) });
				const theirs = stateOf(there);
				if (same(mine, theirs)) return;
				const base = this.#base.get(r.id);
				const changedHere = base ? !same(mine, base) : fromLegacy(r.updatedAt) > there.latest.at;
				if (!changedHere) return;
				// A round put back after a deletion keeps its old stamp here: the change gets a new one.
				edit(r, null, { at: stampOf(this.#clock, r.updatedAt, there.latest.at, seen), ...content(r) });
			});
			for (const s of stones) {
				const there = view.get(s.id);
				if (!there || there.latest.deleted) continue;
				const base = this.#base.get(s.id);
				const changedHere = base ? base.alive : fromLegacy(s.deletedAt) > there.latest.at;
				if (changedHere)
					edit({ id: s.id, order: there.order, createdAt: there.createdAt }, null, {
						at: stampOf(this.#clock, s.deletedAt, there.latest.at, seen),
						deleted: true
					});
			}
		}, this);
		if (pushed.length > 0) this.#o.pushed?.(pushed);
		const withRounds = appended.length > 0 ? withEdits(read, matchId, appended) : read;
		return setup ? withSetup(withRounds, matchId, setup) : withRounds;
	}

	/** Writes the document's rounds to Dexie; returns what arrived from other phones. */
	async #pull(view: DocView, here: RoundRecord[], stones: TombstoneRecord[], game: AnyGame): Promise<LiveChange[]> {
		const { db: d, matchId, phone } = this.#o;
		const hereById = new Map(here.map((r) => [r.id, r]));
		const stoneById = new Map(stones.map((s) => [s.id, s]));
		// The rounds are under the ids they have here (`round-ids.ts`): none is another match's.
		const target = liveRounds(view, matchId);
		const changes: LiveChange[] = [];
		const puts: RoundRecord[] = [];
		const removes: string[] = [];
		const newStones: TombstoneRecord[] = [];
		const byId = new Map(view.rounds.map((r) => [r.id, r]));
		const position = new Map(target.map((r, i) => [r.id, i + 1]));
		for (const t of target) {
			const was = hereById.get(t.id);
			const r = byId.get(t.id)!;
			this.#base.set(t.id, stateOf(r));
			if (was && sameJson(was, t)) continue;
			puts.push(t);
			if (stoneById.has(t.id)) removes.push(t.id);
			if (t.by === phone && (!was || sameJson(was.input, t.input))) continue;
			const number = position.get(t.id)!;
			if (!was) {
				// Entered under one number on two phones: told by the first of the two places.
				const twins = view.rounds.filter((o) => o.id !== t.id && o.order === r.order && !o.latest.deleted);
				const first = twins.reduce((low, o) => Math.min(low, position.get(o.id) ?? number), number);
				const kind = stoneById.has(t.id) ? 'restored' : twins.length > 0 ? 'both-entered' : 'added';
				changes.push({ kind, number: kind === 'both-entered' ? first : number, by: t.by ?? '' });
			} else if (!sameJson(was.input, t.input)) {
				const mine = r.edits.find((e) => e.by === phone && sameJson(e.input, was.input) && e !== r.latest);
				changes.push(
					mine && t.by !== phone
						? { kind: 'edit-overruled', number, by: t.by ?? '', lost: phone }
						: { kind: 'edited', number, by: t.by ?? '' }
				);
			}
		}
		let number = 0;
		const numbers = new Map(here.map((r) => [r.id, ++number]));
		for (const r of view.rounds) {
			if (!r.latest.deleted) continue;
			this.#base.set(r.id, stateOf(r));
			const stone: TombstoneRecord = { id: r.id, kind: 'round', matchId, deletedAt: r.latest.at };
			if (hereById.has(r.id)) {
				removes.push(r.id);
				newStones.push(stone);
				if (r.latest.by !== phone) changes.push({ kind: 'deleted', number: numbers.get(r.id)!, by: r.latest.by });
			} else if (stoneById.get(r.id)?.deletedAt !== stone.deletedAt) newStones.push(stone);
		}
		if (puts.length === 0 && removes.length === 0 && newStones.length === 0) return changes;
		await d.rounds.bulkDelete(removes.filter((id) => hereById.has(id)));
		await d.tombstones.bulkDelete(removes.filter((id) => stoneById.has(id)));
		await d.tombstones.bulkPut(newStones);
		await d.rounds.bulkPut(puts);
		const match = (await d.matches.get(matchId))!;
		const rounds = await d.rounds.where('[matchId+order]').between([matchId, -Infinity], [matchId, Infinity]).toArray();
		const next = { ...match, updatedAt: stampAfter(match.updatedAt) };
		const folded = foldMatch(
			game,
			setupOf(game, next),
			rounds.map((r) => r.input)
		);
		const { summary, status } = summarize(game, next, rounds, folded);
		await d.matches.put({ ...next, summary, status });
		const arrived = new Set(puts.filter((p) => p.by !== phone).map((p) => p.id));
		folded.rounds.forEach((f, i) => {
			const r = rounds[i]!;
			if (f.violations.length > 0 && arrived.has(r.id))
				changes.push({ kind: 'not-counted', number: i + 1, by: r.by ?? '' });
		});
		return changes;
	}
}
