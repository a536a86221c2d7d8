// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useDb } from './db';
import { Live } from './live.svelte';
import { addPlayer, listPlayers } from './players';
import { createDb } from './schema';
import { until } from './test-until';

describe('Live (liveQuery for Svelte 5)', () => {
	it('follows the database while something reads it, and stops when nothing does', async () => {
		useDb(createDb('live-test'));
		const live = new Live(() => listPlayers());
		const seen: (number | undefined)[] = [];
		const stop = $effect.root(() => {
			$effect(() => {
				seen.push(live.current?.length);
			});
		});
		await until(() => seen.at(-1) === 0);
		await addPlayer('Ana');
		await until(() => seen.at(-1) === 1);
		stop();
		await addPlayer('Ben');
		await new Promise((r) => setTimeout(r, 50));
		expect(seen.at(-1)).toBe(1);
	});
});
