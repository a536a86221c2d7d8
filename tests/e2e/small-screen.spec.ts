// The new-match form and the small links on a 360 px phone with touch: each seat's row keeps its
// remove button beside the name, the "ready to work offline" notice never covers "Start the match",
// and the back links are targets at least 44 px tall; a long match lists as many rounds as the screen shows.
import { expect, test, type Page } from '@playwright/test';
import { expectTotals, freeformRound, newMatch } from './helpers';
import { openFirstPlayer, startMatch } from './screens';

// The service worker is allowed: the "ready to work offline" notice appears once it has precached the app.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, serviceWorkers: 'allow' });

/** Whether a tap at the centre of `testid`'s element reaches it (nothing drawn over it). */
async function reachable(page: Page, selector: string): Promise<boolean> {
	return page.evaluate((sel) => {
		const el = document.querySelector(sel);
		if (!el) return false;
		const box = el.getBoundingClientRect();
		const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
		return hit !== null && (hit === el || el.contains(hit));
	}, selector);
}

test('each seat row keeps its ✕ beside the name, and "Ready to work offline." never covers Start', async ({ page }) => {
	await page.goto('/new');
	await expect(page.getByTestId('offline-ready')).toBeVisible({ timeout: 30_000 });
	await page.locator('input[name="game"][value="coinche"]').check();
	const names = ['Anastasia Wilhelmina', 'Bartholomew Maxim', 'Chloé-Marguerite', 'Dimitrios K'];
	for (const [i, name] of names.entries()) await page.locator(`#seat-${i}`).fill(name);
	for (let i = 0; i < names.length; i++) {
		const input = (await page.locator(`#seat-${i}`).boundingBox())!;
		const remove = (await page.getByRole('button', { name: `Remove ${names[i]}` }).boundingBox())!;
		expect(remove.y, `seat ${i + 1}: ✕ on the name's row`).toBeLessThan(input.y + input.height / 2);
		expect(remove.y + remove.height, `seat ${i + 1}: ✕ on the name's row`).toBeGreaterThan(input.y + input.height / 2);
	}
	// Scrolled down just far enough to see the button at the bottom edge, as a thumb does.
	await page.getByTestId('start-match').evaluate((el) => el.scrollIntoView({ block: 'end' }));
	expect(await reachable(page, '[data-testid="start-match"]')).toBe(true);
	await expect(page.getByTestId('offline-ready')).toBeVisible();
});

test('the back links are at least 44 px tall', async ({ page }) => {
	await page.goto('/rules/coinche');
	const rules = page.locator('main a[href$="/rules"]').first();
	expect((await rules.boundingBox())!.height).toBeGreaterThanOrEqual(44);
	// On from there by the app's links (a page load is not what this checks).
	await startMatch(page, 'freeform', ['Ana', 'Ben']);
	await openFirstPlayer(page);
	const back = page.getByRole('link', { name: 'Back to players' });
	await expect(back).toBeVisible();
	expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('a phone lists a long match’s latest 10 rounds, all of them turned sideways; the earlier ones are one tap away', async ({
	page
}) => {
	await newMatch(page, 'freeform', ['Anne', 'Bruno']);
	for (let round = 1; round <= 12; round++) await freeformRound(page, [round, 1]);
	await expectTotals(page, [78, 12]);
	await expect(page.getByTestId('round-12')).toBeVisible();
	await expect(page.getByTestId('round-3')).toBeVisible();
	await expect(page.getByTestId('round-2')).toHaveCount(0);
	// Turned sideways, the phone is a wider screen: every round of the twelve is listed, and again 10 upright.
	await page.setViewportSize({ width: 740, height: 360 });
	await expect(page.getByTestId('round-1')).toBeVisible();
	await page.setViewportSize({ width: 360, height: 740 });
	await expect(page.getByTestId('round-2')).toHaveCount(0);
	await page.getByTestId('show-all-rounds').click();
	await expect(page.getByTestId('round-1')).toBeVisible();
	await expect(page.getByTestId('round-2')).toBeVisible();
});
