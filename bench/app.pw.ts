/**
 * The benchmark's browser half: what the first load of "/" fetches (raw and gzip bytes by type),
 * and, with the seeded history (bench/.out/history.json) written into IndexedDB as schema v1 rows,
 * the time to open /history, a player's statistics and a 100-round match, and from "save round"
 * to the next round's form painted, to the round pending in its draft and to the new totals
 * painted in a 200-round match (the app's marks, see measure.ts), medians of 20; then a 100,000-round free-form match: open (median of 5) and save to
 * paint (median of 10). Writes bench/.out/browser.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { V1Rows } from '../tests/v1-database';
import { median, openTimes, round1, RUNS, saveMedians, saveToPaint, seed, settleLibrary } from './measure';

const OUT = new URL('./.out/', import.meta.url);
const results: Record<string, unknown> = {};

test.afterAll(() => {
	writeFileSync(new URL('browser.json', OUT), JSON.stringify(results, null, '\t'));
});

test('first load of / : bytes by type', async ({ page }) => {
	// What the first screen needs, told from what home fetches ahead once idle (the next screens'
	// code, from the `tk:preload-idle` mark on): the budget is the first; the second is reported.
	const fetched: { url: string; type: string; raw: number; gzip: number; at: number }[] = [];
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
					gzip: gzipSync(body, { level: 9 }).length,
					at: response.request().timing().startTime
				});
			})()
		);
	});
	await page.goto('/', { waitUntil: 'networkidle' });
	await Promise.all(pending);
	const preloadAt = await page.evaluate(() => {
		const mark = performance.getEntriesByName('tk:preload-idle')[0];
		return mark ? performance.timeOrigin + mark.startTime : Infinity;
	});
	const sum = (files: typeof fetched) => {
		const byType: Record<string, { raw: number; gzip: number; files: number }> = {};
		for (const f of files) {
			const t = (byType[f.type] ??= { raw: 0, gzip: 0, files: 0 });
			t.raw += f.raw;
			t.gzip += f.gzip;
			t.files++;
		}
		return byType;
	};
	const isAhead = (f: (typeof fetched)[number]) => f.at >= preloadAt && (f.type === 'js' || f.type === 'css');
	const first = fetched.filter((f) => !isAhead(f));
	const ahead = fetched.filter(isAhead);
	results.firstLoad = {
		byType: sum(first),
		files: first.sort((a, b) => b.gzip - a.gzip),
		preloadedWhenIdle: { byType: sum(ahead), files: ahead.sort((a, b) => b.gzip - a.gzip) }
	};
});

test('seeded history: open history, statistics, a 100-round match, save to paint in a 200-round match', async ({
	page
}) => {
	const history = JSON.parse(readFileSync(new URL('history.json', OUT), 'utf8'));
	await seed(page, { players: history.players, matches: history.matches, rounds: history.rounds });
	// Once: History upgrades the v1 rows and rebuilds every summary; the screens are measured after.
	const rebuildMs = await settleLibrary(page);

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
		rebuildSummariesMs: round1(rebuildMs),
		openHistoryMs: round1(median(historyTimes)),
		openStatsMs: round1(median(statsTimes)),
		open100RoundMatchMs: round1(median(match100)),
		...saveFigures(savePaint),
		samples: {
			openHistory: historyTimes.map(round1),
			openStats: statsTimes.map(round1),
			open100: match100.map(round1),
			saveToPaint: savePaint.map((s) => round1(s.totals))
		}
	};
});

/** A save's medians as results.json names them: to the next form, to pending in its draft, to the new totals. */
function saveFigures(samples: Awaited<ReturnType<typeof saveToPaint>>) {
	const m = saveMedians(samples);
	return { saveToFormMs: m.form, savePendingMs: m.pending, saveToPaintMs: m.totals };
}

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
		...saveFigures(savePaint),
		samples: { open: open.map(round1), saveToPaint: savePaint.map((s) => round1(s.totals)) }
	};
});
