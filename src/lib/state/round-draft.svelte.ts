/**
 * The life of one round entry form: its draft is read when the form opens (restored, taken over
 * from a closed window, or set aside when it no longer reads), saved as the user types, and kept
 * in storage from the moment Save is pressed until the round's own write removes it in the same
 * transaction, so a saved round is always either stored or still in its draft. A save made on a
 * match that changed under the form (another window added a round, or changed or deleted the
 * round being edited) is refused, keeping what was typed.
 *
 * States: loading → editing ⇄ saving → editing (saved) | failed (kept; a new Save retries).
 */
import { stateBefore, validateAt, type FoldedMatch } from '$lib/engine/core/fold';
import { roundsVoidedBy, type VoidedRound } from '$lib/engine/core/later-rounds';
import type { AnyGame, BaseState, MatchSetup, Violation } from '$lib/engine/core/types';
import {
	hasFormShape,
	readRoundDraft,
	storedBase,
	typedAfter,
	type StoredRoundDraft,
	type TypedAfter
} from '$lib/data/drafts';
import { indexOfRound } from '$lib/data/round-list';
import type { RoundRecord } from '$lib/data/schema';
import { DraftStore } from './draft-store';
import type { Outcome, Refusal } from './outcome';

/** What a draft needs of the open match (`MatchSession` provides it). */
export interface DraftSession {
	readonly id: string;
	readonly game: AnyGame;
	readonly setup: MatchSetup<unknown> | null;
	readonly folded: FoldedMatch | null;
	readonly rounds: readonly RoundRecord[] | undefined;
	add(input: unknown, draftKey?: string, after?: TypedAfter): Promise<Outcome>;
	edit(index: number, input: unknown, draftKey?: string): Promise<Outcome>;
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
}

const notYet: TypedAfter = { kind: 'not-yet' };

export class RoundDraft {
	readonly session: DraftSession;
	readonly forms: DraftForms;
	/** The round being edited, or null for a new round. */
	readonly roundId: string | null;
	#store: DraftStore;
	#debounceMs: number;
	/** The round's number when the edit form opened (for messages once it is gone). */
	#openedAs: number;

	status: DraftStatus = $state('loading');
	form: unknown = $state(null);
	/** Counts wholesale replacements of `form` (a new round, a restored or taken-back entry). */
	version = $state(0);
	notice: DraftNotice | null = $state(null);
	problem: DraftProblem | null = $state(null);
	/** Fields the last refused Save marked; their messages stay while they are still wrong. */
	#flagged: ReadonlySet<string> | null = $state(null);

	#loading = false;
	#blankJson = '';
	#json = '';
	#after: TypedAfter = notYet;
	#stamp: number | undefined = undefined;
	#timer: ReturnType<typeof setTimeout> | undefined;
	#saving: Promise<unknown> = Promise.resolve();

	/** `roundId`: the round to edit, or null for a new round. */
	constructor(session: DraftSession, forms: DraftForms, roundId: string | null, options: DraftOptions) {
		this.session = session;
		this.forms = forms;
		this.#debounceMs = options.debounceMs ?? 150;
		const index = roundId === null ? -1 : indexOfRound(session.rounds ?? [], roundId);
		const round = session.rounds?.[index];
		this.roundId = round?.id ?? null;
		this.#stamp = round?.updatedAt;
		this.#openedAs = index + 1;
		this.#store = new DraftStore(session.id, round?.id ?? null, options.windowId, options.openWindows);
	}

	/** The round's place in the match: the edited round's index, or the round count for a new round. */
	index = $derived.by(() => {
		const rounds = this.session.rounds ?? [];
		return this.roundId === null ? rounds.length : indexOfRound(rounds, this.roundId);
	});

	/** The number shown in the heading. */
	number = $derived.by(() => (this.index < 0 ? this.#openedAs : this.index + 1));

	/** The edited round was deleted (in another window): the form stays, saving is refused. */
	deleted = $derived.by(() => this.roundId !== null && this.session.rounds !== undefined && this.index < 0);

	#before: BaseState | null = null;
	/** The state just before the round (entry forms read it); the last one known once the round is gone. */
	before: BaseState | null = $derived.by(() => {
		const folded = this.session.folded;
		if (folded && this.index >= 0) this.#before = stateBefore(folded, this.index);
		return this.#before;
	});

	/** The flagged fields' current violations: one clears as soon as its field is right. */
	violations: readonly Violation[] = $derived.by(() => {
		const flagged = this.#flagged;
		if (!flagged || this.form === null) return [];
		return this.#check(this.form).filter((x) => flagged.has(x.field ?? ''));
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
		return this.#store.key;
	}

	/** Resolves once the save under way and every draft write issued so far are done. */
	async settled(): Promise<void> {
		await this.#saving;
		await this.#store.settled();
	}

	/** Reads the stored draft into the form (once, when the form opens). */
	async load(): Promise<void> {
		const { setup } = this.session;
		if (this.status !== 'loading' || this.#loading || !setup || this.index < 0) return;
		this.#loading = true;
		const blank = this.#blank();
		const value = await this.#store.read();
		if (value === undefined || value === null) return this.#show(blank);
		const stored = readRoundDraft(value);
		if (!this.#reads(stored.form, blank)) {
			this.notice = { kind: 'discarded' };
			void this.#store.remove();
			return this.#show(blank);
		}
		this.#after = typedAfter(stored.base);
		if (stored.stamp !== undefined) this.#stamp = stored.stamp;
		if (stored.pending) return this.#resume(stored.form, stored.pending.input);
		this.#show(stored.form);
		if (this.#json !== this.#blankJson) this.notice = { kind: 'restored' };
	}

	/** Call after every change to `form`: the draft is written once typing pauses. */
	changed(): void {
		if (this.status === 'loading' || this.form === null) return;
		const json = JSON.stringify(this.form);
		if (json === this.#json) return;
		this.#json = json;
		if (json === this.#blankJson) this.#after = notYet;
		else if (this.#after.kind === 'not-yet') this.#after = this.#lastRound();
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => this.#persist(), this.#debounceMs);
	}

	/**
	 * Saves the round. Returns its number once written, or null when nothing was written (the
	 * reason is in `violations` or `problem`, and the typed values are in the form).
	 */
	async save(): Promise<number | null> {
		const { setup, folded, game } = this.session;
		if ((this.status !== 'editing' && this.status !== 'failed') || this.form === null || !setup || !folded) return null;
		clearTimeout(this.#timer);
		const typed: unknown = $state.snapshot(this.form);
		if (this.#refusedAsStale()) {
			this.status = 'failed';
			this.#persist();
			return null;
		}
		const input = this.forms.toInput(typed, setup);
		const problems = validateAt(game, setup, folded, this.index, input);
		if (problems.length > 0) return this.#keep(typed, problems);
		const number = this.index + 1;
		this.status = 'saving';
		this.problem = null;
		this.#flagged = null;
		this.notice = null;
		if (this.roundId === null && this.#after.kind === 'not-yet') this.#after = this.#lastRound();
		const run = this.#commit(typed, input, number);
		this.#saving = run.catch(() => undefined);
		return run;
	}

	async #commit(typed: unknown, input: unknown, number: number): Promise<number | null> {
		// The typed round goes to storage first, and the round is shown (and written) only once its
		// draft holds it: from the moment its row paints, a page load or a kill cannot lose it (the
		// round's write removes the draft; until it commits, the draft completes it at start-up).
		const stored: StoredRoundDraft = { ...this.#stored(typed), pending: { input } };
		await this.#store.put(stored);
		let outcome: Outcome;
		if (this.roundId === null) {
			const written = this.session.add(input, this.key, this.#after);
			this.#next();
			outcome = await written;
		} else {
			outcome = await this.session.edit(this.index, input, this.key);
		}
		if (!outcome.ok) {
			const { refusal } = outcome;
			if (refusal.kind === 'invalid') return this.#keep(typed, refusal.violations);
			this.problem = refusal;
			return this.#keep(typed, []);
		}
		this.status = 'editing';
		// The next round's blank is folded again now the round is stored; the form is replaced only
		// when that blank differs and nothing was typed yet (a replaced form drops a keystroke under way).
		const previous = this.#blankJson;
		const fresh = this.#blank();
		if (this.#json === previous && this.#blankJson !== previous) this.#show(fresh);
		else this.#persist();
		return number;
	}

	/** A refusal when the match changed under the form since it was opened or typing began. */
	#refusedAsStale(): boolean {
		const rounds = this.session.rounds ?? [];
		if (this.roundId !== null) {
			const round = rounds[this.index];
			if (!round) {
				this.problem = { kind: 'deleted-elsewhere', number: this.#openedAs };
				return true;
			}
			if (this.#stamp !== undefined && round.updatedAt !== this.#stamp) {
				this.problem = { kind: 'changed-elsewhere', number: this.index + 1 };
				this.#stamp = round.updatedAt;
				return true;
			}
			return false;
		}
		// Rounds added after the one typing started on may be this very round, saved elsewhere.
		// (When that round itself is gone, undone or deleted, nothing can be entered twice.)
		const after = this.#after;
		const at = after.kind === 'round' ? indexOfRound(rounds, after.id) : -1;
		this.#after = this.#lastRound();
		if (after.kind === 'not-yet' || (after.kind === 'round' && at < 0) || at === rounds.length - 1) return false;
		this.problem = { kind: 'added-elsewhere', number: at + 2 };
		return true;
	}

	/** Keeps the typed form after a refused or failed save, and its draft without `pending`. */
	#keep(typed: unknown, problems: readonly Violation[]): null {
		this.status = 'failed';
		this.#flagged = problems.length > 0 ? new Set(problems.map((x) => x.field ?? '')) : null;
		this.version++;
		this.form = typed;
		this.#json = JSON.stringify(typed);
		if (this.#after.kind === 'not-yet' && this.roundId === null) this.#after = this.#lastRound();
		this.#persist();
		return null;
	}

	/** After an append is under way: a blank form for the next round. */
	#next(): void {
		this.#after = notYet;
		this.#show(this.#blank());
	}

	/** A draft saved with `pending`: the page closed before the round's write committed. */
	async #resume(form: unknown, input: unknown): Promise<void> {
		const number = this.index + 1;
		const unchanged =
			this.roundId === null
				? storedBase(this.#after) === this.#lastId()
				: this.#stamp === this.session.rounds?.[this.index]?.updatedAt;
		const { setup, folded, game } = this.session;
		if (unchanged && setup && folded && validateAt(game, setup, folded, this.index, input).length === 0) {
			this.#show(form);
			this.status = 'saving';
			const saved = await this.#commit(form, input, number);
			if (saved !== null) {
				this.notice = { kind: 'completed', number: saved };
				return;
			}
		} else {
			this.#after = this.#lastRound();
			this.#show(form);
			this.#persist();
		}
		this.notice = { kind: 'put-back', number };
	}

	#show(form: unknown): void {
		this.version++;
		this.form = form;
		this.#json = JSON.stringify(form);
		if (this.status === 'loading') this.status = 'editing';
	}

	#blank(): unknown {
		const { setup, folded, game, rounds } = this.session;
		if (!setup || !folded) return null;
		const blank =
			this.roundId !== null
				? this.forms.fromInput(rounds?.[this.index]?.input, setup)
				: this.forms.emptyForm(game, stateBefore(folded, this.index), setup);
		this.#blankJson = JSON.stringify(blank);
		return blank;
	}

	#check(form: unknown): readonly Violation[] {
		const { setup, folded, game } = this.session;
		if (!setup || !folded || this.index < 0) return [];
		return validateAt(game, setup, folded, this.index, this.forms.toInput(form, setup));
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

	#lastId(): string | null {
		return this.session.rounds?.at(-1)?.id ?? null;
	}

	/** The match's last round now, as what a round typed from now is typed after. */
	#lastRound(): TypedAfter {
		return typedAfter(this.#lastId());
	}

	#stored(form: unknown): StoredRoundDraft {
		const stored: StoredRoundDraft = { v: 2, form };
		const base = storedBase(this.#after);
		if (this.roundId === null) {
			if (base !== undefined) stored.base = base;
		} else if (this.#stamp !== undefined) stored.stamp = this.#stamp;
		return stored;
	}

	/** Writes the form as it is now (no draft for an untouched form); waits while a round is written. */
	#persist(): void {
		if (this.status === 'saving' || this.status === 'loading' || this.form === null) return;
		const untouched = this.#json === this.#blankJson && this.problem === null;
		void (untouched ? this.#store.remove() : this.#store.put(this.#stored(JSON.parse(this.#json))));
	}
}
