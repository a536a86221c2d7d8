// A note on a deal at phone size: typed with the round under a small "Add a note", refused beside
// its field when too long with nothing cut, marked on the round's row and shown in its explanation,
// edited by editing the round and taken back by Undo, kept by a backup's export and import, and
// found by History's search.
import { readFileSync } from 'node:fs';
import { axeScan } from './axe';
import { expect, test, type Page } from './fixtures';
import { expectSaved, expectTotals, newMatch } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const axe = async (page: Page) => (await axeScan(page).analyze()).violations.map((v) => v.id);

test('a deal note is typed with the round, marked, explained, edited, undone and backed up', async ({ page }) => {
	await newMatch(page, 'freeform', ['Zoé', 'Ben']);
	const editor = page.getByTestId('round-editor');
	await editor.locator('#score-0').fill('10');
	await editor.locator('#score-1').fill('20');
	await editor.getByTestId('deal-note-open').tap();
	const field = editor.getByLabel('Note on this deal');
	await expect(field).toBeFocused();
	await field.fill('x'.repeat(502));
	await editor.getByRole('button', { name: 'Save' }).tap();
	await expect(editor.getByText('A note is at most 500 characters: remove 2.')).toBeVisible();
	await expect(field).toHaveValue('x'.repeat(502));
	await expect(editor.locator('#score-0')).toHaveValue('10');
	expect(await axe(page)).toEqual([]);

	await field.fill('Paul reneged, penalty agreed');
	await editor.getByRole('button', { name: 'Save' }).tap();
	await expectSaved(page, 1);
	await expectTotals(page, [10, 20]);
	// The next round's form starts without a note.
	await expect(editor.getByTestId('deal-note-open')).toBeVisible();
	const row = page.getByTestId('round-1');
	await expect(row.getByRole('img', { name: 'Round 1 has a note' })).toBeVisible();
	await row.getByRole('button', { name: 'R1' }).tap();
	await expect(page.getByTestId('deal-note')).toHaveText('Note: Paul reneged, penalty agreed');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	expect(await axe(page)).toEqual([]);

	// An edit of the note alone is an edit of the round; Undo takes it back.
	await page.getByRole('button', { name: 'Edit round 1' }).tap();
	const editField = page.getByTestId('round-editor').getByLabel('Note on this deal');
	await expect(editField).toHaveValue('Paul reneged, penalty agreed');
	await editField.fill('Misdeal, redealt');
	await page.getByTestId('round-editor').getByRole('button', { name: 'Save changes' }).tap();
	await expect(page.getByTestId('deal-note')).toHaveText('Note: Misdeal, redealt');
	await expectTotals(page, [10, 20]);
	const undo = page.getByTestId('undo');
	await expect(undo).toHaveText(/Undo: edit of round 1/);
	await undo.tap();
	await expect(page.getByTestId('deal-note')).toHaveText('Note: Paul reneged, penalty agreed');

	// Export, then import into an emptied app: the note comes back on its deal.
	await page.goto('/settings');
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-export').tap()]);
	const text = readFileSync(await download.path(), 'utf8');
	const file = JSON.parse(text) as { version: number; rounds: { note?: string }[] };
	expect(file.version).toBe(5);
	expect(file.rounds.map((r) => r.note)).toEqual(['Paul reneged, penalty agreed']);
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'indexeddb' });
	await page.goto('/history');
	await expect(page.getByText('No matches match these filters.')).toBeVisible();
	await page.goto('/settings');
	await page
		.getByLabel('Import a backup file')
		.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
	await page.getByRole('button', { name: 'Import', exact: true }).tap();
	await expect(page.getByTestId('backup-done')).toHaveText('Import finished.');
	// History finds the match by its deal's note.
	await newMatch(page, 'freeform', ['Ana', 'Carl']);
	await page.goto('/history');
	const cards = page.getByTestId('match-card');
	await expect(cards).toHaveCount(2);
	await page.getByLabel('Search players and notes').fill('RENEGED');
	await expect(cards).toHaveCount(1);
	expect(await axe(page)).toEqual([]);
	await cards.tap();
	await expect(page.getByTestId('round-1').getByRole('img', { name: 'Round 1 has a note' })).toBeVisible();
	await page.getByTestId('round-1').getByRole('button', { name: 'R1' }).tap();
	await expect(page.getByTestId('deal-note')).toHaveText('Note: Paul reneged, penalty agreed');
});

// Each theme and each language once, as in a11y.spec.ts: a theme changes colours whatever the
// language, a language changes words whatever the theme.
for (const [theme, locale] of [
	['light', 'en'],
	['dark', 'fr']
] as const) {
	test(`a deal note's field, marker and explanation pass axe (${theme}, ${locale})`, async ({ page }) => {
		await page.addInitScript(
			({ t, l }) => {
				localStorage.setItem('tk-theme', t);
				localStorage.setItem('PARAGLIDE_LOCALE', l);
			},
			{ t: theme, l: locale }
		);
		await newMatch(page, 'freeform', ['Zoé', 'Ben']);
		const editor = page.getByTestId('round-editor');
		await editor.locator('#score-0').fill('3');
		await editor.locator('#score-1').fill('4');
		await editor.getByTestId('deal-note-open').tap();
		await editor.getByTestId('deal-note-field').fill('Donne ratée, redistribuée');
		await editor.getByRole('button', { name: /Save|Enregistrer/ }).tap();
		await expectTotals(page, [3, 4]);
		const marker = locale === 'en' ? 'Round 1 has a note' : 'La manche 1 a une note';
		await expect(page.getByTestId('round-1').getByRole('img', { name: marker })).toBeVisible();
		await page.getByTestId('round-1').locator('button[aria-expanded]').tap();
		await expect(page.getByTestId('deal-note')).toContainText('Donne ratée, redistribuée');
		// The next deal's note over the limit: its message beside the field.
		await editor.getByTestId('deal-note-open').tap();
		await editor.getByTestId('deal-note-field').fill('x'.repeat(501));
		await expect(editor.locator('#deal-note-error p')).toBeVisible();
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		expect(await axe(page)).toEqual([]);
	});
}
