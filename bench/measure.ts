/**
 * What the benchmark's browser halves share: medians and percentiles, writing a seeded history
 * into IndexedDB as schema v1 rows, and timing a screen's first paint with an element visible and
 * a save to the next form and the new totals painted (the app's `tk:save-start`, `tk:form-painted`,
 * `tk:save-pending` and `tk:totals-painted` marks).
 */
import type { Page } from '@playwright/test';
import { writeV1Database, type V1Rows } from '../tests/v1-database';

export const RUNS = 20;

export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The value below which `p` of the values lie (nearest rank). */
export function percentile(values: number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/** Writes the history rows with raw IndexedDB, as schema v1. */
export async function seed(page: Page, history: V1Rows): Promise<void> {
	// A static file of the origin: the app does not run, so the database is created at v1 here
	// and upgraded by the app when it first opens it, as on a device that had v1.
	await page.goto('/robots.txt');
	await writeV1Database(page, history);
}

/**
 * Opens History on the seeded database and waits until it has upgraded it and rebuilt every
 * summary (the `tk:library-repaired` mark), so the screens are then measured as a device uses
 * them every day, not while that one-time rebuild runs. Returns milliseconds from the
 * navigation to the end of the rebuild.
 */
export async function settleLibrary(page: Page): Promise<number> {
	await page.goto('/history');
	await page.waitForFunction(() => performance.getEntriesByName('tk:library-repaired').length > 0, undefined, {
		timeout: 300_000
	});
	return page.evaluate(() => performance.getEntriesByName('tk:library-repaired')[0]!.startTime);
}

/**
 * Installs, once per page, a watcher of the first frame painted with the element named in
 * sessionStorage `tk-bench-watch` visible: a MutationObserver sees it as soon as it is in the
 * document, and the task queued from that frame's requestAnimationFrame runs once the frame is
 * painted; its time is the `tk:opened` mark, and a `tk:opened` console message says it is set.
 * (Reading the clock when Playwright's own wait returns would add its polling back-off, up to
 * 100 ms after the first 170 ms and 500 ms after that, to every figure; and any Playwright wait or
 * evaluation during the load first runs Playwright's injected script in the new page, a task of
 * about 8 ms on the main thread that no player's load has.)
 */
const watched = new WeakSet<Page>();
async function watchPaint(page: Page): Promise<void> {
	if (watched.has(page)) return;
	watched.add(page);
	await page.addInitScript(() => {
		const wanted = sessionStorage.getItem('tk-bench-watch');
		if (!wanted) return;
		const observer = new MutationObserver(() => {
			const element = document.querySelector(wanted);
			if (!element?.checkVisibility({ visibilityProperty: true }) || element.getClientRects().length === 0) return;
			observer.disconnect();
			requestAnimationFrame(() =>
				setTimeout(() => {
					performance.mark('tk:opened');
					console.debug('tk:opened');
				}, 0)
			);
		});
		observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
	});
}

/** Milliseconds from navigation start until the first frame painted with `selector` visible, over `runs` loads of `path`. */
export async function openTimes(page: Page, path: string, selector: string, runs = RUNS): Promise<number[]> {
	await watchPaint(page);
	await page.evaluate((s) => sessionStorage.setItem('tk-bench-watch', s), selector);
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		// Told by the page's console, so nothing of Playwright runs in the page until it has painted.
		const opened = page.waitForEvent('console', {
			predicate: (message) => message.text() === 'tk:opened',
			timeout: 60_000
		});
		await page.goto(path, { waitUntil: 'commit' });
		await opened;
		times.push(await page.evaluate(() => performance.getEntriesByName('tk:opened')[0]!.startTime));
	}
	await page.evaluate(() => sessionStorage.removeItem('tk-bench-watch'));
	return times;
}

/** One save's timings from "save round", in milliseconds. */
export interface SaveTimes {
	/** The next round's form painted. */
	form: number;
	/** The round pending in its draft (from then on no page load or kill loses it). */
	pending: number;
	/** The new totals painted. */
	totals: number;
}

/** Times `runs` saves in the open match, each from "save round" (the `tk:save-start` mark). */
export async function saveToPaint(page: Page, runs: number): Promise<SaveTimes[]> {
	const editor = page.getByTestId('round-editor');
	await editor.waitFor({ timeout: 120_000 });
	const seats = await editor.locator('input[id^="score-"]').count();
	const samples: SaveTimes[] = [];
	for (let i = 0; i < runs; i++) {
		await editor.locator('#score-0').waitFor();
		for (let s = 0; s < seats; s++) await editor.locator(`#score-${s}`).fill(String((i * 7 + s * 3) % 25));
		await page.evaluate(() => performance.clearMarks());
		await editor.getByRole('button', { name: /Save|Enregistrer/ }).click();
		await page.waitForFunction(() =>
			['tk:totals-painted', 'tk:form-painted'].every((name) => performance.getEntriesByName(name, 'mark').length > 0)
		);
		samples.push(
			await page.evaluate(() => {
				const at = (name: string) => performance.getEntriesByName(name, 'mark')[0]!.startTime;
				const since = (name: string) => at(name) - at('tk:save-start');
				return {
					form: since('tk:form-painted'),
					pending: since('tk:save-pending'),
					totals: since('tk:totals-painted')
				};
			})
		);
	}
	return samples;
}

/** The median of each of a series of save timings. */
export function saveMedians(samples: readonly SaveTimes[]): SaveTimes {
	const of = (key: keyof SaveTimes) => round1(median(samples.map((s) => s[key])));
	return { form: of('form'), pending: of('pending'), totals: of('totals') };
}

/**
 * Has Playwright put its injected script into the page's own world before anything is timed: the
 * first `waitForFunction` after a page load compiles it there (33–51 ms of main thread at 4×, in a
 * trace), which otherwise lands inside the first timed save and makes it the slowest of the ten.
 */
export async function warmPageWorld(page: Page): Promise<void> {
	await page.waitForFunction(() => true);
}
