/**
 * Coosner (rules/coosner.txt, Jim Risner and John Cooper; RULES-NOTES Coosner; issue 5): two or
 * three players, four with two packs. Each round every player enters three advisors and the
 * puppies bought; the engine finds the best split of each suit's puppies among its advisors,
 * scores unwanted puppies and the Coosner bonus, names the round's winner and ends the game when
 * a total reaches the end score with a single leader (ties play on). The deal passes to the left.
 */
import { maxOf } from '../../core/arrays';
import { addTotals, isInt, leaders, line, nextSeat, playerColumns, startTotals, violation } from '../../core/helpers';
import type {
	BaseState,
	ExplanationLine,
	GameDefinition,
	MatchSetup,
	Outcome,
	TurnFact,
	Violation
} from '../../core/types';
import {
	bonusPoints,
	DEFAULT_CONFIG,
	END_SCORE_MAX,
	END_SCORE_MIN,
	HAND_SIZE_MAX,
	HAND_SIZE_MIN,
	MAX_PLAYERS,
	MIN_PLAYERS,
	OPTIONS,
	parseCoosnerConfig,
	type CoosnerConfig
} from './config';
import { readRound, type CoosnerInput } from './round-input';
import { readOrInvalid } from '../../core/round';
import { scoreHand, type ParsedHand } from './scoring';

export * from './config';
export * from './scoring';
export * from './round-input';
export * from './puppy-referee';

/** Coosner's state: running totals, rounds folded and the seat that deals next (rules/coosner.txt: the deal passes to the left). */
export interface CoosnerState extends BaseState {
	/** Seat that deals the next round. */
	readonly dealer: number;
}

/** The definition's Config, Input and State under the names the brief uses (RULES-NOTES Coosner; rules/coosner.txt). */
export type { CoosnerConfig as Config, CoosnerInput as Input, CoosnerState as State };

/** Where a match stands against the end score (RULES-NOTES Coosner "Game"). */
export type EndCheck =
	| { readonly reached: false }
	| { readonly reached: true; readonly winner: number }
	| { readonly reached: true; readonly tied: readonly number[] };

/**
 * The end rule. rules/coosner.txt: the first player to reach the agreed score wins; if several
 * pass it, the highest total wins; a tie for the highest total plays on. RULES-NOTES Coosner
 * "Game": reaching the end score ends the game, highest wins, ties play on.
 */
export function endCheck(totals: readonly number[], endScore: number): EndCheck {
	if (!totals.some((t) => t >= endScore)) return { reached: false };
	const top = leaders(totals, 'high');
	const first = top[0];
	return top.length === 1 && first !== undefined ? { reached: true, winner: first } : { reached: true, tied: top };
}

function seatIndex(seat: unknown, seatCount: number): number {
	return isInt(seat) && seatCount > 0 ? ((seat % seatCount) + seatCount) % seatCount : 0;
}

function seatsOk(seatCount: number): boolean {
	return Number.isInteger(seatCount) && seatCount >= MIN_PLAYERS && seatCount <= MAX_PLAYERS;
}

/** Checks the match setup: 2-4 seats and option values in range (RULES-NOTES Coosner). */
function validateSetup(setup: MatchSetup<CoosnerConfig>): Violation[] {
	const out: Violation[] = [];
	if (!seatsOk(setup.seatCount))
		out.push(violation('core.seat-count', 'seats', { min: MIN_PLAYERS, max: MAX_PLAYERS }));
	const config: unknown = setup.config;
	const raw = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
	const { endScore, handSize } = raw;
	if (!isInt(endScore) || endScore < END_SCORE_MIN || endScore > END_SCORE_MAX)
		out.push(violation('core.out-of-range', 'config.endScore', { min: END_SCORE_MIN, max: END_SCORE_MAX }));
	if (!isInt(handSize) || handSize < HAND_SIZE_MIN || handSize > HAND_SIZE_MAX)
		out.push(violation('core.out-of-range', 'config.handSize', { min: HAND_SIZE_MIN, max: HAND_SIZE_MAX }));
	return out;
}

/**
 * Scores one checked round (rules/coosner.txt end-of-round scoring; RULES-NOTES Coosner): each
 * player's hand (`scoreHand`), then the round's winner — the highest score, shared on a tie
 * (`coosner.round-winner`, `coosner.round-shared`, no points) — and, when a total reaches the end
 * score, the game's winner (`coosner.end-score-reached`) or that a tie at the top plays on
 * (`coosner.tie-plays-on`).
 */
function apply(
	state: CoosnerState,
	hands: readonly ParsedHand[],
	setup: MatchSetup<CoosnerConfig>
): { readonly state: CoosnerState; readonly result: { points: number[]; lines: ExplanationLine[] } } {
	const config = parseCoosnerConfig(setup.config);
	const scores = hands.map((hand, seat) => scoreHand(hand, bonusPoints(config), seat));
	const points = scores.map((s) => s.total);
	const lines: ExplanationLine[] = scores.flatMap((s) => s.lines);

	const best = leaders(points, 'high');
	const rule = best.length === 1 ? 'coosner.round-winner' : 'coosner.round-shared';
	for (const column of best) lines.push(line(rule, { column, score: points[column] ?? 0 }, column));

	const totals = addTotals(state.totals, points);
	const end = endCheck(totals, config.endScore);
	if (end.reached && 'winner' in end) {
		lines.push(
			line(
				'coosner.end-score-reached',
				{ column: end.winner, total: totals[end.winner] ?? 0, endScore: config.endScore },
				end.winner
			)
		);
	} else if (end.reached) {
		lines.push(line('coosner.tie-plays-on', { total: maxOf(totals), endScore: config.endScore }));
	}
	return {
		state: {
			totals,
			roundsPlayed: state.roundsPlayed + 1,
			dealer: nextSeat(state.dealer, Math.max(1, setup.seatCount))
		},
		result: { points, lines }
	};
}

/** The Coosner game definition (issue 5). */
export const coosner: GameDefinition<CoosnerConfig, CoosnerState, CoosnerInput, readonly ParsedHand[]> = {
	id: 'coosner',
	engineVersion: 1,
	minPlayers: MIN_PLAYERS,
	maxPlayers: MAX_PLAYERS,
	startingScores: true,
	options: OPTIONS,
	defaultConfig: () => DEFAULT_CONFIG,
	parseConfig: (raw) => parseCoosnerConfig(raw),
	validateSetup,
	/** One score column per player (rules/coosner.txt: "points being added up for each player"). */
	columns: (setup) => playerColumns(setup.seatCount),
	initialState: (setup) => ({
		totals: startTotals(setup.seatCount, setup.startingScores),
		roundsPlayed: 0,
		dealer: seatIndex(setup.firstDealer, setup.seatCount)
	}),
	/** A blank form: no advisors yet, no puppies. */
	emptyInput: (_state, setup) => ({
		players: Array.from({ length: Math.max(0, setup.seatCount) }, () => ({
			advisors: [],
			puppies: { counts: { S: 0, H: 0, D: 0, C: 0 } }
		}))
	}),
	/** Checks an untrusted round (issue 5 "Bad input"; see `readRound`). Never throws. */
	read(_state, input, setup) {
		const { violations, hands } = readRound(input, parseCoosnerConfig(setup.config), setup.seatCount);
		return readOrInvalid(violations, hands);
	},
	apply,
	/** RULES-NOTES Coosner "Game": over once a total reaches the end score with a single leader; a tie at the top plays on. */
	outcome(state, setup): Outcome {
		if (state.roundsPlayed === 0) return { over: false };
		const end = endCheck(state.totals, parseCoosnerConfig(setup.config).endScore);
		return end.reached && 'winner' in end
			? { over: true, winners: [end.winner], reason: 'coosner.end-score-reached' }
			: { over: false };
	},
	/**
	 * rules/coosner.txt: "the player to the left of last round's dealer becomes the new dealer";
	 * "The player to the dealer's left begins the game by flipping a puppy".
	 */
	turn(state, setup): TurnFact[] {
		const n = Math.max(1, setup.seatCount);
		const dealer = seatIndex(state.dealer, n);
		return [
			{ role: 'dealer', seat: dealer },
			{ role: 'flips-first', seat: nextSeat(dealer, n) }
		];
	},
	direction: () => 'high',
	/** The end score, for charts and banners. */
	target: (setup) => parseCoosnerConfig(setup.config).endScore
};
