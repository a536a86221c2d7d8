/**
 * Matches and their rounds. A match stores its setup; each round stores the input as entered.
 * Writes that belong together (a round, its match's `updatedAt`, summary and the writing window's
 * undo history) happen in one transaction.
 * Deleted matches go to a trash and are purged after 30 days.
 */
import { db, newId, now } from './db';
import { checkRenames, findOrAddPlayers, type NameProblem, type Rename } from './players';
import type { HistoryRecord, MatchRecord, MatchStatus, MatchSummary, RoundRecord } from './schema';
import type { Summarize } from './summary';

/** How long a match stays in the trash. */
export const TRASH_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

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
		updatedAt: t,
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

/** The setup changes a match accepts after it started (names are on players). */
export type SetupChanges = Partial<Pick<MatchRecord, 'config' | 'firstDealer' | 'teamNames'>>;

/**
 * Renames players and changes the setup of a match in one transaction: when any new name is
 * refused nothing is written, and the problems come back in the order of `renames`.
 */
export async function saveSetup(
	id: string,
	renames: readonly Rename[],
	changes: SetupChanges
): Promise<(NameProblem | null)[] | null> {
	return db().transaction('rw', db().players, db().matches, async () => {
		const problems = checkRenames(renames, await db().players.toArray());
		if (problems.some((p) => p !== null)) return problems;
		const t = now();
		for (const r of renames)
			await db().players.update(r.id, { name: r.name.trim().replace(/\s+/g, ' '), updatedAt: t });
		await updateSetup(id, changes);
		return null;
	});
}

/** A match by id (also when in the trash), or undefined. */
export function getMatch(id: string): Promise<MatchRecord | undefined> {
	return db().matches.get(id);
}

/** Matches not in the trash, most recently updated first. */
export async function listMatches(): Promise<MatchRecord[]> {
	const all = await db().matches.orderBy('updatedAt').reverse().toArray();
	return all.filter((m) => m.deletedAt === undefined);
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
	const patch: Partial<MatchRecord> = { ...changes, updatedAt: now() };
	if (changes.seats) patch.playerIds = [...new Set(changes.seats.map((s) => s.playerId))];
	await db().matches.update(id, patch);
}

/** Records the derived summary and status (a cache for lists and statistics). */
export async function saveSummary(id: string, summary: MatchSummary, status: MatchStatus): Promise<void> {
	await db().matches.update(id, { summary, status });
}

/** Sets the status (abandon, reopen); with `build`, the summary and final status follow in the same transaction. */
export async function setStatus(id: string, status: MatchStatus, build?: Summarize): Promise<void> {
	const d = db();
	await d.transaction('rw', d.matches, d.rounds, async () => {
		await d.matches.update(id, { status, updatedAt: now() });
		if (build) await writeSummary(id, build);
	});
}

/** Inside a transaction on matches and rounds: rebuilds and stores the match's summary and status. */
async function writeSummary(matchId: string, build: Summarize): Promise<void> {
	const match = await db().matches.get(matchId);
	if (!match) return;
	const { summary, status } = build(match, await listRounds(matchId));
	await db().matches.update(matchId, { summary, status });
}

/** Moves a match to the trash. */
export async function trashMatch(id: string): Promise<void> {
	await db().matches.update(id, { deletedAt: now() });
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

/** Deletes for good the matches that have been in the trash longer than 30 days. */
export async function purgeTrash(at = now()): Promise<number> {
	return db().transaction('rw', db().matches, db().rounds, db().history, async () => {
		// Undo histories of matches gone, or not touched for as long as the trash keeps a match.
		await db()
			.history.where('updatedAt')
			.below(at - TRASH_DAYS * DAY)
			.delete();
		const expired = await db()
			.matches.where('deletedAt')
			.below(at - TRASH_DAYS * DAY)
			.primaryKeys();
		for (const id of expired) {
			await db().rounds.where('matchId').equals(id).delete();
			await db().history.where('matchId').equals(id).delete();
		}
		await db().matches.bulkDelete(expired);
		return expired.length;
	});
}

/** The rounds of a match in order. */
export function listRounds(matchId: string): Promise<RoundRecord[]> {
	return db().rounds.where('[matchId+order]').between([matchId, -Infinity], [matchId, Infinity]).toArray();
}

/** An id for a round about to be added (the screen shows it before the write completes). */
export function newRoundId(): string {
	return newId();
}

/** A round as a window last saw it: its id and edit stamp, or null when it must be absent. */
export interface RoundExpectation {
	id: string;
	updatedAt: number | null;
}

/** One round write, with everything that belongs in its transaction. */
export interface RoundWrite {
	matchId: string;
	/** The round to store; `order` 0 appends it after the last round. */
	put?: RoundRecord;
	/** The id of a round to delete. */
	remove?: string;
	/** Refuse the write (nothing is written) unless the round is still as this says. */
	expect?: RoundExpectation;
	/** The draft the round was typed in, removed with it so a saved round never comes back as a draft. */
	draftKey?: string;
	/** Rebuilds the match's summary and status from the rounds as written. */
	summarize?: Summarize;
	/** The writing window's undo history, given the round as written. */
	history?: (written: RoundRecord | null) => HistoryRecord;
}

/** The outcome of a round write: the round as written, or the round as it is when it had changed. */
export type RoundWriteResult = { ok: true; round: RoundRecord | null } | { ok: false; current: RoundRecord | null };

/**
 * Writes one round change in one transaction: the round, the match's `updatedAt`, the removal of
 * its draft, the summary and the window's undo history all commit together or not at all.
 */
export async function writeRound(write: RoundWrite): Promise<RoundWriteResult> {
	const d = db();
	return d.transaction('rw', [d.matches, d.rounds, d.drafts, d.history], async (): Promise<RoundWriteResult> => {
		if (write.expect) {
			const current = (await d.rounds.get(write.expect.id)) ?? null;
			if ((current?.updatedAt ?? null) !== write.expect.updatedAt) return { ok: false, current };
		}
		if (write.draftKey !== undefined) await d.drafts.delete(write.draftKey);
		if (write.remove !== undefined) await d.rounds.delete(write.remove);
		let written: RoundRecord | null = null;
		if (write.put) {
			written = write.put;
			if (written.order === 0) {
				const last = await d.rounds
					.where('[matchId+order]')
					.between([write.matchId, -Infinity], [write.matchId, Infinity])
					.last();
				written = { ...written, order: (last?.order ?? 0) + 1 };
			}
			await d.rounds.put(written);
		}
		await d.matches.update(write.matchId, { updatedAt: now() });
		if (write.summarize) await writeSummary(write.matchId, write.summarize);
		if (write.history) await d.history.put(write.history(written));
		return { ok: true, round: written };
	});
}

/** Appends a round (removing the draft it was typed in, `draftKey`) and returns it as stored. */
export async function addRound(
	matchId: string,
	input: unknown,
	draftKey?: string,
	id: string = newId(),
	summarize?: Summarize
): Promise<RoundRecord> {
	const t = now();
	const result = await writeRound({
		matchId,
		put: { id, matchId, order: 0, input, createdAt: t, updatedAt: t },
		...(draftKey !== undefined ? { draftKey } : {}),
		...(summarize ? { summarize } : {})
	});
	return (result.ok && result.round) || { id, matchId, order: 0, input, createdAt: t, updatedAt: t };
}

/** Replaces a round's input, removing the draft it was edited in (`draftKey`) in the same transaction. */
export async function updateRound(round: RoundRecord, input: unknown, draftKey?: string): Promise<RoundRecord> {
	const next = { ...round, input, updatedAt: now() };
	await writeRound({ matchId: round.matchId, put: next, ...(draftKey !== undefined ? { draftKey } : {}) });
	return next;
}

/** Deletes a round. */
export async function deleteRound(round: RoundRecord): Promise<void> {
	await writeRound({ matchId: round.matchId, remove: round.id });
}

/** Puts a round back exactly as it was. */
export async function putRound(round: RoundRecord): Promise<void> {
	await writeRound({ matchId: round.matchId, put: round });
}

/** A window's undo history of a match, if any. */
export function getHistory(key: string): Promise<HistoryRecord | undefined> {
	return db().history.get(key);
}

/** Stores a window's undo history of a match. */
export async function putHistory(record: HistoryRecord): Promise<void> {
	await db().history.put(record);
}
