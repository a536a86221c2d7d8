// The room screen's sentences in both languages: the tie-breaks as a list, each counting rule,
// and the not-up-to-date line (none when up to date or before anything arrived).
import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { freshnessText, ruleText, tieBreakText } from './texts';

afterEach(() => overwriteGetLocale(() => baseLocale));
const NB = '\u202f';

describe('room screen texts', () => {
	it('states the tie-breaks in order', () => {
		expect(tieBreakText(['match-points', 'won', 'points'])).toBe(
			'Ranking: match points, then tables won, then game points; equal on all of these, a shared rank.'
		);
		overwriteGetLocale(() => 'fr');
		expect(tieBreakText(['lowest-points', 'won'])).toBe(
			`Classement${NB}: points de jeu les plus bas, puis tables gagnées${NB}; à égalité sur tout cela, même rang.`
		);
	});

	it('states each counting rule', () => {
		expect(ruleText({ rule: 'match-points', direction: 'high' })).toBe(
			"A table's win earns 2 match points, a draw 1, a loss 0."
		);
		expect(ruleText({ rule: 'match-points-threshold', threshold: 1000, direction: 'high' })).toBe(
			'A win reaching 1,000 earns 2 match points, a win below it or a draw 1, a loss 0.'
		);
		expect(ruleText({ rule: 'total-points', direction: 'high' })).toBe("Points are the sum of each table's total.");
		expect(ruleText({ rule: 'lowest-total', direction: 'low' })).toBe('The lowest sum of totals ranks first.');
	});

	it('says when the board is not up to date, with the time of its last update', () => {
		const at = new Date(2026, 10, 27, 21, 4).getTime();
		expect(freshnessText('current', at)).toBeNull();
		expect(freshnessText('offline', null)).toBeNull();
		expect(freshnessText('offline', at)).toMatch(
			/^Not up to date: this screen is offline\. Last update at 0?9:04\sPM\.$/
		);
		expect(freshnessText('connecting', at)).toMatch(/^Not up to date: reconnecting\. Last update at 0?9:04\sPM\.$/);
		expect(freshnessText('ended', at)).toMatch(
			/^This night is no longer shared: the standings as they were at 0?9:04\sPM\.$/
		);
	});
});
