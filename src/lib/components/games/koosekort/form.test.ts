/**
 * The KooseKort entry form: conversions to and from the
 * engine input, the pad's cursor, and the four rounds the end-to-end test plays, folded from forms.
 */
import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '$lib/engine/core/fold';
import type { MatchSetup } from '$lib/engine/core/types';
import type { KooseValue } from '$lib/engine/cards/cards';
import { koosekort, type KooseKortConfig } from '$lib/engine/games/koosekort/index';
import { emptyBoardForm, firstCell, nextCell, toBoard, type BoardForm } from './board-form';
import { firstEmpty, nextBoard } from './cursor';
import { emptyForm, fromInput, toInput, type KooseKortForm } from './form';
import { previewBoard } from './preview';

const C = 'C' as const;
const W = 'W' as const;
type Col = readonly KooseValue[] | typeof C;

function setup(seatCount = 3): MatchSetup<KooseKortConfig> {
	return { config: koosekort.defaultConfig(seatCount), seatCount, firstDealer: 0 };
}

/** A board form filled the way the pad fills it. */
function filled(columns: readonly Col[], held: Partial<Pick<BoardForm, 'swap' | 'rearrange'>> = {}): BoardForm {
	const board = { ...emptyBoardForm(), ...held };
	columns.forEach((column, c) => {
		if (column === C) board.cleared[c] = true;
		else column.forEach((v, r) => (board.cells[c * 3 + r] = v));
	});
	return board;
}

function form(wentOut: number | null, boards: BoardForm[]): KooseKortForm {
	return { wentOut, boards };
}

// The rounds tests/e2e/koosekort.spec.ts enters for Ana, Ben and Chloé.
const E2E_ROUNDS: { form: KooseKortForm; points: number[] }[] = [
	{
		form: form(0, [
			filled(
				[
					[5, 5, 5],
					[9, 10, 11],
					[-1, -2, -1],
					[5, 5, 6],
					[3, W, 8]
				],
				{ swap: true }
			),
			filled([
				[7, W, 9],
				[W, W, -3],
				[4, 4, 4],
				[2, 8, 1],
				[0, 0, 3]
			]),
			filled([[1, 2, 3], C, C, C, [4, 4, 5]])
		]),
		points: [9, 11, 13]
	},
	{
		form: form(1, [
			filled([[6, 6, 0], C, C, C, C]),
			filled([[4, 4, 4], [5, 5, 2], C, C, C]),
			filled([[10, 10, 0], C, C, C, C])
		]),
		points: [12, 22, 20]
	},
	{
		form: form(2, [
			filled([[9, 11, 10], C, C, C, C], { rearrange: true }),
			filled([[3, 3, 4], C, C, C, C]),
			filled([[-1, -2, 1], C, C, C, C])
		]),
		points: [0, 10, -2]
	},
	{
		form: form(1, [
			filled([[5, 7, 0], C, C, C, C]),
			filled([[2, 8, 1], C, C, C, C]),
			filled([[5, 5, 5], [7, 8, 0], C, C, C])
		]),
		points: [12, 11, 15]
	}
];

describe('KooseKort form', () => {
	it('the end-to-end rounds score as worked out (23 → 9 with Swap, went-out penalty 12 → 22)', () => {
		const s = setup();
		const folded = foldMatch(
			koosekort,
			s,
			E2E_ROUNDS.map((r) => toInput(r.form, s))
		);
		expect(folded.rounds.map((r) => r.result?.points)).toEqual(E2E_ROUNDS.map((r) => r.points));
		expect(folded.state.totals).toEqual([33, 54, 46]);
		expect(folded.outcome).toEqual({ over: true, winners: [0], reason: 'koosekort.four-rounds' });
	});

	it('round-trips a stored round through the form', () => {
		const s = setup();
		for (const r of E2E_ROUNDS) expect(fromInput(toInput(r.form, s), s)).toEqual(r.form);
	});

	it('a blank or half-entered form becomes an input the engine rejects, never a throw', () => {
		const s = setup();
		const state = koosekort.initialState(s);
		const codes = (f: unknown) => violationsOf(koosekort, state, toInput(f, s) as never, s).map((v) => v.code);
		expect(codes(emptyForm(s))).toContain('koosekort.no-one-out');
		expect(codes(emptyForm(s)).filter((c) => c === 'koosekort.column-short')).toHaveLength(15);
		const half = filled([[3, 3], C, C, C, C]);
		expect(violationsOf(koosekort, state, toInput(form(0, [half, half, half]), s) as never, s)[0]).toMatchObject({
			code: 'koosekort.column-short',
			field: 'boards.0.columns.0',
			values: { count: 2 }
		});
		const damaged = { ...filled([[3, 3, 3], C, C, C, C]), cells: [99, 'x', {}, null] };
		expect(codes({ wentOut: 0, boards: [damaged, damaged, damaged] })).toContain('koosekort.value-range');
		for (const junk of [null, 'x', {}, { boards: 'no' }, { wentOut: '1', boards: [null, 3] }])
			expect(() => toInput(junk, s)).not.toThrow();
		expect(fromInput('junk', s)).toEqual(emptyForm(s));
		expect(toBoard(undefined).columns).toHaveLength(5);
	});

	it('the pad moves top to bottom, column by column, skipping cleared columns, then to the next board', () => {
		const b = filled([[1, 2, 3], C, [], C, []]);
		expect(nextCell(b, 0)).toBe(1);
		expect(nextCell(b, 2)).toBe(6);
		expect(nextCell(b, 8)).toBe(12);
		expect(nextCell(b, 14)).toBeNull();
		expect(firstCell(b)).toBe(6);
		const done = filled([C, C, C, C, C]);
		expect(firstEmpty([b, b])).toEqual({ seat: 0, cell: 6 });
		expect(nextBoard([b, done, b], 0)).toEqual({ seat: 2, cell: 0 });
		expect(nextBoard([b, b], 1)).toBeNull();
	});

	it('previews a board: the engine score when complete, the complete columns before that', () => {
		const full = previewBoard(E2E_ROUNDS[0]!.form.boards[0]!, false);
		expect(full).toMatchObject({ complete: true, total: 9, before: 23 });
		const partial = previewBoard(filled([[9, 10, 11], [4]]), false);
		expect(partial).toMatchObject({ complete: false, missing: 11 });
		expect(partial.lines).toEqual([
			{ rule: 'koosekort.straight-cleared', values: { col: 1, cards: '9,10,11', points: 0 }, points: 0 }
		]);
	});
});

// rules/koosekort.txt "Scoring": "If someone clears their whole board during their very first
// turn … the entire game is immediately over for everyone and that player wins": a Krush round
// needs only the Krush board, however much of the other boards was entered.
describe('a KooseKort Krush round from the form', () => {
	const krushBoard = (): BoardForm => ({ ...emptyBoardForm(), krush: true, cleared: [true, true, true, true, true] });
	it.each([
		{ name: 'other boards empty', others: () => [emptyBoardForm(), emptyBoardForm()] },
		{ name: 'other boards half entered', others: () => [filled([[1, 2]]), emptyBoardForm()] }
	])('$name: valid, and the Krush player wins', ({ others }) => {
		const s = setup(3);
		const [b, c] = others();
		const input = toInput(form(0, [krushBoard(), b!, c!]), s);
		expect(violationsOf(koosekort, koosekort.initialState(s), input, s)).toEqual([]);
		const folded = foldMatch(koosekort, s, [input]);
		expect(folded.outcome).toEqual({ over: true, winners: [0], reason: 'koosekort.krush' });
	});
});
