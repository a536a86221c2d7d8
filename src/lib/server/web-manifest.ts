/**
 * The web app manifest in each of the app's languages, built at build time from the message
 * files: `manifest.webmanifest` in English (the one vite-plugin-pwa writes and the HTML links) and
 * `manifest.<lang>.webmanifest` for the others, which boot.js links instead for a reader of that
 * language, so an install prompt, its screenshots and the home-screen shortcuts speak it. Every
 * language's manifest has the same `id`, addresses and icons: only its words differ.
 */

/** The messages a manifest says (keys of messages/<lang>.json and messages/transfer/<lang>.json). */
export const MANIFEST_MESSAGES = [
	'manifest_description',
	'manifest_screenshot_narrow',
	'manifest_screenshot_wide',
	'home_new_match',
	'transfer_scan',
	'nav_history'
] as const;

export type ManifestWords = Record<(typeof MANIFEST_MESSAGES)[number], string>;

const icon192 = [{ src: '/icons/icon-192.png', sizes: '192x192' }];

/** The manifest in language `lang`, saying `words`. */
export function webManifest(lang: string, words: ManifestWords) {
	return {
		id: '/',
		name: 'Tablekeeper',
		short_name: 'Tablekeeper',
		description: words.manifest_description,
		lang,
		start_url: '/',
		scope: '/',
		display: 'standalone' as const,
		orientation: 'any' as const,
		background_color: '#f7f5ef',
		theme_color: '#1f5f4a',
		categories: ['games', 'utilities'],
		// A backup file shared from another app, or opened with the installed app, goes to
		// Settings' checked import preview (static/share-target.js keeps it until then).
		share_target: {
			action: '/share-target',
			method: 'POST' as const,
			enctype: 'multipart/form-data' as const,
			params: { title: 'title', text: 'text', files: [{ name: 'file', accept: ['application/json', '.json'] }] }
		},
		file_handlers: [{ action: '/settings', accept: { 'application/json': ['.json'] } }],
		// Shown by an install prompt; fetched only then, never precached (vite.config.ts's globIgnores).
		screenshots: [
			{
				src: '/screenshots/narrow.png',
				sizes: '540x1200',
				type: 'image/png',
				form_factor: 'narrow' as const,
				label: words.manifest_screenshot_narrow
			},
			{
				src: '/screenshots/wide.png',
				sizes: '1280x800',
				type: 'image/png',
				form_factor: 'wide' as const,
				label: words.manifest_screenshot_wide
			}
		],
		shortcuts: [
			{ name: words.home_new_match, url: '/new', icons: icon192 },
			{ name: words.transfer_scan, url: '/scan', icons: icon192 },
			{ name: words.nav_history, url: '/history', icons: icon192 }
		],
		icons: [
			{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
			{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
			{ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
		]
	};
}

/** A language's manifest words, read from its message files' contents (root and transfer). */
export function manifestWords(files: readonly Record<string, unknown>[]): ManifestWords {
	const words = {} as ManifestWords;
	for (const key of MANIFEST_MESSAGES) {
		const found = files.map((f) => f[key]).find((v) => typeof v === 'string');
		if (typeof found !== 'string') throw new Error(`web manifest: message ${key} is missing`);
		words[key] = found;
	}
	return words;
}
