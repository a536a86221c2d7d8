/**
 * Defers SvelteKit's start script of a server-rendered page until boot.js's `__tkStart` says the
 * page has been painted, turns its `modulepreload` links into inert `data-tk-preload` links that
 * `__tkStart` switches on at that moment, and swaps the start script's CSP hash for the hash of
 * the rewritten script.
 */
import { createHash } from 'node:crypto';

/** SvelteKit's inline start script: `{ __sveltekit_… = …; const element = …; Promise.all([…]).then(…); }`. */
const START_SCRIPT = /<script>(\s*\{\s*__sveltekit_[\s\S]*?)<\/script>/;
/** The part of it that imports and starts the app. */
const START_CALL = /Promise\.all\(\[[\s\S]*\}\);/;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The page with its start script deferred to after the first paint; the old and new script hashes. */
export function deferStart(html: string): { html: string; hashes?: [string, string] } {
	const script = START_SCRIPT.exec(html);
	const original = script?.[1];
	if (!script || original === undefined) return { html };
	if (!START_CALL.test(original)) throw new Error('defer-start: SvelteKit start script not recognised');
	const deferred = original.replace(START_CALL, (call) => `__tkStart(() => {${call}});`);
	const hashes: [string, string] = [sha256(original), sha256(deferred)];
	const rewritten = html
		.replace(script[0], () => `<script>${deferred}</script>`)
		.replaceAll(`'${hashes[0]}'`, `'${hashes[1]}'`)
		.replace(/ rel="modulepreload"/g, ' data-tk-preload');
	return { html: rewritten, hashes };
}
