/**
 * The meld referee, case by case (rules/cooncan.txt; RULES-NOTES
 * Cooncan "Melds"): valid sequences and sets, every reason a layout is not one, and the joker
 * shift.
 */
import { describe, expect, it } from 'vitest';
import { canShiftJoker, validateMeld, type MeldCard } from './index';

const WITH_JOKER = { joker: true };
/** A layout from short strings: `5H`, or `JK=5H` for the joker standing for the 5 of hearts. */
function layout(...cards: string[]): MeldCard[] {
	return cards.map((c) => {
		const [card, joker] = c.split('=');
		return (joker ? { card, joker } : { card }) as MeldCard;
	});
}

describe('valid melds (rules/cooncan.txt: "in sequence and suit, or in triplets or fours")', () => {
	it.each([
		{
			rule: 'RULES-NOTES "sequence of 3+ in one suit"',
			cards: layout('5H', '6H', '7H'),
			kind: 'sequence',
			read: ['5H', '6H', '7H'],
			aceHigh: false
		},
		{
			rule: 'order of entry does not matter',
			cards: layout('8C', '6C', '7C', '5C'),
			kind: 'sequence',
			read: ['5C', '6C', '7C', '8C'],
			aceHigh: false
		},
		{
			rule: 'RULES-NOTES "ace high or low": A-2-3',
			cards: layout('3S', 'AS', '2S'),
			kind: 'sequence',
			read: ['AS', '2S', '3S'],
			aceHigh: false
		},
		{
			rule: 'RULES-NOTES "ace high or low": Q-K-A',
			cards: layout('AD', 'KD', 'QD'),
			kind: 'sequence',
			read: ['QD', 'KD', 'AD'],
			aceHigh: true
		},
		{
			rule: 'a whole suit A to K is one sequence',
			cards: layout('AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', 'JH', 'QH', 'KH'),
			kind: 'sequence',
			read: ['AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', 'JH', 'QH', 'KH'],
			aceHigh: false
		},
		{
			rule: 'RULES-NOTES "3-4 of one rank": three',
			cards: layout('9S', '9D', '9H'),
			kind: 'set',
			read: ['9S', '9H', '9D'],
			aceHigh: false
		},
		{
			rule: 'RULES-NOTES "3-4 of one rank": four',
			cards: layout('KC', 'KD', 'KH', 'KS'),
			kind: 'set',
			read: ['KS', 'KH', 'KD', 'KC'],
			aceHigh: false
		}
	])('$rule: $kind', ({ cards, kind, read, aceHigh }) => {
		const check = validateMeld(cards);
		expect(check).toMatchObject({ ok: true, kind, cards: read, jokerAt: null, aceHigh });
		if (check.ok) expect(check.lines.map((l) => l.rule)).toEqual([`cooncan.meld-${kind}`]);
	});

	it.each([
		{
			rule: 'the joker in the middle of a sequence',
			cards: layout('4H', 'JK=5H', '6H'),
			kind: 'sequence',
			read: ['4H', '5H', '6H'],
			jokerAt: 1
		},
		{
			rule: 'the joker at the high end',
			cards: layout('4H', '5H', 'JK=6H'),
			kind: 'sequence',
			read: ['4H', '5H', '6H'],
			jokerAt: 2
		},
		{
			rule: 'the joker as a high ace',
			cards: layout('QS', 'KS', 'JK=AS'),
			kind: 'sequence',
			read: ['QS', 'KS', 'AS'],
			jokerAt: 2
		},
		{
			rule: 'the joker as a low ace',
			cards: layout('JK=AS', '2S', '3S'),
			kind: 'sequence',
			read: ['AS', '2S', '3S'],
			jokerAt: 0
		},
		{
			rule: 'the joker in a set of three',
			cards: layout('7C', 'JK=7D', '7S'),
			kind: 'set',
			read: ['7S', '7D', '7C'],
			jokerAt: 1
		},
		{
			rule: 'the joker making a set of four',
			cards: layout('7C', 'JK=7H', '7S', '7D'),
			kind: 'set',
			read: ['7S', '7H', '7D', '7C'],
			jokerAt: 1
		}
	])('rules/cooncan.txt "The joker may be called anything": $rule', ({ cards, kind, read, jokerAt }) => {
		const check = validateMeld(cards, WITH_JOKER);
		expect(check).toMatchObject({ ok: true, kind, cards: read, jokerAt });
		if (check.ok)
			expect(check.lines.at(-1)).toEqual({ rule: 'cooncan.meld-joker', values: { jokerCard: read[jokerAt] } });
	});

	it('explains a valid sequence with its cards and suit', () => {
		const check = validateMeld(layout('6H', '5H', '7H'));
		expect(check.ok && check.lines).toEqual([
			{ rule: 'cooncan.meld-sequence', values: { cards: '5H,6H,7H', suit: 'H' } }
		]);
	});
});

describe('invalid melds: why not', () => {
	it.each([
		{
			rule: 'rules/cooncan.txt "no combination of less than three cards": two',
			cards: layout('5H', '6H'),
			config: {},
			codes: [{ code: 'cooncan.meld-too-short', field: 'cards', values: { count: 2, min: 3 } }]
		},
		{
			rule: 'rules/cooncan.txt "less than three cards": none',
			cards: [],
			config: {},
			codes: [{ code: 'cooncan.meld-too-short', field: 'cards', values: { count: 0, min: 3 } }]
		},
		{
			rule: 'two cards and the joker is still three',
			cards: layout('5H', 'JK'),
			config: WITH_JOKER,
			codes: [
				{ code: 'cooncan.meld-joker-unnamed', field: 'cards.1.joker' },
				{ code: 'cooncan.meld-too-short', field: 'cards', values: { count: 2, min: 3 } }
			]
		},
		{
			rule: 'RULES-NOTES "sequence … in one suit": mixed suits',
			cards: layout('5H', '6S', '7H'),
			config: {},
			codes: [{ code: 'cooncan.meld-mixed-suits', field: 'cards' }]
		},
		{
			rule: 'a set with an odd rank is neither',
			cards: layout('7S', '7H', '8D'),
			config: {},
			codes: [{ code: 'cooncan.meld-mixed-suits', field: 'cards' }]
		},
		{
			rule: 'the joker standing for a card of another suit',
			cards: layout('5H', '6H', 'JK=7S'),
			config: WITH_JOKER,
			codes: [{ code: 'cooncan.meld-mixed-suits', field: 'cards' }]
		},
		{
			rule: 'a gap in the sequence',
			cards: layout('5H', '6H', '8H'),
			config: {},
			codes: [{ code: 'cooncan.meld-gap', field: 'cards', values: { suit: 'H' } }]
		},
		{
			rule: 'a gap the joker does not fill',
			cards: layout('5D', 'JK=6D', '9D'),
			config: WITH_JOKER,
			codes: [{ code: 'cooncan.meld-gap', field: 'cards', values: { suit: 'D' } }]
		},
		{
			rule: 'RULES-NOTES "never K-A-2"',
			cards: layout('KS', 'AS', '2S'),
			config: {},
			codes: [{ code: 'cooncan.meld-wrap', field: 'cards' }]
		},
		{
			rule: 'RULES-NOTES "never K-A-2", longer',
			cards: layout('QC', 'KC', 'AC', '2C', '3C'),
			config: {},
			codes: [{ code: 'cooncan.meld-wrap', field: 'cards' }]
		},
		{
			rule: 'RULES-NOTES "never K-A-2", through the joker',
			cards: layout('KS', 'JK=AS', '2S'),
			config: WITH_JOKER,
			codes: [{ code: 'cooncan.meld-wrap', field: 'cards' }]
		},
		{
			rule: 'five of a rank from one pack (four and the joker)',
			cards: layout('7S', '7H', '7D', '7C', 'JK=7S'),
			config: WITH_JOKER,
			codes: [
				{ code: 'cooncan.meld-duplicate-card', field: 'cards.4.joker', values: { card: '7S' } },
				{ code: 'cooncan.meld-five-of-rank', field: 'cards', values: { count: 5, max: 4 } }
			]
		},
		{
			rule: 'a set of more than four',
			cards: layout('7S', '7H', '7D', '7C', '7S', '7H'),
			config: {},
			codes: [
				{ code: 'cooncan.meld-duplicate-card', field: 'cards.4.card', values: { card: '7S' } },
				{ code: 'cooncan.meld-duplicate-card', field: 'cards.5.card', values: { card: '7H' } },
				{ code: 'cooncan.meld-five-of-rank', field: 'cards', values: { count: 6, max: 4 } }
			]
		},
		{
			rule: 'RULES-NOTES "each card at most once": a card twice',
			cards: layout('5H', '6H', '5H', '7H'),
			config: {},
			codes: [{ code: 'cooncan.meld-duplicate-card', field: 'cards.2.card', values: { card: '5H' } }]
		},
		{
			rule: 'the joker standing for a card already there',
			cards: layout('JK=5H', '5H', '6H', '7H'),
			config: WITH_JOKER,
			codes: [{ code: 'cooncan.meld-duplicate-card', field: 'cards.0.joker', values: { card: '5H' } }]
		},
		{
			rule: 'joker misuse: the match has no joker',
			cards: layout('5H', 'JK=6H', '7H'),
			config: {},
			codes: [{ code: 'cooncan.meld-no-joker', field: 'cards.1.card' }]
		},
		{
			rule: 'joker misuse: two jokers (RULES-NOTES "at most one joker")',
			cards: layout('JK=5H', 'JK=6H', '7H'),
			config: WITH_JOKER,
			codes: [{ code: 'cooncan.meld-joker-twice', field: 'cards.1.card' }]
		},
		{
			rule: 'joker misuse: the joker without the card it stands for',
			cards: layout('5H', 'JK', '7H'),
			config: WITH_JOKER,
			codes: [{ code: 'cooncan.meld-joker-unnamed', field: 'cards.1.joker' }]
		},
		{
			rule: 'joker misuse: the joker standing for the joker',
			cards: layout('5H', 'JK=JK', '7H'),
			config: WITH_JOKER,
			codes: [{ code: 'cooncan.meld-not-a-card', field: 'cards.1.joker' }]
		},
		{
			rule: 'joker misuse: a plain card standing for another',
			cards: layout('5H', '9S=6H', '7H'),
			config: WITH_JOKER,
			codes: [{ code: 'cooncan.meld-not-joker', field: 'cards.1.joker' }]
		},
		{
			rule: 'not a card',
			cards: layout('5H', '1H', '7H'),
			config: {},
			codes: [{ code: 'cooncan.meld-not-a-card', field: 'cards.1.card' }]
		},
		{
			rule: 'an entry that is not a card object',
			cards: ['5H', '6H', '7H'],
			config: {},
			codes: [
				{ code: 'cooncan.meld-shape', field: 'cards.0' },
				{ code: 'cooncan.meld-shape', field: 'cards.1' },
				{ code: 'cooncan.meld-shape', field: 'cards.2' }
			]
		},
		{ rule: 'not a list', cards: 'KS QS JS', config: {}, codes: [{ code: 'cooncan.meld-shape', field: 'cards' }] },
		{
			rule: 'longer than a whole suit',
			cards: layout(...Array.from({ length: 14 }, () => '5H')),
			config: {},
			codes: [{ code: 'cooncan.meld-too-long', field: 'cards', values: { count: 14, max: 13 } }]
		}
	])('$rule', ({ cards, config, codes }) => {
		expect(validateMeld(cards, config)).toEqual({ ok: false, violations: codes });
	});
});

describe('joker shift (rules/cooncan.txt: "shifted once from one end of a sequence to the other … never … from the interior")', () => {
	it.each([
		{
			rule: 'from the high end to the low end',
			cards: layout('4H', '5H', 'JK=6H'),
			from: '6H',
			to: '3H',
			read: ['3H', '4H', '5H']
		},
		{
			rule: 'from the low end to the high end',
			cards: layout('JK=3C', '4C', '5C', '6C'),
			from: '3C',
			to: '7C',
			read: ['4C', '5C', '6C', '7C']
		},
		{
			rule: 'a low ace moves to the high end',
			cards: layout('JK=AS', '2S', '3S'),
			from: 'AS',
			to: '4S',
			read: ['2S', '3S', '4S']
		},
		{
			rule: 'a high ace moves to the low end',
			cards: layout('JS', 'QS', 'KS', 'JK=AS'),
			from: 'AS',
			to: '10S',
			read: ['10S', 'JS', 'QS', 'KS']
		},
		{
			rule: 'the joker may become a high ace',
			cards: layout('JK=10D', 'JD', 'QD', 'KD'),
			from: '10D',
			to: 'AD',
			read: ['JD', 'QD', 'KD', 'AD']
		},
		{
			rule: 'the joker may become a low ace',
			cards: layout('2D', '3D', 'JK=4D'),
			from: '4D',
			to: 'AD',
			read: ['AD', '2D', '3D']
		},
		{
			rule: 'a whole suit: the low ace becomes the high ace',
			cards: layout('JK=AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', 'JH', 'QH', 'KH'),
			from: 'AH',
			to: 'AH',
			read: ['2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', 'JH', 'QH', 'KH', 'AH']
		}
	])('allowed: $rule', ({ cards, from, to, read }) => {
		expect(canShiftJoker(cards, 0, WITH_JOKER)).toEqual({
			ok: true,
			fromCard: from,
			toCard: to,
			cards: read,
			lines: [{ rule: 'cooncan.joker-shift', values: { fromCard: from, toCard: to } }]
		});
	});

	it.each([
		{
			rule: '"but not again": once only',
			cards: layout('4H', '5H', 'JK=6H'),
			shifts: 1,
			code: 'cooncan.shift-used',
			field: 'shifts'
		},
		{
			rule: '"never … from the interior of a sequence"',
			cards: layout('4H', 'JK=5H', '6H'),
			shifts: 0,
			code: 'cooncan.shift-from-middle',
			field: 'cards'
		},
		{
			rule: 'never in a set ("from one end of a sequence")',
			cards: layout('7C', 'JK=7D', '7S'),
			shifts: 0,
			code: 'cooncan.shift-in-set',
			field: 'cards'
		},
		{
			rule: 'no joker to shift',
			cards: layout('4H', '5H', '6H'),
			shifts: 0,
			code: 'cooncan.shift-no-joker',
			field: 'cards'
		},
		{
			rule: 'no room past a low ace (never K-A-2)',
			cards: layout('AH', '2H', 'JK=3H'),
			shifts: 0,
			code: 'cooncan.shift-no-room',
			field: 'cards'
		},
		{
			rule: 'no room past a high ace (never K-A-2)',
			cards: layout('JK=QH', 'KH', 'AH'),
			shifts: 0,
			code: 'cooncan.shift-no-room',
			field: 'cards'
		},
		{
			rule: 'an invalid meld answers why it is invalid',
			cards: layout('4H', '6H', 'JK=7H'),
			shifts: 0,
			code: 'cooncan.meld-gap',
			field: 'cards'
		},
		{
			rule: 'a negative shift count',
			cards: layout('4H', '5H', 'JK=6H'),
			shifts: -1,
			code: 'core.out-of-range',
			field: 'shifts'
		},
		{
			rule: 'a non-whole shift count',
			cards: layout('4H', '5H', 'JK=6H'),
			shifts: 0.5,
			code: 'core.not-whole',
			field: 'shifts'
		},
		{
			rule: 'a shift count that is not a number',
			cards: layout('4H', '5H', 'JK=6H'),
			shifts: 'once',
			code: 'core.not-a-number',
			field: 'shifts'
		}
	])('refused: $rule → $code', ({ cards, shifts, code, field }) => {
		const check = canShiftJoker(cards, shifts, WITH_JOKER);
		expect(check.ok).toBe(false);
		if (!check.ok) expect(check.violations[0]).toMatchObject({ code, field });
	});

	it('the shifted sequence is itself a valid sequence, and cannot be shifted again', () => {
		const first = canShiftJoker(layout('4H', '5H', 'JK=6H'), 0, WITH_JOKER);
		expect(first.ok).toBe(true);
		if (!first.ok) return;
		const moved = first.cards.map((card) =>
			card === first.toCard ? { card: 'JK', joker: card } : { card }
		) as MeldCard[];
		expect(validateMeld(moved, WITH_JOKER)).toMatchObject({ ok: true, kind: 'sequence', jokerAt: 0 });
		expect(canShiftJoker(moved, 1, WITH_JOKER)).toMatchObject({
			ok: false,
			violations: [{ code: 'cooncan.shift-used', values: { shifts: 1 } }]
		});
	});
});
