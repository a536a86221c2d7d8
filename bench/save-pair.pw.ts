/**
 * Two builds' saves paired in one run, on the phone profile (412×823, touch, CPU 4×): tap Save in
 * the 200-deal Coinche match and in a 200-round free-form match, from the tap (pointerdown) to the
 * new totals painted (`tk:totals-painted`), to the next form painted (`tk:form-painted`) and to the
 * round pending in its draft (`tk:save-pending`). Each server's page is seeded once; then blocks
 * of saves alternate between the servers (the order turning each block), with the in-browser
 * reference (bench/phone.pw.ts's sort) in each page after each block, so the machine's load falls
 * on both builds alike. Runs only when `BENCH_SAVE_SERVERS` names the servers (JSON, a name for
 * each address); `BENCH_SAVE_BLOCKS` (default 4) and `BENCH_SAVE_PER_BLOCK` (default 5) size it.
 * `BENCH_SAVE_GAMES=coinche` saves in one match only. `BENCH_SAVE_TRACE=name,…` also records a Chromium trace of every save on those servers
 * (bench/.out/save-<server>-<game>-<n>.trace.json: the main thread's tasks, layout, paint, script samples);
 * `BENCH_SAVE_INVALIDATIONS=1` adds Chromium's invalidation tracking to them (what dirtied style and layout, with the
 * script's stack), which slows the traced saves.
 * Writes bench/.out/save-pair.json.
 */
import { writeFileSync } from 'node:fs';
import { test, type CDPSession, type Page } from '@playwright/test';
import { enterDeal } from '../tests/e2e/coinche-deal';
import { median, percentile, round1, seed, settleLibrary, warmPageWorld } from './measure';
import { coinche200, COINCHE_PLAYERS, freeform200, TRUMPS } from './save-matches';
import { referenceSorts } from './page-timing';

const OUT = new URL('./.out/', import.meta.url);
const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2.625 };
const servers = JSON.parse(process.env.BENCH_SAVE_SERVERS ?? '{}') as Record<string, string>;
const BLOCKS = Number(process.env.BENCH_SAVE_BLOCKS ?? 4);
const PER_BLOCK = Number(process.env.BENCH_SAVE_PER_BLOCK ?? 5);
const TRACED = process.env.BENCH_SAVE_TRACE?.split(',') ?? [];
/** The matches saved in (`BENCH_SAVE_GAMES`, comma-separated: coinche, freeform). */
const GAMES = (process.env.BENCH_SAVE_GAMES?.split(',') ?? ['coinche', 'freeform']) as Game[];
const CATEGORIES = [
	'devtools.timeline',
	'disabled-by-default-devtools.timeline',
	'disabled-by-default-devtools.timeline.frame',
	'blink.user_timing',
	'v8.execute',
	'v8',
	'disabled-by-default-v8.cpu_profiler',
	'disabled-by-default-v8.gc',
	'toplevel',
	'IndexedDB',
	...(process.env.BENCH_SAVE_INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [])
];
const MARKS = ['tk:save-pending', 'tk:totals-painted', 'tk:form-painted'] as const;

/** The reference workload of bench/phone.pw.ts: the median of five sorts of 200,000 numbers. */
async function reference(page: Page): Promise<number> {
	return median(await referenceSorts(page));
}

/** Ends the trace under way and returns it (its JSON text). */
async function endTrace(cdp: CDPSession): Promise<string> {
	const complete = new Promise<string>((done) => cdp.once('Tracing.tracingComplete', (e) => done(e.stream!)));
	await cdp.send('Tracing.end');
	const stream = await complete;
	let text = '';
	for (;;) {
		const chunk = await cdp.send('IO.read', { handle: stream });
		text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
		if (chunk.eof) break;
	}
	await cdp.send('IO.close', { handle: stream });
	return text;
}

type Game = 'coinche' | 'freeform';
const MATCH: Record<Game, string> = { coinche: '/match/bench-coinche-200', freeform: '/match/bench-200' };

/** Enters save number `n` of `game` in the open match, as a person does. */
async function enter(page: Page, game: Game, n: number): Promise<void> {
	const editor = page.getByTestId('round-editor');
	if (game === 'coinche')
		return enterDeal(page, {
			taker: COINCHE_PLAYERS[n % 4]!,
			bid: 80 + 10 * (n % 5),
			trump: TRUMPS[n % 4]!,
			points: 90 + ((n * 7) % 60)
		});
	const seats = await editor.locator('input[id^="score-"]').count();
	for (let s = 0; s < seats; s++) await editor.locator(`#score-${s}`).fill(String((n * 7 + s * 3) % 25));
}

test('paired saves on the phone profile', async ({ browser }) => {
	test.skip(Object.keys(servers).length === 0, 'BENCH_SAVE_SERVERS names no server');
	test.setTimeout(3_600_000);
	const [c, f] = [await coinche200(), await freeform200()];
	const pages: Record<string, Page> = {};
	for (const [name, url] of Object.entries(servers)) {
		const context = await browser.newContext({ ...PHONE, baseURL: url, serviceWorkers: 'block' });
		const page = await context.newPage();
		await seed(page, {
			players: [...c.players, ...f.players],
			matches: [...c.matches, ...f.matches],
			rounds: [...c.rounds, ...f.rounds]
		});
		await settleLibrary(page);
		const cdp = await context.newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
		pages[name] = page;
	}
	const out: Record<string, Record<string, { saves: Record<string, number>[]; references: number[] }>> = {};
	const counts: Record<string, number> = {};
	for (const game of GAMES)
		for (let block = 0; block < BLOCKS; block++) {
			const names = Object.keys(servers);
			if (block % 2) names.reverse();
			for (const name of names) {
				const page = pages[name]!;
				await page.bringToFront();
				await page.goto(MATCH[game]);
				const editor = page.getByTestId('round-editor');
				await editor.waitFor({ timeout: 120_000 });
				await warmPageWorld(page);
				const entry = ((out[name] ??= {})[game] ??= { saves: [], references: [] });
				const cdp = TRACED.includes(name) ? await page.context().newCDPSession(page) : null;
				for (let i = 0; i < PER_BLOCK; i++) {
					const n = (counts[`${name}-${game}`] = (counts[`${name}-${game}`] ?? 0) + 1);
					await enter(page, game, n);
					await page.evaluate(() => {
						performance.clearMarks();
						addEventListener('pointerdown', () => performance.mark('tk:tap'), { capture: true, once: true });
					});
					if (cdp)
						await cdp.send('Tracing.start', {
							traceConfig: { includedCategories: CATEGORIES },
							transferMode: 'ReturnAsStream'
						});
					await editor.getByRole('button', { name: 'Save round' }).tap();
					await page.waitForFunction(
						() => ['tk:totals-painted', 'tk:form-painted'].every((m) => performance.getEntriesByName(m).length > 0),
						undefined,
						{ timeout: 60_000 }
					);
					if (cdp) writeFileSync(new URL(`save-${name}-${game}-${n}.trace.json`, OUT), await endTrace(cdp));
					entry.saves.push(
						await page.evaluate(
							(marks) => {
								const tap = performance.getEntriesByName('tk:tap')[0]!.startTime;
								return Object.fromEntries(
									marks.map((m) => [m, (performance.getEntriesByName(m)[0]?.startTime ?? NaN) - tap])
								);
							},
							MARKS as unknown as string[]
						)
					);
				}
				entry.references.push(await reference(page));
			}
		}
	const summary: Record<string, unknown> = {};
	for (const [name, games] of Object.entries(out))
		for (const [game, { saves, references }] of Object.entries(games)) {
			const of = (mark: string) => saves.map((s) => s[mark]!).filter((x) => Number.isFinite(x));
			summary[`${name} ${game}`] = {
				...Object.fromEntries(
					MARKS.map((m) => [m, { median: round1(median(of(m))), p95: round1(percentile(of(m), 0.95)) }])
				),
				reference: round1(median(references)),
				saves: saves.length
			};
		}
	writeFileSync(new URL('save-pair.json', OUT), JSON.stringify({ summary, out }, null, '\t'));
	console.log(JSON.stringify(summary, null, 1));
});
