/**
 * A match's summary (totals, winners, round count) is a cache of the fold of its rounds, for lists
 * and statistics. One function builds it (`summarize`); it is written in the same transaction as
 * the round write it follows, and a summary that no longer matches its match (another engine
 * version, a write it did not follow, other rounds) is stale and rebuilt from the rounds.
 */
import { foldMatch, type FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup, Verdict } from '$lib/engine/core/types';
import { isGameId, loadGames } from '$lib/engine/registry';
import { db } from './db';
import { dealRanges } from './deal-range';
import { lastDealAt } from './facts';
import { listRounds } from './matches';
import type { MatchRules } from './backup-plan';
import type { MatchRecord, MatchStatus, MatchSummary, RoundRecord } from './schema';

/**
 * How summaries are built: one built another way (before it kept each column's best and worst
 * deal and the deals' notes) is stale and rebuilt once from the rounds. Raise it whenever what a
 * summary holds changes.
 */
export const SUMMARY_VERSION = 2;

/** The engine's view of a stored match. */
export function setupOf(game: AnyGame, match: MatchRecord): MatchSetup<unknown> {
	const setup: { config: unknown; seatCount: number; firstDealer: number; startingScores?: number[] } = {
		config: game.parseConfig(match.config, match.seats.length),
		seatCount: match.seats.length,
		firstDealer: match.firstDealer
	};
	if (match.startingScores) setup.startingScores = match.startingScores;
	return setup;
}

/** The status a match should have after its rounds changed (abandoned stays abandoned). */
export function statusAfter(current: MatchStatus, outcome: Verdict): MatchStatus {
	if (current === 'abandoned') return current;
	return outcome.over ? 'finished' : 'active';
}

/** The game's direction for this match ('high' should its setup no longer read). */
function safeDirection(game: AnyGame, match: MatchRecord): 'high' | 'low' {
	try {
		return game.direction(setupOf(game, match));
	} catch {
		return 'high';
	}
}

/** A summary and the status that goes with it. */
export interface SummaryWrite {
	summary: MatchSummary;
	status: MatchStatus;
}

/** Builds a summary from the rounds, as a fresh fold or from `folded` (a fold of these same rounds). */
export type Summarize = (match: MatchRecord, rounds: readonly RoundRecord[]) => SummaryWrite;

/**
 * The summary of `match` with these `rounds` (all of them, in order), and its status. `folded`, when
 * given, is the fold of exactly these rounds under the match's setup (the screen's own fold).
 */
export function summarize(
	game: AnyGame,
	match: MatchRecord,
	rounds: readonly RoundRecord[],
	folded: FoldedMatch = foldMatch(
		game,
		setupOf(game, match),
		rounds.map((r) => r.input)
	)
): SummaryWrite {
	const totals = Array.from(folded.state.totals);
	const summary: MatchSummary = {
		engineVersion: game.engineVersion,
		version: SUMMARY_VERSION,
		totals,
		winners: folded.outcome.over ? Array.from(folded.outcome.winners) : [],
		roundCount: rounds.length,
		builtAt: match.updatedAt,
		deals: dealRanges(folded, totals.length, safeDirection(game, match))
	};
	const last = rounds.at(-1);
	if (last) {
		summary.lastRoundId = last.id;
		summary.lastDealAt = lastDealAt(rounds);
	}
	const notes = rounds.flatMap((r) => (r.note ? [r.note] : []));
	if (notes.length > 0) summary.dealNotes = notes.join('\n');
	return { summary, status: statusAfter(match.status, folded.outcome) };
}

/**
 * The rules that turn a match and its rounds into derived facts, as the match screen derives them:
 * the one object a backup's import and live sharing plan their merges with.
 */
export const matchRules: MatchRules = {
	setupOf,
	statusAfter,
	summarize: (game, match, rounds, folded) => summarize(game, match, rounds, folded).summary
};

/**
 * Whether a stored summary cannot be trusted: missing, from another engine version or another
 * way of building summaries, not built at the match's last write, or (when the rounds are at
 * hand) built from another list of rounds.
 */
export function summaryIsStale(
	match: MatchRecord,
	engineVersion: number,
	rounds?: readonly Pick<RoundRecord, 'id'>[]
): boolean {
	const s = match.summary;
	if (!s || s.engineVersion !== engineVersion || s.version !== SUMMARY_VERSION || s.builtAt !== match.updatedAt)
		return true;
	// Built before summaries said when the last deal was saved.
	if (s.roundCount > 0 && s.lastDealAt === undefined) return true;
	if (!rounds) return false;
	return s.roundCount !== rounds.length || (s.lastRoundId ?? null) !== (rounds.at(-1)?.id ?? null);
}

/**
 * Rebuilds the summary and status of one match from its rounds, in one transaction, when they
 * differ from what is stored. Returns the match as it now is (undefined when it is gone).
 */
export async function repairSummary(matchId: string, build: Summarize): Promise<MatchRecord | undefined> {
	return (await repairSummaries([matchId], build)).get(matchId);
}

/**
 * `repairSummary` for several matches in one transaction, their changed records written together:
 * whoever follows the list of matches reads it once for the batch, not once per match. Returns
 * each match as it now is (absent when it is gone).
 */
async function repairSummaries(ids: readonly string[], build: Summarize): Promise<Map<string, MatchRecord>> {
	const d = db();
	return d.transaction('rw', d.matches, d.rounds, async () => {
		const now = new Map<string, MatchRecord>();
		const changed: MatchRecord[] = [];
		for (const match of await d.matches.bulkGet([...ids])) {
			if (!match) continue;
			const { summary, status } = build(match, await listRounds(match.id));
			const same = JSON.stringify(summary) === JSON.stringify(match.summary) && status === match.status;
			const record = same ? match : { ...match, summary, status };
			if (!same) changed.push(record);
			now.set(match.id, record);
		}
		if (changed.length > 0) await d.matches.bulkPut(changed);
		return now;
	});
}

/**
 * How many stale summaries one transaction rebuilds: enough that a library whose summaries all
 * went stale (a new way of building them) is not re-listed once per match, few enough that each
 * transaction stays short and the screen keeps answering between them.
 */
const REPAIR_BATCH = 25;

/** Rebuilds every stale summary among `matches` (a cheap check first: no rounds are read for fresh ones), a batch per transaction. */
export async function repairStaleSummaries(matches: readonly MatchRecord[]): Promise<MatchRecord[]> {
	const games = await loadGames(matches.map((m) => m.gameId));
	const gameOf = (match: MatchRecord) => (isGameId(match.gameId) ? games.get(match.gameId) : undefined);
	const stale = matches.filter((match) => {
		const game = gameOf(match);
		return game !== undefined && summaryIsStale(match, game.engineVersion);
	});
	const repaired = new Map<string, MatchRecord>();
	const build: Summarize = (match, rounds) => summarize(gameOf(match)!, match, rounds);
	for (let i = 0; i < stale.length; i += REPAIR_BATCH) {
		const batch = await repairSummaries(
			stale.slice(i, i + REPAIR_BATCH).map((m) => m.id),
			build
		);
		for (const [id, match] of batch) repaired.set(id, match);
	}
	const staleIds = new Set(stale.map((m) => m.id));
	return matches.flatMap((match) => (!staleIds.has(match.id) ? [match] : (repaired.get(match.id) ?? [])));
}
