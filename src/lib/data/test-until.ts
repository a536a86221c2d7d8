// Test helper: waits for a live query (or any reactive value) to settle inside a test.
import { flushSync } from 'svelte';

/**
 * Polls `check` (flushing Svelte's effects) until it holds. Without `ms` it has no limit of its
 * own: the test's time limit ends a wait that never settles, so a busy machine only makes it slower.
 */
export function until(check: () => boolean, ms = Number.POSITIVE_INFINITY): Promise<void> {
	const start = Date.now();
	return new Promise((resolve, reject) => {
		const tick = () => {
			flushSync();
			if (check()) resolve();
			else if (Date.now() - start > ms) reject(new Error('timed out'));
			else setTimeout(tick, 10);
		};
		tick();
	});
}
