/**
 * The rules texts write out the few rule-id lists they explain rather than import them from the
 * engines (a value import made every rules page load and run New match's code; eslint.config.js
 * holds it). Here, where importing costs nothing, each written-out section must hold every id of
 * its engine list, in the engine's order, so a rule added to an engine cannot miss its anchor.
 */
import { describe, expect, it } from 'vitest';
import { COINCHE_ANNOUNCEMENT_RULES } from '$lib/engine/games/coinche/rules';
import { COONCAN_ENTRY_VIOLATIONS, COONCAN_OUTCOMES, COONCAN_SETUP_VIOLATIONS } from '$lib/engine/games/cooncan/rules';
import { KOOSEKORT_BOARD_VIOLATIONS, KOOSEKORT_KRUSH_VIOLATIONS } from '$lib/engine/games/koosekort/rules';
import { sections as coinche } from './coinche/sections';
import { sections as cooncan } from './cooncan/sections';
import { sections as koosekort } from './koosekort/sections';
import type { SectionShape } from './structure';

/** The ids of `section` that belong to `list`, in the section's order. */
function inSection(all: readonly SectionShape[], section: string, list: readonly string[]): string[] {
	return (all.find((s) => s.id === section)?.rules ?? []).filter((id) => list.includes(id));
}

describe("rules sections written out from the engines' lists", () => {
	it.each([
		['coinche', 'announcements', coinche, COINCHE_ANNOUNCEMENT_RULES],
		['cooncan', 'entering', cooncan, COONCAN_ENTRY_VIOLATIONS],
		['cooncan', 'end', cooncan, [...COONCAN_OUTCOMES, ...COONCAN_SETUP_VIOLATIONS]],
		['koosekort', 'entering', koosekort, KOOSEKORT_BOARD_VIOLATIONS],
		['koosekort', 'krush', koosekort, KOOSEKORT_KRUSH_VIOLATIONS]
	] as const)('%s, section "%s", holds every id of its engine list, in order', (_game, section, all, list) => {
		expect(inSection(all, section, list)).toEqual([...list]);
	});
});
