// What a newcomer met at a 360 px phone with touch (issue 42): a long name beside the round form's
// sign button, tap targets under 44 px, checkboxes and radios of many sizes, a disclosure with no
// marker. Each is measured in the page as laid out, in English and French where words matter.
import { expect, test, type Page } from './fixtures';
import { expectTotals, newMatch, seedMatches, type DefaultMatch } from './helpers';
import { go, openFirstPlayer, openMatch } from './screens';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** Shows the app in this language from here on (read at a page's start, so the page is loaded again). */
async function speak(page: Page, locale: 'en' | 'fr'): Promise<void> {
	await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('lang', locale);
	await expect(page.locator('main h1').first()).toBeVisible();
}

/** The matches the tap targets are measured in, brought in by the import (`seedMatches`). */
const MATCHES: DefaultMatch[] = [
	['freeform', ['Ana', 'Ben'], [10, 4]],
	['coinche', ['Ana', 'Ben', 'Chloé', 'Dan']],
	['cooncan', ['Ana', 'Ben', 'Chloé']],
	['koosekort', ['Ana', 'Ben', 'Chloé']]
];

/** Opens a route and waits for its heading and for its data. */
async function visit(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await expect(page.locator('main h1').first()).toBeVisible();
	await page.waitForLoadState('networkidle');
}

/**
 * Every tap target on the page under 44 px tall, described with its size. A checkbox or radio is
 * measured by its label (the line a finger taps); a link inside a sentence is left out, as WCAG
 * 2.2's target size (2.5.8) leaves it out.
 */
function smallTargets(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const out: string[] = [];
		const selector = 'a[href], button, summary, select, textarea, input:not([type="hidden"])';
		for (const el of document.querySelectorAll<HTMLElement>(selector)) {
			if (el.closest('[aria-hidden="true"], .visually-hidden, dialog:not([open]), details:not([open]) > :not(summary)'))
				continue;
			let target: Element = el;
			if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
				target = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el;
			const box = target.getBoundingClientRect();
			if (box.width === 0 || box.height === 0) continue;
			if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
				const own = (el.textContent ?? '').trim();
				const around = (el.parentElement?.textContent ?? '').trim();
				if (around !== own) continue;
			}
			if (box.height < 43.5) {
				const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
				out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
			}
		}
		return out;
	});
}

test('a 40-character name in the free-form round form stays clear of its sign button', async ({ page }) => {
	const names = ['Wolfeschlegelsteinhausenbergerdorffvoral', 'Anastasia Wilhelmina Montgomery-Fairfaxe'];
	for (const name of names) expect(name).toHaveLength(40);
	await newMatch(page, 'freeform', names);
	for (const seat of [0, 1]) {
		const label = page.locator(`label[for="score-${seat}"]`);
		const sign = page.getByRole('button', { name: `Make ${names[seat]}'s score negative or positive` });
		const [text, button] = [await label.boundingBox(), await sign.boundingBox()];
		expect(text!.x + text!.width, `${names[seat]} ends before its ± button`).toBeLessThanOrEqual(button!.x);
		// The words themselves, not only their box, stay left of the button.
		const right = await label.evaluate((el) => {
			const range = document.createRange();
			range.selectNodeContents(el);
			return Math.max(...[...range.getClientRects()].map((r) => r.right));
		});
		expect(right).toBeLessThanOrEqual(button!.x);
	}
	const form = await page.getByTestId('round-editor').boundingBox();
	expect(form!.x + form!.width).toBeLessThanOrEqual(360);
});

for (const locale of ['en', 'fr'] as const) {
	test(`every tap target on the main screens is at least 44 px tall (${locale})`, async ({ page }) => {
		test.setTimeout(240_000);
		const found: string[] = [];
		const check = async (where: string) => found.push(...(await smallTargets(page)).map((t) => `${where}: ${t}`));

		// The matches come in through the import (in English, its labels), then the screens are
		// reached by the app's links (tests/e2e/screens.ts): one page load, two in French.
		const urls = await seedMatches(page, MATCHES);
		if (locale === 'fr') await speak(page, locale);
		for (const [i, [game]] of MATCHES.entries()) {
			await openMatch(page, urls[i]!);
			if (game === 'freeform') await expectTotals(page, [10, 4]);
			await check(`match ${game}`);
		}
		for (const route of ['/', '/history', '/players', '/settings', '/join'] as const) {
			await go(page, route);
			await check(route);
		}
		await visit(page, '/stats');
		await check('/stats');
		await go(page, '/new');
		for (const game of ['coinche', 'freeform', 'cozen']) {
			await page.locator(`input[name="game"][value="${game}"]`).check();
			await page
				.locator('main details:not([open]) > summary')
				.evaluateAll((all) => all.forEach((s) => (s.parentElement as HTMLDetailsElement).setAttribute('open', '')));
			await check(`/new ${game}`);
		}
		await openFirstPlayer(page);
		await check('/players/<id>');
		expect(found, found.join('\n')).toEqual([]);
	});
}

test('on the new-match form, every radio is one size and every checkbox is one size, and they line up', async ({
	page
}) => {
	await visit(page, '/new');
	await page.locator('input[name="game"][value="coinche"]').check();
	const sizes = (type: string) =>
		page.locator(`main input[type="${type}"]`).evaluateAll((all) =>
			all
				.filter((el) => getComputedStyle(el).opacity !== '0')
				.map((el) => {
					const box = el.getBoundingClientRect();
					return { width: Math.round(box.width), height: Math.round(box.height), left: Math.round(box.left) };
				})
		);
	for (const type of ['radio', 'checkbox']) {
		const all = await sizes(type);
		expect(all.length, `${type}s on the form`).toBeGreaterThan(1);
		const first = all[0]!;
		expect(first.width, `a ${type} big enough to see`).toBeGreaterThanOrEqual(18);
		expect(first.height).toBe(first.width);
		for (const box of all) expect(box, `every ${type} is ${first.width} px square`).toMatchObject(first);
	}
});

test('"Starting scores" shows that it opens, and shows it is open', async ({ page }) => {
	await visit(page, '/new');
	await page.locator('input[name="game"][value="freeform"]').check();
	const summary = page.getByTestId('starting-scores').locator('summary');
	const marker = () =>
		summary.evaluate((el) => {
			const before = getComputedStyle(el, '::before').content;
			return getComputedStyle(el).display === 'list-item' ? 'list-item' : before;
		});
	const closed = await marker();
	expect(closed).not.toBe('none');
	expect(closed).not.toBe('normal');
	await summary.click();
	await expect(page.locator('#start-0')).toBeVisible();
	if (closed !== 'list-item') expect(await marker()).not.toBe(closed);
});
