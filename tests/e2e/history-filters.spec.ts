// History's filters at phone size: a name is found whatever its accents and case, matches with no
// round can be hidden, and the filters are kept in the address, so a reload and Back from a match
// keep them. Leaving a match with no round offers to discard it.
import { expect, test } from './fixtures';
import { backupOf, expectTotals, freeformRound, importBackup, newMatch } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('"zoe" finds Zoé; the filters stay through a reload and Back from a match', async ({ page }) => {
	// Two matches with no round yet, brought in through the app's own import (typing their setup is
	// the new-match form's subject, not this test's), then History through the app's navigation.
	const at = Date.now();
	const freeform = { winner: 'high', target: null, rounds: null };
	const coosner = { endScore: 100, bonus: '5', aceRule: 'best', handSize: 18 };
	const { text } = backupOf([
		{ gameId: 'freeform', players: ['Zoé', 'Ben'], config: freeform, createdAt: at, rounds: [] },
		{ gameId: 'coosner', players: ['Ana', 'Ben', 'Carl'], config: coosner, createdAt: at + 1, rounds: [] }
	]);
	await importBackup(page, text);
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
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
	// The Coosner match has no round: leaving it asks first; this one is kept.
	await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
	await expect(page.getByLabel('Game')).toHaveValue('coosner');
	await expect(page.getByLabel('Period')).toHaveValue('30d');
	await expect(cards).toHaveCount(1);
	await expect(cards).toContainText('Carl');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('leaving a match with no round offers to discard it, and History can hide matches with no round', async ({
	page
}) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await freeformRound(page, [3, 1]);
	await expectTotals(page, [3, 1]);
	await newMatch(page, 'freeform', ['Chloé', 'Dan']);
	await newMatch(page, 'freeform', ['Eve', 'Finn']);
	const dialog = page.getByRole('dialog', { name: /This match has no round yet\. Discard it\?/ });

	// Leaving Eve and Finn's empty match for History asks; Discard moves it to the trash.
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
	await expect(dialog).toBeVisible();
	await expect(page).toHaveURL(/\/match\//);
	await dialog.getByRole('button', { name: 'Discard it' }).click();
	await expect(page).toHaveURL(/\/history$/);
	const cards = page.getByTestId('match-card');
	await expect(cards).toHaveCount(2);
	await expect(page.locator('.trashed')).toContainText('Eve');

	// Chloé and Dan's empty match is kept, and History hides it on request, in the address.
	const hide = page.getByLabel('Hide matches with no round');
	await hide.check();
	await expect(cards).toHaveCount(1);
	await expect(cards).toContainText('Ana');
	await expect(page).toHaveURL(/\?empty=hide$/);
	await page.reload();
	await expect(hide).toBeChecked();
	await expect(cards).toHaveCount(1);
	await hide.uncheck();
	await expect(cards).toHaveCount(2);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
