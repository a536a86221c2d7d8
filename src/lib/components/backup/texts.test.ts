/**
 * A file refused for being newer than this app says so in the person's language, naming the
 * file's format and what to do, never a bare "invalid".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
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
