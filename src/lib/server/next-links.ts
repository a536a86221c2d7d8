/**
 * Home's HTML lists New match's files (the build's `_app/next-screens.json`) as inert
 * `<link data-tk-next="/new">` elements, so static/boot.js can fetch them without first asking
 * for the list (a round trip of 562.5 ms on slow 4G): at once when New match is tapped before the
 * app has started, alongside the app's own code; and on a slow connection, once the app's own
 * code has arrived, into the cache (the tap a first visitor makes then waits for no download).
 */
import { readFileSync } from 'node:fs';

/** Where the client build writes the list (vite.config.ts, `nextScreens`). */
const LIST = '.svelte-kit/output/client/_app/next-screens.json';

/** The New match screen's files as the build listed them; none when there is no build (dev). */
export function readNextScreens(path = LIST): string[] {
	try {
		const files = (JSON.parse(readFileSync(path, 'utf8')) as { newMatch?: unknown }).newMatch;
		return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
	} catch {
		return [];
	}
}

/** An app file's address as a build lists it: only the build's own immutable JS and CSS. */
const APP_FILE = /^\/_app\/immutable\/[\w-]+\/[\w.-]+\.(js|css)$/;

/**
 * The page with an inert link for each of `files` the page does not already load (its own
 * `modulepreload` and stylesheet links), named by the screen they are for, at the end of its head.
 */
export function withNextLinks(html: string, screen: string, files: readonly string[]): string {
	const end = html.indexOf('</head>');
	if (end < 0) return html;
	const links = files
		.filter((file) => APP_FILE.test(file) && !html.includes(`"${file}"`))
		.map((file) => `<link data-tk-next="${screen}" href="${file}">`)
		.join('');
	return links ? html.slice(0, end) + links + html.slice(end) : html;
}
