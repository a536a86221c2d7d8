/**
 * The `modulepreload` links a page misses. SvelteKit lists a page's static imports as
 * `modulepreload` links, but its `find_deps` marks a chunk seen when it first meets it behind a
 * dynamic import and then skips it where a static import reaches it: home's own node imports the
 * games' registry chunk statically and the link is missing, so on slow 4G the app's start waited
 * for a second round of requests (562.5 ms) once home's node had arrived and named it. This adds a
 * link for every chunk the page's preloaded modules import statically, from the client build's
 * manifest.
 */
import { readFileSync } from 'node:fs';

/** The client build's manifest (Vite's, which SvelteKit writes). */
const MANIFEST = '.svelte-kit/output/client/.vite/manifest.json';

interface ManifestChunk {
	file: string;
	imports?: string[];
}

/** Each built JS file's static imports, as files (`/_app/immutable/…`); empty when there is no build (dev). */
export function readStaticImports(path = MANIFEST): Map<string, string[]> {
	try {
		const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
		const file = (key: string) => (manifest[key] ? `/${manifest[key].file}` : null);
		return new Map(
			Object.values(manifest).map((chunk) => [
				`/${chunk.file}`,
				(chunk.imports ?? []).map(file).filter((f): f is string => f !== null)
			])
		);
	} catch {
		return new Map();
	}
}

const PRELOAD = /<link href="([^"]+)" rel="modulepreload">/g;

/** The page with a `modulepreload` link, after its last one, for every static import its preloaded modules reach and it does not list. */
export function withMissingPreloads(html: string, imports: ReadonlyMap<string, readonly string[]>): string {
	const listed = [...html.matchAll(PRELOAD)];
	const last = listed.at(-1);
	if (!last) return html;
	const seen = new Set(listed.map((link) => link[1]!));
	const missing: string[] = [];
	const visit = (file: string) => {
		for (const imported of imports.get(file) ?? [])
			if (!seen.has(imported)) {
				seen.add(imported);
				missing.push(imported);
				visit(imported);
			}
	};
	for (const link of listed) visit(link[1]!);
	if (missing.length === 0) return html;
	const at = last.index + last[0].length;
	const links = missing.map((file) => `<link href="${file}" rel="modulepreload">`).join('');
	return html.slice(0, at) + links + html.slice(at);
}
