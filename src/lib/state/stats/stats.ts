/**
 * Statistics from finished matches: per player and game (played, won — a shared win counts —,
 * win rate, average and best final score by the game's own direction, current and longest winning
 * streak, time played, best and worst deal), head-to-head between two players, and the record of
 * each partnership in team games.
 * Pure functions over `StatMatch` rows that the loader builds from matches and fresh summaries.
 */
import type { DealRange } from '$lib/data/schema';
import { maxOf, minOf } from '$lib/engine/core/arrays';

/** One finished match as statistics see it. */
export interface StatMatch {
	id: string;
	gameId: string;
	/** When it was played (sorts streaks). */
	at: number;
	direction: 'high' | 'low';
	/** Player ids per score column (one per player, or the partners of a team). */
	columns: readonly (readonly string[])[];
	totals: readonly number[];
	/** Winning columns; more than one is a shared win. */
	winners: readonly number[];
	/** Time played in ms, from the start to the latest deal's first save (0 without a deal). */
	timePlayed: number;
	/** Per column, its best and worst deal (from the summary; null or absent: none scored). */
	deals: readonly (DealRange | null)[];
}

/** One deal of one match, as a player's record names it. */
export interface PlayerDeal {
	matchId: string;
	/** When the match was played. */
	at: number;
	round: number;
	points: number;
}

/** A player's record in one game (a free-form sheet counts apart when the lowest total wins). */
export interface PlayerGameStats {
	gameId: string;
	/** Which total is best: matches of one game won by the highest and by the lowest are kept apart. */
	direction: 'high' | 'low';
	played: number;
	won: number;
	/** 0..1, or null when nothing was played. */
	winRate: number | null;
	average: number | null;
	best: number | null;
	currentStreak: number;
	longestStreak: number;
	/** Time played over these matches, in ms. */
	timePlayed: number;
	/** The deal where the player (or their team) did best and worst, by the game's direction. */
	bestDeal: PlayerDeal | null;
	worstDeal: PlayerDeal | null;
}

/** Head-to-head between two players: matches where both played on different sides. */
export interface HeadToHead {
	played: number;
	aWon: number;
	bWon: number;
	/** Both won (shared) or neither did. */
	neither: number;
}

/** A partnership's record. */
export interface Partnership {
	gameId: string;
	players: [string, string];
	played: number;
	won: number;
}

/** The score column `playerId` played in (-1: not in this match). */
export function columnOf(match: StatMatch, playerId: string): number {
	return match.columns.findIndex((c) => c.includes(playerId));
}

/**
 * The player's record per game, games in the order first met. A game's matches are split by
 * direction, so a best score is always the best by that game's own rule (the lowest in KooseKort
 * or a free-form sheet the lowest wins, the highest elsewhere).
 */
export function playerStats(matches: readonly StatMatch[], playerId: string): PlayerGameStats[] {
	const byGame = new Map<string, StatMatch[]>();
	for (const m of [...matches].sort((a, b) => a.at - b.at)) {
		if (columnOf(m, playerId) < 0) continue;
		const key = `${m.gameId}|${m.direction}`;
		byGame.set(key, [...(byGame.get(key) ?? []), m]);
	}
	return [...byGame.values()].map((list) => {
		const gameId = list[0]!.gameId;
		let won = 0;
		let streak = 0;
		let longest = 0;
		let time = 0;
		let bestDeal: PlayerDeal | null = null;
		let worstDeal: PlayerDeal | null = null;
		const direction = list[0]!.direction;
		const better = (a: PlayerDeal, b: PlayerDeal | null) =>
			!b || (direction === 'high' ? a.points > b.points : a.points < b.points);
		const scores: number[] = [];
		for (const m of list) {
			const column = columnOf(m, playerId);
			scores.push(m.totals[column] ?? 0);
			time += m.timePlayed;
			const range = m.deals[column];
			if (range) {
				const best = { matchId: m.id, at: m.at, ...range.best };
				const worst = { matchId: m.id, at: m.at, ...range.worst };
				if (better(best, bestDeal)) bestDeal = best;
				if (!worstDeal || better(worstDeal, worst)) worstDeal = worst;
			}
			if (m.winners.includes(column)) {
				won++;
				streak++;
				longest = Math.max(longest, streak);
			} else streak = 0;
		}
		return {
			gameId,
			direction,
			played: list.length,
			won,
			winRate: list.length ? won / list.length : null,
			average: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
			best: scores.length ? (direction === 'low' ? minOf(scores) : maxOf(scores)) : null,
			currentStreak: streak,
			longestStreak: longest,
			timePlayed: time,
			bestDeal,
			worstDeal
		};
	});
}

/** The record of `a` against `b` over matches where they sat on different sides. */
export function headToHead(matches: readonly StatMatch[], a: string, b: string): HeadToHead {
	const out: HeadToHead = { played: 0, aWon: 0, bWon: 0, neither: 0 };
	for (const m of matches) {
		const ca = columnOf(m, a);
		const cb = columnOf(m, b);
		if (ca < 0 || cb < 0 || ca === cb) continue;
		out.played++;
		const wa = m.winners.includes(ca);
		const wb = m.winners.includes(cb);
		if (wa && !wb) out.aWon++;
		else if (wb && !wa) out.bWon++;
		else out.neither++;
	}
	return out;
}

/** Every partnership (two players in one team column), most played first. */
export function partnerships(matches: readonly StatMatch[]): Partnership[] {
	const map = new Map<string, Partnership>();
	for (const m of matches) {
		m.columns.forEach((column, i) => {
			if (column.length !== 2) return;
			const players = [...column].sort() as [string, string];
			const key = `${m.gameId}|${players.join('|')}`;
			const entry = map.get(key) ?? { gameId: m.gameId, players, played: 0, won: 0 };
			entry.played++;
			if (m.winners.includes(i)) entry.won++;
			map.set(key, entry);
		});
	}
	return [...map.values()].sort((x, y) => y.played - x.played || y.won - x.won);
}
