// Everyone's record in one game, on worked rows: a row per player of that game, most wins first,
// teammates each credited, other games left out.
import { describe, expect, it } from 'vitest';
import { gameRecords } from './game-records';
import type { StatMatch } from './stats';

let n = 0;
function match(gameId: string, columns: string[][], winners: number[], timePlayed = 0): StatMatch {
	const totals = columns.map(() => 0);
	return { id: `m${++n}`, gameId, at: n, direction: 'high', columns, totals, winners, timePlayed, deals: [] };
}

const hour = 3_600_000;
const matches = [
	match(
		'coinche',
		[
			['ana', 'cleo'],
			['ben', 'dan']
		],
		[0],
		hour
	),
	match(
		'coinche',
		[
			['ana', 'ben'],
			['cleo', 'dan']
		],
		[1],
		2 * hour
	),
	match('freeform', [['ana'], ['eve']], [1])
];

describe('every player’s record in one game', () => {
	it('ranks by wins, then matches played, then id; each teammate gets the team’s result', () => {
		const rows = gameRecords(matches, 'coinche').map((r) => [
			r.playerId,
			r.stats.played,
			r.stats.won,
			r.stats.timePlayed
		]);
		expect(rows).toEqual([
			['cleo', 2, 2, 3 * hour],
			['ana', 2, 1, 3 * hour],
			['dan', 2, 1, 3 * hour],
			['ben', 2, 0, 3 * hour]
		]);
	});

	it('leaves out other games and is empty for a game nobody finished', () => {
		expect(gameRecords(matches, 'freeform').map((r) => [r.playerId, r.stats.won])).toEqual([
			['eve', 1],
			['ana', 0]
		]);
		expect(gameRecords(matches, 'cozen')).toEqual([]);
	});
});
