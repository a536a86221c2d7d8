// The whole path from a new free-form match to its rounds, edits, undo,
// drafts, reloads, offline deep links, the service worker, installability and the CSP.
import { chromium, expect, test } from './fixtures';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium';
import { expectTotals, freeformRound, newMatch, storedRoundDrafts, underServiceWorker, watchProblems } from './helpers';

// This spec is about the service worker: let it install (the config blocks it elsewhere). These
// options are the spec's own, so its first test starts in a fresh kept context (tests/e2e/fixtures.ts):
// keep the offline test first, where no cache warmed by another test can answer for the network.
test.use({ serviceWorkers: 'allow' });

test('free-form match: five rounds, edit, delete, undo, draft, reloads, offline deep link, no CSP violation', async ({
	page,
	context
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben', 'Chloé']);
	const matchUrl = page.url();

	const rounds = [
		[10, 5, 0],
		[3, -2, 7],
		[0, 0, 0],
		[20, 1, 4],
		[-5, 6, 2]
	];
	const expected = [
		[10, 5, 0],
		[13, 3, 7],
		[13, 3, 7],
		[33, 4, 11],
		[28, 10, 13]
	];
	for (const [i, scores] of rounds.entries()) {
		await freeformRound(page, scores);
		await expectTotals(page, expected[i]!);
	}

	// Edit round 2: 3,-2,7 → 4,4,4.
	await page.getByRole('button', { name: 'Edit round 2' }).click();
	await freeformRound(page, [4, 4, 4]);
	await expectTotals(page, [29, 16, 10]);

	// Delete round 4 (20, 1, 4), then undo the delete.
	await page.getByRole('button', { name: 'Delete round 4' }).click();
	await expectTotals(page, [9, 15, 6]);
	await page.getByRole('button', { name: 'Undo: deletion of round 4' }).click();
	await expectTotals(page, [29, 16, 10]);
	await page.getByRole('button', { name: 'Redo: deletion of round 4' }).click();
	await expectTotals(page, [9, 15, 6]);
	await page.getByRole('button', { name: 'Undo: deletion of round 4' }).click();
	await expectTotals(page, [29, 16, 10]);

	// Half-enter a round and reload: the draft is there.
	await page.locator('#score-0').fill('12');
	await page.locator('#score-2').fill('-3');
	await expect.poll(() => storedRoundDrafts(page)).toEqual([{ scores: ['12', '', '-3'] }]);
	await page.reload();
	await expect(page.locator('#score-0')).toHaveValue('12');
	await expect(page.locator('#score-2')).toHaveValue('-3');
	await expect(page.getByText('Your unsaved entry was restored.')).toBeVisible();
	await expectTotals(page, [29, 16, 10]);

	// Once installed, the service worker controls the page from the next load on.
	await underServiceWorker(page);
	await expectTotals(page, [29, 16, 10]);

	// Offline: a deep link still opens, with its data.
	await context.setOffline(true);
	await page.goto(matchUrl);
	await expectTotals(page, [29, 16, 10]);
	await page.goto('/history');
	await expect(page.getByTestId('match-card')).toHaveCount(1);
	await context.setOffline(false);

	// The unfinished match resumes from home.
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'In progress' })).toBeVisible();
	await page.getByTestId('match-card').first().click();
	await expectTotals(page, [29, 16, 10]);

	expect(problems).toEqual([]);
});

test('bad input: messages beside the fields, nothing saved, nothing lost; HTML in a name stays text', async ({
	page
}) => {
	const problems = watchProblems(page);
	await page.goto('/new');
	await page.locator('input[name="game"][value="freeform"]').check();
	await page.locator('#seat-0').fill('Ana');
	await page.locator('#seat-1').fill(' ana ');
	await page.getByTestId('start-match').click();
	await expect(page.locator('#seat-1-error')).toHaveText(/already seated/);
	await page.locator('#seat-1').fill('');
	await page.getByTestId('start-match').click();
	await expect(page.locator('#seat-1-error')).toHaveText(/Enter a name/);
	await expect(page.locator('#seat-0')).toHaveValue('Ana');

	// A name with HTML is a name like any other, shown as text: nothing is rendered or run.
	const xss = '<img src=x onerror=alert(1)>';
	await page.locator('#seat-1').fill(xss);
	await page.getByTestId('start-match').click();
	await expect(page).toHaveURL(/\/match\//);
	await expect(
		page.getByRole('table', { name: 'Scores by round' }).getByRole('columnheader', { name: xss })
	).toBeVisible();
	expect(await page.locator('main img').count()).toBe(0);

	// A non-number and a fraction: messages next to the fields, the round is not saved, the text stays.
	await page.locator('#score-0').fill('abc');
	await page.locator('#score-1').fill('2.5');
	await page.getByRole('button', { name: 'Save round' }).click();
	await expect(page.locator('#score-0-error')).toHaveText(/Enter a number/);
	await expect(page.locator('#score-1-error')).toHaveText(/whole number/);
	await expect(page.locator('#score-0')).toHaveValue('abc');
	await expect(page.getByTestId('round-1')).toHaveCount(0);
	await page.locator('#score-0').fill('7');
	await page.locator('#score-1').fill('3');
	await page.getByRole('button', { name: 'Save round' }).click();
	await expect(page.getByTestId('round-1')).toBeVisible();
	expect(problems).toEqual([]);
});

test('a finished match shows its winner and can be played again', async ({ page }) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben'], async () => {
		await page.getByRole('group', { name: 'Number of rounds' }).getByRole('button', { name: '5', exact: true }).click();
	});
	for (let i = 0; i < 5; i++) await freeformRound(page, [i, 1]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');
	await page.getByTestId('play-again').click();
	await expect(page.getByTestId('round-editor')).toBeVisible();
	await expect(
		page.getByRole('table', { name: 'Scores by round' }).getByRole('columnheader', { name: 'Ana' })
	).toBeVisible();
});

test('French: the app follows the language switch', async ({ page }) => {
	await page.goto('/settings');
	await page.getByLabel('Français').check();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réglages');
	await page.goto('/new');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvelle partie');
});

// It launches a browser of its own, whatever the project's size: once, with the desktop project.
test('Chromium reports no installability errors @desktop-only', async () => {
	const dir = mkdtempSync(join(tmpdir(), 'tk-install-'));
	const context = await chromium.launchPersistentContext(dir, {
		executablePath: chromiumPath(),
		args: chromiumArgs,
		headless: true
	});
	try {
		const page = await context.newPage();
		await page.goto(`${test.info().project.use.baseURL}/`);
		await expect
			.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined), {
				timeout: 20_000
			})
			.toBe(true);
		const cdp = await context.newCDPSession(page);
		const result = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
		expect(result.installabilityErrors.map((e) => e.errorId)).toEqual([]);
	} finally {
		await context.close();
	}
});
