// Vite configuration: SvelteKit, Paraglide (i18n compiled from messages/), the PWA service worker
// and manifest, and Vitest for the unit tests that sit next to the code.
import { sveltekit } from '@sveltejs/kit/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { manifestWords, webManifest } from './src/lib/server/web-manifest.ts';

const testing = process.env.VITEST === 'true';

/** Modules every first page load needs (see `build` below); bench/run.mjs measures the result. */
const FIRST_LOAD = [
	'node_modules/svelte/src/internal/',
	'node_modules/svelte/src/index-client',
	'node_modules/svelte/src/reactivity/',
	'node_modules/svelte/src/events/',
	'node_modules/@sveltejs/kit/src/runtime/',
	'vite/preload-helper',
	'rolldown/runtime',
	'/src/lib/paraglide/runtime.js',
	'/src/lib/data/facts.ts',
	'/src/lib/data/quick-read.ts',
	'/src/lib/data/storage.ts',
	'/src/lib/state/home.svelte.ts',
	'/src/lib/state/storage-health.svelte.ts',
	'/src/lib/state/install.svelte.ts',
	'/src/lib/state/service-worker.svelte.ts'
];

/** The messages the first load shows (frame, home, error page, match cards, service-worker toast). */
const FIRST_LOAD_MESSAGES = new Set(
	[
		'src/routes/+layout.svelte',
		'src/routes/+page.svelte',
		'src/routes/+error.svelte',
		'src/lib/components/MatchCard.svelte',
		'src/lib/components/PwaStatus.svelte',
		'src/lib/i18n/index.ts'
	].flatMap((file) =>
		[...readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').matchAll(/\b(?:m|messages)\.(\w+)\(?/g)].map(
			(x) => x[1]
		)
	)
);

/** The messages New match's page writes itself (its markup's `m.…` calls). */
const NEW_MATCH_MESSAGES = new Set(
	[...readFileSync(new URL('./src/routes/new/+page.svelte', import.meta.url), 'utf8').matchAll(/\bm\.(\w+)\(/g)].map(
		(x) => x[1]
	)
);

/**
 * Whether a module is a message New match's form draws with: the house options' words
 * (`i18n/option-lookup.ts`) and the page's own.
 */
function newMatchWords(id: string): boolean {
	const message = /\/src\/lib\/paraglide\/messages\/(\w+)\.js$/.exec(id.replaceAll('\\', '/'));
	return !!message && (/^(opt|ui_coinche_preset)_/.test(message[1]!) || NEW_MATCH_MESSAGES.has(message[1]!));
}

/** Whether a module re-exports every message (Paraglide's index, or `$lib/i18n`'s `m`). */
function isMessageIndex(id: string): boolean {
	return /\/src\/lib\/(paraglide\/messages(\.js|\/_index\.js)|i18n\/index\.ts)$/.test(id.replaceAll('\\', '/'));
}

/** Whether a module belongs to the first load's chunk. */
function firstLoad(id: string): boolean {
	const path = id.replaceAll('\\', '/');
	const message = /\/src\/lib\/paraglide\/messages\/(\w+)\.js$/.exec(path);
	if (message) return FIRST_LOAD_MESSAGES.has(message[1]!);
	return FIRST_LOAD.some((part) => path.includes(part));
}

/** What a chunking pass tells about a module: its static imports. */
interface ModuleGraph {
	getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const source = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
/** Home's and the layout's own modules (their route nodes stay SvelteKit's entries). */
const HOME_ROUTE = [
	'src/routes/+layout.svelte',
	'src/routes/+layout.ts',
	'src/routes/+page.svelte',
	'src/routes/+page.ts'
].map(source);
/** A module of the server's build only (SvelteKit's generated server entry). */
const SERVER_ENTRY = source('.svelte-kit/generated/server/internal.js');
/** New match's route (its page imports every game's definition, `engine/all-games.ts`). */
const NEW_MATCH_ROUTE = ['src/routes/new/+page.svelte', 'src/routes/new/+page.ts'].map(source);

/** The messages a set of the app's own modules write (`m.name(` or `messages.name(` in their source). */
function writtenMessages(modules: Set<string>): Set<string> {
	const words = new Set<string>();
	for (const id of modules)
		if (/\/src\/.*\.(svelte|ts)$/.test(id.replaceAll('\\', '/')))
			for (const word of readFileSync(id, 'utf8').matchAll(/\b(?:m|messages)\.(\w+)\(/g)) words.add(word[1]!);
	return words;
}

/** A message module's name, or null. */
const messageName = (id: string) =>
	/\/src\/lib\/paraglide\/messages\/(\w+)\.js$/.exec(id.replaceAll('\\', '/'))?.[1] ?? null;

/**
 * Every module `roots` import statically, directly or not (the roots included), in one pass's
 * graph, but no message: the i18n module imports the whole table (`* as messages`) of which a
 * screen keeps only the ones it writes (`FIRST_LOAD_MESSAGES`, `newMatchWords`).
 */
function staticClosure(graph: ModuleGraph, roots: string[], stop = (_id: string) => false): Set<string> {
	const seen = new Set<string>();
	const walk = (id: string) => {
		if (seen.has(id) || stop(id) || /\/src\/lib\/paraglide\/messages[/.]/.test(id.replaceAll('\\', '/'))) return;
		const info = graph.getModuleInfo(id);
		if (!info) return;
		seen.add(id);
		info.importedIds.forEach(walk);
	};
	roots.forEach(walk);
	return seen;
}

/**
 * The modules home's start needs beyond the first load's list (its route's imports: the games'
 * registry, the match cards, the messages module), and New match's form's own (its route, every
 * game's definition and what they import, less home's), per chunking pass (the client's and the
 * server's). Each chunk of a first visit is a request, and over HTTP/1.1 (six connections) every
 * six requests are a round trip (562.5 ms on slow 4G): left to the bundler, home's start was 11
 * files and New match's form 33 more (docs/performance.md, _New match over HTTP/1.1_).
 */
const passes = new WeakMap<
	object,
	{
		homeFirst: Set<string>;
		homeSecond: Set<string>;
		newMatch: Set<string>;
		homeWords: Set<string>;
		newMatchWords: Set<string>;
	}
>();
function screens(graph: ModuleGraph) {
	const key = graph.getModuleInfo(HOME_ROUTE[0]!) ?? graph;
	let found = passes.get(key);
	if (!found && graph.getModuleInfo(SERVER_ENTRY)) {
		// The server's pass keeps the bundler's chunks: SvelteKit inlines into a prerendered page the
		// stylesheets of every module its layout's or page's chunks import dynamically, in the
		// client's chunks and the server's alike, so the games' registry in the layout's server chunk
		// (home's group) put every game's referee tools' and forms' CSS into each rules page
		// (its HTML 15 -> 20 KB gzip). The client's chunks, which the browser loads, are unchanged.
		const none = new Set<string>();
		found = { homeFirst: none, homeSecond: none, newMatch: none, homeWords: none, newMatchWords: none };
		passes.set(key, found);
	}
	if (!found) {
		const home = staticClosure(graph, HOME_ROUTE);
		HOME_ROUTE.forEach((id) => home.delete(id));
		const newMatch = staticClosure(graph, NEW_MATCH_ROUTE);
		for (const id of newMatch) if (home.has(id) || firstLoad(id)) newMatch.delete(id);
		const homeWords = writtenMessages(home);
		const newMatchWords = writtenMessages(newMatch);
		homeWords.forEach((word) => newMatchWords.delete(word));
		// A group takes everything its modules import: the module that re-exports the whole message
		// table as `m` (`$lib/i18n`) imports every message, the lookup by key (`i18n/lookup.ts`)
		// whole families of them. The first load's chunk takes only home's modules that reach
		// neither; home's second chunk those that reach only `$lib/i18n` (the match cards, and it).
		const stray = (id: string) =>
			!!graph.getModuleInfo(id)?.importedIds.some((imported) => {
				const name = messageName(imported);
				return !!name && !isMessageIndex(imported) && !firstLoad(imported) && !homeWords.has(name);
			});
		const index = (id: string) => !!graph.getModuleInfo(id)?.importedIds.some(isMessageIndex);
		const reaches = (id: string, bad: (id: string) => boolean, stop?: (id: string) => boolean) =>
			[...staticClosure(graph, [id], stop)].some(bad);
		const homeFirst = new Set([...home].filter((id) => !reaches(id, (x) => stray(x) || index(x))));
		const homeSecond = new Set(
			[...home].filter((id) => !homeFirst.has(id) && !reaches(id, stray, (x) => x !== id && index(x)))
		);
		found = { homeFirst, homeSecond, newMatch, homeWords, newMatchWords };
		passes.set(key, found);
	}
	return found;
}

/** The match screen's route. */
const MATCH_ROUTE = ['src/routes/match/[id]/+page.svelte', 'src/routes/match/[id]/+page.ts'].map(source);
/** Every other screen's route modules (pages and layouts), found on disk. */
function otherRoutes(dir = 'src/routes'): string[] {
	return readdirSync(source(dir), { withFileTypes: true }).flatMap((entry) => {
		const path = `${dir}/${entry.name}`;
		if (entry.isDirectory()) return otherRoutes(path);
		return /^\+(page|layout)(\.svelte|\.ts)$/.test(entry.name) && !MATCH_ROUTE.includes(source(path))
			? [source(path)]
			: [];
	});
}
/** Whether a module imports the whole message table (a lookup by key: every message it holds). */
const wholeTable = (graph: ModuleGraph, id: string) =>
	!!graph
		.getModuleInfo(id)
		?.importedIds.some((x) => /\/src\/lib\/paraglide\/messages(\.js|\/_index\.js)$/.test(x.replaceAll('\\', '/')));
/** The app's Dexie database module. */
const DB = source('src/lib/data/db.ts');
/** `matchShared`'s answer, per chunking pass. */
const matchPasses = new WeakMap<object, Set<string>>();
/**
 * The app's modules a match's open imports statically that other screens opening Dexie import too
 * (History, players, statistics, club nights): left to the bundler they were ten chunks, one per
 * set of screens sharing them, each a request the match's open waits for (a request costs the page
 * about 0.2 ms of main thread in a trace, before its module is linked and run). Left out: the
 * modules that import anything a screen without Dexie imports (a group takes what its modules
 * import, so that screen would load the whole group), or the whole message table. The match's own
 * modules stay in its route's chunk; New match's and home's in theirs.
 */
function matchShared(graph: ModuleGraph): Set<string> {
	const key = graph.getModuleInfo(MATCH_ROUTE[0]!) ?? graph;
	let found = matchPasses.get(key);
	if (found) return found;
	found = new Set<string>();
	if (!graph.getModuleInfo(SERVER_ENTRY)) {
		const withDexie = new Set<string>();
		const without = new Set<string>();
		for (const route of otherRoutes()) {
			const closure = staticClosure(graph, [route]);
			closure.forEach((id) => (closure.has(DB) ? withDexie : without).add(id));
		}
		// A group takes what its modules import too: a module is left out when anything it imports
		// (not already in an earlier group) is also imported by a screen that does not open Dexie.
		const { homeFirst, homeSecond, newMatch } = screens(graph);
		const grouped = (id: string) => firstLoad(id) || homeFirst.has(id) || homeSecond.has(id) || newMatch.has(id);
		const unwanted = (id: string) => wholeTable(graph, id) || (without.has(id) && !grouped(id));
		for (const id of staticClosure(graph, MATCH_ROUTE))
			if (withDexie.has(id) && !grouped(id) && ![...staticClosure(graph, [id], grouped)].some(unwanted)) found.add(id);
	}
	matchPasses.set(key, found);
	return found;
}

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`./${path}`, import.meta.url), 'utf8'));

/** The manifest's words in `lang`, from its message files. */
const wordsOf = (lang: string) =>
	manifestWords([readJson(`messages/${lang}.json`), readJson(`messages/transfer/${lang}.json`)]);

/** Writes `manifest.<lang>.webmanifest` beside the English one for every other language (boot.js links it). */
function translatedManifests(): Plugin {
	const languages: string[] = readJson('project.inlang/settings.json').locales;
	return {
		name: 'tablekeeper-translated-manifests',
		apply: 'build',
		generateBundle() {
			if (this.environment.name !== 'client') return;
			for (const lang of languages.filter((l) => l !== 'en'))
				this.emitFile({
					type: 'asset',
					fileName: `manifest.${lang}.webmanifest`,
					source: JSON.stringify(webManifest(lang, wordsOf(lang)))
				});
		}
	};
}

/** The modules of the New match screen: its route and the games its load reads. */
const NEXT_SCREEN = /\/src\/routes\/new\/\+page\.(svelte|ts)$|\/src\/lib\/engine\/games\/[^/]+\/index\.ts$/;
/**
 * What New match loads once its form is drawn: the store (Dexie, the roster, starting a match) and
 * the messages of refused fields (`i18n/explain`, with the whole message table).
 */
const NEXT_SCREEN_LATER = /\/src\/lib\/state\/new-match-later\.ts$|\/src\/lib\/i18n\/explain\.ts$/;

/**
 * Writes `_app/next-screens.json`: every JS and CSS file the New match screen needs, `newMatch`
 * (the chunks holding its modules and what they import, then what it loads once its form is
 * drawn), and of those, `newMatchLater`: the ones its form does not wait for. Home fetches them
 * ahead (`components/idle-preload.ts`, and static/boot.js from the links home's HTML lists them in,
 * the form's own first).
 */
function nextScreens(): Plugin {
	return {
		name: 'tablekeeper-next-screens',
		apply: 'build',
		generateBundle(_, bundle) {
			if (this.environment.name !== 'client') return;
			const chunks = new Map(
				Object.values(bundle)
					.filter((file) => file.type === 'chunk')
					.map((chunk) => [chunk.fileName, chunk])
			);
			const closure = (holds: RegExp, files = new Set<string>()) => {
				const add = (fileName: string) => {
					const chunk = chunks.get(fileName);
					if (!chunk || files.has(fileName)) return;
					files.add(fileName);
					for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
					for (const imported of chunk.imports) add(imported);
				};
				// A chunk holding one of the modules, or SvelteKit's node of the route (since New match's
				// own modules have a chunk of their own, that node only re-exports them).
				const holding = (id: string) =>
					holds.test(id) ||
					(/[\\/]generated[\\/]client-optimized[\\/]nodes[\\/]/.test(id) &&
						!!this.getModuleInfo(id)?.importedIds.some((imported) => holds.test(imported)));
				for (const chunk of chunks.values()) if (chunk.moduleIds.some(holding)) add(chunk.fileName);
				return files;
			};
			const form = closure(NEXT_SCREEN);
			if (form.size === 0) this.error('next-screens: no chunk holds the New match screen');
			const later = [...closure(NEXT_SCREEN_LATER)].filter((file) => !form.has(file));
			if (later.length === 0) this.error('next-screens: no chunk holds what New match loads after its form');
			const path = (files: Iterable<string>) => [...files].sort().map((file) => `/${file}`);
			this.emitFile({
				type: 'asset',
				fileName: '_app/next-screens.json',
				source: JSON.stringify({ newMatch: path([...form, ...later]), newMatchLater: path(later) })
			});
		}
	};
}

/**
 * Points the compiled messages' `../registry.js` at `src/lib/i18n/registry.ts`, which keeps one
 * `Intl.PluralRules` per language and options (the generated registry makes one per `plural` call;
 * `npm run i18n` rewrites it, so it is not edited).
 */
function keptPluralRules(): Plugin {
	const wrapper = source('src/lib/i18n/registry.ts');
	return {
		name: 'tablekeeper-kept-plural-rules',
		enforce: 'pre',
		resolveId(id, importer) {
			if (
				id === '../registry.js' &&
				importer &&
				/\/src\/lib\/paraglide\/messages\/[^/]+\.js$/.test(importer.replaceAll('\\', '/'))
			)
				return wrapper;
			return null;
		}
	};
}

/** The bench's self-signed key and certificate, when it asks for a TLS (HTTP/2) preview. */
function benchTls(): { key: Buffer; cert: Buffer } | undefined {
	const dir = process.env.BENCH_TLS_DIR;
	return dir ? { key: readFileSync(`${dir}/key.pem`), cert: readFileSync(`${dir}/cert.pem`) } : undefined;
}

/** The unit tests that ask for a DOM: the `@vitest-environment` comment at the top of their file. */
function domTests(dir = 'src'): string[] {
	return readdirSync(source(dir), { withFileTypes: true }).flatMap((entry) => {
		const path = `${dir}/${entry.name}`;
		if (entry.isDirectory()) return path === 'src/lib/engine' || path === 'src/lib/paraglide' ? [] : domTests(path);
		if (!entry.name.endsWith('.test.ts')) return [];
		return /^\s*\/\/\s*@vitest-environment\s+happy-dom\b/.test(readFileSync(source(path), 'utf8')) ? [path] : [];
	});
}
const DOM_TESTS = testing ? domTests() : [];

const version = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version as string;

export default defineConfig({
	plugins: [
		paraglideVitePlugin({
			project: './project.inlang',
			outdir: './src/lib/paraglide',
			strategy: ['localStorage', 'preferredLanguage', 'baseLocale'],
			// One module per message, so a page's chunk carries only the messages it uses (the
			// plugin's default outside NODE_ENV=production is one module per locale, all in one chunk).
			outputStructure: 'message-modules',
			emitGitIgnore: false
		}),
		keptPluralRules(),
		sveltekit(),
		translatedManifests(),
		nextScreens(),
		!testing &&
			SvelteKitPWA({
				registerType: 'prompt',
				injectRegister: false,
				strategies: 'generateSW',
				// The prerendered pages (home, rules) are precached under their own addresses; every
				// other navigation falls back offline to the empty shell, /app-shell.
				kit: { includeVersionFile: true },
				manifest: webManifest('en', wordsOf('en')),
				workbox: {
					globPatterns: ['client/**/*.{js,css,ico,png,svg,webp,webmanifest,json,txt,wasm}', 'prerendered/**/*.html'],
					globIgnores: ['client/screenshots/**'],
					navigateFallback: '/app-shell',
					importScripts: ['share-target.js'],
					cleanupOutdatedCaches: true
				},
				devOptions: { enabled: false }
			})
	],
	// Unit tests run Svelte's client runtime so runes-based state classes can be tested.
	// Outside tests, Dexie's ES module build: its package entry wraps the UMD bundle, which a
	// bundler cannot tree-shake (the first-load budget in README).
	resolve: testing
		? { conditions: ['browser'] }
		: { alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }] },
	ssr: testing ? { resolve: { conditions: ['browser'] } } : undefined,
	// Everything the first page load needs in one chunk: Svelte's runtime, SvelteKit's client,
	// Dexie and the few app modules the layout and home screen use. One file compresses better
	// than a dozen and drops their cross-chunk import tables (the first-load budget in README).
	// Only modules already on the first load belong here, or they would be pulled into it.
	build: {
		rolldownOptions: {
			output: {
				codeSplitting: {
					groups: [
						// Home's start: the first load's modules and home's own, less those that reach the
						// whole message table (below, home's second chunk).
						{
							name: (id: string, graph: ModuleGraph) => {
								const { homeFirst, homeWords } = screens(graph);
								return firstLoad(id) || homeFirst.has(id) || homeWords.has(messageName(id) ?? '') ? 'runtime' : null;
							},
							priority: 5
						},
						// New match's words in a chunk of their own: left to the bundler, the house
						// options' and a rule the page states went into the whole message table's chunk
						// (every explanation and violation, about 27 KB gzip), which its form then waited for.
						// With them, every other message New match's own modules write.
						{
							name: (id: string, graph: ModuleGraph) =>
								!firstLoad(id) && (newMatchWords(id) || screens(graph).newMatchWords.has(messageName(id) ?? ''))
									? 'new-match-words'
									: null,
							priority: 4
						},
						// Every other message as the bundler would place it, by the screens that use it.
						{
							name: (id: string) => (isMessageIndex(id) || (messageName(id) && !firstLoad(id)) ? 'messages' : null),
							priority: 3,
							entriesAware: true
						},
						// Home's second chunk: its modules that reach `$lib/i18n` (the match cards) and it.
						{
							name: (id: string, graph: ModuleGraph) => (screens(graph).homeSecond.has(id) ? 'home' : null),
							priority: 2
						},
						// New match's form in one chunk (with its route's node, its words and its stylesheet,
						// five requests instead of 33): its route, every game's definition and the
						// components and state they import, less what home's start already loaded.
						{
							name: (id: string, graph: ModuleGraph) => (screens(graph).newMatch.has(id) ? 'new-match' : null),
							priority: 1
						},
						// The modules a match's open shares with the other screens that open Dexie, in one
						// chunk (`matchShared`).
						{
							name: (id: string, graph: ModuleGraph) => (matchShared(graph).has(id) ? 'match-shared' : null),
							priority: 0
						}
					]
				}
			}
		}
	},
	define: { __APP_VERSION__: JSON.stringify(version) },
	server: { host: '127.0.0.1' },
	// The bench serves a second preview over TLS, which Vite's preview speaks as HTTP/2 (as any host
	// of an installable app does: a service worker needs HTTPS), from the key and certificate it
	// writes to BENCH_TLS_DIR (docs/performance.md, the phone profile).
	preview: { host: '127.0.0.1', https: benchTls() },
	test: {
		// Tests assert outcomes, not speed: Vitest's 5 s default fails heavy tests (a 12,000-round
		// transfer loop, a 100,000-round match) on a busy 2-core machine. A test that hangs still ends.
		testTimeout: 60_000,
		hookTimeout: 60_000,
		projects: [
			// The engine is pure (no module state, no database, no DOM): its files share one module
			// graph in one worker instead of each importing the engine again in a fresh one.
			{
				extends: true,
				test: { name: 'engine', include: ['src/lib/engine/**/*.test.ts'], environment: 'node', isolate: false }
			},
			// One worker runs these files one after the other (`isolate: false`), each with every app
			// module evaluated afresh and a new, empty fake IndexedDB (src/test-shared-file.ts, which fails
			// a file that leaves a global changed): a fresh worker per file cost about twice the CPU.
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['src/**/*.test.ts'],
					exclude: ['src/lib/engine/**', ...DOM_TESTS],
					environment: 'node',
					pool: 'threads',
					isolate: false,
					setupFiles: ['./src/test-shared-file.ts', './src/test-setup.ts']
				}
			},
			// The files that ask for a DOM (`// @vitest-environment happy-dom` at their top) each get a
			// worker of their own: a window shared between files would carry one file's document,
			// storage and visibility into the next.
			{
				extends: true,
				test: {
					name: 'unit-dom',
					include: DOM_TESTS,
					environment: 'happy-dom',
					pool: 'threads',
					setupFiles: ['./src/test-setup.ts']
				}
			},
			// The sync server's tests start it as a child process and use Node's own websocket
			// client, so they resolve packages as Node does (not the browser conditions above).
			{
				// `$lib` resolves here too, for the live bridge's test against the real server.
				resolve: { alias: { $lib: new URL('./src/lib', import.meta.url).pathname } },
				test: {
					name: 'server',
					include: ['server/**/*.test.ts'],
					environment: 'node',
					testTimeout: 180_000,
					hookTimeout: 180_000
				}
			}
		]
	}
});
