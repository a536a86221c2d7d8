/**
 * The life of one round entry form: its draft is read when the form opens (restored, taken over
 * from a closed window, or set aside when it no longer reads), saved as the user types, and kept
 * in storage from the moment Save is pressed until the round's own write removes it in the same
 * transaction, so a saved round is always either stored or still in its draft. A save made on a
 * match that changed under the form (another window added a round, or changed or deleted the
 * round being edited) is refused, keeping what was typed.
 *
 * States: loading → editing ⇄ saving → editing (saved) | failed (kept; a new Save retries).
 *
 * This module reads the draft back when the form opens; the form and its stored draft are
 * `round-draft/draft-form.svelte.ts`'s, the save path `round-draft/draft-saving.svelte.ts`'s.
 */
import { validateAt } from '$lib/engine/core/fold';
import { hasFormShape, readRoundDraft, storedBase, typedAfter } from '$lib/data/drafts';
import { DraftSaving } from './round-draft/draft-saving.svelte';

export type {
	DraftForms,
	DraftNotice,
	DraftOptions,
	DraftProblem,
	DraftSession,
	DraftStatus
} from './round-draft/draft-form.svelte';

export class RoundDraft extends DraftSaving {
	#loading = false;

	/** Reads the stored draft into the form (once, when the form opens). */
	async load(): Promise<void> {
		const { setup } = this.session;
		if (this.status !== 'loading' || this.#loading || !setup || this.index < 0) return;
		this.#loading = true;
		const blank = this.blank();
		let value = await this.store.read();
		if (value === undefined || value === null) return this.show(blank, this.blankNote);
		if (readRoundDraft(value).pending) {
			// A Save a page load cut off. The page's start completes such rounds
			// (`pending-rounds.ts`): the form waits for it and decides only on what it leaves, so
			// the round is written or put back once, never both. Gone now: the start wrote it.
			const number = this.index + 1;
			await this.cutOff().catch(() => undefined);
			value = await this.store.own();
			if (value === undefined || value === null) {
				this.show(this.blank(), this.blankNote);
				this.notice = { kind: 'completed', number };
				return;
			}
		}
		const stored = readRoundDraft(value);
		if (!this.#reads(stored.form, blank)) {
			this.notice = { kind: 'discarded' };
			void this.store.remove();
			return this.show(blank, this.blankNote);
		}
		this.after = typedAfter(stored.base);
		if (stored.stamp !== undefined) this.stamp = stored.stamp;
		const note = stored.note ?? this.blankNote;
		if (stored.pending) return this.#resume(stored.form, stored.pending.input, stored.pending.note ?? note);
		this.show(stored.form, note);
		if (this.json !== this.blankJson) this.notice = { kind: 'restored' };
	}

	/** A draft saved with `pending`: the page closed before the round's write committed. */
	async #resume(form: unknown, input: unknown, note: string): Promise<void> {
		const number = this.index + 1;
		const unchanged =
			this.roundId === null
				? storedBase(this.after) === this.lastId()
				: this.stamp === this.session.rounds?.[this.index]?.updatedAt;
		const { setup, folded, game } = this.session;
		if (unchanged && setup && folded && validateAt(game, setup, folded, this.index, input).length === 0) {
			this.show(form, note);
			this.status = 'saving';
			const saved = await this.commit(form, input, number, note);
			if (saved !== null) {
				this.notice = { kind: 'completed', number: saved };
				return;
			}
		} else {
			this.after = this.lastRound();
			this.show(form, note);
			this.persist();
		}
		this.notice = { kind: 'put-back', number };
	}

	/** Whether a stored form can be shown: the blank form's shape, and the entry form reads it. */
	#reads(form: unknown, blank: unknown): boolean {
		if (!hasFormShape(form, blank)) return false;
		try {
			this.forms.toInput(form, this.session.setup!);
			return true;
		} catch {
			return false;
		}
	}
}
