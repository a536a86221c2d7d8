// The match screen's standings by rank or by seat on a 360 px phone with touch: ties keep seat
// order, the choice survives a reload (remembered on this device), nothing scrolls sideways, each
// row is edged in its player's colour, and axe finds nothing in the light theme (every rule) and the
// dark one in French (the rules its colours and words can change).
import { axeScan, THEME_AND_LANGUAGE_RULES } from './axe';
import { expect, test, type Page } from './fixtures';
import { freeformRound, newMatch, watchProblems } from './helpers';

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, hasTouch: true });

/** The standings' names, top to bottom. */
function listedNames(page: Page) {
	return page.locator('.standings li').getByTestId('standing-name');
}

async function expectNoSideScroll(page: Page): Promise<void> {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

/** Each player's row carries that player's colour, different from the others'. */
async function expectOwnColours(page: Page): Promise<void> {
	const edges = await page
		.locator('.standings li')
		.evaluateAll((rows) => rows.map((row) => getComputedStyle(row).borderInlineStartColor));
	expect(new Set(edges).size).toBe(3);
}

test('standings by rank or by seat, remembered, in the light and the dark theme', async ({ page }) => {
	const problems = watchProblems(page);
	// Light until the reload below chooses dark (read before first paint by static/boot.js).
	await page.addInitScript(() => {
		if (!localStorage.getItem('tk-theme')) localStorage.setItem('tk-theme', 'light');
	});
	await newMatch(page, 'freeform', ['Ana', 'Ben', 'Chloé']);
	await freeformRound(page, [10, 30, 30]);

	// By rank (the default): Ben and Chloé tie at 30 and keep their seat order.
	const order = page.getByTestId('choice-standings-order');
	await expect(order.getByRole('radio', { name: 'By rank' })).toBeChecked();
	await expect(listedNames(page)).toHaveText(['Ben', 'Chloé', 'Ana']);
	await expect(page.locator('.standings li').getByTestId('standing-rank')).toHaveText(['1.', '1.', '3.']);

	// By seat: as they sit, each keeping its place.
	await order.getByRole('radio', { name: 'By seat' }).tap();
	await expect(order.getByRole('radio', { name: 'By seat' })).toBeChecked();
	await expect(listedNames(page)).toHaveText(['Ana', 'Ben', 'Chloé']);
	await expect(page.locator('.standings li').getByTestId('standing-rank')).toHaveText(['3.', '1.', '1.']);
	await expectNoSideScroll(page);
	await expectOwnColours(page);
	// Every rule in the light theme, in English.
	const light = await axeScan(page).include('main').analyze();
	expect(light.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

	// Remembered on this device: a reload lists by seat again, in French and the dark theme too.
	await page.evaluate(() => {
		localStorage.setItem('PARAGLIDE_LOCALE', 'fr');
		localStorage.setItem('tk-theme', 'dark');
	});
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await expect(
		page.getByTestId('choice-standings-order').getByRole('radio', { name: 'Par place à table' })
	).toBeChecked();
	await expect(listedNames(page)).toHaveText(['Ana', 'Ben', 'Chloé']);
	await expectOwnColours(page);
	// The dark theme's colours in French: the rules colours and words can change (docs/testing.md, "Axe scans").
	const dark = await axeScan(page)
		.include('main')
		.withRules([...THEME_AND_LANGUAGE_RULES])
		.analyze();
	expect(dark.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
	await page.getByTestId('choice-standings-order').getByRole('radio', { name: 'Par classement' }).tap();
	await expect(listedNames(page)).toHaveText(['Ben', 'Chloé', 'Ana']);
	await expectNoSideScroll(page);
	expect(problems).toEqual([]);
});
