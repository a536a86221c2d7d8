/**
 * The open match, as the match screen talks to it: its setup and rounds folded into totals with
 * the game's engine, and the edits the screen offers — add, edit, delete a round, change the
 * setup, Undo, Redo — each written in one transaction with the match's summary and this window's
 * undo history. Undo takes back only what this window did, and only while the round (or the
 * setup) is still as this window left it; the history is kept across reloads. The writes themselves are `match-edits.svelte.ts`'s;
 * how the rounds follow the database is `followed-rounds.svelte.ts`'s; the steps themselves are
 * `undo-history.ts`'s.
 */
import { validateAt, type FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, ScoreColumn, Violation } from '$lib/engine/core/types';
import { setStatus, type MatchSnapshot } from '$lib/data/matches';
import { indexOfRound } from '$lib/data/round-list';
import { repairSummary } from '$lib/data/summary';
import type { NameProblem, Rename } from '$lib/data/players';
import type { MatchRecord, MatchSetupFields, RoundRecord, RoundStep } from '$lib/data/schema';
import type { Outcome, StorageRefusal } from '$lib/data/outcome';
import { storageHealth } from '../storage-health.svelte';
import { windowId as thisWindow } from '../window-id';
import { FollowedRounds } from './followed-rounds.svelte';
import { MatchEdits, type ActionRefusal, type RoundAdd } from './match-edits.svelte';
import { MatchFold } from './match-fold';
import { MatchNames } from './match-names.svelte';
import { nextStep } from './undo-history';
import { roundOf, WindowSteps, type StepLabel } from './window-steps.svelte';

export type { ActionRefusal, StepLabel };

export class MatchSession {
	readonly id: string;
	readonly game: AnyGame;
	#rounds: FollowedRounds;
	#names: MatchNames;
	#fold: MatchFold;
	#steps: WindowSteps;
	#edits: MatchEdits;
	#repaired = false;
	/** A short notice of the last change, for the live region. */
	notice = $state('');

	/**
	 * `windowId`: this window's (by default the one `window-id.ts` holds with its Web Lock, so a
	 * duplicated tab has its own history); `opened`: the match, rounds and players as the screen
	 * read them to open it, if it did.
	 */
	constructor(id: string, game: AnyGame, windowId?: string, opened?: MatchSnapshot) {
		this.id = id;
		this.game = game;
		this.#fold = new MatchFold(game);
		this.#rounds = new FollowedRounds(id, opened);
		this.#names = new MatchNames(
			id,
			() => this.match,
			() => this.columns,
			opened?.players
		);
		this.#steps = new WindowSteps(
			id,
			windowId !== undefined ? Promise.resolve(windowId) : thisWindow(),
			() => this.rounds
		);
		this.#edits = new MatchEdits(id, this.#rounds, this.#fold, this.#steps, (index, input) => this.check(index, input));
	}

	/** The last deletion, Undo or Redo refused (cleared by the next change). */
	get refusal(): ActionRefusal | null {
		return this.#edits.refusal;
	}

	get match(): MatchRecord | undefined {
		return this.#rounds.match;
	}

	get rounds(): readonly RoundRecord[] | undefined {
		return this.#rounds.rounds;
	}

	/** The index of the round with this id among the rounds shown (-1: none). */
	indexOf(roundId: string): number {
		return indexOfRound(this.rounds ?? [], roundId);
	}

	/** True once the match and its rounds have loaded. */
	get ready(): boolean {
		return this.match !== undefined && this.rounds !== undefined;
	}

	/** The engine setup. */
	setup = $derived.by(() => (this.match ? this.#fold.setupOf(this.match) : null));

	folded: FoldedMatch | null = $derived.by(() => {
		const setup = this.setup;
		const rounds = this.rounds;
		if (!setup || !rounds) return null;
		return this.#fold.fold(setup, rounds);
	});

	columns: readonly ScoreColumn[] = $derived.by(() => (this.setup ? this.game.columns(this.setup) : []));

	/** Seat names in seat order (a removed player shows as "?"). */
	get seatNames(): string[] {
		return this.#names.seats;
	}

	/** Column names: a player's name, or the team's name. */
	get columnNames(): string[] {
		return this.#names.columns;
	}

	get canUndo(): boolean {
		return this.#steps.current.undo.length > 0;
	}

	get canRedo(): boolean {
		return this.#steps.current.redo.length > 0;
	}

	/** What Undo would take back, with the round's number as the match now stands. */
	get undoLabel(): StepLabel | null {
		return this.#steps.label('undo');
	}

	/** What Redo would do again. */
	get redoLabel(): StepLabel | null {
		return this.#steps.label('redo');
	}

	/** The id of the round the last step (Undo's) is about, and its kind (null: none, or a setup step). */
	get lastStep(): { kind: RoundStep['kind']; roundId: string } | null {
		const step = nextStep(this.#steps.current, 'undo');
		return step && step.kind !== 'setup' ? { kind: step.kind, roundId: roundOf(step).id } : null;
	}

	/** Violations of `input` as round `index` (an append when index is the round count). */
	check(index: number, input: unknown): readonly Violation[] {
		if (!this.setup || !this.folded) return [];
		return validateAt(this.game, this.setup, this.folded, index, input);
	}

	/** Appends a round if valid; `how`: where it was typed and when its write starts ({@link RoundAdd}). */
	add(input: unknown, how?: RoundAdd): Promise<Outcome> {
		return this.#edits.add(input, how);
	}

	/**
	 * Replaces round `index` if the new input is valid there (removing the draft it was edited in).
	 * `seenAt`, the round's `updatedAt` when the form was opened, refuses the write (nothing
	 * written) if the round changed since; by default, since this window last read it.
	 */
	edit(index: number, input: unknown, draftKey?: string, seenAt?: number, note?: string): Promise<Outcome> {
		return this.#edits.edit(index, input, draftKey, seenAt, note);
	}

	/** Deletes round `index`, unless it changed elsewhere since this window read it. */
	remove(index: number): Promise<Outcome> {
		return this.#edits.remove(index);
	}

	/**
	 * Takes back this window's last step, if its round is still as the step left it. The round is
	 * put back exactly as it was, stamp included: a round's id and stamp always name one content,
	 * so the steps before it still apply.
	 */
	undo(): Promise<Outcome> {
		return this.#edits.step('undo');
	}

	/** Does again the step Undo last took back, if its round is still as Undo left it. */
	redo(): Promise<Outcome> {
		return this.#edits.step('redo');
	}

	/**
	 * Changes the setup from `from` (as the form opened it) to `next` and renames players, as one
	 * step of this window's history when the setup changes; refused when it changed elsewhere
	 * since, done with the name problems when a new name is refused (nothing written then).
	 */
	changeSetup(
		from: MatchSetupFields,
		next: MatchSetupFields,
		renames: readonly Rename[]
	): Promise<Outcome<(NameProblem | null)[] | null>> {
		return this.#edits.changeSetup(from, next, renames);
	}

	/** Marks the match abandoned, or reopens it (status then follows the outcome); refused when storage refuses. */
	setAbandoned(abandoned: boolean): Promise<Outcome<void, StorageRefusal>> {
		return storageHealth.attempt(() => setStatus(this.id, abandoned ? 'abandoned' : 'active', this.#fold.summarize));
	}

	/** Rebuilds the stored summary and status from the stored setup and rounds, when they differ. */
	async refresh(): Promise<void> {
		await repairSummary(this.id, this.#fold.summarize);
	}

	/**
	 * Repairs a stale summary once, when the match is opened: the stored summary is first compared
	 * with one from the rounds held, and the rounds are read again only when they differ.
	 */
	async repair(): Promise<void> {
		if (this.#repaired) return;
		this.#repaired = true;
		const match = this.match;
		const known = this.#rounds.known;
		if (match && known?.updatedAt === match.updatedAt) {
			const built = this.#fold.summarize(match, known.rounds);
			if (built.status === match.status && JSON.stringify(built.summary) === JSON.stringify(match.summary)) return;
		}
		await this.refresh();
	}
}
