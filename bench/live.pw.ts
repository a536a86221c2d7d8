// Live sharing, save to paint across phones: two browser contexts on one match shared through the
// project's own server (scripts/serve.mjs: the app and /sync on one origin, on 127.0.0.1). A saves
// a deal; the time runs from A's `tk:save-start` mark to the first frame B paints with the new
// totals (both clocks are the browser's, read as timeOrigin + now). Writes bench/.out/live.json.
// BENCH_SKIP_LIVE=1 skips it.
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectTotals, freeformRound, newMatch } from '../tests/e2e/helpers';
import { startServe, stopServe } from '../tests/e2e/serve';
import { median, percentile, round1, RUNS } from './measure';

/** This bench's own port for the app and its sync server. */
const PORT = 4344;

test.skip(!!process.env.BENCH_SKIP_LIVE, 'BENCH_SKIP_LIVE');

test('live: a save on one phone to the totals painted on another', async ({ browser }) => {
	const folder = await mkdtemp(join(tmpdir(), 'tk-bench-live-'));
	const serve = await startServe(folder, PORT);
	try {
		// Named phones, as after Settings: Share live and Join do not stop to ask.
		const contexts = await Promise.all(
			[0, 1].map(() => browser.newContext({ baseURL: serve.origin, serviceWorkers: 'block' }))
		);
		await Promise.all(
			contexts.map((c, i) =>
				c.addInitScript(
					(name) => {
						localStorage.setItem('tk-live-phone', name);
						localStorage.setItem('tk-live-phone-asked', '1');
					},
					`Bench phone ${i + 1}`
				)
			)
		);
		const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
		await newMatch(a!, 'freeform', ['Ana', 'Ben']);
		await a!.getByTestId('live-share').click();
		const scorer = (await a!.getByTestId('live-scorer-code').innerText()).trim();
		await a!.getByTestId('live-back').click();
		await b!.goto('/join');
		await b!.getByTestId('live-code').fill(scorer);
		await b!.getByTestId('live-join-check').click();
		await b!.getByTestId('live-join-confirm').click({ timeout: 60_000 });
		await expect(b!).toHaveURL(/\/match\//);
		await expect(b!.getByTestId('live-status')).toHaveText(/2 phones/, { timeout: 60_000 });

		// B is the page in front: a page behind gets no animation frames, so it would never paint.
		await b!.bringToFront();
		const samples: number[] = [];
		let total = 0;
		for (let i = 0; i < RUNS + 1; i++) {
			const score = (i % 9) + 1;
			total += score;
			// B notes the first frame painted with the new total.
			await b!.evaluate((want) => {
				const w = window as unknown as { tkPainted?: number };
				delete w.tkPainted;
				const observer = new MutationObserver(() => {
					const text = document.querySelector('[data-testid="total-0"]')?.textContent ?? '';
					if (Number.parseInt(text.trim(), 10) !== want) return;
					observer.disconnect();
					requestAnimationFrame(() => setTimeout(() => (w.tkPainted = performance.timeOrigin + performance.now()), 0));
				});
				observer.observe(document.body, { childList: true, subtree: true, characterData: true });
			}, total);
			await a!.evaluate(() => performance.clearMarks());
			await freeformRound(a!, [score, 0]);
			await a!.waitForFunction(() => performance.getEntriesByName('tk:save-start').length > 0);
			const saved = await a!.evaluate(
				() => performance.timeOrigin + performance.getEntriesByName('tk:save-start')[0]!.startTime
			);
			await b!.waitForFunction(() => (window as unknown as { tkPainted?: number }).tkPainted !== undefined, null, {
				timeout: 60_000
			});
			const painted = await b!.evaluate(() => (window as unknown as { tkPainted: number }).tkPainted);
			// The first save warms the connection and the lazy chunks: not counted.
			if (i > 0) samples.push(painted - saved);
		}
		await expectTotals(b!, [total, 0]);
		mkdirSync('bench/.out', { recursive: true });
		writeFileSync(
			'bench/.out/live.json',
			`${JSON.stringify({ saves: samples.length, medianMs: round1(median(samples)), p95Ms: round1(percentile(samples, 0.95)), samples: samples.map(round1) }, null, '\t')}\n`
		);
		for (const c of contexts) await c.close();
	} finally {
		await stopServe(serve, 'SIGTERM');
		await rm(folder, { recursive: true, force: true });
	}
});
