/**
 * A club night's results as a file (issue 41, "At the end: the night's results as a printable
 * page and a CSV"): the standings, then every table of every confirmed round with its entrants'
 * totals, as CSV rows (the app's CSV rules: `stats/csv.ts`). Headings come from the screen, in
 * the person's language.
 */
import { nightStandings, tableResults, type Night } from '$lib/engine/club/night';
import { csvText } from '../stats/csv';

/** The headings and words of the file, in the person's language. */
export interface ResultsLabels {
	rank: string;
	entrant: string;
	played: string;
	won: string;
	drawn: string;
	lost: string;
	matchPoints: string;
	points: string;
	round: string;
	table: string;
	total: string;
	finished: string;
	playing: string;
}

/** The CSV text of a night's results. */
export function resultsCsv(night: Night, labels: ResultsLabels): string {
	const name = (id: string) => night.entrants.find((e) => e.id === id)?.name ?? id;
	const rows: (string | number)[][] = [
		[night.settings.name, night.settings.date],
		[],
		[
			labels.rank,
			labels.entrant,
			labels.played,
			labels.won,
			labels.drawn,
			labels.lost,
			labels.matchPoints,
			labels.points
		],
		...nightStandings(night).map((s) => [
			s.rank,
			name(s.entrant),
			s.played,
			s.won,
			s.drawn,
			s.lost,
			s.matchPoints,
			s.points
		]),
		[],
		[labels.round, labels.table, labels.entrant, labels.total, labels.finished]
	];
	for (const table of tableResults(night))
		table.entrants.forEach((entrant, i) =>
			rows.push([
				table.round,
				table.table,
				name(entrant),
				table.totals[i] ?? 0,
				table.finished ? labels.finished : labels.playing
			])
		);
	return csvText(rows);
}

/** The file's name: the night's date and name, safe for any file system. */
export function resultsFileName(night: Night): string {
	const slug = night.settings.name
		.normalize('NFKD')
		.replace(/[^\w-]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 40);
	return `${night.settings.date}-${slug || 'night'}.csv`;
}
