/**
 * What each game's UI module provides to the generic match screen: the round-entry form (working
 * on a form value that may hold half-typed text), conversions between that form and the stored
 * round input, and optional referee tools shown on the match screen and under Rules.
 */
import type { Component } from 'svelte';
import type { AnyGame, BaseState, MatchSetup, Violation } from '$lib/engine/core/types';
import type { Names } from '$lib/i18n/explain';

/** Props every round-entry form receives. `form` is bindable and persisted as a draft. */
export interface EntryProps<F = unknown> {
	game: AnyGame;
	setup: MatchSetup<unknown>;
	/** The state just before the round being entered or edited. */
	state: BaseState;
	form: F;
	violations: readonly Violation[];
	names: Names;
}

/** Props of a referee tool; inside a match it knows the setup and names. */
export interface ToolProps {
	setup?: MatchSetup<unknown>;
	state?: BaseState;
	names?: Names;
}

/** A game's UI module. */
export interface GameUi<F = unknown> {
	Entry: Component<EntryProps<F>, object, 'form'>;
	/** A blank form for the next round. */
	emptyForm(game: AnyGame, state: BaseState, setup: MatchSetup<unknown>): F;
	/** The input the engine validates (half-typed numbers become values it rejects, never a throw). */
	toInput(form: F, setup: MatchSetup<unknown>): unknown;
	/** A form filled from a stored input, for editing a past round. */
	fromInput(input: unknown, setup: MatchSetup<unknown>): F;
	/** Referee tools (trick referee, battle calculator…), each with a message key for its title. */
	tools?: readonly { readonly id: string; readonly titleKey: string; readonly component: Component<ToolProps> }[];
}
