// A tap on a link of the prerendered home before the app has started (its code still on the
// way, as on a slow phone network): the app follows it once it runs, instead of the browser
// loading the next page from nothing; and should the app's code not arrive, the link is followed
// as the browser would have.
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './helpers';

const START = /\/_app\/immutable\/entry\/start\.[\w-]+\.js$/;

/** The documents the page loads (their paths), in order. */
function documents(page: Page): string[] {
	const paths: string[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'document') paths.push(new URL(request.url()).pathname);
	});
	return paths;
}

test('New match tapped before the app has started opens in the app, with no page load', async ({ page }) => {
	const problems = watchProblems(page);
	let release = () => undefined as void;
	const held = new Promise<void>((done) => (release = done));
	await page.route(START, async (route) => {
		await held;
		await route.continue();
	});
	const loads = documents(page);
	await page.goto('/');
	await page.getByTestId('new-match').click();
	// The app has not started: still home, and no page load under way.
	await expect(page).toHaveURL(/\/$/);
	expect(await page.evaluate(() => performance.getEntriesByName('tk:started').length)).toBe(0);
	release();
	await expect(page.getByTestId('start-match')).toBeVisible();
	await expect(page).toHaveURL(/\/new$/);
	expect(loads).toEqual(['/']);
	expect(problems).toEqual([]);
});

test("a link tapped before the app has started is followed as a page load when the app's code fails to arrive", async ({
	page
}) => {
	let refused = false;
	let release = () => undefined as void;
	const held = new Promise<void>((done) => (release = done));
	await page.route(START, async (route) => {
		if (refused) return route.continue();
		refused = true;
		await held;
		await route.abort();
	});
	const loads = documents(page);
	await page.goto('/');
	await page.getByTestId('new-match').click();
	release();
	await expect(page.getByTestId('start-match')).toBeVisible();
	await expect(page).toHaveURL(/\/new$/);
	expect(loads).toEqual(['/', '/new']);
});

test("New match tapped before the app has started: its files are fetched at once, alongside the app's own code", async ({
	page
}) => {
	let release = () => undefined as void;
	const held = new Promise<void>((done) => (release = done));
	await page.route(START, async (route) => {
		await held;
		await route.continue();
	});
	const requested = new Set<string>();
	page.on('request', (request) => requested.add(new URL(request.url()).pathname));
	await page.goto('/');
	// Home's HTML lists New match's files (src/lib/server/next-links.ts).
	const files = await page.evaluate(() =>
		[...document.querySelectorAll<HTMLLinkElement>('link[data-tk-next="/new"]')].map((l) => new URL(l.href).pathname)
	);
	expect(files.length).toBeGreaterThan(0);
	await page.getByTestId('new-match').click();
	// The app's code is held back, so the app cannot have asked for them: the kept tap did.
	await expect.poll(() => files.filter((file) => !requested.has(file))).toEqual([]);
	expect(await page.evaluate(() => performance.getEntriesByName('tk:started').length)).toBe(0);
	release();
	await expect(page.getByTestId('start-match')).toBeVisible();
});
