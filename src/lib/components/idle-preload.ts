/**
 * The code of the screens a person is likely to open next (New match from Home, the match in
 * progress), fetched and run once the page is idle, so a tap on them waits for no download: on a
 * phone's network the New match form's chunks took longer to arrive than the form to render.
 * Nothing is fetched while the person asked the browser to save data; `tk:preload-idle` marks the
 * start, so the benchmark tells the first load from what is fetched ahead.
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

/** Fetches `ahead` when the page is next idle; the returned function cancels it if it has not started. */
export function preloadWhenIdle(ahead: Ahead): () => void {
	const connection = (navigator as Navigator & { connection?: Connection }).connection;
	if (connection?.saveData) return () => undefined;
	const run = () => {
		performance.mark('tk:preload-idle');
		// What cannot be fetched now (offline, no service worker yet) is fetched on the tap, as before.
		for (const path of ahead.screens ?? []) preloadData(path).catch(() => undefined);
		for (const path of ahead.code ?? []) preloadCode(path).catch(() => undefined);
		for (const load of ahead.modules ?? []) load().catch(() => undefined);
	};
	if ('requestIdleCallback' in window) {
		const handle = requestIdleCallback(run, { timeout: 2000 });
		return () => cancelIdleCallback(handle);
	}
	const timer = setTimeout(run, 200);
	return () => clearTimeout(timer);
}
