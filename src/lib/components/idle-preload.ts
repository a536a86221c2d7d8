/**
 * The code of the screens a person is likely to open next, fetched once the page is idle so a tap
 * on them waits for no download: on a phone's network the New match form's chunks took longer to
 * arrive than the form to render. On a first visit, New match's files (listed by the build in
 * `_app/next-screens.json`) go into the browser's cache without running (`<link rel="prefetch">`),
 * so nothing of them blocks a page that is still starting. Once the app is installed (its service
 * worker serves the files from the device), fetching costs nothing and a tap's time goes to
 * loading the module graph, one round of imports after another: then the screens' code and load
 * run ahead. One piece per idle period either way, the first once the page has loaded. Nothing
 * while the person asked the browser to save data. When the browser finds the connection slow (its
 * `effectiveType` is 3g or slower: on Lighthouse's slow 4G, 562.5 ms a round trip, Chromium says
 * 3g), only the files (New match's: the tap a first visitor makes) are fetched, still once the
 * page is idle; the rest waits for its tap. There a tap that finds New match's files missing
 * waits for rounds of requests at 562.5 ms each, so on a prerendered home static/boot.js fetches
 * them sooner, once the app's own code has arrived (`__tkAhead`), and this waits for those.
 * `tk:preload-idle` marks the start (the benchmark tells the first load from what is fetched
 * ahead), `tk:preload-done` the end.
 */
import { preloadCode, preloadData } from '$app/navigation';
import { base } from '$app/paths';

/** What to fetch ahead. */
export interface Ahead {
	/** Files to fetch into the cache without running them (a list read when idle). */
	files?: () => Promise<readonly string[]>;
	/** Screens whose code is loaded (their load, which reads stored data, runs on the tap). */
	code?: readonly string[];
	/** Other modules the next screen loads itself (a game's engine or entry form). */
	modules?: readonly (() => Promise<unknown>)[];
	/** Screens whose code and load run ahead: only screens whose load reads nothing that can change (the tap reuses its result). */
	screens?: readonly string[];
}

/** Whether this page's files come from the app installed on the device (its service worker controls the page). */
export function installedHere(): boolean {
	return !!navigator.serviceWorker?.controller;
}

interface Connection {
	saveData?: boolean;
	effectiveType?: string;
}

/** The connection types the browser reports for a slow network (Network Information API). */
const SLOW = new Set(['slow-2g', '2g', '3g']);

/**
 * How much the connection allows fetching ahead, as the browser says: nothing when data is to be
 * saved, only the files of the likeliest screen when the connection is slow, else everything.
 */
export function connectionAllows(): 'nothing' | 'files' | 'all' {
	const connection = (navigator as Navigator & { connection?: Connection }).connection;
	if (connection?.saveData) return 'nothing';
	return SLOW.has(connection?.effectiveType ?? '') ? 'files' : 'all';
}

/** Resolves once the page's load event has passed. */
function loaded(): Promise<void> {
	if (document.readyState === 'complete') return Promise.resolve();
	return new Promise((done) => addEventListener('load', () => done(), { once: true }));
}

/** Fetches `ahead` while the page is idle, one piece per idle period once it has loaded; the returned function stops what has not started. */
export function preloadWhenIdle(ahead: Ahead): () => void {
	const allowed = connectionAllows();
	if (allowed === 'nothing') return () => undefined;
	let stopped = false;
	let cancel = () => undefined as void;
	/** The next idle period after the page's load; never comes once stopped. */
	const idle = () =>
		loaded().then(
			() =>
				new Promise<void>((resolve) => {
					if (!stopped) cancel = whenIdle(resolve);
				})
		);
	// What cannot be fetched now (offline, no service worker yet) is fetched on the tap, as before.
	// On a slow connection static/boot.js may have fetched New match's files already.
	const files = ahead.files ? [async () => (await fetchedByBoot()) || prefetch(await ahead.files!(), idle)] : [];
	const steps: (() => Promise<unknown>)[] =
		allowed === 'files'
			? files
			: [
					...files,
					...(ahead.code ?? []).map((path) => () => preloadCode(path)),
					...(ahead.modules ?? []),
					...(ahead.screens ?? []).map((path) => () => preloadData(path))
				];
	void (async () => {
		for (const step of steps) {
			await idle();
			if (performance.getEntriesByName('tk:preload-idle').length === 0) performance.mark('tk:preload-idle');
			await step().catch(() => undefined);
		}
		performance.mark('tk:preload-done');
	})();
	return () => {
		stopped = true;
		cancel();
	};
}

/**
 * Whether static/boot.js fetched New match's files into the cache (on a slow connection, once the
 * app's own code had arrived, from the links home's HTML lists them in); resolves once they have
 * arrived.
 */
function fetchedByBoot(): Promise<boolean> {
	return (window as { __tkAhead?: Promise<boolean> }).__tkAhead ?? Promise.resolve(false);
}

/** The files of the New match screen: as the page lists them (home's HTML), else as the build listed them (none when the list cannot be read). */
export async function newMatchFiles(): Promise<string[]> {
	const links = document.querySelectorAll<HTMLLinkElement>('link[data-tk-next="/new"]');
	if (links.length > 0) return [...links].map((link) => new URL(link.href).pathname);
	const listed: unknown = await (await fetch(`${base}/_app/next-screens.json`)).json();
	const files = (listed as { newMatch?: unknown } | null)?.newMatch;
	return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
}

/**
 * How many files one idle period asks for: each `<link>` makes the page request its file there and
 * then (a millisecond or more apiece on a slow phone, several on a busy one), and New match has
 * over 30 of them: all in one task made the page's longest task after it started, and three in
 * one, with the list read in the same idle period, still made one over 50 ms at 4× throttle
 * (counted by Lighthouse's Total Blocking Time).
 */
const PREFETCH_BATCH = 1;

/** Fetches these files of this origin into the cache, without running them, a batch per idle period (the first in the period after the list is read); resolves once each has arrived or failed. */
async function prefetch(files: readonly string[], idle: () => Promise<void>): Promise<void> {
	const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
	const wanted = files.filter(
		(file) => /^\/_app\/immutable\/[\w-]+\/[\w.-]+\.(js|css)$/.test(file) && !fetched.has(file)
	);
	const arrivals: Promise<void>[] = [];
	for (let from = 0; from < wanted.length; from += PREFETCH_BATCH) {
		await idle();
		for (const file of wanted.slice(from, from + PREFETCH_BATCH)) {
			arrivals.push(
				new Promise<void>((done) => {
					const link = document.createElement('link');
					link.rel = 'prefetch';
					link.href = `${base}${file}`;
					link.onload = link.onerror = () => done();
					document.head.append(link);
				})
			);
		}
	}
	await Promise.all(arrivals);
}

/** Runs `work` when the page is next idle; the returned function cancels it if it has not run. */
function whenIdle(work: () => void): () => void {
	if ('requestIdleCallback' in window) {
		const handle = requestIdleCallback(work);
		return () => cancelIdleCallback(handle);
	}
	const timer = setTimeout(work, 200);
	return () => clearTimeout(timer);
}
