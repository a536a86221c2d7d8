/**
 * CSV of the matches a History list shows: one row per match (when it started, the game, its
 * status, the players by seat, the totals by score column, the rounds, the minutes played), under
 * a header in the user's language, written as `csv.ts` writes a match (BOM, quoting, CRLF).
 */
import { csvText } from './csv';
import { localDateTime } from './local-time';

export interface HistoryCsvRow {
	startedAt: number;
	game: string;
	status: string;
	players: readonly string[];
	totals: readonly number[];
	rounds: number;
	/** Time played in ms, or null when unknown. */
	played: number | null;
}

export interface HistoryCsvLabels {
	started: string;
	game: string;
	status: string;
	players: string;
	totals: string;
	rounds: string;
	minutes: string;
}

/** The CSV text of these matches, in the order given. */
export function historyCsv(rows: readonly HistoryCsvRow[], labels: HistoryCsvLabels): string {
	const head = [
		labels.started,
		labels.game,
		labels.status,
		labels.players,
		labels.totals,
		labels.rounds,
		labels.minutes
	];
	return csvText([
		head,
		...rows.map((row) => [
			localDateTime(row.startedAt).slice(0, 16),
			row.game,
			row.status,
			row.players.join(', '),
			row.totals.join(' / '),
			row.rounds,
			row.played === null ? '' : Math.round(row.played / 60_000)
		])
	]);
}
