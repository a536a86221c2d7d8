/**
 * The player roster: add, rename, list. Names are trimmed, non-empty, at most 40 characters and
 * unique on the roster (ignoring case); problems come back as codes for the form to show. A name
 * may hold anything, markup included: it is always shown as text. `storedNameProblem` is the one
 * definition of a stored name, shared by the forms and the backup importer.
 */
import { db, newId, now } from './db';
import { newStamp } from './stamp';
import type { PlayerRecord } from './schema';
import { nameKey, nameShapeProblem, normalizeName, type NameProblem } from './names';

// The name rules live in ./names (no storage); the roster's importers read them here too.
export {
	isStoredName,
	isStoredTeamName,
	nameKey,
	nameShapeProblem,
	NAME_MAX,
	normalizeName,
	TEAM_NAME_MAX,
	teamNameViolations,
	type NameProblem
} from './names';

/** Checks a name against the roster (excluding `selfId` when renaming). */
export function checkName(name: string, roster: readonly PlayerRecord[], selfId?: string): NameProblem | null {
	const shape = nameShapeProblem(name);
	if (shape) return shape;
	const key = nameKey(name);
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
		const record: PlayerRecord = { id: newId(), name: normalizeName(name), createdAt: t, updatedAt: newStamp() };
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
			const name = normalizeName(raw);
			const existing = roster.find((p) => nameKey(p.name) === nameKey(name));
			if (existing) {
				out.push(existing);
				continue;
			}
			const t = now();
			const record: PlayerRecord = { id: newId(), name, createdAt: t, updatedAt: newStamp() };
			await db().players.add(record);
			roster.push(record);
			out.push(record);
		}
		return out;
	});
}

/** One player's new name. */
export interface Rename {
	id: string;
	name: string;
}

/**
 * Checks several renames at once against the roster as it will be once they are all made, so
 * two players may swap names; the problems come back in the order of `renames` (null when fine).
 */
export function checkRenames(renames: readonly Rename[], roster: readonly PlayerRecord[]): (NameProblem | null)[] {
	const renamed = new Map(renames.map((r) => [r.id, r.name]));
	const after = roster.map((p) => ({ ...p, name: renamed.get(p.id) ?? p.name }));
	return renames.map((r) => checkName(r.name, after, r.id));
}

/** Renames a player (every match follows, since matches refer to players by id). */
export async function renamePlayer(id: string, name: string): Promise<NameProblem | null> {
	return db().transaction('rw', db().players, async () => {
		const problem = checkName(name, await db().players.toArray(), id);
		if (problem) return problem;
		await db().players.update(id, { name: normalizeName(name), updatedAt: newStamp() });
		return null;
	});
}
