/**
 * House-rule options in words: the label of an option and the text of a chosen value, from the
 * game's `OptionSpec` and the `opt_<game>_<key>[_<choice>]` messages. Shared by the new-match form
 * and the match screen's summary, so an option reads the same in both places.
 */
import type { OptionSpec } from '$lib/engine/core/types';
import { m } from './index';
import { keyPart } from './key-part';
// The options' own table, not the whole one: the New match form paints with these alone.
import { optionMessage } from './option-lookup';

/** The label of an option, e.g. "Target score". */
export function optionLabel(gameId: string, spec: OptionSpec): string {
	return optionMessage(`opt_${gameId}_${spec.key}`) ?? spec.key;
}

/** The label of one choice of a choice option, e.g. "Anticlockwise". */
export function choiceLabel(gameId: string, spec: OptionSpec, choice: string): string {
	return optionMessage(`opt_${gameId}_${spec.key}_${keyPart(choice)}`) ?? choice;
}

/** The choice a stored value stands for: a list of seats (a Cozen 2v2 turn order) is stored as its seats. */
export function choiceKey(value: unknown): string {
	return Array.isArray(value) ? value.join('-') : String(value);
}

/** A stored value as the table reads it: a choice's label, On/Off, a number, or None. */
export function optionValueText(gameId: string, spec: OptionSpec, value: unknown): string {
	switch (spec.kind) {
		case 'boolean':
			return value === true ? m.option_on() : m.option_off();
		case 'choice':
			return choiceLabel(gameId, spec, choiceKey(value));
		default:
			return typeof value === 'number' ? String(value) : m.option_none();
	}
}
