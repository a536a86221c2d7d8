// Phones of a club night shared live, for the specs of what each phone sees (club-night-live,
// night-scan): the organiser (360 px, touch) starts a free-form night of four players
// at two tables (each match over after two deals), draws and confirms round 1 and shares the
// night; a phone joins with a code typed on the night's join page. These phones are never cut
// off, so their sync sockets skip the route through the Playwright worker (`cuttable: false`).
import { expect, type Browser, type Page } from '@playwright/test';
import type { SpecServe } from './serve';

/** Nothing wider than a 360 px phone. */
export async function expectNoSideScroll(page: Page): Promise<void> {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The organiser's phone with the night shared: its page (on the desk), the night's address and codes. */
export async function sharedNight(server: SpecServe, browser: Browser) {
	const organiser = (await server.phone(browser, 'Organiser', 'en', { cuttable: false })).page;
	await organiser.goto('/');
	await organiser.getByTestId('club-night').tap();
	await organiser.locator('#night-name').fill('Roles night');
	await organiser.locator('#night-game').selectOption('freeform');
	await organiser.locator('#night-table-size').selectOption('2');
	for (const [i, name] of ['Ana', 'Bo', 'Cy', 'Di'].entries()) await organiser.locator(`#row-${i}`).fill(name);
	await organiser.locator('#opt-rounds').fill('2');
	await organiser.locator('#opt-rounds').press('Tab');
	await organiser.locator('#night-rounds').fill('2');
	await organiser.getByTestId('night-start').tap();
	await expect(organiser).toHaveURL(/\/night\/[^/]+$/);
	const desk = new URL(organiser.url()).pathname;
	await organiser.getByTestId('night-draw').tap();
	await organiser.getByTestId('night-confirm').tap();
	await expect(organiser.getByTestId('round-table')).toHaveCount(2);
	await organiser.getByTestId('night-live-share').tap();
	await expect(organiser).toHaveURL(/\/night\/[^/]+\/live$/);
	const code = async (id: string) => (await organiser.getByTestId(`night-live-${id}-plain`).textContent())!.trim();
	const codes = { table1: await code('table-1'), all: await code('all'), room: await code('room') };
	await expect(organiser.getByTestId('night-live-table-2')).toBeVisible();
	await expectNoSideScroll(organiser);
	await organiser.getByTestId('night-live-back').tap();
	await expect(organiser.getByTestId('night-draw')).toBeVisible();
	return { organiser, desk, codes };
}

/** A phone that joined the night with `code` typed; on the screen the code leads to. */
export async function joined(server: SpecServe, browser: Browser, name: string, code: string): Promise<Page> {
	const page = (await server.phone(browser, name, 'en', { cuttable: false })).page;
	await page.goto('/night/join');
	await page.getByTestId('night-join-code').fill(code);
	await page.getByTestId('night-join-go').tap();
	await expect(page).toHaveURL(/\/night\/[^/]+\/(table|room)$/);
	return page;
}
