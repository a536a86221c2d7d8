// Moving between screens by the app's own links, for the specs that visit every screen (a11y,
// phone-width, small-screen): a page load costs about a CPU second of Chromium's work, and a screen
// the app's router draws is the same screen, so a spec loads a page only where the load is what it
// tests or the language changes (docs/testing.md). Each move waits until the screen has read
// its data, so a scan or a measure never sees it half drawn.
import { expect, type Locator, type Page } from '@playwright/test';

/** The routes reached from the header's navigation or the home page's buttons. */
export type Route = '/' | '/history' | '/players' | '/rules' | '/settings' | '/new' | '/join';

/** What shows once each route has read what it lists (history and players: once a match is stored). */
const READY: Record<Route, (page: Page) => Locator> = {
	'/': (page) =>
		page
			.getByTestId('match-card')
			.or(page.getByText(/^(No matches yet|Aucune partie pour l.instant)\./))
			.first(),
	'/history': (page) => page.getByTestId('match-card').first(),
	'/players': (page) => page.locator('main a[href*="/players/"]').first(),
	'/rules': (page) => page.getByTestId('rules-credits'),
	'/settings': (page) => page.getByTestId('storage-status'),
	'/new': (page) => page.locator('#seat-0'),
	'/join': (page) => page.locator('main input').first()
};

/** The home page's buttons to the routes the header does not link. */
const FROM_HOME: Partial<Record<Route, string>> = { '/new': 'new-match', '/join': 'join-live' };

/**
 * Clicks `link` and waits until the address is `path` and the screen shows its heading. Leaving a
 * match with no round asks first (discard it or keep it, as a person leaving one is asked): the
 * match is kept.
 */
async function follow(page: Page, link: Locator, path: string): Promise<void> {
	await link.click();
	const keep = page.getByRole('dialog').getByRole('button', { name: /^(Keep it|La garder)$/ });
	const there = () => new URL(page.url()).pathname === path;
	await expect.poll(async () => there() || (await keep.isVisible())).toBe(true);
	if (!there()) await keep.click();
	await expect(page).toHaveURL((url) => url.pathname === path);
	await expect(page.locator('main h1').first()).toBeVisible();
}

/** Goes to `route` by clicking the app's link to it (the header's, or home's button), as a person does. */
export async function go(page: Page, route: Route): Promise<void> {
	const button = FROM_HOME[route];
	if (button) {
		if (new URL(page.url()).pathname !== '/') await go(page, '/');
		await follow(page, page.getByTestId(button), route);
	} else {
		await follow(page, page.locator(`header nav a[href="${route}"]`), route);
	}
	await expect(READY[route](page)).toBeVisible();
}

/** Opens a stored match from the home page's list, by its address (as `page.url()` gave it). */
export async function openMatch(page: Page, url: string): Promise<void> {
	const path = new URL(url).pathname;
	await go(page, '/');
	await follow(page, page.locator(`main a[href="${path}"]`), path);
	await expect(page.getByTestId('round-editor')).toBeVisible();
}

/** Opens a game's rules page from the rules list. */
export async function openRules(page: Page, game: string): Promise<void> {
	if (new URL(page.url()).pathname !== '/rules') await go(page, '/rules');
	await follow(page, page.locator(`main a[href="/rules/${game}"]`).first(), `/rules/${game}`);
	await expect(page.locator('article.rules h2').first()).toBeVisible();
}

/** Opens the first player's page from the players list, once its sections drawn after the record are there. */
export async function openFirstPlayer(page: Page): Promise<void> {
	await go(page, '/players');
	await page.locator('main a[href*="/players/"]').first().click();
	await expect(page).toHaveURL(/\/players\/.+/);
	await expect(page.getByTestId('h2h')).toBeAttached();
}

/**
 * Starts a match of `game` from the home page's New match, with these players (Add a player as
 * needed) and the options at their defaults; returns its address.
 */
export async function startMatch(page: Page, game: string, players: readonly string[]): Promise<string> {
	await go(page, '/new');
	await page.locator(`input[name="game"][value="${game}"]`).check();
	const seats = page.locator('input[id^="seat-"]');
	while ((await seats.count()) < players.length)
		await page.getByRole('button', { name: /Add a player|Ajouter un joueur/ }).click();
	for (const [i, name] of players.entries()) await page.locator(`#seat-${i}`).fill(name);
	await page.getByTestId('start-match').click();
	await expect(page).toHaveURL(/\/match\//);
	await expect(page.getByTestId('round-editor')).toBeVisible();
	return page.url();
}
