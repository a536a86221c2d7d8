// The screens that read storage beyond the lists and the match (statistics, a match's QR codes and
// live codes, joining a live match), checked with storage refused: each says why instead of
// loading for ever, and the actions that would write say why they cannot run.
import { expect, type Page } from '@playwright/test';
import { showRulesTools } from './helpers';

/** What the screens say with storage refused, in each language. */
export const refusedText = {
	en: {
		banner: 'This browser is not letting Tablekeeper store anything',
		list: /Your matches cannot be shown/,
		match: /This match cannot be opened/,
		refused: 'This cannot be done: the browser is not letting Tablekeeper store anything, so nothing was saved.',
		waiting: /^(Loading…|Making the codes…)$/
	},
	fr: {
		banner: 'Ce navigateur ne laisse Tablekeeper rien enregistrer',
		list: /Vos parties ne peuvent pas être affichées/,
		match: /Cette partie ne peut pas être ouverte/,
		refused: /^Impossible.*le navigateur ne laisse Tablekeeper rien enregistrer, rien n'a donc été enregistré\.$/,
		waiting: /^(Chargement…|Création des codes…)$/
	}
};

/** Goes to `path` and waits for its one storage banner. */
async function open(page: Page, path: string, locale: 'en' | 'fr'): Promise<void> {
	await page.goto(path);
	const banner = page.getByTestId('storage-banner');
	await expect(banner).toHaveCount(1);
	await expect(banner.getByRole('heading')).toHaveText(refusedText[locale].banner);
}

export async function expectOtherScreensRefuse(page: Page, locale: 'en' | 'fr'): Promise<void> {
	const t = refusedText[locale];
	for (const path of ['/stats', '/players/some-id']) {
		await open(page, path, locale);
		await expect(page.getByText(t.list), path).toBeVisible();
		await expect(page.getByText(t.waiting), path).toHaveCount(0);
	}

	await open(page, '/match/some-id/share', locale);
	await expect(page.getByText(t.match)).toBeVisible();
	await expect(page.getByText(t.waiting)).toHaveCount(0);

	// Share live and Join say why before they are pressed.
	await open(page, '/match/some-id/live', locale);
	await expect(page.getByTestId('live-share')).toBeDisabled();
	await expect(page.locator('#live-share-refusal')).toHaveText(t.refused);
	await open(page, '/join', locale);
	await expect(page.getByTestId('live-join-check')).toBeDisabled();
	await expect(page.locator('#live-join-storage')).toHaveText(t.refused);
}

/** The referee tool's words the check below taps, in each language. */
const refereeWords = { en: { trump: 'Trump', hearts: 'hearts' }, fr: { trump: 'Atout', hearts: 'cœur' } };

/**
 * The rules and the Coinche trick referee need no storage: the rules page opens under the
 * storage banner (`expectBanner`, each spec's own check of it) and its referee takes a tap.
 */
export async function expectRulesWorkWithoutStorage(
	page: Page,
	locale: 'en' | 'fr',
	expectBanner: (page: Page, locale: 'en' | 'fr') => Promise<void>
): Promise<void> {
	const t = refereeWords[locale];
	await page.goto('/rules/coinche');
	await expectBanner(page, locale);
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await showRulesTools(page);
	const referee = page.getByTestId('coinche-trick-referee');
	const hearts = referee.getByRole('group', { name: t.trump }).getByRole('radio', { name: t.hearts });
	await hearts.check();
	await expect(hearts).toBeChecked();
}
