/**
 * A club night's table as a match (issue 41, "each table's match is created … when its scorer
 * opens it"): where the plan's entrants sit at the match's seats, and what the table reports of
 * the match's totals. Players sit in the plan's order, one seat each (the game's own columns then
 * make partners of them where it has partnerships); a fixed team takes one team column of the
 * game, its players on that column's seats. A player seated in a partnership game gets the team's
 * total. Pure, never throws.
 */
import type { ScoreColumn } from '../core/types';
import type { Entrant, TableReport } from './night';

/** A table's match seats (player names, by seat) and the seats of each entrant, in the plan's order. */
export interface TableSeating {
	readonly names: readonly string[];
	readonly seatsOf: readonly (readonly number[])[];
	/** Team names by team column, when fixed teams hold the columns. */
	readonly teamNames?: readonly string[];
}

/**
 * Seats a table: players one seat each in order; fixed teams each on one team column of
 * `teamColumns` (the game's columns for this table's seat count), players in the column's seat
 * order. Teams without enough team columns sit one after another, like players.
 */
export function seatTable(entrants: readonly Entrant[], teamColumns: readonly ScoreColumn[] = []): TableSeating {
	const teams = teamColumns.filter((c) => c.kind === 'team');
	const fits =
		entrants.length > 0 &&
		teams.length === entrants.length &&
		entrants.every((e, i) => e.players.length > 0 && e.players.length === teams[i]!.seats.length);
	if (fits) {
		const names: string[] = [];
		entrants.forEach((e, i) => teams[i]!.seats.forEach((seat, k) => (names[seat] = e.players[k]!)));
		return { names, seatsOf: teams.map((c) => [...c.seats]), teamNames: entrants.map((e) => e.name) };
	}
	const names: string[] = [];
	const seatsOf = entrants.map((e) => {
		const players = e.players.length > 0 ? e.players : [e.name];
		return players.map((p) => names.push(p) - 1);
	});
	return { names, seatsOf };
}

/** What a table's match gives, for its report. */
export interface TableMatch {
	readonly round: number;
	readonly table: number;
	readonly matchId: string;
	/** The match's score columns (one per player, or per team). */
	readonly columns: readonly ScoreColumn[];
	/** The match's running totals, by column. */
	readonly totals: readonly number[];
	readonly deals: number;
	/** Whether the game's verdict says the match is over. */
	readonly over: boolean;
}

/**
 * The table's report: each entrant's total (the total of the column holding its first seat; 0
 * when no column holds it), in the plan's order.
 */
export function reportOf(seating: TableSeating, match: TableMatch): TableReport {
	const totals = seating.seatsOf.map((seats) => {
		const column = match.columns.findIndex((c) => (c.seats as readonly number[]).includes(seats[0] ?? -1));
		const total = column >= 0 ? match.totals[column] : undefined;
		return typeof total === 'number' && Number.isFinite(total) ? total : 0;
	});
	return {
		round: match.round,
		table: match.table,
		matchId: match.matchId,
		totals,
		deals: match.deals,
		finished: match.over
	};
}
