// Timings taken inside a bench page, shared by the phone rows (phone.pw.ts) and the scripts that
// pair two builds (save-pair.pw.ts, pair-open.pw.ts): the in-browser reference workload, and a
// tap timed to the first frame painted with what it should show.
import type { Page } from '@playwright/test';

/**
 * The reference workload, in `page` (slowed as the rows' pages are): five sorts of the same
 * 200,000 seeded numbers, each sort's milliseconds.
 */
export function referenceSorts(page: Page): Promise<number[]> {
	return page.evaluate(() => {
		const times: number[] = [];
		for (let run = 0; run < 5; run++) {
			let seed = 20261126;
			const numbers = Float64Array.from({ length: 200_000 }, () => {
				seed = (seed * 1103515245 + 12345) % 2 ** 31;
				return seed;
			});
			const start = performance.now();
			numbers.sort();
			times.push(performance.now() - start);
		}
		return times;
	});
}

/**
 * Marks `tk:tap` at the next pointerdown, and `tk:shown` once the first frame with `selector`
 * visible is painted (in this document: a navigation inside the app keeps it).
 */
export async function watchTap(page: Page, selector: string): Promise<void> {
	await page.evaluate((wanted) => {
		performance.clearMarks('tk:tap');
		performance.clearMarks('tk:shown');
		addEventListener('pointerdown', () => performance.mark('tk:tap'), { capture: true, once: true });
		const observer = new MutationObserver(() => {
			const element = document.querySelector(wanted);
			if (!element?.checkVisibility({ visibilityProperty: true }) || element.getClientRects().length === 0) return;
			observer.disconnect();
			requestAnimationFrame(() => setTimeout(() => performance.mark('tk:shown'), 0));
		});
		observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
	}, selector);
}

/** Milliseconds from the tap to the frame painted with the watched element. */
export async function tapToShown(page: Page): Promise<number> {
	await page.waitForFunction(() => performance.getEntriesByName('tk:shown').length > 0, undefined, { timeout: 60_000 });
	return page.evaluate(
		() => performance.getEntriesByName('tk:shown')[0]!.startTime - performance.getEntriesByName('tk:tap')[0]!.startTime
	);
}
