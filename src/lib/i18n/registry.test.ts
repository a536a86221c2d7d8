// A plural message keeps one Intl.PluralRules per language (the compiled messages reach
// `i18n/registry.ts` through vite.config.ts, not the generated registry that makes one per call),
// and still picks the same words: French counts 0 and 1 as one, English only 1.
import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '$lib/paraglide/runtime';
import { m } from './index';

const Original = Intl.PluralRules;
/** `Intl` with its `PluralRules` replaceable (the type says read-only; the object allows it). */
const intl = Intl as { PluralRules: typeof Intl.PluralRules };
afterEach(() => {
	intl.PluralRules = Original;
	overwriteGetLocale(() => 'en');
});

/** Counts the `Intl.PluralRules` made while `run` runs. */
function rulesMade(run: () => void): number {
	let made = 0;
	intl.PluralRules = class extends Original {
		constructor(...args: ConstructorParameters<typeof Original>) {
			super(...args);
			made++;
		}
	} as typeof Intl.PluralRules;
	run();
	intl.PluralRules = Original;
	return made;
}

describe('plural messages', () => {
	it('make at most one Intl.PluralRules per language, however many times they are written', () => {
		const made = rulesMade(() => {
			for (const locale of ['en', 'fr'] as const) {
				overwriteGetLocale(() => locale);
				for (let count = 0; count < 20; count++) m.match_rounds_count({ count });
			}
		});
		expect(made).toBeLessThanOrEqual(2);
	});

	it.each([
		['en', 0, '0 rounds'],
		['en', 1, '1 round'],
		['en', 2, '2 rounds'],
		['fr', 0, '0 manche'],
		['fr', 1, '1 manche'],
		['fr', 2, '2 manches']
	] as const)('in %s, %i reads "%s"', (locale, count, text) => {
		overwriteGetLocale(() => locale);
		expect(m.match_rounds_count({ count })).toBe(text);
	});
});
