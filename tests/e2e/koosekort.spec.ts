// Four KooseKort rounds for three players entered through the UI, cell by
// cell on the value pad (the 23 → 9 Swap board, the went-out penalty, a Rearrange), bad input shown
// beside the fields, a draft surviving a reload, the winner (lowest total), and the board scorer
// tool on the rules page; no CSP violation, no page error.
import { expect, test, type Page } from './fixtures';
import { expectTotals, newMatch, storedRoundDrafts, watchProblems, openRulesTools } from './helpers';

type Col = readonly (number | 'W')[] | 'C';

/** Enters one player's board like a person: mark the cleared columns, then tap the values (the pad moves on by itself). */
async function enterBoard(
	page: Page,
	seat: number,
	columns: readonly Col[],
	held: { swap?: boolean; rearrange?: boolean } = {},
	startAt?: string
): Promise<void> {
	for (const [c, column] of columns.entries())
		if (column === 'C') await page.locator(`#kk-${seat}-cleared-${c}`).click();
	if (startAt) await page.locator(startAt).click();
	const pad = page.getByTestId(`kk-${seat}-pad`);
	for (const column of columns)
		if (column !== 'C')
			for (const value of column)
				await pad.getByRole('button', { name: value === 'W' ? 'wild' : String(value), exact: true }).click();
	if (held.swap) await page.locator(`#kk-${seat}-swap`).check();
	if (held.rearrange) await page.locator(`#kk-${seat}-rearrange`).check();
}

async function wentOut(page: Page, name: string): Promise<void> {
	await page.getByRole('group', { name: 'Who went out first?' }).getByRole('radio', { name }).check();
}

/** Starts a three-player match (the form offers four seats at first: the last one is removed). */
async function threePlayers(page: Page): Promise<void> {
	await newMatch(page, 'koosekort', ['Ana', 'Ben', 'Chloé'], async () => {
		const seats = page.locator('input[id^="seat-"]');
		while ((await seats.count()) > 3)
			await page
				.getByRole('button', { name: /^Remove / })
				.last()
				.click();
	});
}

async function save(page: Page): Promise<void> {
	await page.getByTestId('round-editor').getByRole('button', { name: 'Save round' }).click();
}

test('KooseKort: four rounds through the value pad, previews, bad input, draft, winner', async ({ page }) => {
	const problems = watchProblems(page);
	await threePlayers(page);

	// Round 1: Ana holds a Swap on the 23-point worked-example board; the first empty cell is already selected.
	await wentOut(page, 'Ana');
	await expect(page.locator('#kk-0-cell-0-0')).toHaveAttribute('aria-pressed', 'true');
	await enterBoard(
		page,
		0,
		[
			[5, 5, 5],
			[9, 10, 11],
			[-1, -2, -1],
			[5, 5, 6],
			[3, 'W', 8]
		],
		{ swap: true }
	);
	// After Ana's fifteenth cell the pad has moved on to Ben's board.
	await expect(page.locator('#kk-1-cell-0-0')).toHaveAttribute('aria-pressed', 'true');
	const anaPreview = page.getByTestId('kk-0-preview');
	await expect(anaPreview).toContainText('Board score: 9 (23 as it lies)');
	await expect(anaPreview).toContainText('9 10 11: straight, cleared');
	await expect(anaPreview).toContainText(/Swap played: the 6 .* and the 3 .* change places, 23 → 9/);
	await enterBoard(page, 1, [
		[7, 'W', 9],
		['W', 'W', -3],
		[4, 4, 4],
		[2, 8, 1],
		[0, 0, 3]
	]);
	await expect(page.getByTestId('kk-1-preview')).toContainText('Board score: 11');
	await expect(page.getByTestId('kk-1-preview')).toContainText('7 W 9: straight with a wild (7 8 9), cleared');
	await enterBoard(page, 2, [[1, 2, 3], 'C', 'C', 'C', [4, 4, 5]]);
	const roundPreview = page.getByTestId('kk-round-preview');
	await expect(roundPreview).toContainText('Ana: 9');
	await expect(roundPreview).toContainText('Chloé: 13');
	await expect(roundPreview).toContainText('Ana went out first with 9, lower than everyone else: no penalty');
	await save(page);
	await expectTotals(page, [9, 11, 13]);
	await page.getByRole('button', { name: 'R1', exact: true }).click();
	await expect(page.getByTestId('round-1').locator('xpath=following-sibling::tr[1]')).toContainText(
		'9 10 11: straight, cleared'
	);

	// Round 2: Ben went out with 12 against 12 and 20: +10.
	await wentOut(page, 'Ben');
	await enterBoard(page, 0, [[6, 6, 0], 'C', 'C', 'C', 'C']);
	await enterBoard(page, 1, [[4, 4, 4], [5, 5, 2], 'C', 'C', 'C']);
	await enterBoard(page, 2, [[10, 10, 0], 'C', 'C', 'C', 'C']);
	await expect(roundPreview).toContainText('Ben: 22');
	await expect(roundPreview).toContainText('Ben went out first with 12 without being the lowest');
	await save(page);
	await expectTotals(page, [21, 33, 33]);

	// Round 3, bad input: nobody marked as going out and a column of two cards. Nothing is saved or lost.
	await enterBoard(page, 0, [[9, 11, 10], 'C', 'C', 'C', 'C'], { rearrange: true });
	await expect(page.getByTestId('kk-0-preview')).toContainText('Rearrange played on column 1: 9 11 10 becomes');
	await enterBoard(page, 1, [[3, 3], 'C', 'C', 'C', 'C']);
	await enterBoard(page, 2, [[-1, -2, 1], 'C', 'C', 'C', 'C'], {}, '#kk-2-cell-0-0');
	await save(page);
	await expect(page.locator('#kk-went-out-error')).toHaveText(/Mark the player who went out first/);
	await expect(page.locator('#kk-1-col-0-error')).toHaveText(
		/This column needs three cards \(2 entered\), or mark it as cleared/
	);
	await expect(page.getByTestId('round-3')).toHaveCount(0);
	await expect(page.locator('#kk-1-cell-0-1')).toHaveAttribute('aria-label', 'Column 1, row 2: 3');
	await page.locator('#kk-1-cell-0-2').click();
	await page.getByTestId('kk-1-pad').getByRole('button', { name: '4', exact: true }).click();
	await expect(page.locator('#kk-1-col-0-error')).toHaveText('');
	await wentOut(page, 'Chloé');
	await expect(page.locator('#kk-went-out-error')).toHaveText('');
	await expect(roundPreview).toContainText('Chloé went out first with -2, not above 0: no penalty');
	await save(page);
	await expectTotals(page, [21, 43, 31]);

	// Round 4: half entered, the page reloads, the draft is back; Ben goes out with 11 against 12 and 15.
	await wentOut(page, 'Ben');
	await enterBoard(page, 0, [[5, 7, 0], 'C', 'C', 'C', 'C']);
	await expect
		.poll(async () => {
			const [form] = (await storedRoundDrafts(page)) as { wentOut: number; boards: { cells: unknown[] }[] }[];
			return [form?.wentOut, form?.boards[0]?.cells.slice(0, 3)];
		})
		.toEqual([1, [5, 7, 0]]);
	await page.reload();
	await expect(page.getByText('Your unsaved entry was restored.')).toBeVisible();
	await expect(page.locator('#kk-0-cell-0-1')).toHaveAttribute('aria-label', 'Column 1, row 2: 7');
	await enterBoard(page, 1, [[2, 8, 1], 'C', 'C', 'C', 'C']);
	await enterBoard(page, 2, [[5, 5, 5], [7, 8, 0], 'C', 'C', 'C']);
	await expect(roundPreview).toContainText('Ben went out first with 11, lower than everyone else: no penalty');
	await save(page);
	await expectTotals(page, [33, 54, 46]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');
	await expect(page.getByTestId('winner-banner')).toContainText('Four rounds played: the lowest total wins.');
	await expect(page.locator('summary', { hasText: 'Board scorer' })).toBeVisible();

	expect(problems).toEqual([]);
});

test('KooseKort board scorer on the rules page: 9 11 10 with Rearrange held is cleared', async ({ page }) => {
	const problems = watchProblems(page);
	await openRulesTools(page, 'koosekort');
	const tool = page.getByTestId('kk-scorer');
	await expect(page.getByRole('heading', { name: 'Board scorer' })).toBeVisible();
	for (const c of [1, 2, 3, 4]) await tool.locator(`#kk-tool-cleared-${c}`).click();
	for (const value of ['9', '11', '10'])
		await tool.getByTestId('kk-tool-pad').getByRole('button', { name: value, exact: true }).click();
	await expect(tool.getByTestId('kk-tool-preview')).toContainText('Board score: 30');
	await tool.locator('#kk-tool-rearrange').check();
	await expect(tool.getByTestId('kk-tool-preview')).toContainText('Board score: 0 (30 as it lies)');
	await expect(tool.getByTestId('kk-tool-preview')).toContainText('Rearrange played on column 1');
	expect(problems).toEqual([]);
});

test('KooseKort Krush: one tick ends the match at once in the second round, whatever the totals', async ({ page }) => {
	const problems = watchProblems(page);
	await threePlayers(page);
	await wentOut(page, 'Ana');
	await enterBoard(page, 0, [[1, 2, 3], 'C', 'C', 'C', 'C']);
	await enterBoard(page, 1, [[5, 5, 6], [9, 9, 9], 'C', 'C', 'C']);
	await enterBoard(page, 2, [[0, 0, 4], 'C', 'C', 'C', 'C']);
	await save(page);
	await expectTotals(page, [0, 16, 4]);

	// Round 2: Ben clears his board on his first turn. Ticking Krush clears his columns and marks him out.
	await page.locator('#kk-1-krush').check();
	await expect(page.locator('#kk-went-out-1')).toBeChecked();
	await expect(page.locator('#kk-1-cleared-0')).toHaveAttribute('aria-pressed', 'true');
	await expect(page.getByTestId('kk-round-preview')).toContainText('KooseKort Krush! Ben cleared the whole board');
	// Only the Krush is needed: the other boards fold away.
	await expect(page.getByTestId('kk-board-0')).toContainText('Not needed: Ben made a KooseKort Krush');
	await expect(page.getByTestId('kk-board-2').getByRole('button')).toHaveCount(0);
	await save(page);
	await expect(page.getByTestId('winner-banner')).toContainText('Ben wins!');
	await expect(page.getByTestId('winner-banner')).toContainText('KooseKort Krush: the match ends at once.');
	await expectTotals(page, [0, 16, 4]);
	// The winner is marked in the table, not the lowest total.
	await expect(page.getByTestId('total-1')).toContainText('★ winner');
	await expect(page.getByTestId('total-0')).not.toContainText('★');
	expect(problems).toEqual([]);
});
