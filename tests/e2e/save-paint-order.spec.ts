// After a save the new totals paint first and the next round's form after them: the frame with
// the totals and the work it queued for after its paint (the benchmark's `tk:totals-painted`
// mark) come before the next form's render, whose cost on a phone (a Coinche form) must count
// neither against the totals nor in their mark.
import { expect, test } from '@playwright/test';
import { coincheMatch, enterDeal, save } from './coinche-deal';
import { watchProblems } from './helpers';

test('a Coinche save: the totals are marked painted while the saved form is still held, before the next form replaces it', async ({
	page
}) => {
	const problems = watchProblems(page);
	await coincheMatch(page);
	// At the totals' mark: is the saved form still held (hidden, not yet replaced by the next one)?
	await page.evaluate(() => {
		const w = window as unknown as { __heldAtTotals?: boolean };
		const mark = performance.mark.bind(performance);
		performance.mark = (name: string, options?: PerformanceMarkOptions) => {
			if (name === 'tk:totals-painted')
				w.__heldAtTotals = document.querySelector('[data-testid="round-editor"] .fields.held') !== null;
			return mark(name, options);
		};
	});
	await enterDeal(page, { taker: 'Ana', bid: 80, trump: 'hearts', points: 100 });
	await save(page);
	await page.waitForFunction(() => performance.getEntriesByName('tk:form-painted').length > 0);
	expect(await page.evaluate(() => (window as unknown as { __heldAtTotals?: boolean }).__heldAtTotals)).toBe(true);
	const [totals, form] = await page.evaluate(() =>
		['tk:totals-painted', 'tk:form-painted'].map((name) => performance.getEntriesByName(name)[0]!.startTime)
	);
	expect(totals).toBeLessThan(form!);
	await expect(page.getByTestId('round-editor').getByRole('heading', { name: 'Add round 2' })).toBeVisible();
	expect(problems).toEqual([]);
});
