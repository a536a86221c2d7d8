// Home fetches the next likely screens' code once it is idle (New match, the match in progress
// and its game): a tap on them then waits for no download, checked with the network cut after home settled.
// On a slow connection New match's form's own files come first, then what it loads once drawn.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newMatch, SLOW_4G, underServiceWorker, watchProblems } from './helpers';

/** Waits until home has fetched ahead and the network is quiet, then cuts the network. */
async function offlineOncePreloaded(page: Page, context: BrowserContext): Promise<void> {
	await page.waitForFunction(() => performance.getEntriesByName('tk:preload-done').length > 0);
	await page.waitForLoadState('networkidle');
	await context.setOffline(true);
}

/** The app's router showed the screen: no page load was attempted offline. */
async function expectNoPageLoad(page: Page): Promise<void> {
	expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
}

test('home preloads the New match form once idle: with the network cut after that, New match still opens', async ({
	page,
	context
}) => {
	const problems = watchProblems(page);
	await page.goto('/');
	await offlineOncePreloaded(page, context);
	await page.getByTestId('new-match').click();
	await expect(page.getByTestId('start-match')).toBeVisible();
	await expect(page).toHaveURL(/\/new$/);
	await expectNoPageLoad(page);
	await context.setOffline(false);
	expect(problems).toEqual([]);
});

test('home preloads the match in progress and its game: with the network cut after that, the match still opens', async ({
	page,
	context
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'coinche', ['Anne', 'Bruno', 'Chloé', 'David']);
	// A new page: nothing of the match screen is loaded any more.
	await page.goto('/');
	const card = page.getByRole('link', { name: /Coinche/ }).first();
	await expect(card).toBeVisible();
	await offlineOncePreloaded(page, context);
	await card.click();
	await expect(page.getByTestId('round-editor')).toBeVisible();
	await expect(page.getByTestId('total-0')).toBeVisible();
	await expectNoPageLoad(page);
	await context.setOffline(false);
	expect(problems).toEqual([]);
});

test("on a slow connection home fetches only New match's files, from the list in its HTML: New match then opens with the network cut", async ({
	page,
	context
}) => {
	const problems = watchProblems(page);
	// A match in progress, whose screen home would also fetch ahead on a fast connection.
	await newMatch(page, 'coinche', ['Anne', 'Bruno', 'Chloé', 'David']);
	const { newMatch: newMatchFiles, newMatchLater: laterFiles } = (await (
		await page.request.get('/_app/next-screens.json')
	).json()) as { newMatch: string[]; newMatchLater: string[] };
	// A first visit on Lighthouse's DevTools slow 4G (Chromium says 3g), nothing of the app in the cache.
	const cdp = await context.newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.clearBrowserCache');
	await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
	// The list comes with home's HTML (src/lib/server/next-links.ts): no round trip to ask for it.
	const listRequests: string[] = [];
	page.on('request', (request) => {
		if (new URL(request.url()).pathname === '/_app/next-screens.json') listRequests.push(request.url());
	});
	await page.goto('/');
	expect(
		await page.evaluate(
			() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType
		)
	).toBe('3g');
	await expect(page.getByRole('link', { name: /Coinche/ }).first()).toBeVisible();
	await page.waitForFunction(() => performance.getEntriesByName('tk:preload-done').length > 0, undefined, {
		timeout: 120_000
	});
	const entries = await page.evaluate(() => {
		const from = performance.getEntriesByName('tk:preload-idle')[0]!.startTime;
		return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
			.filter((entry) => entry.startTime >= from && /\.(js|css)$/.test(new URL(entry.name).pathname))
			.map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }));
	});
	const ahead = entries.map((entry) => entry.file);
	// Only New match's files: not the match in progress's screen or its game's entry form.
	expect(ahead.filter((file) => !newMatchFiles.includes(file))).toEqual([]);
	expect(ahead.length).toBeGreaterThan(0);
	// The form's own files first; what it does not wait for (the store, the refused fields'
	// messages) asked for only once they have all arrived.
	const form = entries.filter((entry) => !laterFiles.includes(entry.file));
	const later = entries.filter((entry) => laterFiles.includes(entry.file));
	expect(later.length).toBeGreaterThan(0);
	const formArrived = Math.max(...form.map((entry) => entry.end));
	expect(later.filter((entry) => entry.start < formArrived)).toEqual([]);
	expect(listRequests).toEqual([]);
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 0,
		downloadThroughput: -1,
		uploadThroughput: -1
	});
	await context.setOffline(true);
	await page.getByTestId('new-match').click();
	await expect(page.getByTestId('start-match')).toBeVisible();
	await expectNoPageLoad(page);
	await context.setOffline(false);
	expect(problems).toEqual([]);
});

test.describe('once the app is installed', () => {
	test.use({ serviceWorkers: 'allow' });

	test('home runs New match ahead once idle: the tap loads no more code', async ({ page }) => {
		const problems = watchProblems(page);
		await page.goto('/');
		// The next visit is served by the installed app.
		await underServiceWorker(page);
		await page.waitForFunction(() => performance.getEntriesByName('tk:preload-done').length > 0);
		await page.evaluate(() =>
			addEventListener('pointerdown', () => performance.mark('tk:tap'), { capture: true, once: true })
		);
		await page.getByTestId('new-match').click();
		await expect(page.getByTestId('start-match')).toBeVisible();
		const scriptsAfterTap = await page.evaluate(() => {
			const tap = performance.getEntriesByName('tk:tap')[0]!.startTime;
			return performance
				.getEntriesByType('resource')
				.filter((entry) => entry.startTime > tap && /\.js$/.test(new URL(entry.name).pathname))
				.map((entry) => entry.name);
		});
		expect(scriptsAfterTap).toEqual([]);
		await expectNoPageLoad(page);
		expect(problems).toEqual([]);
	});
});

/** The route modules (SvelteKit's nodes) this document asked for after the mark `since`. */
function nodesSince(page: Page, since: string): Promise<string[]> {
	return page.evaluate((mark) => {
		const from = performance.getEntriesByName(mark)[0]!.startTime;
		return performance
			.getEntriesByType('resource')
			.map((entry) => ({ start: entry.startTime, file: new URL(entry.name).pathname }))
			.filter((entry) => entry.start > from && entry.file.startsWith('/_app/immutable/nodes/'))
			.map((entry) => entry.file);
	}, since);
}

/** Opens History in a new page (nothing of the match screen loaded), waits until it has fetched ahead, then taps the first card; returns the route modules asked for on the tap. */
async function tapInIdleHistory(page: Page): Promise<string[]> {
	await page.goto('/history');
	const card = page.getByTestId('match-card').first();
	await expect(card).toBeVisible();
	await page.waitForFunction(() => performance.getEntriesByName('tk:preload-done').length > 0);
	await page.evaluate(() =>
		addEventListener('pointerdown', () => performance.mark('tk:tap'), { capture: true, once: true })
	);
	await card.click();
	await expect(page.getByTestId('total-0')).toBeVisible();
	await expectNoPageLoad(page);
	return nodesSince(page, 'tk:tap');
}

test("History loads the match screen's code once its list is idle: a tap on a card then asks for none of its route", async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben', 'Cleo']);
	expect(await tapInIdleHistory(page)).toEqual([]);
	expect(problems).toEqual([]);
});

test('on a slow connection History loads nothing of the match screen ahead: the tap asks for its route', async ({
	page,
	context
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben', 'Cleo']);
	// Lighthouse's DevTools slow 4G: Chromium says 3g.
	const cdp = await context.newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
	expect((await tapInIdleHistory(page)).length).toBeGreaterThan(0);
	expect(problems).toEqual([]);
});
