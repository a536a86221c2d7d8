// The standings by rank or by seat: the same places either way, best first or as the players sit,
// equal totals in seat order.
import { describe, expect, it } from 'vitest';
import type { FoldedMatch } from '$lib/engine/core/fold';
import { standingsRows } from './standings-rows';

function folded(totals: number[], winners?: number[]): FoldedMatch {
	return {
		state: { totals },
		rounds: [{}],
		outcome: winners ? { over: true, winners } : { over: false }
	} as unknown as FoldedMatch;
}

/** Each row as "column:place". */
function listed(match: FoldedMatch, direction: 'high' | 'low', order: 'rank' | 'seat'): string[] {
	return standingsRows(match, direction, order).map((r) => `${r.column}:${r.place}`);
}

describe('standingsRows', () => {
	it.each([
		['highest first', [40, 90, 10], 'high', 'rank', ['1:1', '0:2', '2:3']],
		['as they sit, places kept', [40, 90, 10], 'high', 'seat', ['0:2', '1:1', '2:3']],
		['lowest first (a game where low wins)', [40, 90, 10], 'low', 'rank', ['2:1', '0:2', '1:3']],
		['a tie keeps seat order by rank', [50, 70, 70, 20], 'high', 'rank', ['1:1', '2:1', '0:3', '3:4']],
		['a tie by seat', [50, 70, 70, 20], 'high', 'seat', ['0:3', '1:1', '2:1', '3:4']],
		['everyone level: seat order both ways', [30, 30, 30], 'low', 'rank', ['0:1', '1:1', '2:1']]
	] as const)('%s', (_, totals, direction, order, expected) => {
		expect(listed(folded([...totals]), direction, order)).toEqual(expected);
	});

	it('a match won by an end rule lists the winner first by rank, at its seat by seat', () => {
		const match = folded([120, 30], [1]);
		expect(listed(match, 'high', 'rank')).toEqual(['1:1', '0:2']);
		expect(listed(match, 'high', 'seat')).toEqual(['0:2', '1:1']);
	});
});
