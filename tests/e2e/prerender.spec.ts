// The prerendered pages: home's frame and every rules page are in the HTML (readable with the
// JavaScript off), keep the strict CSP, never show English to a French reader, do not shift on
// load, and open offline from the service worker's precache.
import { expect, test, type Page } from '@playwright/test';
import { showRulesTools, underServiceWorker, watchProblems } from './helpers';

// This spec is about the service worker: let it install (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const GAMES = ['coinche', 'cooncan', 'coosner', 'cozen', 'freeform', 'koosekort'];

test.describe('with the JavaScript off', () => {
	test.use({ javaScriptEnabled: false });

	test('every rules page is readable: title, sections, credit, and the links around it', async ({ page }) => {
		for (const game of GAMES) {
			await page.goto(`/rules/${game}`);
			const article = page.locator('article.rules');
			await expect(article.getByRole('heading', { level: 1 })).not.toBeEmpty();
			expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
			await expect(article.locator('.credit')).toBeVisible();
			await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' })).toHaveAttribute(
				'aria-current',
				'page'
			);
		}
		await page.goto('/rules/coinche');
		await expect(page.getByRole('heading', { level: 1, name: 'Coinche' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Scoring a made contract' })).toBeVisible();
		await page.getByRole('link', { name: 'Belote-rebelote' }).first().click();
		await expect(page).toHaveURL(/\/rules\/coinche#/);
	});

	test('every prerendered page has one title, its own', async ({ page }) => {
		const titled = async (path: string, title: string) => {
			await page.goto(path);
			await expect(page.locator('head title')).toHaveCount(1);
			await expect(page).toHaveTitle(title);
		};
		await titled('/', 'Tablekeeper');
		await titled('/rules', 'Rules · Tablekeeper');
		for (const game of GAMES) {
			await page.goto(`/rules/${game}`);
			const name = (await page.locator('article.rules h1').innerText()).trim();
			await titled(`/rules/${game}`, `${name} · Tablekeeper`);
		}
	});

	test('the rules book and home frame are readable', async ({ page }) => {
		await page.goto('/rules');
		await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
		for (const game of ['Coinche', 'Cozen', 'KooseKort'])
			await expect(page.getByRole('link', { name: new RegExp(`^${game}`) })).toBeVisible();
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1, name: 'Tablekeeper' })).toBeVisible();
		await expect(page.getByTestId('new-match')).toHaveAttribute('href', '/new');
		await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
	});
});

interface Frame {
	visible: boolean;
	h1: string;
	h2: string;
	nav: string;
}

/** Records, every frame from the first one, whether the app is visible and what it says. */
async function recordFrames(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const frames: Frame[] = [];
		(window as unknown as { tkFrames: Frame[] }).tkFrames = frames;
		const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? '';
		const tick = () => {
			const root = document.querySelector('.app-root');
			if (root)
				frames.push({
					visible: getComputedStyle(root).visibility === 'visible',
					h1: text('h1'),
					h2: text('article h2'),
					nav: text('header nav a')
				});
			if (frames.length < 600) requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
	});
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { tkFrames: Frame[] }).tkFrames);

/**
 * The layout shifts seen since the page started (Cumulative Layout Shift's entries), once the
 * next two frames have rendered: the observer's buffered entries, and any it has not delivered yet.
 */
function layoutShift(page: Page): Promise<number> {
	return page.evaluate(
		() =>
			new Promise<number>((done) => {
				let sum = 0;
				const add = (entries: PerformanceEntryList) => {
					for (const entry of entries) sum += (entry as unknown as { value: number }).value;
				};
				const observer = new PerformanceObserver((list) => add(list.getEntries()));
				observer.observe({ type: 'layout-shift', buffered: true });
				requestAnimationFrame(() =>
					requestAnimationFrame(() => {
						add(observer.takeRecords());
						observer.disconnect();
						done(sum);
					})
				);
			})
	);
}

test('with the JavaScript on: hydrated in place, no CSP violation, no layout shift, the referee tools mount near them', async ({
	page
}) => {
	const problems = watchProblems(page);
	await recordFrames(page);
	const scripts: string[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(request.url());
	});
	await page.goto('/rules/coinche');
	await page.waitForLoadState('networkidle');
	// The page was painted before the app's first script was requested (static/boot.js).
	const [painted, firstScript] = await page.evaluate(
		() =>
			new Promise<number[]>((done) => {
				new PerformanceObserver((list) => {
					const scripts = performance
						.getEntriesByType('resource')
						.filter((entry) => entry.name.includes('/_app/immutable/') && entry.name.endsWith('.js'));
					done([list.getEntries().at(-1)!.startTime, Math.min(...scripts.map((entry) => entry.startTime))]);
				}).observe({ type: 'largest-contentful-paint', buffered: true });
			})
	);
	expect(painted).toBeLessThan(firstScript!);
	// Hydrated, and the tools' code not fetched while the reader is at the top of the rules.
	await expect(page.getByTestId('rules-tools')).toHaveAttribute('data-loaded', 'false');
	const atTop = scripts.length;
	expect(atTop).toBeGreaterThan(0);
	await showRulesTools(page);
	expect(scripts.length).toBeGreaterThan(atTop);
	const referee = page.locator('section.tool').first();
	await expect(referee.getByRole('heading', { name: 'Trick referee' })).toBeVisible();
	await page.waitForLoadState('networkidle');
	expect(await layoutShift(page)).toBe(0);
	const frames = await framesOf(page);
	expect(frames.length).toBeGreaterThan(0);
	expect(frames.every((f) => f.visible && f.h1 === 'Coinche' && f.nav === 'Home')).toBe(true);

	await page.goto('/');
	await page.waitForLoadState('networkidle');
	await expect(page.getByRole('heading', { level: 1, name: 'Tablekeeper' })).toBeVisible();
	expect(await layoutShift(page)).toBe(0);
	expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
	test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

	test('a long rules page lays out the sections near the screen only, its last three always, and reading it through shifts nothing', async ({
		page
	}) => {
		await page.goto('/rules/coinche');
		await page.waitForFunction(() => performance.getEntriesByName('tk:started').length > 0);
		const sections = page.locator('article.rules .body > section');
		// Whether each section's heading is rendered (false inside a section skipped off screen).
		const laidOut = () =>
			sections.evaluateAll((all) =>
				all.map((s) => s.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }))
			);
		const atTop = await laidOut();
		expect(atTop.length).toBeGreaterThan(8);
		const middle = Math.floor(atTop.length / 2);
		expect(atTop[middle], 'a section in the middle, far off screen').toBe(false);
		expect(atTop.slice(-3), 'the last three sections').toEqual([true, true, true]);
		// Read down to the end a screen at a time, then back to the top.
		const step = (dy: number) =>
			page.evaluate(
				(by) =>
					new Promise<boolean>((done) => {
						const before = scrollY;
						scrollBy(0, by);
						requestAnimationFrame(() => requestAnimationFrame(() => done(scrollY !== before)));
					}),
				dy
			);
		// Each section is laid out as it comes near the screen.
		const seen = atTop.slice();
		while (await step(600)) (await laidOut()).forEach((shown, i) => (seen[i] ||= shown));
		expect(seen.every(Boolean), 'every section, laid out on the way down').toBe(true);
		await expect(page.getByTestId('rules-tools')).toHaveAttribute('data-loaded', 'true');
		while (await step(-600));
		expect(await layoutShift(page)).toBe(0);
	});
});

test('where the browser reports no largest paint (Safari), the app starts after the first contentful paint', async ({
	page
}) => {
	const problems = watchProblems(page);
	await page.addInitScript(() =>
		Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['paint', 'resource'] })
	);
	await page.goto('/rules/coinche');
	await page.waitForLoadState('networkidle');
	const [painted, firstScript] = await page.evaluate(() => [
		performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
		Math.min(
			...performance
				.getEntriesByType('resource')
				.filter((entry) => entry.name.includes('/_app/immutable/') && entry.name.endsWith('.js'))
				.map((entry) => entry.startTime)
		)
	]);
	expect(painted).toBeLessThan(firstScript!);
	await showRulesTools(page);
	await expect(page.getByRole('heading', { name: 'Trick referee' })).toBeVisible();
	expect(problems).toEqual([]);
});

/** Records every write of the page's `lang` (same value included) made after the app has started. */
async function watchLangWrites(page: Page): Promise<() => Promise<number>> {
	await page.addInitScript(() => {
		const writes: number[] = [];
		(window as { __langWrites?: number[] }).__langWrites = writes;
		new MutationObserver((records) => {
			for (const r of records)
				if (r.attributeName === 'lang' && r.target === document.documentElement) writes.push(performance.now());
		}).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang'] });
	});
	return () =>
		page.evaluate(() => {
			const started = performance.getEntriesByName('tk:started')[0]!.startTime;
			return (window as { __langWrites?: number[] }).__langWrites!.filter((t) => t >= started).length;
		});
}

for (const locale of ['en-GB', 'fr-FR'])
	test.describe(`a reader in ${locale}`, () => {
		test.use({ locale });

		test("the app's start leaves the language boot.js set alone (rewriting it restyles the whole page)", async ({
			page
		}) => {
			const writesAfterStart = await watchLangWrites(page);
			await page.goto('/rules/coinche');
			await page.waitForFunction(() => performance.getEntriesByName('tk:started').length > 0);
			await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
			expect(await writesAfterStart()).toBe(0);
		});
	});

test.describe('a French reader', () => {
	test.use({ locale: 'fr-FR' });

	test('never sees the English prerendered page: hidden until it is rendered in French', async ({ page }) => {
		const problems = watchProblems(page);
		await recordFrames(page);
		await page.goto('/rules/cozen');
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		await expect(
			page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Règles' })
		).toBeVisible();
		await page.waitForLoadState('networkidle');
		const french = await page.locator('article h2').first().innerText();
		const shown = (await framesOf(page)).filter((f) => f.visible);
		expect(shown.length).toBeGreaterThan(0);
		expect(shown.every((f) => f.nav === 'Accueil' && f.h2 === french)).toBe(true);
		expect(await layoutShift(page)).toBe(0);
		expect(problems).toEqual([]);
	});
});

test('offline: the precached rules pages and home open from the service worker', async ({ page, context }) => {
	await page.goto('/');
	await underServiceWorker(page);
	await context.setOffline(true);
	await page.goto('/rules/koosekort');
	await expect(page.getByRole('heading', { level: 1, name: 'KooseKort' })).toBeVisible();
	await page.goto('/');
	await expect(page.getByTestId('new-match')).toBeVisible();
	// An address with no page of its own gets the empty shell, which renders that address.
	await page.goto('/settings');
	await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
	await context.setOffline(false);
});
