// A Coinche match downloaded as CSV: a header in the user's language, and per deal what was
// entered (dealer, taker, bid, trump, coinche, points, belote), the points and the explanation; a
// passed deal says it was passed. UTF-8 with a byte-order mark, RFC 4180 quoting. History downloads the
// matches it lists as one CSV.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { backupOf, importBackup, newMatch, totals, watchProblems, type SeedMatch } from './helpers';

function editor(page: Page) {
	return page.getByTestId('round-editor');
}

async function choose(page: Page, group: string, name: string): Promise<void> {
	await editor(page).getByRole('group', { name: group }).getByRole('radio', { name, exact: true }).check();
}

/** CSV text as rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parse(body: string): string[][] {
	const rows: string[][] = [[]];
	let field = '';
	let quoted = false;
	for (let i = 0; i < body.length; i++) {
		const c = body[i]!;
		if (quoted && c === '"' && body[i + 1] === '"') {
			field += '"';
			i++;
		} else if (c === '"') quoted = !quoted;
		else if (quoted) field += c;
		else if (c === ',') {
			rows.at(-1)!.push(field);
			field = '';
		} else if (c === '\r' && body[i + 1] === '\n') {
			rows.at(-1)!.push(field);
			field = '';
			rows.push([]);
			i++;
		} else field += c;
	}
	rows.pop();
	return rows;
}

test('the Coinche CSV carries a passed deal and a coinched deal as entered, with their explanations', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
		await page.locator('#team-0').fill('Us');
		await page.locator('#team-1').fill('Them');
	});
	await editor(page).getByTestId('coinche-all-passed').click();
	await expect(page.getByTestId('round-1')).toContainText('All four passed: no score.');
	await choose(page, 'Who took?', 'Ben');
	await choose(page, 'Bid', '100');
	await choose(page, 'Trump', 'hearts');
	await editor(page).getByTestId('coinche-coinche').click();
	const pad = editor(page).getByRole('group', { name: "Keypad for the takers' card points" });
	for (const digit of '110') await pad.getByRole('button', { name: digit, exact: true }).click();
	await editor(page).getByRole('button', { name: 'Save round' }).click();
	await expect(page.getByTestId('round-2')).toBeVisible();
	// The CSV's points are the ones the match screen shows.
	await expect.poll(() => totals(page, 2)).not.toEqual([0, 0]);
	const shown = await totals(page, 2);

	await page.getByRole('button', { name: 'Abandon match' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('match-csv').click()]);
	expect(download.suggestedFilename()).toMatch(/\.csv$/);
	const text = readFileSync(await download.path(), 'utf8');
	expect(text.charCodeAt(0)).toBe(0xfeff);
	const rows = parse(text.slice(1));
	const head = rows[0]!;
	expect(head.slice(0, 5)).toEqual(['Round', 'Dealer', 'Taker', 'Bid', 'Trump']);
	expect(head.at(-1)).toBe('Explanation');
	expect(rows.every((r) => r.length === head.length)).toBe(true);
	const row = (n: number) => Object.fromEntries(head.map((h, i) => [h, rows[n]![i]]));
	expect(row(1)).toMatchObject({ Round: '1', Dealer: 'Ana', Taker: 'All passed', Bid: '', Us: '0', Them: '0' });
	expect(row(1).Explanation).toContain('All four passed: no score.');
	expect(row(2)).toMatchObject({
		Round: '2',
		Taker: 'Ben',
		Bid: '100',
		Trump: 'hearts',
		Coinche: 'Coinched ×2',
		"Takers' card points": '110',
		Us: String(shown[0]),
		Them: String(shown[1])
	});
	expect(row(2).Explanation!.length).toBeGreaterThan(20);
	expect(rows.at(-1)!.slice(0, 1)).toEqual(['Total']);
	expect(problems).toEqual([]);
});

test('History downloads the matches it lists, filters applied, as one CSV with a row per match', async ({ page }) => {
	// Two matches of a round each, brought in through the app's own import: typing them is not
	// what this tests.
	const at = Date.now();
	const match = (players: string[], scores: number[]): SeedMatch => ({
		gameId: 'freeform',
		players,
		config: { winner: 'high', target: null, rounds: null },
		createdAt: at,
		rounds: [{ input: { scores }, at: at + 1000 }]
	});
	await importBackup(page, backupOf([match(['Zoé', 'Ben'], [10, 20]), match(['Ana', 'Ben'], [3, 4])]).text);

	await page.goto('/history?q=zoe');
	const button = page.getByTestId('history-csv');
	await expect(button).toHaveText('Download this match as CSV');
	const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
	const body = readFileSync(await download.path(), 'utf8');
	expect(body.startsWith('\uFEFF')).toBe(true);
	const rows = parse(body.slice(1));
	expect(rows[0]).toEqual(['Started', 'Game', 'Status', 'Players', 'Total', 'Rounds', 'Minutes played']);
	expect(rows.slice(1)).toEqual([
		[
			expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
			'Free-form scoresheet',
			'In progress',
			'Zoé, Ben',
			'10 / 20',
			'1',
			'0'
		]
	]);

	await page.goto('/history');
	await expect(page.getByTestId('history-csv')).toHaveText('Download these 2 matches as CSV');
});
