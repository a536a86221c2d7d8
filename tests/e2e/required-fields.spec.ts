// A round saved with nothing entered, in every game besides Coinche (one-tap.spec.ts): each
// message sits with its own field, is read with it, and says what that field lacks, naming the
// player where the field is one player's. Nothing is saved. On a 360 px phone with touch.
import { expect, test, type Page } from './fixtures';
import { newMatch, watchProblems } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

function editor(page: Page) {
	return page.getByTestId('round-editor');
}

/** Removes seats the new-match form offers beyond `keep` players. */
async function keepSeats(page: Page, keep: number): Promise<void> {
	const seats = page.locator('input[id^="seat-"]');
	while ((await seats.count()) > keep)
		await page
			.getByRole('button', { name: /^(Remove|Retirer) / })
			.last()
			.click();
}

async function saveEmpty(page: Page, save = 'Save round'): Promise<void> {
	await editor(page).getByRole('button', { name: save }).click();
	await expect(page.getByTestId('round-1')).toHaveCount(0);
}

test('Cooncan: "who went out" says so inside its own choice, then an empty hand under its player', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'cooncan', ['Ana', 'Ben', 'Chloé'], () => keepSeats(page, 3));
	await saveEmpty(page);
	const wentOut = editor(page).getByRole('group', { name: 'Who went out?' });
	await expect(wentOut.locator('#cooncan-winner-error')).toHaveText(/Choose who went out, or that the pack ran out\./);
	await expect(wentOut).toHaveAccessibleDescription(/Choose who went out/);
	await expect(editor(page)).not.toContainText('This is required.');
	// Ana went out; Ben's hand switched to a count and left empty: the message is in Ben's hand.
	await wentOut.getByText('Ana', { exact: true }).click();
	const ben = editor(page).getByTestId('cooncan-hand-1');
	await ben.getByRole('button', { name: 'Count' }).click();
	await saveEmpty(page);
	await expect(ben.locator('#cooncan-hand-1-error')).toHaveText(
		/Tap the cards left in this hand, or type their count\./
	);
	await expect(ben.getByRole('textbox', { name: 'Ben’s count' })).toHaveAccessibleDescription(/type their count/);
	await expect(editor(page)).not.toContainText('This is required.');
	expect(problems).toEqual([]);
});

test('Cozen: each face-up card not chosen is asked for beside it, naming who flipped it', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'cozen', ['Ana', 'Ben'], () => keepSeats(page, 2));
	await saveEmpty(page);
	for (const [i, name] of ['Ana', 'Ben'].entries()) {
		const flip = editor(page).locator('.flip', { hasText: `Flipped by ${name}` });
		await expect(flip.locator(`#faceUp-${i}-error`)).toHaveText(new RegExp(`Choose the card ${name} flipped\\.`));
	}
	await expect(editor(page)).not.toContainText('This is required.');
	expect(problems).toEqual([]);
});

test('Free-form: each empty score says whose points are missing, in its own row, in both languages', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben', 'Chloé'], () => keepSeats(page, 3));
	await editor(page).locator('#score-1').fill('12');
	await saveEmpty(page);
	for (const [i, name] of [
		[0, 'Ana'],
		[2, 'Chloé']
	] as const) {
		await expect(editor(page).locator(`#score-${i}-error`)).toHaveText(new RegExp(`Enter ${name}’s points\\.`));
		await expect(editor(page).getByRole('textbox', { name, exact: true })).toHaveAccessibleDescription(
			new RegExp(`Enter ${name}’s points`)
		);
	}
	await expect(editor(page).locator('#score-1-error')).toHaveText('');
	await expect(editor(page)).not.toContainText('Enter a number.');
	// In French, the same field says the same thing (what was typed is kept).
	await page.evaluate(() => localStorage.setItem('PARAGLIDE_LOCALE', 'fr'));
	await page.reload();
	await expect(editor(page).locator('#score-1')).toHaveValue('12');
	await saveEmpty(page, 'Enregistrer la manche');
	await expect(editor(page).locator('#score-2-error')).toHaveText(/Chloé\u202f: saisissez ses points\./);
	expect(problems).toEqual([]);
});

test('Coosner and KooseKort: the advisors and "who went out" ask in their own place', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'coosner', ['Ana', 'Ben', 'Chloé'], () => keepSeats(page, 3));
	await saveEmpty(page);
	for (const seat of [0, 1, 2])
		await expect(
			editor(page).getByTestId(`coosner-player-${seat}`).locator(`#coosner-p${seat}-advisors-error`)
		).toHaveText(/Choose exactly three advisors \(0 chosen\)\./);
	await expect(editor(page)).not.toContainText('This is required.');

	await newMatch(page, 'koosekort', ['Ana', 'Ben'], () => keepSeats(page, 2));
	await saveEmpty(page);
	await expect(
		editor(page).getByRole('group', { name: 'Who went out first?' }).locator('#kk-went-out-error')
	).toHaveText(/Mark the player who went out first\./);
	await expect(editor(page)).not.toContainText('This is required.');
	expect(problems).toEqual([]);
});
