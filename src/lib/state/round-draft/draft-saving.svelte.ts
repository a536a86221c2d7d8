/**
 * Saving a round entry form: refused when the match changed under the form (another window added
 * a round, or changed or deleted the round being edited), checked against the game's rules, then
 * kept in its draft from the moment Save is pressed until the round's own write removes it in the
 * same transaction. A refused or failed save keeps what was typed, in the form and its draft.
 */
import { foldMatch, validateAt } from '$lib/engine/core/fold';
import type { Violation } from '$lib/engine/core/types';
import type { StoredRoundDraft } from '$lib/data/drafts';
import { indexOfRound } from '$lib/data/round-list';
import { refused, type Outcome } from '$lib/data/outcome';
import { DraftForm, notYet, packed } from './draft-form.svelte';

export class DraftSaving extends DraftForm {
	/**
	 * Saves the round. Returns its number once written, or null when nothing was written (the
	 * reason is in `violations` or `problem`, and the typed values are in the form).
	 */
	async save(): Promise<number | null> {
		const { setup, folded, game } = this.session;
		if ((this.status !== 'editing' && this.status !== 'failed') || this.form === null || !setup || !folded) return null;
		clearTimeout(this.timer);
		this.timer = undefined;
		const typed: unknown = $state.snapshot(this.form);
		const note = this.note;
		if (this.noteOver > 0) return null;
		if (this.refusedAsStale()) {
			this.status = 'failed';
			this.persist();
			return null;
		}
		const input = this.forms.toInput(typed, setup);
		const problems = validateAt(game, setup, folded, this.index, input);
		if (problems.length > 0) return this.keep(typed, problems, note);
		const number = this.index + 1;
		this.status = 'saving';
		this.problem = null;
		this.flagged = null;
		this.notice = null;
		if (this.roundId === null && this.after.kind === 'not-yet') this.after = this.lastRound();
		const run = this.commit(typed, input, number, note);
		this.saving = run.catch(() => undefined);
		return run;
	}

	/**
	 * Waits for the round being written, for a save asked for meanwhile (one tap on "All passed"
	 * saves a blank next deal at once). True when that form can be saved now: the round before was
	 * written and the form was not replaced meanwhile (a refused round is put back in its place).
	 */
	async afterSaving(): Promise<boolean> {
		const version = this.version;
		await this.saving;
		return this.status === 'editing' && this.version === version;
	}

	/**
	 * Resolves once the next round's form is shown after a save of a new round (true), or once that
	 * save is over without it (false: refused, failed, or not a new round).
	 */
	nextForm(): Promise<boolean> {
		return this.#nextForm;
	}
	#nextForm: Promise<boolean> = Promise.resolve(false);

	protected async commit(typed: unknown, input: unknown, number: number, note: string): Promise<number | null> {
		// The typed round goes to storage first, and the round is shown (and written) only once its
		// draft holds it: from the moment its row paints, a page load or a kill cannot lose it (the
		// round's write removes the draft; until it commits, the draft completes it at start-up).
		const stored: StoredRoundDraft = { ...this.stored(typed, note), pending: { input, note } };
		const typedAfter = this.after;
		// This form owns the round from here until its write returns (the page's start leaves it alone).
		const release = this.store.holdSaving();
		const marked = this.store.put(stored);
		// A new round's row and the new totals paint first, the saved form held in place meanwhile
		// (the editor hides it, so nothing is typed into fields about to be replaced); the next
		// round's form comes in the task after that frame: its render (the heaviest of a save, a
		// Coinche form's) then holds back neither the totals nor the draft's write.
		const held = this.roundId === null ? this.index : null;
		let shown = (_: boolean) => undefined as void;
		this.#nextForm = new Promise((done) => (shown = done));
		this.held = held;
		let outcome: Outcome;
		try {
			await marked;
			// Benchmark mark: from here a page load or a kill cannot lose the round.
			performance.mark('tk:save-pending');
			if (held !== null) {
				// The round's own write (its transaction and the replies it gets) starts once the totals
				// are painted: the draft holds the round meanwhile, and the write stays out of the totals'
				// task and of what runs before their mark. (Its stamp is made at once: the round shown
				// carries the stamp it is written with.)
				const frame = painted();
				const written = this.session.add(input, { draftKey: this.key, after: typedAfter, note, writeAfter: frame });
				const refusedFirst = await Promise.race([frame.then(() => false), written.then((o) => !o.ok)]);
				this.held = null;
				if (!refusedFirst) this.aheadOf(input, held);
				shown(!refusedFirst);
				outcome = await written;
			} else {
				outcome = await this.session.edit(this.index, input, this.key, undefined, note);
			}
		} catch {
			outcome = refused({ kind: 'failed' });
		} finally {
			release();
			this.held = null;
			shown(false);
		}
		this.ahead = null;
		if (!outcome.ok) {
			this.after = typedAfter;
			const { refusal } = outcome;
			if (refusal.kind === 'invalid') return this.keep(typed, refusal.violations, note);
			this.problem = refusal;
			return this.keep(typed, [], note);
		}
		this.status = 'editing';
		// The next round's blank is folded again now the round is stored; the form is replaced only
		// when that blank differs and nothing was typed yet (a replaced form drops a keystroke under way).
		const previous = this.blankJson;
		const fresh = this.blank();
		if (this.json === previous && this.blankJson !== previous) this.show(fresh, this.blankNote);
		else this.persist();
		return number;
	}

	/** A refusal when the match changed under the form since it was opened or typing began. */
	protected refusedAsStale(): boolean {
		const rounds = this.session.rounds ?? [];
		if (this.roundId !== null) {
			const round = rounds[this.index];
			if (!round) {
				this.problem = { kind: 'deleted-elsewhere', number: this.openedAs };
				return true;
			}
			if (this.stamp !== undefined && round.updatedAt !== this.stamp) {
				this.problem = { kind: 'changed-elsewhere', number: this.index + 1 };
				this.stamp = round.updatedAt;
				return true;
			}
			return false;
		}
		// Rounds added after the one typing started on may be this very round, saved elsewhere.
		// (When that round itself is gone, undone or deleted, nothing can be entered twice.)
		const after = this.after;
		const at = after.kind === 'round' ? indexOfRound(rounds, after.id) : -1;
		this.after = this.lastRound();
		if (after.kind === 'not-yet' || (after.kind === 'round' && at < 0) || at === rounds.length - 1) return false;
		this.problem = { kind: 'added-elsewhere', number: at + 2 };
		return true;
	}

	/** Keeps the typed form and note after a refused or failed save, and its draft without `pending`. */
	protected keep(typed: unknown, problems: readonly Violation[], note: string): null {
		this.status = 'failed';
		this.flagged = problems.length > 0 ? new Set(problems.map((x) => x.field ?? '')) : null;
		this.version++;
		this.form = typed;
		this.note = note;
		this.json = packed(typed, note);
		if (this.after.kind === 'not-yet' && this.roundId === null) this.after = this.lastRound();
		this.persist();
		return null;
	}

	/** While round `input` (at `index`) is saved: a blank form for the round after it, from the state it leaves. */
	protected aheadOf(input: unknown, index: number): void {
		const { setup, folded, game } = this.session;
		if (!setup || !folded) return;
		const inputs = new Array<unknown>(index + 1);
		inputs[index] = input;
		this.ahead = { index: index + 1, state: foldMatch(game, setup, inputs, folded, index).state };
		this.after = notYet;
		this.show(this.blank(), this.blankNote);
	}
}

/**
 * Resolves once the next frame is painted and the tasks that frame queued have run (at once where
 * there are no frames): the second task after it. The frame with the new totals queues its own
 * after-paint work (the `tk:totals-painted` mark, whose requestAnimationFrame comes after this
 * one's, in the render of the totals); with a single task the next form's render (on a phone a
 * Coinche form's, 70 to 145 ms at 4×) ran before that work, so the totals were counted as
 * painted only after the next form had been rendered.
 */
function painted(): Promise<void> {
	const twoTasks = (done: () => void) => setTimeout(() => setTimeout(done, 0), 0);
	return new Promise((done) => {
		// A hidden page paints no frame (nor runs its requestAnimationFrame): the round's write and
		// the next form do not wait for it to be shown again.
		if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined') return twoTasks(done);
		if (document.visibilityState === 'hidden') return twoTasks(done);
		const onHidden = () => document.visibilityState === 'hidden' && twoTasks(done);
		document.addEventListener('visibilitychange', onHidden, { once: true });
		requestAnimationFrame(() => {
			document.removeEventListener('visibilitychange', onHidden);
			twoTasks(done);
		});
	});
}
