/**
 * Cooncan for two, and for four or five players, table by table (docs/cooncan-variants.md, from
 * Foster's laws and descriptions for those tables): the packs, games won with carried tableaux,
 * the loser paying for cards, the double pack's two copies and two jokers, one round of deals as a
 * game, and the meld validator on both packs.
 */
import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { explanationGaps } from '../../core/testing';
import type { MatchSetup } from '../../core/types';
import {
	cooncan,
	DEFAULT_CONFIG,
	matchPack,
	maxHandCount,
	validateMeld,
	type CooncanConfig,
	type CooncanInput,
	type CooncanState
} from './index';

function setup(seatCount: number, config: Partial<CooncanConfig> = {}, firstDealer = 0): MatchSetup<CooncanConfig> {
	return { config: { ...DEFAULT_CONFIG, ...config }, seatCount, firstDealer };
}

/** A deal won by `winner`; each other hand a card list or a count. */
function out(seats: number, winner: number, hands: Record<number, string[] | number> = {}): CooncanInput {
	const entries = Array.from({ length: seats }, (_, seat) => {
		const h = hands[seat];
		if (h === undefined) return null;
		return typeof h === 'number' ? { count: h } : { cards: h as never[] };
	});
	return { kind: 'out', winner, hands: entries };
}
const TABLEAU: CooncanInput = { kind: 'pack-ran-out' };

function fold(s: MatchSetup<CooncanConfig>, inputs: unknown[]) {
	const folded = foldMatch(cooncan, s, inputs);
	for (const round of folded.rounds) {
		expect(round.violations).toEqual([]);
		if (round.result) expect(explanationGaps(round.result)).toEqual(round.result.points.map(() => 0));
	}
	return folded;
}

function codes(s: MatchSetup<CooncanConfig>, input: unknown): string[] {
	return violationsOf(cooncan, cooncan.initialState(s), input, s).map((v) => v.code);
}

describe('the packs (docs/cooncan-variants.md "The packs")', () => {
	it.each([
		{ seats: 2, size: 40, why: 'laws for two: "forty cards, from the ace to the ten … There is no joker"' },
		{ seats: 3, size: 52, why: 'rules/cooncan.txt: "the full pack of fifty-two cards" (joker off)' },
		{ seats: 4, size: 106, why: 'laws for four or five: "two packs of fifty-two cards each and two jokers"' },
		{ seats: 5, size: 106, why: 'the same double pack for five' }
	])('$seats seats: $size cards ($why)', ({ seats, size }) => {
		expect(matchPack(DEFAULT_CONFIG, seats)).toHaveLength(size);
	});

	it.each([
		{ seats: 2, max: 102, why: 'ten cards of the forty: four aces, four tens, two nines' },
		{ seats: 3, max: 74, why: 'seven cards of one pack (unchanged)' },
		{ seats: 4, max: 118, why: 'ten cards of the double pack: two jokers and eight aces' }
	])('a typed count is at most $max with $seats seats ($why)', ({ seats, max }) => {
		expect(maxHandCount(DEFAULT_CONFIG, seats)).toBe(max);
	});
});

describe('two players (docs/cooncan-variants.md "For two players")', () => {
	it.each([
		{
			why: 'laws for two: "Each deal is a game in itself" — the winner scores one game',
			deals: [out(2, 1)],
			totals: [0, 1]
		},
		{
			why: 'laws for two: "it is a tableau, and goes to the winner of the next game"',
			deals: [TABLEAU, out(2, 0)],
			totals: [2, 0]
		},
		{
			why: 'our reading: tableaux in a row all go to the next winner',
			deals: [TABLEAU, TABLEAU, out(2, 1), out(2, 0)],
			totals: [1, 3]
		},
		{ why: 'a tableau alone scores nothing', deals: [TABLEAU], totals: [0, 0] }
	])('$why', ({ deals, totals }) => {
		expect(fold(setup(2), deals).state.totals).toEqual(totals);
	});

	it('games mode needs only who won: the hands are not read', () => {
		expect(codes(setup(2), { kind: 'out', winner: 0 })).toEqual([]);
		expect(codes(setup(2), { kind: 'out', winner: 2 })).toEqual(['core.out-of-range']);
	});

	it('option "the loser pays for the cards": the loser pays the count, the net is zero-sum, the games are still named', () => {
		const s = setup(2, { twoPlayerScore: 'cards' });
		const folded = fold(s, [TABLEAU, out(2, 0, { 1: ['10S', '7H', 'AD'] })]);
		expect(folded.state.totals).toEqual([28, -28]);
		const lines = folded.rounds[1]!.result!.lines;
		expect(lines).toContainEqual({ rule: 'cooncan.game-won', values: { seat: 0, games: 2, tableaux: 1 } });
		expect(folded.rounds[0]!.result!.lines.map((l) => l.rule)).toEqual(['cooncan.tableau']);
	});

	it.each([
		{
			hand: ['KS', '5S'],
			code: 'cooncan.not-in-pack',
			why: 'laws for two: "the kings, queens and jacks being thrown out"'
		},
		{ hand: ['JK'], code: 'cooncan.no-joker', why: 'laws for two: "There is no joker"' },
		{ hand: ['5S', '5S'], code: 'cooncan.duplicate-card', why: 'one pack of forty: each card once' },
		{
			hand: ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', '10S', 'AH'],
			code: 'cooncan.too-many-cards',
			why: 'laws for two: ten cards dealt to each player'
		}
	])('a loser holding $hand is refused: $code ($why)', ({ hand, code }) => {
		expect(codes(setup(2, { twoPlayerScore: 'cards' }), out(2, 0, { 1: hand }))).toEqual([code]);
	});
});

describe('four or five players (docs/cooncan-variants.md "For four or five players")', () => {
	it('description: jokers 15, aces 11, K Q J 10, others their pips; each loser pays the winner', () => {
		const deal = out(4, 2, { 0: ['JK', 'AS'], 1: ['KH', 'KH', '4C'], 3: 7 });
		const folded = fold(setup(4), [deal]);
		expect(folded.state.totals).toEqual([-26, -24, 57, -7]);
	});

	it('five players: four losers pay, the nets add up to zero', () => {
		const deal = out(5, 0, { 1: ['JK', 'JK'], 2: ['2S'], 3: 5, 4: ['QD', 'QD'] });
		const totals = fold(setup(5), [deal]).state.totals;
		expect(totals).toEqual([57, -30, -2, -5, -20]);
		expect(totals.reduce((a, b) => a + b, 0)).toBe(0);
	});

	it.each([
		{
			hands: { 1: ['7S', '7S'], 2: ['7S'] },
			field: 'hands.2.cards.0',
			code: 'cooncan.copies-used',
			why: 'two packs: at most two of each card in the deal'
		},
		{
			hands: { 1: ['JK', 'JK'], 2: ['JK'] },
			field: 'hands.2.cards.0',
			code: 'cooncan.copies-used',
			why: 'two jokers only'
		},
		{
			hands: { 1: ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', '10S', 'JS'], 2: 5 },
			field: 'hands.1.cards',
			code: 'cooncan.too-many-cards',
			why: 'our reading: ten cards dealt, so at most ten in hand'
		}
	])('$why', ({ hands, field, code }) => {
		const s = setup(4);
		const v = violationsOf(cooncan, cooncan.initialState(s), out(4, 0, { ...hands, 3: 5 }), s);
		expect(v.map((x) => [x.code, x.field])).toEqual([[code, field]]);
	});

	it('the pack running out is a void deal, and "the next deal counts double" still applies', () => {
		const s = setup(4, { packRunOut: 'double-next' });
		const totals = fold(s, [TABLEAU, out(4, 0, { 1: 2, 2: 3, 3: 4 })]).state.totals;
		expect(totals).toEqual([18, -4, -6, -8]);
	});
});

describe('one round of deals is a game (laws for four or five: "One round of deals is a game")', () => {
	it.each([
		{ seats: 4, deals: 3, over: false },
		{ seats: 4, deals: 4, over: true },
		{ seats: 5, deals: 4, over: false },
		{ seats: 5, deals: 5, over: true },
		{ seats: 2, deals: 2, over: true }
	])('$seats seats, $deals deals played: over $over', ({ seats, deals, over }) => {
		const s = setup(seats, { end: 'round' });
		const inputs = Array.from({ length: deals }, (_, i) => (i === 0 ? TABLEAU : out(seats, 0, losersOf(seats))));
		const folded = fold(s, inputs);
		expect(folded.outcome.over).toBe(over);
		if (folded.outcome.over) expect(folded.outcome.reason).toBe('cooncan.round-played');
	});

	it('the deal passes to the left round the whole table', () => {
		const s = setup(5, { end: 'round' }, 3);
		const dealers = fold(s, [TABLEAU, TABLEAU]).rounds.map((r) => (r.state as CooncanState).dealer);
		expect(dealers).toEqual([4, 0]);
		expect(cooncan.validateSetup(setup(5, { end: 'round' }, 4))).toEqual([]);
		expect(cooncan.validateSetup(setup(5, {}, 5)).map((v) => v.code)).toEqual(['core.out-of-range']);
	});
});

/** Every seat but 0 holding a count of 5 (two players counting games need none). */
function losersOf(seats: number): Record<number, number> {
	if (seats === 2) return {};
	return Object.fromEntries(Array.from({ length: seats - 1 }, (_, i) => [i + 1, 5]));
}

describe('melds with the other packs (docs/cooncan-variants.md "Melds")', () => {
	const m = (...cards: string[]) =>
		cards.map((c) => (c.includes('=') ? { card: 'JK', joker: c.split('=')[1] } : { card: c }));
	it.each([
		{ seats: 2, layout: m('AH', '2H', '3H'), result: 'sequence', why: 'the ace is low in the forty-card pack' },
		{ seats: 2, layout: m('9H', '10H', 'JH'), result: 'cooncan.meld-not-in-pack', why: 'no jack in the forty' },
		{ seats: 2, layout: m('9H', '10H', 'AH'), result: 'cooncan.meld-gap', why: 'the ace is never above the ten' },
		{ seats: 2, layout: m('5H', '5S', 'JK=5D'), result: 'cooncan.meld-no-joker', why: '"There is no joker"' },
		{ seats: 4, layout: m('7S', '7S', '7H'), result: 'set', why: 'two copies of a card in a set' },
		{ seats: 4, layout: m('7S', '7S', '7S'), result: 'cooncan.meld-duplicate-card', why: 'never three' },
		{
			seats: 4,
			layout: m('5H', '5H', '6H'),
			result: 'cooncan.meld-duplicate-card',
			why: 'a sequence holds a card once'
		},
		{
			seats: 4,
			layout: m('KS', 'KS', 'JK=KS'),
			result: 'set',
			why: 'description: "Even if a player holds both kings of spades, he can call the joker the king of spades"'
		},
		{ seats: 5, layout: m('4C', 'JK=5C', 'JK=6C'), result: 'sequence', why: 'both jokers in one layout' },
		{ seats: 3, layout: m('7S', '7S', '7H'), result: 'cooncan.meld-duplicate-card', why: 'one pack (unchanged)' }
	])('$seats seats: $result ($why)', ({ seats, layout, result }) => {
		const check = validateMeld(layout, {}, seats);
		expect(check.ok ? check.kind : check.violations.map((v) => v.code).join(' ')).toBe(result);
	});
});
