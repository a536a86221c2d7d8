// A tap on a link of the prerendered home before the app has started (its code still on the
// way, as on a slow phone network): the app follows it once it runs, instead of the browser
// loading the next page from nothing; and should the app's code not arrive, the link is followed
// as the browser would have. New match's form is drawn before the store (Dexie) and the refused
// fields' messages arrive.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { SLOW_4G, watchProblems } from './helpers';

const START = /\/_app\/immutable\/entry\/start\.[\w-]+\.js$/;

/** The documents the page loads (their paths), in order. */
function documents(page: Page): string[] {
	const paths: string[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'document') paths.push(new URL(request.url()).pathname);
	});
	return paths;
}

test("New match tapped before the app has started: its files are fetched at once, alongside the app's own code, and it opens in the app, with no page load", async ({
	page
}) => {
	const problems = watchProblems(page);
	let release = () => undefined as void;
	const held = new Promise<void>((done) => (release = done));
	await page.route(START, async (route) => {
		await held;
		await route.continue();
	});
	const loads = documents(page);
	const requested = new Set<string>();
	page.on('request', (request) => requested.add(new URL(request.url()).pathname));
	await page.goto('/');
	// Home's HTML lists New match's files (src/lib/server/next-links.ts).
	const files = await page.evaluate(() =>
		[...document.querySelectorAll<HTMLLinkElement>('link[data-tk-next="/new"]')].map((l) => new URL(l.href).pathname)
	);
	expect(files.length).toBeGreaterThan(0);
	await page.getByTestId('new-match').click();
	// The app's code is held back, so the app cannot have asked for them: the kept tap did.
	await expect.poll(() => files.filter((file) => !requested.has(file))).toEqual([]);
	// The app has not started: still home, and no page load under way.
	await expect(page).toHaveURL(/\/$/);
	expect(await page.evaluate(() => performance.getEntriesByName('tk:started').length)).toBe(0);
	release();
	await expect(page.getByTestId('start-match')).toBeVisible();
	await expect(page).toHaveURL(/\/new$/);
	expect(loads).toEqual(['/']);
	expect(problems).toEqual([]);
});

test("a link tapped before the app has started is followed as a page load when the app's code fails to arrive", async ({
	page
}) => {
	let refused = false;
	let release = () => undefined as void;
	const held = new Promise<void>((done) => (release = done));
	await page.route(START, async (route) => {
		if (refused) return route.continue();
		refused = true;
		await held;
		await route.abort();
	});
	const loads = documents(page);
	await page.goto('/');
	await page.getByTestId('new-match').click();
	release();
	await expect(page.getByTestId('start-match')).toBeVisible();
	await expect(page).toHaveURL(/\/new$/);
	expect(loads).toEqual(['/', '/new']);
});

const CHUNKS = '.svelte-kit/output/client/_app/immutable/chunks/';

/** The build's chunks holding each of these texts (each text in one chunk at least). */
function chunksHolding(texts: string[]): string[] {
	const chunks = readdirSync(CHUNKS).map((file) => ({ file, text: readFileSync(CHUNKS + file, 'utf8') }));
	return texts.flatMap((text) => {
		const holding = chunks.filter((chunk) => chunk.text.includes(text));
		expect(holding.length, `a chunk of the build holds ${text}`).toBeGreaterThan(0);
		return holding.map((chunk) => `/_app/immutable/chunks/${chunk.file}`);
	});
}

test("New match tapped before the app has started shows its form before the store (Dexie) and the refused fields' messages arrive; Start waits for them, nothing typed lost", async ({
	page
}) => {
	const problems = watchProblems(page);
	// Dexie (its DatabaseClosedError), and the refused fields' messages (the table holding "Enter a
	// name."), held until the form has been used.
	const later = chunksHolding(['DatabaseClosedError', 'v_core_name_empty']);
	let releaseLater = () => undefined as void;
	const laterHeld = new Promise<void>((done) => (releaseLater = done));
	await page.route(
		(url) => later.includes(url.pathname),
		async (route) => {
			await laterHeld;
			await route.continue();
		}
	);
	let releaseStart = () => undefined as void;
	const startHeld = new Promise<void>((done) => (releaseStart = done));
	await page.route(START, async (route) => {
		await startHeld;
		await route.continue();
	});
	try {
		await page.goto('/');
		await page.getByTestId('new-match').click();
		expect(await page.evaluate(() => performance.getEntriesByName('tk:started').length)).toBe(0);
		releaseStart();
		// The form with its fields, while neither the store nor the messages have arrived.
		await expect(page.getByTestId('start-match')).toBeVisible();
		await expect(page.locator('#seat-0')).toBeVisible();
		await page.locator('input[name="game"][value="freeform"]').check();
		await page.locator('#seat-0').fill('Anne');
		// A refused field is marked at once; its message waits for the messages' file.
		await page.getByTestId('start-match').click();
		await expect(page.locator('#seat-1')).toHaveAttribute('aria-invalid', 'true');
		await page.locator('#seat-1').fill('Bruno');
		// Start waits for the store, visibly (the button is disabled), with what was typed kept.
		await page.getByTestId('start-match').click();
		await expect(page.getByTestId('start-match')).toBeDisabled();
		await expect(page).toHaveURL(/\/new$/);
		await expect(page.locator('#seat-0')).toHaveValue('Anne');
		await expect(page.locator('#seat-1')).toHaveValue('Bruno');
		releaseLater();
		await expect(page).toHaveURL(/\/match\//);
		await expect(page.getByTestId('total-0')).toBeVisible();
	} finally {
		releaseStart();
		releaseLater();
	}
	expect(problems).toEqual([]);
});

/** The phone of the bench's first visits (bench/phone.pw.ts). */
const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2.625 };

/**
 * The moments around the app's start a first visitor may tap New match at, each found by what the
 * page does (never by a delay): a finger that lands at one and lifts at the next is a slow tap
 * across it.
 */
const MOMENTS: Record<string, (page: Page) => Promise<unknown>> = {
	'as soon as it shows': (page) => page.getByTestId('new-match').waitFor(),
	"with the app's code asked for": (page) => page.waitForRequest(START),
	"with the app's code arrived": (page) => page.waitForEvent('requestfinished', (r) => START.test(r.url())),
	'as the app starts': (page) =>
		page.waitForFunction(() => performance.getEntriesByName('tk:started').length > 0, undefined, { polling: 'raf' }),
	'while New match is fetched ahead': (page) =>
		page.waitForRequest((r) => /\/_app\/immutable\//.test(r.url()) && r.resourceType() === 'other')
};

test('on slow 4G, New match tapped at any moment around the start, or across it, opens its form', async ({
	browser
}) => {
	const names = Object.keys(MOMENTS);
	/** A tap at each moment, then a finger down at each moment and lifted at the next. */
	const taps = [
		...names.map((at) => [at, at] as const),
		...names.slice(0, -1).map((at, i) => [at, names[i + 1]!] as const)
	];
	test.setTimeout(taps.length * 120_000);
	const outcomes: string[] = [];
	for (const [down, up] of taps) {
		const context = await browser.newContext(PHONE);
		try {
			const page = await context.newPage();
			const cdp = await context.newCDPSession(page);
			await cdp.send('Network.enable');
			await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
			const loads = documents(page);
			const link = page.getByTestId('new-match');
			const landed = MOMENTS[down]!(page);
			const lifted = down === up ? landed : MOMENTS[up]!(page);
			await page.goto('/', { waitUntil: 'commit' });
			await landed;
			if (down === up) await link.tap();
			else {
				const box = (await link.boundingBox())!;
				const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
				await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
				await lifted;
				await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
			}
			const shown = await page
				.getByTestId('start-match')
				.waitFor({ timeout: 60_000 })
				.then(() => 'form')
				.catch(() => `lost at ${page.url()}`);
			outcomes.push(`${down} → ${up}: ${shown}, documents ${loads.join(' ')}`);
		} finally {
			await context.close();
		}
	}
	// Every tap shows the form, in the page it was made on.
	expect(outcomes.filter((outcome) => !/: form, documents \/$/.test(outcome))).toEqual([]);
});
