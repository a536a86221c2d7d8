// Behaving like the other apps on the phone: set to follow the device, the theme follows its
// dark mode live; a chosen theme stays; the manifest names the app and offers its shortcuts.
import { expect, test } from '@playwright/test';

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

test('the manifest has an id, categories and the New match, Scan and History shortcuts', async ({ request }) => {
	const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
		id: string;
		categories: string[];
		shortcuts: { name: string; url: string }[];
	};
	expect(manifest.id).toBe('/');
	expect(manifest.categories).toContain('games');
	expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
		['New match', '/new'],
		['Scan a match', '/scan'],
		['History', '/history']
	]);
	for (const { url } of manifest.shortcuts) expect((await request.get(url)).ok()).toBe(true);
});
