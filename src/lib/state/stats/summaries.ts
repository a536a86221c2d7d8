/**
 * Statistics read match summaries, a cache built by `summarize` (`$lib/data/summary`): a stale
 * one (another engine version, a round write it did not follow) is rebuilt from the rounds
 * first, with the match's status, so a match that finished counts for its winners.
 * `loadStatMatches` gives statistics the finished matches with trustworthy summaries.
 */
import type { AnyGame } from '$lib/engine/core/types';
import { isGameId, loadGames } from '$lib/engine/registry';
import { listMatches } from '$lib/data/matches';
import type { MatchRecord, MatchSummary } from '$lib/data/schema';
import { repairStaleSummaries, setupOf } from '$lib/data/summary';
import { timePlayed } from '../time-played';
import type { StatMatch } from './stats';

/** The match as statistics see it. */
export function statMatch(game: AnyGame, match: MatchRecord, summary: MatchSummary): StatMatch {
	const setup = setupOf(game, match);
	return {
		id: match.id,
		gameId: match.gameId,
		at: match.createdAt,
		direction: game.direction(setup),
		columns: game.columns(setup).map((c) => c.seats.map((s) => match.seats[s]?.playerId ?? '')),
		totals: summary.totals,
		winners: summary.winners,
		timePlayed: timePlayed({ createdAt: match.createdAt, summary }) ?? 0,
		deals: summary.deals ?? []
	};
}

/** Finished matches (not in the trash) with summaries rebuilt where stale, oldest first. */
export async function loadStatMatches(): Promise<StatMatch[]> {
	const matches = await repairStaleSummaries(await listMatches());
	const games = await loadGames(matches.map((m) => m.gameId));
	const out: StatMatch[] = [];
	for (const match of matches) {
		const game = isGameId(match.gameId) ? games.get(match.gameId) : undefined;
		if (match.status === 'abandoned' || !game || !match.summary) continue;
		if (match.summary.winners.length === 0) continue;
		out.push(statMatch(game, match, match.summary));
	}
	return out.sort((a, b) => a.at - b.at);
}
