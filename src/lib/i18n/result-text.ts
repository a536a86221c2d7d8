/**
 * A finished (or abandoned) match told as a short text for a group chat: the game and its date,
 * each column by place with its total, the winners, and the time played, in the current language.
 */
import { ranking } from '$lib/state/stats/ranking';
import { dateFormat, formatDuration, formatNumber, gameName, m } from './index';

export interface MatchResult {
	gameId: string;
	/** When the match was started (ms). */
	startedAt: number;
	columnNames: readonly string[];
	totals: readonly number[];
	/** Winning columns; empty for an abandoned match. */
	winners: readonly number[];
	direction: 'high' | 'low';
	/** Time played in ms, or null when unknown. */
	played: number | null;
}

/** The match's result as lines of text, ready to share. */
export function resultText(result: MatchResult): string {
	const date = dateFormat({ dateStyle: 'long' }).format(result.startedAt);
	const lines = [`${gameName(result.gameId)} · ${date}`];
	for (const row of ranking(result.totals, result.direction, result.winners)) {
		const line = {
			place: m.hist_place({ place: row.place }),
			name: result.columnNames[row.column] ?? '?',
			total: formatNumber(row.total)
		};
		lines.push(row.winner ? m.share_result_winner_line(line) : m.share_result_line(line));
	}
	if (result.played !== null) lines.push(m.share_result_played({ duration: formatDuration(result.played) }));
	lines.push(m.share_result_footer());
	return lines.join('\n');
}
