// The result card draws what a group chat needs to read: the game, each column by place with its
// total, the winner marked, the time played, one chart line per column, in the current language.
import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '$lib/paraglide/runtime';
import { drawResultCard, type CardColours, type CardContext, type ResultCard } from './result-card';

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

afterEach(() => overwriteGetLocale(() => 'en'));

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
});
