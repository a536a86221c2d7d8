/**
 * Explanation lines read as sentences with the players' names: the score column a line belongs to
 * names the player even when the engine puts it on the line rather than in the values.
 */
import { applyInput } from '$lib/engine/core/testing';
import { describe, expect, it } from 'vitest';
import { line } from '$lib/engine/core/helpers';
import type { MatchSetup } from '$lib/engine/core/types';
import { freeform, type FreeformConfig } from '$lib/engine/games/freeform/index';
import { explainLine, violationText } from './explain';

const names = { seats: ['Ana', 'Ben'], columns: ['Ana', 'Ben'] };
const setup: MatchSetup<FreeformConfig> = { seatCount: 2, firstDealer: 0, config: freeform.defaultConfig(2) };

describe('explainLine (English)', () => {
	it('free-form lines name the player of their column (the column is on the line, not in the values)', () => {
		const { result } = applyInput(freeform, freeform.initialState(setup), { scores: [12, -3] }, setup);
		expect(result.lines.map((l) => explainLine(l, names))).toEqual(['Ana: 12', 'Ben: -3']);
	});

	it('values that name a column themselves win over the line column', () => {
		expect(explainLine(line('freeform.entry', { column: 1, points: 5 }, 0, 5), names)).toBe('Ben: 5');
	});
});

describe('violationText: a missing value says what is missing', () => {
	it('uses the field’s own message when there is one, the general one otherwise', () => {
		const required = (field: string) => violationText({ code: 'core.required', field }, names);
		expect(required('taker')).toBe('Choose who took.');
		expect(required('bid')).toBe('Choose the bid.');
		expect(required('trump')).toBe('Choose the trump.');
		expect(required('allTricks')).toBe('Say whether the capot was made or missed.');
		expect(new Set(['taker', 'bid', 'trump', 'takerPoints', 'allTricks'].map(required)).size).toBe(5);
		expect(required('somewhere.3')).toBe('This is required.');
		expect(violationText({ code: 'core.required' }, names)).toBe('This is required.');
	});
});
