// After a save the new totals paint first and the next round's form after them: the frame with
// the totals and the work it queued for after its paint (the benchmark's `tk:totals-painted`
// mark) come before the next form's render, whose cost on a phone (a Coinche form) must count
// neither against the totals nor in their mark. The saved round's row in the round table, with the
// table's own totals row, comes with the next form, in the frame after the totals (the standings
// above the form), for the same reason. Save saves from its click, the form never submitted: the
// browser then prepares no submission in the tap's task.
import { expect, test } from './fixtures';
import { coincheMatch, enterDeal, save } from './coinche-deal';
import { expectSaved, expectTotals, newMatch, watchProblems } from './helpers';

test('a Coinche save: the totals are marked painted while the saved form is still held, before the next form replaces it', async ({
	page
}) => {
	const problems = watchProblems(page);
	await coincheMatch(page);
	// At the totals' mark: is the saved form still held (hidden, not yet replaced by the next one),
	// hidden to a person and to a test's typing (a field in it not visible), with the Save button
	// where it was (its offset in the editor), do the standings show the deal, and is its row listed
	// yet (with the table's totals row)?
	type AtTotals = { held: boolean; fieldShown: boolean; saveAt: number; standing: string; total: string; row: boolean };
	await page.evaluate(() => {
		const w = window as unknown as { __atTotals?: AtTotals; __saveOffset?: () => number };
		const saveOffset = (w.__saveOffset = () => {
			const editor = document.querySelector('[data-testid="round-editor"]')!;
			const button = editor.querySelector('button[type="submit"]')!;
			return button.getBoundingClientRect().top - editor.getBoundingClientRect().top;
		});
		const mark = performance.mark.bind(performance);
		performance.mark = (name: string, options?: PerformanceMarkOptions) => {
			if (name === 'tk:totals-painted')
				w.__atTotals = {
					held: document.querySelector('[data-testid="round-editor"] .fields.held') !== null,
					fieldShown: document.querySelector('.fields button')!.checkVisibility({ visibilityProperty: true }),
					saveAt: saveOffset(),
					standing:
						document.querySelector('[data-testid="standing-0"] [data-testid="standing-total"]')?.textContent?.trim() ??
						'',
					total: document.querySelector('[data-testid="total-0"]')?.textContent?.trim() ?? '',
					row: document.querySelector('[data-testid="round-1"]') !== null
				};
			return mark(name, options);
		};
	});
	await enterDeal(page, { taker: 'Ana', bid: 80, trump: 'hearts', points: 100 });
	const saveAt = await page.evaluate(() => (window as unknown as { __saveOffset: () => number }).__saveOffset());
	await save(page);
	await page.waitForFunction(() => performance.getEntriesByName('tk:form-painted').length > 0);
	const atTotals = await page.evaluate(() => (window as unknown as { __atTotals?: AtTotals }).__atTotals);
	// The standings already count the deal; its row, and the table's totals row that counts it, come after them.
	expect(atTotals).toMatchObject({ held: true, fieldShown: false, saveAt, row: false, total: '0' });
	await expect(page.getByTestId('round-1')).toBeVisible();
	// The table's totals row (its figure, then the leader's star) and the standings now agree.
	const total = String(Number.parseInt((await page.getByTestId('total-0').textContent()) ?? '', 10));
	expect(total).not.toBe('0');
	await expect(page.getByTestId('standing-0').getByTestId('standing-total')).toHaveText(total);
	expect(atTotals?.standing).toBe(total);
	const [totals, form] = await page.evaluate(() =>
		['tk:totals-painted', 'tk:form-painted'].map((name) => performance.getEntriesByName(name)[0]!.startTime)
	);
	expect(totals).toBeLessThan(form!);
	await expect(page.getByTestId('round-editor').getByRole('heading', { name: 'Add round 2' })).toBeVisible();
	expect(problems).toEqual([]);
});

test('Save saves from its click, also from Enter in a field, and the form is never submitted (the browser prepares no submission)', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const editor = page.getByTestId('round-editor');
	await page.evaluate(() => {
		const w = window as unknown as { __submits: number };
		w.__submits = 0;
		addEventListener('submit', () => w.__submits++, { capture: true });
	});
	await editor.locator('#score-0').fill('5');
	await editor.locator('#score-1').fill('7');
	await editor.getByRole('button', { name: 'Save round' }).click();
	await expectSaved(page, 1);
	await editor.locator('#score-0').fill('1');
	await editor.locator('#score-1').fill('2');
	await editor.locator('#score-1').press('Enter');
	await expectSaved(page, 2);
	await expectTotals(page, [6, 9]);
	expect(await page.evaluate(() => (window as unknown as { __submits: number }).__submits)).toBe(0);
	expect(problems).toEqual([]);
});
