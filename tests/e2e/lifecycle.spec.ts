// The rest of the match lifecycle: edit the setup (names, first dealer, a house rule that
// re-scores), abandon, trash and restore, rename a player, and the theme switch.
import { expect, test } from './fixtures';
import { expectTotals, freeformRound, newMatch, watchProblems } from './helpers';

test('setup edits re-score, abandon, trash and restore', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben', 'Cleo']);
	await expect(page.getByTestId('turn-facts')).toHaveText(/Ana deals/);
	await freeformRound(page, [50, 20, 10]);
	await freeformRound(page, [60, 20, 10]);
	await expectTotals(page, [110, 40, 20]);
	await expect(page.getByTestId('turn-facts')).toHaveText(/Cleo deals/);
	// The house rules agreed at setup are on the match screen.
	const house = page.getByTestId('house-rules');
	// The disclosure shows a marker that turns when it opens.
	const marker = () => house.locator('summary').evaluate((el) => getComputedStyle(el, '::before').content);
	expect(await marker()).toContain('▸');
	await house.getByText('House rules of this match').click();
	await expect.poll(marker).toContain('▾');
	await expect(house).toContainText(/Who wins:\s*Highest total/);
	await expect(house).toContainText(/Target score:\s*None/);

	// Rename a seat, change the first dealer and add a target: the warning shows, the match ends.
	await page.getByRole('button', { name: 'Edit setup' }).click();
	await page.locator('#setup-seat-1').fill('Benoît');
	await page.locator('#setup-dealer').selectOption({ label: 'Cleo' });
	await page.getByRole('group', { name: 'Target score' }).getByRole('button', { name: '100', exact: true }).click();
	await expect(page.getByText('Changing a house rule re-scores every round of this match.')).toBeVisible();
	await page.getByRole('button', { name: 'Save setup' }).click();
	// Before it is saved, the change says what it does to the rounds played: round 2 reaches the
	// target, so it still counts, no round's points move, and the match is over.
	const review = page.getByTestId('setup-review');
	await expect(review).toContainText("No round's score changes.");
	await expect(review).toContainText('With this change the match is over.');
	await expectTotals(page, [110, 40, 20]);
	await review.getByRole('button', { name: 'Save this change' }).click();
	await expect(
		page.getByRole('table', { name: 'Scores by round' }).getByRole('columnheader', { name: 'Benoît' })
	).toBeVisible();
	await expect(house).toContainText(/Target score:\s*100/);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');

	// Reopen for edits, delete the last round: the match is on again.
	await page.getByRole('button', { name: 'Reopen for edits' }).click();
	await page.getByRole('button', { name: 'Delete round 2' }).click();
	await expectTotals(page, [50, 20, 10]);
	await expect(page.getByTestId('winner-banner')).toHaveCount(0);
	await expect(page.getByTestId('turn-facts')).toHaveText(/Ana deals/);

	// Abandon (with a confirmation dialog), then move to the trash and restore from history.
	await page.getByRole('button', { name: 'Abandon match' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
	await expect(page.getByText('This match was abandoned.')).toBeVisible();
	const matchUrl = page.url();
	await page.getByRole('button', { name: 'Move to trash' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
	await expect(page).toHaveURL(/\/$/);
	// Opened again from its address, the match says it is in the trash and offers Restore.
	await page.goto(matchUrl);
	await expect(page.getByTestId('match-in-trash')).toContainText('This match is in the trash.');
	await expect(page.getByRole('button', { name: 'Move to trash' })).toHaveCount(0);
	await page.getByRole('button', { name: 'Restore' }).click();
	await expect(page.getByTestId('match-in-trash')).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Move to trash' })).toBeVisible();
	await page.getByRole('button', { name: 'Move to trash' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
	await expect(page).toHaveURL(/\/$/);
	await page.goto('/history');
	await expect(page.getByTestId('match-card')).toHaveCount(0);
	await page.getByRole('button', { name: 'Restore' }).click();
	await expect(page.getByTestId('match-card')).toHaveCount(1);
	await page.getByLabel('Status').selectOption('abandoned');
	await expect(page.getByTestId('match-card')).toHaveCount(1);
	await page.getByLabel('Status').selectOption('finished');
	await expect(page.getByTestId('match-card')).toHaveCount(0);
	expect(problems).toEqual([]);
});

test('players: add, refuse a duplicate, rename; the match follows the new name', async ({ page }) => {
	await newMatch(page, 'freeform', ['Dora', 'Eli']);
	await page.goto('/players');
	await page.getByLabel("New player's name").fill('dora');
	await page.getByRole('button', { name: 'Add player' }).click();
	await expect(page.locator('#new-player-error')).toHaveText(/already on your list/);
	// The 40-character limit shows while typing; a longer name stops at 40 and says why.
	const newName = page.getByLabel("New player's name");
	await newName.fill('Maximilian Alexander von Habsburg-Lot');
	await expect(page.locator('#new-player-length')).toHaveText('37/40 characters');
	await newName.pressSequentially('hr');
	await expect(newName).toHaveValue('Maximilian Alexander von Habsburg-Lothr');
	await expect(page.locator('#new-player-length')).toHaveText('39/40 characters');
	await newName.pressSequentially('ingen');
	await expect(newName).toHaveValue('Maximilian Alexander von Habsburg-Lothri');
	await expect(page.locator('#new-player-length')).toHaveText('40/40: a name has 40 characters at most');
	await page.goto('/new');
	await page.locator('#seat-0').fill('A name of thirty-two characters.');
	await expect(page.locator('#seat-0-length')).toHaveText('32/40 characters');
	await page.goto('/players');
	await page.getByLabel("New player's name").fill('Fay');
	await page.getByRole('button', { name: 'Add player' }).click();
	await expect(page.getByText('Fay', { exact: true })).toBeVisible();
	await page.getByRole('listitem').filter({ hasText: 'Dora' }).getByRole('button', { name: 'Rename' }).click();
	await page.getByLabel('New name for Dora').fill('Dorothée');
	await page.getByRole('button', { name: 'Save' }).click();
	// The rename is stored once the list shows it; a page load before that would abort the write.
	await expect(page.getByText('Dorothée', { exact: true })).toBeVisible();
	await page.goto('/');
	await expect(page.getByTestId('match-card')).toContainText('Dorothée, Eli');
});

test('theme: dark is applied and remembered across a reload', async ({ page }) => {
	await page.goto('/settings');
	await page.getByLabel('Dark').check();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await expect(page.getByTestId('storage-status')).toBeVisible();
});
