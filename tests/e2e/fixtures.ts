// The end-to-end tests' `test` and `expect`: Playwright's, with one browser context and one page
// (tab) kept per worker, per set of context options, instead of a fresh context per test. A fresh
// context costs a new window in the browser process and a new renderer, and every test loaded and
// compiled the app from nothing (docs/testing.md, "Where the time goes"). After each test the kept
// page goes to about:blank, every other page is closed, the origins the test visited lose their
// whole storage (IndexedDB, local and session storage, Cache Storage, service workers...) and the
// cookies go, so a test never sees another's data; listeners the test added are removed. What a
// test added that Playwright can take back is taken back: init scripts (each by the handle
// addInitScript returns), routes, offline, emulated media, extra HTTP headers, granted permissions
// (tests/e2e/fixtures.spec.ts shows the next test sees none of them). A test that changes the
// context or the page in a way this cannot undo (the clock, a CDP session, geolocation, the
// viewport, a closed tab...) or that fails has them closed after it: the next test starts fresh ones. A context made by the test with `browser.newContext()` is its
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
	/** What takes back the running test's undoable changes, by what it undoes (each runs once). */
	undo: Map<unknown, () => Promise<unknown>>;
}

/** Context methods whose effect outlives the test (page.clock is context.clock). */
const CONTEXT_CHANGES = [
	'close',
	'exposeBinding',
	'exposeFunction',
	'newCDPSession',
	'routeWebSocket',
	'setDefaultNavigationTimeout',
	'setDefaultTimeout',
	'setGeolocation',
	'setHTTPCredentials'
];
const CLOCK_CHANGES = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'];
const TRACING_CHANGES = ['start', 'startChunk', 'group'];
/** Page methods whose effect outlives a navigation. */
const PAGE_CHANGES = [
	'addLocatorHandler',
	'close',
	'exposeBinding',
	'exposeFunction',
	'routeWebSocket',
	'setDefaultNavigationTimeout',
	'setDefaultTimeout',
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

/** A handle Playwright returns from addInitScript (and route), which takes the change back. */
interface Disposable {
	dispose(): Promise<unknown>;
}

/**
 * Makes each of `names` on `target` record, when a test calls it, what takes its effect back:
 * `undo(result)` gets the call's promised result (an init script's handle) and returns the undo,
 * which `kept.undo` holds under `key(call)` (one reset for many calls of the same kind). The undo
 * calls the unwatched methods.
 */
function undoOnCall(
	kept: Kept,
	target: object,
	names: string[],
	undo: (result: Promise<unknown>) => () => Promise<unknown>,
	key: (result: Promise<unknown>) => unknown = () => target
): void {
	const methods = target as Record<string, unknown>;
	for (const name of names) {
		const original = methods[name];
		if (typeof original !== 'function') throw new Error(`tests/e2e/fixtures.ts: no ${name}() to watch`);
		methods[name] = (...args: unknown[]) => {
			const result = (original as (...a: unknown[]) => Promise<unknown>).apply(target, args);
			kept.undo.set(key(result), undo(result));
			return result;
		};
	}
}

/** An undo per init script: its handle's dispose() removes it from every document to come. */
function disposeOf(result: Promise<unknown>): () => Promise<unknown> {
	return async () => ((await result) as Disposable).dispose();
}

/**
 * Watches what `context` and its kept `page` can take back, each undo restoring the context's own
 * options (Playwright's defaults where the options say nothing: online, no extra headers, the
 * media features a new page has).
 */
function watchUndoable(kept: Kept, context: BrowserContext, page: Page, options: BrowserContextOptions): void {
	const { offline, extraHTTPHeaders, permissions } = options;
	const original = {
		unrouteContext: context.unrouteAll.bind(context),
		unroutePage: page.unrouteAll.bind(page),
		setOffline: context.setOffline.bind(context),
		contextHeaders: context.setExtraHTTPHeaders.bind(context),
		pageHeaders: page.setExtraHTTPHeaders.bind(page),
		clearPermissions: context.clearPermissions.bind(context),
		grantPermissions: context.grantPermissions.bind(context),
		emulateMedia: page.emulateMedia.bind(page)
	};
	undoOnCall(kept, context, ['addInitScript'], disposeOf, (result) => result);
	undoOnCall(kept, page, ['addInitScript'], disposeOf, (result) => result);
	// 'ignoreErrors': a handler still holding a request of the test's (a delayed fulfil) is not
	// waited for; the kept page's move to about:blank cancels that request.
	undoOnCall(
		kept,
		context,
		['route', 'routeFromHAR'],
		() => () => original.unrouteContext({ behavior: 'ignoreErrors' })
	);
	undoOnCall(kept, page, ['route', 'routeFromHAR'], () => () => original.unroutePage({ behavior: 'ignoreErrors' }));
	undoOnCall(kept, context, ['setOffline'], () => () => original.setOffline(offline ?? false));
	undoOnCall(kept, context, ['setExtraHTTPHeaders'], () => () => original.contextHeaders(extraHTTPHeaders ?? {}));
	undoOnCall(kept, page, ['setExtraHTTPHeaders'], () => () => original.pageHeaders({}));
	undoOnCall(kept, context, ['grantPermissions', 'clearPermissions'], () => async () => {
		await original.clearPermissions();
		if (permissions?.length) await original.grantPermissions(permissions);
	});
	// A page's media features are the context's options until emulateMedia overrides them; `null`
	// is Playwright's "no override", the media type's default.
	undoOnCall(
		kept,
		page,
		['emulateMedia'],
		() => () =>
			original.emulateMedia({
				media: null,
				colorScheme: options.colorScheme === undefined ? 'light' : options.colorScheme,
				reducedMotion: options.reducedMotion === undefined ? 'no-preference' : options.reducedMotion,
				forcedColors: options.forcedColors === undefined ? 'none' : options.forcedColors,
				contrast: options.contrast === undefined ? 'no-preference' : options.contrast
			})
	);
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

/** Runs the running test's undos; false if one failed (the context is then not kept). */
async function undoAll(kept: Kept): Promise<boolean> {
	const undos = [...kept.undo.values()].reverse();
	kept.undo.clear();
	let undone = true;
	for (const undo of undos)
		await undo().catch(() => {
			undone = false;
		});
	return undone;
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
			const made: Kept = { context, contextChanged: false, origins: new Set(), undo: new Map() };
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
			watchUndoable(made, context, page, _combinedContextOptions);
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
		const keep = !kept.contextChanged && passed && tab && !tab.changed && !tab.page.isClosed() && !leftSite;
		if (!keep || !(await undoAll(kept))) {
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
