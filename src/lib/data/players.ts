/**
 * The player roster: add, rename, list. Names are trimmed, non-empty, at most 40 characters and
 * unique on the roster (ignoring case); problems come back as codes for the form to show.
 */
import { db, newId, now } from './db';
import type { PlayerRecord } from './schema';

export const NAME_MAX = 40;

/** Why a name cannot be used, as a message code, or null when it can. */
export type NameProblem = 'name-empty' | 'name-too-long' | 'name-taken';

/** Normalises a name for comparison. */
export function nameKey(name: string): string {
	return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** Checks a name against the roster (excluding `selfId` when renaming). */
export function checkName(name: string, roster: readonly PlayerRecord[], selfId?: string): NameProblem | null {
	const clean = name.trim();
	if (clean === '') return 'name-empty';
	if (clean.length > NAME_MAX) return 'name-too-long';
	const key = nameKey(clean);
	if (roster.some((p) => p.id !== selfId && nameKey(p.name) === key)) return 'name-taken';
	return null;
}

/** Every player, by name. */
export async function listPlayers(): Promise<PlayerRecord[]> {
	const all = await db().players.toArray();
	return all.sort((a, b) => a.name.localeCompare(b.name));
}

/** Players by id (missing ids are skipped). */
export async function getPlayers(ids: readonly string[]): Promise<PlayerRecord[]> {
	const found = await db().players.bulkGet([...ids]);
	return found.filter((p): p is PlayerRecord => p !== undefined);
}

/** Adds a player; returns the record or the problem with the name. */
export async function addPlayer(name: string): Promise<PlayerRecord | NameProblem> {
	return db().transaction('rw', db().players, async () => {
		const problem = checkName(name, await db().players.toArray());
		if (problem) return problem;
		const t = now();
		const record: PlayerRecord = { id: newId(), name: name.trim().replace(/\s+/g, ' '), createdAt: t, updatedAt: t };
		await db().players.add(record);
		return record;
	});
}

/** Finds players by name or adds them, in order (for "type new names" in the new-match form). */
export async function findOrAddPlayers(names: readonly string[]): Promise<PlayerRecord[]> {
	return db().transaction('rw', db().players, async () => {
		const roster = await db().players.toArray();
		const out: PlayerRecord[] = [];
		for (const raw of names) {
			const name = raw.trim().replace(/\s+/g, ' ');
			const existing = roster.find((p) => nameKey(p.name) === nameKey(name));
			if (existing) {
				out.push(existing);
				continue;
			}
			const t = now();
			const record: PlayerRecord = { id: newId(), name, createdAt: t, updatedAt: t };
			await db().players.add(record);
			roster.push(record);
			out.push(record);
		}
		return out;
	});
}

/** Renames a player (every match follows, since matches refer to players by id). */
export async function renamePlayer(id: string, name: string): Promise<NameProblem | null> {
	return db().transaction('rw', db().players, async () => {
		const problem = checkName(name, await db().players.toArray(), id);
		if (problem) return problem;
		await db().players.update(id, { name: name.trim().replace(/\s+/g, ' '), updatedAt: now() });
		return null;
	});
}
