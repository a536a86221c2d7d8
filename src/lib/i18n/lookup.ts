/**
 * Messages by key for the structured engine output and the coded problems, whose keys follow
 * fixed conventions: `x_<rule>`, `v_<code>`, `opt_<game>_<key>[_<choice>]`, `outcome_<reason>`,
 * `turn_<role>`, `rank_<rank>`, `suit_<suit>`, `backup_err_<code>`, `transfer_err_<code>`,
 * `ui_coinche_preset_<id>` (rule/code dots and dashes become underscores).
 *
 * Only these families can be looked up, and only their messages are in the table: a lookup by a
 * computed key keeps every message of the table in the bundle, so the table is built from the
 * families' message modules (one per message, compiled by Paraglide) rather than from every
 * message of the app. A key outside the families does not type-check.
 */
export const FAMILIES = [
	'x_',
	'v_',
	'opt_',
	'outcome_',
	'turn_',
	'rank_',
	'suit_',
	'backup_err_',
	'transfer_err_',
	'ui_coinche_preset_'
] as const;

/** A key of a message that can be looked up: a family's prefix and the rest of the key. */
export type LookupKey = `${(typeof FAMILIES)[number]}${string}`;

type Params = Record<string, string | number | boolean>;
type MessageFn = (params?: Params) => string;

// The patterns name the same families as FAMILIES (a glob must be written out; lookup.test.ts
// checks that the two agree).
const modules = import.meta.glob<Record<string, MessageFn | undefined>>(
	[
		'../paraglide/messages/{x,v,opt,outcome,turn,rank,suit}_*.js',
		'../paraglide/messages/{backup,transfer}_err_*.js',
		'../paraglide/messages/ui_coinche_preset_*.js'
	],
	{ eager: true }
);

let table: Map<string, MessageFn> | undefined;

/**
 * The table, built on the first lookup: built at the module's top level it would be code that
 * runs on import, which the bundler keeps, with every message, in each page that imports `$lib/i18n`.
 */
function messagesByKey(): Map<string, MessageFn> {
	if (table) return table;
	table = new Map();
	// A module exports its one message under the message's key (its file name is mangled for keys
	// with capitals: `rank_a1.js` exports `rank_A`).
	for (const module of Object.values(modules))
		for (const [key, fn] of Object.entries(module)) if (typeof fn === 'function') table.set(key, fn);
	return table;
}

export { keyPart } from './key-part';

/** A message by key, or null when there is none. */
export function lookup(key: LookupKey, params: Params = {}): string | null {
	const fn = messagesByKey().get(key);
	return fn ? fn(params) : null;
}

/** Every key the table holds (for the test that checks it against the compiled messages). */
export function lookupKeys(): string[] {
	return [...messagesByKey().keys()];
}
