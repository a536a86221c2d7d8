import { describe, expect, it } from 'vitest';
import {
	COZEN_CARDS,
	KOOSE_VALUES,
	cozenDeckSize,
	fullCozenDeck,
	fullPack,
	isKooseValue,
	isPackCard,
	overused,
	parseCard,
	piquetPack,
	rankHigh
} from './cards';

describe('card model', () => {
	it('the 52-card pack has 52 distinct cards (cooncan.txt: "the full pack of fifty-two cards")', () => {
		const pack = fullPack();
		expect(pack).toHaveLength(52);
		expect(new Set(pack).size).toBe(52);
	});

	it('Coinche uses 32 cards, 7 to ace (coinche.txt SETUP: "remove all cards 6 and below")', () => {
		const pack = piquetPack();
		expect(pack).toHaveLength(32);
		expect(pack.some((c) => ['2', '3', '4', '5', '6'].includes(c.slice(0, -1)))).toBe(false);
	});

	it('a Cozen deck is 26 cards, two of each rank, one marked king (cozen.txt "Anatomy of a card")', () => {
		const deck = fullCozenDeck();
		expect(cozenDeckSize(deck)).toBe(26);
		expect(deck.K + deck['K*']).toBe(2);
		expect(COZEN_CARDS).toHaveLength(14);
	});

	it('KooseKort cards are -3..11 and Wild (RULES-NOTES KooseKort "Card values -3..11 and Wild")', () => {
		expect(KOOSE_VALUES).toHaveLength(16);
		expect.soft(isKooseValue(-3)).toBe(true);
		expect.soft(isKooseValue(11)).toBe(true);
		expect.soft(isKooseValue('W')).toBe(true);
		expect.soft(isKooseValue(12)).toBe(false);
		expect.soft(isKooseValue(-4)).toBe(false);
		expect.soft(isKooseValue(2.5)).toBe(false);
		expect.soft(isKooseValue('5')).toBe(false);
	});

	it.each([
		['10H', { rank: '10', suit: 'H' }],
		['AS', { rank: 'A', suit: 'S' }],
		['KC', { rank: 'K', suit: 'C' }],
		['JK', null],
		['1H', null],
		['10X', null],
		['', null],
		[42, null],
		[null, null]
	])('parses %s', (id, expected) => {
		expect(parseCard(id)).toEqual(expected);
		expect(isPackCard(id)).toBe(expected !== null);
	});

	it('ranks the ace high for buying (coosner.txt "Ace is always high")', () => {
		expect(rankHigh('A')).toBeGreaterThan(rankHigh('K'));
		expect(rankHigh('2')).toBe(2);
	});

	it('finds a card entered twice, once per pack in play', () => {
		expect(overused(['AS', 'KH', 'AS'])).toEqual(['AS']);
		expect(overused(['AS', 'KH', 'AS'], 2)).toEqual([]);
	});
});
