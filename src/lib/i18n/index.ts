/**
 * i18n entry point for the UI: the compiled Paraglide messages, the locale, and the names of the
 * games. Lookups by key for the structured engine output (explanation lines, violations,
 * options) live in `./lookup` and are re-exported here: only they reach a whole family of
 * messages, so the first page load (which never calls them) ships just the messages it shows.
 */
import * as messages from '$lib/paraglide/messages';
import {
	getLocale,
	locales,
	overwriteGetLocale,
	overwriteSetLocale,
	setLocale,
	type Locale
} from '$lib/paraglide/runtime';
import type { GameId } from '$lib/engine/registry';
import { wallOf } from '$lib/data/hlc';

export { messages as m, getLocale, setLocale, locales };
export { keyPart, lookup, type LookupKey } from './lookup';

let holding = false;

/**
 * Reads the language once for the page. Paraglide's `getLocale` reads localStorage and the address
 * again on every message (hundreds of times when a match screen renders), and the language only
 * changes through `setLocale` (Settings, which then reloads the page), so one answer holds until
 * then. Called once by the app's frame; `setLocale` keeps the held answer up to date.
 */
export function holdLocale(): void {
	if (holding) return;
	holding = true;
	const read = getLocale;
	const write = setLocale;
	let held: Locale | undefined;
	overwriteGetLocale(() => (held ??= read()));
	overwriteSetLocale((locale, options) => {
		const done = write(locale, options);
		held = locale;
		return done;
	});
}

/** Game names by id, as static message references so a bundler keeps only these six; a game missing here does not compile. */
const GAME_NAMES: Record<GameId, () => string> = {
	freeform: messages.game_freeform_name,
	coinche: messages.game_coinche_name,
	cooncan: messages.game_cooncan_name,
	cozen: messages.game_cozen_name,
	coosner: messages.game_coosner_name,
	koosekort: messages.game_koosekort_name
};

/** The display name of a game (its id when the game is unknown). */
export function gameName(id: string): string {
	return (GAME_NAMES as Partial<Record<string, () => string>>)[id]?.() ?? id;
}

/**
 * Intl formatters, one per language and options: making one costs far more than formatting with
 * it, and a match screen formats every total and row again on each save.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The current language's number format with these options (made once). */
export function numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
	const key = `n ${getLocale()} ${JSON.stringify(options ?? {})}`;
	let format = formatters.get(key) as Intl.NumberFormat | undefined;
	if (!format) formatters.set(key, (format = new Intl.NumberFormat(getLocale(), options)));
	return format;
}

/** The phone's languages as the browser lists them, best first (none where there is no browser). */
function phoneLanguages(): readonly string[] {
	if (typeof navigator === 'undefined') return [];
	return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

const dateLocales = new Map<string, string>();

/**
 * The locale dates are written in: the first of the phone's languages in the app's language, so
 * an English app on an en-GB phone writes 29/11/2026 and a French one on a fr-CA phone
 * 2026-11-29; the app's language alone when the phone lists none of it (or only tags Intl cannot
 * read).
 */
export function dateLocale(): string {
	const language = getLocale();
	const phone = phoneLanguages();
	const key = `${language} ${phone.join(',')}`;
	let locale = dateLocales.get(key);
	if (locale === undefined) {
		const readable = (tag: string) => {
			try {
				return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
			} catch {
				return false;
			}
		};
		locale = phone.find((tag) => tag.split('-')[0]?.toLowerCase() === language && readable(tag)) ?? language;
		dateLocales.set(key, locale);
	}
	return locale;
}

/** A date format with these options in the phone's way of writing the app's language (made once). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const locale = dateLocale();
	const key = `d ${locale} ${JSON.stringify(options)}`;
	let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
	if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
	return format;
}

/** A match's status as the lists show it ("In progress", "Finished", "Abandoned"). */
export function statusName(status: 'active' | 'finished' | 'abandoned'): string {
	return status === 'active'
		? messages.status_active()
		: status === 'finished'
			? messages.status_finished()
			: messages.status_abandoned();
}

/** Formats a number the way the current language writes it. */
export function formatNumber(n: number): string {
	return numberFormat().format(n);
}

/** Formats a date and time briefly. */
export function formatDate(ms: number): string {
	return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/**
 * Formats the date and time of a clock stamp (a record's `updatedAt` or `deletedAt`, see
 * `$lib/data/hlc.ts`): a stamp is not milliseconds, its wall time is read out of it.
 */
export function formatStamp(stamp: number): string {
	return formatDate(wallOf(stamp));
}

/** Whole hours and minutes in the current language's units, short ("1 hr 25 min") or narrow ("1h 25m"). */
function hoursAndMinutes(minutes: number, unitDisplay: 'short' | 'narrow'): string {
	const unit = (name: 'hour' | 'minute', n: number) =>
		numberFormat({ style: 'unit', unit: name, unitDisplay }).format(n);
	const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
	if (hours === 0) return unit('minute', rest);
	return rest === 0 ? unit('hour', hours) : `${unit('hour', hours)} ${unit('minute', rest)}`;
}

/** A time played in hours and minutes, in the current language's units ("1 hr 25 min", "1 h 25 min"). */
export function formatDuration(ms: number): string {
	const minutes = Math.floor(ms / 60_000);
	return minutes < 1 ? messages.duration_under_minute() : hoursAndMinutes(minutes, 'short');
}

/**
 * The same time played as `formatDuration`, in the same whole minutes, narrow enough to sit above a
 * chart's bar ("50m", "1h 40m"; "<1m" for under a minute).
 */
export function formatShortDuration(ms: number): string {
	const minutes = Math.floor(ms / 60_000);
	return minutes < 1 ? `<${hoursAndMinutes(1, 'narrow')}` : hoursAndMinutes(minutes, 'narrow');
}

/** Formats a byte count (storage usage) with the language's own units ("12.5 MB", "12,5 Mo"). */
export function formatBytes(bytes: number): string {
	const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
	let value = bytes;
	let unit = 0;
	while (value >= 1024 && unit < units.length - 1) {
		value /= 1024;
		unit++;
	}
	return numberFormat({
		style: 'unit',
		unit: units[unit],
		unitDisplay: 'short',
		maximumFractionDigits: 1
	}).format(value);
}
