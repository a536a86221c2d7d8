/**
 * Home's HTML lists New match's files (the build's `_app/next-screens.json`) as inert
 * `<link data-tk-next="/new">` elements, so static/boot.js can fetch them without first asking
 * for the list (a round trip of 562.5 ms on slow 4G): at once when New match is tapped before the
 * app has started, alongside the app's own code; and on a slow connection, once the app's own
 * code has arrived, into the cache (the tap a first visitor makes then waits for no download).
 * The files New match's form does not wait for (the store with Dexie, the refused fields'
 * messages) are marked `data-tk-later`: boot.js asks for them once the form's own have arrived,
 * so they take none of the bandwidth the form's first paint waits for.
 */
import { readFileSync } from 'node:fs';

/** Where the client build writes the list (vite.config.ts, `nextScreens`). */
const LIST = '.svelte-kit/output/client/_app/next-screens.json';

/** New match's files: all of them, and of those the ones its form does not wait for. */
export interface NextScreens {
	files: string[];
	later: string[];
}

const strings = (list: unknown): string[] =>
	Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];

/** The New match screen's files as the build listed them; none when there is no build (dev). */
export function readNextScreens(path = LIST): NextScreens {
	try {
		const listed = JSON.parse(readFileSync(path, 'utf8')) as { newMatch?: unknown; newMatchLater?: unknown };
		return { files: strings(listed.newMatch), later: strings(listed.newMatchLater) };
	} catch {
		return { files: [], later: [] };
	}
}

/** An app file's address as a build lists it: only the build's own immutable JS and CSS. */
const APP_FILE = /^\/_app\/immutable\/[\w-]+\/[\w.-]+\.(js|css)$/;

/**
 * The page with an inert link for each of the files the page does not already load (its own
 * `modulepreload` and stylesheet links), named by the screen they are for, the later ones marked
 * so, at the end of its head.
 */
export function withNextLinks(html: string, screen: string, { files, later }: NextScreens): string {
	const end = html.indexOf('</head>');
	if (end < 0) return html;
	const links = files
		.filter((file) => APP_FILE.test(file) && !html.includes(`"${file}"`))
		.map((file) => `<link data-tk-next="${screen}"${later.includes(file) ? ' data-tk-later' : ''} href="${file}">`)
		.join('');
	return links ? html.slice(0, end) + links + html.slice(end) : html;
}
