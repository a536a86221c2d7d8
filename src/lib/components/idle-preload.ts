/**
 * The code of the screens a person is likely to open next (New match from Home, the match in
 * progress), fetched and run once the page is idle, so a tap on them waits for no download: on a
 * phone's network the New match form's chunks took longer to arrive than the form to render.
 * Nothing is fetched while the person asked the browser to save data; `tk:preload-idle` marks the
 * start, so the benchmark tells the first load from what is fetched ahead, and `tk:preload-done`
 * the end.
 */
import { preloadCode, preloadData } from '$app/navigation';

/** What to fetch ahead. */
export interface Ahead {
	/** Screens whose code and load run ahead: only screens whose load reads nothing that can change (their result is reused by the tap). */
	screens?: readonly string[];
	/** Screens whose code alone is fetched (their load reads stored data, which must be read on the tap). */
	code?: readonly string[];
	/** Other modules the next screen loads itself (a game's engine and its entry form). */
	modules?: readonly (() => Promise<unknown>)[];
}

interface Connection {
	saveData?: boolean;
}

/**
 * Fetches `ahead` while the page is idle, one piece per idle period (each module graph is run in
 * one task: the pieces keep those tasks short, so a tap meanwhile waits for one at most); the
 * returned function stops what has not started.
 */
export function preloadWhenIdle(ahead: Ahead): () => void {
	const connection = (navigator as Navigator & { connection?: Connection }).connection;
	if (connection?.saveData) return () => undefined;
	// What cannot be fetched now (offline, no service worker yet) is fetched on the tap, as before.
	const steps: (() => Promise<unknown>)[] = [
		...(ahead.code ?? []).map((path) => () => preloadCode(path)),
		...(ahead.modules ?? []),
		...(ahead.screens ?? []).map((path) => () => preloadData(path))
	];
	let stopped = false;
	let cancel = () => undefined as void;
	const next = () => {
		const step = steps.shift();
		if (stopped) return;
		if (!step) return void performance.mark('tk:preload-done');
		cancel = whenIdle(() => {
			if (performance.getEntriesByName('tk:preload-idle').length === 0) performance.mark('tk:preload-idle');
			void step()
				.catch(() => undefined)
				.then(next);
		});
	};
	next();
	return () => {
		stopped = true;
		cancel();
	};
}

/** Runs `work` when the page is next idle; the returned function cancels it if it has not run. */
function whenIdle(work: () => void): () => void {
	if ('requestIdleCallback' in window) {
		const handle = requestIdleCallback(work, { timeout: 2000 });
		return () => cancelIdleCallback(handle);
	}
	const timer = setTimeout(work, 200);
	return () => clearTimeout(timer);
}
