// A phone for the live specs: a browser context at 360 px with touch, named and in a language, on
// the origin of the project's server, whose sync sockets go through a route so a test can cut it
// off: `state.cut` refuses its new sockets, `state.off()` also closes the open ones.
import type { Browser, BrowserContext, WebSocketRoute } from '@playwright/test';
import { watchProblems } from './helpers';

export async function livePhone(
	browser: Browser,
	origin: string,
	contexts: BrowserContext[],
	name: string,
	locale: 'en' | 'fr' = 'en'
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
			state.cut = true;
			for (const ws of open) void ws.close();
			open.clear();
		}
	};
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
