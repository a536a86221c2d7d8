// The options' own table holds the same option and preset messages as the whole table, and reads them alike.
import { describe, expect, it } from 'vitest';
import { lookup, lookupKeys } from './lookup';
import { optionKeys, optionMessage } from './option-lookup';

describe('optionMessage', () => {
	it('holds every option and Coinche preset message of the whole table, and nothing else', () => {
		const options = lookupKeys().filter((key) => key.startsWith('opt_') || key.startsWith('ui_coinche_preset_'));
		expect(options.length).toBeGreaterThan(50);
		expect(optionKeys().sort()).toEqual(options.sort());
	});

	it('reads an option, a choice and a preset as the whole table does', () => {
		for (const key of ['opt_coinche_target', 'opt_freeform_winner_low', 'ui_coinche_preset_rules'] as const)
			expect(optionMessage(key)).toBe(lookup(key));
		expect(optionMessage('opt_coinche_target')).not.toBeNull();
		expect(optionMessage('opt_no_such_option')).toBeNull();
	});
});
