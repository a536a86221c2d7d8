// Accessibility: axe-core reports no violation on any screen, in the light theme in English (every
// rule) and the dark one in French (the rules colours and words can change), a player's record
// table at 360 px included; each game's rules page renders in both languages; a whole free-form
// round can be entered with the keyboard alone, a segmented choice with the arrow keys, and a
// dialog keeps the focus. Screens are reached by the app's links, not loaded one by one
// (tests/e2e/screens.ts), and the matches they show are brought in by the app's import.
import { axeScan, DEFAULT_RULES, rulesRun, THEME_AND_LANGUAGE_RULES } from './axe';
import { expect, test, type Page } from './fixtures';
import { backupOf, expectTotals, importBackup, watchProblems, showRulesTools } from './helpers';
import { go, openFirstPlayer, openMatch, openRules } from './screens';
import { loadGames } from '../../src/lib/engine/registry';

// Every test here starts from an empty browser: they can share the two workers.
test.describe.configure({ mode: 'parallel' });

const GAMES = ['coinche', 'cooncan', 'cozen', 'coosner', 'koosekort', 'freeform'] as const;
type Game = (typeof GAMES)[number];
const PLAYERS: Record<Game, string[]> = {
	coinche: ['Ana', 'Ben', 'Chloé', 'Dan'],
	cooncan: ['Ana', 'Ben', 'Chloé'],
	cozen: ['Ana', 'Ben'],
	coosner: ['Ana', 'Ben', 'Chloé', 'Dan'],
	koosekort: ['Ana', 'Ben', 'Chloé'],
	freeform: ['Ana', 'Ben', 'Chloé']
};

/** The matches both passes show, and each one's address. */
interface Seeded {
	/** A match of each game with no round yet: its screen as it opens (its round entry). */
	opened: Record<Game, string>;
	/** A free-form match of two rounds (totals 14, 25, 4): history, and a round's explanation. */
	played: string;
}

/**
 * Brings the matches in through Settings' import (setting up a match is not what this spec is
 * about; the keyboard test below types one): one of each game with no round, a free-form match
 * with two rounds, and a finished one-round free-form match of Ana's, so her page has a record
 * table to show. Every option at the game's default, as the new-match form stores it.
 */
async function seed(page: Page): Promise<Seeded> {
	const at = Date.UTC(2026, 10, 27, 19);
	const games = await loadGames([...GAMES]);
	const config = (game: Game, seats: number) => games.get(game)!.defaultConfig(seats) as Record<string, unknown>;
	const round = (scores: number[], minutes: number) => ({ input: { scores }, at: at + minutes * 60_000 });
	const { text, ids } = backupOf([
		...GAMES.map((game) => ({
			gameId: game,
			players: PLAYERS[game],
			config: config(game, PLAYERS[game].length),
			createdAt: at,
			rounds: []
		})),
		{
			gameId: 'freeform',
			players: PLAYERS.freeform,
			config: config('freeform', 3),
			createdAt: at,
			rounds: [round([10, 5, -3], 1), round([4, 20, 7], 2)]
		},
		{
			gameId: 'freeform',
			players: ['Ana', 'Ben'],
			config: { ...config('freeform', 2), rounds: 1 },
			createdAt: at,
			rounds: [round([12, 3], 3)]
		}
	]);
	await importBackup(page, text);
	const url = (id: string) => new URL(`/match/${id}`, page.url()).href;
	return {
		opened: Object.fromEntries(GAMES.map((game, i) => [game, url(ids[i]!)])) as Record<Game, string>,
		played: url(ids[GAMES.length]!)
	};
}

/**
 * Runs axe on the page as it is now (every default rule, or only `rules`) and returns a readable
 * list of violations, and a line if the rules run were not those asked for.
 */
async function violations(page: Page, where: string, rules?: readonly string[]): Promise<string[]> {
	const scan = axeScan(page);
	const result = await (rules ? scan.withRules([...rules]) : scan).analyze();
	const ran = rulesRun(result);
	const expected = [...(rules ?? DEFAULT_RULES)].sort();
	const wrongRules =
		ran.join() === expected.join() ? [] : [`${where}: ran ${ran.join(' ')} where ${expected.join(' ')} was asked`];
	return wrongRules.concat(
		result.violations.map(
			(v) =>
				`${where}: ${v.id} (${v.impact}) ${v.help}\n` +
				v.nodes
					.slice(0, 5)
					.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
					.join('\n')
		)
	);
}

// Each theme and each language once: the light theme in English, the dark one in French. What a
// theme changes (colours, contrast) does not depend on the language, nor what a language changes
// (names, labels, lang) on the theme, so the two other pairs would repeat these scans. One test
// brings the matches in once, then each pass goes from screen to screen by the app's links (a page
// load costs about a CPU second; docs/testing.md); the only loads are the import's and each
// pass's first rules page, which is also where the dark, French pass starts. Each step names what
// it checks, and each scan names its screen and pass. The first pass runs every default rule; the
// second, the same screens with the same elements, roles and attributes in other colours and
// words, only the rules whose outcome the colours or the words can change
// (THEME_AND_LANGUAGE_RULES in axe.ts; docs/testing.md, "Axe scans").
test("axe finds no violation on any screen (light, en; dark, fr), every game's rules page renders, and the rules search finds sections", async ({
	page
}) => {
	// About forty-five axe scans, several minutes at a load of 40 on 2 cores: the limit (which only
	// catches a hang) gives that headroom.
	test.setTimeout(900_000);
	const problems = watchProblems(page);
	// Light and English until the second pass chooses otherwise (read before first paint by static/boot.js).
	await page.addInitScript(() => {
		if (localStorage.getItem('tk-theme')) return;
		localStorage.setItem('tk-theme', 'light');
		localStorage.setItem('PARAGLIDE_LOCALE', 'en');
	});
	const matches = await seed(page);
	const found: string[] = [];
	for (const [theme, locale, rules] of [
		['light', 'en', undefined],
		['dark', 'fr', THEME_AND_LANGUAGE_RULES]
	] as const) {
		if (theme === 'dark')
			await page.evaluate(() => {
				localStorage.setItem('tk-theme', 'dark');
				localStorage.setItem('PARAGLIDE_LOCALE', 'fr');
			});
		await screens(page, { theme, locale, rules, matches, found });
	}
	expect(found, found.join('\n')).toEqual([]);
	expect(problems).toEqual([]);
});

/** One pass over every screen in a theme and language; each scan's violations go to `found`. */
async function screens(
	page: Page,
	pass: {
		theme: 'light' | 'dark';
		locale: 'en' | 'fr';
		rules: readonly string[] | undefined;
		matches: Seeded;
		found: string[];
	}
): Promise<void> {
	const { theme, locale, rules, matches, found } = pass;
	const scan = async (where: string) =>
		found.push(...(await violations(page, `${where} (${theme}, ${locale})`, rules)));

	await test.step(`${theme}, ${locale}: every game's rules page renders, its referee tools shown`, async () => {
		for (const game of GAMES) {
			// The first one loaded as a link from elsewhere opens it (prerendered, then drawn in the
			// reader's language and theme, which this load brings in); the others from the rules book.
			if (game === GAMES[0]) await page.goto(`/rules/${game}`);
			else await openRules(page, game);
			await expect(page.locator('html')).toHaveAttribute('lang', locale);
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
			await expect(page.locator('article.rules h2').first()).toBeVisible();
			expect(await page.locator('article.rules section').count()).toBeGreaterThan(1);
			await expect(page.locator('article.rules .credit')).not.toBeEmpty();
			await showRulesTools(page);
			await scan(`/rules/${game}`);
			if (locale === 'en' && (game === 'coinche' || game === 'cozen')) await segmentedChoice(page, game);
		}
	});

	await test.step(`${theme}, ${locale}: a match screen of every game, as it opens (its round entry)`, async () => {
		for (const game of GAMES) {
			await openMatch(page, matches.opened[game]);
			await scan(`match ${game}`);
		}
	});

	await test.step(`${theme}, ${locale}: every other route`, async () => {
		for (const route of ['/', '/new', '/history', '/players', '/settings', '/rules', '/join'] as const) {
			await go(page, route);
			await scan(route);
		}
	});

	await test.step(`${theme}, ${locale}: a player's statistics at 360 px, and Tab reaches the record table`, async () => {
		const desktop = page.viewportSize()!;
		await openFirstPlayer(page);
		await page.setViewportSize({ width: 360, height: 740 });
		await expect(page.getByTestId('player-stats')).toBeVisible();
		await scan('/players/<id> at 360 px');
		// The table scrolls sideways inside a named region that the keyboard reaches.
		const region = page.getByRole('region', { name: locale === 'fr' ? 'Bilan par jeu' : 'Record per game' });
		await expect(region).toHaveAttribute('tabindex', '0');
		await tabTo(page, '.table-scroll[role="region"]');
		await expect(region).toBeFocused();
		await page.setViewportSize(desktop);
	});

	await test.step(`${theme}, ${locale}: the rules search finds sections, whatever the accents and case`, async () => {
		await go(page, '/rules');
		await expect(page.getByTestId('rules-credits').locator('dt')).toHaveCount(GAMES.length - 1);
		const search = page.getByTestId('rules-search');
		await search.fill(locale === 'fr' ? 'ATOUT' : 'TRUMP');
		await expect(page.getByTestId('rules-search-hits').locator('a').first()).toBeVisible();
		await search.fill(locale === 'fr' ? 'donneur' : 'dealer');
		// A result opens its section.
		const first = page.getByTestId('rules-search-hits').locator('a').first();
		const href = await first.getAttribute('href');
		expect(href).toMatch(/\/rules\/[a-z]+#[a-z-]+$/);
		await first.click();
		await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
		await expect(page.locator(`[id="${href!.split('#')[1]}"]`)).toBeVisible();
		await go(page, '/rules');
		await page.getByTestId('rules-search').fill('zzzz');
		await expect(page.getByTestId('rules-search-none')).toBeVisible();
	});

	await test.step(`${theme}, ${locale}: a free-form match with rounds, a round's explanation open, an error shown beside a field`, async () => {
		await openMatch(page, matches.played);
		await expectTotals(page, [14, 25, 4]);
		await page.getByTestId('round-1').locator('button[aria-expanded]').click();
		await page.getByTestId('round-editor').locator('#score-0').fill('1.5');
		await page
			.getByTestId('round-editor')
			.getByRole('button', { name: /Save|Enregistrer/ })
			.click();
		await expect(page.getByTestId('round-editor').locator('#score-0')).toHaveAttribute('aria-invalid', 'true');
		await scan('match freeform with rounds');
	});

	if (locale === 'en')
		await test.step('a confirmation dialog keeps focus inside, closes with Escape and gives focus back', async () => {
			const opener = page.getByRole('button', { name: 'Abandon match' });
			await opener.focus();
			await page.keyboard.press('Enter');
			const dialog = page.getByRole('dialog', { name: 'Abandon this match? It stays in your history.' });
			await expect(dialog).toBeVisible();
			// Tab goes round the dialog's buttons, never to the page behind it.
			for (let i = 0; i < 4; i++) {
				await page.keyboard.press('Tab');
				expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
			}
			await page.keyboard.press('Escape');
			await expect(dialog).toBeHidden();
			await expect(opener).toBeFocused();
			await expect(page.getByText('This match was abandoned.')).toHaveCount(0);
		});

	if (theme === 'dark')
		await test.step("the second pass's rules still find a contrast fault of the dark theme alone", async () => {
			// Muted text as dark as the dark theme's background, in a rule for that theme only.
			await go(page, '/settings');
			await expect(page.locator('main .muted').first()).toBeVisible();
			const fault = ":root[data-theme='dark'] { --muted: #3d4541; }";
			const sheet = await page.evaluate((rule) => {
				const sheet = [...document.styleSheets].findIndex((s) => s.href?.startsWith(location.origin));
				document.styleSheets[sheet]!.insertRule(rule, document.styleSheets[sheet]!.cssRules.length);
				return sheet;
			}, fault);
			const dark = await violations(page, '/settings, dark muted on purpose', rules);
			expect(dark.join('\n')).toMatch(/^\/settings, dark muted on purpose: color-contrast /);
			// The same page in the light theme, the rule still there: no fault.
			await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
			expect(await violations(page, '/settings, light', ['color-contrast'])).toEqual([]);
			await page.evaluate((i) => {
				const s = document.styleSheets[i]!;
				s.deleteRule(s.cssRules.length - 1);
				document.documentElement.dataset.theme = 'dark';
			}, sheet);
		});
}

/**
 * On a rules page with its referee tools shown (the light, English pass, after its scan): a
 * segmented choice is worked with the arrow keys (Coinche's trump), and every option is a 44 px
 * target (Cozen's stake owner).
 */
async function segmentedChoice(page: Page, game: 'coinche' | 'cozen'): Promise<void> {
	await test.step(`a segmented choice of ${game}'s referee tools is worked with the arrow keys`, async () => {
		if (game === 'coinche') {
			const radios = page.getByTestId('choice-trick-trump').getByRole('radio');
			await radios.first().focus();
			await page.keyboard.press('Space');
			await expect(radios.nth(0)).toBeChecked();
			await page.keyboard.press('ArrowRight');
			await expect(radios.nth(1)).toBeChecked();
			await expect(radios.nth(1)).toBeFocused();
			return;
		}
		const owner = page.getByRole('group', { name: 'Whose stake is it?' });
		await owner.getByRole('radio').first().focus();
		await page.keyboard.press('ArrowRight');
		await expect(owner.getByRole('radio').nth(1)).toBeChecked();
		for (const label of await owner.locator('label').all()) {
			const box = await label.boundingBox();
			expect(box!.height).toBeGreaterThanOrEqual(44);
			expect(box!.width).toBeGreaterThanOrEqual(44);
		}
	});
}

/** Presses Tab until the focused element matches `selector` (at most `limit` presses); checks the focus ring shows. */
async function tabTo(page: Page, selector: string, limit = 40): Promise<void> {
	for (let i = 0; i < limit; i++) {
		await page.keyboard.press('Tab');
		if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) {
			const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
			expect(outline, `focus ring on ${selector}`).not.toBe('none');
			return;
		}
	}
	throw new Error(`Tab never reached ${selector}`);
}

test('a whole free-form round is entered with the keyboard alone, from the home page to the saved round', async ({
	page
}) => {
	const problems = watchProblems(page);
	await page.goto('/');
	await tabTo(page, '[data-testid="new-match"]');
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/new/);

	// The game radios: Tab into the group, arrows move and choose.
	await tabTo(page, 'input[name="game"]');
	for (let i = 0; i < 10 && !(await page.locator('input[value="freeform"]').isChecked()); i++)
		await page.keyboard.press('ArrowDown');
	await expect(page.locator('input[value="freeform"]')).toBeFocused();
	await expect(page.locator('input[value="freeform"]')).toBeChecked();

	await tabTo(page, '#seat-0');
	await page.keyboard.type('Ana');
	await tabTo(page, '#seat-1');
	await page.keyboard.type('Ben');
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/match\//);

	// A bad entry first: the message is beside the field and nothing typed is lost.
	await tabTo(page, '#score-0');
	await page.keyboard.type('12');
	await tabTo(page, '#score-1');
	await page.keyboard.type('3.5');
	await page.keyboard.press('Enter');
	await expect(page.locator('#score-1-error')).toHaveText(/whole number/);
	await expect(page.locator('#score-1')).toHaveAttribute('aria-invalid', 'true');
	await expect(page.locator('#score-0')).toHaveValue('12');

	await page.keyboard.press('Shift+Tab');
	await page.keyboard.press('Tab');
	await expect(page.locator('#score-1')).toBeFocused();
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.type('-3');
	await page.keyboard.press('Enter');
	await expectTotals(page, [12, -3]);
	await expect(page.getByTestId('notice')).toHaveText('Round 1 saved.');
	await expect(page.getByTestId('totals-announcement')).toHaveText('Totals: Ana 12, Ben -3.');
	// The round's explanation opens from the keyboard too, and names each player.
	await tabTo(page, '[data-testid="round-1"] button[aria-expanded]');
	await page.keyboard.press('Enter');
	await expect(page.getByRole('link', { name: 'Ana: 12' })).toBeVisible();
	expect(problems).toEqual([]);
});
