/**
 * Cooncan's deal form at the other tables (docs/cooncan-variants.md): one hand per seat for two,
 * four or five players, stored deals read back at their seat count, and the copies of a
 * double-pack card the other hands already hold.
 */
import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import type { MatchSetup } from '$lib/engine/core/types';
import { cooncan, DEFAULT_CONFIG, type CooncanConfig } from '$lib/engine/games/cooncan/index';
import { blankForm, copiesTaken, fromInput, losers, toInput } from './form';

const at = (seatCount: number, config: Partial<CooncanConfig> = {}): MatchSetup<CooncanConfig> => ({
	config: { ...DEFAULT_CONFIG, ...config },
	seatCount,
	firstDealer: 0
});

describe('Cooncan form for two to five seats', () => {
	it.each([2, 4, 5])('a blank form at %i seats has one hand per seat', (seats) => {
		expect(blankForm(seats).hands).toHaveLength(seats);
		const form = blankForm(seats);
		form.winner = 1;
		expect(losers(form)).toEqual(Array.from({ length: seats }, (_, s) => s).filter((s) => s !== 1));
		expect(toInput(form)).toMatchObject({ kind: 'out', winner: 1 });
		expect((toInput(form) as { hands: unknown[] }).hands).toHaveLength(seats);
	});

	it('a five-seat deal round-trips and reads; two copies of a card in other hands leave none', () => {
		const form = blankForm(5);
		form.winner = 0;
		form.hands[1] = { mode: 'cards', cards: ['7S', 'JK'], count: '' };
		form.hands[2] = { mode: 'cards', cards: ['7S'], count: '' };
		form.hands[3] = { mode: 'count', cards: [], count: '4' };
		form.hands[4] = { mode: 'count', cards: [], count: '9' };
		const s = at(5);
		expect(violationsOf(cooncan, cooncan.initialState(s), toInput(form), s)).toEqual([]);
		expect(toInput(fromInput(toInput(form), 5))).toEqual(toInput(form));
		expect(copiesTaken(form, 3)).toEqual(
			new Map([
				['7S', 2],
				['JK', 1]
			])
		);
	});

	it('two players counting games send only who won', () => {
		const form = blankForm(2);
		form.winner = 0;
		const s = at(2);
		expect(violationsOf(cooncan, cooncan.initialState(s), toInput(form), s)).toEqual([]);
	});
});
