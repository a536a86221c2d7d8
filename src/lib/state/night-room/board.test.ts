// The room's board from a night's record: standings in the engine's order with names and the
// rule's figure, the round under way's tables with their live scores (not started, playing,
// finished), and what the board shows before any round is confirmed.
import { describe, expect, it } from 'vitest';
import { roomBoard } from './board';
import { report, round, testNight } from './test-night';

const IDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const ROUND_1 = round(1, [
	['a', 'b'],
	['c', 'd'],
	['e', 'f']
]);
// Table 1 finished (Ana wins), table 2 finished in a draw, table 3 still playing.
const REPORTS = [report(1, 1, [120, 80], 4, true), report(1, 2, [100, 100], 4, true), report(1, 3, [50, 90], 3)];

describe('room board', () => {
	it('lists standings in rank order, shared ranks kept, with match points and game points', () => {
		const board = roomBoard(testNight(IDS, [ROUND_1], REPORTS));
		// By hand: Ana won (2 points), Chloé and Dan drew (1 each, equal on every tie-break),
		// Ben lost (0, 80 game points), Emma and Félix are still playing table 3 (nothing yet).
		expect(board.rows.map((r) => [r.rank, r.name, r.played, r.won, r.points, r.gamePoints, r.playing])).toEqual([
			[1, 'Ana', 1, 1, 2, 120, null],
			[2, 'Chloé', 1, 0, 1, 100, null],
			[2, 'Dan', 1, 0, 1, 100, null],
			[4, 'Ben', 1, 0, 0, 80, null],
			[5, 'Emma', 0, 0, 0, 0, 3],
			[5, 'Félix', 0, 0, 0, 0, 3]
		]);
		expect(board.tieBreaks).toEqual(['match-points', 'won', 'points']);
		expect([board.name, board.round, board.rounds]).toEqual(['Friday club', 1, 2]);
	});

	it('shows total points as the figure, with no game-points column, under the total-points rule', () => {
		const board = roomBoard(testNight(IDS, [ROUND_1], REPORTS, { rule: 'total-points', direction: 'high' }));
		expect(board.rows.map((r) => [r.name, r.points, r.gamePoints])).toEqual([
			['Ana', 120, null],
			['Chloé', 100, null],
			['Dan', 100, null],
			['Ben', 80, null],
			['Emma', 0, null],
			['Félix', 0, null]
		]);
		expect(board.tieBreaks).toEqual(['points', 'won']);
	});

	it("shows each table of the round with its totals, deals, leaders and whether it's finished", () => {
		const board = roomBoard(testNight(IDS, [ROUND_1], REPORTS));
		expect(
			board.tables.map((t) => [t.number, t.seats.map((s) => `${s.name} ${s.total}`), t.deals, t.finished, t.leaders])
		).toEqual([
			[1, ['Ana 120', 'Ben 80'], 4, true, ['a']],
			[2, ['Chloé 100', 'Dan 100'], 4, true, ['c', 'd']],
			[3, ['Emma 50', 'Félix 90'], 3, false, ['f']]
		]);
	});

	it('shows a table with no report (or a report that does not fit it) as not started, at zero', () => {
		const board = roomBoard(testNight(IDS, [ROUND_1], [report(1, 1, [10, 20, 30], 2)]));
		expect(board.tables.map((t) => [t.started, t.deals, t.seats.map((s) => s.total), t.leaders])).toEqual([
			[false, 0, [0, 0], []],
			[false, 0, [0, 0], []],
			[false, 0, [0, 0], []]
		]);
	});

	it('shows the last confirmed round and its sit-outs; standings add up every confirmed round', () => {
		const round2 = round(2, [['a', 'c']], ['b']);
		const drawn = { ...round(3, [['b', 'd']]), confirmed: false };
		const board = roomBoard(
			testNight(
				['a', 'b', 'c', 'd'],
				[
					round(1, [
						['a', 'b'],
						['c', 'd']
					]),
					round2,
					drawn
				],
				[report(1, 1, [30, 10], 2, true), report(1, 2, [5, 25], 2, true), report(2, 1, [12, 40], 3, true)]
			)
		);
		expect(board.round).toBe(2);
		expect(board.sitOut).toEqual(['Ben']);
		expect(board.tables.map((t) => t.seats.map((s) => s.name))).toEqual([['Ana', 'Chloé']]);
		// Ana: won 30–10 then lost 12–40 (2 points, 42); Chloé: lost 5–25 then won (2, 45);
		// Dan: won (2, 25); Ben: lost (0, 10). Equal match points and wins: game points decide.
		expect(board.rows.map((r) => [r.rank, r.name, r.points, r.gamePoints])).toEqual([
			[1, 'Chloé', 2, 45],
			[2, 'Ana', 2, 42],
			[3, 'Dan', 2, 25],
			[4, 'Ben', 0, 10]
		]);
	});

	it('has no tables and every entrant at zero before a round is confirmed', () => {
		const drawn = { ...ROUND_1, confirmed: false };
		const board = roomBoard(testNight(IDS, [drawn], []));
		expect([board.round, board.tables, board.rows.every((r) => r.played === 0 && r.playing === null)]).toEqual([
			0,
			[],
			true
		]);
	});

	it('leads with the lowest total in a game where the lowest total is best', () => {
		const night = testNight(['a', 'b'], [round(1, [['a', 'b']])], [report(1, 1, [14, 9], 2)], {
			rule: 'lowest-total',
			direction: 'low'
		});
		expect(roomBoard(night).tables[0]?.leaders).toEqual(['b']);
	});
});
