/**
 * Messages by key for the structured engine output, whose keys follow fixed conventions:
 * `x_<rule>`, `v_<code>`, `opt_<game>_<key>[_<choice>]`, `outcome_<reason>`, `turn_<role>`,
 * `game_<id>_blurb` (rule/code dots and dashes become underscores). A lookup by key can reach any
 * message, so this module is kept apart from the first page load (see `./index`).
 */
import * as messages from '$lib/paraglide/messages';

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
