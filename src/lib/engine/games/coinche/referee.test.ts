import { describe, expect, it } from 'vitest';
import { cardValue, countPile, COINCHE_PACK, refereeTrick, trickWinner, type Duty, type TrickPlay } from './index';

type Expected = { seat: number; met: Duty; satisfied: boolean; unableTo: Duty[]; partnerWinning?: boolean };

function plays(result: ReturnType<typeof refereeTrick>): TrickPlay[] {
	if (!result.ok) throw new Error(JSON.stringify(result.violations));
	return [...result.trick.plays];
}

describe('trick referee (RULES-NOTES Coinche "Trick referee"; rules/coinche.txt "GAMEPLAY")', () => {
	it.each([
		{
			name: '"All players must follow suit if able but are not required to beat" (hearts trump, spades led)',
			trump: 'H',
			cards: ['AS', '10S', 'KS', '7S'],
			winner: 0,
			points: 25,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'follow', satisfied: true, unableTo: [] },
				{ seat: 2, met: 'follow', satisfied: true, unableTo: [] },
				{ seat: 1, met: 'follow', satisfied: true, unableTo: [] }
			]
		},
		{
			name: '"play a trump if an opponent is currently winning": a 7 of trumps takes an ace',
			trump: 'H',
			cards: ['AS', '7H', 'KS', '8S'],
			winner: 3,
			points: 15,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'trump', satisfied: false, unableTo: ['follow'] },
				{ seat: 2, met: 'follow', satisfied: true, unableTo: [] },
				{ seat: 1, met: 'follow', satisfied: true, unableTo: [] }
			]
		},
		{
			name: '"If the opponent played a trump, the player must attempt to beat it but still must play a trump if not able to"',
			trump: 'H',
			cards: ['AS', '7H', '9H', '8H'],
			winner: 2,
			points: 25,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'trump', satisfied: false, unableTo: ['follow'] },
				{ seat: 2, met: 'overtrump', satisfied: false, unableTo: ['follow'] },
				{ seat: 1, met: 'trump', satisfied: false, unableTo: ['follow', 'overtrump'] }
			]
		},
		{
			name: '"If your partner currently is winning the trick, then you may play any card"',
			trump: 'H',
			cards: ['AS', '7S', 'QD', 'JH'],
			winner: 1,
			points: 34,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'follow', satisfied: true, unableTo: [] },
				{ seat: 2, met: 'free', satisfied: false, unableTo: ['follow'], partnerWinning: true },
				{ seat: 1, met: 'trump', satisfied: false, unableTo: ['follow'] }
			]
		},
		{
			name: 'partner winning with a trump frees you too; the other side must overtrump or undertrump',
			trump: 'H',
			cards: ['AS', '9H', '7H', '7D'],
			winner: 3,
			points: 25,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'trump', satisfied: false, unableTo: ['follow'] },
				{ seat: 2, met: 'trump', satisfied: false, unableTo: ['follow', 'overtrump'] },
				{ seat: 1, met: 'free', satisfied: false, unableTo: ['follow'], partnerWinning: true }
			]
		},
		{
			name: 'a discard while an opponent wins: legal only without the led suit and without trumps',
			trump: 'H',
			cards: ['AS', 'KD', '10S', 'QC'],
			winner: 0,
			points: 28,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'free', satisfied: false, unableTo: ['follow', 'trump'] },
				{ seat: 2, met: 'follow', satisfied: true, unableTo: [] },
				{ seat: 1, met: 'free', satisfied: false, unableTo: ['follow', 'trump'] }
			]
		},
		{
			name: '"If the trick was led with a trump, players must always try to beat the highest card even if played by their partner"',
			trump: 'H',
			cards: ['9H', 'JH', '7H', 'AH'],
			winner: 3,
			points: 45,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'beat', satisfied: true, unableTo: [] },
				{ seat: 2, met: 'follow', satisfied: false, unableTo: ['beat'] },
				{ seat: 1, met: 'follow', satisfied: false, unableTo: ['beat'] }
			]
		},
		{
			name: 'trumps led: beating the partner is still required (8 over 7)',
			trump: 'S',
			cards: ['7S', '10D', '8S', 'AD'],
			winner: 2,
			points: 21,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'free', satisfied: false, unableTo: ['beat', 'follow'] },
				{ seat: 2, met: 'beat', satisfied: true, unableTo: [] },
				{ seat: 1, met: 'free', satisfied: false, unableTo: ['beat', 'follow'] }
			]
		},
		{
			name: 'RULES-NOTES "No-trump: follow suit only": the ace (19) wins, a discard is free once out of the suit',
			trump: 'NT',
			cards: ['KS', 'AS', '7D', '10S'],
			winner: 3,
			points: 33,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'follow', satisfied: true, unableTo: [] },
				{ seat: 2, met: 'free', satisfied: false, unableTo: ['follow'] },
				{ seat: 1, met: 'follow', satisfied: true, unableTo: [] }
			]
		},
		{
			name: 'RULES-NOTES "All-trump: follow suit and beat the best card of that suit if you can"',
			trump: 'AT',
			cards: ['9S', 'JS', '7S', 'QD'],
			winner: 3,
			points: 23,
			expected: [
				{ seat: 0, met: 'free', satisfied: true, unableTo: [] },
				{ seat: 3, met: 'beat', satisfied: true, unableTo: [] },
				{ seat: 2, met: 'follow', satisfied: false, unableTo: ['beat'] },
				{ seat: 1, met: 'free', satisfied: false, unableTo: ['beat', 'follow'] }
			]
		}
	] as const)('$name', ({ trump, cards, winner, points, expected }) => {
		const result = refereeTrick(trump, cards, 0);
		expect(result.ok && result.trick.winnerSeat).toBe(winner);
		expect(result.ok && result.trick.points).toBe(points);
		expect(result.ok && result.trick.complete).toBe(true);
		const got = plays(result);
		expect(got).toHaveLength(4);
		got.forEach((p, i) => expect(p).toMatchObject((expected as unknown as Expected[])[i]!));
	});

	it('names each duty and what a card claims: partner winning, overtrump, undertrump', () => {
		const result = refereeTrick('H', ['AS', '9H', '7H', '7D'], 0);
		expect(result.ok && result.trick.lines.map((l) => l.rule)).toEqual([
			'coinche.trick-lead',
			'coinche.duty-trump',
			'coinche.unable-follow',
			'coinche.duty-trump',
			'coinche.unable-follow',
			'coinche.unable-overtrump',
			'coinche.partner-winning',
			'coinche.duty-free',
			'coinche.unable-follow',
			'coinche.trick-winner'
		]);
		expect(result.ok && result.trick.lines[1]).toEqual({
			rule: 'coinche.duty-trump',
			values: { seat: 3, card: '9H', ledSuit: 'S', bestCard: 'AS', winningSeat: 0, trumpSuit: 'H' }
		});
	});

	it('a discard on a trump lead says only "no spades", which covers "no higher spade"', () => {
		const result = refereeTrick('S', ['7S', '10D'], 0);
		expect(result.ok && result.trick.lines.map((l) => l.rule)).toEqual([
			'coinche.trick-lead',
			'coinche.duty-free',
			'coinche.unable-follow',
			'coinche.trick-winner'
		]);
	});

	it.each([
		{
			name: 'anticlockwise (default): the next card is the seat on the right',
			options: undefined,
			seats: [1, 0, 3, 2]
		},
		{
			name: 'clockwise: the next card is the seat on the left',
			options: { direction: 'clockwise' },
			seats: [1, 2, 3, 0]
		}
	])('RULES-NOTES "Seating": $name', ({ options, seats }) => {
		expect(plays(refereeTrick('C', ['AS', '10S', 'KS', '7S'], 1, options)).map((p) => p.seat)).toEqual(seats);
	});

	it('the last trick adds 10 (rules/coinche.txt "The last trick is also worth 10 points")', () => {
		const result = refereeTrick('H', ['AS', '10S', 'KS', '7S'], 0, { lastTrick: true });
		expect(result.ok && result.trick.points).toBe(35);
		expect(result.ok && result.trick.lines.at(-1)).toEqual({ rule: 'coinche.last-trick', values: { points: 10 } });
	});

	it('judges a trick being played: two cards, the winner so far', () => {
		const result = refereeTrick('D', ['10C', 'AC'], 2);
		expect(result.ok && result.trick).toMatchObject({
			complete: false,
			winnerSeat: 1,
			winningCard: 'AC',
			points: 21,
			ledSuit: 'C'
		});
	});

	it('trickWinner gives the seat, card and points only', () => {
		expect(trickWinner('H', ['AS', '7H', 'KS', '8S'], 0)).toEqual({ ok: true, seat: 3, card: '7H', points: 15 });
		expect(trickWinner('X', [], 0).ok).toBe(false);
	});

	it.each([
		{ name: 'an unknown trump', args: ['X', ['AS'], 0], code: 'coinche.trump-invalid', field: 'trump' },
		{ name: 'no trump', args: [null, ['AS'], 0], code: 'coinche.trump-invalid', field: 'trump' },
		{
			name: 'no cards',
			args: ['H', [], 0],
			code: 'coinche.trick-size',
			field: 'cards',
			values: { count: 0, min: 1, max: 4 }
		},
		{
			name: 'five cards',
			args: ['H', ['AS', 'KS', 'QS', 'JS', '10S'], 0],
			code: 'coinche.trick-size',
			field: 'cards',
			values: { count: 5, min: 1, max: 4 }
		},
		{ name: 'cards that are no list', args: ['H', 'AS', 0], code: 'coinche.trick-size', field: 'cards' },
		{
			name: 'a 6 (not in the 32-card pack)',
			args: ['H', ['AS', '6S'], 0],
			code: 'coinche.not-a-card',
			field: 'cards.1'
		},
		{ name: 'junk for a card', args: ['H', ['AS', 'KS', { x: 1 }], 0], code: 'coinche.not-a-card', field: 'cards.2' },
		{ name: 'the joker', args: ['H', ['JK'], 0], code: 'coinche.not-a-card', field: 'cards.0' },
		{
			name: 'a card twice',
			args: ['H', ['AS', 'KS', 'AS'], 0],
			code: 'coinche.duplicate-card',
			field: 'cards.2',
			values: { card: 'AS' }
		},
		{ name: 'a leader seat 4', args: ['H', ['AS'], 4], code: 'coinche.seat-invalid', field: 'leaderSeat' },
		{ name: 'a leader seat "0"', args: ['H', ['AS'], '0'], code: 'coinche.seat-invalid', field: 'leaderSeat' }
	])('rejects $name with $code', ({ args, code, field, values }) => {
		const result = refereeTrick(args[0], args[1], args[2]);
		expect(result.ok).toBe(false);
		const found = !result.ok && result.violations.find((v) => v.code === code && v.field === field);
		expect(found).toBeTruthy();
		if (values && found) expect(found.values).toEqual(values);
	});
});

describe('count a pile (RULES-NOTES Coinche "Card points")', () => {
	it.each([
		{
			name: 'the whole pack with the last trick is 162 with a suit trump',
			cards: COINCHE_PACK,
			trump: 'S',
			last: true,
			points: 162,
			other: 0
		},
		{
			name: 'the whole pack is 162 under no-trump',
			cards: COINCHE_PACK,
			trump: 'NT',
			last: true,
			points: 162,
			other: 0
		},
		{
			name: 'the whole pack is 162 under all-trump',
			cards: COINCHE_PACK,
			trump: 'AT',
			last: true,
			points: 162,
			other: 0
		},
		{ name: 'an empty pile is 0, the other team 162', cards: [], trump: 'H', last: false, points: 0, other: 162 },
		{
			name: 'trump J 20 + 9 14, plain A 11 + 10 10',
			cards: ['JH', '9H', 'AS', '10S'],
			trump: 'H',
			last: false,
			points: 55,
			other: 107
		},
		{
			name: 'the same with the last trick (dix de der)',
			cards: ['JH', '9H', 'AS', '10S'],
			trump: 'H',
			last: true,
			points: 65,
			other: 97
		},
		{
			name: 'plain J 2, K 4, Q 3, 9 0',
			cards: ['JS', 'KS', 'QS', '9S'],
			trump: 'H',
			last: false,
			points: 9,
			other: 153
		},
		{ name: 'no-trump aces are 19', cards: ['AS', 'AH', 'AD', 'AC'], trump: 'NT', last: false, points: 76, other: 86 },
		{
			name: 'all-trump jacks are 13, nines 9',
			cards: ['JS', 'JH', 'JD', 'JC', '9S', '9H', '9D', '9C'],
			trump: 'AT',
			last: true,
			points: 98,
			other: 64
		},
		{
			name: 'all-trump A 7, 10 5, K 3, Q 1',
			cards: ['AS', '10S', 'KS', 'QS'],
			trump: 'AT',
			last: false,
			points: 16,
			other: 146
		}
	])('$name', ({ cards, trump, last, points, other }) => {
		const result = countPile(cards, trump, last);
		expect(result.ok && [result.count.points, result.count.otherPoints]).toEqual([points, other]);
	});

	it('explains the count', () => {
		const result = countPile(['JH', '9H', 'AS', '10S'], 'H', true);
		expect(result.ok && result.count.lines).toEqual([
			{ rule: 'coinche.pile-points', values: { count: 4, cardPoints: 55, suit: 'H' } },
			{ rule: 'coinche.last-trick', values: { points: 10 } },
			{ rule: 'coinche.pile-other', values: { points: 65, otherPoints: 97 } }
		]);
	});

	it('every card of the pack has the RULES-NOTES value, 152 in all under each mode', () => {
		for (const mode of ['S', 'H', 'D', 'C', 'NT', 'AT'] as const)
			expect(COINCHE_PACK.reduce((n, c) => n + cardValue(c, mode), 0)).toBe(152);
		expect(cardValue('JC', 'C')).toBe(20);
		expect(cardValue('JC', 'S')).toBe(2);
		expect(cardValue('9D', 'D')).toBe(14);
		expect(cardValue('QH', 'AT')).toBe(1);
	});

	it.each([
		{
			name: 'a card not in the 32-card pack',
			args: [['AS', 'KS', 'QS', '5S'], 'H', false],
			code: 'coinche.not-a-card',
			field: 'cards.3'
		},
		{
			name: 'a card twice',
			args: [['AS', 'KS', 'QS', 'AS'], 'H', false],
			code: 'coinche.duplicate-card',
			field: 'cards.3',
			values: { card: 'AS' }
		},
		{
			name: 'a pile that is not whole tricks',
			args: [['AS', 'KS', 'QS'], 'H', false],
			code: 'coinche.pile-size',
			field: 'cards',
			values: { count: 3 }
		},
		{
			name: 'more than 32 cards',
			args: [Array.from({ length: 36 }, () => 'AS'), 'H', false],
			code: 'coinche.pile-size',
			field: 'cards',
			values: { count: 36 }
		},
		{ name: 'no list', args: ['AS', 'H', false], code: 'core.required', field: 'cards' },
		{ name: 'an unknown trump', args: [[], 'Z', false], code: 'coinche.trump-invalid', field: 'trump' },
		{ name: 'the last trick not said', args: [[], 'H', 'yes'], code: 'core.required', field: 'tookLastTrick' },
		{
			name: 'an empty pile that took the last trick',
			args: [[], 'H', true],
			code: 'coinche.pile-last-trick',
			field: 'tookLastTrick'
		},
		{
			name: 'all 32 cards without the last trick',
			args: [COINCHE_PACK, 'H', false],
			code: 'coinche.pile-last-trick',
			field: 'tookLastTrick'
		}
	])('rejects $name with $code', ({ args, code, field, values }) => {
		const result = countPile(args[0], args[1], args[2]);
		expect(result.ok).toBe(false);
		const found = !result.ok && result.violations.find((v) => v.code === code && v.field === field);
		expect(found).toBeTruthy();
		if (values && found) expect(found.values).toEqual(values);
	});
});
