// The live screens' code (components/live/shared-match.ts and what only it imports, found in the
// build's manifest) loads only for a match shared here: an unshared match's screen fetches none of
// it, and Share live still shows.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newMatch, watchProblems } from './helpers';

interface Chunk {
	file: string;
	imports?: string[];
	dynamicImports?: string[];
	isEntry?: boolean;
	isDynamicEntry?: boolean;
}

/** The files only the shared match's live screens load (none of it is reached from elsewhere). */
function liveScreenFiles(): string[] {
	const manifest = JSON.parse(readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8')) as Record<
		string,
		Chunk
	>;
	const screens = Object.keys(manifest).find((key) => key.endsWith('src/lib/components/live/shared-match.ts'));
	expect(screens, 'the build has the live screens as a chunk of their own').toBeDefined();
	const closure = (roots: string[]) => {
		const seen = new Set<string>();
		const walk = (key: string) => {
			if (seen.has(key) || !manifest[key]) return;
			seen.add(key);
			for (const next of manifest[key].imports ?? []) walk(next);
		};
		roots.forEach(walk);
		return seen;
	};
	const elsewhere = closure(
		Object.entries(manifest)
			.filter(([key, chunk]) => key !== screens && (chunk.isEntry || chunk.isDynamicEntry))
			.map(([key]) => key)
	);
	return [...closure([screens!])].filter((key) => !elsewhere.has(key)).map((key) => `/${manifest[key]!.file}`);
}

test('an unshared match loads none of the live screens, and offers Share live', async ({ page }) => {
	const problems = watchProblems(page);
	const live = liveScreenFiles();
	expect(live.length).toBeGreaterThan(0);
	const fetched: string[] = [];
	page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await page.reload();
	await expect(page.getByTestId('total-0')).toBeVisible();
	await expect(page.getByTestId('live-share')).toBeVisible();
	expect(fetched.filter((path) => live.includes(path))).toEqual([]);
	expect(problems).toEqual([]);
});
