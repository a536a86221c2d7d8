/**
 * Test-only: small club nights for the room screen's tests, written out by hand so each test can
 * say what its standings must be.
 */
import type { Entrant, Night, NightRound, TableReport } from '$lib/engine/club/night';
import type { Counting } from '$lib/engine/club/standings';

/** Entrants named after their ids ("a" is "Ana", …). */
export const NAMES: Record<string, string> = {
	a: 'Ana',
	b: 'Ben',
	c: 'Chloé',
	d: 'Dan',
	e: 'Emma',
	f: 'Félix',
	g: 'Gus',
	h: 'Hana'
};

/** A night of head-to-head tables of the free-form game between `ids`, with these rounds and reports. */
export function testNight(
	ids: readonly string[],
	rounds: readonly NightRound[],
	reports: readonly TableReport[],
	counting: Counting = { rule: 'match-points', direction: 'high' }
): Night {
	const entrants: Entrant[] = ids.map((id) => ({ id, name: NAMES[id] ?? id, players: [NAMES[id] ?? id] }));
	return {
		settings: {
			name: 'Friday club',
			date: '2026-11-27',
			gameId: 'freeform',
			config: {},
			teams: false,
			format: { kind: 'swiss', rounds: 2 },
			counting,
			seats: 2,
			minSeats: 2
		},
		entrants,
		rounds,
		reports
	};
}

/** A confirmed round of these tables. */
export function round(
	number: number,
	tables: readonly (readonly string[])[],
	sitOut: readonly string[] = []
): NightRound {
	return { number, seed: number, plan: { tables, sitOut, repeats: 0 }, confirmed: true };
}

/** A table's report. */
export function report(
	roundNumber: number,
	table: number,
	totals: readonly number[],
	deals: number,
	finished = false
): TableReport {
	return { round: roundNumber, table, matchId: `m${roundNumber}-${table}`, totals, deals, finished };
}
