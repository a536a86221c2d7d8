// The list helpers agree with Math.max/Math.min and push on short lists, and take long ones.
import { describe, expect, it } from 'vitest';
import { append, maxOf, minOf } from './arrays';

describe('maxOf, minOf, append', () => {
	it.each([[[]], [[3]], [[1, -4, 9, 2]], [[5, Number.NaN, 1]], [[Infinity, -Infinity]]])(
		'%j: as Math.max and Math.min',
		(values: number[]) => {
			expect(maxOf(values)).toBe(Math.max(...values));
			expect(minOf(values)).toBe(Math.min(...values));
		}
	);

	it('takes a list of a million numbers (spreading it into a call overflows the stack)', () => {
		const values = Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1_000_003);
		expect(() => Math.max(...values)).toThrow(RangeError);
		expect(maxOf(values)).toBe(1_000_002);
		expect(minOf(values)).toBe(0);
		const target = [1];
		append(target, values);
		expect(target).toHaveLength(1_000_001);
		expect(target[1_000_000]).toBe(values.at(-1));
	});
});
