import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST_MESSAGES, manifestWords, webManifest } from './web-manifest';

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8'));
const words = (lang: string) => manifestWords([read(`messages/${lang}.json`), read(`messages/transfer/${lang}.json`)]);

describe('web manifest per language', () => {
	const en = webManifest('en', words('en'));
	const fr = webManifest('fr', words('fr'));

	it('says its words in its language', () => {
		expect(fr.lang).toBe('fr');
		expect(fr.shortcuts.map((s) => s.name)).toEqual(['Nouvelle partie', 'Scanner une partie', 'Historique']);
		expect(en.shortcuts.map((s) => s.name)).toEqual(['New match', 'Scan a match', 'History']);
		expect(fr.description).toMatch(/jeux de cartes/);
		for (const shot of fr.screenshots) expect(shot.label).toMatch(/^Une partie à quatre/);
	});

	it('differs only by its words: the same id, addresses, icons and share target', () => {
		const shape = (m: ReturnType<typeof webManifest>) => ({
			...m,
			description: '',
			lang: '',
			screenshots: m.screenshots.map((s) => ({ ...s, label: '' })),
			shortcuts: m.shortcuts.map((s) => ({ ...s, name: '' }))
		});
		expect(shape(fr)).toEqual(shape(en));
	});

	it('refuses to build without one of its messages', () => {
		const partial = Object.fromEntries(MANIFEST_MESSAGES.slice(1).map((k) => [k, 'x']));
		expect(() => manifestWords([partial])).toThrow(/manifest_description/);
	});
});
