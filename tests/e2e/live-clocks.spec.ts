// Three phones whose clocks disagree score one match live through the project's own server
// (scripts/serve.mjs, started here on 127.0.0.1 and stopped by its pid): Ana's phone an hour
// behind, Ben's two minutes ahead, Cleo's right (Playwright's clock control). Ana deletes a deal
// after seeing Ben's edit of it: deleted everywhere, though her clock says she acted an hour before
// he did. Cleo, cut off (her sync sockets closed and refused by a route), deletes a deal, takes the
// deletion back with Undo and edits another while Ben adds one; back online, all three show the
// same deals and the totals the deals entered give, the undone deletion restored.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PATIENCE } from '../../server/harness';
import { expectTotals, freeformRound, totals } from './helpers';
import { joinLive, shareFreeform } from './live-phone';
import { useServe } from './serve';

const server = useServe('clocks');
const MINUTE = 60_000;

/** A phone on the project's server whose clock is `skew` ms off (its time then flows as usual). */
async function phone(browser: Browser, name: string, skew: number) {
	const p = await server.phone(browser, name);
	if (skew !== 0) await p.context.clock.install({ time: Date.now() + skew });
	return p;
}

/** Waits until every page shows `expected` as the totals. */
async function allShow(pages: Page[], expected: number[]): Promise<void> {
	for (const page of pages) await expect.poll(() => totals(page, 2), { timeout: 3 * PATIENCE }).toEqual(expected);
}

/** The deals a page shows, as their scores. */
const deals = (page: Page) =>
	page.locator('tr[data-testid^="round-"]').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText));

test('phones an hour and two minutes apart keep every deletion, undo and edit as the people made them', async ({
	browser
}) => {
	test.setTimeout(10 * PATIENCE);
	const ana = await phone(browser, "Ana's phone", -60 * MINUTE);
	const ben = await phone(browser, "Ben's phone", 2 * MINUTE);
	const cleo = await phone(browser, "Cleo's phone", 0);
	expect(await ana.page.evaluate(() => Date.now())).toBeLessThan(Date.now() - 50 * MINUTE);

	const scorer = await shareFreeform(
		ana.page,
		['Ana', 'Ben'],
		[
			[10, 0],
			[20, 5],
			[1, 1]
		]
	);
	await joinLive(ben.page, scorer);
	await joinLive(cleo.page, scorer);
	const pages = [ana.page, ben.page, cleo.page];
	await allShow(pages, [31, 6]);

	// Ben (two minutes ahead) changes deal 1; Ana (an hour behind) sees it, then deletes deal 1.
	await ben.page.getByRole('button', { name: 'Edit round 1' }).click();
	await freeformRound(ben.page, [12, 2]);
	await allShow(pages, [33, 8]);
	await ana.page.getByRole('button', { name: 'Delete round 1' }).click();
	await allShow(pages, [21, 6]);

	// Cleo is cut off: she deletes deal 1 (20, 5), takes it back, and changes deal 2 (1, 1).
	cleo.state.off();
	await cleo.page.getByRole('button', { name: 'Delete round 1' }).click();
	await expectTotals(cleo.page, [1, 1]);
	await cleo.page.getByRole('button', { name: 'Undo: deletion of round 1' }).click();
	await expectTotals(cleo.page, [21, 6]);
	await cleo.page.getByRole('button', { name: 'Edit round 2' }).click();
	await freeformRound(cleo.page, [4, 4]);
	await expectTotals(cleo.page, [24, 9]);
	// Meanwhile Ben adds a deal.
	await freeformRound(ben.page, [5, 5]);
	await expectTotals(ana.page, [26, 11]);

	// Back online: the same deals and totals everywhere, the deletion Cleo took back restored.
	cleo.state.cut = false;
	await allShow(pages, [29, 14]);
	const expected = await deals(ana.page);
	expect(expected).toHaveLength(3);
	for (const page of pages) await expect.poll(() => deals(page), { timeout: PATIENCE }).toEqual(expected);
	expect(expected[0]).toContain('20');

	for (const p of [ana, ben, cleo]) expect(p.problems).toEqual([]);
});
