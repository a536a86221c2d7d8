// Handing a match to another phone by QR code, between two browser contexts with nothing shared:
// phone A shows the codes, the codes it draws are captured as pictures (or played to B's fake
// camera) and phone B scans them, previews, imports, and shows the same totals as A, for a match
// of every game; a second scan after a new round updates the match; refusals leave B unchanged.
import { axeScan } from './axe';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { generateMatch, loadGames } from '../../bench/generators';
import { GAME_IDS, type GameId } from '../../src/lib/engine/registry';
import { chromiumArgs, chromiumPath } from './chromium';
import { filmingCamera } from './fake-camera';
import { freeformRound, watchProblems } from './helpers';

const PHONE = { width: 412, height: 860 };
test.use({ viewport: PHONE });
const T0 = Date.UTC(2026, 10, 20, 20);
const NAMES = ['Ana', 'Ben', 'Chloé', 'Dan', 'Eve', 'Fay'];

/**
 * A backup file with one seeded match of each of `only` (every game by default), of up to `rounds`
 * rounds (valid rounds from the bench's generators; a game's match may end sooner).
 */
async function seededBackup(rounds: number, only: readonly GameId[] = GAME_IDS) {
	const games = await loadGames();
	const players = NAMES.map((name, i) => ({ id: `a-p${i}`, name, createdAt: T0, updatedAt: T0 }));
	const matches: object[] = [];
	const records: object[] = [];
	for (const [k, id] of GAME_IDS.entries()) {
		if (!only.includes(id)) continue;
		const g = generateMatch(games[id], id, 300 + k, rounds);
		const seats = players.slice(0, g.setup.seatCount).map((p) => ({ playerId: p.id }));
		const matchId = `a-${id}`;
		matches.push({
			id: matchId,
			gameId: id,
			status: 'active',
			createdAt: T0 + k * 3_600_000,
			updatedAt: T0 + k * 3_600_000 + g.inputs.length * 60_000,
			seats,
			playerIds: seats.map((s) => s.playerId),
			config: g.setup.config,
			firstDealer: g.setup.firstDealer
		});
		g.inputs.forEach((input, i) =>
			records.push({
				id: `${matchId}-r${i}`,
				matchId,
				order: i + 1,
				input,
				createdAt: T0 + k * 3_600_000 + i * 60_000,
				updatedAt: T0 + k * 3_600_000 + i * 60_000
			})
		);
	}
	return { format: 'tablekeeper-backup', version: 1, exportedAt: T0, players, matches, rounds: records };
}

async function phone(browser: Browser): Promise<Page> {
	return (await browser.newContext({ viewport: PHONE })).newPage();
}

async function importBackup(page: Page, body: unknown): Promise<void> {
	await page.goto('/settings');
	await page.getByLabel('Import a backup file').setInputFiles({
		name: 'backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(body))
	});
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByTestId('backup-done')).toHaveText('Import finished.');
}

/** The totals row of the open match, as shown. */
async function shownTotals(page: Page): Promise<string[]> {
	await expect(page.getByTestId('total-0')).toBeVisible();
	return page.locator('[data-testid^="total-"]').allInnerTexts();
}

/**
 * Opens a seeded match from Home, as a person does (a page load only when no page is open yet; a
 * page load costs about a CPU second).
 */
async function openMatch(page: Page, matchId: string): Promise<void> {
	if (!page.url().startsWith('http')) await page.goto('/');
	else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
	await page.locator(`[data-testid="match-card"][href="/match/${matchId}"]`).click();
	await expect(page).toHaveURL(new RegExp(`/match/${matchId}$`));
}

/**
 * Phone A's codes for a match, each drawn code captured as a PNG (the loop paused and stepped);
 * the match is opened unless it is already. With `first`, only the loop's first code is captured
 * (the loop still has `total` codes).
 */
async function capturedCodes(
	page: Page,
	matchId: string,
	{ type = 'png', first = false }: { type?: 'png' | 'jpeg'; first?: boolean } = {}
): Promise<{ shots: Buffer[]; total: number }> {
	if (new URL(page.url()).pathname !== `/match/${matchId}`) await openMatch(page, matchId);
	await page.getByTestId('show-qr').click();
	await expect(page).toHaveURL(new RegExp(`/match/${matchId}/share$`));
	const part = page.getByTestId('qr-part');
	await expect(part).toBeVisible();
	const total = Number(await part.getAttribute('data-total'));
	const shots: Buffer[] = [];
	if (total > 1) await page.getByRole('button', { name: 'Pause' }).click();
	for (let i = 0; i < total; i++) {
		const index = await part.getAttribute('data-index');
		// In the loop's order, whatever code the loop was paused on: the first is the first data frame.
		const code = page.getByTestId('qr-code');
		if (first && index !== '0') {
			// Stepped past, not captured.
		} else if (type === 'png') shots[Number(index)] = await code.screenshot({ type });
		else {
			await code.evaluate((e) => e.scrollIntoView({ block: 'center' }));
			shots[Number(index)] = await page.screenshot({ type, quality: 100 });
		}
		if (first && shots.length) break;
		if (total > 1) {
			await page.getByTestId('qr-next').click();
			await expect(part).not.toHaveAttribute('data-index', index!);
		}
	}
	return { shots, total };
}

/**
 * Phone B scans the pictures (in the order given) from Home, and shows the preview; Home is
 * reached by the header's link once a page is open (a page load costs about a CPU second).
 */
async function scanPictures(page: Page, shots: readonly Buffer[]): Promise<void> {
	if (!page.url().startsWith('http')) await page.goto('/');
	else {
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
		await expect(page).toHaveURL((url) => url.pathname === '/');
	}
	await page.getByTestId('scan-match').click();
	await expect(page).toHaveURL(/\/scan$/);
	await page
		.getByTestId('scan-picture')
		.setInputFiles(shots.map((buffer, i) => ({ name: `code-${i}.png`, mimeType: 'image/png', buffer })));
}

/** Same list, a fixed different order (the last code first, then every other one). */
const reordered = <T>(list: readonly T[]): T[] => [
	...list.slice(-1),
	...list.slice(0, -1).filter((_, i) => i % 2 === 1),
	...list.slice(0, -1).filter((_, i) => i % 2 === 0)
];

test('a match of every game moves from phone A to phone B by pictures of its codes, and a rescan updates it', async ({
	browser
}) => {
	test.setTimeout(300_000);
	const a = await phone(browser);
	const b = await phone(browser);
	const problems = [...watchProblems(a), ...watchProblems(b)];
	// Six rounds or fewer: four of the six games' codes loop (a match of a few rounds of free-form or
	// KooseKort fits one code), so both kinds of code and every game's rounds travel.
	await importBackup(a, await seededBackup(6));
	// B already knows Ana (another entry): the scan offers to link her by name.
	await importBackup(b, {
		format: 'tablekeeper-backup',
		version: 1,
		exportedAt: T0,
		players: [{ id: 'b-ana', name: 'Ana', createdAt: T0, updatedAt: T0 }],
		matches: [],
		rounds: []
	});

	for (const id of GAME_IDS) {
		await openMatch(a, `a-${id}`);
		const expected = await shownTotals(a);
		const { shots } = await capturedCodes(a, `a-${id}`);
		await scanPictures(b, reordered(shots));
		const preview = b.getByTestId('backup-preview');
		await expect(preview).toBeVisible();
		await expect(preview).toContainText('Matches: add 1, update 0');
		// The preview of scanned codes speaks of the codes, not of a file.
		await expect(preview).toContainText('Importing these codes will:');
		await expect(preview).not.toContainText('This file will');
		await expect(b.getByTestId('transfer-links')).toContainText('Same person as Ana on this phone');
		await preview.getByRole('button', { name: 'Import', exact: true }).click();
		await expect(b.getByTestId('scan-done')).toBeVisible();
		await b.getByTestId('scan-open').click();
		await expect(b).toHaveURL(new RegExp(`/match/a-${id}$`));
		expect(await shownTotals(b), id).toEqual(expected);
	}
	// Ana was linked, not added: B's roster has her once.
	await b.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
	await expect(b.locator('li.player').filter({ hasText: 'Ana' })).toHaveCount(1);

	// A new round on A, with a note on the deal, then a second scan: B's match is updated, its totals
	// follow A's and the deal's note came along.
	await openMatch(a, 'a-freeform');
	const before = await shownTotals(a);
	await a.getByTestId('round-editor').waitFor();
	const seats = before.length;
	await a.getByTestId('deal-note-open').click();
	await a.getByLabel('Note on this deal').fill('Misdeal, redealt');
	await freeformRound(
		a,
		Array.from({ length: seats }, (_, i) => 5 + i)
	);
	await expect.poll(() => shownTotals(a)).not.toEqual(before);
	const after = await shownTotals(a);
	await scanPictures(b, (await capturedCodes(a, 'a-freeform')).shots);
	const preview = b.getByTestId('backup-preview');
	await expect(preview).toContainText('Matches: add 0, update 1');
	await expect(preview).toContainText('Rounds: add 1, replace 0');
	await preview.getByRole('button', { name: 'Import', exact: true }).click();
	await b.getByTestId('scan-open').click();
	expect(await shownTotals(b)).toEqual(after);
	await expect(b.getByRole('img', { name: /^Round \d+ has a note$/ })).toHaveCount(1);
	expect(problems).toEqual([]);
	await a.context().close();
	await b.context().close();
});

test.describe(() => {
	// This test is about the service worker: let it install (the config blocks it elsewhere).
	test.use({ serviceWorkers: 'allow' });
	test('offline, a picture without a code is refused; part of a loop shows progress and writes nothing', async ({
		browser
	}) => {
		const a = await phone(browser);
		const b = await phone(browser);
		await importBackup(a, await seededBackup(30, ['coosner']));
		// The loop's first code: the loop has more.
		const { shots, total } = await capturedCodes(a, 'a-coosner', { first: true });
		expect(total).toBeGreaterThan(2);
		// Offline, once the service worker holds the app (the code reader's WebAssembly included).
		await b.goto('/');
		await expect(b.getByText('Ready to work offline.')).toBeVisible();
		await b.context().setOffline(true);
		// A picture with no code in it.
		await scanPictures(b, [await a.screenshot({ clip: { x: 0, y: 0, width: 40, height: 40 } })]);
		await expect(b.getByTestId('scan-error')).toHaveText('No QR code was found in the picture.');
		// Part of the loop: progress, and nothing is written.
		await b.getByTestId('scan-picture').setInputFiles([{ name: 'c0.png', mimeType: 'image/png', buffer: shots[0]! }]);
		await expect(b.getByTestId('scan-progress')).toHaveText(/^1 of ~\d+ parts$/);
		await b.goto('/history');
		await expect(b.getByTestId('scan-match')).toBeVisible();
		await expect(b.locator('.card-list li')).toHaveCount(0);
		await a.context().close();
		await b.context().close();
	});
});

test('the camera path reads the looping codes through Chromium’s fake camera', async ({ browser }) => {
	test.setTimeout(180_000);
	// Frames of the fake camera's own size (640 × 480): the whole screen, the code in its middle.
	const a = await (await browser.newContext({ viewport: { width: 640, height: 480 } })).newPage();
	await importBackup(a, await seededBackup(12, ['cozen']));
	await openMatch(a, 'a-cozen');
	const expected = await shownTotals(a);
	const { shots: frames } = await capturedCodes(a, 'a-cozen', { type: 'jpeg' });
	const { camera, close } = await filmingCamera(frames);
	try {
		const b = await (await camera.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL })).newPage();
		await b.goto('/history');
		await b.getByTestId('scan-match').click();
		await b.getByTestId('camera-toggle').click();
		await expect(b.getByTestId('backup-preview')).toBeVisible({ timeout: 60_000 });
		await b.getByTestId('backup-preview').getByRole('button', { name: 'Import', exact: true }).click();
		await b.getByTestId('scan-open').click();
		expect(await shownTotals(b)).toEqual(expected);
	} finally {
		await close();
		await a.context().close();
	}
});

test('a refused camera says so and offers pictures instead', async () => {
	const denied = await chromium.launch({
		executablePath: chromiumPath(),
		args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts']
	});
	try {
		const b = await (await denied.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL })).newPage();
		await b.goto('/scan');
		await b.getByTestId('camera-toggle').click();
		await expect(b.getByTestId('camera-problem')).toHaveText(
			"The camera was not allowed. Allow it in the browser's settings for this site, or scan from a picture."
		);
		await expect(b.getByTestId('scan-picture')).toBeEnabled();
	} finally {
		await denied.close();
	}
});

// Each theme and each language once, as in a11y.spec.ts: a theme changes colours whatever the
// language, a language changes words whatever the theme.
for (const [theme, locale] of [
	['light', 'en'],
	['dark', 'fr']
] as const)
	test(`axe finds no violation on the code and scan screens (${theme}, ${locale})`, async ({ browser }) => {
		const found: string[] = [];
		const page = await phone(browser);
		// Eight free-form rounds: a loop of four codes.
		await importBackup(page, await seededBackup(8, ['freeform']));
		await page.addInitScript(
			({ t, l }) => {
				localStorage.setItem('tk-theme', t);
				localStorage.setItem('PARAGLIDE_LOCALE', l);
			},
			{ t: theme, l: locale }
		);
		const scan = async (where: string) => {
			const result = await axeScan(page).analyze();
			found.push(...result.violations.map((v) => `${where} ${locale}: ${v.id} ${v.help}`));
		};
		// A page load, so that the theme and the language apply.
		await page.goto('/match/a-freeform');
		const { shots } = await capturedCodes(page, 'a-freeform');
		expect(shots.length).toBeGreaterThan(2);
		await scan('share');
		// The scan screen by the app's links: no page load, the theme and the language stay.
		await page.locator('nav a[href="/"]').click();
		await page.getByTestId('scan-match').click();
		await expect(page).toHaveURL(/\/scan$/);
		await page.getByTestId('scan-picture').setInputFiles([{ name: 'c.png', mimeType: 'image/png', buffer: shots[0]! }]);
		await expect(page.getByTestId('scan-progress')).not.toBeEmpty();
		await scan('scan');
		await page
			.getByTestId('scan-picture')
			.setInputFiles(shots.map((buffer, i) => ({ name: `c${i}.png`, mimeType: 'image/png', buffer })));
		await expect(page.getByTestId('backup-preview')).toBeVisible();
		await scan('preview');
		expect(found).toEqual([]);
	});
