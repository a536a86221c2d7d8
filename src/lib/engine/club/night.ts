/**
 * A club night as the engine sees it (issue 41): its settings, its entrants (players, or fixed
 * teams), its rounds (each a drawn plan of tables, confirmed by the organiser) and what each table
 * reported of its match (totals computed on the table's phones with the game's own engine). The
 * night is the one record every screen reads (organiser, table, room); standings and the next draw
 * are derived from it here, never stored. Entrants are named by id everywhere; names are for
 * display. Pure: no time, no randomness (a draw takes the seed stored in its round).
 */
import { drawTables, roundRobin, type DrawPlan } from './draw';
import { standings, type Counting, type Standing, type TableResult } from './standings';

/** How the night's tables are drawn: rounds drawn anew (the first by chance, then Swiss), or a round robin. */
export type NightFormat = { readonly kind: 'swiss'; readonly rounds: number } | { readonly kind: 'round-robin' };

/** One entrant of the night: a player, or a fixed team (its players' names, in seat order). */
export interface Entrant {
	readonly id: string;
	readonly name: string;
	readonly players: readonly string[];
}

/** What the organiser sets when starting the night. */
export interface NightSettings {
	readonly name: string;
	/** The night's date, `YYYY-MM-DD`. */
	readonly date: string;
	readonly gameId: string;
	/** The game's house options, as a match setup's `config`: every table's match starts with them. */
	readonly config: unknown;
	/** Whether entrants are fixed teams (else players, seated individually). */
	readonly teams: boolean;
	readonly format: NightFormat;
	readonly counting: Counting;
	/** Entrants a table seats, at most and at least (from the game and `teams`). */
	readonly seats: number;
	readonly minSeats: number;
}

/** A round: its drawn plan (entrant ids) and whether the organiser confirmed it (tables may then start). */
export interface NightRound {
	/** 1-based. */
	readonly number: number;
	readonly seed: number;
	readonly plan: DrawPlan;
	readonly confirmed: boolean;
}

/** What a table's phones report of its match (the summary the standings read). */
export interface TableReport {
	readonly round: number;
	/** 1-based, the table's place in its round's plan. */
	readonly table: number;
	readonly matchId: string;
	/** Each entrant's total so far, in the order of the plan's table. */
	readonly totals: readonly number[];
	/** Deals saved so far. */
	readonly deals: number;
	/** Whether the match is over (only finished tables count in the standings). */
	readonly finished: boolean;
}

/** A club night. */
export interface Night {
	readonly settings: NightSettings;
	readonly entrants: readonly Entrant[];
	readonly rounds: readonly NightRound[];
	readonly reports: readonly TableReport[];
}

/**
 * Each table of each confirmed round as the standings read it: its entrants from the plan, its
 * totals from its report (none yet: zeros, still playing). A report of a table the plan does not
 * have, or whose totals do not fit the table, is left out.
 */
export function tableResults(night: Night): TableResult[] {
	const results: TableResult[] = [];
	for (const round of night.rounds) {
		if (!round.confirmed) continue;
		round.plan.tables.forEach((entrants, i) => {
			const report = night.reports.find((r) => r.round === round.number && r.table === i + 1);
			const fits = report !== undefined && report.totals.length === entrants.length;
			results.push({
				round: round.number,
				table: i + 1,
				entrants,
				totals: fits ? report.totals : entrants.map(() => 0),
				finished: fits && report.finished
			});
		});
	}
	return results;
}

/** The night's standings under its counting rule (standings.ts), over every confirmed round. */
export function nightStandings(night: Night): Standing[] {
	return standings(
		night.entrants.map((e) => e.id),
		tableResults(night),
		night.settings.counting
	);
}

/** How many rounds the night has: the Swiss count, or a round robin's (every entrant meets every other once). */
export function roundsOf(night: Night): number {
	const { format } = night.settings;
	return format.kind === 'swiss' ? format.rounds : roundRobin(night.entrants.map((e) => e.id)).length;
}

/**
 * The plan for the night's next round, drawn with `seed`: the round robin's next round, or a Swiss
 * draw (by chance for the first round, then in standings order, avoiding past meetings). Null when
 * every round is drawn.
 */
export function nextPlan(night: Night, seed: number): DrawPlan | null {
	const number = night.rounds.length + 1;
	if (number > roundsOf(night)) return null;
	const ids = night.entrants.map((e) => e.id);
	if (night.settings.format.kind === 'round-robin') return roundRobin(ids)[number - 1] ?? null;
	const order = number === 1 ? ids : nightStandings(night).map((s) => s.entrant);
	return drawTables({
		entrants: order,
		seats: night.settings.seats,
		minSeats: night.settings.minSeats,
		met: night.rounds.flatMap((r) => r.plan.tables),
		satOut: night.rounds.flatMap((r) => r.plan.sitOut),
		first: number === 1,
		seed
	});
}
