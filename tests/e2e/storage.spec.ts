// Storage refused by the browser (private modes, storage disabled by policy), simulated three
// ways before any page script runs: every screen says so once and what to try, actions that
// need storage say why they cannot run, the rules and the referee tools keep working.
import { expect, test, type Page } from './fixtures';
import { watchProblems } from './helpers';
import { expectOtherScreensRefuse, expectRulesWorkWithoutStorage } from './storage-screens';

const refusals = {
	'indexedDB.open throws': () => {
		IDBFactory.prototype.open = function () {
			throw new DOMException('The user denied permission to access the database.', 'SecurityError');
		};
	},
	'indexedDB is undefined': () => {
		Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
	},
	'indexedDB.open fires an error event': () => {
		IDBFactory.prototype.open = function () {
			const request = { error: new DOMException('A mutation operation was attempted.', 'InvalidStateError') };
			const event = { target: request, type: 'error', preventDefault() {}, stopPropagation() {} };
			setTimeout(() => (request as unknown as IDBOpenDBRequest).onerror?.(event as never), 0);
			return request as unknown as IDBOpenDBRequest;
		};
	}
};

const text = {
	en: {
		banner: 'This browser is not letting Tablekeeper store anything',
		tryThis: /leave private browsing, allow site data/,
		list: /Your matches cannot be shown/,
		match: /This match cannot be opened/,
		refused: /the browser is not letting Tablekeeper store anything, so nothing was saved/,
		loading: 'Loading…'
	},
	fr: {
		banner: 'Ce navigateur ne laisse Tablekeeper rien enregistrer',
		tryThis: /quittez la navigation privée, autorisez les données de site/,
		list: /Vos parties ne peuvent pas être affichées/,
		match: /Cette partie ne peut pas être ouverte/,
		refused: /le navigateur ne laisse Tablekeeper rien enregistrer, rien n'a donc été enregistré/,
		loading: 'Chargement…'
	}
};

async function expectBannerOnce(page: Page, locale: 'en' | 'fr'): Promise<void> {
	const banner = page.getByTestId('storage-banner');
	await expect(banner).toHaveCount(1);
	await expect(banner.getByRole('heading')).toHaveText(text[locale].banner);
	await expect(banner).toContainText(text[locale].tryThis);
}

// Each way of refusing and each language once (as a11y.spec.ts takes each theme and language
// once): the way decides what the app's start meets whatever the language, the language decides
// the words whatever the way, so the three other pairs checked the same things again.
const cases: [keyof typeof refusals, 'en' | 'fr'][] = [
	['indexedDB.open throws', 'en'],
	['indexedDB is undefined', 'fr'],
	['indexedDB.open fires an error event', 'en']
];

for (const [how, locale] of cases) {
	const refuse = refusals[how];
	test(`storage refused (${how}, ${locale}): every screen says so; rules and referee tools work`, async ({ page }) => {
		const problems = watchProblems(page);
		await page.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		await page.addInitScript(refuse);
		const t = text[locale];

		await page.goto('/');
		await expectBannerOnce(page, locale);
		await expect(page.getByText(t.list)).toBeVisible();
		await expect(page.getByText(t.loading)).toHaveCount(0);

		await page.goto('/history');
		await expectBannerOnce(page, locale);
		await expect(page.getByText(t.list)).toBeVisible();
		await expect(page.getByText(t.loading)).toHaveCount(0);

		// Starting a match needs storage: the button says why it cannot run.
		await page.goto('/new');
		await expectBannerOnce(page, locale);
		const start = page.getByTestId('start-match');
		await expect(start).toBeDisabled();
		await expect(page.locator('#start-refusal')).toHaveText(t.refused);
		await expect(start).toHaveAttribute('aria-describedby', 'start-refusal');

		// A match's address: not "not found", but why it cannot be read.
		await page.goto('/match/some-id');
		await expectBannerOnce(page, locale);
		await expect(page.getByText(t.match)).toBeVisible();

		await page.goto('/players');
		await expectBannerOnce(page, locale);
		await expectOtherScreensRefuse(page, locale);

		// Export and import say why they cannot run (neither does nothing nor hangs).
		await page.goto('/settings');
		await expectBannerOnce(page, locale);
		await expect(page.getByTestId('backup-export')).toBeDisabled();
		await expect(page.locator('#backup-file')).toBeDisabled();
		await expect(page.locator('#backup-refusal')).toHaveText(t.refused);

		await expectRulesWorkWithoutStorage(page, locale, expectBannerOnce);

		expect(problems).toEqual([]);
	});
}
