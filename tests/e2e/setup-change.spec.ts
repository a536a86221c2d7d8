// A house rule changed in the middle of a Coosner match, at a phone's size with touch: before it
// is saved the setup editor says which rounds change and how, nothing is written until the change
// is confirmed, Undo takes it back with the scores, and the match keeps a record of the change.
import { expect, test, type Page } from './fixtures';
import { expectTotals, newMatch, tapCard, watchProblems } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const pack = (page: Page, label: string) =>
	page.locator('.pack').filter({ has: page.getByRole('group', { name: label }) });

/** Ana's Coosner (2♣ 6♥ 9♦ with 1, 2, 3 puppies: 18 + 5) and Ben's nine (three spades for 2♠ 3♠ 4♠). */
async function coosnerRound(page: Page): Promise<void> {
	for (const card of ['2 of clubs', '6 of hearts', '9 of diamonds']) await tapCard(pack(page, 'Advisors of Ana'), card);
	await page.getByLabel('Ana: clubs puppies').fill('1');
	await page.getByLabel('Ana: hearts puppies').fill('2');
	await page.getByLabel('Ana: diamonds puppies').fill('3');
	for (const card of ['2 of spades', '3 of spades', '4 of spades']) await tapCard(pack(page, 'Advisors of Ben'), card);
	await page.getByLabel('Ben: spades puppies').fill('3');
	await page.getByTestId('round-editor').getByRole('button', { name: 'Save round' }).click();
	await expectTotals(page, [23, 9]);
}

test('a Coosner bonus changed from 5 to 7 is reviewed, confirmed, undone, and recorded', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'coosner', ['Ana', 'Ben']);
	await coosnerRound(page);

	await page.getByRole('button', { name: 'Edit setup' }).tap();
	await page.getByLabel('Coosner bonus').selectOption({ label: '7 points' });
	await page.getByRole('button', { name: 'Save setup' }).tap();
	const review = page.getByTestId('setup-review');
	await expect(review).toContainText('Round 1: Ana 23 → 25');
	await expect(review).toContainText('Totals: Ana 23 → 25, Ben 9 → 9');
	// Nothing is written before the change is confirmed.
	await expectTotals(page, [23, 9]);
	await review.getByRole('button', { name: 'Save this change' }).tap();
	await expect(review).toHaveCount(0);
	await expectTotals(page, [25, 9]);

	const undo = page.getByTestId('undo');
	await expect(undo).toHaveText('Undo: setup change');
	await undo.tap();
	await expectTotals(page, [23, 9]);
	await expect(page.getByTestId('redo')).toHaveText('Redo: setup change');
	await page.getByTestId('house-rules').getByText('House rules of this match').tap();
	await expect(page.getByTestId('house-rules')).toContainText(/Coosner bonus:\s*5 points/);

	const changes = page.getByTestId('setup-changes');
	await changes.getByText('Setup changes (2)').tap();
	const entries = changes.locator(':scope > ol > li');
	await expect(entries.nth(0)).toContainText('Coosner bonus: 5 points → 7 points');
	await expect(entries.nth(1)).toContainText('(Undo)');
	await expect(entries.nth(1)).toContainText('Coosner bonus: 7 points → 5 points');
	// Recorded on the match, not in this page: still there after a reload.
	await page.reload();
	await expectTotals(page, [23, 9]);
	await expect(page.getByTestId('setup-changes').getByText('Setup changes (2)')).toBeVisible();
	expect(problems).toEqual([]);
});

test('French: the review names the round and the totals, and Undo says what it takes back', async ({ page }) => {
	await newMatch(page, 'coosner', ['Ana', 'Ben']);
	await coosnerRound(page);
	await page.evaluate(() => localStorage.setItem('PARAGLIDE_LOCALE', 'fr'));
	await page.reload();
	await expectTotals(page, [23, 9]);

	await page.getByRole('button', { name: 'Modifier la configuration' }).tap();
	await page.getByLabel('Prime de Coosner').selectOption({ label: '7 points' });
	await page.getByRole('button', { name: 'Enregistrer la configuration' }).tap();
	const review = page.getByTestId('setup-review');
	await expect(review).toContainText('Ce que fait cette modification');
	await expect(review).toContainText('Manche 1\u202f: Ana 23 → 25');
	await expect(review).toContainText('Totaux\u202f: Ana 23 → 25, Ben 9 → 9');
	// The longer French review fits a 360 px phone: no sideways scroll.
	await page.setViewportSize({ width: 360, height: 800 });
	await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	await review.getByRole('button', { name: 'Revenir à la configuration' }).tap();
	await expect(review).toHaveCount(0);
	// Back where the person was: on the form's Save, nothing saved.
	await expect(page.getByRole('button', { name: 'Enregistrer la configuration' })).toBeFocused();
	await expectTotals(page, [23, 9]);
	await page.getByRole('button', { name: 'Enregistrer la configuration' }).tap();
	await page.getByRole('button', { name: 'Enregistrer cette modification' }).tap();
	await expectTotals(page, [25, 9]);
	await expect(page.getByTestId('undo')).toHaveText('Annuler\u202f: modification de la configuration');
});
