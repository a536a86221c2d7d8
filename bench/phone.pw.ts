/**
 * The benchmark's phone profile: what a player feels on a mid-range phone, in the real Chromium at
 * 412×823 with touch and the CPU slowed 4× (CDP), first visits also on Lighthouse's slow 4G
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). Each row is a median and p95 of at least
 * 10 runs, timed in the page from the tap (pointerdown) or the navigation to the first frame
 * painted with the result. A fixed reference workload (sorting a million numbers, unthrottled)
 * is timed in the same run, so a slow machine can be told from a slow app. Writes
 * bench/.out/phone.json; bench/run.mjs sets the figures against the budgets.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { median, openTimes, percentile, round1, seed, settleLibrary } from './measure';

const OUT = new URL('./.out/', import.meta.url);
const RUNS = 10;
const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2.625 };
const SLOW_4G = {
	offline: false,
	latency: 150,
	downloadThroughput: (1.6 * 1024 * 1024) / 8,
	uploadThroughput: (750 * 1024) / 8
};
const results: Record<string, unknown> = {};

test.afterAll(() => writeFileSync(new URL('phone.json', OUT), JSON.stringify(results, null, '\t')));

const figures = (samples: number[]) => ({
	medianMs: round1(median(samples)),
	p95Ms: round1(percentile(samples, 0.95)),
	samples: samples.map(round1)
});

/** Slows a page's CPU 4×. */
async function throttle(page: Page): Promise<void> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A page in a phone-sized context, its CPU slowed 4× and, when asked, its network slowed to slow 4G. */
async function phonePage(context: BrowserContext, network = false): Promise<Page> {
	const page = await context.newPage();
	await throttle(page);
	const cdp = await context.newCDPSession(page);
	if (network) {
		await cdp.send('Network.enable');
		await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
	}
	return page;
}

/**
 * Marks `tk:tap` at the next pointerdown, and `tk:shown` once the first frame with `selector`
 * visible is painted (in this document: a navigation inside the app keeps it).
 */
async function watchTap(page: Page, selector: string): Promise<void> {
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
async function tapToShown(page: Page): Promise<number> {
	await page.waitForFunction(() => performance.getEntriesByName('tk:shown').length > 0, undefined, { timeout: 60_000 });
	return page.evaluate(
		() => performance.getEntriesByName('tk:shown')[0]!.startTime - performance.getEntriesByName('tk:tap')[0]!.startTime
	);
}

test.describe('phone profile', () => {
	test.use(PHONE);

	test('reference workload: sorting a million numbers (unthrottled)', async () => {
		const samples: number[] = [];
		for (let run = 0; run < 5; run++) {
			let seed = 20261126;
			const numbers = Float64Array.from({ length: 1_000_000 }, () => {
				seed = (seed * 1103515245 + 12345) % 2 ** 31;
				return seed;
			});
			const start = performance.now();
			numbers.sort();
			samples.push(performance.now() - start);
		}
		results.reference = { what: 'sort 1,000,000 numbers in Node', ...figures(samples) };
	});

	test('seeded history: tap Save in a 200-round match, tap a 100-round match in History, open History', async ({
		context
	}) => {
		// Seeded, and the summaries built once (History rebuilds them from the v1 rows), at full speed.
		const page = await context.newPage();
		const history = JSON.parse(readFileSync(new URL('history.json', OUT), 'utf8'));
		await seed(page, { players: history.players, matches: history.matches, rounds: history.rounds });
		await settleLibrary(page);
		await throttle(page);

		await page.goto('/match/bench-200');
		const editor = page.getByTestId('round-editor');
		await editor.waitFor({ timeout: 120_000 });
		const seats = await editor.locator('input[id^="score-"]').count();
		const save: number[] = [];
		for (let i = 0; i < RUNS; i++) {
			await editor.locator('#score-0').waitFor();
			for (let s = 0; s < seats; s++) await editor.locator(`#score-${s}`).fill(String((i * 7 + s * 3) % 25));
			await page.evaluate(() => {
				performance.clearMarks();
				addEventListener('pointerdown', () => performance.mark('tk:tap'), { capture: true, once: true });
			});
			await editor.getByRole('button', { name: 'Save round' }).tap();
			await page.waitForFunction(() => performance.getEntriesByName('tk:totals-painted').length > 0, undefined, {
				timeout: 60_000
			});
			save.push(
				await page.evaluate(
					() =>
						performance.getEntriesByName('tk:totals-painted')[0]!.startTime -
						performance.getEntriesByName('tk:tap')[0]!.startTime
				)
			);
		}
		results.save200 = figures(save);

		const open100: number[] = [];
		for (let i = 0; i < RUNS + 1; i++) {
			await page.goto('/history');
			const card = page.locator('a[href$="/match/bench-100"]');
			await card.waitFor({ timeout: 60_000 });
			await watchTap(page, '[data-testid="total-0"]');
			await card.tap();
			open100.push(await tapToShown(page));
		}
		results.open100FromHistory = { firstMs: round1(open100[0]!), ...figures(open100.slice(1)) };

		results.openHistory = figures(await openTimes(page, '/history', '.card-list li', RUNS));
	});

	/**
	 * Fresh visits (no cache, no service worker) on slow 4G: tap New match, time to the form. A tap
	 * before the app has started loads /new as a new page, so the tap's time is kept in
	 * sessionStorage (as an instant since the epoch) and the form's paint is watched in every
	 * document; `lost` counts taps after which the form never showed.
	 */
	async function firstVisits(browser: Browser, settle: boolean): Promise<{ samples: number[]; lost: number }> {
		const samples: number[] = [];
		let lost = 0;
		for (let i = 0; i < RUNS; i++) {
			const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
			await context.addInitScript(() => {
				addEventListener(
					'pointerdown',
					() => sessionStorage.setItem('tk-tap-at', String(performance.timeOrigin + performance.now())),
					{ capture: true, once: true }
				);
				const observer = new MutationObserver(() => {
					const form = document.querySelector('[data-testid="start-match"]');
					if (!form?.checkVisibility({ visibilityProperty: true }) || form.getClientRects().length === 0) return;
					observer.disconnect();
					requestAnimationFrame(() =>
						setTimeout(
							() => sessionStorage.setItem('tk-form-at', String(performance.timeOrigin + performance.now())),
							0
						)
					);
				});
				observer.observe(document, { childList: true, subtree: true, attributes: true });
			});
			try {
				const page = await phonePage(context, true);
				await page.goto('/', { waitUntil: settle ? 'networkidle' : 'commit', timeout: 120_000 });
				const link = page.getByTestId('new-match');
				await link.waitFor({ timeout: 60_000 });
				await link.tap();
				const shown = await page
					.waitForFunction(() => sessionStorage.getItem('tk-form-at'), undefined, { timeout: 60_000 })
					.then(() => true)
					.catch(() => false);
				if (!shown) {
					lost++;
					continue;
				}
				samples.push(
					await page.evaluate(
						() => Number(sessionStorage.getItem('tk-form-at')) - Number(sessionStorage.getItem('tk-tap-at'))
					)
				);
			} finally {
				await context.close();
			}
		}
		return { samples, lost };
	}

	test('first visit on slow 4G: New match tapped once the page settled, and as soon as it shows', async ({
		browser
	}) => {
		const settled = await firstVisits(browser, true);
		results.firstVisitSettled = { ...figures(settled.samples), lost: settled.lost };
		const early = await firstVisits(browser, false);
		results.firstVisitEarly = { ...figures(early.samples), lost: early.lost };
	});

	test('repeat visit (service worker): home, then New match', async ({ browser }) => {
		const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
		try {
			const page = await phonePage(context);
			await page.goto('/');
			await page.waitForFunction(async () => (await navigator.serviceWorker.ready) !== undefined, undefined, {
				timeout: 60_000
			});
			const samples: number[] = [];
			for (let i = 0; i < RUNS; i++) {
				await page.goto('/', { waitUntil: 'networkidle' });
				const link = page.getByTestId('new-match');
				await link.waitFor();
				await watchTap(page, '[data-testid="start-match"]');
				await link.tap();
				samples.push(await tapToShown(page));
			}
			results.repeatVisit = figures(samples);
		} finally {
			await context.close();
		}
	});

	/**
	 * The deferred start decided on the phone: first visits on slow 4G to home as built (the app
	 * started once the page is painted) and as SvelteKit would start it (at once, its modules
	 * preloaded from the HTML), both from the static variants server (bench/variants.mjs). For each:
	 * the largest paint, and the app started (`tk:started`: from then on a tap is the app's).
	 */
	test('deferred start: first visit on slow 4G, paint and app start, deferred and at once', async ({ browser }) => {
		const base = process.env.BENCH_VARIANTS_URL;
		test.skip(!base, 'no variants server (run through npm run bench)');
		const decision: Record<string, unknown> = {};
		for (const variant of ['deferred', 'immediate'] as const) {
			const paint: number[] = [];
			const started: number[] = [];
			for (let i = 0; i < RUNS; i++) {
				const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
				try {
					const page = await phonePage(context, true);
					await page.goto(`${base}/?variant=${variant}`, { waitUntil: 'commit', timeout: 120_000 });
					await page.waitForFunction(() => performance.getEntriesByName('tk:started').length > 0, undefined, {
						timeout: 60_000
					});
					const [lcp, start] = await page.evaluate(
						() =>
							new Promise<[number, number]>((done) =>
								new PerformanceObserver((list) =>
									done([list.getEntries().at(-1)!.startTime, performance.getEntriesByName('tk:started')[0]!.startTime])
								).observe({ type: 'largest-contentful-paint', buffered: true })
							)
					);
					paint.push(lcp);
					started.push(start);
				} finally {
					await context.close();
				}
			}
			decision[variant] = { paint: figures(paint), started: figures(started) };
		}
		results.deferredStart = decision;
	});
});
