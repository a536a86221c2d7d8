/**
 * i18n entry point for the UI: the compiled Paraglide messages, the locale, and lookups by key for
 * the structured engine output (explanation lines, violations, options), whose keys follow fixed
 * conventions: `x_<rule>`, `v_<code>`, `opt_<game>_<key>[_<choice>]`, `outcome_<reason>`,
 * `turn_<role>`, `game_<id>_name` (rule/code dots and dashes become underscores).
 */
import * as messages from '$lib/paraglide/messages';
import { getLocale, locales, setLocale } from '$lib/paraglide/runtime';

export { messages as m, getLocale, setLocale, locales };

type Params = Record<string, string | number | boolean>;
type MessageFn = (params?: Params) => string;
const table = messages as unknown as Record<string, MessageFn | undefined>;

/** Turns a rule id or violation code into its key part: `coinche.contract-made` → `coinche_contract_made`. */
export function keyPart(id: string): string {
	return id.replace(/[.-]/g, '_');
}

/** A message by key, or null when there is none. */
export function lookup(key: string, params: Params = {}): string | null {
	const fn = table[key];
	return typeof fn === 'function' ? fn(params) : null;
}

/** The display name of a game. */
export function gameName(id: string): string {
	return lookup(`game_${id}_name`) ?? id;
}

/** Formats a number the way the current language writes it. */
export function formatNumber(n: number): string {
	return new Intl.NumberFormat(getLocale()).format(n);
}

/** Formats a date and time briefly. */
export function formatDate(ms: number): string {
	return new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** Formats a byte count (storage usage). */
export function formatBytes(bytes: number): string {
	const units = ['B', 'KB', 'MB', 'GB'];
	let value = bytes;
	let unit = 0;
	while (value >= 1024 && unit < units.length - 1) {
		value /= 1024;
		unit++;
	}
	return `${new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}
