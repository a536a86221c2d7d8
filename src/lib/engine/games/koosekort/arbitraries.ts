/**
 * Test-only generators for KooseKort's property tests and the bench: cells, columns (sets often,
 * with or without wilds), boards, house options, valid setups and valid rounds (now and then a
 * Krush), alone or as whole matches. Never imported by the app.
 */
import fc from 'fast-check';
import type { KooseValue } from '../../cards/cards';
import type { MatchSetup } from '../../core/types';
import { CLEARED as C, type KooseBoard, type KooseCells, type KooseColumn, type KooseKortInput } from './input';
import type { KooseKortConfig } from './options';

export const cellArb: fc.Arbitrary<KooseValue> = fc.oneof(
	{ weight: 6, arbitrary: fc.integer({ min: -3, max: 11 }) },
	{ weight: 1, arbitrary: fc.constant('W' as const) }
);

/** Sets show up often, with or without wilds, so the clearing rules are exercised. */
export const setColumnArb: fc.Arbitrary<KooseCells> = fc
	.tuple(
		fc.integer({ min: -3, max: 11 }),
		fc.constantFrom(0, 1, -1),
		fc.array(fc.boolean(), { minLength: 3, maxLength: 3 })
	)
	.filter(([v, step]) => v + 2 * step >= -3 && v + 2 * step <= 11)
	.map(([v, step, wild]) => [0, 1, 2].map((i) => (wild[i] ? 'W' : v + i * step)) as unknown as KooseCells);

export const columnArb: fc.Arbitrary<KooseColumn> = fc.oneof(
	{ weight: 1, arbitrary: fc.constant(C) },
	{ weight: 4, arbitrary: fc.tuple(cellArb, cellArb, cellArb) },
	{ weight: 2, arbitrary: setColumnArb }
);

export const boardArb: fc.Arbitrary<KooseBoard> = fc.record({
	columns: fc.array(columnArb, { minLength: 5, maxLength: 5 }),
	swap: fc.boolean(),
	rearrange: fc.boolean(),
	krush: fc.constant(false)
});

export const configArb: fc.Arbitrary<KooseKortConfig> = fc.record({
	strictWilds: fc.boolean(),
	tieSpares: fc.boolean(),
	tieBreak: fc.constantFrom('shared' as const, 'last-round' as const)
});

export const setupArb: fc.Arbitrary<MatchSetup<KooseKortConfig>> = fc
	.tuple(fc.integer({ min: 2, max: 6 }), configArb)
	.chain(([seatCount, config]) =>
		fc.integer({ min: 0, max: seatCount - 1 }).map((firstDealer) => ({ config, seatCount, firstDealer }))
	);

/** A valid round for n seats; now and then a Krush (an all-cleared board whose player went out). */
export function roundArb(n: number): fc.Arbitrary<KooseKortInput> {
	const ordinary = fc.record({
		wentOut: fc.integer({ min: 0, max: n - 1 }),
		boards: fc.array(boardArb, { minLength: n, maxLength: n })
	});
	const krush = fc
		.tuple(fc.integer({ min: 0, max: n - 1 }), fc.array(boardArb, { minLength: n, maxLength: n }))
		.map(([seat, boards]) => ({
			wentOut: seat,
			boards: boards.map((b, i) =>
				i === seat ? { columns: [C, C, C, C, C], swap: b.swap, rearrange: b.rearrange, krush: true } : b
			)
		}));
	return fc.oneof({ weight: 15, arbitrary: ordinary }, { weight: 1, arbitrary: krush });
}

export const caseArb = setupArb.chain((setup) => fc.tuple(fc.constant(setup), roundArb(setup.seatCount)));
export const matchArb = setupArb.chain((setup) =>
	fc.tuple(fc.constant(setup), fc.array(roundArb(setup.seatCount), { minLength: 0, maxLength: 6 }))
);
