// The Coinche form: conversions to and from the engine input, half-typed values rejected (never
// thrown), and the end-to-end scenario's deals scored through the form as the UI sends them.
import { violationsOf } from '$lib/engine/core/round';
import { applyInput } from '$lib/engine/core/testing';
import { describe, expect, it } from 'vitest';
import type { MatchSetup } from '$lib/engine/core/types';
import { coinche, DEFAULT_CONFIG, type CoincheConfig, type CoincheState } from '$lib/engine/games/coinche/index';
import { blankForm, defenderPoints, fromInput, hasEntries, parsePoints, toInput, type CoincheForm } from './form';

const setup: MatchSetup<CoincheConfig> = { config: DEFAULT_CONFIG, seatCount: 4, firstDealer: 0 };

function deal(patch: Partial<CoincheForm>): CoincheForm {
	return { ...blankForm(), ...patch };
}

describe('coinche form', () => {
	it('turns typed points into numbers, and leaves bad text for the engine to reject', () => {
		expect(parsePoints('')).toBeNull();
		expect(parsePoints(' 97 ')).toBe(97);
		expect(parsePoints('12,5')).toBe(12.5);
		expect(parsePoints('abc')).toBe('abc');
		expect(defenderPoints('100')).toBe(62);
		expect(defenderPoints('170')).toBeNull();
	});

	it('never throws on half-entered or wrong forms: the engine names the field', () => {
		const state = coinche.initialState(setup);
		const codes = (form: CoincheForm) =>
			violationsOf(coinche, state, toInput(form), setup).map((v) => `${v.field}:${v.code}`);
		expect(codes(blankForm())).toEqual([
			'taker:core.required',
			'bid:core.required',
			'trump:core.required',
			'takerPoints:core.required'
		]);
		const base = { taker: 0, bid: 100, trump: 'H' };
		expect(codes(deal({ ...base, points: 'x' }))).toEqual(['takerPoints:core.not-a-number']);
		expect(codes(deal({ ...base, points: '97.5' }))).toEqual(['takerPoints:core.not-whole']);
		expect(codes(deal({ ...base, points: '170' }))).toEqual(['takerPoints:core.out-of-range']);
		expect(codes(deal({ ...base, points: '150', allTricks: true }))).toEqual(['allTricks:coinche.all-tricks-points']);
		expect(codes(deal({ ...base, points: '100', surcoinche: true }))).toEqual([
			'surcoinche:coinche.surcoinche-without-coinche'
		]);
	});

	it('round-trips a stored input for editing', () => {
		const form = deal({ taker: 2, bid: 'capot', trump: 'S', belote: 1, allTricks: true, capot: 'made' });
		expect(fromInput(toInput(form))).toEqual(form);
		const played = deal({ taker: 1, bid: 90, trump: 'H', coinche: true, points: '81' });
		expect(fromInput(toInput(played))).toEqual(played);
		expect(fromInput({ kind: 'passed' })).toEqual(deal({ passed: true }));
		expect(fromInput(null)).toEqual(blankForm());
		expect(fromInput({ kind: 'played', taker: 9, bid: 'x', trump: 'Q', belote: [5] })).toEqual(blankForm());
	});

	it('scores the end-to-end match as the UI enters it (edit of deal 2 included)', () => {
		const deals: CoincheForm[] = [
			deal({ taker: 0, bid: 110, trump: 'H', points: '113' }),
			deal({ taker: 1, bid: 80, trump: 'S', points: '90' }),
			deal({ taker: 1, bid: 80, trump: 'S', belote: 1, points: '81' }),
			deal({ taker: 2, bid: 120, trump: 'D', coinche: true, belote: 0, points: '95' }),
			deal({ passed: true }),
			deal({ taker: 3, bid: 100, trump: 'C', belote: 1, allTricks: true, points: '162' }),
			deal({ taker: 0, bid: 'capot', trump: 'S', belote: 0, capot: 'made' }),
			deal({ taker: 1, bid: 'capot', trump: 'H', belote: 0, capot: 'missed' }),
			deal({ taker: 2, bid: 90, trump: 'H', coinche: true, surcoinche: true, points: '100' }),
			deal({ taker: 3, bid: 130, trump: 'S', points: '140' }),
			deal({ taker: 0, bid: 100, trump: 'H', points: '130' })
		];
		let state: CoincheState = coinche.initialState(setup);
		const totals: number[][] = [];
		for (const form of deals) {
			const input = toInput(form);
			expect(violationsOf(coinche, state, input, setup)).toEqual([]);
			state = applyInput(coinche, state, input, setup).state;
			totals.push([...state.totals]);
		}
		expect(totals).toEqual([
			[220, 50],
			[290, 220],
			[370, 400],
			[390, 800],
			[390, 800],
			[390, 1170],
			[910, 1170],
			[1430, 1170],
			[1890, 1230],
			[1910, 1500],
			[2140, 1530]
		]);
		expect(coinche.outcome(state, setup)).toEqual({ over: true, winners: [0], reason: 'coinche.target-reached' });
	});

	it('asks for made or missed on a capot bid instead of guessing, and sends no card points for it', () => {
		const state = coinche.initialState(setup);
		const codes = (form: CoincheForm) =>
			violationsOf(coinche, state, toInput(form), setup).map((v) => `${v.field}:${v.code}`);
		const capot = { taker: 0, bid: 'capot' as const, trump: 'S', points: '100' };
		expect(codes(deal(capot))).toEqual(['allTricks:core.required']);
		expect(codes(deal({ ...capot, capot: 'missed' }))).toEqual([]);
		expect(toInput(deal({ ...capot, capot: 'missed' }))).toMatchObject({ allTricks: false, takerPoints: null });
		expect(toInput(deal({ ...capot, capot: 'made' }))).toMatchObject({ allTricks: true, takerPoints: null });
		expect(fromInput(toInput(deal({ ...capot, capot: 'made' }))).capot).toBe('made');
		expect(fromInput(toInput(deal({ ...capot, capot: 'missed' }))).capot).toBe('missed');
	});

	it('knows when a deal holds entries, so "All passed" waits for Save instead of replacing them', () => {
		expect(hasEntries(blankForm())).toBe(false);
		expect(hasEntries(deal({ taker: 2 }))).toBe(true);
		expect(hasEntries(deal({ points: '81' }))).toBe(true);
		expect(hasEntries(fromInput({ kind: 'passed' }))).toBe(false);
	});
});
