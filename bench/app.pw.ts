/**
 * The benchmark's browser half: what the first load of "/" fetches (raw and gzip bytes by type),
 * and, with the seeded history (bench/.out/history.json) written into IndexedDB as schema v1 rows,
 * the time to open /history, a player's statistics and a 100-round match, and from "save round"
 * to the new totals painted in a 200-round match (the app's `tk:save-start` / `tk:totals-painted`
 * marks), medians of 20; then a 100,000-round free-form match: open (median of 5) and save to
 * paint (median of 10). Writes bench/.out/browser.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { writeV1Database, type V1Rows } from '../tests/v1-database';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const OUT = new URL('./.out/', import.meta.url);
const RUNS = 20;
const results: Record<string, unknown> = {};

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

test.afterAll(() => {
	writeFileSync(new URL('browser.json', OUT), JSON.stringify(results, null, '\t'));
});

test('first load of / : bytes by type', async ({ page }) => {
	const fetched: { url: string; type: string; raw: number; gzip: number }[] = [];
	const pending: Promise<void>[] = [];
	page.on('response', (response) => {
		pending.push(
			(async () => {
				const body = await response.body().catch(() => null);
				if (!body) return;
				const type = response.request().resourceType();
				const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : 'other';
				fetched.push({
					url: new URL(response.url()).pathname,
					type: kind,
					raw: body.length,
					gzip: gzipSync(body, { level: 9 }).length
				});
			})()
		);
	});
	await page.goto('/', { waitUntil: 'networkidle' });
	await Promise.all(pending);
	const byType: Record<string, { raw: number; gzip: number; files: number }> = {};
	for (const f of fetched) {
		const t = (byType[f.type] ??= { raw: 0, gzip: 0, files: 0 });
		t.raw += f.raw;
		t.gzip += f.gzip;
		t.files++;
	}
	results.firstLoad = { byType, files: fetched.sort((a, b) => b.gzip - a.gzip) };
});

/** Writes the history rows with raw IndexedDB, as schema v1. */
async function seed(page: Page, history: V1Rows): Promise<void> {
	// A static file of the origin: the app does not run, so the database is created at v1 here
	// and upgraded by the app when it first opens it, as on a device that had v1.
	await page.goto('/robots.txt');
	await writeV1Database(page, history);
}

/**
 * Installs, once per page, a watcher of the first frame painted with the element named in
 * sessionStorage `tk-bench-watch` visible: a MutationObserver sees it as soon as it is in the
 * document, and the task queued from that frame's requestAnimationFrame runs once the frame is
 * painted; its time is the `tk:opened` mark. (Reading the clock when Playwright's own wait
 * returns would add its polling back-off, up to 100 ms after the first 170 ms and 500 ms after
 * that, to every figure.)
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
			requestAnimationFrame(() => setTimeout(() => performance.mark('tk:opened'), 0));
		});
		observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
	});
}

/** Milliseconds from navigation start until the first frame painted with `selector` visible, over `runs` loads of `path`. */
async function openTimes(page: Page, path: string, selector: string, runs = RUNS): Promise<number[]> {
	await watchPaint(page);
	await page.evaluate((s) => sessionStorage.setItem('tk-bench-watch', s), selector);
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		await page.goto(path, { waitUntil: 'commit' });
		await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
		await page.waitForFunction(() => performance.getEntriesByName('tk:opened').length > 0);
		times.push(await page.evaluate(() => performance.getEntriesByName('tk:opened')[0]!.startTime));
	}
	await page.evaluate(() => sessionStorage.removeItem('tk-bench-watch'));
	return times;
}

/** Milliseconds from "save round" to the new totals painted, over `runs` saves in the open match. */
async function saveToPaint(page: Page, runs: number): Promise<number[]> {
	const editor = page.getByTestId('round-editor');
	await editor.waitFor({ timeout: 120_000 });
	const seats = await editor.locator('input[id^="score-"]').count();
	const samples: number[] = [];
	for (let i = 0; i < runs; i++) {
		await editor.locator('#score-0').waitFor();
		for (let s = 0; s < seats; s++) await editor.locator(`#score-${s}`).fill(String((i * 7 + s * 3) % 25));
		await page.evaluate(() => performance.clearMarks());
		await editor.getByRole('button', { name: /Save|Enregistrer/ }).click();
		await page.waitForFunction(() => performance.getEntriesByName('tk:totals-painted').length > 0);
		samples.push(
			await page.evaluate(() => performance.measure('tk:save-to-paint', 'tk:save-start', 'tk:totals-painted').duration)
		);
	}
	return samples;
}

test('seeded history: open history, statistics, a 100-round match, save to paint in a 200-round match', async ({
	page
}) => {
	const history = JSON.parse(readFileSync(new URL('history.json', OUT), 'utf8'));
	await seed(page, { players: history.players, matches: history.matches, rounds: history.rounds });

	const historyTimes = await openTimes(page, '/history', '.card-list li');
	const statsTimes = await openTimes(page, '/players/bench-p0', 'main table');
	const match100 = await openTimes(page, '/match/bench-100', '[data-testid="total-0"]');
	expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);

	await page.goto('/match/bench-200');
	const savePaint = await saveToPaint(page, RUNS);

	results.history = {
		matches: history.matches.length,
		rounds: history.rounds.length,
		perGame: history.perGame,
		openHistoryMs: round1(median(historyTimes)),
		openStatsMs: round1(median(statsTimes)),
		open100RoundMatchMs: round1(median(match100)),
		saveToPaintMs: round1(median(savePaint)),
		samples: {
			openHistory: historyTimes.map(round1),
			openStats: statsTimes.map(round1),
			open100: match100.map(round1),
			saveToPaint: savePaint.map(round1)
		}
	};
});

const HUGE_ROUNDS = 100_000;
const HUGE_RUNS = 5;

test('a 100,000-round match: open it, save a round to paint', async ({ page }) => {
	const at = Date.UTC(2026, 0, 1);
	const seats = [{ playerId: 'huge-a' }, { playerId: 'huge-b' }];
	const rows: V1Rows = {
		players: ['huge-a', 'huge-b'].map((id, i) => ({ id, name: `Long ${i + 1}`, createdAt: at, updatedAt: at })),
		matches: [
			{
				id: 'bench-100k',
				gameId: 'freeform',
				status: 'active',
				createdAt: at,
				updatedAt: at + HUGE_ROUNDS,
				seats,
				playerIds: seats.map((s) => s.playerId),
				config: {},
				firstDealer: 0
			}
		],
		rounds: Array.from({ length: HUGE_ROUNDS }, (_, i) => ({
			id: `huge-r${i + 1}`,
			matchId: 'bench-100k',
			order: i + 1,
			input: { scores: [(i * 7) % 13, (i * 5) % 11] },
			createdAt: at + i,
			updatedAt: at + i
		}))
	};
	await seed(page, rows);
	const open = await openTimes(page, '/match/bench-100k', '[data-testid="total-0"]', HUGE_RUNS);
	await page.goto('/match/bench-100k');
	const savePaint = await saveToPaint(page, HUGE_RUNS * 2);
	results.huge = {
		rounds: HUGE_ROUNDS,
		openMs: round1(median(open)),
		saveToPaintMs: round1(median(savePaint)),
		samples: { open: open.map(round1), saveToPaint: savePaint.map(round1) }
	};
});
