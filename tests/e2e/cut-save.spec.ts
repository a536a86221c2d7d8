// A Save cut off by a page load: the round whose row painted is in an export made at once, in
// History's count, and never lost, though its own write never committed. The page is given a
// cut: its round write is held until the page goes away (as a kill would leave it), and the
// draft write that marks the round pending is held too for as long as the round shows on screen
// without it (a slow disk); an app that paints the row only once the pending mark is stored lets
// go of the draft at once. (A write held from a second tab would hold every write in Chromium,
// the draft's too: see docs/testing.md.)
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { expectTotals, freeformRound, newMatch, watchProblems } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const rows = 'tr[data-testid^="round-"]';

test.beforeEach(async ({ page }) => {
	await page.addInitScript((rowSelector) => {
		const w = window as unknown as { __cut: boolean };
		w.__cut = false;
		/** Keeps `store`'s transaction from committing while `held()` says so (an early `commit()` included). */
		const hold = (store: IDBObjectStore, held: () => boolean) => {
			const commit = store.transaction.commit.bind(store.transaction);
			store.transaction.commit = () => {
				if (!held()) commit();
			};
			const spin = () => {
				if (held()) store.count().onsuccess = spin;
			};
			spin();
		};
		for (const method of ['add', 'put'] as const) {
			const write = IDBObjectStore.prototype[method];
			IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
				const request = write.apply(this, args);
				if (!w.__cut) return request;
				if (this.name === 'rounds') hold(this, () => true);
				const record = args[0] as { value?: { pending?: unknown } } | null;
				if (this.name === 'drafts' && record?.value?.pending !== undefined) {
					// Held while a row painted without waiting for this write is on screen.
					// The number of the last row listed (a phone lists only the latest rounds).
					const last = () =>
						Number([...document.querySelectorAll(rowSelector)].at(-1)?.getAttribute('data-testid')?.slice(6) ?? 0);
					const before = last();
					let shownFirst = true;
					setTimeout(() => (shownFirst = last() > before), 0);
					hold(this, () => shownFirst);
				}
				return request;
			};
		}
	}, rows);
});

/** Types a free-form round, cuts its save, and waits until its row has painted. */
async function cutSave(page: Page, scores: number[], number: number): Promise<void> {
	const editor = page.getByTestId('round-editor');
	// The round before is written first (Save is enabled again): a cut made while its write is
	// under way would hold that write instead.
	await expect(editor.getByRole('button', { name: 'Save round' })).toBeEnabled();
	for (const [i, score] of scores.entries()) await editor.locator(`#score-${i}`).fill(String(score));
	await page.evaluate(() => ((window as unknown as { __cut: boolean }).__cut = true));
	await editor.getByRole('button', { name: 'Save round' }).tap();
	await expect(page.getByTestId(`round-${number}`)).toBeVisible();
	await page.waitForFunction(() => performance.getEntriesByName('tk:totals-painted').length > 0);
}

test('a round whose save a page load cut off is in an export made at once, and History counts it', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const matchUrl = page.url();
	await freeformRound(page, [1, 2]);
	await expect(page.locator(rows)).toHaveCount(1);

	await cutSave(page, [3, 4], 2);
	// The page goes away before the round is written, to a screen that is not the match's.
	await page.goto('/settings');
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-export').tap()]);
	const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
		rounds: { order: number; input: unknown }[];
	};
	expect(file.rounds.sort((a, b) => a.order - b.order).map((r) => r.input)).toEqual([
		{ scores: [1, 2] },
		{ scores: [3, 4] }
	]);

	await page.goto('/history');
	await expect(page.getByTestId('match-card').first()).toContainText(/\b2 rounds\b/);
	// Stored once: the match shows it with nothing left to complete.
	await page.goto(matchUrl);
	await expect(page.locator(rows)).toHaveCount(2);
	await expect(page.getByTestId('draft-notice')).toHaveCount(0);
	expect(problems).toEqual([]);
});

test('a round whose save a closed tab cut off is in an export made at once from another tab', async ({
	context,
	page
}) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await freeformRound(page, [1, 2]);
	await expect(page.locator(rows)).toHaveCount(1);

	await cutSave(page, [3, 4], 2);
	await page.close();
	const next = await context.newPage();
	const problems = watchProblems(next);
	await next.goto('/settings');
	const [download] = await Promise.all([next.waitForEvent('download'), next.getByTestId('backup-export').tap()]);
	const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
		rounds: { order: number; input: unknown }[];
	};
	expect(file.rounds.sort((a, b) => a.order - b.order).map((r) => r.input)).toEqual([
		{ scores: [1, 2] },
		{ scores: [3, 4] }
	]);
	expect(problems).toEqual([]);
});

/**
 * Saves cut by a page load in the loop below: 10 in `npm test`, 20 in `npm run test:soak`
 * (`CUT_SAVES`). Every save is the same moment (the page left as its row paints); the repeats
 * catch a race that only some timings hit (docs/testing.md, "What npm test keeps").
 */
const SAVES = Number(process.env.CUT_SAVES) > 0 ? Number(process.env.CUT_SAVES) : 10;

test(`leaving for History right after the row paints never loses the round (${SAVES} saves)`, async ({ page }) => {
	test.setTimeout(30_000 * SAVES);
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const matchUrl = page.url();
	await freeformRound(page, [1, 1]);
	await expect(page.locator(rows)).toHaveCount(1);

	const last = SAVES + 1;
	for (let number = 2; number <= last; number++) {
		await cutSave(page, [number, 1], number);
		// The load that cuts the save; back to the match by History's card, as a person goes
		// (the match's own page load after a cut is the first test's).
		await page.goto('/history');
		const card = page.getByTestId('match-card').first();
		await expect(card).toContainText(new RegExp(`\\b${number} rounds\\b`));
		await card.click();
		await expect(page).toHaveURL(matchUrl);
		await expect(page.getByTestId(`round-${number}`)).toBeVisible();
		await expect(page.getByTestId(`round-${number + 1}`)).toHaveCount(0);
	}
	// Each round stored once, as typed: 1 + 2 + … + last and last × 1.
	await expectTotals(page, [(last * (last + 1)) / 2, last]);
	await expect(page.getByTestId('draft-notice')).toHaveCount(0);
	expect(problems).toEqual([]);
});
