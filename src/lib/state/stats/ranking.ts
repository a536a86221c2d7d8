/**
 * The final ranking of a match: columns ordered best first by the game's own direction, equal
 * totals sharing a place (1, 2, 2, 4), winners first whatever their total (an early end rule).
 */
export interface RankRow {
	column: number;
	place: number;
	total: number;
	winner: boolean;
}

export function ranking(totals: readonly number[], direction: 'high' | 'low', winners: readonly number[]): RankRow[] {
	const sign = direction === 'high' ? -1 : 1;
	const rows = totals.map((total, column) => ({ column, total, winner: winners.includes(column) }));
	rows.sort((a, b) => Number(b.winner) - Number(a.winner) || sign * (a.total - b.total) || a.column - b.column);
	return rows.map((row, i) => {
		const first = rows.findIndex((r) => r.winner === row.winner && r.total === row.total);
		return { ...row, place: (first < 0 ? i : first) + 1 };
	});
}
