/**
 * Match summaries are a cache (totals, winners, round count, stamped with the engine version):
 * when missing or stamped by another engine version they are rebuilt by folding the rounds.
 * `loadStatMatches` gives statistics the finished matches with trustworthy summaries.
 */
import { foldMatch } from '$lib/engine/core/fold';
import type { AnyGame } from '$lib/engine/core/types';
import { isGameId, loadGame } from '$lib/engine/registry';
import { listMatches, listRounds, saveSummary } from '$lib/data/matches';
import type { MatchRecord, MatchSummary } from '$lib/data/schema';
import { setupOf, statusAfter } from '$lib/state/match-session.svelte';
import type { StatMatch } from './stats';

/** Whether a cached summary can be used as it is. */
export function summaryIsFresh(match: MatchRecord, game: AnyGame): boolean {
	return match.summary !== undefined && match.summary.engineVersion === game.engineVersion;
}

/** The summary of a match computed from its rounds. */
export function computeSummary(game: AnyGame, match: MatchRecord, inputs: readonly unknown[]): MatchSummary {
	const folded = foldMatch(game, setupOf(game, match), inputs);
	return {
		engineVersion: game.engineVersion,
		totals: [...folded.state.totals],
		winners: folded.outcome.over ? [...folded.outcome.winners] : [],
		roundCount: inputs.length
	};
}

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
		winners: summary.winners
	};
}

/** Finished matches (not in the trash) with summaries rebuilt where stale, oldest first. */
export async function loadStatMatches(): Promise<StatMatch[]> {
	const out: StatMatch[] = [];
	for (const match of await listMatches()) {
		if (match.status === 'abandoned' || !isGameId(match.gameId)) continue;
		const game = await loadGame(match.gameId);
		let summary = match.summary;
		if (!summary || !summaryIsFresh(match, game)) {
			const rounds = await listRounds(match.id);
			summary = computeSummary(
				game,
				match,
				rounds.map((r) => r.input)
			);
			const folded = foldMatch(
				game,
				setupOf(game, match),
				rounds.map((r) => r.input)
			);
			await saveSummary(match.id, summary, statusAfter(match.status, folded.outcome));
		}
		if (summary.winners.length === 0) continue;
		out.push(statMatch(game, match, summary));
	}
	return out.sort((a, b) => a.at - b.at);
}
