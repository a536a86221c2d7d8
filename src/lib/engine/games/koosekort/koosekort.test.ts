/**
 * KooseKort engine, table by table (rules/koosekort.txt; RULES-NOTES
 * KooseKort): column scoring, the end-of-round optimiser, the went-out penalty, bad input, Krush,
 * the four-round match and its options, and the seed's score sheet as a fold.
 */
import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { applyInput, explanationGaps } from '../../core/testing';
import type { MatchSetup } from '../../core/types';
import enMessages from '../../../../../messages/koosekort/en.json';
import frMessages from '../../../../../messages/koosekort/fr.json';
import rulesEn from '../../../rules/koosekort/en';
import rulesFr from '../../../rules/koosekort/fr';
import {
	KOOSEKORT_OUTCOMES,
	KOOSEKORT_RULE_IDS,
	KOOSEKORT_VIOLATION_CODES,
	koosekort,
	optimiseBoard,
	scoreBoard,
	scoreColumn,
	validateBoard,
	wentOutPenalty,
	type KooseColumn,
	type KooseKortConfig,
	type KooseKortInput,
	type KooseKortState
} from './index';

type Col = KooseColumn;
const C = 'cleared' as const;
const W = 'W' as const;

function setup(seatCount = 4, config: Partial<KooseKortConfig> = {}, firstDealer = 0): MatchSetup<KooseKortConfig> {
	return { config: { ...koosekort.defaultConfig(seatCount), ...config }, seatCount, firstDealer };
}

function board(columns: readonly unknown[], held: { swap?: boolean; rearrange?: boolean; krush?: boolean } = {}) {
	return { columns, swap: held.swap ?? false, rearrange: held.rearrange ?? false, krush: held.krush ?? false };
}

/** A board of one column and four cleared ones: scores exactly that column. */
function one(column: Col, held: { swap?: boolean; rearrange?: boolean } = {}) {
	return board([column, C, C, C, C], held);
}

function total(b: unknown, strictWilds = false): number {
	const r = scoreBoard(b, { strictWilds });
	if (!r.ok) throw new Error(JSON.stringify(r.violations));
	return r.value.total;
}

function round(wentOut: number | null, boards: readonly unknown[]): KooseKortInput {
	return { wentOut, boards } as KooseKortInput;
}

function applyRound(s: MatchSetup<KooseKortConfig>, input: KooseKortInput) {
	const state = koosekort.initialState(s);
	expect(violationsOf(koosekort, state, input, s)).toEqual([]);
	return applyInput(koosekort, state, input, s).result;
}

// The worked-example boards.
const DONE_1: Col[] = [
	[5, 5, 5],
	[9, 10, 11],
	[-1, -2, -1],
	[5, 5, 6],
	[3, W, 8]
];
const DONE_2: Col[] = [
	[7, W, 9],
	[W, W, -3],
	[4, 4, 4],
	[2, 8, 1],
	[0, 0, 3]
];

describe('columns (RULES-NOTES KooseKort: sets top to bottom, wilds, clearing)', () => {
	it.each([
		{ rule: 'rules "three of a kind (5, 5, 5)": cleared', cells: [5, 5, 5], outcome: 'three-cleared', points: 0 },
		{
			rule: 'rules "three cards straight in ascending ... order (9, 10, 11)"',
			cells: [9, 10, 11],
			outcome: 'straight-cleared',
			points: 0
		},
		{ rule: 'rules "or -2, -1, 0"', cells: [-2, -1, 0], outcome: 'straight-cleared', points: 0 },
		{ rule: 'RULES-NOTES "or down by one"', cells: [11, 10, 9], outcome: 'straight-cleared', points: 0 },
		{
			rule: 'RULES-NOTES "must be cleared (scores 0, even when its sum is negative)"',
			cells: [-3, -3, -3],
			outcome: 'three-cleared',
			points: 0
		},
		{
			rule: 'RULES-NOTES "0, even when its sum is negative" (straight)',
			cells: [-1, -2, -3],
			outcome: 'straight-cleared',
			points: 0
		},
		{ rule: 'rules "-1, -2, -1 ... is not a set ... (-4 points)"', cells: [-1, -2, -1], outcome: 'no-set', points: -4 },
		{ rule: 'rules "5, 5, 6 results in 16 points"', cells: [5, 5, 6], outcome: 'no-set', points: 16 },
		{ rule: 'RULES-NOTES "top to bottom": 9 11 10 is not a set', cells: [9, 11, 10], outcome: 'no-set', points: 30 },
		{ rule: 'RULES-NOTES "A wild left on the board scores 0"', cells: [3, W, 8], outcome: 'no-set-wilds', points: 11 },
		{
			rule: 'RULES-NOTES "may be kept: min(0, sum of its non-wild cards)": 7 W 9 cleared',
			cells: [7, W, 9],
			outcome: 'wild-straight-cleared',
			points: 0
		},
		{
			rule: 'RULES-NOTES "min(0, sum of its non-wild cards)": W W -3 kept',
			cells: [W, W, -3],
			outcome: 'wild-three-kept',
			points: -3
		},
		{ rule: 'RULES-NOTES min(0, …): -3 W -3 kept', cells: [-3, W, -3], outcome: 'wild-three-kept', points: -6 },
		{
			rule: 'RULES-NOTES min(0, …): -3 -2 W kept as a straight',
			cells: [-3, -2, W],
			outcome: 'wild-straight-kept',
			points: -5
		},
		{
			rule: 'RULES-NOTES min(0, …): W -2 -1 reads -3 -2 -1',
			cells: [W, -2, -1],
			outcome: 'wild-straight-kept',
			points: -3
		},
		{ rule: 'RULES-NOTES min(0, …): three wilds', cells: [W, W, W], outcome: 'wild-three-cleared', points: 0 },
		{
			rule: 'rules "Wild ... any value from -3 to 11": 11 W W reads 11 11 11',
			cells: [11, W, W],
			outcome: 'wild-three-cleared',
			points: 0
		},
		{
			rule: 'rules "any value from -3 to 11": 10 11 W would need 12',
			cells: [10, 11, W],
			outcome: 'no-set-wilds',
			points: 21
		},
		{
			rule: 'rules "any value from -3 to 11": W -3 -2 would need -4',
			cells: [W, -3, -2],
			outcome: 'no-set-wilds',
			points: -5
		}
	])('$rule', ({ cells, outcome, points }) => {
		expect(scoreColumn(cells, 0, { strictWilds: false })).toMatchObject({ outcome, points });
	});

	it.each([
		{ rule: 'RULES-NOTES strict wilds: 7 W 9 is 7 0 9, no set', cells: [7, W, 9], outcome: 'no-set-wilds', points: 16 },
		{ rule: 'RULES-NOTES strict wilds: W W -3 is 0 0 -3', cells: [W, W, -3], outcome: 'no-set-wilds', points: -3 },
		{
			rule: 'RULES-NOTES strict wilds: "an ordinary set and must be cleared": 0 W 0',
			cells: [0, W, 0],
			outcome: 'three-cleared',
			points: 0
		},
		{
			rule: 'RULES-NOTES strict wilds: -1 W 1 reads -1 0 1',
			cells: [-1, W, 1],
			outcome: 'straight-cleared',
			points: 0
		},
		{ rule: 'RULES-NOTES strict wilds: W W W reads 0 0 0', cells: [W, W, W], outcome: 'three-cleared', points: 0 },
		{ rule: 'RULES-NOTES strict wilds: no wild, same as ever', cells: [5, 5, 6], outcome: 'no-set', points: 16 }
	])('$rule', ({ cells, outcome, points }) => {
		expect(scoreColumn(cells, 0, { strictWilds: true })).toMatchObject({ outcome, points });
	});

	it('a column cleared during play scores 0 (rules "Game objective": sets "can be cleared off")', () => {
		expect(scoreColumn(C, 2, { strictWilds: false })).toEqual({
			index: 2,
			cells: C,
			outcome: 'cleared-in-play',
			read: null,
			points: 0
		});
	});

	it.each([null, 'x', [1, 2], [1, 2, 12], [W, 'X', 1], 7, { a: 1 }])(
		'scoreColumn(%j) is null, never a throw',
		(junk) => {
			expect(scoreColumn(junk, 0, { strictWilds: false })).toBeNull();
		}
	);
});

describe('boards', () => {
	it.each([
		{
			rule: '[5,5,5] [9,10,11] [-1,-2,-1] [5,5,6] [3,W,8] → 23',
			b: board(DONE_1),
			strict: false,
			expected: 23
		},
		{ rule: 'the same with Swap unused → 9', b: board(DONE_1, { swap: true }), strict: false, expected: 9 },
		{ rule: '[7,W,9] [W,W,-3] [4,4,4] [2,8,1] [0,0,3] → 11', b: board(DONE_2), strict: false, expected: 11 },
		{ rule: 'the same with strict wilds → 27', b: board(DONE_2), strict: true, expected: 27 },
		{
			rule: '[9,11,10] with Rearrange unused → cleared',
			b: one([9, 11, 10], { rearrange: true }),
			strict: false,
			expected: 0
		},
		{
			rule: 'RULES-NOTES "Both may be used": Rearrange alone does not help the first board',
			b: board(DONE_1, { rearrange: true }),
			strict: false,
			expected: 23
		},
		{
			rule: 'RULES-NOTES "Both may be used": both cards on the first board',
			b: board(DONE_1, { swap: true, rearrange: true }),
			strict: false,
			expected: 9
		},
		{ rule: 'rules "Scoring": "-2 + -2 + 0 = -4"', b: board([[-2, -2, 0], C, C, C, C]), strict: false, expected: -4 },
		{
			rule: 'rules "Scoring": "11 + 11 + 2 + 4 + 5 + 1 = 34"',
			b: board([[11, 11, 2], [4, 5, 1], C, C, C]),
			strict: false,
			expected: 34
		},
		{
			rule: 'rules "Game objective": everything cleared scores 0',
			b: board([C, C, C, C, C]),
			strict: false,
			expected: 0
		}
	])('$rule', ({ b, strict, expected }) => {
		expect(total(b, strict)).toBe(expected);
	});

	it('the Swap exchanges the 6 and the 3: [5,5,3] scores 13 and [6,W,8] becomes a set', () => {
		const r = scoreBoard(board(DONE_1, { swap: true }), { strictWilds: false });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.before).toBe(23);
		expect(r.value.moves).toEqual([
			{
				kind: 'swap',
				first: { col: 3, row: 2 },
				second: { col: 4, row: 0 },
				firstCard: 6,
				secondCard: 3,
				before: 23,
				after: 9
			}
		]);
		expect(r.value.columns[3]).toMatchObject({ cells: [5, 5, 3], outcome: 'no-set', points: 13 });
		expect(r.value.columns[4]).toMatchObject({ cells: [6, W, 8], outcome: 'wild-straight-cleared', points: 0 });
		expect(r.value.lines[0]).toEqual({
			rule: 'koosekort.swap-played',
			values: {
				firstCard: 6,
				firstCol: 4,
				firstRow: 3,
				secondCard: 3,
				secondCol: 5,
				secondRow: 1,
				before: 23,
				after: 9
			}
		});
	});

	it('each column explains itself ("9 10 11: straight, cleared") and the lines add up', () => {
		const r = scoreBoard(board(DONE_1), { strictWilds: false }, 2);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.lines).toEqual([
			{ rule: 'koosekort.three-cleared', values: { col: 1, cards: '5,5,5', points: 0 }, column: 2, points: 0 },
			{ rule: 'koosekort.straight-cleared', values: { col: 2, cards: '9,10,11', points: 0 }, column: 2, points: 0 },
			{ rule: 'koosekort.no-set', values: { col: 3, cards: '-1,-2,-1', points: -4 }, column: 2, points: -4 },
			{ rule: 'koosekort.no-set', values: { col: 4, cards: '5,5,6', points: 16 }, column: 2, points: 16 },
			{ rule: 'koosekort.no-set-wilds', values: { col: 5, cards: '3,W,8', points: 11 }, column: 2, points: 11 }
		]);
	});

	it('a set that needs a wild shows what it reads as (RULES-NOTES "wilds taking the value that helps")', () => {
		const r = scoreBoard(board(DONE_2), { strictWilds: false });
		expect(r.ok && r.value.lines.slice(0, 2)).toEqual([
			{
				rule: 'koosekort.wild-straight-cleared',
				values: { col: 1, cards: '7,W,9', points: 0, readCards: '7,8,9' },
				points: 0
			},
			{
				rule: 'koosekort.wild-three-kept',
				values: { col: 2, cards: 'W,W,-3', points: -3, readCards: '-3,-3,-3' },
				points: -3
			}
		]);
	});

	it('strict wilds add a note before the columns (RULES-NOTES option *strict wilds*)', () => {
		const r = scoreBoard(board(DONE_2), { strictWilds: true });
		expect(r.ok && r.value.lines[0]).toEqual({ rule: 'koosekort.strict-wilds' });
	});
});

describe('end-of-round optimiser (RULES-NOTES KooseKort "End of round")', () => {
	it.each([
		{
			rule: 'RULES-NOTES "Rearrange ... may only turn a column that is not a set into a set": [9,11,10] → [9,10,11]',
			b: one([9, 11, 10], { rearrange: true }),
			expected: 0,
			moves: ['rearrange']
		},
		{
			rule: 'RULES-NOTES Rearrange may not break a set: [-1,-2,-3] stays cleared (0), not -6',
			b: one([-1, -2, -3], { rearrange: true }),
			expected: 0,
			moves: []
		},
		{
			rule: 'RULES-NOTES "Swap may exchange any two cards on the board, whatever it does to sets": [-1,-2,-3] → -6',
			b: one([-1, -2, -3], { swap: true }),
			expected: -6,
			moves: ['swap']
		},
		{
			rule: 'RULES-NOTES Rearrange needs a set at the end: [5,6,8] cannot be reordered into one',
			b: one([5, 6, 8], { rearrange: true }),
			expected: 19,
			moves: []
		},
		{
			rule: 'RULES-NOTES Swap between columns: [5,5,11] [0,0,5] → [5,5,5] [0,0,11]',
			b: board([[5, 5, 11], [0, 0, 5], C, C, C], { swap: true }),
			expected: 11,
			moves: ['swap']
		},
		{
			rule: 'RULES-NOTES "Both may be used, in either order": Swap the 10 in, then Rearrange [9,11,10]',
			b: board([[9, 11, 3], [10, 4, -3], C, C, C], { swap: true, rearrange: true }),
			expected: 4,
			moves: ['swap', 'rearrange']
		},
		{
			rule: 'RULES-NOTES "in either order": Rearrange [0,-2,-1] into [0,-1,-2], then Swap the 0 for the -3 ([-3,-1,-2] is no set, [0,1,W] is)',
			b: board([C, C, C, [0, -2, -1], [-3, 1, W]], { swap: true, rearrange: true }),
			expected: -6,
			moves: ['rearrange', 'swap']
		},
		{
			rule: 'RULES-NOTES "in either order": the same board with Swap alone reaches only -5',
			b: board([C, C, C, [0, -2, -1], [-3, 1, W]], { swap: true }),
			expected: -5,
			moves: []
		},
		{
			rule: 'RULES-NOTES Rearrange only if it lowers the score: [W,-1,-3] (no set) could become the kept set [-1,W,-3], still -4',
			b: one([W, -1, -3], { rearrange: true }),
			expected: -4,
			moves: []
		},
		{
			rule: 'RULES-NOTES Rearrange "may only turn a column that is not a set into a set", even to set up a Swap: [-1,-2,W] [-3,6,7] reaches 0 (Swap W and -3), not -6 (reorder the set to [-2,-1,W], then Swap)',
			b: board([[-1, -2, W], [-3, 6, 7], C, C, C], { swap: true, rearrange: true }),
			expected: 0,
			moves: ['swap']
		},
		{
			rule: 'RULES-NOTES "no specialty cards left unless they say otherwise": nothing held, nothing played',
			b: one([9, 11, 10]),
			expected: 30,
			moves: []
		}
	])('$rule', ({ b, expected, moves }) => {
		const r = optimiseBoard(b, { strictWilds: false });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.total).toBe(expected);
		expect(r.value.moves.map((m) => m.kind)).toEqual(moves);
	});

	it('a card held without gain is said so (explanation "no gain")', () => {
		const r = scoreBoard(board([C, C, C, C, C], { swap: true, rearrange: true }), { strictWilds: false });
		expect(r.ok && r.value.lines.map((l) => l.rule).slice(0, 2)).toEqual([
			'koosekort.swap-no-gain',
			'koosekort.rearrange-no-gain'
		]);
	});

	it('a Rearrange is explained with the column before and after', () => {
		const r = scoreBoard(one([9, 11, 10], { rearrange: true }), { strictWilds: false });
		expect(r.ok && r.value.lines[0]).toEqual({
			rule: 'koosekort.rearrange-played',
			values: { col: 1, beforeCards: '9,11,10', afterCards: '9,10,11', before: 30, after: 0 }
		});
	});

	it.each([null, 'board', { columns: 'x' }, { columns: [[1, 2, 3]] }, board([[12, 1, 1], C, C, C, C])])(
		'untrusted board %j comes back as violations',
		(junk) => {
			expect(optimiseBoard(junk, { strictWilds: false }).ok).toBe(false);
			expect(scoreBoard(junk, { strictWilds: false }).ok).toBe(false);
		}
	);
});

describe('went-out penalty (rules "Scoring": "lower than any other player or 10 points will be added")', () => {
	it.each([
		{
			rule: 'went out with 12 against 12, 20, 15 → 22',
			scores: [12, 12, 20, 15],
			tieSpares: false,
			kind: 'penalty',
			penalty: 10
		},
		{ rule: 'with 11 → 11', scores: [11, 12, 20, 15], tieSpares: false, kind: 'lowest', penalty: 0 },
		{ rule: 'with -2 → -2', scores: [-2, 12, 20, 15], tieSpares: false, kind: 'not-positive', penalty: 0 },
		{
			rule: 'rules "a score greater than 0": 0 is spared',
			scores: [0, -5, 20, 15],
			tieSpares: false,
			kind: 'not-positive',
			penalty: 0
		},
		{
			rule: 'rules: a higher score than another player → +10',
			scores: [14, 12, 20, 15],
			tieSpares: false,
			kind: 'penalty',
			penalty: 10
		},
		{
			rule: 'RULES-NOTES option "a tie for lowest is no penalty"',
			scores: [12, 12, 20, 15],
			tieSpares: true,
			kind: 'tie-spared',
			penalty: 0
		},
		{
			rule: 'RULES-NOTES option: not lowest is still +10',
			scores: [13, 12, 20, 15],
			tieSpares: true,
			kind: 'penalty',
			penalty: 10
		}
	])('$rule', ({ scores, tieSpares, kind, penalty }) => {
		expect(wentOutPenalty(scores, 0, tieSpares)).toMatchObject({ kind, penalty, score: scores[0] });
	});

	it.each([-1, 4, 1.5, Number.NaN])('wentOutPenalty with seat %s is null', (seat) => {
		expect(wentOutPenalty([1, 2, 3, 4], seat, false)).toBeNull();
	});

	const B12 = board([[5, 5, 2], C, C, C, C]);
	const B11 = board([[2, 8, 1], C, C, C, C]);
	const BM2 = board([[-1, 0, -1], C, C, C, C]);
	const B20 = board([[11, 9, 0], C, C, C, C]);
	const B15 = board([[4, 6, 5], C, C, C, C]);
	it.each([
		{
			rule: 'went out with 12 against 12, 20, 15 → 22',
			first: B12,
			tieSpares: false,
			expected: 22,
			line: 'koosekort.went-out-penalty'
		},
		{
			rule: 'with 11 → 11',
			first: B11,
			tieSpares: false,
			expected: 11,
			line: 'koosekort.went-out-lowest'
		},
		{
			rule: 'with -2 → -2',
			first: BM2,
			tieSpares: false,
			expected: -2,
			line: 'koosekort.went-out-not-positive'
		},
		{
			rule: 'RULES-NOTES option tieSpares: 12 against 12 → 12',
			first: B12,
			tieSpares: true,
			expected: 12,
			line: 'koosekort.went-out-tie-spared'
		}
	])('$rule', ({ first, tieSpares, expected, line }) => {
		const s = setup(4, { tieSpares });
		const result = applyRound(s, round(0, [first, B12, B20, B15]));
		expect(result.points).toEqual([expected, 12, 20, 15]);
		expect(result.lines.filter((l) => l.rule.startsWith('koosekort.went-out'))).toEqual([
			expect.objectContaining({
				rule: line,
				column: 0,
				values: expect.objectContaining({ seat: 0, score: expected === 22 ? 12 : expected })
			})
		]);
		expect(explanationGaps(result)).toEqual([0, 0, 0, 0]);
	});

	it('the penalty counts the board after the optimiser: Swap takes 23 down to 9, lowest, no penalty', () => {
		const s = setup(2);
		const result = applyRound(s, round(0, [board(DONE_1, { swap: true }), board([[5, 5, 0], C, C, C, C])]));
		expect(result.points).toEqual([9, 10]);
	});
});

describe('bad input: a clear message, nothing saved', () => {
	const s = setup(3);
	const ok = () => board([[5, 5, 6], [1, 2, 4], C, [W, 0, 0], [-3, 11, 2]]);
	const good = () => ({ wentOut: 0, boards: [ok(), ok(), ok()] }) as Record<string, unknown>;
	const withBoard = (seat: number, b: unknown) => {
		const input = good();
		(input.boards as unknown[])[seat] = b;
		return input;
	};
	const withColumn = (seat: number, c: number, column: unknown) => {
		const cols: unknown[] = [...ok().columns];
		cols[c] = column;
		return withBoard(seat, { ...ok(), columns: cols });
	};
	it.each([
		{
			rule: 'a value outside -3..11 (12)',
			input: withColumn(0, 2, [1, 12, 1]),
			code: 'koosekort.value-range',
			field: 'boards.0.columns.2.1',
			values: { min: -3, max: 11 }
		},
		{
			rule: 'a value outside -3..11 (-4)',
			input: withColumn(2, 4, [-4, 1, 1]),
			code: 'koosekort.value-range',
			field: 'boards.2.columns.4.0'
		},
		{
			rule: 'a value outside -3..11 (not a card)',
			input: withColumn(1, 0, [1, 1, 'X']),
			code: 'koosekort.value-range',
			field: 'boards.1.columns.0.2'
		},
		{
			rule: 'a value outside -3..11 (2.5)',
			input: withColumn(1, 0, [1, 2.5, 1]),
			code: 'koosekort.value-range',
			field: 'boards.1.columns.0.1'
		},
		{
			rule: 'a column with fewer than three cells',
			input: withColumn(1, 3, [5, 5]),
			code: 'koosekort.column-short',
			field: 'boards.1.columns.3',
			values: { count: 2 }
		},
		{
			rule: 'a column with an empty cell',
			input: withColumn(0, 1, [5, null, 5]),
			code: 'koosekort.column-short',
			field: 'boards.0.columns.1',
			values: { count: 2 }
		},
		{
			rule: 'a column that is neither cards nor "cleared"',
			input: withColumn(0, 1, 'gone'),
			code: 'koosekort.column-short',
			field: 'boards.0.columns.1',
			values: { count: 0 }
		},
		{
			rule: 'rules "three rows": a column of four cells',
			input: withColumn(0, 1, [5, 5, 5, 5]),
			code: 'koosekort.column-long',
			field: 'boards.0.columns.1',
			values: { count: 4 }
		},
		{
			rule: 'rules "five vertical columns": four columns',
			input: withBoard(2, board([C, C, C, C])),
			code: 'koosekort.column-count',
			field: 'boards.2.columns',
			values: { count: 4, expected: 5 }
		},
		{
			rule: 'no one marked as going out (null)',
			input: { ...good(), wentOut: null },
			code: 'koosekort.no-one-out',
			field: 'wentOut'
		},
		{
			rule: 'no one marked as going out (missing)',
			input: { boards: good().boards },
			code: 'koosekort.no-one-out',
			field: 'wentOut'
		},
		{
			rule: 'no one marked as going out (not a seat)',
			input: { ...good(), wentOut: 3 },
			code: 'koosekort.no-one-out',
			field: 'wentOut'
		},
		{
			rule: 'two players going out',
			input: { ...good(), wentOut: [0, 2] },
			code: 'koosekort.two-out',
			field: 'wentOut',
			values: { count: 2 }
		},
		{
			rule: 'a board count that does not match seats',
			input: { ...good(), boards: [ok(), ok()] },
			code: 'koosekort.board-count',
			field: 'boards',
			values: { count: 2, seats: 3 }
		},
		{ rule: 'a missing board', input: withBoard(1, null), code: 'koosekort.board-missing', field: 'boards.1' },
		{
			rule: 'a specialty-card flag must be yes or no',
			input: withBoard(0, { ...ok(), swap: 'yes' }),
			code: 'koosekort.flag-invalid',
			field: 'boards.0.swap'
		},
		{
			rule: 'rules "Krush": one player only',
			input: {
				wentOut: 0,
				boards: [board([C, C, C, C, C], { krush: true }), board([C, C, C, C, C], { krush: true }), ok()]
			},
			code: 'koosekort.krush-twice',
			field: 'boards.1.krush',
			values: { seat: 0 }
		},
		{
			rule: 'rules "clears their whole board": a Krush board is all cleared',
			input: { wentOut: 1, boards: [ok(), board([C, C, C, C, [1, 2, 4]], { krush: true }), ok()] },
			code: 'koosekort.krush-not-cleared',
			field: 'boards.1.columns',
			values: { seat: 1 }
		},
		{
			rule: 'rules "Krush": the Krush player went out',
			input: { wentOut: 0, boards: [ok(), board([C, C, C, C, C], { krush: true }), ok()] },
			code: 'koosekort.krush-not-out',
			field: 'wentOut',
			values: { seat: 1 }
		},
		{ rule: 'untrusted input: null', input: null, code: 'koosekort.no-one-out', field: 'wentOut' },
		{ rule: 'untrusted input: a string', input: 'junk', code: 'koosekort.no-one-out', field: 'wentOut' }
	])('$rule → $code', ({ input, code, field, values }) => {
		const violations = violationsOf(koosekort, koosekort.initialState(s), input, s);
		expect(violations).toContainEqual(values ? { code, field, values } : expect.objectContaining({ code, field }));
	});

	it('a well-formed round has no violation', () => {
		expect(violationsOf(koosekort, koosekort.initialState(s), good(), s)).toEqual([]);
	});

	it('the blank draft is rejected, not scored (every column asks for its cards)', () => {
		const draft = koosekort.emptyInput(koosekort.initialState(s), s);
		const codes = violationsOf(koosekort, koosekort.initialState(s), draft, s).map((v) => v.code);
		expect(codes).toContain('koosekort.no-one-out');
		expect(codes.filter((c) => c === 'koosekort.column-short')).toHaveLength(15);
	});

	it('validateBoard reports paths relative to the board', () => {
		expect(validateBoard(board([[1, 2], C, C, C, C]))).toEqual([
			{ code: 'koosekort.column-short', field: 'columns.0', values: { count: 2 } }
		]);
		expect(validateBoard('x')).toEqual([{ code: 'koosekort.board-missing' }]);
	});

	it('a stored round that is invalid is skipped and reported; nothing else is lost', () => {
		const folded = foldMatch(koosekort, s, [good(), withColumn(0, 0, [1, 99, 1]), good()]);
		expect(folded.rounds[1]!.result).toBeNull();
		expect(folded.rounds[1]!.violations[0]).toMatchObject({ code: 'koosekort.value-range' });
		expect(folded.state.roundsPlayed).toBe(2);
	});
});

// rules/koosekort.txt "Scoresheet Example": Scott 59, Janet 33 (winner), Julie 38, Laura 40.
const SEED: { wentOut: number; boards: ReturnType<typeof board>[]; points: number[] }[] = [
	{
		wentOut: 1,
		boards: [
			board([[5, 5, 5], [9, 10, 11], [2, 8, 1], [0, 0, 3], C]),
			board([[-1, -2, -1], [1, 0, 1], [4, 4, 4], C, C]),
			board([[3, W, 8], [-3, 0, 0], [6, 7, 8], C, C]),
			board([[5, 5, 6], [2, 2, 4], [W, W, W], C, [10, 10, 10]])
		],
		points: [14, -2, 8, 24]
	},
	{
		wentOut: 0,
		boards: [
			board([[7, W, 9], C, C, C, [1, -1, 0]]),
			board([[2, 3, 5], C, C, C, C]),
			board([[11, 11, 9], C, C, C, C]),
			board([[W, W, -3], [3, 3, 1], C, C, C])
		],
		points: [0, 10, 31, 4]
	},
	{
		wentOut: 1,
		boards: [
			board([[11, 11, 10], [4, 6, 0], C, C, C]),
			board([[9, 11, 10], [-1, 1, 0], C, C, C], { rearrange: true }),
			board([[1, 1, 1], [0, 0, 3], C, C, C]),
			board([[5, 5, 2], C, C, C, C])
		],
		points: [42, 0, 3, 12]
	},
	{
		wentOut: 1,
		boards: [
			board([[0, 0, 3], C, C, C, C]),
			board([[4, 6, 5], C, C, C, C]),
			board([[-1, -2, -1], C, C, C, C]),
			board([C, C, C, C, C])
		],
		points: [3, 25, -4, 0]
	}
];

describe('the match (rules "Scoring": four rounds, lowest total wins)', () => {
	it("rules 'Scoresheet Example': Scott 59, Janet 33 WINNER!, Julie 38, Laura 40 as a four-round fold", () => {
		const s = setup(4);
		const folded = foldMatch(
			koosekort,
			s,
			SEED.map((r) => round(r.wentOut, r.boards))
		);
		expect(folded.rounds.map((r) => r.result?.points)).toEqual(SEED.map((r) => r.points));
		expect(folded.state.totals).toEqual([59, 33, 38, 40]);
		expect(folded.outcome).toEqual({ over: true, winners: [1], reason: 'koosekort.four-rounds' });
		for (const r of folded.rounds) expect(explanationGaps(r.result!)).toEqual([0, 0, 0, 0]);
		// Round 4: Janet went out with 15 and was not the lowest: 15 + 10 = 25.
		expect(folded.rounds[3]!.result!.lines).toContainEqual({
			rule: 'koosekort.went-out-penalty',
			values: { seat: 1, score: 15, lowestOther: -4 },
			column: 1,
			points: 10
		});
	});

	it('the match is not over before the fourth round; a fifth round is refused', () => {
		const s = setup(4);
		const inputs = SEED.map((r) => round(r.wentOut, r.boards));
		expect(foldMatch(koosekort, s, inputs.slice(0, 3)).outcome).toEqual({ over: false });
		const five = foldMatch(koosekort, s, [...inputs, inputs[0]!]);
		expect(five.rounds[4]!.violations[0]!.code).toBe('core.after-end');
		expect(five.state.totals).toEqual([59, 33, 38, 40]);
	});

	const B = (n: number) => board([[n, 0, 0], C, C, C, C]); // n 0 0 is a set only for n = 0 (or 1/-1: straights)
	// The lower player goes out each round (spared: lowest, or tied with tieSpares on).
	const r2 = (a: number, b: number) => round(a <= b ? 0 : 1, [B(a), B(b)]);
	it.each([
		{
			rule: 'RULES-NOTES "a tie is a shared win"',
			tieBreak: 'shared' as const,
			rounds: [r2(5, 3), r2(4, 6), r2(3, 3), r2(2, 2)],
			winners: [0, 1],
			reason: 'koosekort.four-rounds'
		},
		{
			rule: 'RULES-NOTES "(option: last round decides)": lower last round wins',
			tieBreak: 'last-round' as const,
			rounds: [r2(5, 3), r2(4, 6), r2(3, 5), r2(4, 2)],
			winners: [1],
			reason: 'koosekort.last-round-decides'
		},
		{
			rule: 'still shared if the last round is tied too',
			tieBreak: 'last-round' as const,
			rounds: [r2(5, 3), r2(4, 6), r2(3, 3), r2(2, 2)],
			winners: [0, 1],
			reason: 'koosekort.four-rounds'
		},
		{
			rule: 'rules "lowest cumulative score is declared the winner"',
			tieBreak: 'last-round' as const,
			rounds: [r2(5, 3), r2(4, 6), r2(3, 3), r2(2, 8)],
			winners: [0],
			reason: 'koosekort.four-rounds'
		}
	])('$rule', ({ tieBreak, rounds, winners, reason }) => {
		const s = setup(2, { tieBreak, tieSpares: true });
		const folded = foldMatch(koosekort, s, rounds);
		expect(folded.rounds.every((r) => r.result !== null)).toBe(true);
		expect(folded.outcome).toEqual({ over: true, winners, reason });
	});

	it('rules "KooseKort Krush": the game is over at once and that player wins; the Krush round scores nothing', () => {
		const s = setup(3);
		const r1 = round(0, [B(5), B(7), B(9)]);
		const krush = round(2, [board([]), null, board([C, C, C, C, C], { krush: true })]);
		const folded = foldMatch(koosekort, s, [r1, krush, r1]);
		expect(folded.rounds[1]!.result).toEqual({
			points: [0, 0, 0],
			lines: [{ rule: 'koosekort.krush', values: { seat: 2 }, column: 2 }]
		});
		expect(folded.outcome).toEqual({ over: true, winners: [2], reason: 'koosekort.krush' });
		expect(folded.state.totals).toEqual([5, 7, 9]);
		expect(folded.rounds[2]!.violations[0]!.code).toBe('core.after-end');
	});

	it('a Krush on the very first round wins with every total at 0', () => {
		const s = setup(2);
		const folded = foldMatch(koosekort, s, [
			round(1, [board([[1, 2, 4], C, C, C, C]), board([C, C, C, C, C], { krush: true })])
		]);
		expect(folded.outcome).toEqual({ over: true, winners: [1], reason: 'koosekort.krush' });
	});

	it('RULES-NOTES strict wilds change a whole round (option *strict wilds*)', () => {
		const input = round(1, [board(DONE_2), board([C, C, C, C, C])]);
		expect(applyRound(setup(2), input).points).toEqual([11, 0]);
		expect(applyRound(setup(2, { strictWilds: true }), input).points).toEqual([27, 0]);
	});

	it.each([
		{
			rule: 'rules "play starts with the player clockwise from the dealer"',
			seats: 4,
			firstDealer: 0,
			played: 0,
			dealer: 0,
			starts: 1
		},
		{
			rule: 'rules "The player clockwise to the dealer ... deals next"',
			seats: 4,
			firstDealer: 0,
			played: 1,
			dealer: 1,
			starts: 2
		},
		{ rule: 'the deal wraps around the table', seats: 4, firstDealer: 3, played: 0, dealer: 3, starts: 0 },
		{
			rule: 'the deal wraps around the table (after a round)',
			seats: 4,
			firstDealer: 3,
			played: 1,
			dealer: 0,
			starts: 1
		},
		{ rule: 'two players alternate', seats: 2, firstDealer: 1, played: 3, dealer: 0, starts: 1 }
	])('$rule', ({ seats, firstDealer, played, dealer, starts }) => {
		const s = setup(seats, {}, firstDealer);
		const r = round(
			0,
			Array.from({ length: seats }, () => board([C, C, C, C, C]))
		);
		const folded = foldMatch(
			koosekort,
			s,
			Array.from({ length: played }, () => r)
		);
		expect(koosekort.turn(folded.state as KooseKortState, s)).toEqual([
			{ role: 'dealer', seat: dealer },
			{ role: 'starts', seat: starts }
		]);
	});
});

describe('definition', () => {
	it('2-6 players, one column each, lowest wins, no target (rules "Game objective")', () => {
		expect([koosekort.minPlayers, koosekort.maxPlayers]).toEqual([2, 6]);
		expect(koosekort.columns(setup(3))).toEqual([
			{ kind: 'player', seats: [0] },
			{ kind: 'player', seats: [1] },
			{ kind: 'player', seats: [2] }
		]);
		expect(koosekort.direction(setup())).toBe('low');
		expect(koosekort.target(setup())).toBeNull();
	});

	it.each([
		{ raw: undefined, expected: { strictWilds: false, tieSpares: false, tieBreak: 'shared' } },
		{ raw: 'nonsense', expected: { strictWilds: false, tieSpares: false, tieBreak: 'shared' } },
		{
			raw: { strictWilds: 'yes', tieBreak: 'coin-toss' },
			expected: { strictWilds: false, tieSpares: false, tieBreak: 'shared' }
		},
		{
			raw: { strictWilds: true, tieSpares: true, tieBreak: 'last-round' },
			expected: { strictWilds: true, tieSpares: true, tieBreak: 'last-round' }
		}
	])('parseConfig($raw) falls back to defaults', ({ raw, expected }) => {
		expect(koosekort.parseConfig(raw, 4)).toEqual(expected);
	});

	it.each([
		{ seats: 1, ok: false },
		{ seats: 2, ok: true },
		{ seats: 6, ok: true },
		{ seats: 7, ok: false }
	])('validateSetup with $seats seats (rules "2-6 players")', ({ seats, ok }) => {
		const codes = koosekort.validateSetup(setup(seats)).map((v) => v.code);
		expect(codes.includes('core.seat-count')).toBe(!ok);
	});

	it('validateSetup flags a damaged config', () => {
		const s = { ...setup(), config: { strictWilds: 1, tieSpares: false, tieBreak: 'x' } as unknown as KooseKortConfig };
		expect(koosekort.validateSetup(s).map((v) => v.field)).toEqual(['config.strictWilds', 'config.tieBreak']);
	});

	it('the options the new-match form shows', () => {
		expect(koosekort.options).toEqual([
			{ kind: 'boolean', key: 'strictWilds', default: false },
			{ kind: 'boolean', key: 'tieSpares', default: false },
			{ kind: 'choice', key: 'tieBreak', choices: ['shared', 'last-round'], default: 'shared' }
		]);
	});
});

describe('read: the stored round becomes the checked round scoring uses', () => {
	const all: Col[] = [C, C, C, C, C];
	it.each([
		{
			rule: 'every board read, missing flags as false, with the seat that went out',
			input: round(1, [{ columns: DONE_1 }, board(all, { swap: true })]),
			read: {
				kind: 'boards',
				wentOut: 1,
				boards: [board(DONE_1), board(all, { swap: true })]
			}
		},
		{
			rule: 'a Krush names its seat; the other boards are not read',
			input: round(0, [board(all, { krush: true }), 'not a board']),
			read: { kind: 'krush', seat: 0 }
		}
	])('$rule', ({ input, read }) => {
		const s = setup(2);
		expect(koosekort.read(koosekort.initialState(s), input, s)).toEqual({ ok: true, round: read });
	});

	it('a round that does not read gives its violations, never a round', () => {
		const s = setup(2);
		const read = koosekort.read(koosekort.initialState(s), round(null, [board(all), board(all)]), s);
		expect(read).toEqual({ ok: false, violations: [{ code: 'koosekort.no-one-out', field: 'wentOut' }] });
	});
});

describe('messages and rules page (i18n conventions)', () => {
	const key = (id: string) => id.replace(/[.-]/g, '_');
	const params = (text: string | undefined) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
	const languages = { en: enMessages as Record<string, string>, fr: frMessages as Record<string, string> };

	it.each(Object.entries(languages))('%s: every rule, code, option and outcome has a message', (_lang, messages) => {
		const keys = [
			'game_koosekort_name',
			'game_koosekort_blurb',
			...KOOSEKORT_RULE_IDS.map((id) => `x_${key(id)}`),
			...KOOSEKORT_VIOLATION_CODES.map((id) => `v_${key(id)}`),
			...KOOSEKORT_OUTCOMES.map((id) => `outcome_${key(id)}`),
			...koosekort.options.flatMap((o) => [
				`opt_koosekort_${o.key}`,
				...(o.kind === 'choice' ? o.choices.map((c) => `opt_koosekort_${o.key}_${key(c)}`) : [])
			])
		];
		for (const k of keys) expect(messages[k], k).toBeTruthy();
		// The entry form's own strings (`ui_koosekort_*`) and the CSV's (`csv_koosekort_*`) live in the same files.
		expect(
			Object.keys(messages)
				.filter((k) => k !== '$schema' && !k.startsWith('ui_koosekort_') && !k.startsWith('csv_koosekort_'))
				.sort()
		).toEqual([...keys].sort());
	});

	it('English and French have the same keys and use the same parameters', () => {
		expect(Object.keys(frMessages).sort()).toEqual(Object.keys(enMessages).sort());
		for (const k of Object.keys(enMessages)) expect(params(languages.fr[k]), k).toEqual(params(languages.en[k]));
	});

	it.each([
		['en', rulesEn],
		['fr', rulesFr]
	] as const)('%s rules page: credit to NOCA Games', (_lang, doc) => {
		expect(doc.credit).toContain('NOCA Games');
	});
});
