/**
 * Folding a checked KooseKort round onto the match (RULES-NOTES KooseKort): each board after the
 * best use of its unused Swap and Rearrange, column by column, then the went-out penalty; a Krush
 * ends the match instead. The deal passes clockwise.
 */
import { append } from '../../core/arrays';
import { addTotals, nextSeat } from '../../core/helpers';
import type { ExplanationLine, MatchSetup, RoundResult, Seat } from '../../core/types';
import { scoreColumns } from './board';
import type { KooseBoard, KooseKortRound } from './input';
import { optimiseColumns } from './optimiser';
import type { KooseKortConfig } from './options';
import { ids } from './rules';
import { explainBoard, wentOutPenalty } from './score-board';
import type { KooseKortState } from './state';

type Applied = { state: KooseKortState; result: RoundResult };

/** A KooseKort Krush round: the match ends at once and nobody scores (RULES-NOTES KooseKort; see the rules page). */
function applyKrush(state: KooseKortState, seat: Seat, setup: MatchSetup<KooseKortConfig>): Applied {
	const points = Array.from({ length: setup.seatCount }, () => 0);
	return {
		state: {
			totals: state.totals,
			roundsPlayed: state.roundsPlayed + 1,
			dealer: nextSeat(state.dealer, setup.seatCount),
			lastRound: points,
			krush: seat
		},
		result: { points, lines: [ids.line('koosekort.krush', { seat }, seat)] }
	};
}

/** Scores every board and adds the went-out penalty (rules/koosekort.txt "Scoring"). */
function applyBoards(
	state: KooseKortState,
	wentOut: Seat,
	boards: readonly KooseBoard[],
	setup: MatchSetup<KooseKortConfig>
): Applied {
	const options = { strictWilds: setup.config.strictWilds };
	const scored = boards.map((board, seat) => {
		const optimised = optimiseColumns(board.columns, board, options);
		const result = scoreColumns(optimised.columns, options);
		return { total: result.total, lines: explainBoard(optimised, result.columns, board, options, seat) };
	});
	const boardScores = scored.map((s) => s.total);
	const verdict = wentOutPenalty(boardScores, wentOut, setup.config.tieSpares);
	const points = boardScores.map((p, seat) => p + (seat === wentOut && verdict ? verdict.penalty : 0));
	const lines: ExplanationLine[] = [];
	scored.forEach((s, seat) => {
		append(lines, s.lines);
		if (seat === wentOut && verdict) {
			const values = { seat, score: verdict.score, lowestOther: verdict.lowestOther ?? verdict.score };
			const rule = `koosekort.went-out-${verdict.kind}` as const;
			lines.push(verdict.penalty > 0 ? ids.line(rule, values, seat, verdict.penalty) : ids.line(rule, values, seat));
		}
	});
	return {
		state: {
			totals: addTotals(state.totals, points),
			roundsPlayed: state.roundsPlayed + 1,
			dealer: nextSeat(state.dealer, setup.seatCount),
			lastRound: points,
			krush: null
		},
		result: { points, lines }
	};
}

/** Scores a checked round, or ends the match on a Krush (RULES-NOTES KooseKort). */
export function apply(state: KooseKortState, round: KooseKortRound, setup: MatchSetup<KooseKortConfig>): Applied {
	return round.kind === 'krush'
		? applyKrush(state, round.seat, setup)
		: applyBoards(state, round.wentOut, round.boards, setup);
}
