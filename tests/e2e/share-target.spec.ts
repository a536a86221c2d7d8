// Receiving a backup from another app: a file shared to the installed app (Web Share Target, through
// the service worker) or opened with it (file handling) goes through the same checked preview as a
// chosen file, and nothing is written before Import; what is not a backup is refused with its reason.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freeformRound, newMatch } from './helpers';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** A backup holding one free-form match of Ana and Ben (10/20), exported from a fresh context. */
async function backupText(page: Page): Promise<string> {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await freeformRound(page, [10, 20]);
	await expect(page.getByTestId('total-1')).toHaveText(/20/);
	await page.goto('/settings');
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-export').click()]);
	return readFileSync(await download.path(), 'utf8');
}

/** Waits until the service worker controls the page (the share target lives in it). */
async function controlled(page: Page): Promise<void> {
	await page.goto('/');
	await page.evaluate(() => navigator.serviceWorker.ready);
	await page.reload();
	await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What another app's share sheet sends: a multipart POST to the manifest's share target. */
async function share(page: Page, file: { name: string; text: string } | null): Promise<string> {
	return page.evaluate(async (file) => {
		const form = new FormData();
		form.append('title', 'From the messenger');
		if (file) form.append('file', new File([file.text], file.name, { type: 'application/json' }));
		const response = await fetch('/share-target', { method: 'POST', body: form });
		return new URL(response.url).pathname + new URL(response.url).search;
	}, file);
}

test('a backup shared from another app is previewed in Settings and imported only on Import', async ({
	browser,
	page
}) => {
	const text = await backupText(page);
	const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });
	const phone = await context.newPage();
	await controlled(phone);
	expect(await share(phone, { name: 'tablekeeper-backup.json', text })).toBe('/settings?shared=file');

	await phone.goto('/settings?shared=file');
	const preview = phone.getByTestId('backup-preview');
	await expect(preview).toContainText('Rounds: add 1');
	await expect(phone).toHaveURL(/\/settings$/);
	await phone.goto('/history');
	await expect(phone.getByTestId('match-card')).toHaveCount(0);

	// The file was taken once: the same address again has nothing left to preview.
	await phone.goto('/settings?shared=file');
	await expect(phone.getByTestId('backup-error')).toContainText('What was shared holds no file to import.');
	expect(await share(phone, { name: 'tablekeeper-backup.json', text })).toBe('/settings?shared=file');
	await phone.goto('/settings?shared=file');
	await phone.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(phone.getByTestId('backup-done')).toHaveText('Import finished.');
	await phone.goto('/history');
	await expect(phone.getByTestId('match-card')).toContainText('Ana, Ben');
	await context.close();
});

test('what is shared without a file, or is not a backup, is refused with its reason and nothing is written', async ({
	page
}) => {
	await controlled(page);
	expect(await share(page, null)).toBe('/settings?shared=none');
	await page.goto('/settings?shared=none');
	await expect(page.getByTestId('backup-error')).toHaveText(
		'What was shared holds no file to import. Share a Tablekeeper backup file (.json).'
	);

	expect(await share(page, { name: 'notes.json', text: '{"hello": "world"}' })).toBe('/settings?shared=file');
	await page.goto('/settings?shared=file');
	await expect(page.getByTestId('backup-error')).toHaveText(
		'This is not a Tablekeeper backup file. Nothing was imported.'
	);
	await expect(page.getByTestId('backup-preview')).toHaveCount(0);
});

test('a backup opened with the installed app (file handling) gets the same preview', async ({ browser, page }) => {
	const text = await backupText(page);
	const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
	const phone = await context.newPage();
	// The browser hands the opened file to the app's launch queue.
	await phone.addInitScript((text) => {
		Object.defineProperty(window, 'launchQueue', {
			value: {
				setConsumer(consume: (params: { files: { getFile(): Promise<File> }[] }) => void) {
					consume({ files: [{ getFile: async () => new File([text], 'opened.json', { type: 'application/json' }) }] });
				}
			}
		});
	}, text);
	await phone.goto('/settings');
	await expect(phone.getByTestId('backup-preview')).toContainText('Rounds: add 1');
	await context.close();
});
