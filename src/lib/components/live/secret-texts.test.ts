// The count of a sealed room's unreadable entries in both languages, singular and plural.
import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { unreadableText } from './secret-texts';

afterEach(() => overwriteGetLocale(() => baseLocale));

describe('sealed room texts', () => {
	it.each([
		['en', 0, ''],
		['en', 1, '1 entry from the room could not be read here: it was skipped'],
		['en', 3, '3 entries from the room could not be read here: they were skipped'],
		['fr', 1, "1 entrée du partage n'a pas pu être lue ici : elle a été ignorée"],
		['fr', 3, "3 entrées du partage n'ont pas pu être lues ici : elles ont été ignorées"]
	] as const)('%s, %i entries', (locale, count, text) => {
		overwriteGetLocale(() => locale);
		expect(unreadableText(count)).toBe(text);
	});
});
