/**
 * Chance from a seed, for the first round's draw: the same seed gives the same plan on every
 * phone and in every test, and the engine stays free of randomness (the caller picks the seed,
 * once, and keeps it with the draw).
 */

/** A generator of numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function seededRandom(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** The items in an order drawn from `seed` (Fisher–Yates); `items` is not changed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
	const random = seededRandom(seed);
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		const held = out[i] as T;
		out[i] = out[j] as T;
		out[j] = held;
	}
	return out;
}
