// A player's results by month and toughest rival at phone size: bars with the same figures as a
// table for screen readers, the rival named with the count, in English and French; and the page's
// heading from its first frame, before the matches are read.
import { axeScan } from './axe';
import { expect, test } from './fixtures';
import { backupOf, importBackup, newMatch, type SeedMatch } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const MINUTE = 60_000;

/**
 * A finished five-round free-form match of Ana and Ben, started at `day`, a deal every ten
 * minutes (fifty minutes played); Ana scores `ana` a deal, Ben 10.
 */
function finished(day: string, ana: number): SeedMatch {
	const start = new Date(day).getTime();
	return {
		gameId: 'freeform',
		players: ['Ana', 'Ben'],
		config: { winner: 'high', target: null, rounds: 5 },
		createdAt: start,
		rounds: Array.from({ length: 5 }, (_, i) => ({ input: { scores: [ana, 10] }, at: start + (i + 1) * 10 * MINUTE }))
	};
}

test('results by month and the rival who beats a player most, as bars and as a table', async ({ page }) => {
	// Now is just after the last match: the last 30 days hold the two November ones.
	await page.clock.install({ time: new Date('2026-11-19T20:00:00') });
	// The three matches come in through the app's own import: typing them is not what this tests.
	await importBackup(
		page,
		backupOf([
			finished('2026-10-05T19:00:00', 20),
			finished('2026-11-12T19:00:00', 5),
			finished('2026-11-19T19:00:00', 1)
		]).text
	);

	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
	await page.getByRole('listitem').filter({ hasText: 'Ana' }).getByRole('link', { name: 'Statistics' }).click();
	const section = page.getByRole('region', { name: 'Results by month' });
	await expect(section.getByTestId('results-by-month').locator('rect')).toHaveCount(4);
	const rows = () =>
		section
			.locator('tbody tr')
			.evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent.trim())));
	await expect.poll(rows).toEqual([
		[expect.stringMatching(/^Oct/), '1', '1', '50 min'],
		[expect.stringMatching(/^Nov/), '2', '0', '1 hr 40 min']
	]);
	// The time played sits above each month's bar, in the table's own minutes (never "0h" for 2 min).
	await expect(section.getByTestId('results-by-month').locator('text')).toContainText(['50m', '1h 40m']);
	await expect(page.getByTestId('player-stats').getByRole('row', { name: /Time played/ })).toHaveText(
		/Time played\s*2 hr 30 min/
	);
	await expect(page.getByTestId('toughest-rival')).toHaveText('Beaten most often by Ben: 2 of 3 matches together');
	// Ana scored 20 a deal in October, 5 then 1 in November: the first of the equal deals is named.
	const deals = page.getByTestId('best-deals');
	await expect(deals.locator('li li')).toHaveText([
		/^Best deal: 20\s*\(round 1, Oct 5, 2026\)$/,
		/^Worst deal: 1\s*\(round 1, Nov 19, 2026\)$/
	]);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	expect((await axeScan(page).analyze()).violations).toEqual([]);
	await page.emulateMedia({ colorScheme: 'dark' });
	await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
	expect((await axeScan(page).analyze()).violations).toEqual([]);

	// Everyone's record in the game, filtered in the address: a reload keeps the period.
	await page.getByRole('link', { name: 'Everyone’s record (Free-form scoresheet)' }).click();
	await expect(page).toHaveURL(/\/stats\?game=freeform$/);
	const records = () =>
		page
			.getByTestId('game-records')
			.locator('tbody tr')
			.evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent.trim())));
	await expect.poll(records).toEqual([
		['Ben', '3', '2', '67%', '2 hr 30 min'],
		['Ana', '3', '1', '33%', '2 hr 30 min']
	]);
	await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });
	await expect(page).toHaveURL(/\/stats\?game=freeform&period=30d$/);
	await page.reload();
	await expect.poll(records).toEqual([
		['Ben', '2', '2', '100%', '1 hr 40 min'],
		['Ana', '2', '0', '0%', '1 hr 40 min']
	]);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	expect((await axeScan(page).analyze()).violations).toEqual([]);
	await page.emulateMedia({ colorScheme: 'light' });
	await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
	expect((await axeScan(page).analyze()).violations).toEqual([]);
	await page.goBack();

	await page.goto('/settings');
	await page.getByLabel('Français').check();
	await page.goBack();
	await expect(page.getByRole('region', { name: 'Résultats par mois' })).toBeVisible();
	await expect(page.getByTestId('toughest-rival')).toHaveText(
		'Battu le plus souvent par Ben\u202f: 2 fois sur 3 parties jouées ensemble'
	);
	await expect(deals.locator('li li').first()).toHaveText(/^Meilleure manche\u202f: 20\s*\(manche 1, 5 oct\. 2026\)$/);
	// Everyone's record in French, light and dark.
	const playerPage = page.url();
	await page.goto('/stats?game=freeform');
	await expect(page.getByRole('heading', { name: 'Statistiques par jeu' })).toBeVisible();
	await expect.poll(records).toEqual([
		['Ben', '3', '2', expect.stringMatching(/^67\s%$/), expect.stringMatching(/^2\sh\s30\smin$/)],
		['Ana', '3', '1', expect.stringMatching(/^33\s%$/), expect.stringMatching(/^2\sh\s30\smin$/)]
	]);
	expect((await axeScan(page).analyze()).violations).toEqual([]);
	await page.emulateMedia({ colorScheme: 'dark' });
	await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
	expect((await axeScan(page).analyze()).violations).toEqual([]);
	await page.goto(playerPage);
	// The deal links to its match.
	await deals.getByRole('link', { name: 'Pire manche\u202f: 1' }).click();
	await expect(page).toHaveURL(/\/match\//);
	await expect(page.getByTestId('winner-banner')).toBeVisible();
});

test('the partner a player wins most with and the team’s best deal, after a Coinche match', async ({ page }) => {
	await page.clock.install({ time: new Date('2026-11-20T20:00:00') });
	await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
		await page.locator('#opt-target').fill('500');
	});
	// A capot bid made by Ana: 500 to Ana and Chloé (RULES-NOTES Coinche "Capot bid"), over 500.
	const editor = page.getByTestId('round-editor');
	const choose = (group: string, name: string) =>
		editor.getByRole('group', { name: group }).getByRole('radio', { name, exact: true }).check();
	await choose('Who took?', 'Ana');
	await choose('Bid', 'Capot');
	await choose('Trump', 'spades');
	await choose('Capot', 'Made: every trick');
	await editor.getByRole('button', { name: 'Save round' }).click();
	await expect(page.getByTestId('winner-banner')).toBeVisible();

	await page.goto('/players');
	await page.getByRole('listitem').filter({ hasText: 'Chloé' }).getByRole('link', { name: 'Statistics' }).click();
	await expect(page.getByTestId('best-partner')).toHaveText('Wins most often with Ana: 1 of 1 match together');
	await expect(page.getByTestId('best-deals').locator('li li')).toHaveText([
		/^Best deal: 500\s*\(round 1, Nov 20, 2026\)$/,
		/^Worst deal: 500\s*\(round 1, Nov 20, 2026\)$/
	]);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	expect((await axeScan(page).analyze()).violations).toEqual([]);
	await page.emulateMedia({ colorScheme: 'dark' });
	await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
	expect((await axeScan(page).analyze()).violations).toEqual([]);

	await page.goto('/settings');
	await page.getByLabel('Français').check();
	await page.goBack();
	await expect(page.getByTestId('best-partner')).toHaveText(
		'Gagne le plus souvent avec Ana\u202f: 1 sur 1 partie jouée ensemble'
	);
});

test("a player's page is named from its first frame, while the matches are still being read", async ({ page }) => {
	// The database never answers (a slow disk): the page stays on its loading state.
	await page.addInitScript(() => {
		IDBFactory.prototype.open = function () {
			return {} as IDBOpenDBRequest;
		};
	});
	await page.goto('/players/p1');
	await expect(page.locator('main')).toContainText('Loading');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics');
});
