/**
 * List helpers that never spread a list into a call: `Math.max(...x)` and `push(...x)` pass every
 * element as an argument, and a long list (a 100,000-round match) overflows the call stack.
 */

/** The largest of `values` (-Infinity for none), as `Math.max` would give. */
export function maxOf(values: Iterable<number>): number {
	let best = -Infinity;
	for (const v of values) {
		if (Number.isNaN(v)) return v;
		if (v > best) best = v;
	}
	return best;
}

/** The smallest of `values` (Infinity for none), as `Math.min` would give. */
export function minOf(values: Iterable<number>): number {
	let best = Infinity;
	for (const v of values) {
		if (Number.isNaN(v)) return v;
		if (v < best) best = v;
	}
	return best;
}

/** Appends `items` to `target`, in order, and returns `target`. */
export function append<T>(target: T[], items: Iterable<T>): T[] {
	for (const item of items) target.push(item);
	return target;
}
