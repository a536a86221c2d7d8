// The kept browser context (tests/e2e/fixtures.ts) never carries one test's state into the next:
// what a test stored on the site (IndexedDB, local and session storage, Cache Storage, a cookie) is
// gone when the next test, given the same context and tab, starts; so is what a test added that the
// fixture takes back (init scripts, routes, offline, emulated media, extra HTTP headers, granted
// permissions: each pair below fails without its undo); a test that changed the context in a way
// that cannot be taken back (the clock) leaves it behind, and the next test gets a fresh one. The
// tests run in this order, in one worker.
import { expect, test, type BrowserContext, type Page } from './fixtures';

const SHARED = process.env.E2E_FRESH_CONTEXTS !== '1';
const PROBE = 'fixtures-probe';
let writer: { context: BrowserContext; page: Page } | undefined;
let clocked: BrowserContext | undefined;

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

let before: { context: BrowserContext; page: Page } | undefined;

/** Expects the running test to have the context and tab of the test before it. */
function expectKept(context: BrowserContext, page: Page): void {
	if (!SHARED) return;
	expect(context, 'the context is kept from the test before').toBe(before?.context);
	expect(page, 'so is the tab').toBe(before?.page);
}

/** Which init scripts ran in the page the tab shows. */
function scriptsRan(page: Page) {
	return page.evaluate(() => ['contextScript', 'pageScript'].filter((name) => Reflect.get(globalThis, name) === 'ran'));
}

test('a test adds init scripts to the context and the tab', async ({ page, context }) => {
	before = { context, page };
	await context.addInitScript(() => Reflect.set(globalThis, 'contextScript', 'ran'));
	await page.addInitScript(() => Reflect.set(globalThis, 'pageScript', 'ran'));
	await page.goto('/robots.txt');
	expect(await scriptsRan(page)).toEqual(['contextScript', 'pageScript']);
});

test('the next test, in the same tab, runs neither script', async ({ page, context }) => {
	expectKept(context, page);
	await page.goto('/robots.txt');
	expect(await scriptsRan(page)).toEqual([]);
});

test('a test routes requests on the context and on the tab', async ({ page, context }) => {
	before = { context, page };
	await context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed by the context' }));
	await page.route('**/manifest.webmanifest', (route) => route.fulfill({ body: 'routed by the tab' }));
	await page.goto('/robots.txt');
	await expect(page.locator('body')).toHaveText('routed by the context');
	await page.goto('/manifest.webmanifest');
	await expect(page.locator('body')).toHaveText('routed by the tab');
});

test('the next test, in the same tab, gets what the server sends', async ({ page, context }) => {
	expectKept(context, page);
	await page.goto('/robots.txt');
	await expect(page.locator('body')).not.toHaveText('routed by the context');
	await page.goto('/manifest.webmanifest');
	await expect(page.locator('body')).not.toHaveText('routed by the tab');
});

/** Whether the tab reaches the server: a request no cache can answer (navigator.onLine is not
 * to be trusted here: Chromium says true after a navigation while the network stays offline). */
function reachesServer(page: Page) {
	return page.evaluate(async () =>
		fetch(`/robots.txt?probe=${Math.random()}`).then(
			(response) => response.ok,
			() => false
		)
	);
}

test('a test takes the context offline', async ({ page, context }) => {
	before = { context, page };
	await page.goto('/robots.txt');
	await context.setOffline(true);
	expect(await reachesServer(page)).toBe(false);
});

test('the next test, in the same tab, is online', async ({ page, context }) => {
	expectKept(context, page);
	await page.goto('/robots.txt');
	expect(await reachesServer(page)).toBe(true);
});

/** The media features the tab shows. */
function mediaOf(page: Page) {
	return page.evaluate(() =>
		[
			'print',
			'(prefers-color-scheme: dark)',
			'(prefers-reduced-motion: reduce)',
			'(forced-colors: active)',
			'(prefers-contrast: more)'
		].map((query) => `${query}: ${matchMedia(query).matches}`)
	);
}
let media: string[] = [];

test('a test emulates every media feature', async ({ page, context }) => {
	before = { context, page };
	await page.goto('/robots.txt');
	media = await mediaOf(page);
	await page.emulateMedia({
		media: 'print',
		colorScheme: 'dark',
		reducedMotion: 'reduce',
		forcedColors: 'active',
		contrast: 'more'
	});
	const emulated = await mediaOf(page);
	for (const [i, feature] of media.entries())
		expect(emulated[i], 'emulateMedia changes each feature').not.toBe(feature);
});

test('the next test, in the same tab, sees the media the tab had before', async ({ page, context }) => {
	expectKept(context, page);
	await page.goto('/robots.txt');
	expect(await mediaOf(page)).toEqual(media);
});

/** The headers the tab sent for a page of the site. */
async function headersSent(page: Page) {
	const response = await page.goto('/robots.txt');
	return response!.request().allHeaders();
}

test('a test sends extra HTTP headers from the context and the tab', async ({ page, context }) => {
	before = { context, page };
	await context.setExtraHTTPHeaders({ 'x-context-probe': 'sent' });
	await page.setExtraHTTPHeaders({ 'x-page-probe': 'sent' });
	expect(await headersSent(page)).toMatchObject({ 'x-context-probe': 'sent', 'x-page-probe': 'sent' });
});

test('the next test, in the same tab, sends neither header', async ({ page, context }) => {
	expectKept(context, page);
	const headers = await headersSent(page);
	expect(headers['x-context-probe']).toBeUndefined();
	expect(headers['x-page-probe']).toBeUndefined();
});

/** The state of the clipboard-read permission for the site. */
async function clipboardPermission(page: Page) {
	await page.goto('/robots.txt');
	return page.evaluate(
		async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state
	);
}

test('a test grants a permission', async ({ page, context }) => {
	before = { context, page };
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	expect(await clipboardPermission(page)).toBe('granted');
});

test('the next test, in the same tab, has not been granted it', async ({ page, context }) => {
	expectKept(context, page);
	expect(await clipboardPermission(page)).toBe('prompt');
});

test('a test that installs the clock changes the context', async ({ page, context }) => {
	clocked = context;
	await page.clock.install({ time: new Date('2001-01-01T12:00:00') });
	await page.goto('/robots.txt');
	expect(await page.evaluate(() => new Date().getFullYear())).toBe(2001);
});

test('the test after it gets a fresh context, with the real time', async ({ page, context }) => {
	if (SHARED) expect(context, 'a context with an installed clock is not kept').not.toBe(clocked);
	await page.goto('/robots.txt');
	expect(await page.evaluate(() => new Date().getFullYear())).not.toBe(2001);
});
