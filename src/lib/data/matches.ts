/**
 * Matches and their rounds. A match stores its setup; each round stores the input as entered.
 * Writes that belong together (a round, its match's `updatedAt`, summary and the writing window's
 * undo history) happen in one transaction. Every write to a match or its rounds moves the match's
 * `updatedAt` later (`stampAfter`, a stamp of this phone's hybrid logical clock), so the stamp
 * names one state of the match and its rounds. Its `deletedAt` (in the trash) is a stamp too: read
 * either as a date through `wallOf`.
 * Deleted matches go to a trash and are purged after 30 days.
 */
import { db, newId, now } from './db';
import { DAY, NOTE_MAX, TRASH_DAYS } from './facts';
import { findOrAddPlayers } from './players';
import { listRounds } from './rounds';
import type { MatchRecord, MatchStatus, MatchSummary } from './schema';
import { hlcOf } from './hlc';
import { newStamp, stampAfter } from './stamp';
import type { Summarize } from './summary';

export { newStamp, stampAfter };

export { TRASH_DAYS };

/** What the new-match flow provides. */
export interface NewMatch {
	gameId: string;
	playerIds: string[];
	config: unknown;
	firstDealer: number;
	teamNames?: string[];
	startingScores?: number[];
}

/** Creates a match and returns it. */
export async function createMatch(spec: NewMatch): Promise<MatchRecord> {
	const t = now();
	const record: MatchRecord = {
		id: newId(),
		gameId: spec.gameId,
		status: 'active',
		createdAt: t,
		updatedAt: newStamp(),
		seats: spec.playerIds.map((playerId) => ({ playerId })),
		playerIds: [...new Set(spec.playerIds)],
		config: spec.config,
		firstDealer: spec.firstDealer
	};
	if (spec.teamNames) record.teamNames = spec.teamNames;
	if (spec.startingScores) record.startingScores = spec.startingScores;
	await db().matches.add(record);
	return record;
}

/**
 * Finds or adds the named players and creates the match in one transaction, so a failed start
 * leaves no new player behind; `first` says whether no match (trash included) existed before.
 */
export async function startMatch(
	names: readonly string[],
	spec: Omit<NewMatch, 'playerIds'>
): Promise<{ match: MatchRecord; first: boolean }> {
	return db().transaction('rw', db().players, db().matches, async () => {
		const first = (await db().matches.count()) === 0;
		const players = await findOrAddPlayers(names);
		const match = await createMatch({ ...spec, playerIds: players.map((p) => p.id) });
		return { match, first };
	});
}

/** A match by id (also when in the trash), or undefined. */
export function getMatch(id: string): Promise<MatchRecord | undefined> {
	return db().matches.get(id);
}

/**
 * Matches not in the trash, most recently updated first (the same order as reading the
 * `updatedAt` index backwards: ties by id, last first). The whole table is read by its primary
 * key and sorted here: a live query over an index would note every match's key one by one to know
 * what it read, where a read of the whole table notes one range.
 */
export async function listMatches(): Promise<MatchRecord[]> {
	const all = await db().matches.toArray();
	return all
		.filter((m) => m.deletedAt === undefined)
		.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** Matches in the trash, most recently deleted first. */
export async function listTrash(): Promise<MatchRecord[]> {
	const all = await db().matches.where('deletedAt').above(0).toArray();
	return all.sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0));
}

/** Changes the setup of a match (names are on players; this is seats, options, dealer, teams). */
export async function updateSetup(
	id: string,
	changes: Partial<Pick<MatchRecord, 'seats' | 'config' | 'firstDealer' | 'teamNames' | 'startingScores'>>
): Promise<void> {
	const d = db();
	await d.transaction('rw', d.matches, async () => {
		const match = await d.matches.get(id);
		if (!match) return;
		const patch: Partial<MatchRecord> = { ...changes, updatedAt: stampAfter(match.updatedAt) };
		if (changes.seats) patch.playerIds = [...new Set(changes.seats.map((s) => s.playerId))];
		await d.matches.update(id, patch);
	});
}

/**
 * Sets the match's note (trimmed, at most NOTE_MAX characters; an empty note removes it). A note
 * changes no score: it is beside the setup, never part of it.
 */
export async function setMatchNote(id: string, note: string): Promise<void> {
	const d = db();
	const text = note.trim().slice(0, NOTE_MAX);
	await d.transaction('rw', d.matches, async () => {
		const match = await d.matches.get(id);
		if (!match) return;
		const updatedAt = stampAfter(match.updatedAt);
		if (text) await d.matches.update(id, { note: text, updatedAt });
		else await d.matches.update(id, { note: undefined, updatedAt });
	});
}

/** Records the derived summary and status (a cache for lists and statistics). */
export async function saveSummary(id: string, summary: MatchSummary, status: MatchStatus): Promise<void> {
	await db().matches.update(id, { summary, status });
}

/** Sets the status (abandon, reopen); with `build`, the summary and final status follow in the same transaction. */
export async function setStatus(id: string, status: MatchStatus, build?: Summarize): Promise<void> {
	const d = db();
	await d.transaction('rw', d.matches, d.rounds, async () => {
		const match = await d.matches.get(id);
		if (!match) return;
		const next: MatchRecord = { ...match, status, updatedAt: stampAfter(match.updatedAt) };
		await d.matches.put(build ? { ...next, ...build(next, await listRounds(id)) } : next);
	});
}

/** Moves a match to the trash. */
export async function trashMatch(id: string): Promise<void> {
	await db().matches.update(id, { deletedAt: newStamp() });
}

/** Takes a match out of the trash. */
export async function restoreMatch(id: string): Promise<void> {
	await db().transaction('rw', db().matches, async () => {
		const match = await db().matches.get(id);
		if (!match) return;
		delete match.deletedAt;
		await db().matches.put(match);
	});
}

/**
 * Deletes for good the matches that have been in the trash longer than 30 days. Each leaves one
 * match tombstone in place of its rounds' (so an older backup does not bring it back unasked).
 */
export async function purgeTrash(at = now()): Promise<number> {
	return db().transaction('rw', [db().matches, db().rounds, db().history, db().tombstones], async () => {
		// Undo histories of matches gone, or not touched for as long as the trash keeps a match.
		await db()
			.history.where('updatedAt')
			.below(at - TRASH_DAYS * DAY)
			.delete();
		const expired = await db()
			.matches.where('deletedAt')
			.below(hlcOf(at - TRASH_DAYS * DAY))
			.primaryKeys();
		for (const id of expired) {
			await db().rounds.where('matchId').equals(id).delete();
			await db().history.where('matchId').equals(id).delete();
			await db().tombstones.where('matchId').equals(id).delete();
			await db().tombstones.put({ id, kind: 'match', matchId: id, deletedAt: newStamp() });
		}
		await db().matches.bulkDelete(expired);
		return expired.length;
	});
}

/** The rounds of a match in order. */

export * from './rounds';
export * from './setup-write';
