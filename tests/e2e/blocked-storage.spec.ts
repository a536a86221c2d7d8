// The browser set to block site data (a Chromium profile whose settings block cookies and site
// data: localStorage and sessionStorage throw SecurityError, IndexedDB fires an error event, Web
// Locks and the Cache API throw): every screen renders and says what is wrong, in English and
// French; the actions that need storage say why they cannot run; the rules and the referee tools
// keep working.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { watchProblems } from './helpers';
import { expectOtherScreensRefuse, expectRulesWorkWithoutStorage, refusedText } from './storage-screens';

let dir = '';
let context: BrowserContext;

/** A fresh profile whose preferences block cookies and site data for every site. */
async function blockedProfile(locale: 'en' | 'fr'): Promise<BrowserContext> {
	dir = mkdtempSync(join(tmpdir(), 'tk-blocked-'));
	mkdirSync(join(dir, 'Default'));
	writeFileSync(
		join(dir, 'Default', 'Preferences'),
		JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } })
	);
	return chromium.launchPersistentContext(dir, {
		executablePath: chromiumPath(),
		args: chromiumArgs,
		baseURL: test.info().project.use.baseURL,
		locale: locale === 'fr' ? 'fr-FR' : 'en-US',
		viewport: { width: 412, height: 860 }
	});
}

test.afterEach(async () => {
	await context?.close();
	if (dir) rmSync(dir, { recursive: true, force: true });
});

async function expectBanner(page: Page, locale: 'en' | 'fr'): Promise<void> {
	const banner = page.getByTestId('storage-banner');
	await expect(banner).toHaveCount(1);
	await expect(banner.getByRole('heading')).toHaveText(refusedText[locale].banner);
}

for (const locale of ['en', 'fr'] as const)
	test(`site data blocked (${locale}): every screen says so; rules and referee tools work`, async () => {
		test.setTimeout(120_000);
		context = await blockedProfile(locale);
		const page = context.pages()[0] ?? (await context.newPage());
		const problems = watchProblems(page);
		const t = refusedText[locale];

		// The profile really blocks site data: a plain document of the site cannot touch its storage.
		await page.goto('/robots.txt');
		expect(
			await page.evaluate(async () => {
				let local = 'readable';
				try {
					localStorage.getItem('x');
				} catch (error) {
					local = (error as DOMException).name;
				}
				const idb = await new Promise<string>((resolve) => {
					const request = indexedDB.open('probe');
					request.onsuccess = () => resolve('opened');
					request.onerror = () => resolve('error event');
				});
				return [local, idb];
			})
		).toEqual(['SecurityError', 'error event']);

		await page.goto('/');
		await expectBanner(page, locale);
		await expect(page.getByText(t.list)).toBeVisible();

		await page.goto('/new');
		await expectBanner(page, locale);
		await expect(page.getByTestId('start-match')).toBeDisabled();
		await expect(page.locator('#start-refusal')).toHaveText(t.refused);

		await page.goto('/match/some-id');
		await expectBanner(page, locale);
		await expect(page.getByText(t.match)).toBeVisible();

		await page.goto('/history');
		await expectBanner(page, locale);
		await expect(page.getByText(t.list)).toBeVisible();

		// Settings: export and import say why they cannot run, and nothing hangs.
		await page.goto('/settings');
		await expectBanner(page, locale);
		const backup = page.getByTestId('backup');
		await expect(backup.getByTestId('backup-export')).toBeDisabled();
		await expect(backup.locator('#backup-file')).toBeDisabled();
		await expect(backup.locator('#backup-refusal')).toHaveText(t.refused);

		for (const path of ['/players', '/scan']) {
			await page.goto(path);
			await expectBanner(page, locale);
		}
		await expectOtherScreensRefuse(page, locale);

		await expectRulesWorkWithoutStorage(page, locale, expectBanner);

		expect(problems).toEqual([]);
	});
