/**
 * A round entry form and its draft in storage: the form's fields as typed, the state just before
 * the round, the flagged fields' violations and the later rounds an edit would void, and the
 * draft written once typing pauses (none for an untouched form). Saving is
 * `draft-saving.svelte.ts`'s; reading the draft back when the form opens, `round-draft.svelte.ts`'s.
 */
import { stateBefore, validateAt, type FoldedMatch } from '$lib/engine/core/fold';
import { roundsVoidedBy, type VoidedRound } from '$lib/engine/core/later-rounds';
import type { AnyGame, BaseState, MatchSetup, Violation } from '$lib/engine/core/types';
import { storedBase, typedAfter, type StoredRoundDraft, type TypedAfter } from '$lib/data/drafts';
import { NOTE_MAX } from '$lib/data/facts';
import { indexOfRound } from '$lib/data/round-list';
import type { RoundRecord } from '$lib/data/schema';
import { DraftStore } from '../draft-store';
import type { RoundAdd } from '../match/match-edits.svelte';
import type { Outcome, Refusal } from '$lib/data/outcome';

/** What a draft needs of the open match (`MatchSession` provides it). */
export interface DraftSession {
	readonly id: string;
	readonly game: AnyGame;
	readonly setup: MatchSetup<unknown> | null;
	readonly folded: FoldedMatch | null;
	readonly rounds: readonly RoundRecord[] | undefined;
	/** Shows the round at once; its write starts once `how.writeAfter` settles (at once without it). */
	add(input: unknown, how?: RoundAdd): Promise<Outcome>;
	edit(index: number, input: unknown, draftKey?: string, seenAt?: number, note?: string): Promise<Outcome>;
}

/** What a draft needs of the game's entry form. */
export interface DraftForms {
	emptyForm(game: AnyGame, state: BaseState, setup: MatchSetup<unknown>): unknown;
	toInput(form: unknown, setup: MatchSetup<unknown>): unknown;
	fromInput(input: unknown, setup: MatchSetup<unknown>): unknown;
}

export type DraftStatus = 'loading' | 'editing' | 'saving' | 'failed';

/** A quiet note about where the form's content came from. */
export type DraftNotice =
	| { kind: 'restored' }
	| { kind: 'discarded' }
	| { kind: 'completed'; number: number }
	| { kind: 'put-back'; number: number };

/** Why the last Save wrote nothing (the typed values stay in the form; `invalid` is in `violations`). */
export type DraftProblem = Exclude<Refusal, { kind: 'invalid' }>;

export interface DraftOptions {
	/** This window's id (see `window-id.ts`). */
	windowId: string;
	/** The ids of the open windows, or null when unknown (then only unowned drafts are taken over). */
	openWindows?: () => Promise<ReadonlySet<string> | null>;
	/** Delay between the last keystroke and the draft's write. */
	debounceMs?: number;
	/**
	 * The page's completion of the rounds a page load cut off, which a form opening on a pending
	 * draft waits for (by default `settlePendingRounds`, once per page).
	 */
	cutOff?: () => Promise<unknown>;
}

/** Nothing typed yet: what a round is typed after is taken when typing starts. */
export const notYet: TypedAfter = { kind: 'not-yet' };

export class DraftForm {
	readonly session: DraftSession;
	readonly forms: DraftForms;
	/** The round being edited, or null for a new round. */
	readonly roundId: string | null;
	protected store: DraftStore;
	#debounceMs: number;
	/** The round's number when the edit form opened (for messages once it is gone). */
	protected openedAs: number;

	status: DraftStatus = $state('loading');
	form: unknown = $state(null);
	/** Counts wholesale replacements of `form` (a new round, a restored or taken-back entry). */
	version = $state(0);
	notice: DraftNotice | null = $state(null);
	problem: DraftProblem | null = $state(null);
	/** The deal's note as typed, beside the form (kept in the draft; no score reads it). */
	note = $state('');
	/** How many characters the note has over the limit (0 when it fits); Save waits until it fits. */
	noteOver = $derived(Math.max(0, this.note.trim().length - NOTE_MAX));
	readonly noteMax = NOTE_MAX;
	/** The note the form opened with: the edited round's, or none for a new round. */
	protected blankNote = '';
	/** Fields the last refused Save marked; their messages stay while they are still wrong. */
	protected flagged: ReadonlySet<string> | null = $state(null);

	protected blankJson = '';
	protected json = '';
	protected after: TypedAfter = notYet;
	protected stamp: number | undefined = undefined;
	protected timer: ReturnType<typeof setTimeout> | undefined;
	protected saving: Promise<unknown> = Promise.resolve();
	protected cutOff: () => Promise<unknown>;

	/** `roundId`: the round to edit, or null for a new round. */
	constructor(session: DraftSession, forms: DraftForms, roundId: string | null, options: DraftOptions) {
		this.session = session;
		this.forms = forms;
		this.#debounceMs = options.debounceMs ?? 150;
		this.cutOff = options.cutOff ?? (async () => (await import('../pending-rounds')).settlePendingRounds());
		const index = roundId === null ? -1 : indexOfRound(session.rounds ?? [], roundId);
		const round = session.rounds?.[index];
		this.roundId = round?.id ?? null;
		this.stamp = round?.updatedAt;
		this.openedAs = index + 1;
		this.store = new DraftStore(session.id, round?.id ?? null, options.windowId, options.openWindows);
	}

	/**
	 * The round being saved, from the moment Save is pressed until its write returns: the form
	 * already shows the next round (its number, and the state after the saved round).
	 */
	protected ahead: { index: number; state: BaseState } | null = $state.raw(null);
	/**
	 * The index of a new round being saved while its row and the new totals paint (from the press
	 * until the frame after them), the saved form still in place: the next round's form replaces
	 * it only after that frame, so it does not hold the totals back.
	 */
	held: number | null = $state(null);

	/** The round's place in the match: the edited round's index, or the round count for a new round. */
	index = $derived.by(() => {
		const rounds = this.session.rounds ?? [];
		if (this.roundId !== null) return indexOfRound(rounds, this.roundId);
		if (this.held !== null) return this.held;
		return Math.max(rounds.length, this.ahead?.index ?? 0);
	});

	/** The number shown in the heading. */
	number = $derived.by(() => (this.index < 0 ? this.openedAs : this.index + 1));

	/** The edited round was deleted (in another window): the form stays, saving is refused. */
	deleted = $derived.by(() => this.roundId !== null && this.session.rounds !== undefined && this.index < 0);

	#before: BaseState | null = null;
	/** The state just before the round (entry forms read it); the last one known once the round is gone. */
	before: BaseState | null = $derived.by(() => {
		const folded = this.session.folded;
		if (folded && this.index >= 0) this.#before = this.stateBefore(folded);
		return this.#before;
	});

	/** The flagged fields' current violations: one clears as soon as its field is right. */
	violations: readonly Violation[] = $derived.by(() => {
		const flagged = this.flagged;
		if (!flagged || this.form === null) return [];
		return this.check(this.form).filter((x) => flagged.has(x.field ?? ''));
	});

	/** The later rounds this edit would stop counting (only while the edited round is valid). */
	voids: readonly VoidedRound[] = $derived.by(() => {
		const { folded, setup, rounds, game } = this.session;
		if (this.roundId === null || this.form === null || !folded || !setup || !rounds || this.index < 0) return [];
		if (this.index === rounds.length - 1) return [];
		const input = this.forms.toInput(this.form, setup);
		if (validateAt(game, setup, folded, this.index, input).length > 0) return [];
		return roundsVoidedBy(
			game,
			setup,
			folded,
			rounds.map((r) => r.input),
			this.index,
			input
		);
	});

	/** Where the draft is stored: one key per match (and edited round) and window. */
	get key(): string {
		return this.store.key;
	}

	/** Resolves once the save under way and every draft write issued so far are done. */
	async settled(): Promise<void> {
		await this.saving;
		await this.store.settled();
	}

	/** Call after every change to `form`: the draft is written once typing pauses. */
	changed(): void {
		if (this.status === 'loading' || this.form === null) return;
		const json = packed(this.form, this.note);
		if (json === this.json) return;
		this.json = json;
		if (json === this.blankJson) this.after = notYet;
		else if (this.after.kind === 'not-yet' && this.ahead === null) this.after = this.lastRound();
		clearTimeout(this.timer);
		this.timer = setTimeout(() => {
			this.timer = undefined;
			this.persist();
		}, this.#debounceMs);
	}

	/** Writes what was typed now rather than once typing pauses (the page is being hidden or left). */
	flush(): void {
		if (this.timer === undefined) return;
		clearTimeout(this.timer);
		this.timer = undefined;
		this.persist();
	}

	/** Shows `form` and `note` in place of what was there. */
	protected show(form: unknown, note: string): void {
		this.version++;
		this.form = form;
		this.note = note;
		this.json = packed(form, note);
		if (this.status === 'loading') this.status = 'editing';
	}

	protected blank(): unknown {
		const { setup, folded, game, rounds } = this.session;
		if (!setup || !folded) return null;
		const blank =
			this.roundId !== null
				? this.forms.fromInput(rounds?.[this.index]?.input, setup)
				: this.forms.emptyForm(game, this.stateBefore(folded), setup);
		this.blankNote = this.roundId !== null ? (rounds?.[this.index]?.note ?? '') : '';
		this.blankJson = packed(blank, this.blankNote);
		return blank;
	}

	/** The state just before this form's round (the round being saved may not be in `folded` yet). */
	protected stateBefore(folded: FoldedMatch): BaseState {
		const ahead = this.ahead;
		if (ahead && this.index === ahead.index && folded.rounds.length < ahead.index) return ahead.state;
		return stateBefore(folded, this.index);
	}

	protected check(form: unknown): readonly Violation[] {
		const { setup, folded, game } = this.session;
		if (!setup || !folded || this.index < 0) return [];
		return validateAt(game, setup, folded, this.index, this.forms.toInput(form, setup));
	}

	protected lastId(): string | null {
		return this.session.rounds?.at(-1)?.id ?? null;
	}

	/** The match's last round now, as what a round typed from now is typed after. */
	protected lastRound(): TypedAfter {
		return typedAfter(this.lastId());
	}

	protected stored(form: unknown, note: string): StoredRoundDraft {
		const stored: StoredRoundDraft = { v: 2, form, note };
		const base = storedBase(this.after);
		if (this.roundId === null) {
			if (base !== undefined) stored.base = base;
		} else if (this.stamp !== undefined) stored.stamp = this.stamp;
		return stored;
	}

	/** Writes the form as it is now (no draft for an untouched form); waits while a round is written. */
	protected persist(): void {
		if (this.status === 'saving' || this.status === 'loading' || this.form === null) return;
		const untouched = this.json === this.blankJson && this.problem === null;
		const [form, note] = JSON.parse(this.json) as [unknown, string];
		void (untouched ? this.store.remove() : this.store.put(this.stored(form, note)));
	}
}

/** A form and its note as one comparable text (what was typed, against the blank). */
export function packed(form: unknown, note: string): string {
	return JSON.stringify([form, note]);
}
