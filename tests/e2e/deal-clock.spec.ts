// The optional per-deal clock at phone size: started, paused, a limit that gives one gentle signal,
// a new deal that starts it over, and deals entered without ever touching it; both languages.
import { axeScan } from './axe';
import { expect, test } from '@playwright/test';
import { expectSaved, freeformRound, newMatch } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a deal clock runs, pauses, signals once past its limit and starts over with the next deal', async ({ page }) => {
	await page.clock.install();
	await page.addInitScript(() => {
		const buzzes: unknown[] = [];
		Object.assign(window, { __buzzes: buzzes });
		Object.defineProperty(navigator, 'vibrate', { value: (pattern: unknown) => buzzes.push(pattern) > 0 });
	});
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	// Never needed: a deal is entered with the clock untouched.
	await freeformRound(page, [10, 20]);
	await expect(page.getByTestId('total-1')).toHaveText(/20/);

	const clock = page.getByTestId('deal-clock');
	await clock.getByText('Deal clock').click();
	const time = page.getByTestId('deal-clock-time');
	await expect(time).toHaveText('0:00');
	await clock.getByLabel('Signal after').selectOption({ label: '1 min' });
	// From here the page's time moves only when the test moves it: the clock installed above flows
	// with real time, and on a busy machine a real second passes between two steps ("0:31").
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
	await clock.getByRole('button', { name: 'Start' }).click();
	await page.clock.runFor(30_000);
	await expect(time).toHaveText('0:30');
	await clock.getByRole('button', { name: 'Pause' }).click();
	await page.clock.runFor(60_000);
	await expect(time).toHaveText('0:30');
	await clock.getByRole('button', { name: 'Start' }).click();
	await page.clock.runFor(31_000);
	await expect(clock.getByRole('status')).toHaveText('Time is up for this deal.');
	await page.clock.runFor(30_000);
	const buzzes = () => page.evaluate(() => (window as unknown as { __buzzes: unknown[] }).__buzzes.length);
	expect(await buzzes()).toBe(1);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	// axe waits on timers of its own: time flows again while it scans.
	await page.clock.resume();
	expect((await axeScan(page).include('[data-testid="deal-clock"]').analyze()).violations).toEqual([]);

	// The next deal starts it over, still running. Time stops again; a save waits for a painted
	// frame before it writes, so the clock is moved on by a tenth of a second for that frame.
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
	await freeformRound(page, [1, 2]);
	await page.clock.runFor(100);
	await expect(page.getByTestId('total-1')).toHaveText(/22/);
	await expectSaved(page, 2);
	await expect(time).toHaveText('0:00');
	await expect(clock.getByRole('status')).toHaveText('');
	await page.clock.runFor(5_000);
	await expect(time).toHaveText('0:05');

	await page.clock.resume();
	await page.goto('/settings');
	await page.getByLabel('Français').check();
	await page.goBack();
	await page.getByTestId('deal-clock').getByText('Chrono de la donne').click();
	await expect(page.getByTestId('deal-clock').getByRole('button', { name: 'Démarrer' })).toBeVisible();
});
