/**
 * The house options' messages by key (`opt_<game>_<key>[_<choice>]`, `ui_coinche_preset_<id>`), in
 * a table of their own. The New match form draws its options with these alone, so its first paint
 * does not wait for `./lookup`'s whole table (every explanation and violation, about 30 KB gzip),
 * which it needs only once a field is refused (`FieldError` loads it then).
 */
type Params = Record<string, string | number | boolean>;
type MessageFn = (params?: Params) => string;

/** A key of an option's message: an option, one of its choices, or a Coinche preset. */
export type OptionKey = `opt_${string}` | `ui_coinche_preset_${string}`;

const modules = import.meta.glob<Record<string, MessageFn | undefined>>(
	['../paraglide/messages/opt_*.js', '../paraglide/messages/ui_coinche_preset_*.js'],
	{ eager: true }
);

let table: Map<string, MessageFn> | undefined;

/** The table, built on the first lookup (as `./lookup` builds its own, for the same reason). */
function messagesByKey(): Map<string, MessageFn> {
	if (table) return table;
	table = new Map();
	for (const module of Object.values(modules))
		for (const [key, fn] of Object.entries(module)) if (typeof fn === 'function') table.set(key, fn);
	return table;
}

/** An option's message by key, or null when there is none. */
export function optionMessage(key: OptionKey): string | null {
	return messagesByKey().get(key)?.() ?? null;
}

/** Every key the table holds (for the test that checks it against `./lookup`'s). */
export function optionKeys(): string[] {
	return [...messagesByKey().keys()];
}
