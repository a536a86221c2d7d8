// Taking codes back (issue 40 point 5), through the screens, on the project's own server
// (scripts/serve.mjs, started here on 127.0.0.1 and stopped by its pid): Ann's phone shares a
// match, Ben's and Cleo's phones join with the scorer code; on the Live codes screen Ann makes new
// codes with Ben's phone ticked and Cleo's not: Ben's phone says it follows, is live again and gets
// Ann's next deal; Cleo's phone is refused, says its code no longer opens the match and keeps its
// deals. Then Ann ends sharing for everyone: Ben's phone says Ann ended it and keeps the match, and
// Join with the old code on Cleo's phone says in plain words that the code was replaced.
import { expect, test, type Page } from '@playwright/test';
import { PATIENCE } from '../../server/harness';
import { freeformRound, totals } from './helpers';
import { joinLive, shareFreeform } from './live-phone';
import { useServe } from './serve';

const server = useServe('take-back');

const ANN = "Ann's phone";
const BEN = "Ben's phone";
const CLEO = "Cleo's phone";

/** Waits until the totals row reads `expected`, as long as a deal may take to travel. */
async function expectTotals(page: Page, expected: number[]): Promise<void> {
	await expect.poll(() => totals(page, expected.length), { timeout: PATIENCE }).toEqual(expected);
}

test('new codes move only the ticked phones; ending sharing tells every phone who ended it, and each keeps the match', async ({
	browser
}) => {
	test.setTimeout(10 * PATIENCE);
	const a = await server.phone(browser, ANN);
	const b = await server.phone(browser, BEN);
	const c = await server.phone(browser, CLEO);

	const scorer = await shareFreeform(a.page, ['Ann', 'Ben']);
	await joinLive(b.page, scorer);
	await joinLive(c.page, scorer);
	for (const p of [a, b, c])
		await expect(p.page.getByTestId('live-status')).toHaveText('Live · 3 phones', { timeout: PATIENCE });

	// A deal every phone has before the codes change.
	await freeformRound(a.page, [10, 20]);
	for (const p of [a, b, c]) await expectTotals(p.page, [10, 20]);

	// New codes, Ben's phone ticked, Cleo's not.
	await a.page.getByTestId('live-codes').click();
	await a.page.getByTestId('live-new-codes').click();
	const follow = a.page.getByTestId('live-follow');
	await expect(follow.getByLabel(BEN)).toBeChecked();
	await follow.getByLabel(CLEO).uncheck();
	await follow.getByTestId('live-new-codes-make').click();
	await expect(a.page.getByTestId('live-renewed')).toHaveText(
		'New codes made: the old ones no longer open this match.',
		{ timeout: PATIENCE }
	);
	const newScorer = (await a.page.getByTestId('live-scorer-code').innerText()).trim();
	expect(newScorer).not.toBe(scorer);

	// Ben's phone follows, says so and is live again with Ann's phone.
	await expect(b.page.getByTestId('live-changes')).toContainText(
		`${ANN} made new codes: this phone follows the match to them.`,
		{ timeout: PATIENCE }
	);
	await expect(b.page.getByTestId('live-status')).toHaveText('Live · 2 phones', { timeout: PATIENCE });

	// Cleo's phone is refused: it says why and keeps its deal.
	await expect(c.page.getByTestId('live-ended')).toHaveText(
		'The phone that shared this match made new codes, and this phone’s code no longer opens it. The match stays on this phone; ask for the new code to follow it again.',
		{ timeout: PATIENCE }
	);
	await expect(c.page.getByTestId('live-status')).toHaveCount(0);
	await expectTotals(c.page, [10, 20]);

	// A deal saved on Ann's phone reaches Ben's phone through the new room.
	await a.page.getByTestId('live-back').click();
	await expect(a.page.getByTestId('live-status')).toHaveText('Live · 2 phones', { timeout: PATIENCE });
	await freeformRound(a.page, [5, 7]);
	await expectTotals(b.page, [15, 27]);
	await expectTotals(c.page, [10, 20]);

	// Ann ends sharing for everyone (asked first).
	await a.page.getByTestId('live-codes').click();
	await a.page.getByTestId('live-end').click();
	await a.page.getByRole('dialog').getByRole('button', { name: 'End sharing for everyone' }).click();
	await expect(b.page.getByTestId('live-ended')).toHaveText(`${ANN} ended sharing. This match stays on this phone.`, {
		timeout: PATIENCE
	});
	await expect(b.page.getByTestId('live-status')).toHaveCount(0);
	await expectTotals(b.page, [15, 27]);

	// Cleo's old code, typed again on the Join screen, is explained in plain words.
	await c.page.goto('/join');
	await c.page.getByTestId('live-code').fill(scorer);
	await c.page.getByTestId('live-join-check').click();
	await expect(c.page.getByTestId('live-join-refusal')).toHaveText(
		'This code was replaced by new codes. Ask the phone that shared the match for the new one.',
		{ timeout: PATIENCE }
	);
	await expect(c.page.getByTestId('live-join-preview')).toHaveCount(0);

	for (const p of [a, b, c]) expect(p.problems).toEqual([]);
});
