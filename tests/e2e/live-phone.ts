// A phone for the live specs: a browser context at 360 px with touch, named and in a language, on
// the origin of the project's server, whose sync sockets go through a route so a test can cut it
// off: `state.cut` refuses its new sockets, `state.off()` also closes the open ones. A phone never
// cut off (`cuttable: false`, a room's screen) skips the route: every message of a routed socket
// passes through the Playwright worker. `shareFreeform` shares a new match from one phone,
// `joinLive` joins it with a code on another.
import {
	expect,
	type Browser,
	type BrowserContext,
	type Locator,
	type Page,
	type WebSocketRoute
} from '@playwright/test';
import { PATIENCE } from '../../server/harness';
import { freeformRound, newMatch, watchProblems } from './helpers';

export async function livePhone(
	browser: Browser,
	origin: string,
	contexts: BrowserContext[],
	name: string,
	locale: 'en' | 'fr' = 'en',
	{ cuttable = true } = {}
) {
	const context = await browser.newContext({
		baseURL: origin,
		viewport: { width: 360, height: 760 },
		hasTouch: true,
		isMobile: true,
		serviceWorkers: 'block'
	});
	contexts.push(context);
	const open = new Set<WebSocketRoute>();
	const state = {
		cut: false,
		/** Cuts this phone off: its open sync sockets are closed, and new ones too while cut. */
		off() {
			if (!cuttable) throw new Error(`${name} was opened with cuttable: false, so it cannot be cut off`);
			state.cut = true;
			for (const ws of open) void ws.close();
			open.clear();
		}
	};
	if (cuttable)
		await context.routeWebSocket(/\/sync/, (ws) => {
			if (state.cut) return void ws.close();
			open.add(ws);
			ws.connectToServer();
		});
	await context.addInitScript(
		({ n, l }) => {
			// A name is set as in Settings (not asked again); an empty one leaves the phone unnamed.
			if (n) localStorage.setItem('tk-live-phone', n);
			if (n) localStorage.setItem('tk-live-phone-asked', '1');
			localStorage.setItem('PARAGLIDE_LOCALE', l);
		},
		{ n: name, l: locale }
	);
	const page = await context.newPage();
	return { context, page, state, problems: watchProblems(page) };
}

/** Checks `code` on the Join screen; the preview, once shown. */
export async function joinPreview(page: Page, code: string): Promise<Locator> {
	await page.goto('/join');
	await page.getByTestId('live-code').fill(code);
	await page.getByTestId('live-join-check').click();
	const preview = page.getByTestId('live-join-preview');
	await expect(preview).toBeVisible({ timeout: PATIENCE });
	return preview;
}

/** Joins with `code` on the Join screen: the preview shows, and Join (Rejoindre) opens the match. */
export async function joinLive(page: Page, code: string): Promise<void> {
	const preview = await joinPreview(page, code);
	await preview.getByRole('button', { name: /^(Join|Rejoindre)$/ }).click();
	await expect(page).toHaveURL(/\/match\//);
}

/** Starts a free-form match of `players` on `page` with `deals` entered, shares it live and goes back to it; its scorer code. */
export async function shareFreeform(page: Page, players: string[], deals: number[][] = []): Promise<string> {
	await newMatch(page, 'freeform', players);
	for (const deal of deals) await freeformRound(page, deal);
	await page.getByTestId('live-share').click();
	const scorer = (await page.getByTestId('live-scorer-code').innerText()).trim();
	await page.getByTestId('live-back').click();
	return scorer;
}
