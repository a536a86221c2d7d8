// Opening a long match paints its first screen first: the round rows, below the first screen,
// come in the frame after, in the place an empty row held for them (the totals do not move).
import { expect, test, type Page } from '@playwright/test';
import { backupOf, importBackup, watchProblems, type SeedMatch } from './helpers';

const AT = Date.UTC(2026, 10, 27, 19);
const ROUNDS = 40;
const match: SeedMatch = {
	gameId: 'freeform',
	players: ['Ana', 'Ben', 'Chloé'],
	config: {},
	createdAt: AT,
	rounds: Array.from({ length: ROUNDS }, (_, k) => ({
		input: { scores: [k % 7, (k * 3) % 11, 5] },
		at: AT + (k + 1) * 60_000
	}))
};

/** Watches, from the page's start, the DOM in which the totals row first appears and where it then stood in its table. */
async function watchFirstTotals(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const observer = new MutationObserver(() => {
			const total = document.querySelector('[data-testid="total-0"]');
			if (!total) return;
			observer.disconnect();
			(window as unknown as { firstTotals: unknown }).firstTotals = {
				rows: document.querySelectorAll('tr[data-testid^="round-"]').length,
				held: document.querySelectorAll('tbody tr.held').length,
				top: total.getBoundingClientRect().top - total.closest('table')!.getBoundingClientRect().top
			};
		});
		observer.observe(document, { childList: true, subtree: true });
	});
}

for (const viewport of [
	{ width: 360, height: 740 },
	{ width: 1280, height: 720 }
])
	test(`a long match opens without its round rows, which follow in their held place (${viewport.width} px)`, async ({
		page
	}) => {
		const problems = watchProblems(page);
		await page.setViewportSize(viewport);
		const {
			text,
			ids: [id]
		} = backupOf([match]);
		await importBackup(page, text);
		await watchFirstTotals(page);
		await page.goto(`/match/${id}`);

		const listed = viewport.width < 640 ? 10 : 30;
		await expect(page.locator('tr[data-testid^="round-"]')).toHaveCount(listed);
		await expect(page.getByTestId(`round-${ROUNDS}`)).toBeVisible();
		await expect(page.getByTestId('show-all-rounds')).toBeVisible();
		await expect(page.locator('tbody tr.held')).toHaveCount(0);
		const first = await page.evaluate(
			() => (window as unknown as { firstTotals: { rows: number; held: number; top: number } }).firstTotals
		);
		expect(first.rows, 'no round row in the first frame').toBe(0);
		expect(first.held, 'one row holds their place').toBe(1);
		const top = await page
			.getByTestId('total-0')
			.evaluate((total) => total.getBoundingClientRect().top - total.closest('table')!.getBoundingClientRect().top);
		const rowHeight = await page.getByTestId(`round-${ROUNDS}`).evaluate((row) => row.getBoundingClientRect().height);
		expect(Math.abs(top - first.top), 'the totals row stays where it was painted in its table').toBeLessThan(rowHeight);
		expect(problems).toEqual([]);
	});
