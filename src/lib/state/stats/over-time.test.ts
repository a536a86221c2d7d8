// Results by month and the toughest rival, on worked rows: a shared win counts, teammates are no
// rivals, and months come in calendar order.
import { describe, expect, it } from 'vitest';
import { bestPartner, monthOf, resultsByMonth, toughestRival } from './over-time';
import type { StatMatch } from './stats';

const at = (y: number, m: number, d: number) => new Date(y, m - 1, d, 20).getTime();
let n = 0;
function match(
	date: number,
	columns: string[][],
	winners: number[],
	totals = columns.map(() => 0),
	timePlayed = 0
): StatMatch {
	return {
		id: `m${++n}`,
		gameId: 'freeform',
		at: date,
		direction: 'high',
		columns,
		totals,
		winners,
		timePlayed,
		deals: []
	};
}

const matches = [
	match(at(2026, 10, 3), [['ana'], ['ben'], ['eve']], [1]),
	match(at(2026, 10, 20), [['ana'], ['ben']], [0]),
	match(at(2026, 11, 2), [['ana'], ['ben'], ['eve']], [2]),
	match(at(2026, 11, 9), [['ana'], ['eve']], [0, 1]),
	// Team game: Ana with Dan against Ben and Eve.
	match(
		at(2026, 9, 30),
		[
			['ana', 'dan'],
			['ben', 'eve']
		],
		[1]
	),
	match(at(2026, 11, 25), [['ben'], ['eve']], [0])
];

describe('results by month', () => {
	it('counts played and won per month, oldest first, a shared win as a win', () => {
		expect(resultsByMonth(matches, 'ana')).toEqual([
			{ month: '2026-09', played: 1, won: 0, timePlayed: 0 },
			{ month: '2026-10', played: 2, won: 1, timePlayed: 0 },
			{ month: '2026-11', played: 2, won: 1, timePlayed: 0 }
		]);
		expect(resultsByMonth(matches, 'nobody')).toEqual([]);
	});

	it('adds up the time played per month, only in the player’s own matches', () => {
		const hour = 3_600_000;
		const timed = [
			match(at(2026, 10, 3), [['ana'], ['ben']], [0], [10, 0], 1.5 * hour),
			match(at(2026, 10, 28), [['ana'], ['ben']], [1], [0, 10], 0.5 * hour),
			match(at(2026, 11, 2), [['ana'], ['eve']], [0], [10, 0], 0),
			match(at(2026, 11, 3), [['ben'], ['eve']], [0], [10, 0], 9 * hour)
		];
		expect(resultsByMonth(timed, 'ana').map((r) => [r.month, r.timePlayed])).toEqual([
			['2026-10', 2 * hour],
			['2026-11', 0]
		]);
	});

	it('writes the month in the device’s calendar', () => {
		expect(monthOf(at(2027, 1, 1))).toBe('2027-01');
	});
});

describe('toughest rival', () => {
	it('is who won most often while the player did not; a shared win beats no one', () => {
		// Ben: beat Ana on 3 Oct and (with Eve) on 30 Sep; Eve: on 30 Sep and 2 Nov; the 9 Nov win was shared.
		expect(toughestRival(matches, 'ana')).toEqual({ playerId: 'ben', beaten: 2, played: 4 });
	});

	it('never names a teammate, and is null when nobody ever beat the player', () => {
		expect(toughestRival(matches, 'dan')).toEqual({ playerId: 'ben', beaten: 1, played: 1 });
		expect(toughestRival([match(at(2026, 1, 1), [['ana'], ['ben']], [0])], 'ana')).toBeNull();
	});
});

describe('partner they win most with', () => {
	const team = (ana: string, other: string) => [
		['ana', ana],
		[other, 'zed']
	];
	const games = [
		match(at(2026, 10, 1), team('dan', 'ben'), [0]),
		match(at(2026, 10, 2), team('dan', 'ben'), [1]),
		match(at(2026, 10, 3), team('eve', 'ben'), [0]),
		match(at(2026, 10, 4), team('eve', 'dan'), [0, 1]),
		match(at(2026, 10, 5), team('dan', 'eve'), [0])
	];

	it.each([
		// Dan: won 1 Oct and 5 Oct (2 of 3); Eve: 3 Oct and the shared 4 Oct (2 of 2): the better rate.
		['ana', { playerId: 'eve', won: 2, played: 2 }],
		// Zed won once with Ben (2 Oct, of 3 together) and once with Dan (the shared 4 Oct, of 1): Dan.
		['zed', { playerId: 'dan', won: 1, played: 1 }],
		// Playing alone: no partner.
		['nobody', null]
	])('%s', (player, expected) => {
		expect(bestPartner(games, player)).toEqual(expected);
	});

	it('is null when the player never won in a team, and single-player columns have no partner', () => {
		expect(bestPartner([match(at(2026, 1, 1), team('dan', 'ben'), [1])], 'ana')).toBeNull();
		expect(bestPartner(matches.slice(0, 4), 'ana')).toBeNull();
	});
});
