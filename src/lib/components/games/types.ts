/**
 * What each game's UI module provides to the generic match screen: the round-entry form (working
 * on a form value that may hold half-typed text), conversions between that form and the stored
 * round input, and optional referee tools shown on the match screen and under Rules. Each game
 * writes its module typed in its own form, state, input and config (`GameUi<CozenForm,
 * CozenState, …>`); the registry (`registry.ts`) is the one place those types are erased.
 */
import type { Component } from 'svelte';
import type { AnyGame, BaseState, ExplanationLine, MatchSetup, Violation } from '$lib/engine/core/types';
import type { Names } from '$lib/i18n/explain';

/**
 * Props every round-entry form receives: `F` is the game's form, `S` its state, `C` its config.
 * `form` is bindable and persisted as a draft.
 */
export interface EntryProps<F = unknown, S extends BaseState = BaseState, C = unknown> {
	game: AnyGame;
	setup: MatchSetup<C>;
	/** The state just before the round being entered or edited. */
	state: S;
	form: F;
	violations: readonly Violation[];
	names: Names;
}

/** Props of a referee tool; inside a match it knows the setup, the state and the names. */
export interface ToolProps<S extends BaseState = BaseState, C = unknown> {
	setup?: MatchSetup<C>;
	state?: S;
	names?: Names;
}

/**
 * A round input as a form sends it to the engine: the stored shape `I`, any part of which may
 * still be missing (null) or hold the text as typed. `read` reports what is wrong, so a form
 * never checks on its own and never throws.
 */
export type InputDraft<I> =
	| (I extends readonly (infer E)[]
			? readonly InputDraft<E>[]
			: I extends object
				? { readonly [K in keyof I]?: InputDraft<I[K]> }
				: I | string)
	| null;

/**
 * What a round's CSV row shows of what was entered, beyond the dealer, the points and the
 * explanation: the heads of the game's own fields, and one round's cells under them (the stored
 * input is untrusted: anything unreadable gives empty cells; `lines` is the round's explanation).
 */
export interface CsvEntered {
	heads(): string[];
	cells(input: unknown, names: Names, lines: readonly ExplanationLine[]): string[];
}

/** A game's UI module, typed in its form `F`, state `S`, round input as stored `I` and config `C`. */
export interface GameUi<F = unknown, S extends BaseState = BaseState, I = unknown, C = unknown> {
	Entry: Component<EntryProps<F, S, C>, object, 'form'>;
	/** A blank form for the next round. */
	emptyForm(game: AnyGame, state: S, setup: MatchSetup<C>): F;
	/** The input the engine reads (half-typed numbers become values it rejects, never a throw). */
	toInput(form: F, setup: MatchSetup<C>): InputDraft<I>;
	/** A form filled from a stored input, for editing a past round; the stored value is untrusted. */
	fromInput(input: unknown, setup: MatchSetup<C>): F;
	/** Referee tools (trick referee, battle calculator…), each with its title's message. */
	tools?: readonly {
		readonly id: string;
		readonly title: () => string;
		readonly component: Component<ToolProps<S, C>>;
	}[];
	/** The game's own columns in a match's CSV (none: the sheet's points are all that was entered). */
	csv?: CsvEntered;
}

/** A game's UI module with its types erased, as the registry and the round editor hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameUi = GameUi<any, any, any, any>;
