/**
 * Each score column's best and worst deal in a folded match, kept in the match's summary so
 * statistics find a player's best and worst deals without reading every round. "Best" follows
 * the game's direction: the most points where the highest total wins, the fewest where the
 * lowest does (KooseKort, a low free-form sheet). A skipped round, and a deal where no column
 * scored (all four passed in Coinche), were not played badly or well and are left out.
 */
import type { FoldedMatch } from '$lib/engine/core/fold';
import type { DealMark, DealRange } from './schema';

/** Per column, the best and worst deal (earliest on a tie), or null when no deal applied. */
export function dealRanges(
	folded: Pick<FoldedMatch, 'rounds'>,
	columns: number,
	direction: 'high' | 'low'
): (DealRange | null)[] {
	const better = (a: number, b: number) => (direction === 'high' ? a > b : a < b);
	const out: (DealRange | null)[] = Array.from({ length: columns }, () => null);
	folded.rounds.forEach((folded, i) => {
		if (!folded.result || folded.result.points.every((p) => p === 0)) return;
		for (let column = 0; column < columns; column++) {
			const points = folded.result.points[column];
			if (points === undefined) continue;
			const mark: DealMark = { round: i + 1, points };
			const range = out[column];
			if (!range) {
				out[column] = { best: mark, worst: mark };
				continue;
			}
			if (better(points, range.best.points)) range.best = mark;
			if (better(range.worst.points, points)) range.worst = mark;
		}
	});
	return out;
}
