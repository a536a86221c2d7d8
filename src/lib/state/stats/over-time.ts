/**
 * A player's results over time, the rival who beats them most and the partner they win most
 * with, from finished matches: per month (the device's own calendar) the matches played and won
 * and the time played; among the players met on the other side, the one who won most often
 * against them; among their partners in team games, the one they won most often with. A shared
 * win counts as a win, as in `stats.ts`.
 */
import { localDateTime } from './local-time';
import { columnOf, type StatMatch } from './stats';

export interface MonthResult {
	/** "2026-11": the month in the device's time zone. */
	month: string;
	played: number;
	won: number;
	/** Time played in these matches, in ms. */
	timePlayed: number;
}

/** A partner in team games, over every game: matches won and played on the same side. */
export interface Partner {
	playerId: string;
	won: number;
	played: number;
}

export interface Rival {
	playerId: string;
	/** Matches this rival won and the player did not. */
	beaten: number;
	/** Matches they played on different sides. */
	played: number;
}

/** "2026-11" for a time in ms, in the device's own calendar. */
export function monthOf(at: number): string {
	return localDateTime(at).slice(0, 7);
}

/** Matches played and won and the time played per month, oldest first; months without a match are left out. */
export function resultsByMonth(matches: readonly StatMatch[], playerId: string): MonthResult[] {
	const months = new Map<string, MonthResult>();
	for (const match of matches) {
		const column = columnOf(match, playerId);
		if (column < 0) continue;
		const month = monthOf(match.at);
		const row = months.get(month) ?? { month, played: 0, won: 0, timePlayed: 0 };
		row.played++;
		row.timePlayed += match.timePlayed;
		if (match.winners.includes(column)) row.won++;
		months.set(month, row);
	}
	return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * The player met on the other side who won most often while this player did not (ties: more
 * matches together, then the id), or null when no one ever did.
 */
export function toughestRival(matches: readonly StatMatch[], playerId: string): Rival | null {
	const rivals = new Map<string, Rival>();
	for (const match of matches) {
		const mine = columnOf(match, playerId);
		if (mine < 0) continue;
		const iWon = match.winners.includes(mine);
		match.columns.forEach((players, column) => {
			if (column === mine) return;
			const theyWon = match.winners.includes(column) && !iWon;
			for (const other of players) {
				const rival = rivals.get(other) ?? { playerId: other, beaten: 0, played: 0 };
				rival.played++;
				if (theyWon) rival.beaten++;
				rivals.set(other, rival);
			}
		});
	}
	const ranked = [...rivals.values()]
		.filter((r) => r.beaten > 0)
		.sort((a, b) => b.beaten - a.beaten || b.played - a.played || a.playerId.localeCompare(b.playerId));
	return ranked[0] ?? null;
}

/**
 * The partner (same team column) the player won most often with, over every team game (ties: the
 * better rate, i.e. fewer matches together, then the id), or null when they never won in a team.
 */
export function bestPartner(matches: readonly StatMatch[], playerId: string): Partner | null {
	const partners = new Map<string, Partner>();
	for (const match of matches) {
		const mine = columnOf(match, playerId);
		if (mine < 0) continue;
		const won = match.winners.includes(mine);
		for (const other of match.columns[mine] ?? []) {
			if (other === playerId) continue;
			const partner = partners.get(other) ?? { playerId: other, won: 0, played: 0 };
			partner.played++;
			if (won) partner.won++;
			partners.set(other, partner);
		}
	}
	const ranked = [...partners.values()]
		.filter((p) => p.won > 0)
		.sort((a, b) => b.won - a.won || a.played - b.played || a.playerId.localeCompare(b.playerId));
	return ranked[0] ?? null;
}
