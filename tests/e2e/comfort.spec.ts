// Issue 9 "At the table": the screen wake lock is requested on a match screen, released when the
// toggle is turned off, re-acquired when the page becomes visible again; settings offers install.
import { expect, test } from '@playwright/test';
import { newMatch } from './helpers';

test('the match screen keeps the screen awake, and re-acquires the lock when visible again', async ({ page }) => {
	// Observe navigator.wakeLock: count requests and releases made by the page.
	await page.addInitScript(() => {
		const calls = { requests: 0, releases: 0 };
		(window as unknown as { __wake: typeof calls }).__wake = calls;
		Object.defineProperty(navigator, 'wakeLock', {
			configurable: true,
			value: {
				request: async () => {
					calls.requests++;
					const sentinel = new EventTarget() as EventTarget & { released: boolean; release: () => Promise<void> };
					sentinel.released = false;
					sentinel.release = async () => {
						sentinel.released = true;
						calls.releases++;
						sentinel.dispatchEvent(new Event('release'));
					};
					return sentinel;
				}
			}
		});
	});
	const wake = () =>
		page.evaluate(() => (window as unknown as { __wake: { requests: number; releases: number } }).__wake);

	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await expect(page.getByTestId('wake-status')).toHaveText('The screen stays on while this match is open.');
	expect((await wake()).requests).toBe(1);

	await page.getByLabel('Keep the screen awake').uncheck();
	await expect(page.getByTestId('wake-status')).toHaveText('The screen may go to sleep.');
	expect((await wake()).releases).toBe(1);

	await page.getByLabel('Keep the screen awake').check();
	await expect(page.getByTestId('wake-status')).toHaveText('The screen stays on while this match is open.');

	// The browser drops the lock when the page is hidden; coming back re-acquires it.
	await page.evaluate(async () => {
		Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
		document.dispatchEvent(new Event('visibilitychange'));
	});
	expect((await wake()).requests).toBeGreaterThanOrEqual(2);
});

test('a browser without wake lock gets a quiet note', async ({ page }) => {
	await page.addInitScript(() => {
		delete (Navigator.prototype as unknown as { wakeLock?: unknown }).wakeLock;
	});
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await expect(page.getByTestId('wake-status')).toHaveText(/cannot keep the screen awake/);
});

test('settings offers installing the app', async ({ page }) => {
	await page.goto('/settings');
	await expect(page.getByTestId('install-card')).toBeVisible();
});
