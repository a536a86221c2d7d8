// A match's result as text: places by the game's direction, winners marked, the time played,
// in English and in French (its typography: a narrow no-break space before the colon).
import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { resultText, type MatchResult } from './result-text';

const coinche: MatchResult = {
	gameId: 'coinche',
	startedAt: Date.UTC(2026, 10, 26, 19),
	columnNames: ['Les Renards', 'Les Hiboux'],
	totals: [840, 1020],
	winners: [1],
	direction: 'high',
	played: 85 * 60_000
};

describe('resultText', () => {
	afterEach(() => overwriteGetLocale(() => baseLocale));

	it('in English: the game and date, best first with the winner starred, the time played', () => {
		overwriteGetLocale(() => 'en');
		expect(resultText(coinche).split('\n')).toEqual([
			'Coinche · November 26, 2026',
			'1. Les Hiboux: 1,020 ★ winner',
			'2. Les Renards: 840',
			expect.stringMatching(/^Time played: 1\shr\s25\smin$/),
			'Scored with Tablekeeper'
		]);
	});

	it('in French, with a low-wins game, equal places and no time played', () => {
		overwriteGetLocale(() => 'fr');
		const text = resultText({
			gameId: 'freeform',
			startedAt: Date.UTC(2026, 0, 5, 12),
			columnNames: ['Zoé', 'Ben', 'Ana'],
			totals: [30, 12, 12],
			winners: [],
			direction: 'low',
			played: null
		});
		expect(text.split('\n')).toEqual([
			expect.stringMatching(/ · 5 janvier 2026$/),
			'1. Ben\u202f: 12',
			'1. Ana\u202f: 12',
			'3. Zoé\u202f: 30',
			'Compté avec Tablekeeper'
		]);
	});
});
