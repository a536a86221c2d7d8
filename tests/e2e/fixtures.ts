// The end-to-end tests' `test` and `expect`: Playwright's, with one browser context and one page
// (tab) kept per worker, per set of context options, instead of a fresh context per test. A fresh
// context costs a new window in the browser process and a new renderer, and every test loaded and
// compiled the app from nothing (docs/testing.md, "Where the time goes"). After each test the kept
// page goes to about:blank, every other page is closed, the origins the test visited lose their
// whole storage (IndexedDB, local and session storage, Cache Storage, service workers...) and the
// cookies go, so a test never sees another's data; listeners the test added are removed. A test
// that changes the context or the page in a way this cannot undo (a route, an init script, the
// clock, offline, permissions, emulation, a CDP session...) or that fails has them closed after it:
// the next test starts fresh ones. A context made by the test with `browser.newContext()` is its
// own, as before. E2E_FRESH_CONTEXTS=1 gives every test a fresh context (to tell a leak from a bug).
import {
	test as base,
	type BrowserContext,
	type BrowserContextOptions,
	type CDPSession,
	type Page,
	type PlaywrightTestArgs,
	type PlaywrightTestOptions,
	type PlaywrightWorkerArgs,
	type PlaywrightWorkerOptions,
	type TestType
} from '@playwright/test';

export * from '@playwright/test';

/** A kept context and page, and whether the running test changed them beyond what the reset undoes. */
interface Kept {
	context: BrowserContext;
	contextChanged: boolean;
	page?: { page: Page; cdp: CDPSession; changed: boolean; origins: Set<string> };
	/** The http(s) origins the context's pages (`page.origins`: the kept tab) went to since the last reset. */
	origins: Set<string>;
}

/** Context methods whose effect outlives the test (page.clock is context.clock). */
const CONTEXT_CHANGES = [
	'addInitScript',
	'clearPermissions',
	'close',
	'exposeBinding',
	'exposeFunction',
	'grantPermissions',
	'newCDPSession',
	'route',
	'routeFromHAR',
	'routeWebSocket',
	'setDefaultNavigationTimeout',
	'setDefaultTimeout',
	'setExtraHTTPHeaders',
	'setGeolocation',
	'setHTTPCredentials',
	'setOffline'
];
const CLOCK_CHANGES = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'];
const TRACING_CHANGES = ['start', 'startChunk', 'group'];
/** Page methods whose effect outlives a navigation. */
const PAGE_CHANGES = [
	'addInitScript',
	'addLocatorHandler',
	'close',
	'emulateMedia',
	'exposeBinding',
	'exposeFunction',
	'route',
	'routeFromHAR',
	'routeWebSocket',
	'setDefaultNavigationTimeout',
	'setDefaultTimeout',
	'setExtraHTTPHeaders',
	'setViewportSize'
];

/** Makes each of `names` on `target` call `mark` first, when a test calls it. */
function markOnCall(target: object, names: string[], mark: () => void): void {
	const methods = target as Record<string, unknown>;
	for (const name of names) {
		const original = methods[name];
		if (typeof original !== 'function') throw new Error(`tests/e2e/fixtures.ts: no ${name}() to watch`);
		methods[name] = (...args: unknown[]) => {
			mark();
			return (original as (...a: unknown[]) => unknown).apply(target, args);
		};
	}
}

/** The listener bookkeeping Playwright's client objects have at run time (an EventEmitter's, untyped). */
interface Emitter {
	eventNames(): (string | symbol)[];
	rawListeners(event: string | symbol): unknown[];
	off(event: string | symbol, listener: unknown): unknown;
}
type Listeners = Map<string | symbol, Set<unknown>>;

function emitter(of: Page | BrowserContext): Emitter {
	const it = of as unknown as Emitter;
	if (typeof it.eventNames !== 'function' || typeof it.rawListeners !== 'function')
		throw new Error("tests/e2e/fixtures.ts: Playwright's objects no longer list their listeners");
	return it;
}

function listenersOf(of: Page | BrowserContext): Listeners {
	const it = emitter(of);
	return new Map(it.eventNames().map((event) => [event, new Set(it.rawListeners(event))]));
}

/** Removes every listener added to `of` since `before` was taken. */
function removeListenersSince(of: Page | BrowserContext, before: Listeners): void {
	const it = emitter(of);
	for (const event of it.eventNames())
		for (const listener of it.rawListeners(event)) if (!before.get(event)?.has(listener)) it.off(event, listener);
}

/** The http(s) origin of `url`, else undefined (about:blank, data:...). */
function httpOrigin(url: string): string | undefined {
	const { protocol, origin } = new URL(url);
	return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
}

/**
 * Empties the site after a test, the kept page left on about:blank: session storage is the tab's
 * and is cleared from the page while it still shows the site (which is why a test that leaves the
 * tab on another origin than the one it visited does not keep it); everything else the origins
 * hold goes by CDP's Storage.clearDataForOrigin ('all': IndexedDB, local storage, Cache Storage,
 * service workers, file systems...), then the cookies. The HTTP cache stays: not the app's state.
 */
async function emptySite(kept: Kept, page: Page, cdp: CDPSession): Promise<void> {
	if (httpOrigin(page.url())) await page.evaluate(() => sessionStorage.clear());
	await page.goto('about:blank');
	for (const origin of kept.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
	kept.origins.clear();
	await cdp.send('Page.resetNavigationHistory');
	await page.mouse.move(-1, -1);
	await kept.context.clearCookies();
}

/** Playwright's own fixtures, with the test's merged context options (a fixture of Playwright's). */
const withOptions = base as unknown as TestType<
	PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
	PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

const shared = withOptions.extend<{ kept: Kept }, { keptContexts: Map<string, Kept> }>({
	keptContexts: [
		async ({ browser: _browser }, use) => {
			const kept = new Map<string, Kept>();
			await use(kept);
			for (const { context } of kept.values()) await context.close();
		},
		{ scope: 'worker' }
	],
	kept: async ({ browser, keptContexts, _combinedContextOptions, baseURL }, use, testInfo) => {
		const key = JSON.stringify(_combinedContextOptions);
		let kept = keptContexts.get(key);
		if (!kept) {
			// browser.newContext() inside a test takes the test's options (Playwright fills them in).
			const context = await browser.newContext();
			const made: Kept = { context, contextChanged: false, origins: new Set() };
			const newCDPSession = context.newCDPSession.bind(context);
			context.on('page', (page) =>
				page.on('framenavigated', (frame) => {
					const origin = httpOrigin(frame.url());
					if (!origin) return;
					made.origins.add(origin);
					if (page === made.page?.page && frame === page.mainFrame()) made.page.origins.add(origin);
				})
			);
			markOnCall(context, CONTEXT_CHANGES, () => (made.contextChanged = true));
			markOnCall(context.clock, CLOCK_CHANGES, () => (made.contextChanged = true));
			markOnCall(context.tracing, TRACING_CHANGES, () => (made.contextChanged = true));
			const page = await context.newPage();
			made.page = { page, cdp: await newCDPSession(page), changed: false, origins: new Set() };
			markOnCall(page, PAGE_CHANGES, () => (made.page!.changed = true));
			keptContexts.set(key, made);
			kept = made;
		}
		if (baseURL) kept.origins.add(new URL(baseURL).origin);
		const contextListeners = listenersOf(kept.context);
		const pageListeners = kept.page && listenersOf(kept.page.page);
		await use(kept);
		const passed = testInfo.status === testInfo.expectedStatus;
		const tab = kept.page;
		// The tab's session storage can be cleared only for the site it shows at the end.
		const leftSite = tab && [...tab.origins].some((origin) => origin !== httpOrigin(tab.page.url()));
		if (kept.contextChanged || !passed || !tab || tab.changed || tab.page.isClosed() || leftSite) {
			// Not undone here: the next test of these options starts a fresh context (and page).
			keptContexts.delete(key);
			await kept.context.close();
			return;
		}
		removeListenersSince(kept.context, contextListeners);
		const { page, cdp } = tab;
		tab.origins.clear();
		removeListenersSince(page, pageListeners!);
		for (const other of kept.context.pages()) if (other !== page) await other.close();
		await emptySite(kept, page, cdp);
	},
	context: async ({ kept }, use) => {
		await use(kept.context);
	},
	page: async ({ kept }, use) => {
		await use(kept.page!.page);
	}
});

export const test = process.env.E2E_FRESH_CONTEXTS === '1' ? base : (shared as unknown as typeof base);
