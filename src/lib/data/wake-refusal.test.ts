// The wake lock's refusal is remembered for the browsing session: a reload (a new page, the same
// sessionStorage) still knows it; asking again forgets it; blocked storage falls back to the tab.
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A sessionStorage kept across "reloads" (fresh imports of the module). */
function session(blocked = false) {
	const items = new Map<string, string>();
	const refuse = () => {
		throw new DOMException('blocked', 'SecurityError');
	};
	return {
		getItem: (key: string) => (blocked ? refuse() : (items.get(key) ?? null)),
		setItem: (key: string, value: string) => (blocked ? refuse() : void items.set(key, value)),
		removeItem: (key: string) => (blocked ? refuse() : void items.delete(key))
	};
}

/** The module as a newly loaded page sees it. */
async function reload() {
	vi.resetModules();
	return (await import('./wake-refusal')).wakeRefusal;
}

afterEach(() => vi.unstubAllGlobals());

describe('wakeRefusal', () => {
	it('is remembered across a reload in the same session, and forgotten when the person asks again', async () => {
		vi.stubGlobal('sessionStorage', session());
		const first = await reload();
		expect(first.refused).toBe(false);
		first.refused = true;
		const second = await reload();
		expect(second.refused).toBe(true);
		second.refused = false;
		expect((await reload()).refused).toBe(false);
	});

	it('keeps it for the page where the browser blocks storage, and never throws', async () => {
		vi.stubGlobal('sessionStorage', session(true));
		const memory = await reload();
		memory.refused = true;
		expect(memory.refused).toBe(true);
		expect((await reload()).refused).toBe(false);
	});
});
