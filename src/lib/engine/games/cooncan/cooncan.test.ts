/**
 * Cooncan for three, table by table (RULES-NOTES Cooncan): the settlements,
 * every count, void and doubled deals, every option, the bad inputs, the deal's rotation and the
 * end of the match.
 */
import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { applyInput, explanationGaps } from '../../core/testing';
import type { MatchSetup } from '../../core/types';
import {
	DEFAULT_CONFIG,
	options,
	cardCount,
	cooncan,
	handCount,
	maxHandCount,
	minHandCount,
	parseConfig,
	payments,
	type CooncanConfig,
	type CooncanInput,
	type CooncanState
} from './index';

const A = 0;
const B = 1;
const C = 2;

function setup(
	config: Partial<CooncanConfig> = {},
	firstDealer = 0,
	startingScores?: number[]
): MatchSetup<CooncanConfig> {
	return { config: { ...DEFAULT_CONFIG, ...config }, seatCount: 3, firstDealer, startingScores };
}

/** A deal won by `winner`; each other hand given as a card list or a count. */
function out(winner: number, hands: Record<number, string[] | number>): CooncanInput {
	const entries = [0, 1, 2].map((seat) => {
		const h = hands[seat];
		if (h === undefined) return null;
		return typeof h === 'number' ? { count: h } : { cards: h as never[] };
	});
	return { kind: 'out', winner, hands: entries };
}
const RAN_OUT: CooncanInput = { kind: 'pack-ran-out' };

function fold(s: MatchSetup<CooncanConfig>, inputs: unknown[]) {
	return foldMatch(cooncan, s, inputs);
}

function play(s: MatchSetup<CooncanConfig>, input: unknown, state: CooncanState = cooncan.initialState(s)) {
	expect(violationsOf(cooncan, state, input, s)).toEqual([]);
	return applyInput(cooncan, state, input as CooncanInput, s);
}

const DONE_WHEN = out(A, { [B]: ['KS', '7D', '3C'], [C]: ['AH', '9S', '2D'] });

describe('settlement: the worked examples', () => {
	it.each([
		{
			rule: 'RULES-NOTES Cooncan: "Each loser pays the winner that count" (ace 11)',
			config: {},
			input: DONE_WHEN,
			points: [42, -20, -22]
		},
		{
			rule: 'RULES-NOTES Cooncan: "Option: ace 1"',
			config: { aceValue: '1' as const },
			input: DONE_WHEN,
			points: [32, -20, -12]
		},
		{
			rule: 'RULES-NOTES Cooncan: "joker 15" (B holds the joker, 4 hearts, Q clubs; C holds 5 spades)',
			config: { joker: true },
			input: out(A, { [B]: ['JK', '4H', 'QC'], [C]: ['5S'] }),
			points: [34, -29, -5]
		},
		{
			rule: 'RULES-NOTES Cooncan: "Pack exhausted with nobody out: the deal is void (nobody pays)"',
			config: {},
			input: RAN_OUT,
			points: [0, 0, 0]
		},
		{
			rule: 'RULES-NOTES Cooncan: the void deal itself pays nothing with the double-next option either',
			config: { packRunOut: 'double-next' as const },
			input: RAN_OUT,
			points: [0, 0, 0]
		}
	])('$rule → $points', ({ config, input, points }) => {
		const s = setup(config);
		const { result } = play(s, input);
		expect(result.points).toEqual(points);
		expect(explanationGaps(result)).toEqual([0, 0, 0]);
	});

	it.each([
		{
			rule: 'RULES-NOTES Cooncan: "Option: the next deal\'s settlement counts double"',
			config: { packRunOut: 'double-next' as const },
			deals: [RAN_OUT, DONE_WHEN],
			last: [84, -40, -44],
			totals: [84, -40, -44]
		},
		{
			rule: 'RULES-NOTES Cooncan: "several void deals in a row still make it only double"',
			config: { packRunOut: 'double-next' as const },
			deals: [RAN_OUT, RAN_OUT, RAN_OUT, DONE_WHEN],
			last: [84, -40, -44],
			totals: [84, -40, -44]
		},
		{
			rule: 'RULES-NOTES Cooncan: only the next settled deal is doubled, the one after is plain',
			config: { packRunOut: 'double-next' as const },
			deals: [RAN_OUT, DONE_WHEN, DONE_WHEN],
			last: [42, -20, -22],
			totals: [126, -60, -66]
		},
		{
			rule: 'RULES-NOTES Cooncan: default void deal, the next deal is not doubled',
			config: {},
			deals: [RAN_OUT, DONE_WHEN],
			last: [42, -20, -22],
			totals: [42, -20, -22]
		},
		{
			rule: 'RULES-NOTES Cooncan: doubled deal with typed counts and the ace at 1',
			config: { packRunOut: 'double-next' as const, aceValue: '1' as const },
			deals: [RAN_OUT, out(C, { [A]: 12, [B]: 3 })],
			last: [-24, -6, 30],
			totals: [-24, -6, 30]
		}
	])('$rule', ({ config, deals, last, totals }) => {
		const folded = fold(setup(config), deals);
		expect(folded.rounds.every((r) => r.violations.length === 0)).toBe(true);
		const result = folded.rounds.at(-1)!.result!;
		expect(result.points).toEqual(last);
		expect(explanationGaps(result)).toEqual([0, 0, 0]);
		expect(folded.state.totals).toEqual(totals);
	});
});

describe('counts (RULES-NOTES Cooncan: "joker 15, ace 11, K Q J 10, others at face value … Option: ace 1")', () => {
	it.each([
		{ card: 'JK', ace: '11' as const, count: 15 },
		{ card: 'JK', ace: '1' as const, count: 15 },
		{ card: 'AS', ace: '11' as const, count: 11 },
		{ card: 'AH', ace: '1' as const, count: 1 },
		{ card: 'KD', ace: '11' as const, count: 10 },
		{ card: 'QC', ace: '11' as const, count: 10 },
		{ card: 'JS', ace: '1' as const, count: 10 },
		{ card: '10H', ace: '11' as const, count: 10 },
		{ card: '9D', ace: '11' as const, count: 9 },
		{ card: '5C', ace: '1' as const, count: 5 },
		{ card: '2S', ace: '11' as const, count: 2 },
		{ card: 'ZZ', ace: '11' as const, count: null },
		{ card: 42, ace: '11' as const, count: null },
		{ card: null, ace: '1' as const, count: null }
	])('$card counts $count with the ace at $ace', ({ card, ace, count }) => {
		expect(cardCount(card, ace)).toBe(count);
	});

	it.each([
		{ config: { joker: false, aceValue: '11' as const }, min: 2, max: 74 },
		{ config: { joker: true, aceValue: '11' as const }, min: 2, max: 79 },
		{ config: { joker: false, aceValue: '1' as const }, min: 1, max: 70 },
		{ config: { joker: true, aceValue: '1' as const }, min: 1, max: 75 }
	])('a typed count lies between one card and the best seven: $config → $min..$max', ({ config, min, max }) => {
		expect(minHandCount(config)).toBe(min);
		expect(maxHandCount(config)).toBe(max);
	});

	it('a hand counts the sum of its cards', () => {
		expect(handCount(['KS', '7D', '3C'])).toBe(20);
		expect(handCount(['AH', '9S', '2D'], '1')).toBe(12);
		expect(handCount([])).toBe(0);
	});
});

describe('scoring branches (RULES-NOTES Cooncan: "Each loser pays the winner that count; losers do not pay each other")', () => {
	it.each([
		{ rule: 'B goes out, both losers typed as counts', input: out(B, { [A]: 30, [C]: 7 }), points: [-30, 37, -7] },
		{
			rule: 'C goes out, cards and a count mixed',
			input: out(C, { [A]: ['10S', 'JH'], [B]: 4 }),
			points: [-20, -4, 24]
		},
		{ rule: 'a single low card pays its face value', input: out(A, { [B]: ['2C'], [C]: ['3C'] }), points: [5, -2, -3] },
		{
			rule: 'seven cards, the most a loser can hold',
			input: out(A, { [B]: ['AS', 'AH', 'AD', 'AC', 'KS', 'KH', 'KD'], [C]: ['2S'] }),
			points: [76, -74, -2]
		},
		{
			rule: "the winner's empty entry may be null, {}, {cards: []} or {count: 0}",
			input: { kind: 'out', winner: 1, hands: [{ count: 10 }, { count: 0 }, { cards: ['4D'] }] },
			points: [-10, 14, -4]
		},
		{
			rule: 'a loser never pays the other loser, whatever the counts',
			input: out(A, { [B]: 70, [C]: 2 }),
			points: [72, -70, -2]
		}
	])('$rule', ({ input, points }) => {
		const s = setup();
		const { result } = play(s, input);
		expect(result.points).toEqual(points);
		expect(result.points.reduce((a, b) => a + b, 0)).toBe(0);
		expect(explanationGaps(result)).toEqual([0, 0, 0]);
	});

	it('payments() gives each loser, starting left of the winner, its count and what it pays', () => {
		expect(payments(DONE_WHEN as never, DEFAULT_CONFIG, false)).toEqual([
			{ seat: 1, count: 20, paid: 20 },
			{ seat: 2, count: 22, paid: 22 }
		]);
		expect(payments(out(B, { [A]: 5, [C]: 6 }) as never, DEFAULT_CONFIG, true)).toEqual([
			{ seat: 2, count: 6, paid: 12 },
			{ seat: 0, count: 5, paid: 10 }
		]);
	});
});

describe('explanation ("B pays A 20 (K spades 10, 7 diamonds 7, 3 clubs 3)")', () => {
	it("says who went out, what each loser pays with each card's count, and what the winner collects", () => {
		const { result } = play(setup(), DONE_WHEN);
		expect(result.lines).toEqual([
			{ rule: 'cooncan.went-out', values: { seat: 0 } },
			{
				rule: 'cooncan.pays',
				values: { seat: 1, winnerSeat: 0, points: 20, count: 20, cards: 'KS,7D,3C', cardCounts: 'KS:10,7D:7,3C:3' },
				column: 1,
				points: -20
			},
			{ rule: 'cooncan.collects', values: { seat: 0, fromSeat: 1, points: 20 }, column: 0, points: 20 },
			{
				rule: 'cooncan.pays',
				values: { seat: 2, winnerSeat: 0, points: 22, count: 22, cards: 'AH,9S,2D', cardCounts: 'AH:11,9S:9,2D:2' },
				column: 2,
				points: -22
			},
			{ rule: 'cooncan.collects', values: { seat: 0, fromSeat: 2, points: 22 }, column: 0, points: 22 }
		]);
	});

	it('a typed count says so; a doubled deal shows the doubling', () => {
		const s = setup({ packRunOut: 'double-next', joker: true });
		const voided = play(s, RAN_OUT);
		expect(voided.result.lines.map((l) => l.rule)).toEqual(['cooncan.void-deal', 'cooncan.next-doubled']);
		const { result } = play(s, out(A, { [B]: 9, [C]: ['JK'] }), voided.state);
		expect(result.lines).toContainEqual({
			rule: 'cooncan.pays-count',
			values: { seat: 1, winnerSeat: 0, points: 18, count: 9 },
			column: 1,
			points: -18
		});
		expect(result.lines).toContainEqual({ rule: 'cooncan.doubled', values: { seat: 1, count: 9, points: 18 } });
		expect(explanationGaps(result)).toEqual([0, 0, 0]);
	});

	it('a plain void deal says only that it is void', () => {
		expect(play(setup(), RAN_OUT).result.lines).toEqual([{ rule: 'cooncan.void-deal' }]);
	});
});

describe('options (RULES-NOTES Cooncan)', () => {
	it('offers joker, ace value, stock, pack run-out and match end, with the documented defaults', () => {
		expect(options.specs.map((o) => [o.key, o.kind, o.default])).toEqual([
			['joker', 'boolean', false],
			['aceValue', 'choice', '11'],
			['stock', 'choice', 'covered'],
			['packRunOut', 'choice', 'void'],
			['twoPlayerScore', 'choice', 'games'],
			['end', 'choice', 'open'],
			['endAt', 'optional-number', null]
		]);
		expect(cooncan.defaultConfig(3)).toEqual(DEFAULT_CONFIG);
		expect(cooncan.minPlayers).toBe(2);
		expect(cooncan.maxPlayers).toBe(5);
	});

	it.each([
		{ rule: 'rules/cooncan.txt "two chief variations": covered stock', stock: 'covered' as const },
		{
			rule: 'RULES-NOTES Cooncan: "Stock variant … changes play, not scoring": exposed stock',
			stock: 'exposed' as const
		}
	])('$rule scores the same', ({ stock }) => {
		expect(play(setup({ stock }), DONE_WHEN).result.points).toEqual([42, -20, -22]);
	});

	it.each([
		{ raw: 'nonsense', config: DEFAULT_CONFIG },
		{ raw: null, config: DEFAULT_CONFIG },
		{ raw: [1, 2], config: DEFAULT_CONFIG },
		{
			raw: { joker: 'yes', aceValue: 11, stock: 'open', packRunOut: 'x', end: 'never', endAt: 2.5 },
			config: DEFAULT_CONFIG
		},
		{
			raw: { joker: true, aceValue: '1', stock: 'exposed', packRunOut: 'double-next', end: 'net', endAt: 150 },
			config: {
				joker: true,
				aceValue: '1',
				stock: 'exposed',
				packRunOut: 'double-next',
				twoPlayerScore: 'games',
				end: 'net',
				endAt: 150
			}
		},
		{ raw: { end: 'deals', endAt: 10, extra: 1 }, config: { ...DEFAULT_CONFIG, end: 'deals', endAt: 10 } }
	])('parseConfig($raw) falls back to defaults for anything malformed', ({ raw, config }) => {
		expect(parseConfig(raw)).toEqual(config);
		expect(cooncan.parseConfig(raw, 3)).toEqual(config);
	});

	it.each([
		{ rule: 'default setup is fine', s: setup(), codes: [] },
		{
			rule: "docs/cooncan-variants.md: Foster's games are for two to five seats, not six",
			s: { ...setup(), seatCount: 6 },
			codes: ['core.seat-count']
		},
		{ rule: 'the first dealer is one of the seats', s: setup({}, 3), codes: ['core.out-of-range'] },
		{ rule: 'an end after N deals needs N', s: setup({ end: 'deals' }), codes: ['core.required'] },
		{ rule: 'a net target needs the target', s: setup({ end: 'net' }), codes: ['core.required'] },
		{ rule: 'the deal count must be in range', s: setup({ end: 'deals', endAt: 0 }), codes: ['core.out-of-range'] },
		{ rule: 'the net target must be in range', s: setup({ end: 'net', endAt: 20_000 }), codes: ['core.out-of-range'] },
		{ rule: 'an open match ignores endAt', s: setup({ end: 'open', endAt: 0 }), codes: [] },
		{ rule: 'paper nets are zero-sum', s: setup({}, 0, [10, -5, -5]), codes: [] },
		{
			rule: 'paper nets that do not add to zero',
			s: setup({}, 0, [10, 5, -5]),
			codes: ['cooncan.starting-not-zero-sum']
		},
		{ rule: 'paper nets must be whole', s: setup({}, 0, [1.5, -1.5, 0]), codes: ['core.not-whole', 'core.not-whole'] },
		{
			rule: 'paper nets already at the net target',
			s: setup({ end: 'net', endAt: 100 }, 0, [100, -50, -50]),
			codes: ['cooncan.starting-over-target']
		}
	])('validateSetup: $rule', ({ s, codes }) => {
		expect(cooncan.validateSetup(s).map((v) => v.code)).toEqual(codes);
	});
});

describe('bad input (RULES-NOTES Cooncan "Checks")', () => {
	const J = setup({ joker: true });
	it.each([
		{
			rule: 'a card entered twice across hands',
			s: setup(),
			input: out(A, { [B]: ['KS', '7D'], [C]: ['7D'] }),
			code: 'cooncan.duplicate-card',
			field: 'hands.2.cards.0',
			values: { card: '7D' }
		},
		{
			rule: 'a card entered twice in one hand',
			s: setup(),
			input: out(A, { [B]: ['KS', 'KS'], [C]: ['2C'] }),
			code: 'cooncan.duplicate-card',
			field: 'hands.1.cards.1',
			values: { card: 'KS' }
		},
		{
			rule: 'RULES-NOTES "holds at most 7 cards"',
			s: setup(),
			input: out(A, { [B]: ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'], [C]: ['2C'] }),
			code: 'cooncan.too-many-cards',
			field: 'hands.1.cards',
			values: { seat: 1, count: 8, max: 7 }
		},
		{
			rule: 'a joker when the match has none',
			s: setup(),
			input: out(A, { [B]: ['JK'], [C]: ['2C'] }),
			code: 'cooncan.no-joker',
			field: 'hands.1.cards.0'
		},
		{
			rule: 'RULES-NOTES "at most one joker", across hands',
			s: J,
			input: out(A, { [B]: ['JK'], [C]: ['JK'] }),
			code: 'cooncan.joker-twice',
			field: 'hands.2.cards.0'
		},
		{
			rule: 'RULES-NOTES "at most one joker", in one hand',
			s: J,
			input: out(C, { [A]: ['2C'], [B]: ['JK', '3D', 'JK'] }),
			code: 'cooncan.joker-twice',
			field: 'hands.1.cards.2'
		},
		{
			rule: 'a negative count',
			s: setup(),
			input: out(A, { [B]: -5, [C]: 4 }),
			code: 'core.out-of-range',
			field: 'hands.1.count',
			values: { min: 2, max: 74 }
		},
		{
			rule: 'a count no seven cards can make',
			s: setup(),
			input: out(A, { [B]: 75, [C]: 4 }),
			code: 'core.out-of-range',
			field: 'hands.1.count',
			values: { min: 2, max: 74 }
		},
		{
			rule: 'a zero count for a loser',
			s: setup(),
			input: out(A, { [B]: 0, [C]: 4 }),
			code: 'core.out-of-range',
			field: 'hands.1.count',
			values: { min: 2, max: 74 }
		},
		{
			rule: 'a non-whole count',
			s: setup(),
			input: out(A, { [B]: 2.5, [C]: 4 }),
			code: 'core.not-whole',
			field: 'hands.1.count'
		},
		{
			rule: 'a count that is not a number',
			s: setup(),
			input: { kind: 'out', winner: 0, hands: [null, { count: '20' }, { count: 4 }] },
			code: 'core.not-a-number',
			field: 'hands.1.count'
		},
		{
			rule: 'a NaN count',
			s: setup(),
			input: { kind: 'out', winner: 0, hands: [null, { count: Number.NaN }, { count: 4 }] },
			code: 'core.not-a-number',
			field: 'hands.1.count'
		},
		{
			rule: 'winner missing',
			s: setup(),
			input: { kind: 'out', hands: [null, { count: 4 }, { count: 4 }] },
			code: 'core.required',
			field: 'winner'
		},
		{
			rule: 'winner not a seat',
			s: setup(),
			input: { kind: 'out', winner: 3, hands: [] },
			code: 'core.out-of-range',
			field: 'winner',
			values: { min: 0, max: 2 }
		},
		{
			rule: 'winner not a number',
			s: setup(),
			input: { kind: 'out', winner: 'A', hands: [] },
			code: 'core.out-of-range',
			field: 'winner',
			values: { min: 0, max: 2 }
		},
		{
			rule: "the winner's hand entered as cards",
			s: setup(),
			input: out(A, { [A]: ['2S'], [B]: ['3S'], [C]: ['4S'] }),
			code: 'cooncan.winner-hand',
			field: 'hands.0',
			values: { seat: 0 }
		},
		{
			rule: "the winner's hand entered as a count",
			s: setup(),
			input: out(B, { [A]: 3, [B]: 5, [C]: 4 }),
			code: 'cooncan.winner-hand',
			field: 'hands.1',
			values: { seat: 1 }
		},
		{
			rule: "a loser's hand missing",
			s: setup(),
			input: out(A, { [B]: ['3S'] }),
			code: 'core.required',
			field: 'hands.2'
		},
		{
			rule: "a loser's hand empty",
			s: setup(),
			input: out(A, { [B]: [], [C]: ['4S'] }),
			code: 'cooncan.hand-empty',
			field: 'hands.1.cards',
			values: { seat: 1 }
		},
		{
			rule: 'cards and a count for one hand',
			s: setup(),
			input: { kind: 'out', winner: 0, hands: [null, { cards: ['2S'], count: 2 }, { count: 4 }] },
			code: 'cooncan.cards-or-count',
			field: 'hands.1'
		},
		{
			rule: 'an entry with neither cards nor count',
			s: setup(),
			input: { kind: 'out', winner: 0, hands: [null, {}, { count: 4 }] },
			code: 'core.required',
			field: 'hands.1'
		},
		{
			rule: 'cards that are not a list',
			s: setup(),
			input: { kind: 'out', winner: 0, hands: [null, { cards: 'KS' }, { count: 4 }] },
			code: 'cooncan.hand-shape',
			field: 'hands.1.cards'
		},
		{
			rule: 'a hand that is not an object',
			s: setup(),
			input: { kind: 'out', winner: 0, hands: [null, 'KS', { count: 4 }] },
			code: 'cooncan.hand-shape',
			field: 'hands.1'
		},
		{
			rule: 'not a card',
			s: setup(),
			input: out(A, { [B]: ['1S'], [C]: ['4S'] }),
			code: 'cooncan.not-a-card',
			field: 'hands.1.cards.0'
		},
		{ rule: 'hands missing', s: setup(), input: { kind: 'out', winner: 0 }, code: 'core.required', field: 'hands' },
		{
			rule: 'hands not a list',
			s: setup(),
			input: { kind: 'out', winner: 0, hands: {} },
			code: 'cooncan.hand-shape',
			field: 'hands'
		},
		{
			rule: 'more hands than seats',
			s: setup(),
			input: { kind: 'out', winner: 0, hands: [null, { count: 3 }, { count: 3 }, { count: 3 }] },
			code: 'cooncan.hand-shape',
			field: 'hands'
		},
		{ rule: 'unknown kind', s: setup(), input: { kind: 'draw' }, code: 'cooncan.kind', field: 'kind' },
		{ rule: 'null input', s: setup(), input: null, code: 'cooncan.kind', field: 'kind' },
		{ rule: 'a string input', s: setup(), input: 'KS', code: 'cooncan.kind', field: 'kind' }
	])('$rule → $code at $field', ({ s, input, code, field, values }) => {
		const violations = violationsOf(cooncan, cooncan.initialState(s), input, s);
		expect(violations[0]).toEqual(values ? { code, field, values } : { code, field });
	});

	it('reports every problem of a deal at once, each at its field', () => {
		const input = out(A, { [B]: ['JK', 'KS', 'ZZ'], [C]: ['KS', 2 as never] });
		const fields = violationsOf(cooncan, cooncan.initialState(setup()), input, setup()).map(
			(v) => `${v.code}@${v.field}`
		);
		expect(fields).toEqual([
			'cooncan.no-joker@hands.1.cards.0',
			'cooncan.not-a-card@hands.1.cards.2',
			'cooncan.duplicate-card@hands.2.cards.0',
			'cooncan.not-a-card@hands.2.cards.1'
		]);
	});

	it("a blank entry form cannot be saved until the losers' hands are entered", () => {
		const s = setup();
		const state = cooncan.initialState(s);
		const blank = cooncan.emptyInput(state, s);
		expect(blank).toMatchObject({ kind: 'out', winner: 1 });
		expect(violationsOf(cooncan, state, blank, s).map((v) => v.code)).toEqual([
			'cooncan.hand-empty',
			'cooncan.hand-empty'
		]);
	});

	it('an invalid stored deal is skipped and reported; nothing is lost and later deals count', () => {
		const folded = fold(setup(), [DONE_WHEN, out(A, { [B]: ['KS'], [C]: ['KS'] }), DONE_WHEN]);
		expect(folded.rounds[1]!.result).toBeNull();
		expect(folded.rounds[1]!.violations[0]!.code).toBe('cooncan.duplicate-card');
		expect(folded.state.totals).toEqual([84, -40, -44]);
	});
});

describe('the deal: the dealer rotates to the left; the first dealer is chosen at setup', () => {
	it.each([
		{ firstDealer: 0, deals: 0, dealer: 0, starts: 1 },
		{ firstDealer: 0, deals: 1, dealer: 1, starts: 2 },
		{ firstDealer: 0, deals: 2, dealer: 2, starts: 0 },
		{ firstDealer: 2, deals: 0, dealer: 2, starts: 0 },
		{ firstDealer: 2, deals: 1, dealer: 0, starts: 1 },
		{ firstDealer: 1, deals: 4, dealer: 2, starts: 0 }
	])(
		'first dealer $firstDealer, after $deals deals: seat $dealer deals, seat $starts draws first',
		({ firstDealer, deals, dealer, starts }) => {
			const s = setup({}, firstDealer);
			// Void deals pass the deal too: they were dealt (rules/cooncan.txt "The player to the left of the dealer has the first draw").
			const inputs = Array.from({ length: deals }, (_, i) => (i % 2 === 0 ? DONE_WHEN : RAN_OUT));
			expect(cooncan.turn(fold(s, inputs).state as CooncanState, s)).toEqual([
				{ role: 'dealer', seat: dealer },
				{ role: 'starts', seat: starts }
			]);
		}
	);
});

describe('end of the match (RULES-NOTES Cooncan: "Match ends after an agreed number of deals or at an agreed net")', () => {
	it('an open match never ends by itself', () => {
		const folded = fold(
			setup(),
			Array.from({ length: 100 }, () => DONE_WHEN)
		);
		expect(folded.outcome).toEqual({ over: false });
		expect(folded.state.totals).toEqual([4200, -2000, -2200]);
		expect(cooncan.target(setup())).toBeNull();
	});

	it.each([
		{
			rule: 'after N deals the highest net wins',
			endAt: 2,
			deals: [DONE_WHEN, out(B, { [A]: 10, [C]: 5 })],
			over: true,
			winners: [0]
		},
		{ rule: 'void deals count as deals', endAt: 2, deals: [DONE_WHEN, RAN_OUT], over: true, winners: [0] },
		{ rule: 'not over before N deals', endAt: 3, deals: [DONE_WHEN, RAN_OUT], over: false, winners: [] },
		{
			rule: 'tie rule (ours): equal highest nets share the win',
			endAt: 2,
			deals: [out(A, { [B]: 10, [C]: 10 }), out(B, { [A]: 10, [C]: 10 })],
			over: true,
			winners: [0, 1]
		},
		{ rule: 'all void: everybody at 0 shares the win', endAt: 1, deals: [RAN_OUT], over: true, winners: [0, 1, 2] }
	])('deals: $rule', ({ endAt, deals, over, winners }) => {
		const s = setup({ end: 'deals', endAt });
		const folded = fold(s, deals);
		expect(folded.outcome).toEqual(over ? { over, winners, reason: 'cooncan.deals-played' } : { over });
		expect(cooncan.target(s)).toBeNull();
	});

	it.each([
		{
			rule: 'the first net to reach the target ends the match after that deal',
			endAt: 80,
			deals: [DONE_WHEN, DONE_WHEN],
			over: true,
			winners: [0]
		},
		{
			rule: 'exactly at the target counts as reaching it',
			endAt: 84,
			deals: [DONE_WHEN, DONE_WHEN],
			over: true,
			winners: [0]
		},
		{ rule: 'not yet at the target', endAt: 85, deals: [DONE_WHEN, DONE_WHEN], over: false, winners: [] },
		{ rule: 'a void deal reaches nothing', endAt: 10, deals: [RAN_OUT], over: false, winners: [] },
		{
			rule: 'the player who went out is the one who reaches it',
			endAt: 50,
			deals: [DONE_WHEN, out(C, { [A]: 74, [B]: 9 })],
			over: true,
			winners: [2]
		},
		{
			rule: 'losing nets never end it',
			endAt: 50,
			deals: [DONE_WHEN, out(C, { [A]: 40, [B]: 9 })],
			over: false,
			winners: []
		}
	])('net target: $rule', ({ endAt, deals, over, winners }) => {
		const s = setup({ end: 'net', endAt });
		const folded = fold(s, deals);
		expect(folded.outcome).toEqual(over ? { over, winners, reason: 'cooncan.net-reached' } : { over });
		expect(cooncan.target(s)).toBe(endAt);
	});

	it('net target tie rule (ours): paper nets that put two players at the target share the win', () => {
		// Such a setup is refused by validateSetup (cooncan.starting-over-target); the fold still ends it cleanly.
		const s = setup({ end: 'net', endAt: 100 }, 0, [100, 100, -200]);
		expect(fold(s, []).outcome).toEqual({ over: false });
		expect(fold(s, [RAN_OUT]).outcome).toEqual({ over: true, winners: [0, 1], reason: 'cooncan.net-reached' });
	});

	it('deals entered after the end are reported and not applied', () => {
		const folded = fold(setup({ end: 'deals', endAt: 1 }), [DONE_WHEN, DONE_WHEN]);
		expect(folded.state.totals).toEqual([42, -20, -22]);
		expect(folded.rounds[1]!.violations[0]!.code).toBe('core.after-end');
	});

	it('state is plain JSON that survives a round trip, even from a -0 paper net', () => {
		const folded = fold(setup({}, 0, [0, 0, -0]), [RAN_OUT]);
		expect(JSON.parse(JSON.stringify(folded.state))).toEqual(folded.state);
	});

	it('starts from zero-sum paper nets', () => {
		const folded = fold(setup({}, 0, [15, -10, -5]), [DONE_WHEN]);
		expect(folded.state.totals).toEqual([57, -30, -27]);
		expect(cooncan.direction(setup())).toBe('high');
	});
});

describe('folding (DESIGN.md: an edit refolds from the edited deal)', () => {
	it('editing a void deal into a settled one changes the doubling of the next deal', () => {
		const s = setup({ packRunOut: 'double-next' });
		const inputs = [RAN_OUT, DONE_WHEN];
		const full = fold(s, inputs);
		expect(full.state.totals).toEqual([84, -40, -44]);
		const edited = inputs.with(0, out(B, { [A]: 5, [C]: 5 }));
		const refolded = foldMatch(cooncan, s, edited, full, 0);
		expect(refolded.state.totals).toEqual(fold(s, edited).state.totals);
		expect(refolded.state.totals).toEqual([37, -10, -27]);
	});
});

describe('read: the stored deal becomes the checked deal scoring uses (RULES-NOTES Cooncan "Checks")', () => {
	it.each([
		{
			rule: 'the winner holds nothing: an empty entry reads as no hand',
			input: { kind: 'out', winner: A, hands: [{ cards: [] }, { cards: ['KS'] }, { count: 22 }] },
			round: { kind: 'out', winner: A, hands: [null, { cards: ['KS'] }, { count: 22 }] }
		},
		{
			rule: 'a hand entered as a count keeps only the count',
			input: { kind: 'out', winner: C, hands: [{ count: 5 }, { count: 6 }] },
			round: { kind: 'out', winner: C, hands: [{ count: 5 }, { count: 6 }, null] }
		},
		{
			rule: 'a run-out pack is a void deal',
			input: { kind: 'pack-ran-out', winner: 2 },
			round: { kind: 'pack-ran-out' }
		}
	])('$rule', ({ input, round }) => {
		const s = setup();
		expect(cooncan.read(cooncan.initialState(s), input, s)).toEqual({ ok: true, round });
	});

	it.each([
		{ input: 'junk', field: 'kind', code: 'cooncan.kind' },
		{ input: { kind: 'out', winner: 5, hands: [] }, field: 'winner', code: 'core.out-of-range' },
		{
			input: { kind: 'out', winner: A, hands: [null, { count: 1 }, { count: 5 }] },
			field: 'hands.1.count',
			code: 'core.out-of-range'
		}
	])('a deal that does not read names its field: $code at $field', ({ input, field, code }) => {
		const s = setup();
		const read = cooncan.read(cooncan.initialState(s), input, s);
		expect(read.ok).toBe(false);
		if (!read.ok) expect(read.violations).toContainEqual(expect.objectContaining({ code, field }));
	});
});
