// SvelteKit configuration: adapter-static with prerendered pages (home's frame, the rules) and an
// SPA fallback for the screens that read this device's data, under a strict
// Content-Security-Policy that only trusts the app's own origin (hashes for kit's inline scripts).
import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inlineBoot } from './src/lib/server/inline-boot.js';

/** The hash of static/boot.js as src/hooks.server.ts puts it inline into every page (minified). */
const boot = createHash('sha256')
	.update(inlineBoot(readFileSync(new URL('./static/boot.js', import.meta.url), 'utf8')))
	.digest('base64');

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// index.html is the prerendered home, so the SPA shell for the other addresses is 200.html
		// (static hosts that serve it for unknown paths); the service worker uses /app-shell.
		adapter: adapter({ fallback: '200.html', strict: false }),
		serviceWorker: { register: false },
		// A prerendered page's few KB of CSS travel inside its HTML (hashed in the CSP below), so
		// the first paint waits for no stylesheet request.
		inlineStyleThreshold: 8 * 1024,
		// The shell is served at every deep link, so its asset paths must be absolute.
		paths: { relative: false },
		// The live-sync server, the bench and their tests are type-checked with the app.
		typescript: {
			config: (config) => void config.include.push('../server/**/*.ts', '../server/**/*.mjs', '../bench/**/*.ts')
		},
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self', 'wasm-unsafe-eval', `sha256-${boot}`],
				'style-src': ['self'],
				// Only SvelteKit's own route announcer (its fixed visually-hidden style attribute).
				'style-src-attr': ['unsafe-hashes', 'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self'],
				'connect-src': ['self'],
				'manifest-src': ['self'],
				'worker-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
