// The top navigation on a 360 px phone with touch: its five links sit on one line, inside the
// screen, on every page (the current page's link in bold is the widest), in English and French.
import { expect, test } from './fixtures';

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });

for (const locale of ['en', 'fr'] as const) {
	test(`the top navigation is one line at 360 px (${locale})`, async ({ page }) => {
		await page.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		for (const path of ['/', '/history', '/players', '/rules', '/settings']) {
			await page.goto(path);
			const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principale' });
			const links = nav.getByRole('link');
			await expect(links).toHaveCount(5);
			await expect(links.first()).toHaveText(locale === 'en' ? 'Home' : 'Accueil');
			const boxes = await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
			for (const [i, box] of boxes.entries()) {
				expect(box.top, `${path} (${locale}): link ${i + 1} on the first link's line`).toBe(boxes[0]!.top);
				expect(box.height, `${path} (${locale}): link ${i + 1} is a 44 px target`).toBeGreaterThanOrEqual(44);
				expect(box.right, `${path} (${locale}): link ${i + 1} inside the screen`).toBeLessThanOrEqual(WIDTH);
				expect(box.left).toBeGreaterThanOrEqual(0);
			}
			// The whole bar is that one line: nothing (the app's name) sits on a line of its own.
			const bar = (await page.locator('header.top').boundingBox())!;
			expect(bar.height, `${path} (${locale}): the bar's height`).toBeLessThan(2 * 44);
		}
	});
}
