// The time played: from the match's start to its latest deal, on the match screen and its
// History card, in English and French, at phone size.
import { expect, test, type Page } from './fixtures';
import { fakeShareSheet, freeformRound, newMatch, openSeededMatch } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const START = new Date('2026-11-26T19:00:00Z').getTime();

/**
 * A free-form match of `players` limited to five rounds, started at START, with the first `count`
 * of the rounds [0, 5], [10, 5], [20, 5]… a minute apart, brought in through the app's own import
 * (typing them is not what these tests are about); opens it from home as a person would.
 */
async function seededMatch(page: Page, players: string[], count: number): Promise<void> {
	const rounds = Array.from({ length: count }, (_, i) => ({
		input: { scores: [10 * i, 5] },
		at: START + (i + 1) * 60_000
	}));
	const config = { winner: 'high', target: null, rounds: 5 };
	await openSeededMatch(page, { gameId: 'freeform', players, config, createdAt: START, rounds });
}

test('a deal saved 1 h 25 min after the start: the match and its card say so, in both languages', async ({ page }) => {
	// The clock runs on from `start`: the match is created a few seconds after it.
	const start = new Date('2026-11-26T19:00:00Z').getTime();
	await page.clock.install({ time: start });
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const url = page.url();
	await expect(page.getByText('Ana, Ben')).toBeVisible();
	await expect(page.getByTestId('time-played')).toHaveCount(0);

	await page.clock.setSystemTime(start + 85 * 60_000 + 30_000);
	await freeformRound(page, [10, 20]);
	await expect(page.getByTestId('time-played')).toHaveText(/time played: 1\shr\s25\smin/);
	// An edit later does not stretch it.
	await page.clock.setSystemTime(start + 200 * 60_000);
	await page.getByRole('button', { name: 'Edit round 1' }).click();
	await freeformRound(page, [11, 20]);
	await expect(page.getByTestId('total-0')).toHaveText(/11/);
	await expect(page.getByTestId('time-played')).toHaveText(/time played: 1\shr\s25\smin/);

	await page.goto('/history');
	await expect(page.getByTestId('match-card')).toContainText(/time played: 1\shr\s25\smin/);

	await page.goto('/settings');
	await page.getByLabel('Français').check();
	await page.goto(url);
	await expect(page.getByTestId('time-played')).toHaveText(/durée de jeu\u202f:\s1\sh\s25\smin/);
	await page.goto('/history');
	await expect(page.getByTestId('match-card')).toContainText(/durée de jeu\u202f:\s1\sh\s25\smin/);
});

test('a finished match shares its result as text: places, winner, time played (copied where there is no share sheet)', async ({
	context,
	page
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	// The last deal typed 40 min 15 s after the start: however long the machine takes to import the
	// first four and open the match (the clock runs on), under half a minute, it reads 40 min.
	await page.clock.install({ time: START + 40 * 60_000 + 15_000 });
	await seededMatch(page, ['Ana', 'Ben'], 4);
	await expect(page.getByTestId('total-0')).toHaveText(/60/);
	await freeformRound(page, [40, 5]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');
	// The share sheet is left out, as on a desktop browser without one: the text is copied.
	await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
	await page.getByTestId('share-result').click();
	await expect(page.getByText('Result copied: paste it in a message.')).toBeVisible();
	const text = await page.evaluate(() => navigator.clipboard.readText());
	expect(text.split('\n')).toEqual([
		'Free-form scoresheet · November 26, 2026',
		'1. Ana: 100 ★ winner',
		'2. Ben: 25',
		expect.stringMatching(/^Time played: 40\smin$/),
		'Scored with Tablekeeper'
	]);
});

test('a finished match goes to BG Stats as a play: the documented link with each player, score, place and the time played', async ({
	page
}) => {
	// The last deal typed 40 min after the start: rounded, it reads 40 however long the machine
	// takes (under half a minute) to import the first four and open the match.
	await page.clock.install({ time: START + 40 * 60_000 });
	await seededMatch(page, ['Ana', 'Zoé & Co'], 4);
	await expect(page.getByTestId('total-0')).toHaveText(/60/);
	// Not before the match is finished.
	await expect(page.getByTestId('bg-stats-link')).toHaveCount(0);
	await freeformRound(page, [40, 5]);
	const link = page.getByTestId('bg-stats-link');
	await expect(link).toHaveText('Send to BG Stats');
	await expect(link).toHaveAccessibleDescription(/Opens the BG Stats app, if it is installed/);
	const url = new URL((await link.getAttribute('href')) ?? '');
	expect(`${url.origin}${url.pathname}`).toBe('https://app.bgstatsapp.com/createPlay.html');
	expect(JSON.parse(url.searchParams.get('data') ?? '')).toMatchObject({
		durationMin: 40,
		game: { name: 'Free-form scoresheet', sourceGameId: 'freeform', highestWins: true },
		players: [
			{ name: 'Ana', score: 100, rank: 1, winner: true, startPlayer: true },
			{ name: 'Zoé & Co', score: 25, rank: 2, winner: false, startPlayer: false }
		]
	});
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a finished match shares its result card: a 1080 px PNG, through the share sheet, in French too', async ({
	page
}) => {
	const sharedNow = await fakeShareSheet(page);
	await seededMatch(page, ['Ana', 'Ben'], 5);
	await page.getByTestId('share-card').click();
	await expect(page.getByText('Picture shared.')).toBeAttached();
	const shared = await sharedNow();

	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
	await page.getByLabel('Français').check();
	await page.goBack();
	await page.getByTestId('share-card').click();
	await expect(page.getByText('Image partagée.')).toBeAttached();
	shared.push(...(await sharedNow()));

	expect(shared.map((f) => [f.name, f.type])).toEqual([
		[expect.stringMatching(/^free-form-scoresheet-\d{4}-\d{2}-\d{2}\.png$/), 'image/png'],
		[expect.stringMatching(/^feuille-de-score-libre-\d{4}-\d{2}-\d{2}\.png$/), 'image/png']
	]);
	for (const { bytes } of shared) {
		// The PNG signature, then the IHDR chunk's width and height.
		expect(bytes.slice(0, 8)).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
		const view = new DataView(new Uint8Array(bytes).buffer);
		expect([view.getUint32(16), view.getUint32(20)]).toEqual([1080, 1080]);
		expect(bytes.length).toBeGreaterThan(10_000);
	}
	// Two languages, two different pictures.
	expect(shared[0]!.bytes).not.toEqual(shared[1]!.bytes);
});
