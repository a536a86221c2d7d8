import { describe, expect, it } from 'vitest';
import { booleanOption, defineOptions, isSeatOrder, seatOrderOption } from './options';

// A seat order (Cozen's 2v2 turn order, RULES-NOTES Cozen "2v2": entered at setup) is stored as
// the list of seats, offered as a choice for the seat counts that choose.
const options = defineOptions([
	booleanOption('flag', false),
	seatOrderOption('order', ['0-2-1-3', '0-1-2-3'], '0-2-1-3', { onlyWithSeats: [4], code: 'test.order' })
]);

describe('a seat-order option', () => {
	it('is shown on the form as a choice among its orders, for the seat counts that choose', () => {
		expect(options.specs[1]).toEqual({
			kind: 'choice',
			key: 'order',
			choices: ['0-2-1-3', '0-1-2-3'],
			default: '0-2-1-3',
			onlyWithSeats: [4]
		});
	});

	it.each<{ seatCount: number; order: number[] }>([
		{ seatCount: 4, order: [0, 2, 1, 3] },
		{ seatCount: 2, order: [0, 1] },
		{ seatCount: 3, order: [0, 1, 2] }
	])('defaults for $seatCount seats to $order', ({ seatCount, order }) => {
		expect(options.defaultsFor(seatCount)).toEqual({ flag: false, order });
	});

	it.each<{ raw: unknown; seatCount: number; order: number[] }>([
		{ raw: [3, 2, 1, 0], seatCount: 4, order: [3, 2, 1, 0] },
		{ raw: '0-1-2-3', seatCount: 4, order: [0, 1, 2, 3] },
		{ raw: [0, 0, 1, 2], seatCount: 4, order: [0, 2, 1, 3] },
		{ raw: '0-x-1', seatCount: 4, order: [0, 2, 1, 3] },
		{ raw: '0-2-1-3', seatCount: 2, order: [0, 1] },
		{ raw: [1, 0], seatCount: 2, order: [1, 0] },
		{ raw: undefined, seatCount: 4, order: [0, 2, 1, 3] }
	])('reads $raw for $seatCount seats as $order', ({ raw, seatCount, order }) => {
		expect(options.parse({ order: raw }, seatCount).order).toEqual(order);
	});

	it.each<{ value: unknown; seatCount: number; codes: string[] }>([
		{ value: [0, 2, 1, 3], seatCount: 4, codes: [] },
		{ value: [0, 1, 2, 2], seatCount: 4, codes: ['test.order'] },
		{ value: [0, 1], seatCount: 4, codes: ['test.order'] },
		{ value: '0-2-1-3', seatCount: 4, codes: ['test.order'] },
		{ value: [0, 1], seatCount: 2, codes: [] }
	])('reports $value for $seatCount seats: $codes', ({ value, seatCount, codes }) => {
		const found = options.violations({ flag: true, order: value }, seatCount);
		expect(found.map((v) => [v.code, v.field])).toEqual(codes.map((c) => [c, 'config.order']));
	});

	it.each<{ order: unknown; seatCount: number; ok: boolean }>([
		{ order: [1, 0], seatCount: 2, ok: true },
		{ order: [0, 1.5], seatCount: 2, ok: false },
		{ order: [0, 2], seatCount: 2, ok: false },
		{ order: 'nope', seatCount: 2, ok: false }
	])('isSeatOrder($order, $seatCount) is $ok', ({ order, seatCount, ok }) => {
		expect(isSeatOrder(order, seatCount)).toBe(ok);
	});
});
