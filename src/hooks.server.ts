// Server rendering (the prerender at build time, and `vite preview`/`vite dev`): two rewrites of
// every page so that the prerendered HTML is painted before any JavaScript is fetched.
// - static/boot.js, which sets the theme and language before the first paint, goes inline so
//   that paint waits for no script request, minified (src/lib/server/inline-boot.js; its hash
//   is in the CSP's script-src, svelte.config.js).
// - SvelteKit's start script is handed to boot.js's `__tkStart`, which runs it once the page has
//   been painted, and the `modulepreload` links become inert `data-tk-preload` links that
//   `__tkStart` turns back on at that moment: the app's modules are neither fetched nor run
//   while the browser is laying out and painting the prerendered page. The start script's
//   CSP hash (in the page's meta tag, or the response header when a page is rendered on
//   request) is replaced by the hash of the rewritten script.
// - A page that sets its own `<title>` loses app.html's default one, so it has exactly one.
// - A page's `modulepreload` links get the static imports SvelteKit left out
//   (src/lib/server/missing-preloads.ts), so the app's start is one round of requests.
// - Home lists New match's files as inert links (`data-tk-next`) for boot.js to fetch ahead
//   (src/lib/server/next-links.ts).
import type { Handle } from '@sveltejs/kit';
import { deferStart } from '$lib/server/defer-start';
import { readStaticImports, withMissingPreloads } from '$lib/server/missing-preloads';
import { readNextScreens, withNextLinks, type NextScreens } from '$lib/server/next-links';
import { oneTitle } from '$lib/server/one-title';
import { inlineBoot } from '$lib/server/inline-boot.js';
import bootSource from '../static/boot.js?raw';

const BOOT_TAG = '<script src="/boot.js"></script>';
const boot = inlineBoot(bootSource);
/** New match's files, read once from the client build (none in dev). */
let nextScreens: NextScreens | undefined;
/** Each built file's static imports, read once from the client build (none in dev). */
let staticImports: Map<string, string[]> | undefined;
export const handle: Handle = async ({ event, resolve }) => {
	let hashes: [string, string] | undefined;
	const response = await resolve(event, {
		transformPageChunk: ({ html }) => {
			staticImports ??= readStaticImports();
			const full = withMissingPreloads(
				html.replace(BOOT_TAG, () => `<script>${boot}</script>`),
				staticImports
			);
			let page = deferStart(oneTitle(full));
			if (event.url.pathname === '/') {
				nextScreens ??= readNextScreens();
				page = { ...page, html: withNextLinks(page.html, '/new', nextScreens) };
			}
			hashes ??= page.hashes;
			return page.html;
		}
	});
	const csp = response.headers.get('content-security-policy');
	if (hashes && csp)
		response.headers.set('content-security-policy', csp.replaceAll(`'${hashes[0]}'`, `'${hashes[1]}'`));
	return response;
};
