/**
 * Every player's record in one game, for the per-game statistics: the same figures as a player's
 * own page (`playerStats`), one row per player who finished a match of that game (a free-form
 * sheet won by the lowest total gives a row apart), most wins first.
 */
import { playerStats, type PlayerGameStats, type StatMatch } from './stats';

/** One player's record in the game. */
export interface GameRecord {
	playerId: string;
	stats: PlayerGameStats;
}

/** The records of everyone who played `gameId` in these matches (ties: more played, then the id). */
export function gameRecords(matches: readonly StatMatch[], gameId: string): GameRecord[] {
	const inGame = matches.filter((m) => m.gameId === gameId);
	const ids = new Set(inGame.flatMap((m) => m.columns.flat()).filter((id) => id !== ''));
	return [...ids]
		.flatMap((playerId) => playerStats(inGame, playerId).map((stats) => ({ playerId, stats })))
		.sort(
			(a, b) => b.stats.won - a.stats.won || b.stats.played - a.stats.played || a.playerId.localeCompare(b.playerId)
		);
}
