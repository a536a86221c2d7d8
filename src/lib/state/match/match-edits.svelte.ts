/**
 * The edits the match screen offers — add, edit, delete a round, change the setup, Undo, Redo —
 * each written in one transaction with the match's summary and this window's undo history, and
 * each either done or refused with the reason (changed, deleted or added elsewhere, invalid, or
 * storage's own). Undo takes back only what this window did, and only while the round (or the
 * setup) is still as this window left it. `session.svelte.ts` offers these to the screen.
 */
import type { Violation } from '$lib/engine/core/types';
import { storedBase, type TypedAfter } from '$lib/data/drafts';
import { withNote } from '$lib/data/facts';
import {
	newRoundId,
	newStamp,
	stampAfter,
	putHistory,
	setupDiff,
	writeSetup,
	type RoundWriteResult,
	type SetupWrite,
	type SetupWriteResult
} from '$lib/data/matches';
import type { NameProblem, Rename } from '$lib/data/players';
import type { HistoryStep, MatchSetupFields, RoundRecord } from '$lib/data/schema';
import { done, refused, type Outcome, type Refusal } from '$lib/data/outcome';
import { storageHealth } from '../storage-health.svelte';
import type { FollowedRounds, HeldWrite } from './followed-rounds.svelte';
import type { MatchFold } from './match-fold';
import { dropped, nextStep, stepped, type StepAction, type Steps } from './undo-history';
import { restamped, roundOf, type WindowSteps } from './window-steps.svelte';

/** How a new round is added, beside its input. */
export interface RoundAdd {
	/** The draft it was typed in, removed in the same write. */
	draftKey?: string;
	/** What the round was typed after: the write is refused when a round was added after that since. */
	after?: TypedAfter;
	/** What the table wrote about the deal (stored beside the input; no score reads it). */
	note?: string;
	/**
	 * The round is shown at once and its write waits for this (the frame with the new totals
	 * painted, while the round is held pending in its draft), so the write's start and its replies
	 * stay out of that frame's task and the totals' paint.
	 */
	writeAfter?: Promise<unknown>;
}

/** The last deletion, Undo or Redo that did not happen, and why. */
export interface ActionRefusal {
	action: StepAction | 'delete';
	refusal: Refusal;
}

/** Why a refused round write did not happen: the round `number` changed, was deleted or was added elsewhere. */
function raced(result: Extract<RoundWriteResult, { ok: false }>, number: number): Refusal {
	if (result.addedAt !== undefined) return { kind: 'added-elsewhere', number: result.addedAt };
	return result.current ? { kind: 'changed-elsewhere', number } : { kind: 'deleted-elsewhere', number };
}

export class MatchEdits {
	readonly id: string;
	#rounds: FollowedRounds;
	#fold: MatchFold;
	#steps: WindowSteps;
	#check: (index: number, input: unknown) => readonly Violation[];
	/** The last deletion, Undo or Redo refused (cleared by the next change). */
	refusal: ActionRefusal | null = $state(null);

	/** `check`: the violations of an input as round `index` of the match as it now stands. */
	constructor(
		id: string,
		rounds: FollowedRounds,
		fold: MatchFold,
		steps: WindowSteps,
		check: (index: number, input: unknown) => readonly Violation[]
	) {
		this.id = id;
		this.#rounds = rounds;
		this.#fold = fold;
		this.#steps = steps;
		this.#check = check;
	}

	get rounds(): readonly RoundRecord[] | undefined {
		return this.#rounds.rounds;
	}

	#adopt(steps: Steps<HistoryStep>): void {
		this.#steps.current = steps;
		this.refusal = null;
	}

	/**
	 * Writes one round change with the summary and, once written, this window's history as `next`
	 * makes it from the round as written (adopted when the write succeeds). A refused write is
	 * refused as round `number`'s; a failed one with storage's reason.
	 */
	async #write(
		write: Omit<HeldWrite, 'summarize' | 'history'>,
		number: number,
		next: (written: RoundRecord | null) => Steps<HistoryStep>
	): Promise<Outcome> {
		let steps: Steps<HistoryStep> | null = null;
		let result: RoundWriteResult;
		try {
			await this.#steps.known();
			result = await this.#rounds.write({
				...write,
				summarize: this.#fold.summarize,
				history: (written) => this.#steps.stored((steps = next(written)))
			});
		} catch (error) {
			return refused(await storageHealth.refusalOf(error));
		}
		if (!result.ok) return refused(raced(result, number));
		if (steps) this.#adopt(steps);
		return done();
	}

	/**
	 * Writes one setup change with the summary and, when `next` is given, this window's history as
	 * it makes it (adopted when the write succeeds). Done with the name problems when a new name
	 * is refused (nothing written), or with null once written.
	 */
	async #writeSetup(
		write: Omit<SetupWrite, 'summarize' | 'history'>,
		next: (() => Steps<HistoryStep>) | null
	): Promise<Outcome<(NameProblem | null)[] | null>> {
		let steps: Steps<HistoryStep> | null = null;
		let result: SetupWriteResult;
		try {
			await this.#steps.known();
			const history = next ? { history: () => this.#steps.stored((steps = next())) } : {};
			result = await writeSetup({ ...write, read: this.#read, summarize: this.#fold.summarize, ...history });
		} catch (error) {
			return refused(await storageHealth.refusalOf(error));
		}
		if (!result.ok) return 'names' in result ? done(result.names) : refused({ kind: 'setup-changed-elsewhere' });
		if (steps) this.#adopt(steps);
		return done(null);
	}

	/**
	 * Changes the setup from `from` (as it was when the form opened) to `next` and renames players,
	 * as one step of this window's history when the setup changes. Refused, nothing written, when
	 * the setup changed elsewhere since; done with the name problems when a new name is refused.
	 */
	changeSetup(
		from: MatchSetupFields,
		next: MatchSetupFields,
		renames: readonly Rename[]
	): Promise<Outcome<(NameProblem | null)[] | null>> {
		const step: HistoryStep = { kind: 'setup', before: from, after: next };
		const write = { matchId: this.id, expect: from, next, renames };
		const changes = setupDiff(from, next, this.#read);
		return this.#writeSetup(write, changes.length === 0 ? null : () => this.#steps.taking(step));
	}

	/** The house options as the game reads them for this match's seats. */
	#read = (config: unknown): unknown => this.#fold.game.parseConfig(config, this.#rounds.match?.seats.length ?? 0);

	/** Refuses `action` for this reason, for the screen to say so. */
	#refuse(action: ActionRefusal['action'], outcome: Outcome<unknown>): Outcome {
		if (outcome.ok) return done();
		this.refusal = { action, refusal: outcome.refusal };
		return outcome;
	}

	/** Appends a round if valid; `how`: where it was typed and when its write starts ({@link RoundAdd}). */
	async add(input: unknown, how: RoundAdd = {}): Promise<Outcome> {
		const { draftKey, after, note, writeAfter } = how;
		const number = (this.rounds?.length ?? 0) + 1;
		const violations = this.#check(number - 1, input);
		if (violations.length > 0) return refused({ kind: 'invalid', violations });
		const t = Date.now();
		const round = withNote<RoundRecord>(
			{ id: newRoundId(), matchId: this.id, order: 0, input, createdAt: t, updatedAt: newStamp() },
			note
		);
		const base = after ? storedBase(after) : undefined;
		return this.#rounds.preview(round, async () => {
			await writeAfter;
			return this.#write(
				{
					matchId: this.id,
					put: round,
					...(draftKey !== undefined ? { draftKey } : {}),
					...(base !== undefined ? { appendAfter: base } : {})
				},
				number,
				(stored) => this.#steps.taking({ kind: 'add', before: null, after: stored })
			);
		});
	}

	/**
	 * Replaces round `index` if the new input is valid there (removing the draft it was edited in).
	 * `seenAt`, the round's `updatedAt` when the form was opened, refuses the write (nothing
	 * written) if the round changed since; by default, since this window last read it. `note`: the
	 * deal's note after the edit (undefined keeps it; an edit of the note alone is an edit too).
	 */
	async edit(index: number, input: unknown, draftKey?: string, seenAt?: number, note?: string): Promise<Outcome> {
		const before = this.rounds?.[index];
		if (!before) return refused({ kind: 'deleted-elsewhere', number: index + 1 });
		const violations = this.#check(index, input);
		if (violations.length > 0) return refused({ kind: 'invalid', violations });
		const edited: RoundRecord = { ...before, input, updatedAt: stampAfter(before.updatedAt) };
		const after = note === undefined ? edited : withNote(edited, note);
		return this.#write(
			{
				matchId: this.id,
				put: after,
				expect: { id: before.id, updatedAt: seenAt ?? before.updatedAt },
				...(draftKey !== undefined ? { draftKey } : {})
			},
			index + 1,
			() => this.#steps.taking({ kind: 'edit', before, after })
		);
	}

	/** Deletes round `index`, unless it changed elsewhere since this window read it. */
	async remove(index: number): Promise<Outcome> {
		const round = this.rounds?.[index];
		if (!round) return this.#refuse('delete', refused({ kind: 'deleted-elsewhere', number: index + 1 }));
		const written = await this.#write(
			{ matchId: this.id, remove: round.id, expect: { id: round.id, updatedAt: round.updatedAt } },
			index + 1,
			() => this.#steps.taking({ kind: 'delete', before: round, after: null })
		);
		return this.#refuse('delete', written);
	}

	/** Moves a step's round from how the step left it to how it was before (Undo) or after (Redo); a step that no longer applies is dropped. */
	async step(action: StepAction): Promise<Outcome> {
		const step = nextStep(this.#steps.current, action);
		if (!step) return done();
		if (step.kind === 'setup') return this.#setupStep(step, action);
		const [from, to] = action === 'undo' ? [step.after, step.before] : [step.before, step.after];
		const id = roundOf(step).id;
		// Undo and Redo are new writes: the round put back takes a new stamp, later than the edit or
		// deletion it takes back, so it travels to other devices like any edit (issue 40).
		const put = to ? { ...to, updatedAt: stampAfter(from?.updatedAt ?? to.updatedAt) } : null;
		const written = await this.#write(
			{ matchId: this.id, expect: { id, updatedAt: from?.updatedAt ?? null }, ...(put ? { put } : { remove: id }) },
			this.#steps.numberOf(step),
			(stored) => stepped(restamped(this.#steps.current, to, stored), action)
		);
		if (!written.ok && (written.refusal.kind === 'changed-elsewhere' || written.refusal.kind === 'deleted-elsewhere'))
			await this.#drop(action);
		return this.#refuse(action, written);
	}

	/** Puts the setup back as it was before (Undo) or after (Redo) the step, unless it changed elsewhere since. */
	async #setupStep(step: Extract<HistoryStep, { kind: 'setup' }>, action: StepAction): Promise<Outcome> {
		const [from, to] = action === 'undo' ? [step.after, step.before] : [step.before, step.after];
		const written = await this.#writeSetup({ matchId: this.id, expect: from, next: to, via: action }, () =>
			stepped(this.#steps.current, action)
		);
		if (!written.ok && written.refusal.kind === 'setup-changed-elsewhere') await this.#drop(action);
		return this.#refuse(action, written);
	}

	/** The next step of `action` no longer applies (changed in another window): it is dropped. */
	async #drop(action: StepAction): Promise<void> {
		const rest = dropped(this.#steps.current, action);
		this.#adopt(rest);
		await putHistory(this.#steps.stored(rest)).catch(() => undefined);
	}
}
