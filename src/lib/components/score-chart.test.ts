import { describe, expect, it } from 'vitest';
import { chartScales, chartSteps, seriesOf } from './score-chart';

const folded = (initial: number[], steps: number[][]) =>
	({
		initial: { totals: initial, roundsPlayed: 0 },
		rounds: steps.map((totals) => ({ totals, result: null, violations: [], state: { totals, roundsPlayed: 0 } }))
	}) as const;

describe('score chart numbers', () => {
	it('gives each column its running totals from the start', () => {
		expect(
			seriesOf(
				folded(
					[0, 5],
					[
						[10, 5],
						[12, 20]
					]
				)
			)
		).toEqual([
			[0, 10, 12],
			[5, 5, 20]
		]);
	});

	it.each([
		[[[0, 50, 120]], null, 0, 150],
		[[[0, -30, 40]], 100, -50, 100],
		[[[0]], null, 0, 1]
	])('fits %j with target %s between %d and %d', (series, target, lo, hi) => {
		const s = chartScales(series, target);
		expect(s.ticks[0]).toBe(lo);
		expect(s.ticks.at(-1)).toBe(hi);
		expect(s.y(lo)).toBeGreaterThan(s.y(hi));
		expect(s.x(0)).toBe(s.left);
	});

	it.each([[[[0, 1]]], [[[0, 3]]], [[[-2, 0, 1]]], [[[0, 7, 7]]]])(
		'never repeats a tick on a small range %j (each tick is a keyed line)',
		(series) => {
			const { ticks } = chartScales(series, null);
			expect(new Set(ticks).size).toBe(ticks.length);
			expect(ticks.every(Number.isInteger)).toBe(true);
		}
	);

	it('scales a 100,000-round match (no list spread into a call)', () => {
		const steps = Array.from({ length: 100_000 }, (_, i) => [i, -i, 2 * i]);
		const series = seriesOf(folded([0, 0, 0], steps));
		const scales = chartScales(series, null);
		expect(scales.ticks[0]).toBeLessThanOrEqual(-99_999);
		expect(scales.ticks.at(-1)).toBeGreaterThanOrEqual(199_998);
	});

	it('gives the totals at the drawn steps only, the same as the full series there', () => {
		const match = folded(
			[0, 0],
			Array.from({ length: 100_000 }, (_, i) => [i, -2 * i])
		);
		const steps = chartSteps(100_001);
		const full = seriesOf(match);
		const drawn = seriesOf(match, steps);
		expect(drawn.map((line) => line.length)).toEqual([300, 300]);
		expect(drawn).toEqual(full.map((line) => steps.map((i) => line[i])));
		expect(chartScales(drawn, null, 100_000).x(100_000)).toBe(chartScales(full, null).right);
	});

	it.each([
		[0, []],
		[3, [0, 1, 2]],
		[300, Array.from({ length: 300 }, (_, i) => i)]
	])('draws every step of a short match (%i steps)', (count, steps) => {
		expect(chartSteps(count)).toEqual(steps);
	});

	it('draws 300 evenly spaced steps of a long match, with the start and the latest', () => {
		const steps = chartSteps(100_001);
		expect(steps).toHaveLength(300);
		expect(steps[0]).toBe(0);
		expect(steps.at(-1)).toBe(100_000);
		for (let k = 1; k < steps.length; k++) expect(steps[k]!).toBeGreaterThan(steps[k - 1]!);
	});
});
