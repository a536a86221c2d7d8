/**
 * Cozen (rules/cozen.txt, by Zach Gage): red against black, or 2v2. Each round's contested
 * stakes are settled into jails; captured cards never come back, so the state is the decks, the
 * jails and the face-up stakes a round without captures leaves on the table. First colour to 70
 * victory points in its jail wins (100 in 2v2). Issues 4 and 11; RULES-NOTES Cozen.
 */
import type { GameDefinition, Outcome, TurnFact } from '../../core/types';
import {
	OPTIONS,
	cozenColumns,
	cozenTarget,
	defaultCozenConfig,
	parseCozenConfig,
	validateCozenSetup,
	type CozenConfig
} from './config';
import {
	applyRound,
	initialCozenState,
	readRound,
	roundStarters,
	type CozenInput,
	type CozenState,
	type ReadRound
} from './round';
import { readOrInvalid } from '../../core/round';

export * from './config';
export * from './round';
export * from './solver';
export * from './tracker';

/**
 * The end of a Cozen match (rules/cozen.txt "Winning / The next round!"; RULES-NOTES Cozen:
 * "70+ in jail wins (2v2: 100+). Both over in the same round: higher wins; equal: play on").
 */
export function cozenOutcome(totals: readonly number[], target: number): Outcome {
	const red = totals[0] ?? 0;
	const black = totals[1] ?? 0;
	const over = [red >= target, black >= target];
	if (!over[0] && !over[1]) return { over: false };
	if (over[0] && over[1]) {
		if (red === black) return { over: false };
		return { over: true, winners: [red > black ? 0 : 1], reason: 'cozen.both-over' };
	}
	return { over: true, winners: [over[0] ? 0 : 1], reason: 'cozen.target-reached' };
}

/**
 * Turn facts for the next round (rules/cozen.txt "Hand Setup": the player receiving the box goes
 * first, the box passing each round; "2v2": only the first and the following player flip stakes).
 */
export function cozenTurn(roundsPlayed: number, setup: Parameters<typeof roundStarters>[1]): TurnFact[] {
	const [first, second] = roundStarters(roundsPlayed, setup);
	return setup.seatCount === 4
		? [
				{ role: 'starts', seat: first },
				{ role: 'cozen-also-flips', seat: second }
			]
		: [{ role: 'starts', seat: first }];
}

/** The Cozen definition (issues 4 and 11). */
export const cozen: GameDefinition<CozenConfig, CozenState, CozenInput, ReadRound> = {
	id: 'cozen',
	engineVersion: 1,
	minPlayers: 2,
	maxPlayers: 4,
	startingScores: false,
	options: OPTIONS,
	defaultConfig: defaultCozenConfig,
	parseConfig: parseCozenConfig,
	validateSetup: validateCozenSetup,
	columns: cozenColumns,
	initialState: initialCozenState,
	emptyInput: () => ({ mode: 'reveal', faceUp: [], stakes: [] }),
	read(state, input, setup) {
		const { violations, round } = readRound(state, input, setup);
		return readOrInvalid(violations, round);
	},
	apply: applyRound,
	outcome: (state, setup) => cozenOutcome(state.totals, cozenTarget(setup)),
	turn: (state, setup) => cozenTurn(state.roundsPlayed, setup),
	direction: () => 'high',
	target: cozenTarget
};
