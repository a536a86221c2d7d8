// A preset sets several options of the new-match form at once, and a started match's options are
// remembered for the next new match of the same game (offered first by the presets).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadGame } from '$lib/engine/registry';
import { lastOptions } from './last-options.svelte';
import { NewMatchForm } from './new-match.svelte';
import { storageHealth } from './storage-health.svelte';
import { freshDb } from './test-storage';

/** The tests run in Node, which has no localStorage: an in-memory one with the same methods. */
const items = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
	value: { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v) },
	configurable: true
});
afterAll(() => {
	Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('presets and the last options', () => {
	it('a preset sets its options and keeps the others; starting remembers the options for next time', async () => {
		freshDb();
		vi.spyOn(storageHealth, 'persist').mockResolvedValue(true);
		const form = new NewMatchForm();
		form.choose(await loadGame('coinche'));
		form.config.target = 1000;
		form.setOptions({ scale: 'pointsMade', announcements: true });
		expect(form.config).toMatchObject({ target: 1000, scale: 'pointsMade', announcements: true, exactPoints: false });
		['Ana', 'Ben', 'Chloé', 'Dan'].forEach((name, i) => (form.seats[i]!.name = name));
		expect(lastOptions.of('coinche')).toBeNull();
		expect(await form.start()).not.toBeNull();
		expect(lastOptions.of('coinche')).toMatchObject({ target: 1000, scale: 'pointsMade', announcements: true });
		expect(lastOptions.of('cozen')).toBeNull();
	});
});
