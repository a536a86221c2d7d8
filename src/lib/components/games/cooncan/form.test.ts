/**
 * Cooncan's deal form: the conversions to and from the
 * engine input, that half-typed or strange forms become violations rather than throws, and which
 * mistakes show while typing.
 */
import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import type { MatchSetup } from '$lib/engine/core/types';
import { cooncan, DEFAULT_CONFIG, type CooncanConfig } from '$lib/engine/games/cooncan/index';
import { blankForm, fromInput, parseCount, shownViolations, takenElsewhere, toInput, type CooncanForm } from './form';

const setup: MatchSetup<CooncanConfig> = { config: { ...DEFAULT_CONFIG, joker: true }, seatCount: 3, firstDealer: 0 };
const check = (form: unknown) => violationsOf(cooncan, cooncan.initialState(setup), toInput(form), setup);

function deal(): CooncanForm {
	const form = blankForm();
	form.winner = 0;
	form.hands[1] = { mode: 'cards', cards: ['KS', '7D', '3C'], count: '' };
	form.hands[2] = { mode: 'count', cards: ['AH'], count: '22' };
	return form;
}

describe('Cooncan form', () => {
	it('turns a deal into the engine input, sending only the mode shown and nothing for the winner', () => {
		expect(toInput(deal())).toEqual({
			kind: 'out',
			winner: 0,
			hands: [null, { cards: ['KS', '7D', '3C'] }, { count: 22 }]
		});
		expect(check(deal())).toEqual([]);
		expect(toInput({ ...deal(), ranOut: true })).toEqual({ kind: 'pack-ran-out' });
	});

	it('round-trips stored inputs', () => {
		const input = toInput(deal());
		expect(toInput(fromInput(input))).toEqual(input);
		expect(fromInput({ kind: 'pack-ran-out' }).ranOut).toBe(true);
	});

	it('never throws: blank, half-typed and malformed forms become violations', () => {
		for (const form of [null, 3, {}, { hands: 'x' }, blankForm(), { winner: 1, hands: [{}, { mode: 'count' }] }])
			expect(check(form).length).toBeGreaterThan(0);
		const typed = deal();
		for (const [text, code] of [
			['-3', 'core.out-of-range'],
			['abc', 'core.not-a-number'],
			['2.5', 'core.not-whole'],
			['', 'core.required']
		] as const) {
			typed.hands[2]!.count = text;
			expect(check(typed).map((v) => v.code)).toEqual([code]);
		}
	});

	it('reads typed counts', () => {
		expect(parseCount(' 12 ')).toBe(12);
		expect(parseCount('−3')).toBe(-3);
		expect(parseCount('')).toBeNull();
		expect(parseCount('1x')).toBe('1x');
	});

	it("offers no card already in the other loser's hand", () => {
		const form = deal();
		form.hands[2]!.mode = 'cards';
		expect([...takenElsewhere(form, 2)]).toEqual(['KS', '7D', '3C']);
		expect([...takenElsewhere(form, 1)]).toEqual(['AH']);
	});

	it('shows definite mistakes while typing, not a count on its way to a valid one', () => {
		const form = deal();
		const config = setup.config;
		form.hands[2]!.count = '1';
		expect(shownViolations(check(form), [], form, config)).toEqual([]);
		form.hands[2]!.count = '-3';
		expect(shownViolations(check(form), [], form, config).map((v) => v.field)).toEqual(['hands.2.count']);
		form.hands[1]!.cards = ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];
		expect(shownViolations(check(form), [], form, config).map((v) => v.code)).toContain('cooncan.too-many-cards');
	});
});
