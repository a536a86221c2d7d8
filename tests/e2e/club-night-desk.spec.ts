// A club night on one phone (issue 41, organiser's side): start a night of four free-form players
// at tables of two (each table's match over after two deals), a bad roster refused beside its
// field with nothing lost, draw round 1, swap two players, confirm, open and play both tables on
// this phone, standings after each table, draw round 2, end the night, the results page and its
// CSV, the night in History with its tables' matches. At 360 px with touch, never sideways.
import { expect, test, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { expectSaved, freeformRound, watchProblems } from './helpers';

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, hasTouch: true, isMobile: true });

async function expectNoSideScroll(page: Page): Promise<void> {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

/** The names of the plan's tables as shown, table by table. */
async function planTables(page: Page): Promise<string[][]> {
	const tables = page.getByTestId('plan-table');
	const out: string[][] = [];
	for (let t = 0; t < (await tables.count()); t++)
		out.push((await tables.nth(t).getByTestId('plan-entrant').allInnerTexts()).map((s) => s.trim()));
	return out;
}

/** Opens table `n` of the current round, plays two deals, and comes back to the night. */
async function playTable(page: Page, n: number, deals: [number, number][]): Promise<void> {
	await page
		.getByTestId('open-table')
		.nth(n - 1)
		.tap();
	await expect(page).toHaveURL(/\/match\//);
	await expect(page.getByTestId('night-table-link')).toContainText(`table ${n}`);
	for (const [i, deal] of deals.entries()) {
		await freeformRound(page, deal);
		await expectSaved(page, i + 1);
	}
	await expectNoSideScroll(page);
	await page.getByTestId('night-table-link').getByRole('link').tap();
	await expect(page).toHaveURL(/\/night\/[^/]+$/);
}

/** The standings as rows of [name, played, won, match points, points]. */
async function standings(page: Page): Promise<string[][]> {
	const rows = page.getByTestId('standing');
	const out: string[][] = [];
	for (let i = 0; i < (await rows.count()); i++) {
		const cells = rows.nth(i).locator('td, th');
		const name = (await cells.nth(1).innerText()).split('\n')[0]!.trim();
		out.push([name, ...(await Promise.all([2, 3, 4, 5].map((c) => cells.nth(c).innerText())))]);
	}
	return out;
}

test('a club night of four players on one phone, from the start to its results', async ({ page }) => {
	const problems = watchProblems(page);
	await page.goto('/');
	await page.getByTestId('club-night').tap();
	await expect(page.locator('main h1')).toHaveText('Start a club night');
	await page.locator('#night-name').fill('Friday club');
	await page.locator('#night-game').selectOption('freeform');
	await page.locator('#night-table-size').selectOption('2');
	for (const [i, name] of ['Ana', 'Bo', 'Cy', 'ana'].entries()) await page.locator(`#row-${i}`).fill(name);
	await page.locator('#opt-rounds').fill('2');
	await page.locator('#opt-rounds').press('Tab');
	await page.locator('#night-rounds').fill('2');
	await expect(page.getByTestId('night-tie-breaks')).toContainText('match points, then tables won');
	await expectNoSideScroll(page);

	// A name twice: said beside the fourth player, everything typed still there.
	await page.getByTestId('night-start').tap();
	await expect(page.locator('#row-3-error')).toHaveText('This name is already on the roster.');
	await expect(page.locator('#row-0')).toHaveValue('Ana');
	await expect(page.locator('#night-name')).toHaveValue('Friday club');
	await page.locator('#row-3').fill('Di');
	await page.getByTestId('night-start').tap();
	await expect(page).toHaveURL(/\/night\/[^/]+$/);
	await expect(page.locator('main h1')).toHaveText('Friday club');

	// Round 1: drawn by chance; the organiser swaps the first players of the two tables.
	await page.getByTestId('night-draw').tap();
	await expect(page.getByTestId('plan-table')).toHaveCount(2);
	const [[a, b], [c, d]] = (await planTables(page)) as [[string, string], [string, string]];
	expect([a, b, c, d].sort()).toEqual(['Ana', 'Bo', 'Cy', 'Di']);
	await page.getByTestId('plan-entrant').nth(0).tap();
	await page.getByTestId('plan-entrant').nth(2).tap();
	await expect
		.poll(() => planTables(page))
		.toEqual([
			[c, b],
			[a, d]
		]);
	await expectNoSideScroll(page);
	await page.getByTestId('night-confirm').tap();
	await expect(page.getByTestId('round-table')).toHaveCount(2);

	// Table 1: c 5+4 = 9, b 3+1 = 4: c wins (2 match points), b's 4 points rank it ahead of a and
	// d, who have played nothing yet (listed in roster order) and still play table 2.
	await playTable(page, 1, [
		[5, 3],
		[4, 1]
	]);
	const [first, second] = [a, d].sort();
	await expect
		.poll(() => standings(page))
		.toEqual([
			[c, '1', '1', '2', '9'],
			[b, '1', '0', '0', '4'],
			[first, '0', '0', '0', '0'],
			[second, '0', '0', '0', '0']
		]);
	await expect(page.getByTestId('standing').filter({ hasText: a })).toContainText('playing at table 2');

	// Table 2: a 2+1 = 3, d 6+1 = 7: d wins. c and d 2 each (c's 9 points first), then b 4 ahead of a 3.
	await playTable(page, 2, [
		[2, 6],
		[1, 1]
	]);
	await expect
		.poll(() => standings(page))
		.toEqual([
			[c, '1', '1', '2', '9'],
			[d, '1', '1', '2', '7'],
			[b, '1', '0', '0', '4'],
			[a, '1', '0', '0', '3']
		]);
	await expectNoSideScroll(page);

	// Round 2, Swiss: c meets d (the best it has not met), b meets a.
	await page.getByTestId('night-draw').tap();
	await expect
		.poll(() => planTables(page))
		.toEqual([
			[c, d],
			[b, a]
		]);
	await page.getByTestId('night-confirm').tap();
	await expect(page.getByRole('heading', { name: 'Round 2 of 2' })).toBeVisible();
	await playTable(page, 1, [
		[1, 8],
		[1, 1]
	]);

	// End: the results page, printable, with its CSV.
	await page.getByTestId('night-end').tap();
	await page.getByTestId('night-end-confirm').tap();
	await expect(page).toHaveURL(/\/results$/);
	await expect(page.locator('main h1')).toHaveText('Results of Friday club');
	await expect(page.getByTestId('result-table')).toHaveCount(4);
	await expect(page.getByTestId('result-table').nth(3)).toContainText('still playing');
	await expectNoSideScroll(page);
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('night-csv').tap()]);
	expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-Friday-club\.csv$/);
	const csv = await readFile((await download.path())!, 'utf8');
	// d: 2 + 2 match points (7 + 9 = 16 points) first; c 2 (9 + 2 = 11); b 0 (4); a 0 (3).
	expect(csv).toContain(`1,${d},2,2,0,0,4,16`);
	expect(csv).toContain(`2,${c},2,1,0,1,2,11`);
	expect(csv).toContain(`2,2,${b},0,still playing`);

	// History keeps the night; each table's match is reachable from its results.
	await page.goto('/history');
	await page
		.getByTestId('night-cards')
		.getByRole('link', { name: /Friday club/ })
		.tap();
	await expect(page).toHaveURL(/\/results$/);
	await page.getByTestId('result-table').nth(0).getByRole('link').tap();
	await expect(page).toHaveURL(/\/match\//);
	expect(problems).toEqual([]);
});

test('fixed Coinche teams: a round robin over 8 teams is refused beside the format, nothing typed lost', async ({
	page
}) => {
	await page.goto('/night/new');
	await page.locator('#night-name').fill('Coinche cup');
	await page.locator('#night-game').selectOption('coinche');
	await page.getByTestId('night-teams').check();
	while ((await page.getByTestId('night-row').count()) < 9) await page.getByTestId('night-add-row').tap();
	for (let i = 0; i < 9; i++) {
		await page.locator(`#row-${i}`).fill(`Team ${i + 1}`);
		await page.locator(`#row-${i}-0`).fill(`Player ${2 * i + 1}`);
		await page.locator(`#row-${i}-1`).fill(`Player ${2 * i + 2}`);
	}
	await page.getByTestId('night-rr').check();
	await expectNoSideScroll(page);
	await page.getByTestId('night-start').tap();
	await expect(page.locator('#format-error')).toHaveText(
		'A round robin takes at most 8: start Swiss rounds instead, or remove some.'
	);
	await expect(page.locator('#row-8-1')).toHaveValue('Player 18');
	await expect(page).toHaveURL(/\/night\/new$/);
	await expectNoSideScroll(page);
});
