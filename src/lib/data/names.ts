/**
 * What a name may be, for the forms and the store alike: trimmed, non-empty, at most 40
 * characters; a team name at most long enough for two full names. Pure, with no storage: the
 * New match form checks names with these before the data layer (Dexie) has arrived.
 */
import type { Violation } from '$lib/engine/core/types';

export const NAME_MAX = 40;
/** A team name: long enough for the default "player & player" of two full-length names. */
export const TEAM_NAME_MAX = 2 * NAME_MAX + 3;

/** Why a name cannot be used, as a message code, or null when it can. */
export type NameProblem = 'name-empty' | 'name-too-long' | 'name-taken';

/** A typed name as it is stored: trimmed, inner runs of white space made one space. */
export function normalizeName(name: string): string {
	return name.trim().replace(/\s+/g, ' ');
}

/** Why a typed name cannot be a name (empty, too long), ignoring the roster; null when it can. */
export function nameShapeProblem(name: string): Exclude<NameProblem, 'name-taken'> | null {
	const clean = normalizeName(name);
	if (clean === '') return 'name-empty';
	if (clean.length > NAME_MAX) return 'name-too-long';
	return null;
}

/** Whether a text is a name as the app stores it (what `addPlayer` writes); a backup holds only these. */
export function isStoredName(name: string): boolean {
	return nameShapeProblem(name) === null && normalizeName(name) === name;
}

/** Whether a text is a team name the app can store (empty means the default name). */
export function isStoredTeamName(name: string): boolean {
	return name.trim().length <= TEAM_NAME_MAX;
}

/** Normalises a name for comparison. */
export function nameKey(name: string): string {
	return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** Problems with team names, on fields `teamNames.<column>` (an empty name means the default). */
export function teamNameViolations(names: readonly string[]): Violation[] {
	const out: Violation[] = [];
	names.forEach((raw, t) => {
		if (!isStoredTeamName(raw))
			out.push({ code: 'core.team-name-too-long', field: `teamNames.${t}`, values: { max: TEAM_NAME_MAX } });
	});
	return out;
}
