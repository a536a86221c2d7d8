// Vite configuration: SvelteKit, Paraglide (i18n compiled from messages/), the PWA service worker
// and manifest, and Vitest for the unit tests that sit next to the code.
import { sveltekit } from '@sveltejs/kit/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';
import { readFileSync } from 'node:fs';

const testing = process.env.VITEST === 'true';
const version = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version as string;

export default defineConfig({
	plugins: [
		paraglideVitePlugin({
			project: './project.inlang',
			outdir: './src/lib/paraglide',
			strategy: ['localStorage', 'preferredLanguage', 'baseLocale'],
			emitGitIgnore: false
		}),
		sveltekit(),
		!testing &&
			SvelteKitPWA({
				registerType: 'prompt',
				injectRegister: false,
				strategies: 'generateSW',
				// The SPA shell is precached as '/', which is what every navigation falls back to offline.
				kit: { adapterFallback: 'index.html', spa: { fallbackMapping: '/' }, includeVersionFile: true },
				manifest: {
					id: '/',
					name: 'Tablekeeper',
					short_name: 'Tablekeeper',
					description: 'Scores and referees card games at the table, offline.',
					lang: 'en',
					start_url: '/',
					scope: '/',
					display: 'standalone',
					orientation: 'any',
					background_color: '#f7f5ef',
					theme_color: '#1f5f4a',
					icons: [
						{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
						{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
						{ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
					]
				},
				workbox: {
					globPatterns: ['client/**/*.{js,css,ico,png,svg,webp,webmanifest,json,txt}'],
					navigateFallback: '/',
					cleanupOutdatedCaches: true
				},
				devOptions: { enabled: false }
			})
	],
	// Unit tests run Svelte's client runtime so runes-based state classes can be tested.
	resolve: testing ? { conditions: ['browser'] } : undefined,
	ssr: testing ? { resolve: { conditions: ['browser'] } } : undefined,
	define: { __APP_VERSION__: JSON.stringify(version) },
	server: { host: '127.0.0.1' },
	preview: { host: '127.0.0.1' },
	test: {
		include: ['src/**/*.test.ts'],
		environment: 'node',
		setupFiles: ['./src/test-setup.ts']
	}
});
