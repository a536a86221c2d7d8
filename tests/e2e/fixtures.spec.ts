// The kept browser context (tests/e2e/fixtures.ts) never carries one test's state into the next:
// what a test stored on the site (IndexedDB, local and session storage, Cache Storage, a cookie) is
// gone when the next test, given the same context and tab, starts; a test that changed the context
// itself (a route) leaves it behind, and the next test gets a fresh one. The tests run in this
// order, in one worker.
import { expect, test, type BrowserContext, type Page } from './fixtures';

const SHARED = process.env.E2E_FRESH_CONTEXTS !== '1';
const PROBE = 'fixtures-probe';
let writer: { context: BrowserContext; page: Page } | undefined;
let router: BrowserContext | undefined;

/** What the site holds, read from a page of its origin that does not start the app. */
async function siteData(page: Page) {
	await page.goto('/robots.txt');
	return page.evaluate(async () => ({
		databases: (await indexedDB.databases()).map((d) => d.name),
		localStorage: Object.keys(localStorage),
		sessionStorage: Object.keys(sessionStorage),
		caches: await caches.keys(),
		cookie: document.cookie
	}));
}

test.describe.configure({ mode: 'serial' });

test('a test stores data in every kind of site storage', async ({ page, context }) => {
	writer = { context, page };
	await page.goto('/');
	await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
	await page.evaluate(async (name) => {
		localStorage.setItem(name, 'left behind');
		sessionStorage.setItem(name, 'left behind');
		await (await caches.open(name)).put('/left-behind', new Response('left behind'));
		document.cookie = `${name}=left-behind; max-age=3600`;
		await new Promise<void>((resolve, reject) => {
			const open = indexedDB.open(name, 1);
			open.onupgradeneeded = () => open.result.createObjectStore('things').put('left behind', 1);
			open.onsuccess = () => {
				open.result.close();
				resolve();
			};
			open.onerror = () => reject(open.error);
		});
	}, PROBE);
	const stored = await siteData(page);
	expect(stored.databases).toContain(PROBE);
	expect(stored.localStorage).toContain(PROBE);
	expect(stored.sessionStorage).toContain(PROBE);
	expect(stored.caches).toContain(PROBE);
	expect(stored.cookie).toContain(PROBE);
});

test('the next test, in the same context, starts with the site empty', async ({ page, context }) => {
	if (SHARED) {
		expect(context, 'the context is kept from the test before').toBe(writer?.context);
		expect(page, 'so is the tab').toBe(writer?.page);
	}
	expect(await siteData(page)).toEqual({ databases: [], localStorage: [], sessionStorage: [], caches: [], cookie: '' });
});

test('a test that routes requests on the context changes it', async ({ page, context }) => {
	router = context;
	await context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
	await page.goto('/robots.txt');
	await expect(page.locator('body')).toHaveText('routed');
});

test('the test after it gets a fresh context, without the route', async ({ page, context }) => {
	expect(context, 'a context with a route is not kept').not.toBe(router);
	await page.goto('/robots.txt');
	await expect(page.locator('body')).not.toHaveText('routed');
});
