// A club night's results as CSV (issue 41, "the night's results as a printable page and a CSV"):
// the standings, then each table of each confirmed round with its totals.
import { describe, expect, it } from 'vitest';
import type { Night } from '$lib/engine/club/night';
import { fridayNight } from '$lib/data/test-night';
import { resultsCsv, resultsFileName, type ResultsLabels } from './night-results';

const LABELS: ResultsLabels = {
	rank: 'Rank',
	entrant: 'Who',
	played: 'Played',
	won: 'Won',
	drawn: 'Drawn',
	lost: 'Lost',
	matchPoints: 'MP',
	points: 'Points',
	round: 'Round',
	table: 'Table',
	total: 'Total',
	finished: 'finished',
	playing: 'playing'
};

/** The data tests' Friday night, named with a comma (a CSV field to quote), table 1 reported. */
const friday = fridayNight({});
const NIGHT: Night = {
	...friday,
	settings: { ...friday.settings, name: 'Friday, late' },
	reports: [{ round: 1, table: 1, matchId: 'm', totals: [9, 4], deals: 2, finished: true }]
};

describe('results as CSV', () => {
	it('lists the standings, then every table with its totals', () => {
		const lines = resultsCsv(NIGHT, LABELS).replace('\uFEFF', '').split('\r\n');
		expect(lines).toEqual([
			'"Friday, late",2026-11-27',
			'',
			'Rank,Who,Played,Won,Drawn,Lost,MP,Points',
			// Ana won 9–4 (2 match points); Bo lost with 4; Cy and Di still play (0, listed in roster order).
			'1,Ana,1,1,0,0,2,9',
			'2,Bo,1,0,0,1,0,4',
			'3,Cy,0,0,0,0,0,0',
			'3,Di,0,0,0,0,0,0',
			'',
			'Round,Table,Who,Total,finished',
			'1,1,Ana,9,finished',
			'1,1,Bo,4,finished',
			'1,2,Cy,0,playing',
			'1,2,Di,0,playing',
			''
		]);
	});

	it('names the file by date and name, safe for any file system', () => {
		expect(resultsFileName(NIGHT)).toBe('2026-11-27-Friday-late.csv');
	});
});
