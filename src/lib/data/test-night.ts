// Test-only: a stored club night's shape for the data and state tests: a free-form Swiss night
// "Friday" of four players (e1..e4: Ana, Bo, Cy, Di) at two tables of two, its first round drawn
// and confirmed, no table reported yet. `config` is the free-form house options each test needs.
import type { Night } from '$lib/engine/club/night';

/** The night, with the tables' house options `config`. */
export function fridayNight(config: Record<string, unknown>): Night {
	return {
		settings: {
			name: 'Friday',
			date: '2026-11-27',
			gameId: 'freeform',
			config,
			teams: false,
			format: { kind: 'swiss', rounds: 2 },
			counting: { rule: 'match-points', direction: 'high' },
			seats: 2,
			minSeats: 2
		},
		entrants: ['Ana', 'Bo', 'Cy', 'Di'].map((name, i) => ({ id: `e${i + 1}`, name, players: [name] })),
		rounds: [
			{
				number: 1,
				seed: 5,
				plan: {
					tables: [
						['e1', 'e2'],
						['e3', 'e4']
					],
					sitOut: [],
					repeats: 0
				},
				confirmed: true
			}
		],
		reports: []
	};
}
