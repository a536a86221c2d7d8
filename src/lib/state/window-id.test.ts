// @vitest-environment happy-dom
// One window id per open window, held with a Web Lock: kept across a reload, new in a tab
// duplicated from it (sessionStorage copied while the source tab still holds the id's lock).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's Web Locks, shared by every "window" of the test: names held until released. */
function fakeLocks(held: Set<string>) {
	return {
		request(name: string, _options: { ifAvailable: boolean }, callback: (lock: { name: string } | null) => unknown) {
			if (held.has(name)) return Promise.resolve(callback(null));
			held.add(name);
			return Promise.resolve(callback({ name }));
		},
		query: () => Promise.resolve({ held: [...held].map((name) => ({ name })) })
	};
}

/** A window: the module as a fresh page loads it. */
async function openWindow(): Promise<typeof import('./window-id')> {
	vi.resetModules();
	return import('./window-id');
}

let held: Set<string>;

beforeEach(() => {
	held = new Set();
	sessionStorage.clear();
	vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks(held) });
});

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('windowId', () => {
	it('is the same for every call in a window, and kept by a reload', async () => {
		const page = await openWindow();
		const id = await page.windowId();
		expect(await page.windowId()).toBe(id);
		held.clear(); // the page went away with its lock
		expect(await (await openWindow()).windowId()).toBe(id);
	});

	it('is new in a duplicated tab, whose sessionStorage is a copy of a tab still open', async () => {
		const source = await (await openWindow()).windowId();
		// The duplicate starts with the same sessionStorage while the source still holds its lock.
		const duplicate = await (await openWindow()).windowId();
		expect(duplicate).not.toBe(source);
		expect(sessionStorage.getItem('tk-window')).toBe(duplicate);
		expect(await (await openWindow()).openWindows()).toEqual(new Set([source, duplicate]));
	});
});
