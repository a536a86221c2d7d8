/**
 * The open match: follows its setup and rounds in the database (also when another tab changes
 * them), folds them into totals with the game's engine, and performs the edits the match screen
 * offers — add, edit, delete a round — each undoable while the screen is open. Every edit is
 * written at once; undo and redo are edits too.
 */
import { validateAt, type FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup, Outcome, ScoreColumn, Violation } from '$lib/engine/core/types';
import { Live } from '$lib/data/live.svelte';
import {
	addRound,
	deleteRound,
	newRoundId,
	getMatch,
	listRounds,
	putRound,
	saveSummary,
	setStatus,
	updateRound
} from '$lib/data/matches';
import { getPlayers } from '$lib/data/players';
import type { MatchRecord, MatchStatus, PlayerRecord, RoundRecord } from '$lib/data/schema';
import { IncrementalFold } from './incremental-fold';

/** An edit that can be undone. */
type Edit =
	| { kind: 'add'; round: RoundRecord }
	| { kind: 'edit'; before: RoundRecord; after: RoundRecord }
	| { kind: 'delete'; round: RoundRecord };

/** The engine's view of a stored match. */
export function setupOf(game: AnyGame, match: MatchRecord): MatchSetup<unknown> {
	const setup: { config: unknown; seatCount: number; firstDealer: number; startingScores?: number[] } = {
		config: game.parseConfig(match.config, match.seats.length),
		seatCount: match.seats.length,
		firstDealer: match.firstDealer
	};
	if (match.startingScores) setup.startingScores = match.startingScores;
	return setup;
}

/** The status a match should have after its rounds changed. */
export function statusAfter(current: MatchStatus, outcome: Outcome): MatchStatus {
	if (current === 'abandoned') return current;
	return outcome.over ? 'finished' : 'active';
}

export class MatchSession {
	readonly id: string;
	readonly game: AnyGame;
	#match: Live<MatchRecord | undefined>;
	#rounds: Live<RoundRecord[]>;
	#players: Live<PlayerRecord[]>;
	#fold = new IncrementalFold();
	// Raw state: stored rounds must stay plain objects (IndexedDB cannot clone proxies).
	#undo: readonly Edit[] = $state.raw([]);
	#redo: readonly Edit[] = $state.raw([]);
	/** A short notice of the last change, for the live region. */
	notice = $state('');

	constructor(id: string, game: AnyGame) {
		this.id = id;
		this.game = game;
		this.#match = new Live(() => getMatch(id));
		this.#rounds = new Live(() => listRounds(id));
		this.#players = new Live(async () => {
			const match = await getMatch(id);
			return match ? getPlayers(match.seats.map((s) => s.playerId)) : [];
		});
	}

	get match(): MatchRecord | undefined {
		return this.#match.current;
	}

	/**
	 * A valid round being written, shown with the rounds the live query last read (`base`) from
	 * the moment it is validated until the query reads it back: the new totals paint without
	 * waiting for the write or the re-read of the whole match (issue 10: save to paint). A failed
	 * write takes it off the screen again; the "saved" notice waits for the write.
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

	/** The engine setup; the same object while its content is unchanged, so folds are reused. */
	setup = $derived.by(() => {
		if (!this.match) return null;
		const setup = setupOf(this.game, this.match);
		const key = JSON.stringify(setup);
		if (this.#setupCache?.key !== key) this.#setupCache = { key, setup };
		return this.#setupCache.setup;
	});

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

	/** Violations of `input` as round `index` (an append when index is the round count). */
	check(index: number, input: unknown): readonly Violation[] {
		if (!this.setup || !this.folded) return [];
		return validateAt(this.game, this.setup, this.folded, index, input);
	}

	/** Appends a round if valid (removing the draft it was typed in); returns its violations otherwise. */
	async add(input: unknown, draftKey?: string): Promise<readonly Violation[]> {
		const violations = this.check(this.rounds?.length ?? 0, input);
		if (violations.length > 0) return violations;
		const base = this.#rounds.current;
		const id = newRoundId();
		if (base) {
			const t = Date.now();
			const order = (base.at(-1)?.order ?? 0) + 1;
			const pending: RoundRecord = { id, matchId: this.id, order, input, createdAt: t, updatedAt: t };
			this.#written = { base, rounds: [...base, pending] };
		}
		let round: RoundRecord;
		try {
			round = await addRound(this.id, input, draftKey, id);
		} catch (error) {
			if (this.#written?.base === base) this.#written = null;
			throw error;
		}
		if (base && this.#written?.base === base) this.#written = { base, rounds: [...base, round] };
		this.#record({ kind: 'add', round });
		await this.refresh();
		return [];
	}

	/** Replaces round `index` if the new input is valid there (removing the draft it was edited in). */
	async edit(index: number, input: unknown, draftKey?: string): Promise<readonly Violation[]> {
		const before = this.rounds?.[index];
		if (!before) return [];
		const violations = this.check(index, input);
		if (violations.length > 0) return violations;
		const after = await updateRound(before, input, draftKey);
		this.#record({ kind: 'edit', before, after });
		await this.refresh();
		return [];
	}

	/** Deletes round `index`. */
	async remove(index: number): Promise<void> {
		const round = this.rounds?.[index];
		if (!round) return;
		await deleteRound(round);
		this.#record({ kind: 'delete', round });
		await this.refresh();
	}

	async undo(): Promise<void> {
		const edit = this.#undo.at(-1);
		if (!edit) return;
		this.#undo = this.#undo.slice(0, -1);
		await this.#revert(edit);
		this.#redo = [...this.#redo, edit];
		await this.refresh();
	}

	async redo(): Promise<void> {
		const edit = this.#redo.at(-1);
		if (!edit) return;
		this.#redo = this.#redo.slice(0, -1);
		await this.#replay(edit);
		this.#undo = [...this.#undo, edit];
		await this.refresh();
	}

	/** Marks the match abandoned, or reopens it (status then follows the outcome). */
	async setAbandoned(abandoned: boolean): Promise<void> {
		await setStatus(this.id, abandoned ? 'abandoned' : 'active');
		await this.refresh();
	}

	#record(edit: Edit): void {
		this.#undo = [...this.#undo, edit];
		this.#redo = [];
	}

	async #revert(edit: Edit): Promise<void> {
		if (edit.kind === 'add') await deleteRound(edit.round);
		else if (edit.kind === 'edit') await putRound(edit.before);
		else await putRound(edit.round);
	}

	async #replay(edit: Edit): Promise<void> {
		if (edit.kind === 'add') await putRound(edit.round);
		else if (edit.kind === 'edit') await putRound(edit.after);
		else await deleteRound(edit.round);
	}

	/** Refreshes the cached summary and status from the stored setup and rounds (after any write). */
	async refresh(): Promise<void> {
		const match = await getMatch(this.id);
		if (!match) return;
		const rounds = await listRounds(this.id);
		// The screen's own fold when the setup is unchanged, so only new rounds are folded again.
		const setup = setupOf(this.game, match);
		const same = this.setup !== null && JSON.stringify(setup) === this.#setupCache?.key;
		const folded = this.#fold.fold(this.game, same ? this.setup! : setup, rounds);
		const winners = folded.outcome.over ? [...folded.outcome.winners] : [];
		await saveSummary(
			this.id,
			{ engineVersion: this.game.engineVersion, totals: [...folded.state.totals], winners, roundCount: rounds.length },
			statusAfter(match.status, folded.outcome)
		);
	}
}
