import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import type { MatchSetup } from '../../core/types';
import { fullCozenDeck, type CozenDeck } from '../../cards/cards';
import {
	availableCards,
	cozen,
	deckTracker,
	pairOdds,
	pairProbability,
	type CozenConfig,
	type CozenState
} from './index';

function deckOf(counts: Partial<Record<keyof CozenDeck, number>>): CozenDeck {
	return { ...Object.fromEntries(Object.keys(fullCozenDeck()).map((k) => [k, 0])), ...counts } as CozenDeck;
}

describe('pair odds of a fresh 5-card hand (rules/cozen.txt "Strategy Tips")', () => {
	it.each<{ name: string; deck: CozenDeck; numerator: number; denominator: number; hands: number }>([
		{
			name: 'a full deck: 1 - C(13,5)·2^5 / C(26,5) = 43/115 (the marked king pairs with the king)',
			deck: fullCozenDeck(),
			numerator: 43,
			denominator: 115,
			hands: 65780
		},
		{
			name: 'one of each rank left: no pair possible',
			deck: deckOf({ A: 1, '2': 1, '3': 1, '4': 1, '5': 1, '6': 1, '7': 1, '8': 1, '9': 1, '10': 1, J: 1, Q: 1, K: 1 }),
			numerator: 0,
			denominator: 1,
			hands: 1287
		},
		{
			name: 'K and K* only: the whole deck is a pair',
			deck: deckOf({ K: 1, 'K*': 1 }),
			numerator: 1,
			denominator: 1,
			hands: 1
		},
		{ name: 'an empty deck: no hand, no pair', deck: deckOf({}), numerator: 0, denominator: 1, hands: 1 },
		{
			name: 'six cards, three pairs: every 5-card hand pairs',
			deck: deckOf({ A: 2, '2': 2, '3': 2 }),
			numerator: 1,
			denominator: 1,
			hands: 6
		},
		{
			name: 'A A 2 3 4 5: 4 of the 6 hands hold both aces (leaving out a 2, 3, 4 or 5)',
			deck: deckOf({ A: 2, '2': 1, '3': 1, '4': 1, '5': 1 }),
			numerator: 2,
			denominator: 3,
			hands: 6
		}
	])('$name', ({ deck, numerator, denominator, hands }) => {
		const odds = pairOdds(deck);
		expect(odds).toMatchObject({ ok: true, numerator, denominator, hands });
		expect(pairProbability(deck)).toBeCloseTo(numerator / denominator, 12);
	});

	it.each<{ name: string; deck: unknown }>([
		{ name: 'not a deck', deck: 'deck' },
		{ name: 'a third 7', deck: { ...fullCozenDeck(), '7': 3 } },
		{ name: 'a negative count', deck: { ...fullCozenDeck(), A: -1 } },
		{ name: 'a missing card', deck: { A: 2 } }
	])('$name: violations, NaN probability, no exception', ({ deck }) => {
		const odds = pairOdds(deck);
		expect(odds.ok).toBe(false);
		expect(pairProbability(deck as CozenDeck)).toBeNaN();
	});
});

describe('deck tracker and card picker (RULES-NOTES Cozen "Deck tracker")', () => {
	const s: MatchSetup<CozenConfig> = { config: cozen.defaultConfig(2), seatCount: 2, firstDealer: 0 };
	const quiet = {
		mode: 'reveal',
		faceUp: [
			{ owner: 0, card: '6' },
			{ owner: 1, card: '9' }
		],
		stakes: []
	};
	const capture = {
		mode: 'jails',
		faceUp: [
			{ owner: 1, card: '2' },
			{ owner: 0, card: '3' }
		],
		redJail: [{ cards: ['4', '4', 'K*'] }],
		blackJail: []
	};

	it('after a quiet round: the face-up stakes are on the table, not at home', () => {
		const state = foldMatch(cozen, s, [quiet]).state as CozenState;
		const t = deckTracker(state, 1);
		expect(t.ok).toBe(true);
		if (!t.ok) return;
		expect(t.tracker.left).toBe(25);
		expect(t.tracker.onTable).toEqual(['9']);
		expect(t.tracker.deck['9']).toBe(1);
		expect(availableCards(state, 1)['9']).toBe(1);
		expect(availableCards(state, 1, 'jails')['9']).toBe(2);
	});

	it('after captures: left, lost with its VP, the jail of the colour and the pair odds', () => {
		const state = foldMatch(cozen, s, [quiet, capture]).state as CozenState;
		const black = deckTracker(state, 1);
		const red = deckTracker(state, 0);
		if (!black.ok || !red.ok) throw new Error('tracker');
		expect(black.tracker).toMatchObject({
			seat: 1,
			column: 1,
			left: 23,
			lostCount: 3,
			lostPoints: 78,
			jailPoints: 0,
			onTable: []
		});
		expect(black.tracker.deck).toMatchObject({ '4': 0, 'K*': 0, '9': 2 });
		expect(red.tracker.jail).toEqual([
			{ owner: 1, card: '4' },
			{ owner: 1, card: '4' },
			{ owner: 1, card: 'K*' }
		]);
		expect(red.tracker.jailPoints).toBe(78);
		expect(red.tracker.pairs.numerator / red.tracker.pairs.denominator).toBeCloseTo(43 / 115, 12);
		// rules/cozen.txt "Strategy Tips": "a deck with many jailed pairs, is strong": losing both 4s raises the odds.
		expect(black.tracker.pairs.probability).toBeGreaterThan(43 / 115);
		expect(availableCards(state, 1)['4']).toBe(0);
	});

	it.each([{ seat: 2 }, { seat: -1 }, { seat: 0.5 }, { seat: Number.NaN }])(
		'an unknown seat $seat is a violation and offers nothing',
		({ seat }) => {
			const state = cozen.initialState(s);
			expect(deckTracker(state, seat).ok).toBe(false);
			expect(Object.values(availableCards(state, seat)).every((n) => n === 0)).toBe(true);
		}
	);
});
