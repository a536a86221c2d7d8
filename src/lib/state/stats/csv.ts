/**
 * CSV of one match: a header row in the user's language, a row per round (what was entered, the
 * points it added per score column, and its explanation; a skipped round has empty points and
 * says why), and the totals. RFC 4180: fields with a comma, quote, semicolon or line break are
 * quoted, quotes doubled, CRLF line ends. UTF-8 with a byte-order mark, so spreadsheets read
 * accents and suit symbols. A text cell that a spreadsheet would read as a formula is prefixed
 * with an apostrophe.
 */
export interface CsvLabels {
	round: string;
	total: string;
	explanation: string;
	/** The heads of what was entered (the dealer, the game's own fields), before the points. */
	entered: readonly string[];
}

/** One round's row: what was entered (under `CsvLabels.entered`), its points (null: skipped), its explanation. */
export interface CsvRound {
	readonly entered: readonly string[];
	readonly points: readonly number[] | null;
	readonly explanation: string;
}

/** The byte-order mark that tells a spreadsheet the file is UTF-8. */
export const BOM = '\uFEFF';

/** One field, quoted when it must be. */
export function csvCell(value: string | number): string {
	let text = String(value);
	if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
	return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as CSV text (with the BOM and CRLF line ends). */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
	return BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The CSV text of a match whose score columns are named `columns`. */
export function matchCsv(
	columns: readonly string[],
	rounds: readonly CsvRound[],
	totals: readonly number[],
	labels: CsvLabels
): string {
	const blank = labels.entered.map(() => '');
	const rows: (string | number)[][] = [[labels.round, ...labels.entered, ...columns, labels.explanation]];
	rounds.forEach((round, i) =>
		rows.push([
			i + 1,
			...blank.map((_, j) => round.entered[j] ?? ''),
			...columns.map((_, c) => (round.points ? (round.points[c] ?? 0) : '')),
			round.explanation
		])
	);
	rows.push([labels.total, ...blank, ...totals, '']);
	return csvText(rows);
}
