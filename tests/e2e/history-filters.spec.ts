// History's filters at phone size: a name is found whatever its accents and case, and the
// filters are kept in the address, so a reload and Back from a match keep them.
import { expect, test } from '@playwright/test';
import { newMatch } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('"zoe" finds Zoé; the filters stay through a reload and Back from a match', async ({ page }) => {
	await newMatch(page, 'freeform', ['Zoé', 'Ben']);
	await newMatch(page, 'coosner', ['Ana', 'Ben', 'Carl']);
	await page.goto('/history');
	const cards = page.getByTestId('match-card');
	await expect(cards).toHaveCount(2);

	await page.getByLabel('Search players and notes').fill('zoe');
	await expect(cards).toHaveCount(1);
	await expect(cards).toContainText('Zoé');
	await expect(page).toHaveURL(/\?q=zoe$/);
	await page.reload();
	await expect(page.getByLabel('Search players and notes')).toHaveValue('zoe');
	await expect(cards).toHaveCount(1);
	await expect(cards).toContainText('Zoé');

	await page.getByLabel('Search players and notes').fill('');
	await page.getByLabel('Game').selectOption({ label: 'Coosner' });
	await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });
	await expect(cards).toHaveCount(1);
	await expect(cards).toContainText('Carl');
	await expect(page).toHaveURL(/\?game=coosner&period=30d$/);
	await cards.click();
	await expect(page).toHaveURL(/\/match\//);
	await page.goBack();
	await expect(page.getByLabel('Game')).toHaveValue('coosner');
	await expect(page.getByLabel('Period')).toHaveValue('30d');
	await expect(cards).toHaveCount(1);
	await expect(cards).toContainText('Carl');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
