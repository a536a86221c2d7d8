// Each column's best and worst deal, on worked rows folded by the real engines: a free-form sheet
// both ways, and Coinche scored by RULES-NOTES Coinche ("Made", "Failed", "All four pass").
import { describe, expect, it } from 'vitest';
import { foldMatch } from '$lib/engine/core/fold';
import { loadGame } from '$lib/engine/registry';
import { coincheDeal } from './test-deals';
import { dealRanges } from './deal-range';

async function ranges(gameId: 'freeform' | 'coinche', config: unknown, seats: number, inputs: unknown[]) {
	const game = await loadGame(gameId);
	const setup = { config: game.parseConfig(config, seats), seatCount: seats, firstDealer: 0 };
	const folded = foldMatch(game, setup, inputs);
	return dealRanges(folded, folded.state.totals.length, game.direction(setup));
}

// Rounds 1-4: [10, 20], [5, 20], [0, 0] (nobody scored: left out), [30, -2].
const sheet = [
	[10, 20],
	[5, 20],
	[0, 0],
	[30, -2]
].map((scores) => ({ scores }));

describe('best and worst deal per column', () => {
	it.each([
		{
			name: 'highest wins: best is the most points, worst the fewest, the earliest on a tie',
			winner: 'high',
			expected: [
				{ best: { round: 4, points: 30 }, worst: { round: 2, points: 5 } },
				{ best: { round: 1, points: 20 }, worst: { round: 4, points: -2 } }
			]
		},
		{
			name: 'lowest wins: best is the fewest points',
			winner: 'low',
			expected: [
				{ best: { round: 2, points: 5 }, worst: { round: 4, points: 30 } },
				{ best: { round: 4, points: -2 }, worst: { round: 1, points: 20 } }
			]
		}
	])('free-form, $name', async ({ winner, expected }) => {
		expect(await ranges('freeform', { winner, target: null, rounds: 4 }, 2, sheet)).toEqual(expected);
	});

	it('Coinche: a made contract, a passed deal (left out), a failed one', async () => {
		const game = await loadGame('coinche');
		// Made 80 with 100 points: takers 100 + 80 = 180, defenders 62 → 60. Failed 120 with 90:
		// takers 0, defenders 160 + 120 = 280.
		const inputs = [coincheDeal(0, 80, 100), { kind: 'passed' }, coincheDeal(1, 120, 90)];
		expect(await ranges('coinche', game.defaultConfig(4), 4, inputs)).toEqual([
			{ best: { round: 3, points: 280 }, worst: { round: 1, points: 180 } },
			{ best: { round: 1, points: 60 }, worst: { round: 3, points: 0 } }
		]);
	});

	it('a match without a deal scored has no best nor worst', async () => {
		expect(await ranges('freeform', { winner: 'high', target: null, rounds: 4 }, 3, [])).toEqual([null, null, null]);
	});
});
