// History, chart, statistics and backups. Play a short match, see the chart and the
// ranking, export everything, clear the site's data, import the file back and find the same
// history and statistics; a bad file is refused with a message and changes nothing.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { freeformRound, newMatch, watchProblems } from './helpers';

async function statsOf(page: Page, name: string): Promise<{ games: string[][]; h2h: string }> {
	await page.goto('/players');
	await page.getByRole('listitem').filter({ hasText: name }).getByRole('link', { name: 'Statistics' }).click();
	await expect(page.getByRole('heading', { name: `Statistics for ${name}` })).toBeVisible();
	const games = await page
		.getByTestId('player-stats')
		.locator('tr')
		.evaluateAll((rows) => rows.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent.trim())));
	await page.getByLabel('Against').selectOption({ label: 'Ben' });
	await expect(page.getByTestId('h2h')).not.toBeEmpty();
	return { games, h2h: await page.getByTestId('h2h').innerText() };
}

async function historyText(page: Page): Promise<string[]> {
	await page.goto('/history');
	await expect(page.getByTestId('match-card').first()).toBeVisible();
	return page.getByTestId('match-card').allInnerTexts();
}

/** Clears the site's data as the browser's "clear site data" does, and checks nothing is left. */
async function clearSiteData(page: Page): Promise<void> {
	const cdp = await page.context().newCDPSession(page);
	await page.goto('/settings');
	await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
	await page.goto('/history');
	// The app has opened its (new, empty) database once the list says so.
	await expect(page.getByText('No matches match these filters.')).toBeVisible();
	const left = await page.evaluate(async () => {
		const dbs = await indexedDB.databases();
		const counts: number[] = [];
		for (const info of dbs) {
			const db = await new Promise<IDBDatabase>((done, fail) => {
				const open = indexedDB.open(info.name!);
				open.onsuccess = () => done(open.result);
				open.onerror = () => fail(open.error);
			});
			for (const store of ['matches', 'players', 'rounds'].filter((s) => db.objectStoreNames.contains(s)))
				counts.push(
					await new Promise<number>((done) => {
						const request = db.transaction(store).objectStore(store).count();
						request.onsuccess = () => done(request.result);
					})
				);
			db.close();
		}
		return { counts, lastExport: localStorage.getItem('tablekeeper.lastExport') };
	});
	expect(left.counts.length).toBe(3);
	expect(left.counts.every((n) => n === 0)).toBe(true);
	expect(left.lastExport).toBeNull();
}

test('play, chart, export, clear, import: same history and statistics; a bad file is refused', async ({ page }) => {
	const problems = watchProblems(page);
	// A match abandoned half-way: listed, excluded from statistics, read-only with its standings.
	await newMatch(page, 'freeform', ['Ana', 'Ben', 'Cleo']);
	await freeformRound(page, [5, 9, 1]);
	await expect(page.getByTestId('round-1')).toBeVisible();
	await page.getByRole('button', { name: 'Abandon match' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
	await expect(page.getByText('Abandoned matches open read-only.')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Edit round 1' })).toHaveCount(0);
	await expect(page.getByTestId('final-ranking')).toContainText('Standings when the match was abandoned');
	await expect(page.getByTestId('final-ranking').locator('li').first()).toContainText('Ben');

	// A finished match with a target: the chart has a line per player and the target line.
	await newMatch(page, 'freeform', ['Ana', 'Ben'], async () => {
		await page.getByRole('group', { name: 'Target score' }).getByRole('button', { name: '100', exact: true }).click();
	});
	await freeformRound(page, [60, 20]);
	await expect(page.getByTestId('score-chart')).toBeVisible();
	await expect(page.getByTestId('score-chart').locator('polyline')).toHaveCount(2);
	await expect(page.getByTestId('score-chart').locator('line.target')).toHaveCount(1);
	await freeformRound(page, [50, 30]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');
	await expect(page.getByTestId('final-ranking')).toContainText('Ana');
	// The chart's numbers are there for screen readers too: start, then each round's totals.
	const table = page.getByTestId('score-chart').getByRole('table', { name: 'Totals after each round' });
	await expect(table.locator('tbody tr')).toHaveText([/Start\s*0\s*0/, /Round 1\s*60\s*20/, /Round 2\s*110\s*50/]);

	const stats = await statsOf(page, 'Ana');
	// Only the finished match counts, and the page says so: 1 finished, won 1, 100 %, average 110,
	// best 110, streaks 1 and 1.
	await expect(page.getByText('Matches in progress or abandoned are not counted here.')).toBeVisible();
	expect(stats.games).toEqual([
		['Game', 'Free-form scoresheet'],
		['Finished matches', '1'],
		['Won', '1'],
		['Win rate', '100%'],
		['Average score', '110'],
		['Best score', '110'],
		['Current streak', '1'],
		['Longest streak', '1'],
		['Time played', expect.stringMatching(/^(under a minute|\d+ min)$/)]
	]);
	expect(stats.h2h).toContain('1 match together: Ana won 1, Ben won 0');
	const history = await historyText(page);
	expect(history).toHaveLength(2);

	// Export everything.
	await page.goto('/settings');
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-export').click()]);
	const text = readFileSync(await download.path(), 'utf8');
	expect(JSON.parse(text)).toMatchObject({ format: 'tablekeeper-backup', version: 5 });

	await clearSiteData(page);

	// Bad files: a clear message next to the field, nothing imported.
	await page.goto('/settings');
	const input = page.getByLabel('Import a backup file');
	const bad: [string, string, RegExp][] = [
		['future.json', JSON.stringify({ format: 'tablekeeper-backup', version: 99 }), /newer Tablekeeper/],
		['cut.json', text.slice(0, 300), /not valid JSON/],
		['poker.json', text.replace(/"gameId":"freeform"/, '"gameId":"poker"'), /game this app does not know \(poker\)/],
		['spaces.json', text.replace('"name":"Ana"', '"name":" Ana"'), /name Tablekeeper would not store/]
	];
	for (const [name, body, message] of bad) {
		await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
		await expect(page.getByTestId('backup-error')).toContainText(message);
		await expect(page.getByTestId('backup-preview')).toHaveCount(0);
	}
	const huge = join(mkdtempSync(join(tmpdir(), 'tk-')), 'huge.json');
	writeFileSync(huge, Buffer.alloc(51 * 1024 * 1024, 32));
	await input.setInputFiles(huge);
	await expect(page.getByTestId('backup-error')).toContainText('larger than 50 MB');
	await page.goto('/history');
	await expect(page.getByText('No matches match these filters.')).toBeVisible();

	// Import the good file: preview, confirm.
	await page.goto('/settings');
	await input.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
	await expect(page.getByTestId('backup-preview')).toContainText('Matches: add 2, update 0');
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByTestId('backup-done')).toHaveText('Import finished.');

	// The same history and the same statistics.
	expect(await historyText(page)).toEqual(history);
	expect(await statsOf(page, 'Ana')).toEqual(stats);

	// The finished match opens read-only with its rounds, explanations, chart and ranking, and reopens for edits.
	await page.goto('/history');
	await page.getByLabel('Status').selectOption({ label: 'Finished' });
	await expect(page.getByTestId('match-card')).toHaveCount(1);
	await page.getByTestId('match-card').click();
	await expect(page.getByText('Finished matches open read-only.')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Edit round 1' })).toHaveCount(0);
	await page.getByTestId('round-1').getByRole('button').click();
	await expect(page.locator('tr.detail')).not.toBeEmpty();
	await expect(page.getByTestId('score-chart')).toBeVisible();
	await expect(page.getByTestId('final-ranking')).toContainText('Ben');
	await page.getByRole('button', { name: 'Reopen for edits' }).click();
	await expect(page.getByRole('button', { name: 'Edit round 1' })).toBeVisible();

	// The abandoned match opens read-only too, and reopening takes it up again.
	await page.goto('/history');
	await page.getByLabel('Status').selectOption({ label: 'Abandoned' });
	await page.getByTestId('match-card').click();
	await expect(page.getByTestId('final-ranking')).toContainText('Standings when the match was abandoned');
	await expect(page.getByTestId('round-editor')).toHaveCount(0);
	await page.getByRole('button', { name: 'Reopen for edits' }).click();
	await expect(page.getByTestId('round-editor')).toBeVisible();
	await expect(page.getByText('This match was abandoned.')).toHaveCount(0);

	// The chart stays readable in the dark theme: its lines take the dark palette.
	await page.goto('/settings');
	await page.getByLabel('Dark').check();
	await page.goBack();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	const stroke = await page
		.getByTestId('score-chart')
		.locator('polyline')
		.first()
		.evaluate((el) => getComputedStyle(el).stroke);
	expect(stroke).toBe('rgb(111, 211, 168)');
	expect(problems).toEqual([]);
});
