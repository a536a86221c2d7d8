// A long history, written as a v1 database: History lists it a page at a time, and home shows
// only the matches in progress and the last five ended ones.
import { expect, test } from './fixtures';
import { writeV1Database } from '../v1-database';
import { newMatch, watchProblems } from './helpers';

const AT = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;

/**
 * `count` free-form matches of Ana and Bo, match k created k hours after AT; the first `active`
 * are in progress, the others abandoned (a status no summary rebuild changes).
 */
function rows(count: number, active: number) {
	const players = ['ana', 'bo'].map((id) => ({ id, name: id === 'ana' ? 'Ana' : 'Bo', createdAt: AT, updatedAt: AT }));
	const matches = Array.from({ length: count }, (_, k) => ({
		id: `m${k}`,
		gameId: 'freeform',
		status: k < active ? 'active' : 'abandoned',
		createdAt: AT + k * HOUR,
		updatedAt: AT + k * HOUR,
		seats: [{ playerId: 'ana' }, { playerId: 'bo' }],
		playerIds: ['ana', 'bo'],
		config: {},
		firstDealer: 0,
		summary: { engineVersion: 1, totals: [k, 0], winners: [], roundCount: 1 }
	}));
	const rounds = matches.map((m, k) => ({
		id: `r${k}`,
		matchId: m.id,
		order: 1,
		input: { scores: [k, 0] },
		createdAt: m.createdAt,
		updatedAt: m.updatedAt
	}));
	return { players, matches, rounds };
}

test('History lists 50 matches at a time; home lists the active ones and the last five', async ({ page }) => {
	const problems = watchProblems(page);
	await page.goto('/robots.txt');
	await writeV1Database(page, rows(120, 2));

	await page.goto('/history');
	const cards = page.getByTestId('match-card');
	await expect(page.getByText('120 matches', { exact: true })).toBeVisible();
	await expect(cards).toHaveCount(50);
	await page.getByRole('button', { name: 'Show the next 50 matches' }).click();
	await expect(cards).toHaveCount(100);
	await page.getByRole('button', { name: 'Show the next 20 matches' }).click();
	await expect(cards).toHaveCount(120);
	await expect(page.getByRole('button', { name: /Show the next/ })).toHaveCount(0);

	await page.goto('/');
	const inProgress = page.locator('ul').filter({ has: page.locator('[href="/match/m1"]') });
	await expect(inProgress.getByTestId('match-card')).toHaveCount(2);
	const recent = page.locator('ul').filter({ has: page.locator('[href="/match/m119"]') });
	await expect(recent.getByTestId('match-card')).toHaveCount(5);
	const hrefs = await recent.getByTestId('match-card').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
	expect(hrefs).toEqual(['/match/m119', '/match/m118', '/match/m117', '/match/m116', '/match/m115']);
	await expect(page.getByText('Ana, Bo').first()).toBeVisible();
	expect(problems).toEqual([]);
});

test("home follows another window's writes without a reload (the lean reader hears the app's change channel)", async ({
	context,
	page
}) => {
	const problems = watchProblems(page);
	await page.goto('/');
	await expect(page.getByTestId('new-match')).toBeVisible();
	await expect(page.getByTestId('match-card')).toHaveCount(0);

	const other = await context.newPage();
	await newMatch(other, 'freeform', ['Ana', 'Bo']);
	await expect(page.getByTestId('match-card')).toHaveCount(1);
	await expect(page.getByTestId('match-card')).toContainText('Ana, Bo');
	expect(problems).toEqual([]);
});
