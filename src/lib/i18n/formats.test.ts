// Dates follow the phone's own locale (navigator.languages) within the app's language: an English
// app on an en-GB phone writes 29/11/2026, never the US order. A time played reads the same whole
// minutes in a table ("2 min") and above a chart's bar ("2m"), never "0h".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overwriteGetLocale } from '$lib/paraglide/runtime';
import { dateFormat, dateLocale, formatDuration, formatShortDuration } from './index';

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

describe('time played', () => {
	it.each([
		[30_000, 'under a minute', '<1m'],
		[2 * 60_000, '2 min', '2m'],
		[50 * 60_000, '50 min', '50m'],
		[60 * 60_000, '1 hr', '1h'],
		[100 * 60_000 + 59_000, '1 hr 40 min', '1h 40m']
	])('%i ms: %s in a table, %s above a bar', (ms, table, bar) => {
		expect(formatDuration(ms).replace(/\s/gu, ' ')).toBe(table);
		expect(formatShortDuration(ms).replace(/\s/gu, ' ')).toBe(bar);
	});

	it('in French too, the same minutes both ways', () => {
		overwriteGetLocale(() => 'fr');
		expect(formatDuration(100 * 60_000).replace(/\s/gu, ' ')).toBe('1 h 40 min');
		expect(formatShortDuration(100 * 60_000).replace(/\s/gu, ' ')).toBe('1h 40min');
	});
});
