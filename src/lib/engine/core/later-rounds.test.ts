// What an edit does to later rounds, folded by the engine (DESIGN.md "a match is its list of
// round inputs"): a free-form match to 50 ends in the round anyone reaches 50, and the fold
// keeps rounds after the end without counting them.
import { describe, expect, test } from 'vitest';
import { AFTER_END, foldMatch } from './fold';
import { roundsVoidedBy } from './later-rounds';
import { loadGame } from '../registry';

const inputs = [{ scores: [10, 0] }, { scores: [10, 0] }, { scores: [10, 0] }];

describe('roundsVoidedBy', async () => {
	const game = await loadGame('freeform');
	const setup = { config: game.parseConfig({ target: 50 }, 2), seatCount: 2, firstDealer: 0 };
	const folded = foldMatch(game, setup, inputs);

	test.each([
		{ why: 'an edit that ends the match voids every round after it', index: 0, scores: [50, 0], voided: [1, 2] },
		{ why: 'the last round voids nothing', index: 2, scores: [50, 0], voided: [] },
		{ why: 'an edit that keeps the match going voids nothing', index: 0, scores: [20, 5], voided: [] },
		{ why: 'an edit in the middle voids only what follows it', index: 1, scores: [40, 0], voided: [2] },
		{ why: 'an index outside the match voids nothing', index: 3, scores: [50, 0], voided: [] }
	])('$why', ({ index, scores, voided }) => {
		const out = roundsVoidedBy(game, setup, folded, inputs, index, { scores });
		expect(out.map((r) => r.index)).toEqual(voided);
		for (const r of out) expect(r.violations.map((v) => v.code)).toEqual([AFTER_END]);
	});

	test('a round that did not count before is not reported', () => {
		const over = foldMatch(game, setup, [{ scores: [50, 0] }, { scores: [1, 1] }]);
		expect(over.rounds[1]!.result).toBeNull();
		expect(
			roundsVoidedBy(game, setup, over, [{ scores: [50, 0] }, { scores: [1, 1] }], 0, { scores: [60, 0] })
		).toEqual([]);
	});
});
