/**
 * The free-form scoresheet: 1-12 players, one whole number per player per round (negatives
 * allowed), highest or lowest total wins, ending at an optional target (at the end of the round
 * in which anyone reaches it) or after a fixed number of rounds (issue 2, "Free-form scoresheet").
 */
import type { BaseState, GameDefinition, MatchSetup, ReadResult, Violation } from '../../core/types';
import { invalid, ok } from '../../core/round';
import {
	addTotals,
	isInt,
	isRecord,
	leaders,
	line,
	nextSeat,
	playerColumns,
	startTotals,
	violation
} from '../../core/helpers';

/** House options of a free-form sheet. */
export interface FreeformConfig {
	/** Whether the highest or the lowest total wins. */
	readonly winner: 'high' | 'low';
	/** The match ends at the end of the round in which any total reaches this. */
	readonly target: number | null;
	/** The match ends after this many rounds. */
	readonly rounds: number | null;
}

/** A round: one whole number per seat. */
export interface FreeformInput {
	readonly scores: readonly number[];
}

export type FreeformState = BaseState;

/** Largest score a single entry may hold; beyond it totals stop being exact. */
export const FREEFORM_MAX_ENTRY = 1_000_000;

const DEFAULTS: FreeformConfig = { winner: 'high', target: null, rounds: null };

function parseConfig(raw: unknown): FreeformConfig {
	if (!isRecord(raw)) return DEFAULTS;
	const winner = raw.winner === 'low' ? 'low' : 'high';
	const target = isInt(raw.target) ? raw.target : null;
	const rounds = isInt(raw.rounds) ? raw.rounds : null;
	return { winner, target, rounds };
}

/** Reads a round: a whole number for each seat, within ±1,000,000 (issue 2 "Bad input"). */
function read(_state: FreeformState, input: unknown, setup: MatchSetup<FreeformConfig>): ReadResult<FreeformInput> {
	if (!isRecord(input) || !Array.isArray(input.scores)) return invalid([violation('freeform.scores-missing')]);
	const out: Violation[] = [];
	for (let seat = 0; seat < setup.seatCount; seat++) {
		const value: unknown = input.scores[seat];
		const field = `scores.${seat}`;
		if (typeof value !== 'number' || !Number.isFinite(value)) out.push(violation('core.not-a-number', field));
		else if (!Number.isInteger(value)) out.push(violation('core.not-whole', field));
		else if (Math.abs(value) > FREEFORM_MAX_ENTRY)
			out.push(violation('core.out-of-range', field, { min: -FREEFORM_MAX_ENTRY, max: FREEFORM_MAX_ENTRY }));
	}
	if (input.scores.length !== setup.seatCount && out.length === 0) out.push(violation('freeform.scores-missing'));
	return out.length > 0 ? invalid(out) : ok({ scores: input.scores as number[] });
}

/** The free-form scoresheet definition. */
export const freeform: GameDefinition<FreeformConfig, FreeformState, FreeformInput> = {
	id: 'freeform',
	engineVersion: 1,
	minPlayers: 1,
	maxPlayers: 12,
	startingScores: true,
	options: [
		{ kind: 'choice', key: 'winner', choices: ['high', 'low'], default: 'high' },
		{ kind: 'optional-number', key: 'target', default: null, min: 1, max: 1_000_000, presets: [100, 500, 1000] },
		{ kind: 'optional-number', key: 'rounds', default: null, min: 1, max: 500, presets: [5, 10, 20] }
	],
	defaultConfig: () => DEFAULTS,
	parseConfig: (raw) => parseConfig(raw),
	validateSetup(setup) {
		const out: Violation[] = [];
		if (setup.seatCount < 1 || setup.seatCount > 12)
			out.push(violation('core.seat-count', 'seats', { min: 1, max: 12 }));
		const { target, rounds } = setup.config;
		if (target !== null && (target < 1 || target > 1_000_000))
			out.push(violation('core.out-of-range', 'config.target', { min: 1, max: 1_000_000 }));
		if (rounds !== null && (rounds < 1 || rounds > 500))
			out.push(violation('core.out-of-range', 'config.rounds', { min: 1, max: 500 }));
		if (target !== null && rounds !== null) out.push(violation('freeform.target-or-rounds', 'config.rounds'));
		return out;
	},
	columns: (setup) => playerColumns(setup.seatCount),
	initialState: (setup) => ({ totals: startTotals(setup.seatCount, setup.startingScores), roundsPlayed: 0 }),
	emptyInput: (_state, setup) => ({ scores: Array.from({ length: setup.seatCount }, () => 0) }),
	read,
	/** Adds each entry to its player's total; one explanation line per player. */
	apply(state, input, setup) {
		const points = Array.from({ length: setup.seatCount }, (_, seat) => input.scores[seat] ?? 0);
		const lines = points.map((p, seat) => line('freeform.entry', { points: p }, seat, p));
		return {
			state: { totals: addTotals(state.totals, points), roundsPlayed: state.roundsPlayed + 1 },
			result: { points, lines }
		};
	},
	/** Ends at the target (any total reaching it) or after the fixed rounds; ties share the win. */
	outcome(state, setup) {
		const { target, rounds, winner } = setup.config;
		if (state.roundsPlayed === 0) return { over: false };
		if (target !== null && state.totals.some((t) => t >= target))
			return { over: true, winners: leaders(state.totals, winner), reason: 'freeform.target-reached' };
		if (rounds !== null && state.roundsPlayed >= rounds)
			return { over: true, winners: leaders(state.totals, winner), reason: 'freeform.rounds-played' };
		return { over: false };
	},
	/** The deal passes to the next seat each round. */
	turn(state, setup) {
		let seat = setup.firstDealer;
		for (let i = 0; i < state.roundsPlayed; i++) seat = nextSeat(seat, setup.seatCount);
		return [{ role: 'dealer', seat }];
	},
	direction: (setup) => setup.config.winner,
	target: (setup) => setup.config.target
};
