/**
 * A club night's standings: what each entrant (a player, or a fixed team) earned over the night's
 * tables, ranked by the counting rule the organiser chose, with the tie-breaks stated. Pure: the
 * tables' results come in (each computed from its match with the game's own engine), the ranking
 * goes out. The rules are those of the programs clubs use (issue 41):
 * - `match-points`: a table's best total wins 2, a best total shared is a draw worth 1 to each who
 *   share it, everyone else 0 (the usual 2/1/0 of round-robin tables).
 * - `match-points-threshold` (the Coinche tournament rule): a win reaching the threshold earns 2, a
 *   win below it 1, a loss 0; a draw earns 1, as a win below the threshold does.
 * - `total-points`: the sum of the entrant's totals over its tables.
 * - `lowest-total` (KooseKort): the lowest sum ranks first.
 * Tie-breaks, in order: the counting rule's figure; tables won; game points (the sum of totals,
 * lowest first when the game's lowest total is best); then a shared rank (the same number).
 * A table still playing counts for nothing yet; it is listed as playing.
 */

/** How a night's standings count. */
export type CountingRule = 'match-points' | 'match-points-threshold' | 'total-points' | 'lowest-total';

/** The counting rule and what it needs. */
export interface Counting {
	readonly rule: CountingRule;
	/** The total a win must reach to earn 2 under `match-points-threshold`. */
	readonly threshold?: number;
	/** Whether the game's highest total is best (`high`) or its lowest (`low`, KooseKort). */
	readonly direction: 'high' | 'low';
}

/** One table of one round, as its phones report it. */
export interface TableResult {
	readonly round: number;
	readonly table: number;
	/** The entrants at the table, in the order of `totals`. */
	readonly entrants: readonly string[];
	/** Each entrant's total in the table's match so far. */
	readonly totals: readonly number[];
	/** Whether the table's match is over (only finished tables count). */
	readonly finished: boolean;
}

/** One line of the standings. */
export interface Standing {
	/** 1-based; entrants that tie on every tie-break share a rank. */
	readonly rank: number;
	readonly entrant: string;
	readonly played: number;
	readonly won: number;
	readonly drawn: number;
	readonly lost: number;
	/** Match points under the two match-point rules, else 0. */
	readonly matchPoints: number;
	/** The sum of the entrant's totals at finished tables. */
	readonly points: number;
	/** The table this entrant is playing at now (a table not finished), if any. */
	readonly playing: number | null;
}

/** The tie-breaks a rule ranks by, in order, for the screen to state. */
export type TieBreak = 'match-points' | 'won' | 'points' | 'lowest-points';

/** The figures a counting rule compares, in order (the last one always breaks a tie if anything does). */
export function tieBreaksOf(counting: Counting): readonly TieBreak[] {
	const points: TieBreak = counting.direction === 'low' ? 'lowest-points' : 'points';
	switch (counting.rule) {
		case 'match-points':
		case 'match-points-threshold':
			return ['match-points', 'won', points];
		case 'total-points':
			return ['points', 'won'];
		case 'lowest-total':
			return ['lowest-points', 'won'];
	}
}

type Tally = Omit<Standing, 'rank'> & { -readonly [K in keyof Omit<Standing, 'rank'>]: Standing[K] };

/** Whether total `a` is better than total `b` in a game of this direction. */
function beats(a: number, b: number, direction: 'high' | 'low'): boolean {
	return direction === 'high' ? a > b : a < b;
}

/** The match points an entrant at a finished table earns, and whether it won, drew or lost. */
function resultAt(
	table: TableResult,
	index: number,
	counting: Counting
): { points: number; result: 'won' | 'drawn' | 'lost' } {
	const mine = table.totals[index];
	const best = table.totals.reduce((a, b) => (beats(b, a, counting.direction) ? b : a));
	const sharing = table.totals.filter((t) => t === best).length;
	if (mine !== best) return { points: 0, result: 'lost' };
	if (sharing > 1) return { points: 1, result: 'drawn' };
	if (counting.rule === 'match-points-threshold') {
		const reached =
			counting.direction === 'high' ? mine >= (counting.threshold ?? 0) : mine <= (counting.threshold ?? 0);
		return { points: reached ? 2 : 1, result: 'won' };
	}
	return { points: 2, result: 'won' };
}

/** Compares two tallies by the rule's tie-breaks: negative when `a` ranks first. */
function compareBy(breaks: readonly TieBreak[], a: Tally, b: Tally): number {
	for (const tieBreak of breaks) {
		const difference =
			tieBreak === 'match-points'
				? b.matchPoints - a.matchPoints
				: tieBreak === 'won'
					? b.won - a.won
					: tieBreak === 'points'
						? b.points - a.points
						: a.points - b.points;
		if (difference !== 0) return difference;
	}
	return 0;
}

/**
 * The night's standings from its tables' results: every entrant of `entrants` is listed (one with no
 * finished table has played 0), ranked by the counting rule's tie-breaks (`tieBreaksOf`); entrants
 * equal on all of them share a rank and are listed in `entrants`' order. A result naming an entrant
 * not in `entrants`, or whose totals do not match its entrants, is left out (the caller checks
 * what it reports; the engine never throws).
 */
export function standings(entrants: readonly string[], tables: readonly TableResult[], counting: Counting): Standing[] {
	const tallies = new Map<string, Tally>(
		entrants.map((entrant) => [
			entrant,
			{ entrant, played: 0, won: 0, drawn: 0, lost: 0, matchPoints: 0, points: 0, playing: null }
		])
	);
	for (const table of tables) {
		if (table.entrants.length !== table.totals.length || table.entrants.length === 0) continue;
		if (!table.entrants.every((e) => tallies.has(e)) || !table.totals.every(Number.isFinite)) continue;
		table.entrants.forEach((entrant, index) => {
			const tally = tallies.get(entrant)!;
			if (!table.finished) {
				tally.playing = table.table;
				return;
			}
			const { points, result } = resultAt(table, index, counting);
			tally.played += 1;
			tally[result] += 1;
			tally.points += table.totals[index] ?? 0;
			if (counting.rule === 'match-points' || counting.rule === 'match-points-threshold') tally.matchPoints += points;
		});
	}
	const breaks = tieBreaksOf(counting);
	const order = entrants.map((entrant) => tallies.get(entrant)!);
	const ranked = order
		.map((tally, index) => ({ tally, index }))
		.sort((a, b) => compareBy(breaks, a.tally, b.tally) || a.index - b.index);
	let rank = 0;
	return ranked.map(({ tally }, position) => {
		if (position === 0 || compareBy(breaks, ranked[position - 1]!.tally, tally) !== 0) rank = position + 1;
		return { rank, ...tally };
	});
}
