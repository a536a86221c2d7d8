/**
 * The cards the joker can stand for (rules/cooncan.txt: "The joker may be called anything the
 * holder chooses"; RULES-NOTES Cooncan "Melds": sequences of 3+ in one suit, ace high or low,
 * never K-A-2; sets of 3-4 of one rank, one pack).
 */
import { describe, expect, it } from 'vitest';
import { jokerFits } from './joker-fit';

const WITH_JOKER = { joker: true };
const plain = (...cards: string[]) => cards.map((card) => ({ card }));

describe('jokerFits', () => {
	it.each([
		{ rule: 'a gap in a sequence: only the missing card', cards: plain('5H', '7H'), fits: ['6H'] },
		{ rule: 'a gap in a longer sequence', cards: plain('9S', '10S', 'QS', 'KS'), fits: ['JS'] },
		{ rule: 'three of a rank: only the fourth suit (one pack)', cards: plain('7S', '7H', '7D'), fits: ['7C'] },
		{ rule: 'A K of a suit: the queen only (never K-A-2)', cards: plain('AD', 'KD'), fits: ['QD'] },
		{ rule: 'an end of a sequence: either end', cards: plain('5H', '6H'), fits: ['4H', '7H'] },
		{ rule: 'a pair: the two other suits, or either end', cards: plain('8C', '8D'), fits: ['8S', '8H'] },
		{ rule: 'A 2 3: only the 4 (never K-A-2)', cards: plain('AC', '2C', '3C'), fits: ['4C'] },
		{ rule: 'four of a rank: nothing (a set has at most 4)', cards: plain('9S', '9H', '9D', '9C'), fits: [] },
		{ rule: 'mixed suits and ranks: nothing', cards: plain('2S', '9H'), fits: [] },
		{ rule: 'a joker entry already there is ignored', cards: [...plain('5H', '7H'), { card: 'JK' }], fits: ['6H'] }
	])('$rule', ({ cards, fits }) => {
		expect(jokerFits(cards, WITH_JOKER)).toEqual(fits);
	});

	it.each([
		{ rule: 'a match without the joker', cards: plain('5H', '7H'), config: { joker: false } },
		{ rule: 'not a list', cards: 'junk', config: WITH_JOKER },
		{ rule: 'junk entries', cards: [null, 3, { card: 'ZZ' }], config: WITH_JOKER }
	])('nothing fits: $rule', ({ cards, config }) => {
		expect(jokerFits(cards, config)).toEqual([]);
	});
});
