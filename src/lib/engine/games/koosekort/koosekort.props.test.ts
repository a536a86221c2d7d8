/**
 * KooseKort properties: the engine never throws on junk or on
 * random well-formed rounds, broken inputs come back as violations on the right field, the
 * explanation adds up to the points, and the optimiser agrees with an independent brute force
 * over every legal Swap / Rearrange (RULES-NOTES KooseKort "End of round").
 */
import { violationsOf } from '$lib/engine/core/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { applyInput, explanationGaps, heavyPropRuns, propRuns, propTimeout } from '../../core/testing';
import { isKooseValue, type KooseValue } from '../../cards/cards';
import enMessages from '../../../../../messages/koosekort/en.json';
import {
	KOOSEKORT_RULE_IDS,
	KOOSEKORT_VIOLATION_CODES,
	koosekort,
	optimiseColumns,
	scoreBoard,
	scoreColumn,
	scoreColumns,
	validateBoard,
	type KooseBoard,
	type KooseCells,
	type KooseColumn,
	type KooseKortInput,
	type KooseKortState
} from './index';
import { boardArb, caseArb, columnArb, matchArb, setupArb } from './arbitraries';

const C = 'cleared' as const;
/** Generous per-test time limits, scaled for `npm run test:props` (100,000 / 20,000 runs). */
const TIMEOUT = { timeout: propTimeout(Math.max(30_000, propRuns() * 3)) };
const HEAVY_TIMEOUT = { timeout: propTimeout(Math.max(30_000, heavyPropRuns() * 5)) };
const EN = enMessages as Record<string, string>;
const RULES: readonly string[] = KOOSEKORT_RULE_IDS;
const CODES: readonly string[] = KOOSEKORT_VIOLATION_CODES;

/** Message parameters of a rule or code (`x_` / `v_` key) that the values do not provide. */
function missingParams(prefix: 'x_' | 'v_', id: string, values: object | undefined): string[] {
	const text = EN[prefix + id.replace(/[.-]/g, '_')] ?? '';
	return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((p) => !(p in (values ?? {})));
}

// ---------------------------------------------------------------- arbitraries

// ---------------------------------------------------------------- an independent oracle

function isSetValues(a: number, b: number, c: number): boolean {
	return (a === b && b === c) || (b === a + 1 && c === b + 1) || (b === a - 1 && c === b - 1);
}

/** Column points by brute force over every wild value (RULES-NOTES KooseKort, read literally). */
const oracleMemo = new Map<string, { points: number; isSet: boolean }>();
function oracleColumn(col: KooseColumn, strict: boolean): { points: number; isSet: boolean } {
	if (col === C) return { points: 0, isSet: false };
	const key = `${strict}:${col.join(',')}`;
	const hit = oracleMemo.get(key);
	if (hit) return hit;
	const vals = col.map((v) => (v === 'W' ? (strict ? 0 : null) : v));
	const sum = vals.reduce<number>((n, v) => n + (v ?? 0), 0);
	const options = (v: number | null) => (v === null ? Array.from({ length: 15 }, (_, i) => i - 3) : [v]);
	let isSet = false;
	for (const a of options(vals[0]!))
		for (const b of options(vals[1]!)) for (const c of options(vals[2]!)) if (isSetValues(a, b, c)) isSet = true;
	const wild = vals.includes(null);
	const out = { points: !isSet ? sum : wild ? Math.min(0, sum) : 0, isSet };
	oracleMemo.set(key, out);
	return out;
}

function oracleTotal(cols: readonly KooseColumn[], strict: boolean): number {
	return cols.reduce((n, c) => n + oracleColumn(c, strict).points, 0);
}

type Cells = (KooseValue | null)[];
const flat = (cols: readonly KooseColumn[]): Cells => cols.flatMap((c) => (c === C ? [null, null, null] : [...c]));
const unflat = (cells: Cells): KooseColumn[] =>
	[0, 1, 2, 3, 4].map((c) =>
		cells[c * 3] === null ? C : ([cells[c * 3], cells[c * 3 + 1], cells[c * 3 + 2]] as KooseCells)
	);

function oracleSwaps(cols: readonly KooseColumn[]): KooseColumn[][] {
	const cells = flat(cols);
	const out: KooseColumn[][] = [];
	for (let i = 0; i < 15; i++)
		for (let j = i + 1; j < 15; j++) {
			if (cells[i] === null || cells[j] === null) continue;
			const next = [...cells];
			[next[i], next[j]] = [next[j]!, next[i]!];
			out.push(unflat(next));
		}
	return out;
}

const PERMS = [
	[0, 1, 2],
	[0, 2, 1],
	[1, 0, 2],
	[1, 2, 0],
	[2, 0, 1],
	[2, 1, 0]
];
function oracleRearranges(cols: readonly KooseColumn[], strict: boolean): KooseColumn[][] {
	const out: KooseColumn[][] = [];
	cols.forEach((col, c) => {
		if (col === C || oracleColumn(col, strict).isSet) return;
		for (const p of PERMS) {
			const next = p.map((r) => col[r]!) as unknown as KooseCells;
			if (oracleColumn(next, strict).isSet) out.push(cols.map((x, i) => (i === c ? next : x)));
		}
	});
	return out;
}

/** The lowest score over every board reachable with the cards held, in either order. */
function oracleBest(b: KooseBoard, strict: boolean): number {
	let best = oracleTotal(b.columns, strict);
	const see = (cols: readonly KooseColumn[]) => (best = Math.min(best, oracleTotal(cols, strict)));
	const swapped = b.swap ? oracleSwaps(b.columns) : [];
	const rearranged = b.rearrange ? oracleRearranges(b.columns, strict) : [];
	swapped.forEach(see);
	rearranged.forEach(see);
	if (b.swap && b.rearrange) {
		for (const s of swapped) oracleRearranges(s, strict).forEach(see);
		for (const r of rearranged) oracleSwaps(r).forEach(see);
	}
	return best;
}

// ---------------------------------------------------------------- properties

describe('never throws', TIMEOUT, () => {
	it('validate / fold on arbitrary junk', () => {
		fc.assert(
			fc.property(setupArb, fc.anything(), (setup, junk) => {
				const state = koosekort.initialState(setup);
				const violations = violationsOf(koosekort, state, junk, setup);
				expect(Array.isArray(violations)).toBe(true);
				if (violations.length === 0) applyInput(koosekort, state, junk as KooseKortInput, setup);
				const folded = foldMatch(koosekort, setup, [junk, junk]);
				expect(folded.rounds.every((r) => r.violations.every((v) => v.code !== 'core.engine-error'))).toBe(true);
			}),
			{ numRuns: propRuns() }
		);
	});

	it('junk in any one place of a valid round: validate, scoreBoard and parseConfig never throw', () => {
		fc.assert(
			fc.property(caseArb, fc.anything(), fc.nat(), fc.nat(), fc.nat(), ([setup, input], junk, a, b, c) => {
				const clone = JSON.parse(JSON.stringify(input)) as { wentOut: unknown; boards: { columns: unknown[] }[] };
				const board = clone.boards[a % clone.boards.length]!;
				const col = board.columns[b % 5];
				if (Array.isArray(col)) col[c % 3] = junk;
				else board.columns[b % 5] = junk;
				expect(() => violationsOf(koosekort, koosekort.initialState(setup), clone, setup)).not.toThrow();
				expect(() => scoreBoard(board, setup.config)).not.toThrow();
				expect(() => koosekort.parseConfig(junk, setup.seatCount)).not.toThrow();
				expect(koosekort.validateSetup({ ...setup, config: koosekort.parseConfig(junk, setup.seatCount) })).toEqual([]);
			}),
			{ numRuns: propRuns() }
		);
	});
});

describe('invalid inputs come back as violations', TIMEOUT, () => {
	it('a bad cell, a short column, no one out, two out or a wrong board count is named on its field', () => {
		const badCell = fc.oneof(
			fc.integer({ min: 12, max: 1000 }),
			fc.integer({ min: -1000, max: -4 }),
			fc.double({ noInteger: true }),
			fc.string().filter((s) => s !== 'W'),
			fc.boolean(),
			fc.object()
		);
		const corruption = fc.oneof(
			fc.record({ kind: fc.constant('cell' as const), value: badCell }),
			fc.record({ kind: fc.constant('short' as const), keep: fc.integer({ min: 0, max: 2 }) }),
			fc.record({
				kind: fc.constant('no-one' as const),
				value: fc.constantFrom(null, undefined, -1, 99, 'x', 1.5, [] as unknown[])
			}),
			fc.record({ kind: fc.constant('two' as const) }),
			fc.record({ kind: fc.constant('count' as const), delta: fc.constantFrom(-1, 1, 5) })
		);
		fc.assert(
			fc.property(caseArb, corruption, fc.nat(), fc.nat(), fc.nat(), ([setup, input], bad, a, b, c) => {
				const clone = JSON.parse(JSON.stringify(input)) as {
					wentOut: unknown;
					boards: { columns: unknown[]; krush: boolean }[];
				};
				const n = setup.seatCount;
				// Corrupt a board that is read: in a Krush round only the Krush board is.
				const krushSeat = clone.boards.findIndex((x) => x.krush);
				const seat = krushSeat >= 0 ? krushSeat : a % n;
				const col = b % 5;
				let expected: { code: string; field: string };
				if (bad.kind === 'cell') {
					clone.boards[seat]!.columns[col] = [0, 0, 0];
					(clone.boards[seat]!.columns[col] as unknown[])[c % 3] = bad.value;
					expected = { code: 'koosekort.value-range', field: `boards.${seat}.columns.${col}.${c % 3}` };
				} else if (bad.kind === 'short') {
					clone.boards[seat]!.columns[col] = [5, 5, 5].slice(0, bad.keep);
					expected = { code: 'koosekort.column-short', field: `boards.${seat}.columns.${col}` };
				} else if (bad.kind === 'no-one') {
					clone.wentOut = bad.value;
					expected = { code: 'koosekort.no-one-out', field: 'wentOut' };
				} else if (bad.kind === 'two') {
					clone.wentOut = [0, 1];
					expected = { code: 'koosekort.two-out', field: 'wentOut' };
				} else {
					clone.boards =
						bad.delta < 0
							? clone.boards.slice(0, n + bad.delta)
							: [...clone.boards, ...clone.boards.slice(0, bad.delta)];
					expected = { code: 'koosekort.board-count', field: 'boards' };
				}
				const violations = violationsOf(koosekort, koosekort.initialState(setup), clone, setup);
				expect(violations).toContainEqual(expect.objectContaining(expected));
				for (const v of violations)
					if (
						!(CODES.includes(v.code) || v.code.startsWith('core.')) ||
						(CODES.includes(v.code) && missingParams('v_', v.code, v.values).length > 0)
					)
						expect(v).toBe('a known code with its parameters');
				// Nothing saved: the fold skips the round and keeps the totals.
				const folded = foldMatch(koosekort, setup, [clone]);
				expect(folded.rounds[0]!.result).toBeNull();
				expect(folded.state.totals).toEqual(koosekort.initialState(setup).totals);
			}),
			{ numRuns: propRuns() }
		);
	});
});

describe('invariants on random valid rounds (RULES-NOTES KooseKort)', TIMEOUT, () => {
	it('valid rounds validate, and the explanation lines add up to the points', () => {
		fc.assert(
			fc.property(caseArb, ([setup, input]) => {
				const state = koosekort.initialState(setup);
				expect(violationsOf(koosekort, state, input, setup)).toEqual([]);
				const { result, state: next } = applyInput(koosekort, state, input, setup);
				expect(explanationGaps(result)).toEqual(result.points.map(() => 0));
				expect(next.totals).toEqual(result.points);
				const flatValues = result.lines.every(
					(l) =>
						l.rule.startsWith('koosekort.') &&
						Object.values(l.values ?? {}).every((v) => ['string', 'number', 'boolean'].includes(typeof v))
				);
				expect(flatValues).toBe(true);
				// Every line is a known rule whose message finds all its parameters.
				for (const l of result.lines)
					if (!RULES.includes(l.rule) || missingParams('x_', l.rule, l.values).length > 0)
						expect(l).toBe('a known rule with its parameters');
				expect(JSON.parse(JSON.stringify(next))).toEqual(next);
			}),
			{ numRuns: propRuns() }
		);
	});

	it('points = the best board score, plus 10 only for the player who went out and is not the lowest', () => {
		fc.assert(
			fc.property(caseArb, ([setup, input]) => {
				fc.pre(!input.boards.some((b) => b.krush));
				const { result } = applyInput(koosekort, koosekort.initialState(setup), input, setup);
				const boards = input.boards.map((b) => {
					const r = scoreBoard(b, setup.config);
					if (!r.ok) throw new Error('valid board rejected');
					return r.value.total;
				});
				const w = input.wentOut!;
				const others = boards.filter((_, i) => i !== w);
				const lowest = Math.min(...others);
				const spared = boards[w]! <= 0 || boards[w]! < lowest || (setup.config.tieSpares && boards[w] === lowest);
				expect(result.points).toEqual(boards.map((p, i) => p + (i === w && !spared ? 10 : 0)));
			}),
			{ numRuns: propRuns() }
		);
	});

	it('column scores match a brute force over every wild value, in both modes', () => {
		fc.assert(
			fc.property(columnArb, fc.boolean(), (col, strictWilds) => {
				const r = scoreColumn(col, 0, { strictWilds });
				expect(r?.points).toBe(oracleColumn(col, strictWilds).points);
				// Without a wild, strict wilds change nothing; a set without a wild always scores 0.
				if (col !== C && !col.includes('W')) {
					expect(scoreColumn(col, 0, { strictWilds: !strictWilds })?.points).toBe(r?.points);
					if (oracleColumn(col, false).isSet) expect(r?.points).toBe(0);
				}
				expect(r!.points).toBeGreaterThanOrEqual(-9);
				expect(r!.points).toBeLessThanOrEqual(33);
			}),
			{ numRuns: propRuns() }
		);
	});

	it('a four-round match: totals are the sums of the rounds, the lowest wins, the deal passes clockwise', () => {
		fc.assert(
			fc.property(matchArb, ([setup, rounds]) => {
				const folded = foldMatch(koosekort, setup, rounds);
				const scored = folded.rounds.filter((r) => r.result !== null);
				const sums = folded.state.totals.map((_, c) => scored.reduce((n, r) => n + r.result!.points[c]!, 0));
				expect(folded.state.totals).toEqual(sums);
				const state = folded.state as KooseKortState;
				expect(state.dealer).toBe((setup.firstDealer + state.roundsPlayed) % setup.seatCount);
				const krushIndex = rounds.findIndex((r) => r.boards.some((b) => b.krush));
				const end = krushIndex >= 0 && krushIndex < 4 ? krushIndex + 1 : Math.min(4, rounds.length);
				expect(scored).toHaveLength(end);
				if (krushIndex >= 0 && krushIndex < 4) {
					expect(folded.outcome).toEqual({
						over: true,
						winners: [rounds[krushIndex]!.wentOut],
						reason: 'koosekort.krush'
					});
				} else if (rounds.length >= 4) {
					expect(folded.outcome.over).toBe(true);
					if (!folded.outcome.over) return;
					const min = Math.min(...state.totals);
					for (const w of folded.outcome.winners) expect(state.totals[w]).toBe(min);
					if (setup.config.tieBreak === 'shared')
						expect(folded.outcome.winners).toEqual(state.totals.flatMap((t, i) => (t === min ? [i] : [])));
				} else expect(folded.outcome).toEqual({ over: false });
			}),
			{ numRuns: propRuns() }
		);
	});
});

describe('the optimiser (RULES-NOTES KooseKort "End of round"; heavy runs)', HEAVY_TIMEOUT, () => {
	it('finds the same lowest score as a brute force over every legal Swap and Rearrange, in either order', () => {
		fc.assert(
			fc.property(boardArb, fc.boolean(), (b, strictWilds) => {
				const r = optimiseColumns(b.columns, b, { strictWilds });
				expect(r.total).toBe(oracleBest(b, strictWilds));
			}),
			{ numRuns: heavyPropRuns() }
		);
	});

	it('its moves are legal, replay to its board and total, and never make things worse', () => {
		fc.assert(
			fc.property(boardArb, fc.boolean(), (b, strictWilds) => {
				const options = { strictWilds };
				const r = optimiseColumns(b.columns, b, options);
				expect(r.before).toBe(scoreColumns(b.columns, options).total);
				expect(r.total).toBeLessThanOrEqual(r.before);
				expect(r.moves.length === 0).toBe(r.total === r.before);
				// At most one of each card, and only the cards held.
				const kinds = r.moves.map((m) => m.kind);
				expect(new Set(kinds).size).toBe(kinds.length);
				if (!b.swap) expect(kinds).not.toContain('swap');
				if (!b.rearrange) expect(kinds).not.toContain('rearrange');
				// Replay.
				let cells = flat(b.columns);
				let score = r.before;
				for (const m of r.moves) {
					expect(m.before).toBe(score);
					if (m.kind === 'swap') {
						const i = m.first.col * 3 + m.first.row;
						const j = m.second.col * 3 + m.second.row;
						expect([cells[i], cells[j]]).toEqual([m.firstCard, m.secondCard]);
						[cells[i], cells[j]] = [cells[j]!, cells[i]!];
					} else {
						const col = unflat(cells)[m.col]!;
						expect(col).toEqual(m.beforeCells);
						expect(oracleColumn(col, strictWilds).isSet).toBe(false);
						expect(oracleColumn(m.afterCells, strictWilds).isSet).toBe(true);
						expect([...m.afterCells].sort()).toEqual([...m.beforeCells].sort());
						cells = [...cells.slice(0, m.col * 3), ...m.afterCells, ...cells.slice(m.col * 3 + 3)];
					}
					score = oracleTotal(unflat(cells), strictWilds);
					expect(m.after).toBe(score);
				}
				expect(unflat(cells)).toEqual(r.columns);
				expect(score).toBe(r.total);
				// Cards are only moved, never added or lost.
				expect(
					flat(r.columns)
						.filter((x) => x !== null)
						.sort()
				).toEqual(
					flat(b.columns)
						.filter((x) => x !== null)
						.sort()
				);
				expect(flat(r.columns).every((x) => x === null || isKooseValue(x))).toBe(true);
			}),
			{ numRuns: heavyPropRuns() }
		);
	});

	it('holding more cards never scores higher (none ≥ one card ≥ both)', () => {
		fc.assert(
			fc.property(boardArb, fc.boolean(), (b, strictWilds) => {
				const options = { strictWilds };
				const none = optimiseColumns(b.columns, { swap: false, rearrange: false }, options).total;
				const swap = optimiseColumns(b.columns, { swap: true, rearrange: false }, options).total;
				const rearrange = optimiseColumns(b.columns, { swap: false, rearrange: true }, options).total;
				const both = optimiseColumns(b.columns, { swap: true, rearrange: true }, options).total;
				expect(swap).toBeLessThanOrEqual(none);
				expect(rearrange).toBeLessThanOrEqual(none);
				expect(both).toBeLessThanOrEqual(Math.min(swap, rearrange));
				expect(validateBoard(b)).toEqual([]);
			}),
			{ numRuns: heavyPropRuns() }
		);
	});
});
