// At the table: the screen wake lock is requested on a match screen, released when the
// toggle is turned off, re-acquired when the page becomes visible again; a refusal is said once a
// session and Settings explains it; settings offers install,
// and so does the end of a match: the browser's prompt where it has one, the iOS hint otherwise.
import { expect, test, type Page } from './fixtures';
import { freeformRound, newMatch } from './helpers';

test('the match screen holds one wake lock at a time, frees it on leaving and re-takes it when visible', async ({
	page
}) => {
	// A navigator.wakeLock that grants after a short while (as a phone does) and counts the locks held.
	await page.addInitScript(() => {
		const calls = { requests: 0, held: 0, hide: () => undefined as void };
		const sentinels = new Set<EventTarget & { released: boolean; release: () => Promise<void> }>();
		(window as unknown as { __wake: typeof calls }).__wake = calls;
		calls.hide = () => {
			for (const sentinel of [...sentinels]) void sentinel.release();
		};
		Object.defineProperty(navigator, 'wakeLock', {
			configurable: true,
			value: {
				request: () => {
					calls.requests++;
					return new Promise((resolve) =>
						setTimeout(() => {
							const sentinel = new EventTarget() as EventTarget & { released: boolean; release: () => Promise<void> };
							sentinel.released = false;
							sentinel.release = async () => {
								if (sentinel.released) return;
								sentinel.released = true;
								sentinels.delete(sentinel);
								calls.held--;
								sentinel.dispatchEvent(new Event('release'));
							};
							sentinels.add(sentinel);
							calls.held++;
							resolve(sentinel);
						}, 50)
					);
				}
			}
		});
	});
	const wake = () => page.evaluate(() => (window as unknown as { __wake: { requests: number; held: number } }).__wake);
	const held = () => wake().then((w) => w.held);
	const toggle = page.getByLabel('Keep the screen awake');
	const status = page.getByTestId('wake-status');

	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await expect(status).toHaveText('The screen stays on while this match is open.');
	expect(await held()).toBe(1);

	await toggle.uncheck();
	await expect(status).toHaveText('The screen may go to sleep.');
	await expect.poll(held).toBe(0);

	await toggle.check();
	await expect(status).toHaveText('The screen stays on while this match is open.');
	await expect.poll(held).toBe(1);

	// Unticking and ticking again quickly never leaves two locks behind.
	await toggle.uncheck();
	await toggle.check();
	await expect(status).toHaveText('The screen stays on while this match is open.');
	await expect.poll(wake).toMatchObject({ held: 1 });
	await toggle.uncheck();
	await expect(status).toHaveText('The screen may go to sleep.');
	await expect.poll(held).toBe(0);
	await toggle.check();
	await expect.poll(held).toBe(1);

	// The browser drops the lock when the page is hidden; coming back takes it again.
	await page.evaluate(() => {
		(window as unknown as { __wake: { hide: () => void } }).__wake.hide();
		Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
		document.dispatchEvent(new Event('visibilitychange'));
	});
	await expect(status).toHaveText('The screen stays on while this match is open.');
	await expect.poll(held).toBe(1);

	// Leaving the match frees it (kept: it has no round, so leaving asks first).
	await page.getByRole('link', { name: 'Tablekeeper' }).first().click();
	await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
	await expect(page).toHaveURL(/\/$/);
	await expect.poll(held).toBe(0);
});

test('a browser without wake lock gets a quiet note', async ({ page }) => {
	await page.addInitScript(() => {
		delete (Navigator.prototype as unknown as { wakeLock?: unknown }).wakeLock;
	});
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await expect(page.getByTestId('wake-status')).toHaveText(/cannot keep the screen awake/);
});

test('a refused wake lock is said once: later match screens, a reload included, stay quiet, and Settings explains it', async ({
	page
}) => {
	await page.addInitScript(() => {
		(window as unknown as { __asked: number }).__asked = 0;
		Object.defineProperty(navigator, 'wakeLock', {
			configurable: true,
			value: {
				request: () => {
					(window as unknown as { __asked: number }).__asked++;
					return Promise.reject(new DOMException('Battery saver', 'NotAllowedError'));
				}
			}
		});
	});
	const status = page.getByTestId('wake-status');
	const toggle = page.getByLabel('Keep the screen awake');
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await expect(status).toHaveText('The browser refused to keep the screen on (battery saver?).');
	// The same match reloaded, then another match: nothing asked, nothing said again.
	for (const open of [() => page.reload(), () => newMatch(page, 'freeform', ['Chloé', 'Dan'])]) {
		await open();
		await expect(status).toHaveText('The screen may go to sleep.');
		await expect(toggle).not.toBeChecked();
		expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
	}
	await page.goto('/settings');
	await expect(page.getByTestId('wake-settings')).toContainText('A browser may refuse');
	await expect(page.getByTestId('wake-settings-note')).toHaveText(/refused earlier in this visit/);
	// Ticking the box on a match asks again, and a second refusal is said again.
	await page.goBack();
	await toggle.click();
	await expect(status).toHaveText('The browser refused to keep the screen on (battery saver?).');
});

test('settings offers installing the app', async ({ page }) => {
	await page.goto('/settings');
	await expect(page.getByTestId('install-card')).toBeVisible();
});

/** Plays a free-form match to its end: a target of 100, reached in the first round. */
async function finishMatch(page: Page): Promise<void> {
	await newMatch(page, 'freeform', ['Ana', 'Ben'], async () => {
		await page.getByRole('group', { name: 'Target score' }).getByRole('button', { name: '100', exact: true }).click();
	});
	await freeformRound(page, [100, 20]);
	await expect(page.getByTestId('winner-banner')).toBeVisible();
}

test("a finished match offers the browser's install prompt", async ({ page }) => {
	await page.goto('/');
	// The app has started (it has read this device's matches), so "New match" below navigates
	// inside the app: a click on the prerendered link before that loads a new page, which would
	// lose the event dispatched here (a browser dispatches it again on every page load).
	await expect(page.getByText('No matches yet.')).toBeVisible();
	// The browser announces it can install: the page keeps the event to offer it later.
	await page.evaluate(() => {
		const event = new Event('beforeinstallprompt', { cancelable: true });
		Object.assign(event, {
			prompt: async () => {
				(window as unknown as { __prompted: boolean }).__prompted = true;
			},
			userChoice: Promise.resolve({ outcome: 'dismissed' })
		});
		window.dispatchEvent(event);
	});
	await page.getByTestId('new-match').click();
	await page.locator('input[name="game"][value="freeform"]').check();
	await page.locator('#seat-0').fill('Ana');
	await page.locator('#seat-1').fill('Ben');
	await page.getByRole('group', { name: 'Target score' }).getByRole('button', { name: '100', exact: true }).click();
	await page.getByTestId('start-match').click();
	await freeformRound(page, [100, 20]);
	await expect(page.getByTestId('winner-banner')).toBeVisible();

	const card = page.getByTestId('install-card');
	await card.getByRole('button', { name: 'Install the app' }).click();
	expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
	// A prompt can be shown once: the card goes away.
	await expect(card).toHaveCount(0);
});

test.describe('on iOS Safari', () => {
	test.use({
		userAgent:
			'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
	});

	test('a finished match shows the Add to Home Screen hint, which can be dismissed', async ({ page }) => {
		await finishMatch(page);
		const card = page.getByTestId('install-card');
		await expect(card).toContainText('Add to Home Screen');
		await card.getByRole('button', { name: 'Not now' }).click();
		await expect(card).toHaveCount(0);
		await page.reload();
		await expect(page.getByTestId('winner-banner')).toBeVisible();
		await expect(card).toHaveCount(0);
		// Settings still offers it.
		await page.goto('/settings');
		await expect(page.getByTestId('install-card')).toContainText('Add to Home Screen');
	});
});
