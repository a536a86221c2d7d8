/**
 * Where the CPU of a 100-round match's open goes, by function: V8's sampling profile (0.1 ms) of
 * `BENCH_PROFILE_RUNS` opens (5 by default) of the seeded `bench-100` match against the build at
 * BENCH_URL, on the desktop (a page load, profiled from its document's first script to the frame
 * painted with the totals, `tk:opened`, exactly) and on the phone profile (CPU 4× slower: the match tapped in History,
 * profiled from just before the tap to the frame painted with its totals, `tk:shown`, exactly).
 * Prints and writes (bench/.out/profile-desktop.txt, profile-phone.txt) each function's own time
 * and its time with what it calls, per open. Read names from a build with `build.minify: false`.
 * With `BENCH_PROFILE_RAW` the profiles are also written whole (profile-desktop.json, profile-phone.json).
 * Skipped unless `BENCH_PROFILE` is set (so `npm run bench` does not run it). See
 * docs/performance.md, "Where a 100-round match's open goes".
 *
 *   BENCH_PROFILE=1 BENCH_URL=http://127.0.0.1:4491 \
 *     npx playwright test --config bench/playwright.config.ts bench/profile-open.pw.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { openTimes, seed, settleLibrary } from './measure';
import { tapToShown, watchTap } from './page-timing';

const OUT = new URL('./.out/', import.meta.url);
const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2.625 };
const TOTALS = '[data-testid="total-0"]';
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);

interface Node {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
	children?: number[];
	hitCount?: number;
}

/** Each function's own time and its time with its callees, per open, in ms (the largest). */
function summarize(profiles: { nodes: Node[]; samples: number[]; timeDeltas: number[] }[], label: string) {
	const self = new Map<string, number>();
	const total = new Map<string, number>();
	for (const p of profiles) {
		const byId = new Map(p.nodes.map((n) => [n.id, n]));
		const parent = new Map<number, number>();
		for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
		const key = (n: Node) =>
			`${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
		p.samples.forEach((id, i) => {
			const dt = (p.timeDeltas[i + 1] ?? 0) / 1000 / profiles.length;
			const n = byId.get(id)!;
			self.set(key(n), (self.get(key(n)) ?? 0) + dt);
			const seen = new Set<string>();
			for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
				const k = key(byId.get(cur)!);
				if (seen.has(k)) continue;
				seen.add(k);
				total.set(k, (total.get(k) ?? 0) + dt);
			}
		});
	}
	const top = (m: Map<string, number>, n: number) =>
		[...m]
			.sort((a, b) => b[1] - a[1])
			.slice(0, n)
			.map(([k, v]) => `  ${v.toFixed(1).padStart(7)}  ${k}`)
			.join('\n');
	const text = `== ${label}: self\n${top(self, 45)}\n== ${label}: total\n${top(total, 70)}\n`;
	console.log(text);
	writeFileSync(new URL(`profile-${label}.txt`, OUT), text);
	if (process.env.BENCH_PROFILE_RAW) writeFileSync(new URL(`profile-${label}.json`, OUT), JSON.stringify(profiles));
}

test.skip(!process.env.BENCH_PROFILE, 'no profile asked for (BENCH_PROFILE)');

/** The bench's seeded history in this page's origin, its summaries rebuilt. */
async function setup(page: Page) {
	const history = JSON.parse(readFileSync(new URL('history.json', OUT), 'utf8'));
	await seed(page, { players: history.players, matches: history.matches, rounds: history.rounds });
	await settleLibrary(page);
}

test('desktop open', async ({ browser }) => {
	test.setTimeout(0);
	const context = await browser.newContext({ serviceWorkers: 'block' });
	const page = await context.newPage();
	await setup(page);
	await openTimes(page, '/match/bench-100', TOTALS, 1);
	// Each load profiled from its document's first script to the painted frame (`tk:opened`)
	// exactly, so nothing after the paint (the round rows, the chart) counts.
	await page.addInitScript(() => {
		if (!sessionStorage.getItem('tk-bench-profile')) return;
		console.profile('open');
		const mark = performance.mark.bind(performance);
		performance.mark = (name: string, options?: PerformanceMarkOptions) => {
			if (name === 'tk:opened') console.profileEnd('open');
			return mark(name, options);
		};
	});
	await page.evaluate(() => sessionStorage.setItem('tk-bench-profile', '1'));
	const cdp = await context.newCDPSession(page);
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
	const profiles = [];
	const times: number[] = [];
	for (let i = 0; i < RUNS; i++) {
		const finished = new Promise<{ profile: unknown }>((r) => cdp.once('Profiler.consoleProfileFinished', r));
		times.push(...(await openTimes(page, '/match/bench-100', TOTALS, 1)));
		profiles.push((await finished).profile as { nodes: Node[]; samples: number[]; timeDeltas: number[] });
	}
	await page.evaluate(() => sessionStorage.removeItem('tk-bench-profile'));
	console.log('desktop times', times.map(Math.round));
	summarize(profiles, 'desktop');
});

test('phone tap', async ({ browser }) => {
	test.setTimeout(0);
	const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
	const page = await context.newPage();
	await setup(page);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
	const profiles = [];
	const times: number[] = [];
	for (let i = 0; i < RUNS + 1; i++) {
		await page.goto('/history');
		const card = page.locator('a[href$="/match/bench-100"]');
		await card.waitFor({ timeout: 60_000 });
		await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
		await watchTap(page, TOTALS);
		await cdp.send('Profiler.enable');
		await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
		const finished = new Promise<{ profile: unknown }>((r) => cdp.once('Profiler.consoleProfileFinished', r));
		await page.evaluate(() => {
			console.profile('open');
			const mark = performance.mark.bind(performance);
			performance.mark = (name: string, options?: PerformanceMarkOptions) => {
				if (name === 'tk:shown') console.profileEnd('open');
				return mark(name, options);
			};
		});
		await card.tap();
		times.push(await tapToShown(page));
		const profile = (await finished).profile as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
		if (i > 0) profiles.push(profile);
	}
	console.log('phone times', times.map(Math.round));
	summarize(profiles, 'phone');
});
