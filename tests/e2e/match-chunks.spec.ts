// The code a match's open shares with the other screens that read the database (Dexie, the data
// layer) comes in one file (`matchShared` in vite.config.ts), and a screen that never opens the
// database loads none of it: the group must not pull Dexie into the screens that do without it.
import { expect, test, type Page } from '@playwright/test';
import { newMatch, watchProblems } from './helpers';

/** A string only Dexie's code holds (one of its error classes). */
const DEXIE = 'DatabaseClosedError';

/** The JS files the page has fetched since its load that hold Dexie's code, once the network is quiet. */
async function filesWithDexie(page: Page): Promise<string[]> {
	await page.waitForLoadState('networkidle');
	const urls = await page.evaluate(() =>
		performance
			.getEntriesByType('resource')
			.map((entry) => entry.name)
			.filter((name) => new URL(name).pathname.endsWith('.js'))
	);
	const holding: string[] = [];
	for (const url of new Set(urls)) if ((await (await page.request.get(url)).text()).includes(DEXIE)) holding.push(url);
	return holding;
}

test("a match's open and History load Dexie in one and the same file; the join screen loads none of it", async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await page.goto(page.url());
	await expect(page.getByTestId('total-0')).toBeVisible();
	const dexie = await filesWithDexie(page);
	expect(dexie).toHaveLength(1);
	await page.goto('/history');
	await expect(page.locator('.card-list li').first()).toBeVisible();
	expect(await filesWithDexie(page)).toEqual(dexie);
	await page.goto('/join');
	await expect(page.locator('h1')).toBeVisible();
	expect(await filesWithDexie(page)).toEqual([]);
	expect(problems).toEqual([]);
});
