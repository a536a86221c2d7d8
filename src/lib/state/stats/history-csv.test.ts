// The History CSV: a header in the user's words, a row per match with its players and totals,
// quoted where a spreadsheet needs it, the minutes played left empty when unknown.
import { describe, expect, it } from 'vitest';
import { BOM } from './csv';
import { historyCsv, type HistoryCsvLabels } from './history-csv';

const labels: HistoryCsvLabels = {
	started: 'Started',
	game: 'Game',
	status: 'Status',
	players: 'Players',
	totals: 'Totals',
	rounds: 'Rounds',
	minutes: 'Minutes played'
};

describe('history CSV', () => {
	it('writes a row per match under the header, with the BOM and CRLF line ends', () => {
		const text = historyCsv(
			[
				{
					startedAt: new Date(2026, 10, 26, 20, 5).getTime(),
					game: 'Coinche',
					status: 'Finished',
					players: ['Zoé', 'Ben', 'Chloé', 'Dan'],
					totals: [1010, 740],
					rounds: 14,
					played: 85 * 60_000 + 20_000
				},
				{
					startedAt: new Date(2026, 10, 27, 9, 0).getTime(),
					game: 'Free-form scoresheet',
					status: 'In progress',
					players: ['=Ana', 'Ben'],
					totals: [],
					rounds: 0,
					played: null
				}
			],
			labels
		);
		expect(text.startsWith(BOM)).toBe(true);
		expect(text.slice(1).split('\r\n')).toEqual([
			'Started,Game,Status,Players,Totals,Rounds,Minutes played',
			'2026-11-26 20:05,Coinche,Finished,"Zoé, Ben, Chloé, Dan",1010 / 740,14,85',
			'2026-11-27 09:00,Free-form scoresheet,In progress,"\'=Ana, Ben",,0,',
			''
		]);
	});
});
