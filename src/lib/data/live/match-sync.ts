/**
 * Keeps one shared match's rows in Dexie and its Yjs document in step, in one read-write
 * transaction at a time:
 * - local changes (a round saved, edited, deleted or put back here, by any window) become edits
 *   appended to the document, stamped with this phone's name; a viewer never writes to it;
 * - the document's rounds (checked as hostile data by `match-doc.ts`) are written to Dexie as the
 *   import writes rounds (`pull-rounds.ts`): never removed for being absent, never taken from
 *   another match (such a round is kept under a derived id, `round-ids.ts`), a deletion leaves a
 *   tombstone, and a round that does not read for the game is kept and reported "not counted" by
 *   the fold, never dropped. The match's summary is rebuilt from its rounds and its stamp moved,
 *   so every open screen reads the rounds again.
 * Every entry this phone writes is stamped by its clock (`../clock.ts`) after the clock has seen
 * every entry read, so a change made here after seeing another is later than it on every phone,
 * whatever the clocks say; a round's `updatedAt` (a tombstone's `deletedAt`) here is the stamp of
 * the edit that counts. An entry dated too far ahead of this phone's clock is told once, never
 * obeyed (`match-doc.ts`).
 * What was last brought into step (`base`) tells a change made here from one that arrived; a run
 * that storage refused puts it back and counts the deals not stored (`storage-full.ts`).
 * A run reads the document once (what it appends is added to what it read, `withEdits`), and a
 * run asked for by a change of the database is skipped while the match's stamp is the one the
 * last run left: the run's own transaction, or a write to another match.
 */
import type * as Y from 'yjs';
import type { AnyGame } from '$lib/engine/core/types';
import { isGameId, loadGame } from '$lib/engine/registry';
import { clock as phoneClock } from '../clock';
import { newId } from '../db';
import { fromLegacy, type Hlc } from '../hlc';
import type { MatchRecord, PlayerRecord, RoundRecord, TablekeeperDb, TombstoneRecord } from '../schema';
import { newestOf, stampOf, type LiveClock } from './doc-stamps';
import type { LiveChange } from './link';
import {
	appendEdit,
	isEdit,
	PHONE_MAX,
	readDoc,
	withEdits,
	withSetup,
	type DocView,
	type RoundEdit,
	type SetupEntry
} from './match-doc';
import { docIdOf, localView, roundIds } from './round-ids';
import { pullRounds, same, stateOf, type State } from './pull-rounds';
import { chooseSetup } from './setup-choice';
import { InStep, StorageFull } from './storage-full';
import type { Unstored } from './unstored';

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
	/** What the last run brought into step (put back by a run that storage refused). */
	readonly #in = new InStep<State>();
	readonly #full: StorageFull;
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

	constructor(options: SyncOptions) {
		this.#o = { ...options, phone: options.phone.slice(0, PHONE_MAX) };
		this.#clock = options.clock ?? phoneClock;
		this.#full = new StorageFull(this.#o);
	}

	/** The deals from other phones the last run could not store (storage full); empty once stored. */
	get unstored(): readonly Unstored[] {
		return this.#full.unstored;
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
		if (ifMoved && match.updatedAt === this.#stamp && this.#full.unstored.length === 0) return [];
		this.#game ??= await loadGame(match.gameId);
		const game = this.#game;
		const run = await this.#full.run(this.#in, () => this.#step(game));
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
			const by = await this.#in.setup.pull(d, view, match, here, game);
			const refused = read.rounds.filter((r) => ids.refused.has(r.id));
			const changes = [
				...this.#ahead(read),
				...refused.map((r): LiveChange => ({ kind: 'round-refused', by: r.latest.by })),
				...(await pullRounds(this.#o, this.#in.base, view, here, stones, game))
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
		const first = this.#in.skipped === null;
		this.#in.skipped ??= new Set();
		const fresh = skipped.filter((s) => !this.#in.skipped!.has(key(s)));
		for (const s of fresh) this.#in.skipped.add(key(s));
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
				base: first ? (this.#in.base.get(r.id)?.edit ?? first.latest.id) : null,
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
			setup = this.#in.setup.push(doc, read, match, players, phone, () => this.#clock.stamp());
			here.forEach((r, i) => {
				const there = view.get(r.id);
				const mine: State = { alive: true, input: r.input, note: r.note };
				if (!there)
					return edit(r, here[i - 1]?.id ?? null, { at: stampOf(this.#clock, r.updatedAt, 0, seen), ...content(r) });
				const theirs = stateOf(there);
				if (same(mine, theirs)) return;
				const base = this.#in.base.get(r.id);
				const changedHere = base ? !same(mine, base) : fromLegacy(r.updatedAt) > there.latest.at;
				if (!changedHere) return;
				// A round put back after a deletion keeps its old stamp here: the change gets a new one.
				edit(r, null, { at: stampOf(this.#clock, r.updatedAt, there.latest.at, seen), ...content(r) });
			});
			for (const s of stones) {
				const there = view.get(s.id);
				if (!there || there.latest.deleted) continue;
				const base = this.#in.base.get(s.id);
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
}
