// The star on the match screen: the best totals once a round is scored, nobody while every total is
// equal (0–0 after a passed deal leads no one), the winners once the match is over.
import { describe, expect, it } from 'vitest';
import type { FoldedMatch } from '$lib/engine/core/fold';
import { leadingColumns } from './leading';

function folded(totals: number[], rounds: number, winners?: number[]): FoldedMatch {
	return {
		state: { totals },
		rounds: Array.from({ length: rounds }),
		outcome: winners ? { over: true, winners } : { over: false }
	} as unknown as FoldedMatch;
}

describe('leadingColumns', () => {
	it.each([
		['no round yet', folded([0, 0], 0), 'high', []],
		['0–0 after a round', folded([0, 0], 1), 'high', []],
		['everyone equal at 30', folded([30, 30, 30], 2), 'low', []],
		['one ahead', folded([250, 40], 1), 'high', [0]],
		['two share the lead of three', folded([10, 50, 50], 1), 'high', [1, 2]],
		['lowest leads', folded([10, 50, 50], 1), 'low', [0]],
		['over: the winners, even level', folded([0, 0], 1, [1]), 'high', [1]]
	] as const)('%s', (_, match, direction, expected) => {
		expect(leadingColumns(match, direction)).toEqual(expected);
	});
});
