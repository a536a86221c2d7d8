// The per-game statistics' filters: read back from the query string they write, what does not read
// ignored, and the player and period filters applied to finished matches.
import { describe, expect, it } from 'vitest';
import type { StatMatch } from '$lib/state/stats/stats';
import { StatsFilters } from './stats-filters.svelte';

function match(id: string, players: string[], at: number): StatMatch {
	const columns = players.map((p) => [p]);
	return { id, gameId: 'coinche', at, direction: 'high', columns, totals: [], winners: [0], timePlayed: 0, deals: [] };
}

const now = new Date(2026, 10, 26, 12).getTime();
const matches = [
	match('m1', ['zoe', 'bob'], new Date(2026, 10, 20).getTime()),
	match('m2', ['ana', 'bob'], new Date(2026, 1, 3).getTime()),
	match('m3', ['ana', 'zoe'], new Date(2025, 5, 1).getTime())
];

describe('statistics filters', () => {
	it.each([
		['', ['m1', 'm2', 'm3']],
		['?player=ana', ['m2', 'm3']],
		['?period=year', ['m1', 'm2']],
		['?player=zoe&period=last-year', ['m3']],
		['?period=30d', ['m1']]
	])('%s', (search, expected) => {
		const filters = new StatsFilters(new URLSearchParams(search));
		expect(filters.apply(matches, now).map((m) => m.id)).toEqual(expected);
		expect(filters.search).toBe(search);
	});

	it('keeps the game it is given and ignores a game or period that does not exist', () => {
		expect(new StatsFilters(new URLSearchParams('?game=coinche')).game).toBe('coinche');
		const madeUp = new StatsFilters(new URLSearchParams('?game=poker&period=forever'));
		expect([madeUp.game, madeUp.period, madeUp.search]).toEqual(['', '', '']);
	});
});
