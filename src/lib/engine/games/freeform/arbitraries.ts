/**
 * Test-only generators for the free-form scoresheet's property tests and the bench: setups of 1
 * to 12 players with any winner rule, target or round limit and starting scores, and rounds of
 * one whole entry per player within the entry limit. Never imported by the app.
 */
import fc from 'fast-check';
import type { MatchSetup } from '../../core/types';
import type { FreeformInput } from './input';
import { FREEFORM_MAX_ENTRY } from './input';
import type { FreeformConfig } from './options';

/** A valid setup: 1 to 12 seats, any winner rule, an optional target and round limit. */
export const setupArb: fc.Arbitrary<MatchSetup<FreeformConfig>> = fc.integer({ min: 1, max: 12 }).chain((seatCount) =>
	fc.record({
		config: fc.record({
			winner: fc.constantFrom('high' as const, 'low' as const),
			target: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
			rounds: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null })
		}),
		seatCount: fc.constant(seatCount),
		firstDealer: fc.integer({ min: 0, max: seatCount - 1 }),
		startingScores: fc.option(
			fc.array(fc.integer({ min: -500, max: 500 }), { minLength: seatCount, maxLength: seatCount }),
			{ nil: undefined }
		)
	})
);

/** One player's entry for a round: any whole number the sheet accepts. */
export const entryArb = fc.integer({ min: -FREEFORM_MAX_ENTRY, max: FREEFORM_MAX_ENTRY });

/** A valid round for `seatCount` players. */
export function roundArb(seatCount: number): fc.Arbitrary<FreeformInput> {
	return fc.array(entryArb, { minLength: seatCount, maxLength: seatCount }).map((scores) => ({ scores }));
}

/** A valid setup with up to 25 valid rounds. */
export const matchArb = setupArb.chain((setup) =>
	fc.record({ setup: fc.constant(setup), rounds: fc.array(roundArb(setup.seatCount), { maxLength: 25 }) })
);
