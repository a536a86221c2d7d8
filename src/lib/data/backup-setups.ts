/**
 * Comparing two copies of a match's setup in a merge: what the setup is (`setupKey`), and both
 * copies' records of setup changes joined (`setupChangesOf`).
 */
import type { MatchRecord, SetupChangeRecord } from './schema';

/** What a match's setup is, to tell whether two copies of a match were set up alike. */
export function setupKey(m: MatchRecord): unknown {
	return [
		m.gameId,
		m.status,
		m.createdAt,
		m.seats,
		m.teamNames ?? null,
		m.config,
		m.firstDealer,
		m.startingScores ?? null
	];
}

/** Both copies' records of setup changes, each entry once, oldest first. */
export function setupChangesOf(here: MatchRecord | undefined, there: MatchRecord | undefined): SetupChangeRecord[] {
	const all = new Map<string, SetupChangeRecord>();
	for (const c of [...(here?.setupChanges ?? []), ...(there?.setupChanges ?? [])]) all.set(JSON.stringify(c), c);
	return [...all.values()].sort((a, b) => a.at - b.at);
}
