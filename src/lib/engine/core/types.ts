/**
 * The engine contract every game implements (DESIGN.md "The engine interface").
 *
 * A match is its setup plus the ordered list of round inputs the players entered; everything
 * else (scores, totals, dealer, decks and jails, doubled deals, the winner) is derived by folding
 * those inputs through a `GameDefinition`. Engines are pure: no DOM, no storage, no clock, no
 * randomness, and bad input is returned as `Violation`s, never thrown.
 */

import type { GameIds } from './ids';

/** A JSON-compatible value: what round inputs, configs and states are made of. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Values a violation or an explanation line carries for its translated message. */
export type MessageValues = Readonly<Record<string, string | number | boolean>>;

/**
 * One problem with an input. `code` names the rule broken (stable, namespaced by game, e.g.
 * `coinche.points-range`); `field` is the path of the input field it concerns (e.g.
 * `takerPoints`, `hands.1.cards.3`), so the UI can show the message next to that field.
 */
export interface Violation {
	readonly code: string;
	readonly field?: string;
	readonly values?: MessageValues;
}

/**
 * One line of a round's explanation: the rule applied (`rule` is a stable id such as
 * `coinche.contract-made`, also the anchor of that rule on the game's rules page), the values its
 * message needs, and — when the line contributes points — the score column and the points it adds.
 * For every column, the `points` of its lines add up to the round's points for that column.
 */
export interface ExplanationLine {
	readonly rule: string;
	readonly values?: MessageValues;
	readonly column?: number;
	readonly points?: number;
}

declare const seatBrand: unique symbol;
declare const columnBrand: unique symbol;

/**
 * A seat: index of a player in seating order. In team games a seat is not a score column (seat 2
 * scores in column 0), so the two are distinct types; `N` narrows the values (e.g. `Column<0 | 1>`).
 */
export type Seat<N extends number = number> = N & { readonly [seatBrand]: true };
/** A score column: index into `totals` and a round's `points`. */
export type Column<N extends number = number> = N & { readonly [columnBrand]: true };

/** A score column: one per player, or one per team in partnership games. */
export interface ScoreColumn {
	/** 'player' columns name a seat, 'team' columns name the seats of a partnership. */
	readonly kind: 'player' | 'team';
	readonly seats: readonly Seat[];
}

/**
 * The setup of a match as the engine sees it (names live in the data layer, not here).
 * Seats are numbered clockwise: seat i + 1 sits on seat i's left.
 */
export interface MatchSetup<C> {
	readonly config: C;
	/** Number of seats; seat i is the i-th player in seating order. */
	readonly seatCount: number;
	/** Seat index of the first dealer (or first to play). */
	readonly firstDealer: number;
	/** Optional starting totals per score column, for a match carried over from paper. */
	readonly startingScores?: readonly number[];
}

/** What one round adds: points per score column and the line-by-line reason. */
export interface RoundResult {
	readonly points: readonly number[];
	readonly lines: readonly ExplanationLine[];
}

/** The end-of-match verdict derived from the state. */
export type Verdict =
	| { readonly over: false }
	| {
			readonly over: true;
			/** Score column indices of the winner(s); more than one means a shared win. */
			readonly winners: readonly Column[];
			/** Rule id of the end condition that applied (e.g. `koosekort.krush`). */
			readonly reason: string;
	  };

/** Turn-order facts the match screen shows for the next round (dealer, who bids, who leads). */
export interface TurnFact {
	/** Message key suffix, e.g. `dealer`, `bids-first`, `leads`, `flips-first`. */
	readonly role: string;
	readonly seat: Seat;
}

/** Every state carries the running totals per score column and the number of rounds folded. */
export interface BaseState {
	readonly totals: readonly number[];
	readonly roundsPlayed: number;
}

/**
 * What reading an untrusted round input gives: the typed round, or why it is not one. Invalid
 * input is a value the caller handles, never an exception.
 */
export type ReadResult<R> =
	{ readonly ok: true; readonly round: R } | { readonly ok: false; readonly violations: readonly Violation[] };

/**
 * A house-rule option, described so the new-match form can render it from the definition.
 * `onlyWithSeats` lists the seat counts the option means anything with (absent: every count).
 */
export type OptionSpec = { readonly onlyWithSeats?: readonly number[] } & (
	| {
			readonly kind: 'boolean';
			readonly key: string;
			readonly default: boolean;
	  }
	| {
			readonly kind: 'choice';
			readonly key: string;
			readonly choices: readonly string[];
			readonly default: string;
	  }
	| {
			readonly kind: 'number';
			readonly key: string;
			readonly default: number;
			readonly min: number;
			readonly max: number;
			readonly step?: number;
			/** Common values offered as one-tap presets (e.g. Coinche targets 1000/1500/2000). */
			readonly presets?: readonly number[];
	  }
	| {
			/** A number that may also be switched off (e.g. an optional target or round limit). */
			readonly kind: 'optional-number';
			readonly key: string;
			readonly default: number | null;
			readonly min: number;
			readonly max: number;
			readonly presets?: readonly number[];
	  }
);

/** Whether an option applies to a match of `seatCount` seats (shown on setup and on the match). */
export function optionApplies(spec: OptionSpec, seatCount: number): boolean {
	return spec.onlyWithSeats === undefined || spec.onlyWithSeats.includes(seatCount);
}

/**
 * A game. `C` is its house-rule config, `S` its state (a `BaseState` plus whatever the game
 * carries across rounds), `I` its round input as stored and `R` the typed round `read` makes of
 * it (the input itself when the stored shape is already what scoring needs).
 */
export interface GameDefinition<C = unknown, S extends BaseState = BaseState, I = unknown, R = I> {
	readonly id: string;
	/** Bumped whenever a scoring change alters results, so cached summaries are rebuilt. */
	readonly engineVersion: number;
	readonly minPlayers: number;
	readonly maxPlayers: number;
	/** Whether a match may start from totals carried over from paper. */
	readonly startingScores: boolean;
	/** The game's rule ids, violation codes and outcome reasons (`rules.ts`), when it declares them. */
	readonly ids?: GameIds;
	/** The house options, in the order the form shows them. */
	readonly options: readonly OptionSpec[];

	/** The config with every option at its default. */
	defaultConfig(seatCount: number): C;
	/** Reads a stored or user-edited config; unknown or missing keys fall back to defaults. */
	parseConfig(raw: unknown, seatCount: number): C;
	/** Problems with the setup itself (seat count, option values). */
	validateSetup(setup: MatchSetup<C>): readonly Violation[];
	/** Score columns for this setup: one per player, or one per team (partners opposite). */
	columns(setup: MatchSetup<C>): readonly ScoreColumn[];
	/** The state before the first round. */
	initialState(setup: MatchSetup<C>): S;
	/** A blank round input for the entry form (what a draft starts from). */
	emptyInput(state: S, setup: MatchSetup<C>): I;
	/** Reads an untrusted input in this state: the typed round, or its violations. Never throws. */
	read(state: S, input: unknown, setup: MatchSetup<C>): ReadResult<R>;
	/** Folds one round, as `read` returned it, onto the state. */
	apply(state: S, round: R, setup: MatchSetup<C>): { readonly state: S; readonly result: RoundResult };
	/** Whether the match is over, and who won. */
	outcome(state: S, setup: MatchSetup<C>): Verdict;
	/** Who deals, bids first, leads… for the next round. */
	turn(state: S, setup: MatchSetup<C>): readonly TurnFact[];
	/** 'high': the highest total is best; 'low': the lowest is (KooseKort, a low free-form sheet). */
	direction(setup: MatchSetup<C>): 'high' | 'low';
	/** The target line for charts and banners, if the game has one. */
	target(setup: MatchSetup<C>): number | null;
}

/** A definition with its type parameters erased, as the registry and the UI hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;
