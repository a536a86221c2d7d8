// Issue 8: history, chart, statistics and backups. Play a short match, see the chart and the
// ranking, export everything, clear the site's data, import the file back and find the same
// history and statistics; a bad file is refused with a message and changes nothing.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freeformRound, newMatch, watchProblems } from './helpers';

async function statsRow(page: Page, name: string): Promise<string> {
	await page.goto('/players');
	await page.getByRole('listitem').filter({ hasText: name }).getByRole('link', { name: 'Statistics' }).click();
	await expect(page.getByRole('heading', { name: `Statistics for ${name}` })).toBeVisible();
	return page.getByTestId('player-stats').locator('tbody tr').first().innerText();
}

test('play, chart, export, clear, import: same history and statistics; a bad file is refused', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben'], async () => {
		await page.getByRole('group', { name: 'Target score' }).getByRole('button', { name: '100', exact: true }).click();
	});
	await freeformRound(page, [60, 20]);
	await expect(page.getByTestId('score-chart')).toBeVisible();
	await expect(page.getByTestId('score-chart').locator('polyline')).toHaveCount(2);
	await freeformRound(page, [50, 30]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');
	await expect(page.getByTestId('final-ranking')).toContainText('Ana');
	// The chart's numbers are there for screen readers too.
	await expect(page.getByTestId('score-chart').getByRole('table')).toContainText('110');

	const before = await statsRow(page, 'Ana');
	expect(before).toMatch(/Free-form[\s\S]*1\s+1\s+100 %\s+110\s+110\s+1\s+1/);

	// Export everything.
	await page.goto('/settings');
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-export').click()]);
	const path = await download.path();
	const text = readFileSync(path, 'utf8');
	expect(JSON.parse(text)).toMatchObject({ format: 'tablekeeper-backup', version: 1 });

	// Clear the site's data.
	await page.evaluate(
		() =>
			new Promise<void>((done) => {
				localStorage.clear();
				const request = indexedDB.deleteDatabase('tablekeeper');
				request.onsuccess = () => done();
				request.onerror = () => done();
			})
	);
	await page.goto('/history');
	await expect(page.getByText('No matches match these filters.')).toBeVisible();

	// A bad file: a clear message, nothing imported.
	await page.goto('/settings');
	await page.getByLabel('Import a backup file').setInputFiles({
		name: 'future.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify({ format: 'tablekeeper-backup', version: 99 }))
	});
	await expect(page.getByTestId('backup-error')).toContainText('newer Tablekeeper');
	await page.getByLabel('Import a backup file').setInputFiles({
		name: 'cut.json',
		mimeType: 'application/json',
		buffer: Buffer.from(text.slice(0, 300))
	});
	await expect(page.getByTestId('backup-error')).toContainText('not valid JSON');
	await expect(page.getByTestId('backup-preview')).toHaveCount(0);

	// Import the good file: preview, confirm.
	await page
		.getByLabel('Import a backup file')
		.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
	await expect(page.getByTestId('backup-preview')).toContainText('Matches: add 1, update 0');
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByTestId('backup-done')).toHaveText('Import finished.');

	await page.goto('/history');
	await expect(page.getByTestId('match-card')).toHaveCount(1);
	await expect(page.getByTestId('match-card')).toContainText('Ana, Ben');
	await expect(page.getByTestId('match-card')).toContainText('Finished');
	expect(await statsRow(page, 'Ana')).toBe(before);

	// The match opens read-only with its chart and ranking.
	await page.goto('/history');
	await page.getByTestId('match-card').click();
	await expect(page.getByRole('button', { name: 'Reopen for edits' })).toBeVisible();
	await expect(page.getByTestId('score-chart')).toBeVisible();
	await expect(page.getByTestId('final-ranking')).toContainText('Ben');
	expect(problems).toEqual([]);
});
