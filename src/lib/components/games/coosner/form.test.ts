/**
 * The Coosner round form: what the scorer taps and types
 * becomes the engine's input; half-typed counts become violations, never exceptions; a stored
 * round comes back as the same form.
 */
import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import { coosner, DEFAULT_CONFIG, scorePlayer, type CoosnerConfig } from '$lib/engine/games/coosner/index';
import type { MatchSetup } from '$lib/engine/core/types';
import {
	aceKey,
	blankForm,
	copiesLeft,
	fromInput,
	handInput,
	puppyRoom,
	tableUses,
	toInput,
	type PlayerForm
} from './form';

const setup = (seatCount = 3, config: CoosnerConfig = DEFAULT_CONFIG): MatchSetup<CoosnerConfig> => ({
	config,
	seatCount,
	firstDealer: 0
});

function player(advisors: string[], counts: Partial<Record<'S' | 'H' | 'D' | 'C', string>> = {}): PlayerForm {
	return { advisors, aces: {}, mode: 'counts', counts: { S: '', H: '', D: '', C: '', ...counts }, cards: [] };
}

describe('Coosner form → input', () => {
	it.each([
		[['8S', '4H', 'KD'], { S: '3', H: '1', D: '4', C: '2' }, 24],
		[['2C', '6H', '9D'], { C: '1', H: '2', D: '3' }, 23],
		[['5S', '7S', 'QH'], { S: '4', H: '4', D: '1' }, 23],
		[['AC', '10D', '3H'], { C: '4', D: '4', H: '1' }, 32],
		[['AC', '10D', '3H'], { C: '2', D: '4', H: '1' }, 17]
	])('%j with %j scores %i', (advisors, counts, expected) => {
		const hand = handInput(player(advisors, counts));
		const live = scorePlayer(hand.advisors, hand.puppies, DEFAULT_CONFIG, 3);
		expect(live.ok && live.score.total).toBe(expected);
	});

	it.each([
		['abc', 'core.not-a-number'],
		['2.5', 'core.not-whole'],
		['-1', 'core.out-of-range'],
		['11', 'core.out-of-range']
	])('a count typed as %j is a violation (%s), not an exception', (text, code) => {
		const form = blankForm(3);
		form.players = [player(['8S', '4H', 'KD'], { S: text }), player(['2C', '6H', '9D']), player(['5S', '7S', 'QH'])];
		const violations = violationsOf(coosner, coosner.initialState(setup()), toInput(form), setup());
		expect(violations).toContainEqual(expect.objectContaining({ code, field: 'players.0.puppies.counts.S' }));
	});

	it('an empty form and junk never throw and are rejected', () => {
		const s = setup();
		for (const junk of [blankForm(3), null, {}, { players: [null, 3, 'x'] }, { players: [{ advisors: 5 }] }]) {
			const input = toInput(junk);
			expect(violationsOf(coosner, coosner.initialState(s), input, s).length).toBeGreaterThan(0);
		}
	});

	it('a declared ace carries its count; each copy of a card has its own declaration', () => {
		const p = player(['AS', 'AS', '2H']);
		p.aces[aceKey(p.advisors, 0)] = 4;
		p.aces[aceKey(p.advisors, 1)] = 1;
		expect(handInput(p).advisors).toEqual([{ card: 'AS', aceWants: 4 }, { card: 'AS', aceWants: 1 }, { card: '2H' }]);
	});

	it('puppies go to the engine in the mode chosen, and the other entry is kept', () => {
		const p = player(['8S', '4H', 'KD'], { S: '3' });
		p.cards = ['2S', '3S'];
		expect(handInput(p).puppies).toEqual({ counts: { S: 3 } });
		p.mode = 'cards';
		expect(handInput(p).puppies).toEqual({ cards: ['2S', '3S'] });
	});
});

describe('Coosner input → form (editing a past round)', () => {
	it('round-trips counts, cards and declared aces', () => {
		const input = {
			players: [
				{
					advisors: [{ card: 'AS', aceWants: 4 }, { card: '2H' }, { card: '3D' }],
					puppies: { counts: { S: 4, H: 0 } }
				},
				{ advisors: [{ card: '5C' }, { card: '6C' }, { card: '7C' }], puppies: { cards: ['2C', '3C'] } }
			]
		};
		const form = fromInput(input, 2);
		expect(form.players[0]?.counts).toEqual({ S: '4', H: '', D: '', C: '' });
		expect(form.players[1]?.mode).toBe('cards');
		expect(toInput(form)).toEqual({
			players: [
				{ advisors: [{ card: 'AS', aceWants: 4 }, { card: '2H' }, { card: '3D' }], puppies: { counts: { S: 4 } } },
				{ advisors: [{ card: '5C' }, { card: '6C' }, { card: '7C' }], puppies: { cards: ['2C', '3C'] } }
			]
		});
	});

	it('junk gives a blank form of the right size', () => {
		expect(fromInput('x', 3)).toEqual(blankForm(3));
		expect(fromInput({ players: [null] }, 2)).toEqual(blankForm(2));
	});
});

describe('cards used at the table', () => {
	it('a card used elsewhere is unavailable with one pack, once more available with two', () => {
		const form = blankForm(3);
		form.players = [player(['8S', '4H', 'KD']), player([]), player([])];
		form.players[2]!.mode = 'cards';
		form.players[2]!.cards = ['2C'];
		const uses = tableUses(form);
		expect(copiesLeft('8S', uses, form.players[1]!.advisors, 3)).toBe(0);
		expect(copiesLeft('2C', uses, form.players[0]!.advisors, 3)).toBe(0);
		expect(copiesLeft('8S', uses, form.players[0]!.advisors, 3)).toBe(1);
		expect(copiesLeft('8S', uses, form.players[1]!.advisors, 4)).toBe(1);
		expect(copiesLeft('9S', uses, [], 4)).toBe(2);
	});
});

describe('the "+" stepper offers only a puppy that could have been bought (RULES-NOTES Coosner "Sizes", "Checks")', () => {
	const form = (...players: PlayerForm[]) => ({ players });
	it.each([
		{ rule: 'an empty table has room', players: [player([]), player([]), player([])], suit: 'S' as const, room: true },
		{
			rule: '"10 with three": the table at 10 puppies has no room',
			players: [player([], { S: '4', H: '4' }), player([], { D: '2' }), player([])],
			suit: 'C' as const,
			room: false
		},
		{
			rule: '9 puppies at the table leave room for one more',
			players: [player([], { S: '4', H: '4' }), player([], { D: '1' }), player([])],
			suit: 'C' as const,
			room: true
		},
		{
			rule: '"once per pack": 13 spades used as advisors and puppies leave no spade',
			players: [player(['2S', '3S', '4S'], { S: '4' }), player(['5S', '6S', '7S']), player(['8S', '9S', '10S'])],
			suit: 'S' as const,
			room: false
		},
		{
			rule: '12 spades used leave one',
			players: [player(['2S', '3S', '4S'], { S: '3' }), player(['5S', '6S', '7S']), player(['8S', '9S', '10S'])],
			suit: 'S' as const,
			room: true
		}
	])('$rule', ({ players, suit, room }) => {
		expect(puppyRoom(form(...players), suit, 3, 10)).toBe(room);
	});

	it('puppy cards count toward the suit and the table', () => {
		const cards: PlayerForm = { ...player(['2H', '3H', '4H']), mode: 'cards', cards: ['5H', '6H'] };
		expect(puppyRoom(form(cards, player([]), player([])), 'H', 3, 2)).toBe(false);
		expect(puppyRoom(form(cards, player([]), player([])), 'H', 3, 3)).toBe(true);
	});
});
