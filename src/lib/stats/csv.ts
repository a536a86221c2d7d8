/**
 * CSV of one match: a header with the column names, a row per round (the points it added; an empty
 * cell for a skipped round), and the totals. Cells are quoted when needed; a cell that a
 * spreadsheet would read as a formula is prefixed with an apostrophe.
 */
export interface CsvLabels {
	round: string;
	total: string;
}

function cell(value: string | number): string {
	let text = String(value);
	if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
	return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text (CRLF line ends, as RFC 4180 asks). */
export function matchCsv(
	columns: readonly string[],
	rounds: readonly (readonly number[] | null)[],
	totals: readonly number[],
	labels: CsvLabels
): string {
	const rows: (string | number)[][] = [[labels.round, ...columns]];
	rounds.forEach((points, i) => rows.push([i + 1, ...columns.map((_, c) => (points ? (points[c] ?? 0) : ''))]));
	rows.push([labels.total, ...totals]);
	return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
