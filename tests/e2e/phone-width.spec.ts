// No screen scrolls sideways on a 360 x 740 phone: every route, the new-match form of every game,
// a match of every game with 40-character names (the longest allowed) and its tools opened, in
// English and in French. A failure names the elements that stick out past the viewport. The
// screens are reached by the app's links, one page load per language (tests/e2e/screens.ts); the
// matches come in through the app's import (typing a setup is the entry flows' subject).
import { axeScan, THEME_AND_LANGUAGE_RULES } from './axe';
import { expect, test, type Page } from './fixtures';
import { seedMatches, showRulesTools, type DefaultMatch } from './helpers';
import { go, openFirstPlayer, openMatch, openRules } from './screens';

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, hasTouch: true });

/** Four different names of exactly 40 characters. */
const NAMES = [
	'Anastasia Wilhelmina Montgomery-Fairfax',
	'Bartholomew Maximilian de la Tour-Vieille',
	'Chloé-Marguerite Aurélie Beauchamp-Ducros',
	'Dimitrios Konstantinos Papadopoulos-Vlahos'
].map((name) => name.slice(0, 40).padEnd(40, 'e'));

const GAMES = { coinche: 4, cooncan: 3, cozen: 2, coosner: 4, koosekort: 3, freeform: 3 } as const;
const GAME_IDS = Object.keys(GAMES) as (keyof typeof GAMES)[];

/** The elements whose right edge is past the viewport, outermost first (for the failure message). */
async function sticking(page: Page): Promise<string[]> {
	return page.evaluate((width) => {
		const out: string[] = [];
		for (const el of document.querySelectorAll('body *')) {
			const box = el.getBoundingClientRect();
			if (box.right <= width + 0.5 || box.width === 0) continue;
			if (el.parentElement && out.length > 0 && el.parentElement.getBoundingClientRect().right > width + 0.5) continue;
			const id = el.id ? `#${el.id}` : '';
			const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : '';
			out.push(`${el.tagName.toLowerCase()}${id}${cls} right=${Math.round(box.right)}`);
		}
		return out.slice(0, 8);
	}, WIDTH);
}

/** Fails when the document is wider than the viewport, naming what sticks out. */
async function expectNoSideScroll(page: Page, where: string): Promise<void> {
	const width = await page.evaluate(() => document.documentElement.scrollWidth);
	if (width > WIDTH)
		expect.soft(width, `${where} is ${width} px wide: ${(await sticking(page)).join(', ')}`).toBe(WIDTH);
}

/**
 * Shows the app in `locale` from here on: the language is read at a page's start, so the page is
 * loaded again (the one load per language; the screens are reached by the app's links).
 */
async function speak(page: Page, locale: 'en' | 'fr'): Promise<void> {
	await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('lang', locale);
	await expect(page.locator('main h1').first()).toBeVisible();
}

/** Opens every closed disclosure on the page (house rules, referee tools). */
async function openAll(page: Page): Promise<void> {
	const closed = page.locator('main details:not([open]) > summary');
	for (let n = await closed.count(); n > 0; n--) await closed.first().click();
}

test('no screen is wider than a 360 px phone, with 40-character names, in English and French', async ({ page }) => {
	test.setTimeout(240_000);
	for (const name of NAMES) expect(name).toHaveLength(40);

	// A round in the free-form match: its chart and the chart's table of totals.
	const urls = await seedMatches(
		page,
		GAME_IDS.map((game): DefaultMatch => [
			game,
			NAMES.slice(0, GAMES[game]),
			game === 'freeform' ? [12, 7, 3] : undefined
		])
	);
	const matches = Object.fromEntries(GAME_IDS.map((game, i) => [game, urls[i]!]));
	await openMatch(page, matches.freeform!);
	await expect(page.getByTestId('total-0')).toContainText('12');

	for (const locale of ['en', 'fr'] as const) {
		if (locale === 'fr') await speak(page, locale);
		for (const route of ['/', '/history', '/players', '/settings', '/rules'] as const) {
			await go(page, route);
			await expectNoSideScroll(page, `${route} (${locale})`);
		}
		await openFirstPlayer(page);
		await expect(page.locator('main h1')).toContainText(NAMES[0]!);
		await expectNoSideScroll(page, `a player (${locale})`);

		await go(page, '/new');
		for (const game of Object.keys(GAMES)) {
			await page.locator(`input[name="game"][value="${game}"]`).check();
			await expectNoSideScroll(page, `new ${game} (${locale})`);
		}
		for (const [game, url] of Object.entries(matches)) {
			await openMatch(page, url);
			await openAll(page);
			await expectNoSideScroll(page, `match ${game} (${locale})`);
		}
		for (const game of Object.keys(GAMES)) {
			await openRules(page, game);
			await showRulesTools(page);
			await expectNoSideScroll(page, `/rules/${game} (${locale})`);
		}
	}
});

/** Twelve different names of exactly 40 characters (the longest allowed). */
const MANY = [
	...NAMES,
	...['Eléonore', 'Fanny', 'Gwendolyn', 'Hildegarde', 'Ingrid', 'Joséphine', 'Kassandra', 'Léopoldine'].map(
		(first, i) => `${first} ${String.fromCharCode(65 + i)} Vandermeersch-Oosterhuis`.slice(0, 40).padEnd(40, 'x')
	)
];

/**
 * Fails unless every player's name, total and rank sit wholly inside the viewport's width (no
 * sideways scrolling needed to read them; the standings are reached by scrolling down, under the
 * match's heading and tools, like the rest of the page). Every row's boxes are read in one call
 * into the page, once the last row shows: one round trip, not five per player.
 */
async function expectStandingsInView(page: Page, count: number, where: string): Promise<void> {
	await expect(page.getByTestId(`standing-${count - 1}`), `${where}: player ${count}`).toBeVisible();
	const rows = await page.evaluate((count) => {
		const part = (row: Element | null, name: string) => {
			const el = row?.querySelector(`[data-testid="standing-${name}"]`);
			const box = el?.getBoundingClientRect();
			return box && box.width > 0 && box.height > 0 ? { left: box.left, right: box.right } : null;
		};
		return Array.from({ length: count }, (_, i) => {
			const row = document.querySelector(`[data-testid="standing-${i}"]`);
			return {
				shown: row?.checkVisibility({ visibilityProperty: true }) ?? false,
				name: row?.querySelector('[data-testid="standing-name"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
				parts: { name: part(row, 'name'), total: part(row, 'total'), rank: part(row, 'rank') }
			};
		});
	}, count);
	for (const [i, row] of rows.entries()) {
		expect(row.shown, `${where}: player ${i + 1}`).toBe(true);
		for (const [name, box] of Object.entries(row.parts)) {
			expect(box, `${where}: player ${i + 1} ${name}`).not.toBeNull();
			expect.soft(box!.left, `${where}: player ${i + 1} ${name} left`).toBeGreaterThanOrEqual(0);
			expect.soft(box!.right, `${where}: player ${i + 1} ${name} right`).toBeLessThanOrEqual(WIDTH + 0.5);
		}
		expect(row.name, `${where}: player ${i + 1}`).toBe(MANY[i]);
	}
}

test('every player of a six- and a twelve-player match shows name, total and rank at 360 px, in English and French', async ({
	page
}) => {
	test.setTimeout(240_000);
	for (const name of MANY) expect(name).toHaveLength(40);
	const cases: [keyof typeof GAMES, number][] = [
		['koosekort', 6],
		['freeform', 6],
		['freeform', 12]
	];
	const urls = await seedMatches(
		page,
		cases.map(([game, count]): DefaultMatch => [
			game,
			MANY.slice(0, count),
			game === 'freeform' ? Array.from({ length: count }, (_, i) => 100 * (i % 4) + i) : undefined
		])
	);
	const matches = cases.map(([game, count], i): [string, number, string] => [game, count, urls[i]!]);
	for (const locale of ['en', 'fr'] as const) {
		if (locale === 'fr') await speak(page, locale);
		for (const [game, count, url] of matches) {
			const where = `${game} with ${count} (${locale})`;
			await openMatch(page, url);
			await expectStandingsInView(page, count, where);
			await expectNoSideScroll(page, where);
			// French: the rules its words can change (axe.ts; the English pass runs every rule).
			const scan = axeScan(page);
			const axe = await (locale === 'fr' ? scan.withRules([...THEME_AND_LANGUAGE_RULES]) : scan).analyze();
			expect.soft(axe.violations.map((v) => `${where}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
		}
	}
});
