// This window's id where site data is blocked: Web Locks and sessionStorage throw SecurityError,
// and the id is still given (lasting as long as the page), never a promise that hangs.
import { afterEach, describe, expect, it, vi } from 'vitest';

const denied = () => new DOMException('Access is denied for this document.', 'SecurityError');

afterEach(() => {
	vi.unstubAllGlobals();
	vi.resetModules();
});

describe('windowId with site data blocked', () => {
	it('gives an id and says it cannot tell the open windows', async () => {
		vi.stubGlobal('navigator', {
			locks: { request: () => Promise.reject(denied()), query: () => Promise.reject(denied()) }
		});
		vi.stubGlobal('sessionStorage', {
			getItem: () => {
				throw denied();
			},
			setItem: () => {
				throw denied();
			}
		});
		const { openWindows, windowId } = await import('./window-id');
		const id = await windowId();
		expect(id).toMatch(/^[0-9a-f]{8}$/);
		expect(await windowId()).toBe(id);
		expect(await openWindows()).toBeNull();
	});

	it('a lock request that throws at once is taken as no lock to hold', async () => {
		vi.stubGlobal('navigator', {
			locks: {
				request: () => {
					throw denied();
				},
				query: () => Promise.resolve({ held: [] })
			}
		});
		const { windowId } = await import('./window-id');
		expect(await windowId()).toMatch(/^[0-9a-f]{8}$/);
	});
});
