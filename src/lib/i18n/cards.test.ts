// Cards and sizes as each language writes them: court cards J Q K in English and V D R in French
// (valet, dame, roi), storage sizes in MB and in Mo.
import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { cardLabel } from './cards';
import { formatBytes } from './index';

afterEach(() => overwriteGetLocale(() => baseLocale));

describe('cardLabel and formatBytes by language', () => {
	it.each([
		['en', 'KS', 'K♠'],
		['en', 'QH', 'Q♥'],
		['en', 'JD', 'J♦'],
		['en', 'AC', 'A♣'],
		['fr', 'KS', 'R♠'],
		['fr', 'QH', 'D♥'],
		['fr', 'JD', 'V♦'],
		['fr', '10C', '10♣'],
		['fr', 'AC', 'A♣']
	] as const)('%s: %s reads %s', (locale, card, label) => {
		overwriteGetLocale(() => locale);
		expect(cardLabel(card)).toBe(label);
	});

	it.each([
		['en', 3 * 1024 * 1024, '3 MB'],
		['en', 1536, '1.5 kB'],
		['fr', 3 * 1024 * 1024, '3 Mo'],
		['fr', 2.5 * 1024 ** 3, '2,5 Go']
	] as const)('%s: %i bytes read %s', (locale, bytes, text) => {
		overwriteGetLocale(() => locale);
		expect(formatBytes(bytes).replace(/\s/g, ' ')).toBe(text);
	});
});
