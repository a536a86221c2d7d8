// A match's note at phone size: typed under the heading, refused beside the field when too long
// (nothing typed is cut), shown on the History card and found by History's search.
import { axeScan } from './axe';
import { expect, test } from './fixtures';
import { newMatch } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a note on a match is shown, kept and found in History', async ({ page }) => {
	await newMatch(page, 'freeform', ['Zoé', 'Ben']);
	await page.getByTestId('match-note-open').click();
	const field = page.getByLabel('Note on this match');
	await field.fill('x'.repeat(503));
	await page.getByTestId('match-note-save').click();
	await expect(page.getByText('A note is at most 500 characters: remove 3.')).toBeVisible();
	await expect(field).toHaveValue('x'.repeat(503));
	expect((await axeScan(page).analyze()).violations.map((v) => v.id)).toEqual([]);

	await field.fill('Misdeal, redealt');
	await page.getByTestId('match-note-save').click();
	await expect(page.getByTestId('match-note')).toHaveText('Note: Misdeal, redealt');
	await page.reload();
	await expect(page.getByTestId('match-note')).toHaveText('Note: Misdeal, redealt');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

	await newMatch(page, 'coosner', ['Ana', 'Ben', 'Carl']);
	await page.goto('/history');
	const cards = page.getByTestId('match-card');
	await expect(cards).toHaveCount(2);
	await expect(page.getByTestId('match-card-note')).toHaveText('Note: Misdeal, redealt');
	await page.getByLabel('Search players and notes').fill('REDEALT');
	await expect(cards).toHaveCount(1);
	await expect(cards).toContainText('Zoé');
	expect((await axeScan(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});
