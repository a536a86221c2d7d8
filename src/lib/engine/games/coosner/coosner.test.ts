import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { applyInput, explanationGaps } from '../../core/testing';
import { optionApplies, type MatchSetup } from '../../core/types';
import {
	bestSplit,
	buyPuppy,
	coosner,
	DEFAULT_CONFIG,
	endCheck,
	handSizeFor,
	maxPuppies,
	pileSize,
	scorePlayer,
	wantedPuppies,
	type CoosnerConfig,
	type CoosnerHand,
	type CoosnerInput,
	type PlayerScore
} from './index';

// ---------------------------------------------------------------- helpers

function config(over: Partial<CoosnerConfig> = {}): CoosnerConfig {
	return { ...DEFAULT_CONFIG, ...over };
}

function setup(
	seatCount = 2,
	over: Partial<CoosnerConfig> = {},
	extra: { firstDealer?: number; startingScores?: number[] } = {}
): MatchSetup<CoosnerConfig> {
	return { config: config(over), seatCount, firstDealer: extra.firstDealer ?? 0, startingScores: extra.startingScores };
}

type Counts = Partial<Record<'S' | 'H' | 'D' | 'C', number>>;

/** A hand: advisor cards (an `A?:4` suffix declares an ace's count) and puppies as counts or cards. */
function hand(cards: string[], puppies: Counts | string[]): CoosnerHand {
	const advisors = cards.map((c) => {
		const [card, wants] = c.split(':');
		return wants ? { card, aceWants: Number(wants) } : { card };
	});
	return {
		advisors,
		puppies: Array.isArray(puppies) ? { cards: puppies } : { counts: puppies }
	} as unknown as CoosnerHand;
}

function score(cards: string[], puppies: Counts | string[], over: Partial<CoosnerConfig> = {}, seats = 2): PlayerScore {
	const h = hand(cards, puppies);
	const r = scorePlayer(h.advisors, h.puppies, config(over), seats);
	if (!r.ok) throw new Error(`unexpected violations ${JSON.stringify(r.violations)}`);
	return r.score;
}

/** A harmless second hand that shares no card with the hands of the examples. */
const QUIET = hand(['2S', '3S', '4S'], {});

function round(...hands: CoosnerHand[]): CoosnerInput {
	return { players: hands };
}

function codes(s: MatchSetup<CoosnerConfig>, input: unknown) {
	return violationsOf(coosner, coosner.initialState(s), input, s).map((v) => ({
		code: v.code,
		field: v.field,
		values: v.values
	}));
}

// ---------------------------------------------------------------- worked examples

describe('the worked examples', () => {
	it.each([
		{
			name: '8♠ 4♥ K♦ with 3♠ 1♥ 4♦ 2♣ → 24 (8 wants 3 got 3: 9; 4 wants 2 got 1: 1; K wants 4 got 4: 12; 2 unwanted clubs: 2)',
			advisors: ['8S', '4H', 'KD'],
			puppies: { S: 3, H: 1, D: 4, C: 2 },
			over: {},
			total: 24
		},
		{
			name: '2♣ 6♥ 9♦ with exactly 1♣ 2♥ 3♦ → 23 (18 + Coosner 5)',
			advisors: ['2C', '6H', '9D'],
			puppies: { C: 1, H: 2, D: 3 },
			over: {},
			total: 23
		},
		{
			name: '2♣ 6♥ 9♦ with exactly 1♣ 2♥ 3♦ → 25 with the 7-point Coosner',
			advisors: ['2C', '6H', '9D'],
			puppies: { C: 1, H: 2, D: 3 },
			over: { bonus: '7' as const },
			total: 25
		},
		{
			name: '5♠ 7♠ Q♥ with 4♠ 4♥ 1♦ → 23 (satisfying the 7 beats satisfying the 5)',
			advisors: ['5S', '7S', 'QH'],
			puppies: { S: 4, H: 4, D: 1 },
			over: {},
			total: 23
		},
		{
			name: 'A♣ 10♦ 3♥ with 4♣ 4♦ 1♥ → 32 (the ace wants 4: 12 + 12 + 3 + Coosner 5)',
			advisors: ['AC', '10D', '3H'],
			puppies: { C: 4, D: 4, H: 1 },
			over: {},
			total: 32
		},
		{
			name: 'A♣ 10♦ 3♥ with only 2♣ 4♦ 1♥ → 17 (2 + 12 + 3, no Coosner)',
			advisors: ['AC', '10D', '3H'],
			puppies: { C: 2, D: 4, H: 1 },
			over: {},
			total: 17
		}
	])('$name', ({ advisors, puppies, over, total }) => {
		const s = score(advisors, puppies, over);
		expect(s.total).toBe(total);
		// The same hand saved as a round of a two-player match scores the same.
		const m = setup(2, over);
		const other = hand(['2S', '3S', '4S'], {});
		const folded = foldMatch(coosner, m, [round(hand(advisors, puppies), other)]);
		expect(folded.rounds[0]!.violations).toEqual([]);
		expect(folded.rounds[0]!.result!.points[0]).toBe(total);
		expect(explanationGaps(folded.rounds[0]!.result!)).toEqual([0, 0]);
	});

	it('explains each advisor: "8 spades wants 3, got 3: 3 x 3 = 9"', () => {
		const s = score(['8S', '4H', 'KD'], { S: 3, H: 1, D: 4, C: 2 });
		expect(s.lines).toEqual([
			{ rule: 'coosner.advisor-satisfied', values: { card: '8S', wants: 3, got: 3, points: 9 }, points: 9 },
			{ rule: 'coosner.advisor-unsatisfied', values: { card: '4H', wants: 2, got: 1, points: 1 }, points: 1 },
			{ rule: 'coosner.advisor-satisfied', values: { card: 'KD', wants: 4, got: 4, points: 12 }, points: 12 },
			{ rule: 'coosner.unwanted', values: { suit: 'C', count: 2 }, points: 2 }
		]);
	});

	it('explains the chosen split of 4♠ between 5♠ and 7♠ (RULES-NOTES Coosner: "split … in the best-scoring way")', () => {
		const s = score(['5S', '7S', 'QH'], { S: 4, H: 4, D: 1 });
		expect(s.lines[0]).toEqual({
			rule: 'coosner.split',
			values: { suit: 'S', count: 4, cards: '5S,7S', split: '1 + 3' }
		});
		expect(s.advisors.map((a) => [a.card, a.got, a.satisfied, a.points])).toEqual([
			['5S', 1, false, 1],
			['7S', 3, true, 9],
			['QH', 4, true, 12]
		]);
	});

	it('explains the ace reading chosen under the "best" rule (RULES-NOTES Coosner: "whichever scores better")', () => {
		const s = score(['AC', '10D', '3H'], { C: 4, D: 4, H: 1 });
		expect(s.lines[0]).toEqual({ rule: 'coosner.ace-best', values: { card: 'AC', wants: 4 } });
		expect(s.lines.at(-1)).toEqual({ rule: 'coosner.bonus', values: { points: 5 }, points: 5 });
	});
});

// ---------------------------------------------------------------- wanted counts

describe('what an advisor wants (rules/coosner.txt "What advisors tell you"; the rebuilt table of RULES-NOTES Coosner)', () => {
	it.each([
		{ card: 'AS', rule: 'best' as const, wants: [1, 4], why: '"Aces are worth a bid of 1 or 4"' },
		{ card: 'AS', rule: 'declared' as const, wants: [1, 4], why: 'an undeclared ace still reads 1 or 4' },
		{ card: '2H', rule: 'best' as const, wants: [1], why: '2-3 want 1' },
		{ card: '3H', rule: 'best' as const, wants: [1], why: '2-3 want 1' },
		{ card: '4D', rule: 'best' as const, wants: [2], why: '4-6 want 2' },
		{ card: '5D', rule: 'best' as const, wants: [2], why: '4-6 want 2' },
		{ card: '6D', rule: 'best' as const, wants: [2], why: '4-6 want 2' },
		{ card: '7C', rule: 'best' as const, wants: [3], why: '7-9 want 3' },
		{
			card: '8S',
			rule: 'best' as const,
			wants: [3],
			why: '"if an advisor is an 8 of spades the player is attempting to get 3 spade puppies"'
		},
		{ card: '9C', rule: 'best' as const, wants: [3], why: '7-9 want 3' },
		{ card: '10C', rule: 'best' as const, wants: [4], why: '10 wants 4' },
		{ card: 'JH', rule: 'best' as const, wants: [4], why: '"Jacks, Queens, and Kings are worth 4 each"' },
		{ card: 'QH', rule: 'best' as const, wants: [4], why: '"Jacks, Queens, and Kings are worth 4 each"' },
		{ card: 'KH', rule: 'best' as const, wants: [4], why: '"Jacks, Queens, and Kings are worth 4 each"' },
		{ card: 'JK', rule: 'best' as const, wants: [], why: 'no joker in Coosner' },
		{ card: 'ZZ', rule: 'best' as const, wants: [], why: 'not a card' },
		{ card: null, rule: 'best' as const, wants: [], why: 'not a card' }
	])('$card under $rule wants $wants ($why)', ({ card, rule, wants }) => {
		expect(wantedPuppies(card, rule)).toEqual(wants);
	});

	it.each([
		{ aceWants: 1, rule: 'declared' as const, wants: [1] },
		{ aceWants: 4, rule: 'declared' as const, wants: [4] },
		{ aceWants: 2, rule: 'declared' as const, wants: [1, 4] },
		{ aceWants: 4, rule: 'best' as const, wants: [1, 4] }
	])(
		'an ace declared $aceWants under $rule wants $wants (RULES-NOTES Coosner option "declared by the player")',
		({ aceWants, rule, wants }) => {
			expect(wantedPuppies('AH', rule, aceWants)).toEqual(wants);
		}
	);

	it('a declaration on a card that is not an ace changes nothing', () => {
		expect(wantedPuppies('8S', 'declared', 4)).toEqual([3]);
	});
});

// ---------------------------------------------------------------- scoring branches

describe('scoring (rules/coosner.txt end of round, "Scoring unwanted puppies", "Scoring a Coosner"; RULES-NOTES Coosner)', () => {
	it.each([
		{
			name: 'satisfied advisor: "each puppy is worth three points"',
			advisors: ['8S', '2H', '2D'],
			puppies: { S: 3 },
			over: {},
			total: 9
		},
		{
			name: 'too many puppies: "An advisor is not satisfied if he receives fewer (or more!)" → 1 each',
			advisors: ['8S', '2H', '2D'],
			puppies: { S: 5 },
			over: {},
			total: 5
		},
		{
			name: 'too few puppies → 1 each',
			advisors: ['KS', '2H', '2D'],
			puppies: { S: 3 },
			over: {},
			total: 3
		},
		{
			name: 'unwanted puppies: "worth one point each"',
			advisors: ['2S', '3H', '4D'],
			puppies: { C: 5 },
			over: {},
			total: 5
		},
		{
			name: 'no puppies at all scores 0',
			advisors: ['2S', '3H', '4D'],
			puppies: {},
			over: {},
			total: 0
		},
		{
			name: 'three advisors of one suit, all satisfied: 1 + 2 + 3 of 6 spades = 18 + Coosner 5',
			advisors: ['2S', '5S', '9S'],
			puppies: { S: 6 },
			over: {},
			total: 23
		},
		{
			name: 'three advisors of one suit with 4 spades: satisfy the 9 and the 2 (3 + 1 → 12), the 5 gets none',
			advisors: ['2S', '5S', '9S'],
			puppies: { S: 4 },
			over: {},
			total: 12
		},
		{
			name: 'two advisors of one suit, too many for both: 8 spades to 5♠ 7♠ → 5 + 3 (5 + 9 = 14)',
			advisors: ['5S', '7S', '2H'],
			puppies: { S: 8 },
			over: {},
			total: 14
		},
		{
			name: 'ace + 3 of one suit with 5 spades: the ace reads 4 and the 3 takes 1 (12 + 3)',
			advisors: ['AS', '3S', '2H'],
			puppies: { S: 5 },
			over: {},
			total: 15
		},
		{
			name: 'ace reads 1 with one puppy (best rule)',
			advisors: ['AS', '2H', '2D'],
			puppies: { S: 1 },
			over: {},
			total: 3
		},
		{
			name: 'ace declared 4 with one puppy: unsatisfied (declared rule)',
			advisors: ['AS:4', '2H', '2D'],
			puppies: { S: 1 },
			over: { aceRule: 'declared' as const },
			total: 1
		},
		{
			name: 'ace declared 1 with one puppy: satisfied (declared rule)',
			advisors: ['AS:1', '2H', '2D'],
			puppies: { S: 1 },
			over: { aceRule: 'declared' as const },
			total: 3
		},
		{
			name: 'declared rule Coosner: A♣ declared 4 with 4♣ 4♦ 1♥ → 32',
			advisors: ['AC:4', '10D', '3H'],
			puppies: { C: 4, D: 4, H: 1 },
			over: { aceRule: 'declared' as const },
			total: 32
		},
		{
			name: 'declared rule: A♣ declared 1 with 4♣ 4♦ 1♥ → 4 + 12 + 3 = 19, no Coosner',
			advisors: ['AC:1', '10D', '3H'],
			puppies: { C: 4, D: 4, H: 1 },
			over: { aceRule: 'declared' as const },
			total: 19
		},
		{
			name: 'no Coosner when an advisor is unsatisfied, even with no unwanted puppy',
			advisors: ['2C', '6H', '9D'],
			puppies: { C: 1, H: 2, D: 2 },
			over: {},
			total: 11
		},
		{
			name: 'no Coosner with an unwanted puppy, even when all three are satisfied ("no unwanted puppies")',
			advisors: ['2C', '6H', '9D'],
			puppies: { C: 1, H: 2, D: 3, S: 1 },
			over: {},
			total: 19
		},
		{
			name: 'puppies entered as cards score like counts',
			advisors: ['8S', '4H', 'KD'],
			puppies: ['2S', '3S', '4S', '5H', '2D', '3D', '4D', '5D', '2C', '3C'],
			over: {},
			total: 24
		}
	])('$name → $total', ({ advisors, puppies, over, total }) => {
		const s = score(advisors, puppies, over);
		expect(s.total).toBe(total);
		const gap = s.lines.reduce((n, l) => n + (l.points ?? 0), 0) - s.total;
		expect(gap).toBe(0);
	});

	it.each([
		{ name: 'Coosner with the default 5', over: {}, bonus: 5 },
		{
			name: 'Coosner with the 7 option ("players may agree before a game to make Coosners worth 7")',
			over: { bonus: '7' as const },
			bonus: 7
		}
	])('$name', ({ over, bonus }) => {
		const s = score(['2C', '6H', '9D'], { C: 1, H: 2, D: 3 }, over);
		expect(s.coosner).toBe(true);
		expect(s.bonus).toBe(bonus);
	});
});

describe('the split optimiser (RULES-NOTES Coosner: every split searched, the best kept)', () => {
	it.each([
		{ name: '5 and 7 with 4: 1 + 3', options: [[2], [3]], puppies: 4, shares: [1, 3], points: 10 },
		{ name: '5 and 7 with 5: 2 + 3 both satisfied', options: [[2], [3]], puppies: 5, shares: [2, 3], points: 15 },
		{ name: '5 and 7 with 0: nobody gets anything', options: [[2], [3]], puppies: 0, shares: [0, 0], points: 0 },
		{
			name: 'two 2-wanters with 1: the first advisor entered gets it',
			options: [[1], [1]],
			puppies: 1,
			shares: [1, 0],
			points: 3
		},
		{ name: 'ace alone with 3: reads 4, the nearer miss', options: [[1, 4]], puppies: 3, shares: [3], points: 3 },
		{ name: 'ace alone with 0: reads 1', options: [[1, 4]], puppies: 0, shares: [0], points: 0 },
		{
			name: 'two aces (two packs) with 5: 1 + 4',
			options: [
				[1, 4],
				[1, 4]
			],
			puppies: 5,
			shares: [1, 4],
			points: 15
		},
		{
			name: 'three advisors 1 2 3 with 7: satisfy 3 + 2 + 1 is 6, the seventh breaks one: best 2 + 3 + 2 → 6+9+2 = 17',
			options: [[1], [2], [3]],
			puppies: 7,
			shares: [2, 2, 3],
			points: 17
		}
	])('$name', ({ options, puppies, shares, points }) => {
		const split = bestSplit(options, puppies);
		expect(split?.points).toBe(points);
		expect(split?.shares.reduce((a, b) => a + b, 0)).toBe(puppies);
		expect(split?.shares).toEqual(shares);
	});

	it.each([
		{ options: [], puppies: 1 },
		{ options: [[1], [1], [1], [1]], puppies: 1 },
		{ options: [[5]], puppies: 1 },
		{ options: [[]], puppies: 1 },
		{ options: [[1]], puppies: -1 },
		{ options: [[1]], puppies: 1.5 },
		{ options: [[1]], puppies: 27 },
		{ options: 'junk', puppies: 1 }
	])('refuses $options with $puppies puppies (null, no throw)', ({ options, puppies }) => {
		expect(bestSplit(options as never, puppies)).toBeNull();
	});
});

// ---------------------------------------------------------------- table sizes and options

describe('table sizes (rules/coosner.txt "Number of players"; RULES-NOTES Coosner "Sizes")', () => {
	it.each([
		{ seats: 2, over: {}, hand: 18, pile: 16, max: 15, why: '"both players are dealt 18 cards each": min(16, 15)' },
		{ seats: 3, over: {}, hand: 13, pile: 13, max: 10, why: '"13 each for three players": min(13, 10)' },
		{ seats: 4, over: {}, hand: 18, pile: 32, max: 15, why: 'two packs, hand size 18 by default: min(32, 15)' },
		{ seats: 4, over: { handSize: 13 }, hand: 13, pile: 52, max: 10, why: 'two packs, hand size option 13' },
		{
			seats: 4,
			over: { handSize: 25 },
			hand: 25,
			pile: 4,
			max: 4,
			why: 'two packs, the largest hands leave 4 puppies'
		},
		{
			seats: 2,
			over: { handSize: 10 },
			hand: 18,
			pile: 16,
			max: 15,
			why: 'the hand size option only applies to four players'
		},
		{
			seats: 3,
			over: { handSize: 25 },
			hand: 13,
			pile: 13,
			max: 10,
			why: 'the hand size option only applies to four players'
		}
	])(
		'$seats players $over: hand $hand, pile $pile, at most $max puppies ($why)',
		({ seats, over, hand: h, pile, max }) => {
			const c = config(over);
			expect(handSizeFor(c, seats)).toBe(h);
			expect(pileSize(c, seats)).toBe(pile);
			expect(maxPuppies(c, seats)).toBe(max);
		}
	);
});

describe('options and setup (RULES-NOTES Coosner)', () => {
	// rules/coosner.txt "Number of players": 18 cards with two, 13 with three; the hand size is a
	// setting only with four players (two packs), so only a four-player match shows it.
	it.each([
		[2, false],
		[3, false],
		[4, true]
	])('the hand-size option applies with %i players: %s', (seats, applies) => {
		const spec = coosner.options.find((o) => o.key === 'handSize')!;
		expect(optionApplies(spec, seats)).toBe(applies);
		for (const other of coosner.options.filter((o) => o.key !== 'handSize'))
			expect(optionApplies(other, seats)).toBe(true);
	});

	it('declares its options in form order with the documented defaults', () => {
		expect(coosner.options.map((o) => [o.key, o.default])).toEqual([
			['endScore', 100],
			['bonus', '5'],
			['aceRule', 'best'],
			['handSize', 18]
		]);
		expect(coosner.defaultConfig(3)).toEqual({ endScore: 100, bonus: '5', aceRule: 'best', handSize: 18 });
	});

	it.each([
		{ raw: 'nonsense', expected: DEFAULT_CONFIG },
		{ raw: null, expected: DEFAULT_CONFIG },
		{
			raw: { endScore: 200, bonus: '7', aceRule: 'declared', handSize: 13 },
			expected: { endScore: 200, bonus: '7', aceRule: 'declared', handSize: 13 }
		},
		{ raw: { endScore: 'x', bonus: 9, aceRule: 'maybe', handSize: 2.5 }, expected: DEFAULT_CONFIG },
		{ raw: { endScore: 0, handSize: 99 }, expected: DEFAULT_CONFIG },
		{ raw: { bonus: 7 }, expected: { ...DEFAULT_CONFIG, bonus: '7' } },
		{ raw: { endScore: 150 }, expected: { ...DEFAULT_CONFIG, endScore: 150 } }
	])('parses $raw without throwing', ({ raw, expected }) => {
		expect(coosner.parseConfig(raw, 2)).toEqual(expected);
	});

	it.each([
		{ seats: 1, over: {}, code: 'core.seat-count', field: 'seats' },
		{ seats: 5, over: {}, code: 'core.seat-count', field: 'seats' },
		{ seats: 2, over: { endScore: 0 }, code: 'core.out-of-range', field: 'config.endScore' },
		{ seats: 2, over: { endScore: 10_001 }, code: 'core.out-of-range', field: 'config.endScore' },
		{ seats: 4, over: { handSize: 3 }, code: 'core.out-of-range', field: 'config.handSize' },
		{ seats: 4, over: { handSize: 26 }, code: 'core.out-of-range', field: 'config.handSize' }
	])('rejects a setup with $seats seats and $over ($code)', ({ seats, over, code, field }) => {
		expect(coosner.validateSetup(setup(seats, over))).toContainEqual(expect.objectContaining({ code, field }));
	});

	it.each([2, 3, 4])('accepts the default setup for %i players, one column per player', (seats) => {
		expect(coosner.validateSetup(setup(seats))).toEqual([]);
		expect(coosner.columns(setup(seats))).toHaveLength(seats);
	});

	it('is a highest-wins game whose target is the end score', () => {
		expect(coosner.direction(setup())).toBe('high');
		expect(coosner.target(setup(2, { endScore: 200 }))).toBe(200);
	});

	it('starts a blank form with no advisor and zero puppies for every seat', () => {
		const s = setup(3);
		const empty = coosner.emptyInput(coosner.initialState(s), s);
		expect(empty.players).toHaveLength(3);
		expect(codes(s, empty).map((v) => v.code)).toEqual([
			'coosner.advisor-count',
			'coosner.advisor-count',
			'coosner.advisor-count'
		]);
	});
});

// ---------------------------------------------------------------- bad input

describe('bad input (RULES-NOTES Coosner "Checks")', () => {
	const two = setup(2);
	const three = setup(3);
	const four = setup(4);
	const declared = setup(2, { aceRule: 'declared' });
	it.each([
		{
			name: 'the same card as advisor of two players (one pack)',
			s: two,
			input: round(hand(['8S', '2H', '2D'], {}), hand(['8S', '3H', '3D'], {})),
			expected: {
				code: 'coosner.duplicate-card',
				field: 'players.1.advisors.0.card',
				values: { card: '8S', count: 2, max: 1 }
			}
		},
		{
			name: "an advisor that is also another player's puppy card",
			s: two,
			input: round(hand(['8S', '2H', '2D'], {}), hand(['3S', '3H', '3D'], ['8S'])),
			expected: {
				code: 'coosner.duplicate-card',
				field: 'players.1.puppies.cards.0',
				values: { card: '8S', count: 2, max: 1 }
			}
		},
		{
			name: 'the same puppy card twice in one hand',
			s: two,
			input: round(hand(['8S', '2H', '2D'], ['5C', '5C']), QUIET),
			expected: {
				code: 'coosner.duplicate-card',
				field: 'players.0.puppies.cards.1',
				values: { card: '5C', count: 2, max: 1 }
			}
		},
		{
			name: 'three copies of a card with two packs (four players)',
			s: four,
			input: round(
				hand(['8S', '2H', '2D'], {}),
				hand(['8S', '3H', '3D'], {}),
				hand(['8S', '4H', '4D'], {}),
				hand(['5S', '5H', '5D'], {})
			),
			expected: {
				code: 'coosner.duplicate-card',
				field: 'players.2.advisors.0.card',
				values: { card: '8S', count: 3, max: 2 }
			}
		},
		{
			name: 'more puppies than two players can buy: 10 + 6 > 15',
			s: two,
			input: round(hand(['8S', '2H', '2D'], { C: 10 }), hand(['3S', '3H', '3D'], { D: 6 })),
			expected: { code: 'coosner.too-many-puppies', field: 'players', values: { count: 16, max: 15 } }
		},
		{
			name: 'more puppies than three players can buy: 4 + 4 + 3 > 10',
			s: three,
			input: round(
				hand(['8S', '2H', '2D'], { C: 4 }),
				hand(['3S', '3H', '3D'], { D: 4 }),
				hand(['4S', '4H', '4D'], { H: 3 })
			),
			expected: { code: 'coosner.too-many-puppies', field: 'players', values: { count: 11, max: 10 } }
		},
		{
			name: 'more puppies than four players can buy: 4 × 4 > 15',
			s: four,
			input: round(
				hand(['8S', '2H', '2D'], { C: 4 }),
				hand(['3S', '3H', '3D'], { C: 4 }),
				hand(['4S', '4H', '4D'], { C: 4 }),
				hand(['5S', '5H', '5D'], { C: 4 })
			),
			expected: { code: 'coosner.too-many-puppies', field: 'players', values: { count: 16, max: 15 } }
		},
		{
			name: 'one player with more puppies than anyone can buy (16 > 15, counts)',
			s: two,
			input: round(hand(['8S', '2H', '2D'], { C: 8, D: 8 }), QUIET),
			expected: { code: 'coosner.too-many-puppies', field: 'players.0.puppies', values: { count: 16, max: 15 } }
		},
		{
			name: 'one player with more puppy cards than anyone can buy (11 > 10, three players)',
			s: three,
			input: round(
				hand(['8S', '2H', '2D'], ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC']),
				hand(['3S', '3H', '3D'], {}),
				hand(['4S', '4H', '4D'], {})
			),
			expected: { code: 'coosner.too-many-puppies', field: 'players.0.puppies', values: { count: 11, max: 10 } }
		},
		{
			name: 'a single count beyond the limit',
			s: two,
			input: round(hand(['8S', '2H', '2D'], { C: 16 }), QUIET),
			expected: { code: 'core.out-of-range', field: 'players.0.puppies.counts.C', values: { min: 0, max: 15 } }
		},
		{
			name: 'two advisors instead of three',
			s: two,
			input: round(hand(['8S', '2H'], {}), QUIET),
			expected: { code: 'coosner.advisor-count', field: 'players.0.advisors', values: { count: 2 } }
		},
		{
			name: 'four advisors instead of three',
			s: two,
			input: round(QUIET, hand(['8S', '2H', '2D', '2C'], {})),
			expected: { code: 'coosner.advisor-count', field: 'players.1.advisors', values: { count: 4 } }
		},
		{
			name: 'advisors that are not a list',
			s: two,
			input: round({ advisors: 'AS', puppies: { counts: {} } } as never, QUIET),
			expected: { code: 'coosner.advisor-count', field: 'players.0.advisors', values: { count: 0 } }
		},
		{
			name: 'a negative puppy count',
			s: two,
			input: round(hand(['8S', '2H', '2D'], { S: -1 }), QUIET),
			expected: { code: 'core.out-of-range', field: 'players.0.puppies.counts.S', values: { min: 0, max: 15 } }
		},
		{
			name: 'a puppy count that is not whole',
			s: two,
			input: round(hand(['8S', '2H', '2D'], { H: 1.5 }), QUIET),
			expected: { code: 'core.not-whole', field: 'players.0.puppies.counts.H', values: undefined }
		},
		{
			name: 'a puppy count that is not a number',
			s: two,
			input: round(hand(['8S', '2H', '2D'], { D: 'three' as never }), QUIET),
			expected: { code: 'core.not-a-number', field: 'players.0.puppies.counts.D', values: undefined }
		},
		{
			name: 'a puppy count that is NaN',
			s: two,
			input: round(hand(['8S', '2H', '2D'], { C: Number.NaN }), QUIET),
			expected: { code: 'core.not-a-number', field: 'players.0.puppies.counts.C', values: undefined }
		},
		{
			name: 'an ace with no declaration under the declared rule',
			s: declared,
			input: round(hand(['AS', '2H', '2D'], {}), QUIET),
			expected: { code: 'coosner.ace-undeclared', field: 'players.0.advisors.0.aceWants', values: { card: 'AS' } }
		},
		{
			name: 'an ace declared 2 under the declared rule',
			s: declared,
			input: round(hand(['AS:2', '2H', '2D'], {}), QUIET),
			expected: { code: 'coosner.ace-undeclared', field: 'players.0.advisors.0.aceWants', values: { card: 'AS' } }
		},
		{
			name: 'an advisor that is not a card',
			s: two,
			input: round(hand(['ZZ', '2H', '2D'], {}), QUIET),
			expected: { code: 'coosner.not-a-card', field: 'players.0.advisors.0.card', values: undefined }
		},
		{
			name: 'the joker as an advisor',
			s: two,
			input: round(hand(['JK', '2H', '2D'], {}), QUIET),
			expected: { code: 'coosner.not-a-card', field: 'players.0.advisors.0.card', values: undefined }
		},
		{
			name: 'a puppy card that is not a card',
			s: two,
			input: round(hand(['8S', '2H', '2D'], ['5C', 7 as never]), QUIET),
			expected: { code: 'coosner.not-a-card', field: 'players.0.puppies.cards.1', values: undefined }
		},
		{
			name: 'no puppies entry',
			s: two,
			input: round({ advisors: [{ card: '8S' }, { card: '2H' }, { card: '2D' }] } as never, QUIET),
			expected: { code: 'coosner.puppies-missing', field: 'players.0.puppies', values: undefined }
		},
		{
			name: 'puppies as both counts and cards',
			s: two,
			input: round(
				{ advisors: [{ card: '8S' }, { card: '2H' }, { card: '2D' }], puppies: { counts: {}, cards: [] } } as never,
				QUIET
			),
			expected: { code: 'coosner.puppies-both', field: 'players.0.puppies', values: undefined }
		},
		{
			name: 'more cards of a suit than the pack holds (counts): 9 spade advisors + 5 spade puppies > 13',
			s: three,
			input: round(hand(['2S', '3S', '4S'], { S: 5 }), hand(['5S', '6S', '7S'], {}), hand(['8S', '9S', '10S'], {})),
			expected: { code: 'coosner.suit-overflow', field: 'players', values: { suit: 'S', count: 14, max: 13 } }
		},
		{
			name: 'one player short',
			s: three,
			input: round(QUIET, hand(['5S', '6S', '7S'], {})),
			expected: { code: 'coosner.players-missing', field: 'players', values: { count: 2, expected: 3 } }
		},
		{
			name: 'a missing player entry',
			s: two,
			input: { players: [null, QUIET] },
			expected: { code: 'core.required', field: 'players.0', values: undefined }
		},
		{
			name: 'null',
			s: two,
			input: null,
			expected: { code: 'coosner.players-missing', field: 'players', values: { count: 0, expected: 2 } }
		},
		{
			name: 'a string',
			s: two,
			input: 'junk',
			expected: { code: 'coosner.players-missing', field: 'players', values: { count: 0, expected: 2 } }
		}
	])('$name → $expected.code', ({ s, input, expected }) => {
		expect(codes(s, input)).toContainEqual(expected);
	});

	it.each([
		{
			name: 'the same card twice is fine with two packs (four players)',
			s: four,
			input: round(
				hand(['8S', '2H', '2D'], ['8S']),
				hand(['3S', '3H', '3D'], {}),
				hand(['4S', '4H', '4D'], {}),
				hand(['5S', '5H', '5D'], {})
			)
		},
		{
			name: 'an ace declaration is ignored under the best rule',
			s: two,
			input: round(hand(['AS:2', '2H', '2D'], {}), QUIET)
		},
		{
			name: 'exactly the limit of puppies (15 with two players)',
			s: two,
			input: round(hand(['8S', '2H', '2D'], { C: 10 }), hand(['3S', '3H', '3D'], { D: 5 }))
		},
		{
			name: 'exactly the limit of puppies (10 with three players)',
			s: three,
			input: round(
				hand(['8S', '2H', '2D'], { C: 4 }),
				hand(['3S', '3H', '3D'], { D: 4 }),
				hand(['4S', '4H', '4D'], { H: 2 })
			)
		},
		{ name: 'a missing suit in the counts counts 0', s: two, input: round(hand(['8S', '2H', '2D'], { S: 3 }), QUIET) }
	])('accepts: $name', ({ s, input }) => {
		expect(codes(s, input)).toEqual([]);
	});

	it('an invalid round is reported and skipped: nothing scored, nothing lost', () => {
		const folded = foldMatch(coosner, two, [
			round(hand(['8S', '2H'], { S: 3 }), QUIET),
			round(hand(['8S', '2H', '2D'], { S: 3 }), QUIET)
		]);
		expect(folded.rounds[0]!.result).toBeNull();
		expect(folded.rounds[0]!.violations.length).toBeGreaterThan(0);
		expect(folded.state.totals).toEqual([9, 0]);
	});

	it('scorePlayer reports the same problems with relative fields, for the form before saving', () => {
		const r = scorePlayer([{ card: '8S' }, { card: 'ZZ' }], { counts: { S: -2 } }, DEFAULT_CONFIG, 2);
		expect(r.ok).toBe(false);
		expect(!r.ok && r.violations.map((v) => [v.code, v.field])).toEqual([
			['coosner.advisor-count', 'advisors'],
			['coosner.not-a-card', 'advisors.1.card'],
			['core.out-of-range', 'puppies.counts.S']
		]);
	});

	it('scorePlayer without a seat count checks the shape only (any card at most twice, 22 puppies)', () => {
		expect(
			scorePlayer([{ card: '8S' }, { card: '8S' }, { card: '2D' }], { counts: { C: 20 } }, DEFAULT_CONFIG).ok
		).toBe(true);
		expect(scorePlayer([{ card: '8S' }, { card: '8S' }, { card: '8S' }], { counts: {} }, DEFAULT_CONFIG).ok).toBe(
			false
		);
		expect(
			scorePlayer([{ card: '8S' }, { card: '2H' }, { card: '2D' }], { counts: { C: 23 } }, DEFAULT_CONFIG).ok
		).toBe(false);
		expect(scorePlayer([{ card: '8S' }, { card: '8S' }, { card: '2D' }], { counts: {} }, DEFAULT_CONFIG, 2).ok).toBe(
			false
		);
	});
});

// ---------------------------------------------------------------- rounds, turns and the end of the game

describe('a round of the match (rules/coosner.txt "…the player who had the highest total wins the round")', () => {
	it('names the round winner without points; ties share it', () => {
		const s = setup(3);
		const a = hand(['8S', '2H', '2D'], { S: 3 });
		const b = hand(['3S', '3H', '3D'], { H: 1 });
		const c = hand(['4S', '4H', '4D'], { S: 1, H: 1, D: 1 });
		const single = applyInput(coosner, coosner.initialState(s), round(a, b, c), s).result;
		expect(single.points).toEqual([9, 3, 3]);
		expect(single.lines.filter((l) => l.rule.startsWith('coosner.round-'))).toEqual([
			{ rule: 'coosner.round-winner', values: { column: 0, score: 9 }, column: 0 }
		]);
		const shared = applyInput(
			coosner,
			coosner.initialState(s),
			round(hand(['8S', '2H', '2D'], { H: 3 }), b, c),
			s
		).result;
		expect(shared.points).toEqual([3, 3, 3]);
		expect(shared.lines.filter((l) => l.rule === 'coosner.round-shared').map((l) => l.column)).toEqual([0, 1, 2]);
		expect(explanationGaps(shared)).toEqual([0, 0, 0]);
	});

	it.each([
		{ seats: 2, firstDealer: 0, rounds: 0, dealer: 0, flips: 1 },
		{ seats: 2, firstDealer: 0, rounds: 1, dealer: 1, flips: 0 },
		{ seats: 3, firstDealer: 1, rounds: 0, dealer: 1, flips: 2 },
		{ seats: 3, firstDealer: 1, rounds: 2, dealer: 0, flips: 1 },
		{ seats: 4, firstDealer: 3, rounds: 1, dealer: 0, flips: 1 }
	])(
		'$seats players, first dealer $firstDealer, after $rounds rounds: seat $dealer deals, seat $flips flips first ("the player to the left of last round\'s dealer becomes the new dealer")',
		({ seats, firstDealer, rounds, dealer, flips }) => {
			const s = setup(seats, {}, { firstDealer });
			const quiet = ['2', '3', '4', '5'].map((r) => hand([`${r}S`, `${r}H`, `${r}D`], {})).slice(0, seats);
			const folded = foldMatch(
				coosner,
				s,
				Array.from({ length: rounds }, () => round(...quiet))
			);
			expect(coosner.turn(folded.state as never, s)).toEqual([
				{ role: 'dealer', seat: dealer },
				{ role: 'flips-first', seat: flips }
			]);
		}
	);
});

describe('end of the game (rules/coosner.txt last paragraph; RULES-NOTES Coosner "Game")', () => {
	/** A two-player round worth exactly [a, b] points (a ≤ 12, b ≤ 12, a + b ≤ 15), all in unwanted puppies. */
	function worth(a: number, b: number): CoosnerInput {
		return round(hand(['2S', '2H', '2D'], { C: a }), hand(['3S', '3H', '3C'], { D: b }));
	}
	it.each([
		{
			name: 'the first to reach the end score wins',
			over: {},
			starting: [95, 50],
			rounds: [worth(5, 3)],
			outcome: { over: true, winners: [0], reason: 'coosner.end-score-reached' }
		},
		{
			name: 'both past it: the higher total wins ("the player with the highest score is the winner")',
			over: {},
			starting: [95, 97],
			rounds: [worth(10, 5)],
			outcome: { over: true, winners: [0], reason: 'coosner.end-score-reached' }
		},
		{
			name: 'a tie at the top plays on ("players continue to play rounds")',
			over: {},
			starting: [95, 97],
			rounds: [worth(7, 5)],
			outcome: { over: false }
		},
		{
			name: 'the tie is settled by a later round',
			over: {},
			starting: [95, 97],
			rounds: [worth(7, 5), worth(1, 0)],
			outcome: { over: true, winners: [0], reason: 'coosner.end-score-reached' }
		},
		{
			name: 'below the end score nothing ends',
			over: {},
			starting: [90, 50],
			rounds: [worth(9, 3)],
			outcome: { over: false }
		},
		{
			name: 'end score 200 (option)',
			over: { endScore: 200 },
			starting: [190, 50],
			rounds: [worth(10, 3)],
			outcome: { over: true, winners: [0], reason: 'coosner.end-score-reached' }
		},
		{
			name: 'end score 200: 100 is not the end',
			over: { endScore: 200 },
			starting: [95, 50],
			rounds: [worth(10, 3)],
			outcome: { over: false }
		},
		{
			name: 'custom end score 30',
			over: { endScore: 30 },
			starting: [0, 0],
			rounds: [worth(10, 3), worth(10, 3), worth(10, 3)],
			outcome: { over: true, winners: [0], reason: 'coosner.end-score-reached' }
		},
		{
			name: 'the second player can win',
			over: {},
			starting: [60, 92],
			rounds: [worth(5, 8)],
			outcome: { over: true, winners: [1], reason: 'coosner.end-score-reached' }
		}
	])('$name', ({ over, starting, rounds, outcome }) => {
		const s = setup(2, over, { startingScores: starting });
		expect(foldMatch(coosner, s, rounds).outcome).toEqual(outcome);
	});

	it('explains the end: the winner line, or that a tie at the top plays on', () => {
		const s = setup(2, {}, { startingScores: [95, 97] });
		const tie = foldMatch(coosner, s, [worth(7, 5)]);
		expect(tie.rounds[0]!.result!.lines.at(-1)).toEqual({
			rule: 'coosner.tie-plays-on',
			values: { total: 102, endScore: 100 }
		});
		const won = foldMatch(coosner, s, [worth(7, 5), worth(1, 0)]);
		expect(won.rounds[1]!.result!.lines.at(-1)).toEqual({
			rule: 'coosner.end-score-reached',
			values: { column: 0, total: 103, endScore: 100 },
			column: 0
		});
	});

	it('a round stored after the end is reported, not applied', () => {
		const s = setup(2, {}, { startingScores: [95, 50] });
		const folded = foldMatch(coosner, s, [worth(5, 0), worth(5, 0)]);
		expect(folded.state.totals).toEqual([100, 50]);
		expect(folded.rounds[1]!.violations[0]!.code).toBe('core.after-end');
	});

	it('a match that has not played a round is not over, whatever its starting scores', () => {
		const s = setup(2, {}, { startingScores: [150, 0] });
		expect(coosner.outcome(coosner.initialState(s), s)).toEqual({ over: false });
	});

	it.each([
		{ totals: [99, 98], end: { reached: false } },
		{ totals: [100, 98], end: { reached: true, winner: 0 } },
		{ totals: [100, 100, 20], end: { reached: true, tied: [0, 1] } },
		{ totals: [110, 120, 90], end: { reached: true, winner: 1 } }
	])('endCheck($totals, 100)', ({ totals, end }) => {
		expect(endCheck(totals, 100)).toEqual(end);
	});

	it('a three-player match played to 100', () => {
		const s = setup(3);
		// Seat 0 makes a Coosner worth 23 each round; seats 1 and 2 score little.
		const r = round(
			hand(['2C', '6H', '9D'], { C: 1, H: 2, D: 3 }),
			hand(['3S', '3H', '3D'], { S: 1 }),
			hand(['4S', '4H', '4D'], { S: 2 })
		);
		const folded = foldMatch(coosner, s, [r, r, r, r, r]);
		expect(folded.rounds.map((x) => x.totals)).toEqual([
			[23, 3, 6],
			[46, 6, 12],
			[69, 9, 18],
			[92, 12, 24],
			[115, 15, 30]
		]);
		expect(folded.outcome).toEqual({ over: true, winners: [0], reason: 'coosner.end-score-reached' });
		expect(coosner.turn(folded.state as never, s)).toEqual([
			{ role: 'dealer', seat: 2 },
			{ role: 'flips-first', seat: 0 }
		]);
	});
});

// ---------------------------------------------------------------- the puppy-purchase referee

describe('the puppy-purchase referee (rules/coosner.txt "Buying a puppy", "Values when buying", "Flipping another puppy")', () => {
	const offers = (...cards: string[]) => cards.map((card, seat) => ({ seat, card }));
	it.each([
		{
			name: '"a 3 of clubs beats a 9 of spades when attempting to buy a club puppy"',
			puppy: 'QC',
			offers: offers('9S', '3C'),
			flipper: 0,
			expected: { tie: false, buyer: 1, winningCard: '3C', bySuit: true, nextFlipper: 1 }
		},
		{
			name: '"the highest valued card of the same suit as the puppy wins the puppy"',
			puppy: '2H',
			offers: offers('5H', 'KS', '9H'),
			flipper: 1,
			expected: { tie: false, buyer: 2, winningCard: '9H', bySuit: true, nextFlipper: 2 }
		},
		{
			name: '"If none of the cards … has the puppy\'s suit, the player who played the highest valued card wins"',
			puppy: '7C',
			offers: offers('10S', 'KH', '4D'),
			flipper: 0,
			expected: { tie: false, buyer: 1, winningCard: 'KH', bySuit: false, nextFlipper: 1 }
		},
		{
			name: '"Ace is always high": the ace beats the king',
			puppy: '5D',
			offers: offers('KD', 'AD'),
			flipper: 0,
			expected: { tie: false, buyer: 1, winningCard: 'AD', bySuit: true, nextFlipper: 1 }
		},
		{
			name: '"Ace is always high" off suit too',
			puppy: '5D',
			offers: offers('AS', 'KH'),
			flipper: 1,
			expected: { tie: false, buyer: 0, winningCard: 'AS', bySuit: false, nextFlipper: 0 }
		},
		{
			name: '"a diamond puppy is showing and the highest cards played are a 9 of hearts and a 9 of spades": tie, the last flipper flips again',
			puppy: '6D',
			offers: offers('9H', '9S', '4C'),
			flipper: 2,
			expected: { tie: true, tiedSeats: [0, 1], discarded: ['6D', '9H', '9S', '4C'], nextFlipper: 2 }
		},
		{
			name: 'a tie below a card of the suit is no tie: the suit card wins',
			puppy: '6D',
			offers: offers('9H', '9S', '2D'),
			flipper: 0,
			expected: { tie: false, buyer: 2, winningCard: '2D', nextFlipper: 2 }
		},
		{
			name: 'two packs: the same card twice at the top of the suit is a tie',
			puppy: '6D',
			offers: offers('9D', '9D', '3D', 'AS'),
			flipper: 3,
			expected: { tie: true, tiedSeats: [0, 1], nextFlipper: 3 }
		}
	])('$name', ({ puppy, offers: o, flipper, expected }) => {
		const r = buyPuppy(puppy, o, flipper);
		expect(r.ok).toBe(true);
		expect(r.ok && r.purchase).toMatchObject(expected);
	});

	it('explains the purchase and who flips next', () => {
		const r = buyPuppy('QC', offers('9S', '3C'), 0);
		expect(r.ok && r.purchase.lines).toEqual([
			{ rule: 'coosner.buy-suit', values: { seat: 1, card: '3C', puppyCard: 'QC' } },
			{ rule: 'coosner.next-flipper', values: { seat: 1 } }
		]);
		const highest = buyPuppy('7C', offers('10S', 'KH'), 0);
		expect(highest.ok && highest.purchase.lines[0]).toEqual({
			rule: 'coosner.buy-highest',
			values: { seat: 1, card: 'KH', puppyCard: '7C' }
		});
		const tie = buyPuppy('6D', offers('9H', '9S'), 1);
		expect(tie.ok && tie.purchase.lines).toEqual([
			{ rule: 'coosner.buy-tie', values: { puppyCard: '6D', cards: '9H,9S' } },
			{ rule: 'coosner.next-flipper', values: { seat: 1 } }
		]);
		const bought = buyPuppy('2H', offers('5H', 'KS', '9H'), 1);
		expect(bought.ok && bought.purchase.discarded).toEqual(['5H', 'KS', '9H']);
	});

	it.each([
		{
			name: 'a puppy that is not a card',
			puppy: 'XX',
			offers: offers('9S', '3C'),
			flipper: 0,
			code: 'coosner.not-a-card',
			field: 'puppy'
		},
		{
			name: 'one offer only',
			puppy: 'QC',
			offers: offers('9S'),
			flipper: 0,
			code: 'coosner.offer-count',
			field: 'offers'
		},
		{
			name: 'five offers',
			puppy: 'QC',
			offers: offers('9S', '3C', '4C', '5C', '6C'),
			flipper: 0,
			code: 'coosner.offer-count',
			field: 'offers'
		},
		{
			name: 'offers that are not a list',
			puppy: 'QC',
			offers: null,
			flipper: 0,
			code: 'coosner.offer-count',
			field: 'offers'
		},
		{
			name: 'an offered card that is not a card',
			puppy: 'QC',
			offers: offers('9S', 'JK'),
			flipper: 0,
			code: 'coosner.not-a-card',
			field: 'offers.1.card'
		},
		{
			name: 'the same seat offering twice',
			puppy: 'QC',
			offers: [
				{ seat: 0, card: '9S' },
				{ seat: 0, card: '3C' }
			],
			flipper: 0,
			code: 'coosner.seat-twice',
			field: 'offers.1.seat'
		},
		{
			name: 'a seat that does not exist',
			puppy: 'QC',
			offers: [
				{ seat: 0, card: '9S' },
				{ seat: 7, card: '3C' }
			],
			flipper: 0,
			code: 'core.out-of-range',
			field: 'offers.1.seat'
		},
		{
			name: 'a seat that is not a number',
			puppy: 'QC',
			offers: [
				{ seat: 0, card: '9S' },
				{ seat: 'x', card: '3C' }
			],
			flipper: 0,
			code: 'core.not-a-number',
			field: 'offers.1.seat'
		},
		{
			name: 'a flipper who did not offer',
			puppy: 'QC',
			offers: offers('9S', '3C'),
			flipper: 2,
			code: 'coosner.flipper-not-offering',
			field: 'flipper'
		},
		{
			name: 'a flipper that is not whole',
			puppy: 'QC',
			offers: offers('9S', '3C'),
			flipper: 0.5,
			code: 'core.not-whole',
			field: 'flipper'
		},
		{
			name: 'the puppy offered again with one pack',
			puppy: '9S',
			offers: offers('9S', '3C'),
			flipper: 0,
			code: 'coosner.duplicate-card',
			field: 'offers.0.card'
		},
		{
			name: 'the same card offered twice with one pack',
			puppy: 'QC',
			offers: offers('9S', '9S', '2H'),
			flipper: 0,
			code: 'coosner.duplicate-card',
			field: 'offers.1.card'
		},
		{
			name: 'a card three times with two packs',
			puppy: '9S',
			offers: offers('9S', '9S', '2H', '3H'),
			flipper: 0,
			code: 'coosner.duplicate-card',
			field: 'offers.1.card'
		}
	])('rejects $name ($code)', ({ puppy, offers: o, flipper, code, field }) => {
		const r = buyPuppy(puppy, o, flipper);
		expect(r.ok).toBe(false);
		expect(!r.ok && r.violations).toContainEqual(expect.objectContaining({ code, field }));
	});
});
