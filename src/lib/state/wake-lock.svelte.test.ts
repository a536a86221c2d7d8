// The screen wake lock against a fake navigator.wakeLock whose requests are granted when the test
// says so: however the toggle and visibility interleave, at most one lock is held, unticking or
// leaving releases it, and coming back to the page takes it again.
import { describe, expect, it } from 'vitest';
import { ScreenWakeLock, wakeLockNote, type WakeEnvironment } from './wake-lock.svelte';

class FakeSentinel extends EventTarget {
	released = false;
	readonly type = 'screen' as const;
	onrelease = null;
	constructor(private readonly browser: FakeBrowser) {
		super();
	}
	async release(): Promise<void> {
		if (this.released) return;
		this.released = true;
		this.browser.held.delete(this);
		this.dispatchEvent(new Event('release'));
	}
}

/** A browser whose lock requests wait in `queue` until `grant()`. */
class FakeBrowser {
	held = new Set<FakeSentinel>();
	requests = 0;
	/** Whether the browser refuses every request (battery saver). */
	refuse = false;
	queue: (() => void)[] = [];
	visibilityState: DocumentVisibilityState = 'visible';
	listeners = new Set<() => void>();

	env(): WakeEnvironment {
		// eslint-disable-next-line @typescript-eslint/no-this-alias
		const browser = this;
		return {
			wakeLock: {
				request: () => {
					this.requests++;
					if (this.refuse) return Promise.reject(new DOMException('refused', 'NotAllowedError'));
					return new Promise((resolve) => {
						this.queue.push(() => {
							const sentinel = new FakeSentinel(this);
							this.held.add(sentinel);
							resolve(sentinel as unknown as WakeLockSentinel);
						});
					});
				}
			},
			document: {
				get visibilityState() {
					return browser.visibilityState;
				},
				addEventListener: (_: string, fn: () => void) => this.listeners.add(fn),
				removeEventListener: (_: string, fn: () => void) => this.listeners.delete(fn)
			} as unknown as WakeEnvironment['document']
		};
	}

	/** Grants every waiting request, then lets the promises settle. */
	async grant(): Promise<void> {
		while (this.queue.length > 0) {
			for (const grant of this.queue.splice(0)) grant();
			await settle();
		}
	}

	/** The tab is hidden (the browser drops every lock), then visible again. */
	async hideAndShow(): Promise<void> {
		this.visibilityState = 'hidden';
		for (const sentinel of [...this.held]) await sentinel.release();
		for (const fn of this.listeners) fn();
		this.visibilityState = 'visible';
		for (const fn of this.listeners) fn();
		await settle();
	}
}

async function settle(): Promise<void> {
	for (let i = 0; i < 20; i++) await Promise.resolve();
}

function open(): { browser: FakeBrowser; lock: ScreenWakeLock; leave: () => void } {
	const browser = new FakeBrowser();
	const lock = new ScreenWakeLock(browser.env());
	const leave = lock.start();
	return { browser, lock, leave };
}

describe('ScreenWakeLock', () => {
	it('takes one lock when the match opens', async () => {
		const { browser, lock } = open();
		await browser.grant();
		expect(browser.held.size).toBe(1);
		expect(lock.state).toBe('on');
	});

	it.each([
		['untick, tick', [false, true], 1, 'on'],
		['untick, tick, untick', [false, true, false], 0, 'off'],
		['tick twice', [true, true], 1, 'on'],
		['untick, tick, untick, tick', [false, true, false, true], 1, 'on']
	] as const)('%s before the browser answers: the locks held match the toggle', async (_, steps, held, state) => {
		const { browser, lock } = open();
		const calls = steps.map((wanted) => lock.set(wanted));
		await browser.grant();
		await Promise.all(calls);
		await browser.grant();
		expect(browser.held.size).toBe(held);
		expect(lock.state).toBe(state);
	});

	it.each([
		['untick, tick', [false, true], 1],
		['untick, tick, untick', [false, true, false], 0],
		['untick, tick, untick, tick', [false, true, false, true], 1]
	] as const)('%s once the lock is held: one lock at most, none when unticked', async (_, steps, held) => {
		const { browser, lock } = open();
		await browser.grant();
		for (const wanted of steps) {
			const call = lock.set(wanted);
			await browser.grant();
			await call;
			expect(browser.held.size).toBeLessThanOrEqual(1);
		}
		expect(browser.held.size).toBe(held);
		expect(lock.state).toBe(held ? 'on' : 'off');
	});

	it('leaving the match releases the lock, even one granted after leaving', async () => {
		const held = open();
		await held.browser.grant();
		held.leave();
		await settle();
		expect(held.browser.held.size).toBe(0);

		const pending = open();
		pending.leave();
		await pending.browser.grant();
		expect(pending.browser.held.size).toBe(0);
	});

	it('re-takes the lock when the page becomes visible again, only while wanted', async () => {
		const { browser, lock } = open();
		await browser.grant();
		await browser.hideAndShow();
		await browser.grant();
		expect(browser.held.size).toBe(1);
		expect(lock.state).toBe('on');

		const off = lock.set(false);
		await browser.grant();
		await off;
		await browser.hideAndShow();
		await browser.grant();
		expect(browser.held.size).toBe(0);
		expect(browser.requests).toBe(2);
	});

	it('says unsupported where the browser has no wake lock', () => {
		const lock = new ScreenWakeLock({});
		lock.start();
		expect(lock.state).toBe('unsupported');
	});

	it('a refusal unticks the box and says so once; the next match screen neither asks nor repeats it', async () => {
		const memory = { refused: false };
		const browser = new FakeBrowser();
		browser.refuse = true;
		const lock = new ScreenWakeLock({ ...browser.env(), memory });
		lock.start();
		await settle();
		expect(lock.wanted).toBe(false);
		expect(lock.state).toBe('failed');

		const next = new ScreenWakeLock({ ...browser.env(), memory });
		next.start();
		await settle();
		expect(browser.requests).toBe(1);
		expect(next.wanted).toBe(false);
		expect(next.state).toBe('off');

		browser.refuse = false;
		const retry = next.retry();
		await browser.grant();
		await retry;
		expect(next.wanted).toBe(true);
		expect(next.state).toBe('on');
		expect(browser.held.size).toBe(1);
		expect(memory.refused).toBe(false);
	});
});

describe('wakeLockNote (Settings)', () => {
	it('says the browser cannot, or refused earlier in this session, or nothing', () => {
		const browser = new FakeBrowser();
		expect(wakeLockNote({ ...browser.env(), wakeLock: undefined })).toBe('unsupported');
		expect(wakeLockNote({ ...browser.env(), memory: { refused: true } })).toBe('refused');
		expect(wakeLockNote({ ...browser.env(), memory: { refused: false } })).toBeNull();
	});
});
