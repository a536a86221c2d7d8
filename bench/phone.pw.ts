/**
 * The benchmark's phone profile: what a player feels on a mid-range phone, in the real Chromium at
 * 412×823 with touch and the CPU slowed 4× (CDP), first visits also on Lighthouse's DevTools slow
 * 4G (562.5 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and on the bench's former network (150
 * ms round trip, same throughput), over HTTP/2 and HTTP/1.1 interleaved. Each row is a median and
 * p95 of at least 10 runs, timed in the page from the tap (pointerdown) or the navigation to the
 * first frame painted with the result.
 * A fixed reference workload (sorting 200,000 numbers) runs in a page slowed like the rows', next
 * to each group of rows, so every row can be read as a ratio to it: a busy machine slows both, a
 * slow app only the row. "Settled" is the app's own signal that it has started (the layout's
 * `tk:started` mark), never network silence. Writes bench/.out/phone.json; bench/run.mjs sets the
 * figures against the budgets.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { enterDeal } from '../tests/e2e/coinche-deal';
import { median, openTimes, percentile, round1, seed, settleLibrary, warmPageWorld } from './measure';
import { coinche200, COINCHE_PLAYERS, TRUMPS } from './save-matches';
import { sealSaves } from './seal-bench';
import { logVisit } from './visit-log';
import { referenceSorts, tapToShown, watchTap } from './page-timing';

const OUT = new URL('./.out/', import.meta.url);
const RUNS = 10;
/** Saves timed per match: twenty, so the p95 is the second slowest rather than the slowest of ten. */
const SAVES = 20;
/** First visits per server, tap and network (`BENCH_FIRST_VISIT_RUNS`, to pair builds in a shorter run). */
const FIRST_VISIT_RUNS = Number(process.env.BENCH_FIRST_VISIT_RUNS ?? RUNS);
const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2.625 };
const throughput = { downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** The networks of a first visit: Lighthouse's DevTools slow 4G (the budgets'), and the bench's former one. */
const NETWORKS = {
	slow4g: { offline: false, latency: 562.5, ...throughput },
	rtt150: { offline: false, latency: 150, ...throughput }
} as const;
type Network = keyof typeof NETWORKS;
const results: Record<string, unknown> = {};
/** Every reference sample of the run, and the ones taken next to each group of rows. */
const referenceSamples: number[] = [];

test.afterAll(() => {
	if (referenceSamples.length > 0)
		results.reference = { what: 'sort 200,000 numbers in the page, CPU 4× slower', ...figures(referenceSamples) };
	writeFileSync(new URL('phone.json', OUT), JSON.stringify(results, null, '\t'));
});

const figures = (samples: number[]) => ({
	medianMs: round1(median(samples)),
	p95Ms: round1(percentile(samples, 0.95)),
	samples: samples.map(round1)
});

/**
 * The reference workload, in `page` (slowed as the rows' pages are): five sorts of the same
 * 200,000 seeded numbers. Returns their median, also kept for the run's reference figure.
 */
async function reference(page: Page): Promise<number> {
	const samples = await referenceSorts(page);
	referenceSamples.push(...samples);
	return round1(median(samples));
}

/** Slows a page's CPU 4×. */
async function throttle(page: Page): Promise<void> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A page in a phone-sized context, its CPU slowed 4× and, when asked, its network slowed. */
async function phonePage(context: BrowserContext, network?: Network): Promise<Page> {
	const page = await context.newPage();
	await throttle(page);
	const cdp = await context.newCDPSession(page);
	if (network) {
		await cdp.send('Network.enable');
		await cdp.send('Network.emulateNetworkConditions', NETWORKS[network]);
	}
	return page;
}

/** The reference workload in a fresh phone page (CPU slowed 4×), for rows timed in pages of their own. */
async function referenceBeside(browser: Browser): Promise<number> {
	const context = await browser.newContext(PHONE);
	try {
		return await reference(await phonePage(context));
	} finally {
		await context.close();
	}
}

/**
 * Times `SAVES` saves in the open match, each entered by `enter`: from the tap on Save
 * (pointerdown) to the first frame painted with the new totals, and to the one with the next
 * round's form (the app's `tk:totals-painted` and `tk:form-painted` marks).
 */
async function tapSaves(page: Page, enter: (run: number) => Promise<void>): Promise<Record<string, unknown>> {
	const editor = page.getByTestId('round-editor');
	await editor.waitFor({ timeout: 120_000 });
	await warmPageWorld(page);
	const totals: number[] = [];
	const form: number[] = [];
	for (let i = 0; i < SAVES; i++) {
		await enter(i);
		await page.evaluate(() => {
			performance.clearMarks();
			addEventListener('pointerdown', () => performance.mark('tk:tap'), { capture: true, once: true });
		});
		await editor.getByRole('button', { name: 'Save round' }).tap();
		await page.waitForFunction(
			() => ['tk:totals-painted', 'tk:form-painted'].every((name) => performance.getEntriesByName(name).length > 0),
			undefined,
			{ timeout: 60_000 }
		);
		const [t, f] = await page.evaluate(() =>
			['tk:totals-painted', 'tk:form-painted'].map(
				(name) =>
					performance.getEntriesByName(name)[0]!.startTime - performance.getEntriesByName('tk:tap')[0]!.startTime
			)
		);
		totals.push(t!);
		form.push(f!);
	}
	return { ...figures(totals), form: figures(form) };
}

test.describe('phone profile', () => {
	test.use(PHONE);

	test('seeded history: tap Save in a 200-deal Coinche match and a 200-round free-form one, a 100-round match in History, open History', async ({
		context
	}) => {
		// Seeded, and the summaries built once (History rebuilds them from the v1 rows), at full speed.
		const page = await context.newPage();
		const history = JSON.parse(readFileSync(new URL('history.json', OUT), 'utf8'));
		const coinche = await coinche200();
		await seed(page, {
			players: [...history.players, ...coinche.players],
			matches: [...history.matches, ...coinche.matches],
			rounds: [...history.rounds, ...coinche.rounds]
		});
		await settleLibrary(page);
		await throttle(page);
		const referenceMs = await reference(page);

		await page.goto('/match/bench-coinche-200');
		const coincheSaves = await tapSaves(page, (i) =>
			enterDeal(page, {
				taker: COINCHE_PLAYERS[i % 4]!,
				bid: 80 + 10 * (i % 5),
				trump: TRUMPS[i % 4]!,
				points: 90 + ((i * 7) % 60)
			})
		);
		results.saveCoinche200 = { ...coincheSaves, referenceMs };

		await page.goto('/match/bench-200');
		const editor = page.getByTestId('round-editor');
		await editor.waitFor({ timeout: 120_000 });
		const seats = await editor.locator('input[id^="score-"]').count();
		const freeSaves = await tapSaves(page, async (i) => {
			for (let s = 0; s < seats; s++) await editor.locator(`#score-${s}`).fill(String((i * 7 + s * 3) % 25));
		});
		results.save200 = { ...freeSaves, referenceMs };

		const open100: number[] = [];
		for (let i = 0; i < RUNS + 1; i++) {
			await page.goto('/history');
			const card = page.locator('a[href$="/match/bench-100"]');
			await card.waitFor({ timeout: 60_000 });
			await watchTap(page, '[data-testid="total-0"]');
			await card.tap();
			open100.push(await tapToShown(page));
		}
		const historyTimes = await openTimes(page, '/history', '.card-list li', RUNS);
		const after = await reference(page);
		results.open100FromHistory = { firstMs: round1(open100[0]!), ...figures(open100.slice(1)), referenceMs: after };
		results.openHistory = { ...figures(historyTimes), referenceMs: after };
	});

	/**
	 * The servers first visits are timed on, interleaved visit by visit: this build over HTTP/2 (a
	 * preview over TLS, `BENCH_H2_URL`: an installable app is served over HTTPS, and every such host
	 * speaks HTTP/2) when the bench started one, and over HTTP/1.1 (`vite preview`'s plain HTTP: six
	 * connections, so a screen of 36 files is six rounds of requests). `BENCH_FIRST_VISIT_SERVERS`
	 * (JSON, a name for each address) replaces them, to pair two builds in one run.
	 */
	function firstVisitServers(): Record<string, string> {
		const listed = process.env.BENCH_FIRST_VISIT_SERVERS;
		if (listed) return JSON.parse(listed) as Record<string, string>;
		const h1 = process.env.BENCH_URL ?? 'http://127.0.0.1:4173';
		return process.env.BENCH_H2_URL ? { h2: process.env.BENCH_H2_URL, h1 } : { h1 };
	}

	/** When a first visit taps New match: as soon as it shows, once the app has started, or 5 s after that (a person who read home first). */
	const TAPS = ['early', 'started', 'later'] as const;
	type Tap = (typeof TAPS)[number];
	const LATER_MS = 5_000;

	interface Visit {
		/** From the tap to the form painted; null when it never showed. */
		ms: number | null;
		/** The tap loaded another page. */
		pageLoad: boolean;
		/** From the navigation to the app's start (`tk:started`), when it was waited for. */
		startedMs?: number;
		/** From the navigation to the end of fetching ahead (`tk:preload-done`), if it came before the tap. */
		aheadDoneMs?: number;
	}

	/**
	 * One fresh visit (no cache, no service worker) to `origin` on `network`: New match tapped at
	 * `tap`, timed to its form. A tap that loads a new page is timed across the two documents (the
	 * tap's instant kept in sessionStorage). A visit whose form never shows (`lost`) leaves its log,
	 * requests, console and the page's state, in bench/.out/lost-visit-*.json (bench/visit-log.ts).
	 */
	async function firstVisit(
		browser: Browser,
		server: string,
		origin: string,
		network: Network,
		tap: Tap
	): Promise<Visit> {
		// Without the certificate's key trusted (BENCH_TLS_SPKI), a TLS preview is reached by ignoring
		// its error, and Chromium then caches nothing of it: fetching ahead does nothing there.
		const context = await browser.newContext({
			...PHONE,
			serviceWorkers: 'block',
			ignoreHTTPSErrors: !process.env.BENCH_TLS_SPKI
		});
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
					setTimeout(() => sessionStorage.setItem('tk-form-at', String(performance.timeOrigin + performance.now())), 0)
				);
			});
			observer.observe(document, { childList: true, subtree: true, attributes: true });
		});
		try {
			const page = await phonePage(context, network);
			const log = logVisit(page);
			await page.goto(`${origin}/`, { waitUntil: 'commit', timeout: 120_000 });
			const visit: Visit = { ms: null, pageLoad: false };
			if (tap !== 'early') {
				await page.waitForFunction(() => performance.getEntriesByName('tk:started').length > 0, undefined, {
					timeout: 120_000
				});
				visit.startedMs = await page.evaluate(() => performance.getEntriesByName('tk:started')[0]!.startTime);
				if (tap === 'later') {
					await page.waitForFunction((at) => performance.now() >= at, visit.startedMs + LATER_MS, {
						timeout: 120_000,
						polling: 100
					});
					const done = await page.evaluate(() => performance.getEntriesByName('tk:preload-done')[0]?.startTime);
					if (done !== undefined) visit.aheadDoneMs = done;
				}
			}
			const link = page.getByTestId('new-match');
			await link.waitFor({ timeout: 60_000 });
			await link.tap();
			const shown = await page
				.waitForFunction(() => sessionStorage.getItem('tk-form-at'), undefined, { timeout: 60_000 })
				.then(() => true)
				.catch(() => false);
			if (!shown) {
				const file = `lost-visit-${network}-${server}-${tap}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
				await log.save(new URL(file, OUT), { network, server, origin, tap, visit });
				return visit;
			}
			const [ms, loaded] = await page.evaluate(() => [
				Number(sessionStorage.getItem('tk-form-at')) - Number(sessionStorage.getItem('tk-tap-at')),
				new URL(performance.getEntriesByType('navigation')[0]!.name).pathname !== '/'
			]);
			return { ...visit, ms: Number(ms), pageLoad: Boolean(loaded) };
		} finally {
			await context.close();
		}
	}

	/**
	 * `RUNS` first visits on `network` for each server and each tap, interleaved (server by server
	 * within a tap, tap by tap within a run) so the machine's load falls on every configuration
	 * alike, with the reference workload after each run's visits. Per server and tap: the figures of
	 * the taps that showed the form, `lost` (those that never did), `pageLoads`, and once started,
	 * `startedMs` (navigation to the app's start) and, for the later tap, `aheadDone` (how many had
	 * finished fetching ahead by then, and when).
	 */
	async function firstVisits(browser: Browser, network: Network) {
		const servers = firstVisitServers();
		const visits: Record<string, Record<Tap, Visit[]>> = {};
		for (const name of Object.keys(servers)) visits[name] = { early: [], started: [], later: [] };
		const references: number[] = [];
		for (let i = 0; i < FIRST_VISIT_RUNS; i++) {
			for (const tap of TAPS)
				for (const [name, origin] of Object.entries(servers))
					visits[name]![tap].push(await firstVisit(browser, name, origin, network, tap));
			references.push(await referenceBeside(browser));
		}
		const referenceMs = round1(median(references));
		const summary = (list: Visit[]) => {
			const shown = list.flatMap((v) => (v.ms === null ? [] : [v.ms]));
			const started = list.flatMap((v) => (v.startedMs === undefined ? [] : [v.startedMs]));
			const ahead = list.flatMap((v) => (v.aheadDoneMs === undefined ? [] : [v.aheadDoneMs]));
			return {
				...figures(shown),
				lost: list.length - shown.length,
				pageLoads: list.filter((v) => v.pageLoad).length,
				...(started.length ? { startedMs: figures(started) } : {}),
				...(ahead.length ? { aheadDone: { count: ahead.length, ...figures(ahead) } } : {}),
				referenceMs
			};
		};
		return Object.fromEntries(
			Object.entries(visits).map(([name, byTap]) => [
				name,
				Object.fromEntries(TAPS.map((tap) => [tap, summary(byTap[tap])]))
			])
		);
	}

	const networks = (process.env.BENCH_NETWORKS?.split(',') ?? Object.keys(NETWORKS)) as Network[];
	for (const network of networks)
		test(`first visit (${network}): New match tapped as soon as it shows, once the app has started, and later`, async ({
			browser
		}) => {
			test.setTimeout(FIRST_VISIT_RUNS * TAPS.length * Object.keys(firstVisitServers()).length * 60_000);
			results.firstVisits = { ...(results.firstVisits as object), [network]: await firstVisits(browser, network) };
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
				await page.goto('/', { waitUntil: 'commit' });
				await page.waitForFunction(() => performance.getEntriesByName('tk:started').length > 0, undefined, {
					timeout: 60_000
				});
				const link = page.getByTestId('new-match');
				await link.waitFor();
				await watchTap(page, '[data-testid="start-match"]');
				await link.tap();
				samples.push(await tapToShown(page));
			}
			results.repeatVisit = { ...figures(samples), referenceMs: await reference(page) };
		} finally {
			await context.close();
		}
	});

	/**
	 * The deferred start decided on the phone: first visits on the 150 ms network to home as built (the app
	 * started once the page is painted) and as SvelteKit would start it (at once, its modules
	 * preloaded from the HTML), both from the static variants server (bench/variants.mjs). For each:
	 * the largest paint, and the app started (`tk:started`: from then on a tap is the app's).
	 */
	test('deferred start: first visit on the 150 ms network, paint and app start, deferred and at once', async ({
		browser
	}) => {
		const base = process.env.BENCH_VARIANTS_URL;
		test.skip(!base, 'no variants server (run through npm run bench)');
		const decision: Record<string, unknown> = {};
		for (const variant of ['deferred', 'immediate'] as const) {
			const paint: number[] = [];
			const started: number[] = [];
			for (let i = 0; i < RUNS; i++) {
				const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
				try {
					const page = await phonePage(context, 'rtt150');
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

	test("sealing a save of a 200-round match shared live (AES-GCM, the app's sealer)", async ({ context }) => {
		const page = await context.newPage();
		await throttle(page);
		const referenceMs = await reference(page);
		results.sealSave = { ...figures(await sealSaves(page, RUNS * 2)), referenceMs };
	});
});
