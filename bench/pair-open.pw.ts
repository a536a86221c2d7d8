/**
 * Pairs builds on the rows of issue 44 that open a screen: History and a 100-round match, on the
 * desktop (a page load, as bench/app.pw.ts times it) and on the phone profile (CPU 4× slower:
 * History opened, and a 100-round match tapped in History, as bench/phone.pw.ts times them).
 * Every build (`BENCH_PAIR`, JSON: a name for each address of a `vite preview`) gets the same
 * seeded history in a page of its own; then each row is timed build after build, one load each
 * in turn, `BENCH_PAIR_RUNS` times (20 by default), so the machine's load falls on every build
 * alike: on a busy machine, read the builds' medians against each other, not against the budgets.
 * `BENCH_PAIR_ROWS` (`desktop`, `phone`, or both, the default; `desktop-match` for the desktop's
 * 100-round match alone) picks the rows. Before and after each row the bench's in-browser reference
 * workload (bench/page-timing.ts, in a page slowed 4× as phone.pw.ts times it) is timed, so a
 * pair's figures can be read against the published reference. With
 * `BENCH_PAIR_TRACE=1` each load is also traced (Chromium's timeline) and the renderer's main-thread
 * CPU time until the paint is reported beside the wall time, by kind of work (bench/trace-work.ts):
 * CPU time moves far less with the machine's load than wall time does. Skipped unless
 * `BENCH_PAIR` is set (so `npm run bench` does not run it). With `BENCH_PAIR_IDLE=1` the tap in History
 * waits for History's whole list and an idle page first (as a person reads the list before tapping),
 * else it comes as soon as the card shows. Prints the medians and writes
 * bench/.out/pair-open.json. See docs/performance.md, "Long histories".
 *
 *   BENCH_PAIR='{"old":"http://127.0.0.1:4451","new":"http://127.0.0.1:4452"}' \
 *     npx playwright test --config bench/playwright.config.ts bench/pair-open.pw.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { test, type Browser, type Page } from '@playwright/test';
import { median, openTimes, percentile, round1, seed, settleLibrary } from './measure';
import { traced, type Work } from './trace-work';
import { referenceSorts, tapToShown, watchTap } from './page-timing';

const OUT = new URL('./.out/', import.meta.url);
const servers = JSON.parse(process.env.BENCH_PAIR ?? '{}') as Record<string, string>;
const RUNS = Number(process.env.BENCH_PAIR_RUNS ?? 20);
const ROWS = (process.env.BENCH_PAIR_ROWS ?? 'desktop,phone').split(',');
const TRACE = !!process.env.BENCH_PAIR_TRACE;
const IDLE = !!process.env.BENCH_PAIR_IDLE;
const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2.625 };
const CARD = '.card-list li';
const TOTALS = '[data-testid="total-0"]';

/** A page of its own for each build, its origin seeded and its summaries rebuilt (at full speed). */
async function seededPages(browser: Browser, phone: boolean): Promise<Record<string, Page>> {
	const history = JSON.parse(readFileSync(new URL('history.json', OUT), 'utf8'));
	const pages: Record<string, Page> = {};
	for (const [name, origin] of Object.entries(servers)) {
		const context = await browser.newContext({ ...(phone ? PHONE : {}), baseURL: origin, serviceWorkers: 'block' });
		const page = await context.newPage();
		await seed(page, { players: history.players, matches: history.matches, rounds: history.rounds });
		await settleLibrary(page);
		if (phone) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
		pages[name] = page;
	}
	return pages;
}

/**
 * Resolves once History's whole list is read and the page has been idle for a while (three idle
 * periods of 40 ms or more in a row, the network quiet): a person reads the list before tapping.
 */
async function idleHistory(page: Page): Promise<void> {
	await page.waitForFunction(() => /\d/.test(document.querySelector('p[aria-live="polite"]')?.textContent ?? ''));
	await page.waitForLoadState('networkidle');
	await page.evaluate(
		() =>
			new Promise<void>((done) => {
				let calm = 0;
				const next = () =>
					requestIdleCallback((deadline) => {
						calm = deadline.timeRemaining() >= 40 ? calm + 1 : 0;
						if (calm >= 3) done();
						else next();
					});
				next();
			})
	);
}

/** From a tap on the 100-round match's card in History to the first frame painted with its totals (as phone.pw.ts; with `BENCH_PAIR_IDLE=1`, tapped once History is idle). */
async function tapMatchInHistory(page: Page): Promise<number> {
	await page.goto('/history');
	const card = page.locator('a[href$="/match/bench-100"]');
	await card.waitFor({ timeout: 60_000 });
	if (IDLE) await idleHistory(page);
	await watchTap(page, TOTALS);
	await card.tap();
	return tapToShown(page);
}

/** A row: one timed load in `page`, and the marks its traced work runs between (from the trace's start when no `from`). */
interface Row {
	run: (page: Page) => Promise<number>;
	to: string;
	from?: string;
}
const opening = (path: string, selector: string): Row => ({
	run: async (page) => (await openTimes(page, path, selector, 1))[0]!,
	to: 'tk:opened'
});

interface Samples {
	wall: number[];
	work: Work[];
}

/** `RUNS` samples of `row` for every build, one build after the other in each turn. */
async function interleaved(browser: Browser, pages: Record<string, Page>, row: Row): Promise<Record<string, Samples>> {
	const samples: Record<string, Samples> = Object.fromEntries(
		Object.keys(pages).map((name) => [name, { wall: [], work: [] }])
	);
	// One unmeasured turn: the first load of a route in a page fetches its code.
	for (const page of Object.values(pages)) await row.run(page);
	for (let i = 0; i < RUNS; i++)
		for (const [name, page] of Object.entries(pages)) {
			if (!TRACE) {
				samples[name]!.wall.push(await row.run(page));
				continue;
			}
			const { value, work } = await traced(browser, page, row.to, () => row.run(page), row.from);
			samples[name]!.wall.push(value);
			samples[name]!.work.push(work);
		}
	return samples;
}

const results: Record<string, unknown> = { servers, runs: RUNS, load: { before: loadavg() } };

/** The median of each kind of work over the samples. */
function medianWork(works: Work[]): Work {
	const kinds = new Set(works.flatMap((w) => Object.keys(w)));
	return Object.fromEntries([...kinds].map((kind) => [kind, round1(median(works.map((w) => w[kind] ?? 0)))]));
}

/** The reference workload's median in a fresh page slowed 4× (as bench/phone.pw.ts times it). */
async function referenceMs(browser: Browser): Promise<number> {
	const context = await browser.newContext(PHONE);
	try {
		const page = await context.newPage();
		await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
		return round1(median(await referenceSorts(page)));
	} finally {
		await context.close();
	}
}

/** Times `row` build after build, the reference workload timed before and after, and reports it. */
async function pairRow(browser: Browser, pages: Record<string, Page>, name: string, row: Row) {
	const before = await referenceMs(browser);
	const samples = await interleaved(browser, pages, row);
	report(name, samples, [before, await referenceMs(browser)]);
}

function report(row: string, samples: Record<string, Samples>, reference: number[]) {
	const figures = Object.fromEntries(
		Object.entries(samples).map(([name, s]) => [
			name,
			{
				medianMs: round1(median(s.wall)),
				p95Ms: round1(percentile(s.wall, 0.95)),
				samples: s.wall.map(round1),
				...(s.work.length ? { work: medianWork(s.work), workSamples: s.work } : {})
			}
		])
	);
	results[row] = { ...figures, referenceMs: reference };
	const first = Object.values(figures)[0]!;
	console.log(`${row}  [load ${loadavg()[0]!.toFixed(1)}, reference ${reference.join(' and ')} ms]`);
	for (const [name, f] of Object.entries(figures)) {
		const work = f.work
			? `  main-thread CPU ${Object.entries(f.work)
					.map(([kind, ms]) => `${kind} ${ms}`)
					.join(', ')}`
			: '';
		console.log(`  ${name}: ${f.medianMs} ms (p95 ${f.p95Ms})${work}${ratio(first, f)}`);
	}
}

/** A build's medians as a multiple of the first build's (wall time, and main-thread CPU when traced). */
function ratio(first: { medianMs: number; work?: Work }, f: { medianMs: number; work?: Work }): string {
	if (first === f) return '';
	const cpu = f.work && first.work ? `, CPU ${(f.work.total! / first.work.total!).toFixed(2)}×` : '';
	return `  [wall ${(f.medianMs / first.medianMs).toFixed(2)}×${cpu}]`;
}

test.skip(Object.keys(servers).length === 0, 'no builds to pair (BENCH_PAIR)');

test.afterAll(() => {
	results.load = { ...(results.load as object), after: loadavg() };
	writeFileSync(new URL('pair-open.json', OUT), JSON.stringify(results, null, '\t'));
});

test('desktop: open History, open a 100-round match', async ({ browser }) => {
	test.setTimeout(0);
	const desktop = ROWS.includes('desktop');
	test.skip(!desktop && !ROWS.includes('desktop-match'), 'BENCH_PAIR_ROWS leaves it out');
	const pages = await seededPages(browser, false);
	if (desktop) await pairRow(browser, pages, 'desktop open History', opening('/history', CARD));
	await pairRow(browser, pages, 'desktop open a 100-round match', opening('/match/bench-100', TOTALS));
	for (const page of Object.values(pages)) await page.context().close();
});

test('phone: open History, a 100-round match tapped in History', async ({ browser }) => {
	test.setTimeout(0);
	test.skip(!ROWS.includes('phone'), 'BENCH_PAIR_ROWS leaves it out');
	const pages = await seededPages(browser, true);
	await pairRow(browser, pages, 'phone open History', opening('/history', CARD));
	await pairRow(browser, pages, 'phone tap a 100-round match in History', {
		run: tapMatchInHistory,
		to: 'tk:shown',
		from: 'tk:tap'
	});
	for (const page of Object.values(pages)) await page.context().close();
});
