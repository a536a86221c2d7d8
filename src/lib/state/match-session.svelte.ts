/**
 * The open match: holds its setup and rounds, folds them into totals with the game's engine, and
 * performs the edits the match screen offers — add, edit, delete a round — each written in one
 * transaction with the match's summary and this window's undo history. Undo takes back only what
 * this window did, and only while the round is still as this window left it; the history is kept
 * across reloads (last 50 steps).
 *
 * The rounds are read once, when the match opens. After that the session watches only the match
 * record, whose `updatedAt` stamp moves with every write: a stamp its own write gave the match
 * changes nothing (the write returned the rounds as they now are, its change applied to the rounds
 * the session held), and any other stamp (another window or tab, an import) reads every round again.
 */
import { createSubscriber } from 'svelte/reactivity';
import { validateAt, type FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup, ScoreColumn, Violation } from '$lib/engine/core/types';
import { follow, Live } from '$lib/data/live.svelte';
import {
	getHistory,
	getMatch,
	newRoundId,
	nextStamp,
	putHistory,
	readMatch,
	setStatus,
	writeRound,
	type KnownRounds,
	type MatchSnapshot,
	type RoundWrite,
	type RoundWriteResult
} from '$lib/data/matches';
import { getPlayers } from '$lib/data/players';
import { countBefore, indexOfRound } from '$lib/data/round-list';
import { repairSummary, setupOf, summarize, type Summarize } from '$lib/data/summary';
import type { HistoryRecord, MatchRecord, PlayerRecord, RoundRecord, RoundStep } from '$lib/data/schema';
import { IncrementalFold } from './incremental-fold';

export { setupOf, statusAfter } from '$lib/data/summary';

/** How many steps Undo (and Redo) keep per window and match. */
export const HISTORY_LIMIT = 50;

/** What Undo or Redo would take back or do again: the kind of change and the round's number now. */
export interface StepLabel {
	kind: RoundStep['kind'];
	number: number;
}

/** A round was changed elsewhere since this window's step: Undo or Redo was refused. */
export interface StepRefusal {
	action: 'undo' | 'redo';
	number: number;
}

/** Thrown by an edit whose round changed in another window since it was read (nothing is written). */
export class RoundChangedError extends Error {
	constructor() {
		super('The round changed in another window.');
		this.name = 'RoundChangedError';
	}
}

const WINDOW_KEY = 'tk-window-id';

/** This window's id: kept by the tab across reloads, new in another tab or window. */
export function currentWindowId(): string {
	try {
		const known = sessionStorage.getItem(WINDOW_KEY);
		if (known) return known;
		const id = crypto.randomUUID();
		sessionStorage.setItem(WINDOW_KEY, id);
		return id;
	} catch {
		return crypto.randomUUID();
	}
}

/** A stamp later than `previous` (two writes in one millisecond still differ). */
function stamp(previous: RoundRecord | null): number {
	return Math.max(Date.now(), (previous?.updatedAt ?? 0) + 1);
}

function bounded(steps: readonly RoundStep[]): RoundStep[] {
	return steps.length > HISTORY_LIMIT ? steps.slice(steps.length - HISTORY_LIMIT) : [...steps];
}

export class MatchSession {
	readonly id: string;
	readonly game: AnyGame;
	readonly windowId: string;
	/** The match as last read (followed while the screen reads it). */
	#match: MatchRecord | undefined = $state.raw(undefined);
	/** The rounds as stored at a stamp of the match: as read, or as this session's last write left them. */
	#known: KnownRounds | null = $state.raw(null);
	#follow: () => void;
	#players: Live<PlayerRecord[]>;
	/** The players read with the match when it opened, until the live query has them. */
	#openedPlayers: PlayerRecord[] | undefined;
	/** The stamp this session's write under way gives the match: its announcement is no change from elsewhere. */
	#writingStamp: number | null = null;
	/** This session's writes run one after the other, each from the rounds the one before left. */
	#writes: Promise<unknown> = Promise.resolve();
	/** A read of every round under way, and whether to read again once it is done. */
	#reading: Promise<void> | null = null;
	#readAgain = false;
	#fold = new IncrementalFold();
	// Raw state: stored rounds must stay plain objects (IndexedDB cannot clone proxies).
	#undo: readonly RoundStep[] = $state.raw([]);
	#redo: readonly RoundStep[] = $state.raw([]);
	/** Whether this window's stored history has been read (a step taken before wins over it). */
	#historyLoaded = false;
	#repaired = false;
	/** A short notice of the last change, for the live region. */
	notice = $state('');
	/** The last Undo or Redo refused because the round changed elsewhere (cleared by the next change). */
	refusal: StepRefusal | null = $state(null);

	/** `opened`: the match, rounds and players as the screen read them to open it, if it did. */
	constructor(id: string, game: AnyGame, windowId: string = currentWindowId(), opened?: MatchSnapshot) {
		this.id = id;
		this.game = game;
		this.windowId = windowId;
		if (opened) {
			this.#match = opened.match;
			this.#known = { updatedAt: opened.match.updatedAt, rounds: opened.rounds };
			this.#openedPlayers = opened.players;
		}
		this.#follow = createSubscriber(() =>
			follow(
				() => getMatch(id),
				(match) => this.#seen(match),
				() => undefined
			)
		);
		this.#players = new Live(async () => {
			const match = await getMatch(id);
			return match ? getPlayers(match.seats.map((s) => s.playerId)) : [];
		});
		void this.#loadHistory();
	}

	get match(): MatchRecord | undefined {
		this.#follow();
		return this.#match;
	}

	/** The match as now stored: the rounds are read again unless this session's own write put it there. */
	#seen(match: MatchRecord | undefined): void {
		this.#match = match;
		if (match?.updatedAt !== this.#writingStamp) this.#catchUp();
	}

	/** Reads every round again when the match is at a later stamp than the rounds held. */
	#catchUp(): void {
		const match = this.#match;
		if (match && (!this.#known || match.updatedAt > this.#known.updatedAt)) void this.#readAll();
	}

	/** Reads the match's rounds (one read at a time; a change meanwhile reads once more after it). */
	#readAll(): Promise<void> {
		if (this.#reading) {
			this.#readAgain = true;
			return this.#reading;
		}
		const reading = (async () => {
			do {
				this.#readAgain = false;
				const read = await readMatch(this.id).catch(() => undefined);
				if (read) this.#hold({ updatedAt: read.match.updatedAt, rounds: read.rounds });
			} while (this.#readAgain);
		})();
		this.#reading = reading.finally(() => (this.#reading = null));
		return this.#reading;
	}

	/** Holds these rounds unless those held are of the same or a later stamp. */
	#hold(next: KnownRounds | null): void {
		if (next && (!this.#known || next.updatedAt > this.#known.updatedAt)) this.#known = next;
	}

	/**
	 * A valid round being written, shown with the rounds held when it was validated (`base`) until
	 * its write returns: the new totals paint without waiting for the write. A failed write takes it
	 * off the screen again; the "saved" notice waits for the write.
	 */
	#written: { base: KnownRounds; rounds: readonly RoundRecord[] } | null = $state.raw(null);

	get rounds(): readonly RoundRecord[] | undefined {
		this.#follow();
		const known = this.#known;
		const written = this.#written;
		return written && written.base === known ? written.rounds : known?.rounds;
	}

	/** The index of the round with this id among the rounds shown (-1: none). */
	indexOf(roundId: string): number {
		return indexOfRound(this.rounds ?? [], roundId);
	}

	/** True once the match and its rounds have loaded. */
	get ready(): boolean {
		return this.match !== undefined && this.rounds !== undefined;
	}

	#setupCache: { key: string; setup: MatchSetup<unknown> } | null = null;

	/** The engine setup of `match`; the same object while its content is unchanged, so folds are reused. */
	#setupFor(match: MatchRecord): MatchSetup<unknown> {
		const setup = setupOf(this.game, match);
		const key = JSON.stringify(setup);
		if (this.#setupCache?.key !== key) this.#setupCache = { key, setup };
		return this.#setupCache.setup;
	}

	/** The engine setup. */
	setup = $derived.by(() => (this.match ? this.#setupFor(this.match) : null));

	folded: FoldedMatch | null = $derived.by(() => {
		const setup = this.setup;
		const rounds = this.rounds;
		if (!setup || !rounds) return null;
		return this.#fold.fold(this.game, setup, rounds);
	});

	columns: readonly ScoreColumn[] = $derived.by(() => (this.setup ? this.game.columns(this.setup) : []));

	/** Seat names in seat order (a removed player shows as "?"). */
	seatNames: string[] = $derived.by(() => {
		const players = this.#players.current ?? this.#openedPlayers ?? [];
		return (this.match?.seats ?? []).map((s) => players.find((p) => p.id === s.playerId)?.name ?? '?');
	});

	/** Column names: a player's name, or the team's name. */
	columnNames: string[] = $derived.by(() =>
		this.columns.map((column, i) =>
			column.kind === 'player'
				? (this.seatNames[column.seats[0] ?? 0] ?? '?')
				: this.match?.teamNames?.[i]?.trim() || column.seats.map((s) => this.seatNames[s]).join(' & ')
		)
	);

	get canUndo(): boolean {
		return this.#undo.length > 0;
	}

	get canRedo(): boolean {
		return this.#redo.length > 0;
	}

	/** What Undo would take back, with the round's number as the match now stands. */
	get undoLabel(): StepLabel | null {
		const step = this.#undo.at(-1);
		return step ? { kind: step.kind, number: this.#numberOf(step) } : null;
	}

	/** What Redo would do again. */
	get redoLabel(): StepLabel | null {
		const step = this.#redo.at(-1);
		return step ? { kind: step.kind, number: this.#numberOf(step) } : null;
	}

	/** The id of the round the last step (Undo's) is about, and its kind. */
	get lastStep(): { kind: RoundStep['kind']; roundId: string } | null {
		const step = this.#undo.at(-1);
		const round = step?.after ?? step?.before;
		return step && round ? { kind: step.kind, roundId: round.id } : null;
	}

	/** A round's number: its place among the rounds now (a deleted round: where it would go back). */
	#numberOf(step: RoundStep): number {
		return countBefore(this.rounds ?? [], (step.after ?? step.before)!) + 1;
	}

	/** Violations of `input` as round `index` (an append when index is the round count). */
	check(index: number, input: unknown): readonly Violation[] {
		if (!this.setup || !this.folded) return [];
		return validateAt(this.game, this.setup, this.folded, index, input);
	}

	/** Summaries built with the screen's own fold: rounds it has folded are not folded again. */
	#summarize: Summarize = (match, rounds) =>
		summarize(this.game, match, rounds, this.#fold.fold(this.game, this.#setupFor(match), rounds));

	/** This window's history as it will be stored with a write. */
	#historyRecord(undo: readonly RoundStep[], redo: readonly RoundStep[]): HistoryRecord {
		return {
			key: `${this.id}/${this.windowId}`,
			matchId: this.id,
			windowId: this.windowId,
			undo: bounded(undo),
			redo: bounded(redo),
			updatedAt: Date.now()
		};
	}

	async #loadHistory(): Promise<void> {
		const stored = await getHistory(`${this.id}/${this.windowId}`).catch(() => undefined);
		if (this.#historyLoaded) return;
		this.#historyLoaded = true;
		if (stored) {
			this.#undo = stored.undo;
			this.#redo = stored.redo;
		}
	}

	/** Records a new step taken in this window (Redo's steps no longer apply after it). */
	#push(step: RoundStep): HistoryRecord {
		this.#historyLoaded = true;
		return this.#historyRecord([...this.#undo, step], []);
	}

	#adopt(record: HistoryRecord): void {
		this.#undo = record.undo;
		this.#redo = record.redo;
		this.refusal = null;
	}

	/** Appends a round if valid (removing the draft it was typed in); returns its violations otherwise. */
	async add(input: unknown, draftKey?: string): Promise<readonly Violation[]> {
		const violations = this.check(this.rounds?.length ?? 0, input);
		if (violations.length > 0) return violations;
		const base = this.#known;
		const shown = this.rounds;
		const t = Date.now();
		const round: RoundRecord = { id: newRoundId(), matchId: this.id, order: 0, input, createdAt: t, updatedAt: t };
		const written =
			base && shown ? { base, rounds: [...shown, { ...round, order: (shown.at(-1)?.order ?? 0) + 1 }] } : null;
		if (written) this.#written = written;
		let history: HistoryRecord | null = null;
		try {
			await this.#write({
				matchId: this.id,
				put: round,
				...(draftKey !== undefined ? { draftKey } : {}),
				history: (stored) => (history = this.#push({ kind: 'add', before: null, after: stored }))
			});
		} finally {
			if (this.#written === written) this.#written = null;
		}
		if (history) this.#adopt(history);
		return [];
	}

	/**
	 * Runs one round write after this session's earlier ones, from the rounds they left, with the
	 * summary; then holds the rounds it returns. A failed write reads the rounds again if the match
	 * moved meanwhile.
	 */
	#write(write: Omit<RoundWrite, 'known' | 'stamp' | 'summarize'>): Promise<RoundWriteResult> {
		const run = this.#writes.then(async () => {
			const known = this.#known;
			const stamp = nextStamp(Math.max(known?.updatedAt ?? 0, this.#match?.updatedAt ?? 0));
			this.#writingStamp = stamp;
			try {
				const result = await writeRound({ ...write, ...(known ? { known } : {}), stamp, summarize: this.#summarize });
				if (result.ok) this.#hold(result.after);
				return result;
			} finally {
				if (this.#writingStamp === stamp) this.#writingStamp = null;
				this.#catchUp();
			}
		});
		this.#writes = run.catch(() => undefined);
		return run;
	}

	/**
	 * Replaces round `index` if the new input is valid there (removing the draft it was edited in).
	 * `seenAt`, the round's `updatedAt` when the form was opened, refuses the write (throwing
	 * `RoundChangedError`, nothing written) if the round changed since; by default, since this
	 * window last read it.
	 */
	async edit(index: number, input: unknown, draftKey?: string, seenAt?: number): Promise<readonly Violation[]> {
		const before = this.rounds?.[index];
		if (!before) return [];
		const violations = this.check(index, input);
		if (violations.length > 0) return violations;
		const after: RoundRecord = { ...before, input, updatedAt: stamp(before) };
		let history: HistoryRecord | null = null;
		const result = await this.#write({
			matchId: this.id,
			put: after,
			expect: { id: before.id, updatedAt: seenAt ?? before.updatedAt },
			...(draftKey !== undefined ? { draftKey } : {}),
			history: () => (history = this.#push({ kind: 'edit', before, after }))
		});
		if (!result.ok) throw new RoundChangedError();
		if (history) this.#adopt(history);
		return [];
	}

	/** Deletes round `index` (refused, returning false, if it changed in another window since). */
	async remove(index: number): Promise<boolean> {
		const round = this.rounds?.[index];
		if (!round) return false;
		let history: HistoryRecord | null = null;
		const result = await this.#write({
			matchId: this.id,
			remove: round.id,
			expect: { id: round.id, updatedAt: round.updatedAt },
			history: () => (history = this.#push({ kind: 'delete', before: round, after: null }))
		});
		if (history) this.#adopt(history);
		return result.ok;
	}

	/**
	 * Takes back this window's last step, if its round is still as the step left it. The round is
	 * put back exactly as it was, stamp included: a round's id and stamp always name one content,
	 * so the steps before it still apply.
	 */
	async undo(): Promise<void> {
		const step = this.#undo.at(-1);
		if (!step) return;
		await this.#step('undo', step, step.after, step.before, () =>
			this.#historyRecord(this.#undo.slice(0, -1), [...this.#redo, step])
		);
	}

	/** Does again the step Undo last took back, if its round is still as Undo left it. */
	async redo(): Promise<void> {
		const step = this.#redo.at(-1);
		if (!step) return;
		await this.#step('redo', step, step.before, step.after, () =>
			this.#historyRecord([...this.#undo, step], this.#redo.slice(0, -1))
		);
	}

	/** Moves a step's round from `from` (as it must still be) to `to`; drops the step when refused. */
	async #step(
		action: 'undo' | 'redo',
		step: RoundStep,
		from: RoundRecord | null,
		to: RoundRecord | null,
		next: () => HistoryRecord
	): Promise<void> {
		const id = (step.after ?? step.before)!.id;
		const number = this.#numberOf(step);
		let history: HistoryRecord | null = null;
		const result = await this.#write({
			matchId: this.id,
			expect: { id, updatedAt: from?.updatedAt ?? null },
			...(to ? { put: to } : { remove: id }),
			history: () => (history = next())
		});
		if (result.ok) {
			if (history) this.#adopt(history);
			return;
		}
		// The round changed in another window: this step no longer applies, and is dropped.
		const dropped =
			action === 'undo'
				? this.#historyRecord(this.#undo.slice(0, -1), this.#redo)
				: this.#historyRecord(this.#undo, this.#redo.slice(0, -1));
		this.#adopt(dropped);
		this.refusal = { action, number };
		await putHistory(dropped).catch(() => undefined);
	}

	/** Marks the match abandoned, or reopens it (status then follows the outcome). */
	async setAbandoned(abandoned: boolean): Promise<void> {
		await setStatus(this.id, abandoned ? 'abandoned' : 'active', this.#summarize);
	}

	/** Rebuilds the stored summary and status from the stored setup and rounds, when they differ. */
	async refresh(): Promise<void> {
		await repairSummary(this.id, this.#summarize);
	}

	/**
	 * Repairs a stale summary once, when the match is opened: the stored summary is first compared
	 * with one from the rounds held, and the rounds are read again only when they differ.
	 */
	async repair(): Promise<void> {
		if (this.#repaired) return;
		this.#repaired = true;
		const match = this.match;
		const known = this.#known;
		if (match && known?.updatedAt === match.updatedAt) {
			const built = this.#summarize(match, known.rounds);
			if (built.status === match.status && JSON.stringify(built.summary) === JSON.stringify(match.summary)) return;
		}
		await this.refresh();
	}
}
