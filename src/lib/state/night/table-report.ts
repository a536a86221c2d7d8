/**
 * A club night's table and its match (issue 41): where the plan's entrants sit at the match, and
 * the table's report (each entrant's total in the plan's order, deals, finished from the game's
 * verdict) computed with the game's own engine from the match and its rounds. One module, so the
 * organiser's phone and a table's own phone (night-live) report alike.
 */
import { reportOf, seatTable, type TableSeating } from '$lib/engine/club/seating';
import type { Entrant, Night, TableReport } from '$lib/engine/club/night';
import { foldMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup } from '$lib/engine/core/types';
import { isGameId, loadGame } from '$lib/engine/registry';
import { getMatch, listRounds } from '$lib/data/matches';
import { onDataChange } from '$lib/data/changes';
import { nightOfMatch, saveReport } from '$lib/data/nights';
import type { MatchRecord, RoundRecord } from '$lib/data/schema';
import { setupOf } from '$lib/data/summary';
import { storageHealth } from '../storage-health.svelte';

/** A table of a round: its round and table numbers (both from 1). */
export interface TablePlace {
	readonly round: number;
	readonly table: number;
}

/** The entrants at a table of a round, in the plan's order (empty when the plan has no such table). */
export function tableEntrants(night: Night, at: TablePlace): Entrant[] {
	const ids = night.rounds.find((r) => r.number === at.round)?.plan.tables[at.table - 1] ?? [];
	return ids.flatMap((id) => night.entrants.filter((e) => e.id === id));
}

/** How many seats a table's match has: one per player of its entrants. */
export function seatCountOf(entrants: readonly Entrant[]): number {
	return entrants.reduce((n, e) => n + Math.max(1, e.players.length), 0);
}

/** The engine setup a table's match starts with (the night's house options, first dealer seat 1). */
export function tableSetup(game: AnyGame, night: Night, seatCount: number): MatchSetup<unknown> {
	return { config: game.parseConfig(night.settings.config, seatCount), seatCount, firstDealer: 0 };
}

/** Where a table's entrants sit (fixed teams on the game's team columns). */
export function tableSeating(game: AnyGame, night: Night, at: TablePlace): TableSeating {
	const entrants = tableEntrants(night, at);
	const columns = night.settings.teams ? game.columns(tableSetup(game, night, seatCountOf(entrants))) : [];
	return seatTable(entrants, columns);
}

/** A table's report from its match and rounds, folded with the game's engine. */
export function computeTableReport(
	game: AnyGame,
	night: Night,
	at: TablePlace,
	match: MatchRecord,
	rounds: readonly RoundRecord[]
): TableReport {
	const setup = setupOf(game, match);
	const folded = foldMatch(
		game,
		setup,
		rounds.map((r) => r.input)
	);
	return reportOf(tableSeating(game, night, at), {
		...at,
		matchId: match.id,
		columns: game.columns(setup),
		totals: folded.state.totals,
		deals: rounds.length,
		over: folded.outcome.over
	});
}

/**
 * Computes and stores the report of the night table whose match is `matchId` (nothing for a match
 * of no night, or of a night that has ended). Returns the report stored, if any.
 */
export async function reportTable(matchId: string): Promise<TableReport | undefined> {
	const table = await nightOfMatch(matchId);
	if (!table || table.night.status !== 'running' || !isGameId(table.night.settings.gameId)) return undefined;
	const [game, match, rounds] = await Promise.all([
		loadGame(table.night.settings.gameId),
		getMatch(matchId),
		listRounds(matchId)
	]);
	if (!match) return undefined;
	const report = computeTableReport(game, table.night, table.report, match, rounds);
	await saveReport(table.night.id, report);
	return report;
}

/** Recomputes every table's report of a night (the organiser's screens open with them fresh). */
export async function reportNight(night: Night): Promise<void> {
	for (const report of night.reports) await reportTable(report.matchId);
}

/**
 * Keeps a night table's report in step with its match while the match is open on this phone:
 * reports once now and after every write to matches or rounds (one at a time), each through
 * `storageHealth.attempt` (a refused write is the storage check's to report; the round itself is
 * already saved). Returns the function that stops.
 */
export function watchTable(matchId: string): () => void {
	let queue: Promise<unknown> = Promise.resolve();
	const report = () => (queue = queue.then(() => storageHealth.attempt(() => reportTable(matchId))));
	void report();
	return onDataChange((message) => {
		if (message.stores.some((s) => s === 'rounds' || s === 'matches')) void report();
	});
}
