// The result card draws what a group chat needs to read: the game, each column by place with its
// total, the winner marked, the time played, one chart line per column, in the current language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overwriteGetLocale } from '$lib/paraglide/runtime';
import { drawResultCard, roundTicks, type CardColours, type CardContext, type ResultCard } from './result-card';

const colours: CardColours = {
	bg: 'bg',
	text: 'text',
	muted: 'muted',
	border: 'border',
	accent: 'accent',
	players: ['p0', 'p1', 'p2']
};

/** A canvas that records the text drawn and the lines stroked. */
function recorder() {
	const texts: string[] = [];
	const lines: { colour: string; points: number }[] = [];
	let points = 0;
	const ctx = {
		font: '',
		fillStyle: '',
		strokeStyle: '',
		lineWidth: 1,
		lineJoin: 'miter',
		textAlign: 'start',
		textBaseline: 'alphabetic',
		fillRect: () => undefined,
		fillText: (text: string) => void texts.push(text),
		beginPath: () => void (points = 0),
		moveTo: () => void (points = 1),
		lineTo: () => void points++,
		stroke: () => void lines.push({ colour: String(ctx.strokeStyle), points }),
		save: () => undefined,
		restore: () => undefined,
		setLineDash: () => undefined
	};
	return { ctx: ctx as unknown as CardContext, texts, lines };
}

const card: ResultCard = {
	gameId: 'freeform',
	startedAt: new Date(2026, 10, 26, 20, 0).getTime(),
	columnNames: ['Ana', 'Ben', 'Chloé'],
	totals: [1200, 1530, 980],
	winners: [1],
	direction: 'high',
	played: 85 * 60_000,
	series: [
		[0, 500, 1200],
		[0, 700, 1530],
		[0, 400, 980]
	]
};

afterEach(() => {
	overwriteGetLocale(() => 'en');
	vi.unstubAllGlobals();
});

/** A canvas that records where each text is drawn and every point of every line (y only). */
function placer() {
	const texts = new Map<string, number>();
	const ys: number[] = [];
	const ctx = {
		...recorder().ctx,
		fillText: (text: string, _x: number, y: number) => void texts.set(text, y),
		moveTo: (_x: number, y: number) => void ys.push(y),
		lineTo: (_x: number, y: number) => void ys.push(y)
	};
	return { ctx: ctx as unknown as CardContext, texts, ys };
}

describe('result card', () => {
	it('names the game, each column by place with its total, the winner and the time played', () => {
		const { ctx, texts, lines } = recorder();
		drawResultCard(ctx, card, colours);
		expect(texts).toContain('Free-form scoresheet');
		expect(texts.find((t) => t.startsWith('November 26, 2026'))).toMatch(/Time played: 1\shr\s25\smin$/);
		expect(texts).toEqual(expect.arrayContaining(['1. Ben: 1,530 ★ winner', '2. Ana: 1,200', '3. Chloé: 980']));
		expect(texts.indexOf('1. Ben: 1,530 ★ winner')).toBeLessThan(texts.indexOf('2. Ana: 1,200'));
		expect(texts.at(-1)).toBe('Scored with Tablekeeper');
		// The scale's values, then one line per column through every step.
		expect(texts).toEqual(expect.arrayContaining(['0', '500', '1,000', '1,500']));
		expect(lines.slice(1).map((l) => l.points)).toEqual([3, 3, 3]);
		expect(lines.slice(1).map((l) => l.colour)).toEqual(['p0', 'p1', 'p2']);
	});

	it('speaks French when the app does', () => {
		overwriteGetLocale(() => 'fr');
		const { ctx, texts } = recorder();
		drawResultCard(ctx, card, colours);
		expect(texts).toEqual(expect.arrayContaining(['1. Ben\u202f: 1\u202f530 ★ gagnant', 'Compté avec Tablekeeper']));
	});

	it('draws no chart for a match without a round, and an unknown time is left out', () => {
		const { ctx, texts, lines } = recorder();
		drawResultCard(ctx, { ...card, played: null, series: [[0], [0], [0]] }, colours);
		expect(lines).toEqual([]);
		expect(texts.some((t) => t.includes('Time played'))).toBe(false);
	});

	it('writes the date the phone’s way: an English app on an en-GB phone says 26 November 2026', () => {
		vi.stubGlobal('navigator', { languages: ['en-GB', 'en'], language: 'en-GB' });
		const { ctx, texts } = recorder();
		drawResultCard(ctx, card, colours);
		expect(texts.find((t) => t.startsWith('26 November 2026'))).toBeDefined();
	});

	it('draws the chart right under the rows, with no empty band, and numbers the rounds under it', () => {
		for (const columns of [2, 3, 6]) {
			const { ctx, texts, ys } = placer();
			const series = Array.from({ length: columns }, (_, c) => [0, 10 * c, 30 * c]);
			const names = Array.from({ length: columns }, (_, c) => `P${c}`);
			const totals = series.map((s) => s.at(-1)!);
			drawResultCard(ctx, { ...card, columnNames: names, totals, winners: [columns - 1], series }, colours);
			const lastRow = Math.max(...[...texts].filter(([t]) => /^\d\. P\d/.test(t)).map(([, y]) => y));
			const chartTop = Math.min(...ys);
			expect(chartTop - lastRow, `${columns} columns: the gap above the chart`).toBeLessThanOrEqual(100);
			expect(chartTop).toBeGreaterThan(lastRow);
			// Round 0 (the start), 1 and 2 under the chart, and the axis's title below them.
			const bottom = Math.max(...ys);
			for (const round of ['1', '2']) expect(texts.get(round), `round ${round}`).toBeGreaterThan(chartTop);
			expect(texts.get('Rounds')).toBeGreaterThan(bottom);
			expect(texts.get('Rounds')).toBeLessThan(texts.get('Scored with Tablekeeper')!);
		}
	});

	it('numbers a few rounds, evenly: every one in a short match, 0 to 40 by tens in a long one', () => {
		expect(roundTicks(1)).toEqual([0, 1]);
		expect(roundTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
		expect(roundTicks(12)).toEqual([0, 2, 4, 6, 8, 10, 12]);
		expect(roundTicks(13)).toEqual([0, 5, 10, 13]);
		expect(roundTicks(40)).toEqual([0, 10, 20, 30, 40]);
		for (let last = 1; last < 500; last++) expect(roundTicks(last).length).toBeLessThanOrEqual(8);
	});
});
