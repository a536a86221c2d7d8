// Behaving like the other apps on the phone: set to follow the device, the theme follows its
// dark mode live; a chosen theme stays; the manifest names the app and offers its shortcuts, in the
// reader's language; the backup goes through the share sheet where the phone has one for files.
import { expect, test } from './fixtures';
import { fakeShareSheet, freeformRound, newMatch } from './helpers';

test('the theme follows the device while set to, and stays when chosen', async ({ page }) => {
	await page.emulateMedia({ colorScheme: 'light' });
	await page.goto('/settings');
	const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
	await expect.poll(theme).toBe('light');
	await page.emulateMedia({ colorScheme: 'dark' });
	await expect.poll(theme).toBe('dark');
	await page.emulateMedia({ colorScheme: 'light' });
	await expect.poll(theme).toBe('light');

	await page.getByLabel('Dark').check();
	await expect.poll(theme).toBe('dark');
	await page.emulateMedia({ colorScheme: 'dark' });
	await page.emulateMedia({ colorScheme: 'light' });
	await expect.poll(theme).toBe('dark');
});

test('the manifest has an id, categories, the New match, Scan and History shortcuts, a share target and screenshots', async ({
	request
}) => {
	const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
		id: string;
		categories: string[];
		shortcuts: { name: string; url: string }[];
		share_target: { action: string; method: string; params: { files: { name: string }[] } };
		file_handlers: { action: string }[];
		screenshots: { src: string; sizes: string; form_factor: string }[];
	};
	expect(manifest.id).toBe('/');
	expect(manifest.categories).toContain('games');
	expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
		['New match', '/new'],
		['Scan a match', '/scan'],
		['History', '/history']
	]);
	for (const { url } of manifest.shortcuts) expect((await request.get(url)).ok()).toBe(true);
	// A backup shared from another app, or opened with the app, reaches Settings' import preview.
	expect(manifest.share_target).toMatchObject({
		action: '/share-target',
		method: 'POST',
		params: { files: [{ name: 'file' }] }
	});
	expect(manifest.file_handlers.map((h) => h.action)).toEqual(['/settings']);
	// Screenshots for the install prompt, served but kept out of the service worker's precache.
	expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
	const precache = await (await request.get('/sw.js')).text();
	for (const shot of manifest.screenshots) {
		const png = await request.get(shot.src);
		expect(png.headers()['content-type']).toBe('image/png');
		const body = await png.body();
		expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(shot.sizes);
		expect(precache).not.toContain(shot.src.slice(1));
	}
});

test('a French reader is offered the French manifest: its shortcuts and screenshots in French', async ({
	page,
	request
}) => {
	await page.addInitScript(() => localStorage.setItem('PARAGLIDE_LOCALE', 'fr'));
	await page.goto('/');
	const href = await page.locator('link[rel="manifest"]').getAttribute('href');
	expect(href).toBe('/manifest.fr.webmanifest');
	const response = await request.get(href!);
	expect(response.ok()).toBe(true);
	const manifest = (await response.json()) as {
		id: string;
		lang: string;
		shortcuts: { name: string; url: string }[];
		screenshots: { label: string }[];
	};
	expect(manifest.id).toBe('/');
	expect(manifest.lang).toBe('fr');
	expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
		['Nouvelle partie', '/new'],
		['Scanner une partie', '/scan'],
		['Historique', '/history']
	]);
	for (const shot of manifest.screenshots) expect(shot.label).toMatch(/^Une partie à quatre/);
});

test('the whole backup goes through the share sheet where the phone takes files, and is only downloaded where not', async ({
	page
}) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await freeformRound(page, [10, 20]);
	await page.goto('/settings');
	// This browser has no share sheet for files: only the download is offered.
	await expect(page.getByTestId('backup-export')).toBeVisible();
	await expect(page.getByTestId('backup-share')).toHaveCount(0);

	// A phone's share sheet: the file handed to it is recorded.
	const sharedNow = await fakeShareSheet(page);
	await page.reload();
	await page.getByTestId('backup-share').click();
	await expect(page.getByText('Backup file shared.')).toBeAttached();
	const shared = await sharedNow();
	expect(shared).toHaveLength(1);
	expect(shared[0]!.name).toMatch(/\.json$/);
	const backup = JSON.parse(Buffer.from(shared[0]!.bytes).toString('utf8')) as {
		rounds: { input: unknown }[];
		players: { name: string }[];
	};
	expect(backup.rounds.map((r) => r.input)).toEqual([{ scores: [10, 20] }]);
	expect(backup.players.map((p) => p.name).sort()).toEqual(['Ana', 'Ben']);
});
