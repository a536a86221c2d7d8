// Phones as people know them (issue 40, point 6): a phone that never set a name is asked for one
// the first time it shares or joins (prefilled, skippable) and never again; two windows of one
// phone count as one phone in the status line. The project's own server (scripts/serve.mjs) runs
// on 127.0.0.1 for the test and is stopped by its pid.
import { expect, test } from '@playwright/test';
import { PATIENCE } from '../../server/harness';
import { expectTotals, freeformRound, newMatch } from './helpers';
import { useServe } from './serve';

const server = useServe('live-name');

test('an unnamed phone is asked its name once; two windows of a phone are one phone', async ({ browser }) => {
	const a = await server.phone(browser, '');
	const b = await server.phone(browser, '', 'fr');

	await newMatch(a.page, 'freeform', ['Ana', 'Ben']);
	await freeformRound(a.page, [10, 5]);
	await expectTotals(a.page, [10, 5]);
	await a.page.getByTestId('live-share').click();
	const ask = a.page.getByTestId('live-ask-name');
	await expect(ask).toContainText('Which phone is this?');
	const field = a.page.getByTestId('live-ask-name-field');
	await expect(field).toHaveValue(/^Phone [0-9A-F]{3}$/);
	await field.fill("Dana's phone");
	await ask.getByRole('button', { name: 'Continue' }).click();
	await expect(a.page).toHaveURL(/\/live$/);
	const scorer = (await a.page.getByTestId('live-scorer-code').innerText()).trim();

	// B joins in French and skips: it keeps a default name, and is not asked again.
	await b.page.goto('/join');
	await b.page.getByTestId('live-code').fill(scorer);
	await b.page.getByTestId('live-join-check').click();
	await b.page.getByTestId('live-join-confirm').click({ timeout: PATIENCE });
	const bAsk = b.page.getByTestId('live-ask-name');
	await expect(bAsk).toContainText('Quel est ce téléphone');
	await bAsk.getByRole('button', { name: 'Passer' }).click();
	await expect(b.page).toHaveURL(/\/match\//);
	await expectTotals(b.page, [10, 5]);
	const matchUrl = b.page.url();

	// A second window of B (its settings, then the match): still two phones, never three.
	const settings = await b.context.newPage();
	await settings.goto('/settings');
	await expect(settings.getByTestId('live-phone')).toHaveValue(/^Téléphone [0-9A-F]{3}$/);
	await settings.goto(matchUrl);
	await expectTotals(settings, [10, 5]);
	await a.page.getByTestId('live-back').click();
	await expect(a.page.getByTestId('live-status')).toHaveText('Live · 2 phones', { timeout: PATIENCE });
	await expect(settings.getByTestId('live-status')).toHaveText('En direct · 2 téléphones', { timeout: PATIENCE });
	await expect(b.page.getByTestId('live-status')).toHaveText('En direct · 2 téléphones');
	await expect(a.page.getByTestId('live-status')).toHaveText('Live · 2 phones');

	// Both answers are kept: the name typed on A, and on B that it was asked.
	expect(await a.page.evaluate(() => localStorage.getItem('tk-live-phone'))).toBe("Dana's phone");
	expect(await b.page.evaluate(() => localStorage.getItem('tk-live-phone-asked'))).toBe('1');
	expect(a.problems).toEqual([]);
});
