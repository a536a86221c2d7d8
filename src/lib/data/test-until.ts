// Test helper: waits for a live query (or any reactive value) to settle inside a test.
import { flushSync } from 'svelte';

/** Polls `check` (flushing Svelte's effects) until it holds, or fails after `ms`. */
export function until(check: () => boolean, ms = 5000): Promise<void> {
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
