import { violationsOf } from '$lib/engine/core/round';
import { applyInput } from '$lib/engine/core/testing';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import type { MatchSetup } from '../../core/types';
import { freeform, type FreeformConfig } from './index';

function setup(
	config: Partial<FreeformConfig> = {},
	seatCount = 3,
	startingScores?: number[]
): MatchSetup<FreeformConfig> {
	return { config: { ...freeform.defaultConfig(seatCount), ...config }, seatCount, firstDealer: 0, startingScores };
}

function fold(s: MatchSetup<FreeformConfig>, rounds: number[][]) {
	return foldMatch(
		freeform,
		s,
		rounds.map((scores) => ({ scores }))
	);
}

describe('free-form scoresheet', () => {
	it.each([
		{
			name: 'totals add up per player',
			rounds: [
				[10, 5, -3],
				[2, 0, 7]
			],
			totals: [12, 5, 4]
		},
		{ name: 'negatives are allowed', rounds: [[-10, -5, 0]], totals: [-10, -5, 0] },
		{ name: 'a zero round counts', rounds: [[0, 0, 0]], totals: [0, 0, 0] }
	])('$name', ({ rounds, totals }) => {
		expect(fold(setup(), rounds).state.totals).toEqual(totals);
	});

	it('starts from the starting scores of a match carried over from paper', () => {
		expect(fold(setup({}, 3, [100, 50, 0]), [[1, 2, 3]]).state.totals).toEqual([101, 52, 3]);
	});

	it.each([
		{ input: { scores: [1, 'x', 3] }, code: 'core.not-a-number', field: 'scores.1' },
		{ input: { scores: [1, 2.5, 3] }, code: 'core.not-whole', field: 'scores.1' },
		{ input: { scores: [1, 2, 2_000_000] }, code: 'core.out-of-range', field: 'scores.2' },
		{ input: { scores: [1, 2] }, code: 'core.required', field: 'scores.2' },
		{ input: { scores: [1, null, 3] }, code: 'core.required', field: 'scores.1' },
		{ input: { scores: [1, Number.NaN, 3] }, code: 'core.not-a-number', field: 'scores.1' },
		{ input: null, code: 'freeform.scores-missing', field: undefined },
		{ input: 'junk', code: 'freeform.scores-missing', field: undefined }
	])('rejects $input with $code', ({ input, code, field }) => {
		const s = setup();
		const violations = violationsOf(freeform, freeform.initialState(s), input, s);
		expect(violations[0]).toMatchObject({ code, ...(field ? { field } : {}) });
	});

	it('ends at the end of the round in which anyone reaches the target; highest wins', () => {
		const s = setup({ target: 100 });
		const folded = fold(s, [
			[50, 60, 10],
			[40, 45, 10]
		]);
		expect(folded.outcome).toEqual({ over: true, winners: [1], reason: 'freeform.target-reached' });
	});

	it('with lowest-wins, reaching the target ends it and the lowest total wins', () => {
		const folded = fold(setup({ target: 100, winner: 'low' }), [
			[50, 60, 10],
			[40, 45, 10]
		]);
		expect(folded.outcome).toMatchObject({ over: true, winners: [2] });
	});

	it('ends after a fixed number of rounds; a tie is a shared win', () => {
		const s = setup({ rounds: 2 });
		expect(fold(s, [[1, 1, 0]]).outcome).toEqual({ over: false });
		expect(
			fold(s, [
				[1, 1, 0],
				[2, 2, 0]
			]).outcome
		).toEqual({ over: true, winners: [0, 1], reason: 'freeform.rounds-played' });
	});

	it('rounds stored after the end are reported, not applied', () => {
		const folded = fold(setup({ rounds: 1 }), [
			[1, 2, 3],
			[5, 5, 5]
		]);
		expect(folded.state.totals).toEqual([1, 2, 3]);
		expect(folded.rounds[1]!.violations[0]!.code).toBe('core.after-end');
	});

	it('the deal passes round by round from the first dealer', () => {
		const s = { ...setup(), firstDealer: 2 };
		expect(freeform.turn(fold(s, []).state, s)).toEqual([{ role: 'dealer', seat: 2 }]);
		expect(freeform.turn(fold(s, [[0, 0, 0]]).state, s)).toEqual([{ role: 'dealer', seat: 0 }]);
	});

	it('explanation lines add up to the points', () => {
		const s = setup();
		const { result } = applyInput(freeform, freeform.initialState(s), { scores: [3, -4, 9] }, s);
		for (let c = 0; c < 3; c++) {
			const sum = result.lines.filter((l) => l.column === c).reduce((n, l) => n + (l.points ?? 0), 0);
			expect(sum).toBe(result.points[c]);
		}
	});

	it('rejects a setup with both a target and a round limit, or too many seats', () => {
		expect(freeform.validateSetup(setup({ target: 100, rounds: 5 })).map((v) => v.code)).toContain(
			'freeform.target-or-rounds'
		);
		expect(freeform.validateSetup(setup({}, 13)).map((v) => v.code)).toContain('core.seat-count');
	});

	it('parses a damaged stored config to defaults instead of throwing', () => {
		expect(freeform.parseConfig('nonsense', 2)).toEqual({ winner: 'high', target: null, rounds: null });
		expect(freeform.parseConfig({ winner: 'low', target: 50 }, 2)).toEqual({ winner: 'low', target: 50, rounds: null });
	});
});

describe('folding (DESIGN.md: append folds one round, an edit refolds from the edited round)', () => {
	it('refolding from round k gives the same result as a full fold', () => {
		const s = setup();
		const inputs = [
			[1, 2, 3],
			[4, 5, 6],
			[7, 8, 9]
		].map((scores) => ({ scores }));
		const full = foldMatch(freeform, s, inputs);
		const edited = inputs.with(1, { scores: [0, 0, 0] });
		const partial = foldMatch(freeform, s, edited, full, 1);
		expect(partial.state.totals).toEqual(foldMatch(freeform, s, edited).state.totals);
		expect(partial.rounds[0]).toBe(full.rounds[0]);
	});

	it('an invalid stored round is skipped and reported, later rounds still count', () => {
		const folded = foldMatch(freeform, setup(), [{ scores: [1, 1, 1] }, { scores: 'bad' }, { scores: [2, 2, 2] }]);
		expect(folded.state.totals).toEqual([3, 3, 3]);
		expect(folded.rounds[1]!.result).toBeNull();
	});
});
