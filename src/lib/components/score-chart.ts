/**
 * The numbers behind ScoreChart: each column's running total from the start through every round,
 * and the scales that fit them (and the target) into the drawing.
 */
import { maxOf, minOf } from '$lib/engine/core/arrays';
import type { FoldedMatch } from '$lib/engine/core/fold';

/**
 * Running totals per column at each of `steps` (0 is the start, i the total after round i; by
 * default every step), so a long match costs only the steps drawn.
 */
export function seriesOf(
	folded: Pick<FoldedMatch, 'initial' | 'rounds'>,
	steps: readonly number[] = chartSteps(folded.rounds.length + 1, Infinity)
): number[][] {
	const totals = steps.map((i) => (i === 0 ? folded.initial.totals : (folded.rounds[i - 1]?.totals ?? [])));
	return folded.initial.totals.map((_, c) => totals.map((t) => t[c] ?? 0));
}

/** At most this many points per line: a chart a few hundred pixels wide shows no more. */
export const MAX_POINTS = 300;

/**
 * The steps the chart draws (0 is the start, i the total after round i): all of them, or for a
 * long match `max` evenly spaced ones, always with the start and the latest.
 */
export function chartSteps(count: number, max = MAX_POINTS): number[] {
	if (count <= max) return Array.from({ length: count }, (_, i) => i);
	const out: number[] = [];
	for (let k = 0; k < max; k++) out.push(Math.round((k * (count - 1)) / (max - 1)));
	return out;
}

/** A "nice" step for about four ticks across a range; scores are whole, so never under 1. */
function niceStep(range: number): number {
	const raw = Math.max(1, range / 4);
	const power = 10 ** Math.floor(Math.log10(raw));
	return ([1, 2, 5, 10].find((f) => f * power >= raw) ?? 10) * power;
}

export interface Scales {
	width: number;
	height: number;
	left: number;
	right: number;
	ticks: number[];
	x: (i: number) => number;
	y: (v: number) => number;
}

/** Scales for `series` (and the target) across steps 0 to `last` (by default, one step per value). */
export function chartScales(
	series: readonly (readonly number[])[],
	target: number | null,
	last: number = (series[0]?.length ?? 1) - 1
): Scales {
	const width = 320;
	const height = 160;
	const left = 36;
	const right = width - 6;
	const top = 8;
	const bottom = height - 8;
	const values = [0, ...series.flat(), ...(target === null ? [] : [target])];
	let min = minOf(values);
	let max = maxOf(values);
	if (min === max) max = min + 1;
	const step = niceStep(max - min);
	min = Math.floor(min / step) * step;
	max = Math.ceil(max / step) * step;
	const ticks: number[] = [];
	for (let t = min; t <= max + step / 2; t += step) ticks.push(Math.round(t));
	const count = Math.max(1, last);
	const round = (n: number) => Math.round(n * 10) / 10;
	return {
		width,
		height,
		left,
		right,
		ticks,
		x: (i) => round(left + ((right - left) * i) / count),
		y: (v) => round(bottom - ((bottom - top) * (v - min)) / (max - min))
	};
}
