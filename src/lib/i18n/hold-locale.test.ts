/**
 * The language held for the page: read once, however many messages render, and moved by
 * `setLocale` (the only way the app changes it).
 */
import { afterEach, expect, it } from 'vitest';
import * as runtime from '$lib/paraglide/runtime';
import { getLocale, holdLocale, m, setLocale } from './index';

const paraglideGet = runtime.getLocale;
const paraglideSet = runtime.setLocale;
afterEach(() => {
	runtime.overwriteGetLocale(paraglideGet);
	runtime.overwriteSetLocale(paraglideSet);
});

it('reads the language once for every message, and follows setLocale', async () => {
	let reads = 0;
	runtime.overwriteGetLocale(() => {
		reads++;
		return 'fr';
	});
	holdLocale();
	const french = [m.nav_home(), m.nav_history(), m.match_total()];
	expect(getLocale()).toBe('fr');
	expect(reads).toBe(1);

	await setLocale('en', { reload: false });
	expect(getLocale()).toBe('en');
	expect([m.nav_home(), m.nav_history(), m.match_total()]).not.toEqual(french);
	expect(reads).toBe(1);
});
