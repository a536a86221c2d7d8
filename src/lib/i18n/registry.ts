/**
 * Paraglide's formatting registry as the compiled messages see it (vite.config.ts points their
 * `../registry.js` here): the generated one, except `plural`, which keeps one `Intl.PluralRules`
 * per language and options instead of making a new one on every call (the generated registry,
 * which `npm run i18n` rewrites, does: a card in History costs one for its "N rounds").
 */
export * from '../paraglide/registry.js';

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `input` in `locale` (as the generated `plural`), from a kept `Intl.PluralRules`. */
export function plural(locale: string, input: unknown, options?: Intl.PluralRulesOptions): string {
	const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
	let found = rules.get(key);
	if (!found) rules.set(key, (found = new Intl.PluralRules(locale, options)));
	return found.select(Number(input));
}
