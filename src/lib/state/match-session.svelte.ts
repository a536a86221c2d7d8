/**
 * The open match: follows its setup and rounds in the database (also when another window changes
 * them), folds them into totals with the game's engine, and performs the edits the match screen
 * offers — add, edit, delete a round — each written in one transaction with the match's summary
 * and this window's undo history. Undo takes back only what this window did, and only while the
 * round is still as this window left it; the history is kept across reloads (last 50 steps).
 */
import { validateAt, type FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup, ScoreColumn, Violation } from '$lib/engine/core/types';
import { Live } from '$lib/data/live.svelte';
import { getHistory, getMatch, listRounds, newRoundId, putHistory, setStatus, writeRound } from '$lib/data/matches';
import { getPlayers } from '$lib/data/players';
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
	#match: Live<MatchRecord | undefined>;
	#rounds: Live<RoundRecord[]>;
	#players: Live<PlayerRecord[]>;
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

	constructor(id: string, game: AnyGame, windowId: string = currentWindowId()) {
		this.id = id;
		this.game = game;
		this.windowId = windowId;
		this.#match = new Live(() => getMatch(id));
		this.#rounds = new Live(() => listRounds(id));
		this.#players = new Live(async () => {
			const match = await getMatch(id);
			return match ? getPlayers(match.seats.map((s) => s.playerId)) : [];
		});
		void this.#loadHistory();
	}

	get match(): MatchRecord | undefined {
		return this.#match.current;
	}

	/**
	 * A valid round being written, shown with the rounds the live query last read (`base`) from
	 * the moment it is validated until the query reads it back: the new totals paint without
	 * waiting for the write or the re-read of the whole match. A failed write takes it off the
	 * screen again; the "saved" notice waits for the write.
	 */
	#written: { base: RoundRecord[]; rounds: RoundRecord[] } | null = $state.raw(null);

	get rounds(): RoundRecord[] | undefined {
		const live = this.#rounds.current;
		const written = this.#written;
		return written && written.base === live ? written.rounds : live;
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
		const players = this.#players.current ?? [];
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
		const round = (step.after ?? step.before)!;
		let before = 0;
		for (const r of this.rounds ?? []) if (r.order < round.order && r.id !== round.id) before++;
		return before + 1;
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
		const base = this.#rounds.current;
		const t = Date.now();
		const round: RoundRecord = { id: newRoundId(), matchId: this.id, order: 0, input, createdAt: t, updatedAt: t };
		if (base) {
			const order = (base.at(-1)?.order ?? 0) + 1;
			this.#written = { base, rounds: [...base, { ...round, order }] };
		}
		let history: HistoryRecord | null = null;
		try {
			const result = await writeRound({
				matchId: this.id,
				put: round,
				...(draftKey !== undefined ? { draftKey } : {}),
				summarize: this.#summarize,
				history: (written) => (history = this.#push({ kind: 'add', before: null, after: written }))
			});
			if (base && result.ok && result.round && this.#written?.base === base)
				this.#written = { base, rounds: [...base, result.round] };
		} catch (error) {
			if (this.#written?.base === base) this.#written = null;
			throw error;
		}
		if (history) this.#adopt(history);
		return [];
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
		const result = await writeRound({
			matchId: this.id,
			put: after,
			expect: { id: before.id, updatedAt: seenAt ?? before.updatedAt },
			...(draftKey !== undefined ? { draftKey } : {}),
			summarize: this.#summarize,
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
		const result = await writeRound({
			matchId: this.id,
			remove: round.id,
			expect: { id: round.id, updatedAt: round.updatedAt },
			summarize: this.#summarize,
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
		const result = await writeRound({
			matchId: this.id,
			expect: { id, updatedAt: from?.updatedAt ?? null },
			...(to ? { put: to } : { remove: id }),
			summarize: this.#summarize,
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

	/** Repairs a stale summary once, when the match is opened. */
	async repair(): Promise<void> {
		if (this.#repaired) return;
		this.#repaired = true;
		await this.refresh();
	}
}
