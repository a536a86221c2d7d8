/**
 * The benchmark's browser half: what the first load of "/" fetches (raw and gzip bytes by type),
 * and, with the seeded history (bench/.out/history.json) written into IndexedDB as schema v1 rows,
 * the time to open /history, to open a 100-round match, and from "save round" to the new totals
 * painted in a 200-round match (the app's `tk:save-start` / `tk:totals-painted` marks). Medians
 * of 20; writes bench/.out/browser.json.
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
	await page.goto('/settings');
	await writeV1Database(page, history);
}

/** Milliseconds from navigation start until `selector` is visible, over RUNS loads of `path`. */
async function openTimes(page: Page, path: string, selector: string): Promise<number[]> {
	const times: number[] = [];
	for (let i = 0; i < RUNS; i++) {
		await page.goto(path, { waitUntil: 'commit' });
		await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
		times.push(await page.evaluate(() => performance.now()));
	}
	return times;
}

test('seeded history: open history, open a 100-round match, save to paint in a 200-round match', async ({ page }) => {
	const history = JSON.parse(readFileSync(new URL('history.json', OUT), 'utf8'));
	await seed(page, { players: history.players, matches: history.matches, rounds: history.rounds });

	const historyTimes = await openTimes(page, '/history', '.card-list li');
	const match100 = await openTimes(page, '/match/bench-100', '[data-testid="total-0"]');
	expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);

	await page.goto('/match/bench-200');
	const editor = page.getByTestId('round-editor');
	await editor.waitFor();
	const seats = await editor.locator('input[id^="score-"]').count();
	const savePaint: number[] = [];
	for (let i = 0; i < RUNS; i++) {
		await editor.locator('#score-0').waitFor();
		for (let s = 0; s < seats; s++) await editor.locator(`#score-${s}`).fill(String((i * 7 + s * 3) % 25));
		await page.evaluate(() => performance.clearMarks());
		await editor.getByRole('button', { name: /Save|Enregistrer/ }).click();
		await page.waitForFunction(() => performance.getEntriesByName('tk:totals-painted').length > 0);
		savePaint.push(
			await page.evaluate(() => performance.measure('tk:save-to-paint', 'tk:save-start', 'tk:totals-painted').duration)
		);
	}

	results.history = {
		matches: history.matches.length,
		rounds: history.rounds.length,
		perGame: history.perGame,
		openHistoryMs: round1(median(historyTimes)),
		open100RoundMatchMs: round1(median(match100)),
		saveToPaintMs: round1(median(savePaint)),
		samples: {
			openHistory: historyTimes.map(round1),
			open100: match100.map(round1),
			saveToPaint: savePaint.map(round1)
		}
	};
});
