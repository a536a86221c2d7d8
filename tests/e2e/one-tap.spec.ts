// Taps that must not score the wrong thing, on a 360 px phone with touch: a capot bid is scored
// only once the scorekeeper says whether it was made or missed (no card-points keypad for it), and
// "All passed" never replaces an entered or saved deal in one tap: Save confirms it.
import { expect, test, type Page } from './fixtures';
import { choose, coincheMatch, editor } from './coinche-deal';
import { expectTotals, holdRoundWrites, newMatch, releaseRoundWrites, watchProblems } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** Enters a deal: Ana takes at 80 in spades and her team makes 110 card points (190 to 50). */
async function enterMadeEighty(page: Page): Promise<void> {
	await choose(page, 'Who took?', 'Ana');
	await choose(page, 'Bid', '80');
	await choose(page, 'Trump', 'spades');
	await editor(page).locator('#coinche-points').fill('110');
}

test('a capot bid is made or missed by an explicit choice before Save, with no card-points keypad', async ({
	page
}) => {
	const problems = watchProblems(page);
	await coincheMatch(page);
	await choose(page, 'Who took?', 'Ana');
	await choose(page, 'Bid', 'Capot');
	// Chosen (bold, ticked) in its row of five bids, "Capot" stays one word on one line at 360 px.
	const capotLines = await editor(page)
		.getByRole('group', { name: 'Bid' })
		.locator('label.checked .label')
		.evaluate((el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight));
	expect(capotLines, '"Capot" broken over two lines').toBeLessThan(1.5);
	await choose(page, 'Trump', 'spades');
	// Nothing is previewed as missed, and there are no card points to type for a capot bid.
	await expect(page.getByTestId('coinche-preview')).toContainText('Still to enter: the capot made or missed.');
	await expect(page.getByTestId('coinche-preview')).not.toContainText('500');
	await expect(editor(page).getByRole('group', { name: "Keypad for the takers' card points" })).toHaveCount(0);
	await expect(editor(page).locator('#coinche-points')).toHaveCount(0);
	// Save without the choice records nothing and says what is missing beside the choice.
	await editor(page).getByRole('button', { name: 'Save round' }).click();
	await expect(editor(page).locator('#coinche-capot-error')).toContainText('made or missed');
	await expect(page.getByTestId('round-1')).toHaveCount(0);
	// Missed: 500 to the defence (250 × 2, RULES-NOTES Coinche "Capot bid").
	await choose(page, 'Capot', 'Missed');
	await expect(page.getByTestId('coinche-preview')).toContainText('Them: +500');
	await editor(page).getByRole('button', { name: 'Save round' }).click();
	await expectTotals(page, [0, 500]);
	// Made, on the next deal: 500 to the takers.
	await choose(page, 'Who took?', 'Ben');
	await choose(page, 'Bid', 'Capot');
	await choose(page, 'Trump', 'hearts');
	await choose(page, 'Capot', 'Made: every trick');
	await expect(page.getByTestId('coinche-preview')).toContainText('Them: +500');
	await editor(page).getByRole('button', { name: 'Save round' }).click();
	await expectTotals(page, [0, 1000]);
	// Editing the made capot shows it as made.
	await page.getByRole('button', { name: 'Edit round 2' }).click();
	await expect(
		editor(page).getByRole('group', { name: 'Capot' }).getByRole('radio', { name: 'Made: every trick' })
	).toBeChecked();
	expect(problems).toEqual([]);
});

test('"All passed" never wipes an entered or saved deal in one tap: Save confirms it', async ({ page }) => {
	const problems = watchProblems(page);
	await coincheMatch(page);
	await enterMadeEighty(page);
	await editor(page).getByRole('button', { name: 'Save round' }).click();
	await expectTotals(page, [190, 50]);

	// Editing the saved deal: one tap on "All passed" saves nothing yet.
	await page.getByRole('button', { name: 'Edit round 1' }).click();
	await editor(page).getByTestId('coinche-all-passed').click();
	await expect(editor(page).getByTestId('coinche-passed-confirm')).toContainText('Save records');
	await expectTotals(page, [190, 50]);
	// "No, it was played" brings back what was entered.
	await editor(page).getByRole('button', { name: 'No, it was played' }).click();
	await expect(editor(page).locator('#coinche-points')).toHaveValue('110');
	await expectTotals(page, [190, 50]);
	// Tapped again and confirmed by Save: the deal is now passed.
	await editor(page).getByTestId('coinche-all-passed').click();
	await editor(page).getByRole('button', { name: 'Save changes' }).click();
	await expect(page.getByTestId('round-1')).toContainText('All four passed: no score.');
	await expectTotals(page, [0, 0]);

	// A new deal with something entered is not saved by one tap either.
	await choose(page, 'Who took?', 'Ben');
	await editor(page).getByTestId('coinche-all-passed').click();
	await expect(page.getByTestId('round-2')).toHaveCount(0);
	await editor(page).getByRole('button', { name: 'Save round' }).click();
	await expect(page.getByTestId('round-2')).toContainText('All four passed: no score.');
	// A blank deal still passes in one tap.
	await editor(page).getByTestId('coinche-all-passed').click();
	await expect(page.getByTestId('round-3')).toContainText('All four passed: no score.');
	expect(problems).toEqual([]);
});

test('each missing field of a deal is named inside its own field', async ({ page }) => {
	const problems = watchProblems(page);
	await coincheMatch(page);
	await editor(page).getByRole('button', { name: 'Save round' }).click();
	for (const [group, id, text] of [
		['Who took?', 'coinche-taker-error', 'Choose who took.'],
		['Bid', 'coinche-bid-error', 'Choose the bid.'],
		['Trump', 'coinche-trump-error', 'Choose the trump.']
	] as const)
		await expect(editor(page).getByRole('group', { name: group, exact: true }).locator(`#${id}`)).toHaveText(
			new RegExp(text.replace('?', '\\?'))
		);
	await expect(editor(page).locator('#coinche-points-error')).toHaveText(/Enter the takers' card points/);
	// The message is read with its field.
	await expect(editor(page).getByRole('group', { name: 'Bid', exact: true })).toHaveAccessibleDescription(
		/Choose the bid\./
	);
	await expect(page.getByTestId('round-1')).toHaveCount(0);
	expect(problems).toEqual([]);
});

test('"All passed" on the next deal while the deal before is still being written is saved after it', async ({
	page
}) => {
	const problems = watchProblems(page);
	await coincheMatch(page);
	await enterMadeEighty(page);
	// The deal's write is held, as on a slow disk.
	await holdRoundWrites(page);
	await editor(page).getByRole('button', { name: 'Save round' }).click();
	// The deal shows, its write under way; the next deal's form is there, and its deal all passed.
	await expect(page.getByTestId('round-1')).toBeVisible();
	await expect(editor(page).getByRole('button', { name: 'Save round' })).toBeDisabled();
	await editor(page).getByTestId('coinche-all-passed').click();
	await releaseRoundWrites(page);
	await expect(page.getByTestId('round-2')).toContainText('All four passed: no score.');
	await expectTotals(page, [190, 50]);
	await expect(editor(page).getByRole('heading', { name: 'Round 3' })).toBeVisible();
	expect(problems).toEqual([]);
});

test('in French at 360 px, the hint beside "Tout le monde passe" stays inside the form', async ({ page }) => {
	await page.goto('/');
	await page.evaluate(() => localStorage.setItem('PARAGLIDE_LOCALE', 'fr'));
	await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan']);
	const form = (await editor(page).boundingBox())!;
	// The text's own extent (a range), not its box: an unbreakable « Enregistrer » overflows the box.
	const right = await page.locator('#coinche-pass-hint').evaluate((el) => {
		const range = document.createRange();
		range.selectNodeContents(el);
		return range.getBoundingClientRect().right;
	});
	expect(right, 'hint text past the form’s edge').toBeLessThanOrEqual(form.x + form.width);
});
