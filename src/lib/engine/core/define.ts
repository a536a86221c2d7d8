/**
 * `defineGame()`: builds a `GameDefinition` from what is particular to a game, filling in what
 * most games share — version 1, starting scores allowed, one score column per player, the
 * highest total best, no target line, the config and setup checks derived from its options
 * (`defineOptions`) plus the seat count. A game overrides any of these by giving the member.
 */
import { append } from './arrays';
import { playerColumns, violation } from './helpers';
import { isSeat } from './reader';
import type { GameOptions } from './options';
import type { BaseState, GameDefinition, MatchSetup, Violation } from './types';

/** The members a game must write; the rest of `GameDefinition` may be given to override its default. */
type Required<C, S extends BaseState, I, R> = Pick<
	GameDefinition<C, S, I, R>,
	'id' | 'minPlayers' | 'maxPlayers' | 'initialState' | 'emptyInput' | 'read' | 'apply' | 'outcome' | 'turn'
>;

/** What `defineGame` takes: the required members, the options, and any shared member overridden. */
export type GameParts<C, S extends BaseState, I, R> = Required<C, S, I, R> &
	Partial<Omit<GameDefinition<C, S, I, R>, keyof Required<C, S, I, R> | 'options'>> & {
		readonly options: GameOptions<C>;
		/** Setup problems beyond the seat count and the option values (checked in that order first). */
		readonly checkSetup?: (setup: MatchSetup<C>) => readonly Violation[];
	};

/** Builds a game's definition; see the module header for the defaults. */
export function defineGame<C, S extends BaseState, I, R = I>(parts: GameParts<C, S, I, R>): GameDefinition<C, S, I, R> {
	const { options, checkSetup, validateSetup: ownValidate, ...own } = parts;
	/** Seat count within the game's range (`core.seat-count`), then every option's value, then the game's own checks. */
	const shared = (setup: MatchSetup<C>): Violation[] => {
		const out: Violation[] = [];
		if (!(setup.seatCount >= parts.minPlayers && setup.seatCount <= parts.maxPlayers))
			out.push(violation('core.seat-count', 'seats', { min: parts.minPlayers, max: parts.maxPlayers }));
		append(out, options.violations(setup.config, setup.seatCount));
		if (checkSetup) append(out, checkSetup(setup));
		return out;
	};
	return {
		engineVersion: 1,
		startingScores: true,
		defaultConfig: (seatCount) => options.defaultsFor(seatCount),
		parseConfig: (raw, seatCount) => options.parse(raw, seatCount),
		/**
		 * The shared checks (or the game's own `validateSetup`), then, for every game, a first
		 * dealer among the seats (`core.out-of-range` on `firstDealer`) once the seats are valid.
		 */
		validateSetup(setup) {
			const out = [...(ownValidate ?? shared)(setup)];
			if (!out.some((v) => v.field === 'seats') && !isSeat(setup.firstDealer, setup.seatCount))
				out.push(violation('core.out-of-range', 'firstDealer', { min: 0, max: setup.seatCount - 1 }));
			return out;
		},
		columns: (setup) => playerColumns(setup.seatCount),
		direction: () => 'high',
		target: () => null,
		...own,
		options: options.specs
	};
}
