/**
 * Roster upkeep beyond add and rename: archive, delete (refused while any match, trash included,
 * refers to the player) and merge two entries of the same person (every seat moves over, in one
 * transaction). Problems come back as codes for the page to explain.
 */
import { db } from './db';
import { newStamp, stampAfter } from './stamp';

/** Hides a player from pickers (or shows them again); their matches are untouched. */
export async function setArchived(id: string, archived: boolean): Promise<void> {
	await db().players.update(id, { archived, updatedAt: newStamp() });
}

/** How many matches (trash included) refer to a player. */
export function matchesOf(id: string): Promise<number> {
	return db().matches.where('playerIds').equals(id).count();
}

/** Deletes a player, or refuses with the number of matches that still refer to them. */
export async function deletePlayer(id: string): Promise<{ refused: number } | null> {
	return db().transaction('rw', db().players, db().matches, async () => {
		const count = await matchesOf(id);
		if (count > 0) return { refused: count };
		await db().players.delete(id);
		return null;
	});
}

/** Why two entries cannot be merged, or null once merged. */
export type MergeProblem = 'same-match' | 'missing';

/** Moves every seat of `from` to `into` and removes `from`. */
export async function mergePlayers(from: string, into: string): Promise<MergeProblem | null> {
	const d = db();
	return d.transaction('rw', d.players, d.matches, async () => {
		const [a, b] = await d.players.bulkGet([from, into]);
		if (!a || !b || from === into) return 'missing';
		const matches = await d.matches.where('playerIds').equals(from).toArray();
		if (matches.some((m) => m.playerIds.includes(into))) return 'same-match';
		for (const match of matches) {
			const seats = match.seats.map((s) => (s.playerId === from ? { playerId: into } : s));
			const playerIds = [...new Set(seats.map((s) => s.playerId))];
			await d.matches.update(match.id, { seats, playerIds, updatedAt: stampAfter(match.updatedAt) });
		}
		await d.players.delete(from);
		await d.players.update(into, { updatedAt: stampAfter(b.updatedAt) });
		return null;
	});
}
