// Dates follow the phone's own locale (navigator.languages) within the app's language: an English
// app on an en-GB phone writes 29/11/2026, never the US order.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overwriteGetLocale } from '$lib/paraglide/runtime';
import { dateFormat, dateLocale } from './index';

afterEach(() => {
	overwriteGetLocale(() => 'en');
	vi.unstubAllGlobals();
});

const day = new Date(2026, 10, 29, 20, 5).getTime();
const phone = (languages: string[]) => vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' });
const short = () => dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(day);

describe('dates', () => {
	it.each([
		['en', ['en-GB', 'en'], 'en-GB', '29/11/2026'],
		['en', ['en-US'], 'en-US', '11/29/2026'],
		['en', ['fr-FR', 'en-AU'], 'en-AU', '29/11/2026'],
		['fr', ['fr-CA', 'fr'], 'fr-CA', '2026-11-29'],
		['fr', ['en-GB'], 'fr', '29/11/2026'],
		['en', [], 'en', '11/29/2026'],
		['en', ['en-!!'], 'en', '11/29/2026']
	] as const)('the app in %s on a phone set to %j writes %s dates (%s)', (app, languages, locale, text) => {
		overwriteGetLocale(() => app);
		phone([...languages]);
		expect(dateLocale()).toBe(locale);
		expect(short()).toBe(text);
	});
});
