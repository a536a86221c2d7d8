// A rules page on a 360 x 740 phone with touch opens with its contents (a link per section), each
// section has its own address that opens the page on it, its heading links to that address, and
// the way back to the contents stays at the screen's foot; every game, in English and French.
import { expect, test, type Locator, type Page } from './fixtures';

const HEIGHT = 740;
test.use({ viewport: { width: 360, height: HEIGHT }, isMobile: true, hasTouch: true });

const GAMES = ['coinche', 'cooncan', 'coosner', 'cozen', 'freeform', 'koosekort'];
const WORDS = {
	en: { contents: 'Contents', back: 'Back to the contents', link: 'Link to this section: ' },
	fr: { contents: 'Sommaire', back: 'Retour au sommaire', link: 'Lien vers cette section\u202f: ' }
};

/** Fails unless the element's box is wholly inside the screen as it is scrolled now. */
async function expectOnScreen(element: Locator, what: string): Promise<void> {
	await expect(element, what).toBeVisible();
	await expect
		.poll(async () => {
			const box = await element.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
			return box.top >= 0 && box.bottom <= HEIGHT;
		}, what)
		.toBe(true);
}

/** The page's sections, in order: id and title. */
function sections(page: Page): Promise<{ id: string; title: string }[]> {
	return page
		.locator('article.rules section')
		.evaluateAll((all) => all.map((s) => ({ id: s.id, title: s.querySelector('h2')?.textContent?.trim() ?? '' })));
}

for (const locale of ['en', 'fr'] as const) {
	test(`every rules page opens with its contents, and a section's address opens the page on it (${locale})`, async ({
		page
	}) => {
		test.setTimeout(240_000);
		const words = WORDS[locale];
		await page.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		for (const game of GAMES) {
			await page.goto(`/rules/${game}`);
			await expect(page.locator('html')).toHaveAttribute('lang', locale);
			// The contents, in the first screen: one link per section, in page order, to its address.
			const contents = page.getByRole('navigation', { name: words.contents });
			await expectOnScreen(contents.getByRole('heading', { name: words.contents }), `${game}: contents heading`);
			const all = await sections(page);
			expect(all.length, `${game}: sections`).toBeGreaterThan(1);
			const links = contents.getByRole('link');
			await expect(links).toHaveText(all.map((s) => s.title));
			expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
				all.map((s) => `#${s.id}`)
			);

			// A section's own address, opened directly, shows that section's heading on the screen.
			const target = all[Math.floor(all.length * 0.7)]!;
			const heading = page.locator(`section[id="${target.id}"] h2`);
			await page.goto(`/rules/${game}#${target.id}`);
			await expect(page.locator('html')).toHaveAttribute('lang', locale);
			await expectOnScreen(heading, `${game}#${target.id} opened directly`);
			// Its heading links to that address, named for the section.
			await expect(page.getByRole('link', { name: `${words.link}${target.title}`, exact: true })).toHaveAttribute(
				'href',
				`#${target.id}`
			);

			// From there the way back to the contents is on the screen, and the contents link lands on the section again.
			const back = page.getByRole('link', { name: words.back });
			await expectOnScreen(back, `${game}: back to the contents`);
			await back.click();
			await expect(page).toHaveURL(/#contents$/);
			await expectOnScreen(contents.getByRole('heading', { name: words.contents }), `${game}: back at the contents`);
			await contents.getByRole('link', { name: target.title, exact: true }).click();
			await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
			await expectOnScreen(heading, `${game}: section reached from the contents`);
		}
	});
}
