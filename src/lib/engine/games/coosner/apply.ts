/** Folding a checked Coosner round onto the match (rules/coosner.txt end-of-round scoring; RULES-NOTES Coosner). */
import { maxOf } from '../../core/arrays';
import { addTotals, leaders, nextSeat } from '../../core/helpers';
import type { ExplanationLine, MatchSetup, RoundResult } from '../../core/types';
import type { CoosnerRound } from './input';
import { bonusPoints, parseCoosnerConfig, type CoosnerConfig } from './options';
import { endCheck } from './outcome';
import { ids } from './rules';
import { scoreHand } from './score';
import type { CoosnerState } from './state';

/**
 * Scores one checked round (rules/coosner.txt end-of-round scoring; RULES-NOTES Coosner): each
 * player's hand (`scoreHand`), then the round's winner — the highest score, shared on a tie
 * (`coosner.round-winner`, `coosner.round-shared`, no points) — and, when a total reaches the end
 * score, the game's winner (`coosner.end-score-reached`) or that a tie at the top plays on
 * (`coosner.tie-plays-on`). The deal passes to the left.
 */
export function apply(
	state: CoosnerState,
	hands: CoosnerRound,
	setup: MatchSetup<CoosnerConfig>
): { state: CoosnerState; result: RoundResult } {
	const config = parseCoosnerConfig(setup.config);
	const scores = hands.map((hand, seat) => scoreHand(hand, bonusPoints(config), seat));
	const points = scores.map((s) => s.total);
	const lines: ExplanationLine[] = scores.flatMap((s) => s.lines);

	const best = leaders(points, 'high');
	const rule = best.length === 1 ? 'coosner.round-winner' : 'coosner.round-shared';
	for (const column of best) lines.push(ids.line(rule, { column, score: points[column] ?? 0 }, column));

	const totals = addTotals(state.totals, points);
	const end = endCheck(totals, config.endScore);
	if (end.reached && 'winner' in end) {
		lines.push(
			ids.line(
				'coosner.end-score-reached',
				{ column: end.winner, total: totals[end.winner] ?? 0, endScore: config.endScore },
				end.winner
			)
		);
	} else if (end.reached) {
		lines.push(ids.line('coosner.tie-plays-on', { total: maxOf(totals), endScore: config.endScore }));
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
