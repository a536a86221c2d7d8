// The service worker's update path. Version 1 (the build) is served and its worker controls the
// page; a match is stored and a round typed. Version 2 (a copy of the build whose version file,
// and so whose worker, differ) is then served at the same address. The new worker installs and
// waits, the app offers the update, and its Reload brings the page under the new worker with
// nothing typed or stored lost. Both versions come from a small static server inside the test.
import { expect, test as base, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectTotals, freeformRound, newMatch, storedRoundDrafts, underServiceWorker, watchProblems } from './helpers';

const BUILD = fileURLToPath(new URL('../../build', import.meta.url));
const VERSION_FILE = '_app/version.json';
/** A new worker installs in well under a second, but can take tens of seconds on a loaded 2-core machine. */
const WORKER_TIMEOUT = 90_000;

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.txt': 'text/plain; charset=utf-8',
	'.wasm': 'application/wasm'
};

/** The app on 127.0.0.1 as a static host serves it: version 1 (the build) until `deploy()`, then 2. */
interface Site {
	origin: string;
	/** Each version's version file, as served. */
	versions: [string, string];
	deploy(): void;
}

/** The file a static host answers `pathname` with: itself, its `.html`, or the SPA shell. */
function fileFor(root: string, pathname: string): string | null {
	const path = normalize(decodeURIComponent(pathname)).replace(/^([/\\]|\.\.)+/, '');
	for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
		const full = join(root, candidate);
		if (full.startsWith(root) && existsSync(full) && statSync(full).isFile()) return full;
	}
	return extname(path) === '' ? join(root, '200.html') : null;
}

/**
 * Version 2 in `dir`: a copy of the build with a new version file, and its new revision in the
 * worker's precache list, so the browser finds a changed /sw.js as it would after a deploy.
 */
function secondVersion(dir: string): [string, string] {
	cpSync(BUILD, dir, { recursive: true });
	const md5 = (text: string) => createHash('md5').update(text).digest('hex');
	const before = readFileSync(join(dir, VERSION_FILE), 'utf8');
	const after = JSON.stringify({ version: `${(JSON.parse(before) as { version: string }).version}-2` });
	writeFileSync(join(dir, VERSION_FILE), after);
	const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
	const entry = (text: string) => `{url:"${VERSION_FILE}",revision:"${md5(text)}"}`;
	if (!sw.includes(entry(before))) throw new Error(`sw.js does not precache ${VERSION_FILE} as expected`);
	writeFileSync(join(dir, 'sw.js'), sw.replace(entry(before), entry(after)));
	return [before, after];
}

const test = base.extend<{ site: Site }>({
	// Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
	// eslint-disable-next-line no-empty-pattern
	site: async ({}, use) => {
		const dir = mkdtempSync(join(tmpdir(), 'tk-sw-update-'));
		const versions = secondVersion(dir);
		let root = BUILD;
		const server = createServer((request, response) => {
			const file = fileFor(root, new URL(request.url ?? '/', 'http://host').pathname);
			if (file === null) {
				response.writeHead(404).end();
				return;
			}
			response.writeHead(200, {
				'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
				'cache-control': 'no-cache'
			});
			response.end(readFileSync(file));
		});
		await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
		const { port } = server.address() as AddressInfo;
		await use({ origin: `http://127.0.0.1:${port}`, versions, deploy: () => (root = dir) });
		server.closeAllConnections();
		await new Promise((done) => server.close(done));
		rmSync(dir, { recursive: true, force: true });
	},
	baseURL: async ({ site }, use) => {
		await use(site.origin);
	}
});

// This spec is about the service worker: let it install (the config blocks it elsewhere). A
// phone at the table, where the app stays open between rounds.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The version file as the page gets it: from the precache of the worker in control. */
function versionSeen(page: Page): Promise<string> {
	return page.evaluate(async (url) => (await fetch(url)).text(), `/${VERSION_FILE}`);
}

test('a new version waits, is offered, and its reload keeps the typed round and the stored match', async ({
	page,
	context,
	site
}) => {
	const [v1, v2] = site.versions;
	const problems = watchProblems(page);
	const editor = page.getByTestId('round-editor');
	const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available.' });

	// Version 1 controls the page; a match with two rounds is stored and a third one typed.
	await page.goto('/');
	await underServiceWorker(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await freeformRound(page, [10, 5]);
	await freeformRound(page, [3, 4]);
	await expectTotals(page, [13, 9]);
	await editor.locator('#score-0').fill('7');
	await editor.locator('#score-1').fill('-2');
	await expect.poll(() => storedRoundDrafts(page)).toEqual([{ scores: ['7', '-2'] }]);

	// Version 2 is deployed; the app's update check (hourly, or at the next visit) finds it.
	site.deploy();
	await page.evaluate(async () => {
		await (await navigator.serviceWorker.getRegistration())?.update();
	});
	await expect
		.poll(
			() =>
				page.evaluate(async () => {
					const registration = await navigator.serviceWorker.getRegistration();
					return [registration?.waiting?.state, registration?.active?.state];
				}),
			{ timeout: WORKER_TIMEOUT }
		)
		.toEqual(['installed', 'activated']);
	await expect(prompt).toBeVisible();
	// Until the person agrees, version 1 still serves the page and the typed round is untouched.
	expect(await versionSeen(page)).toBe(v1);
	await expect(editor.locator('#score-0')).toHaveValue('7');

	// Reload: the page comes back under version 2's worker, with the round still typed.
	await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
	const reloaded = page.waitForEvent('load', { timeout: WORKER_TIMEOUT });
	await prompt.getByRole('button', { name: 'Reload' }).tap();
	await reloaded;
	expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before ?? false)).toBe(false);
	await expect(editor.locator('#score-0')).toHaveValue('7');
	await expect(editor.locator('#score-1')).toHaveValue('-2');
	await expect(page.getByText('Your unsaved entry was restored.')).toBeVisible();
	await expectTotals(page, [13, 9]);
	await expect(page.locator('tr[data-testid^="round-"]')).toHaveCount(2);
	await expect(prompt).toHaveCount(0);
	expect(
		await page.evaluate(async () => {
			const registration = await navigator.serviceWorker.getRegistration();
			return [navigator.serviceWorker.controller?.state, registration?.waiting ?? null];
		})
	).toEqual(['activated', null]);

	// Offline, what serves the page is version 2's precache: the new worker is in control.
	await context.setOffline(true);
	expect(await versionSeen(page)).toBe(v2);
	await page.reload();
	await expect(editor.locator('#score-0')).toHaveValue('7');
	await editor.getByRole('button', { name: 'Save round' }).tap();
	await expectTotals(page, [20, 7]);
	await context.setOffline(false);
	expect(problems).toEqual([]);
});
