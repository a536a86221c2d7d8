/**
 * The lookup table holds exactly the messages of the families that can be looked up: every
 * compiled message whose key starts with a family's prefix, and nothing else, each answering in
 * both languages as the message itself does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '$lib/paraglide/messages';
import { getLocale, setLocale } from '$lib/paraglide/runtime';
import { FAMILIES, lookup, lookupKeys, type LookupKey } from './lookup';

const compiled = Object.keys(messages);
const inFamily = (key: string) => FAMILIES.some((family) => key.startsWith(family));
const table = messages as unknown as Record<string, (params?: object) => string>;

describe('lookup', () => {
	const locale = getLocale();
	afterEach(() => setLocale(locale, { reload: false }));

	it('holds every message of the families and no other', () => {
		const expected = compiled.filter(inFamily).sort();
		expect(expected.length).toBeGreaterThan(300);
		expect(lookupKeys().sort()).toEqual(expected);
	});

	it.each(FAMILIES.map((family) => [family]))('finds at least one message of %s', (family) => {
		expect(lookupKeys().some((key) => key.startsWith(family))).toBe(true);
	});

	it.each([['en'], ['fr']] as const)('answers in %s as the message does', async (lang) => {
		await setLocale(lang, { reload: false });
		for (const key of lookupKeys()) expect(lookup(key as LookupKey), key).toBe(table[key]!());
	});

	it('passes the values to the message', async () => {
		await setLocale('en', { reload: false });
		expect(lookup('turn_dealer', { name: 'Ana' })).toBe(table.turn_dealer!({ name: 'Ana' }));
		expect(lookup('turn_dealer', { name: 'Ana' })).toContain('Ana');
	});

	it('gives null for a key with no message', () => {
		expect(lookup('x_no_such_rule')).toBeNull();
		expect(lookup('opt_' as LookupKey)).toBeNull();
	});
});
