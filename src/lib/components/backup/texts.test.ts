/**
 * A file refused for being newer than this app says so in the person's language, naming the
 * file's format and what to do, never a bare "invalid".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { m } from '$lib/i18n';
import { problemText } from './texts';

describe('the future-version refusal', () => {
	afterEach(() => overwriteGetLocale(() => baseLocale));

	it.each([
		['en', ['newer Tablekeeper (format 3)', 'Update the app', 'Nothing was imported']],
		['fr', ['version plus récente de Tablekeeper (format 3)', 'Mettez l’application à jour', 'Rien n’a été importé']]
	] as const)('reads clearly in %s', (lang, parts) => {
		overwriteGetLocale(() => lang);
		const text = problemText({ code: 'future-version', values: { version: 3 } });
		for (const part of parts) expect(text).toContain(part);
	});
});

describe("the import preview's count lines", () => {
	afterEach(() => overwriteGetLocale(() => baseLocale));

	// French participles agree with the kind ("Parties", feminine) and the count (0 and 1 are
	// singular): the line is phrased so that nothing has to agree.
	const few = { added: 0, updated: 0, unchanged: 1 };
	const more = { added: 2, updated: 1, unchanged: 0 };
	it.each([
		['en', m.backup_kind_matches, few, 'Matches: add 0, update 0, leave 1 as they are'],
		['fr', m.backup_kind_matches, few, 'Parties\u202f: 0 à ajouter, 0 à mettre à jour, 1 sans changement'],
		['fr', m.backup_kind_players, more, 'Joueurs\u202f: 2 à ajouter, 1 à mettre à jour, 0 sans changement']
	] as const)('reads grammatically in %s', (lang, kind, counts, expected) => {
		overwriteGetLocale(() => lang);
		expect(m.backup_preview_row({ kind: kind(), ...counts })).toBe(expected);
	});

	it('says the same of rounds in French', () => {
		overwriteGetLocale(() => 'fr');
		expect(m.backup_preview_rounds({ added: 1, replaced: 0, unchanged: 0 })).toBe(
			'Manches\u202f: 1 à ajouter, 0 à remplacer par la modification plus récente du fichier, 0 sans changement'
		);
	});
});
