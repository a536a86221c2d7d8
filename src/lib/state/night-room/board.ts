/**
 * What the room's screen shows of a club night (issue 41, "The room's screen"): the night's name,
 * the round under way, the standings (rank, entrant, played, won, points, the table still played
 * at) in the engine's order, and every table of the round under way with its live score. Derived
 * from the night's record alone (`Night`, with `nightStandings` and `tieBreaksOf` from the
 * engine); nothing here is stored, nothing writes.
 */
import { maxOf, minOf } from '$lib/engine/core/arrays';
import { nightStandings, roundsOf, type Night } from '$lib/engine/club/night';
import { tieBreaksOf, type Counting, type CountingRule, type TieBreak } from '$lib/engine/club/standings';

/** One line of the room's standings. */
export interface BoardRow {
	readonly rank: number;
	readonly entrant: string;
	readonly name: string;
	readonly played: number;
	readonly won: number;
	/** The rule's figure: match points under the match-point rules, else the sum of totals. */
	readonly points: number;
	/** The sum of totals, shown beside match points (their tie-break); null when `points` is it. */
	readonly gamePoints: number | null;
	/** The table this entrant still plays at, if any. */
	readonly playing: number | null;
}

/** One seat of a table on the board: the entrant and its total so far. */
export interface BoardSeat {
	readonly entrant: string;
	readonly name: string;
	readonly total: number;
}

/** One table of the round under way, as its phones last reported it. */
export interface BoardTable {
	readonly number: number;
	readonly seats: readonly BoardSeat[];
	readonly deals: number;
	/** Whether a table's phone reported anything yet (else it has not started). */
	readonly started: boolean;
	readonly finished: boolean;
	/** The seats that lead (best total), once at least one deal is in; empty before. */
	readonly leaders: readonly string[];
}

/** The whole board. */
export interface Board {
	readonly name: string;
	/** Whether entrants are fixed teams (else players). */
	readonly teams: boolean;
	/** The round under way: the last confirmed one (0 before the first is confirmed). */
	readonly round: number;
	readonly rounds: number;
	readonly counting: Counting;
	readonly tieBreaks: readonly TieBreak[];
	readonly rows: readonly BoardRow[];
	readonly tables: readonly BoardTable[];
	/** Who sits the round under way out (names). */
	readonly sitOut: readonly string[];
}

const matchRules: readonly CountingRule[] = ['match-points', 'match-points-threshold'];

/** The board of `night` as it stands. */
export function roomBoard(night: Night): Board {
	const names = new Map(night.entrants.map((e) => [e.id, e.name]));
	const nameOf = (id: string): string => names.get(id) ?? id;
	const { counting } = night.settings;
	const matchPoints = matchRules.includes(counting.rule);
	const rows = nightStandings(night).map((s): BoardRow => ({
		rank: s.rank,
		entrant: s.entrant,
		name: nameOf(s.entrant),
		played: s.played,
		won: s.won,
		points: matchPoints ? s.matchPoints : s.points,
		gamePoints: matchPoints ? s.points : null,
		playing: s.playing
	}));
	const current = night.rounds.filter((r) => r.confirmed).at(-1);
	const tables = (current?.plan.tables ?? []).map((entrants, i): BoardTable => {
		const number = i + 1;
		const report = night.reports.find((r) => r.round === current?.number && r.table === number);
		const fits = report !== undefined && report.totals.length === entrants.length;
		const seats = entrants.map((entrant, seat) => ({
			entrant,
			name: nameOf(entrant),
			total: fits ? (report.totals[seat] ?? 0) : 0
		}));
		const deals = fits ? report.deals : 0;
		const totals = seats.map((s) => s.total);
		const best = counting.direction === 'low' ? minOf(totals) : maxOf(totals);
		return {
			number,
			seats,
			deals,
			started: fits,
			finished: fits && report.finished,
			leaders: deals > 0 ? seats.filter((s) => s.total === best).map((s) => s.entrant) : []
		};
	});
	return {
		name: night.settings.name,
		teams: night.settings.teams,
		round: current?.number ?? 0,
		rounds: roundsOf(night),
		counting,
		tieBreaks: tieBreaksOf(counting),
		rows,
		tables,
		sitOut: (current?.plan.sitOut ?? []).map(nameOf)
	};
}
