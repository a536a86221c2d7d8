// A deal's history on a match shared live, through the project's own server (scripts/serve.mjs,
// started here on 127.0.0.1 and stopped by its pid): A shares, B joins as a scorer; both are cut
// (their open sync sockets closed, new ones refused, by a route) and both change deal 1, B after A; once back, deal 1's
// detail on both phones says who entered it, that A's change was overruled by a later one and that
// B's counts; a French phone joining afterwards reads the same history in French.
import { expect, test, type Page } from '@playwright/test';
import { PATIENCE } from '../../server/harness';
import { expectTotals, freeformRound, newMatch, totals } from './helpers';
import { joinLive } from './live-phone';
import { useServe } from './serve';

const server = useServe('history');

/** Deal 1's history, its detail row opened. */
async function historyOfDeal1(page: Page, button = 'R1') {
	await page.getByRole('button', { name: button, exact: true }).click();
	return page.getByTestId('round-1-history');
}

test("both phones change deal 1 while cut off: each names the overruled change in the deal's history", async ({
	browser
}) => {
	test.setTimeout(10 * PATIENCE);
	const a = await server.phone(browser, "Ana's phone");
	const b = await server.phone(browser, "Ben's phone");

	await newMatch(a.page, 'freeform', ['Ana', 'Ben']);
	await freeformRound(a.page, [10, 0]);
	await freeformRound(a.page, [20, 5]);
	await a.page.getByTestId('live-share').click();
	const scorer = (await a.page.getByTestId('live-scorer-code').innerText()).trim();
	const viewer = (await a.page.getByTestId('live-viewer-code').innerText()).trim();
	await a.page.getByTestId('live-back').click();
	await joinLive(b.page, scorer);
	await expectTotals(b.page, [30, 5]);

	// A deal entered once has no history beyond who entered it.
	const single = await historyOfDeal1(b.page);
	await expect(b.page.getByTestId('round-by').first()).toHaveText("Entered or last changed on Ana's phone");
	await expect(single).toHaveCount(0);
	await b.page.getByRole('button', { name: 'R1', exact: true }).click();

	// Cut off from each other, both change deal 1: B after A.
	a.state.off();
	b.state.off();
	await a.page.getByRole('button', { name: 'Edit round 1' }).click();
	await freeformRound(a.page, [7, 7]);
	await expectTotals(a.page, [27, 12]);
	await expect(a.page.getByTestId('live-status')).toContainText('1 deal will be sent', { timeout: PATIENCE });
	await b.page.getByRole('button', { name: 'Edit round 1' }).click();
	await freeformRound(b.page, [8, 8]);
	await expectTotals(b.page, [28, 13]);
	await expect(b.page.getByTestId('live-status')).toContainText('1 deal will be sent', { timeout: PATIENCE });

	// Back: B's later change counts on both, and deal 1's history says so on both.
	a.state.cut = false;
	b.state.cut = false;
	for (const p of [a, b]) await expect.poll(() => totals(p.page, 2), { timeout: 3 * PATIENCE }).toEqual([28, 13]);
	const expected = [
		"Entered on Ana's phone",
		"Ana's phone's change was overruled by a later one",
		"Changed on Ben's phone"
	];
	for (const p of [a, b]) {
		const history = await historyOfDeal1(p.page);
		await expect(history.getByRole('listitem')).toHaveText(expected, { timeout: PATIENCE });
		await expect(p.page.getByTestId('round-by').first()).toHaveText("Entered or last changed on Ben's phone");
	}
	// Deal 2, entered once and never changed, still shows no history.
	await a.page.getByRole('button', { name: 'R2', exact: true }).click();
	await expect(a.page.getByTestId('round-2-history')).toHaveCount(0);

	// A French phone joining later reads the same history in French.
	const c = await server.phone(browser, 'Téléphone de Cléo', 'fr');
	await joinLive(c.page, viewer);
	await expectTotals(c.page, [28, 13]);
	const history = await historyOfDeal1(c.page, 'M1');
	await expect(history.getByRole('listitem')).toHaveText([
		"Saisie sur Ana's phone",
		"La modification faite sur Ana's phone a été écartée au profit d'une plus récente",
		"Modifiée sur Ben's phone"
	]);

	for (const p of [a, b, c]) expect(p.problems).toEqual([]);
});
