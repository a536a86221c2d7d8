/**
 * static/boot.js as every page carries it inline: minified, so that the HTML of a prerendered
 * page (the rules page's above all) fits in the first round trip of a new connection (TCP's
 * initial window, 10 segments of about 1.4 KB): the file's comments and names were over 2 KB of
 * the rules page's gzip HTML, which made its first paint wait for a second round trip.
 * svelte.config.js hashes this same text for the CSP, src/hooks.server.ts puts it in the page.
 * Plain JavaScript, because svelte.config.js is loaded by Node as it is.
 */
import { minify_sync } from 'terser';

/**
 * The inline form of boot.js's `source`.
 * @param {string} source
 * @returns {string}
 */
export function inlineBoot(source) {
	const code = minify_sync(source, { compress: true, mangle: true, format: { comments: false } }).code;
	if (!code) throw new Error('inline-boot: terser returned no code for static/boot.js');
	return code;
}
