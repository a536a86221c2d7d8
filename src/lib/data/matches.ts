/**
 * Matches and their rounds. A match stores its setup; each round stores the input as entered.
 * Writes that belong together (a round, its match's `updatedAt`, summary and the writing window's
 * undo history) happen in one transaction. Every write to a match or its rounds moves the match's
 * `updatedAt` later (`nextStamp`), so the stamp names one state of the match and its rounds.
 * Deleted matches go to a trash and are purged after 30 days.
 */
import { db, newId, now } from './db';
import { DAY, TRASH_DAYS } from './facts';
import { checkRenames, findOrAddPlayers, getPlayers, type NameProblem, type Rename } from './players';
import { withChange } from './round-list';
import type { HistoryRecord, MatchRecord, MatchStatus, MatchSummary, PlayerRecord, RoundRecord } from './schema';
import type { Summarize } from './summary';

/**
 * The `updatedAt` of a match's next write: the time, but always later than the last stamp (two
 * writes within one millisecond, a clock set back), so a later write always has a later stamp.
 */
export function nextStamp(previous: number, at: number = now()): number {
	return Math.max(at, previous + 1);
}

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
	const d = db();
	await d.transaction('rw', d.matches, async () => {
		const match = await d.matches.get(id);
		if (!match) return;
		const patch: Partial<MatchRecord> = { ...changes, updatedAt: nextStamp(match.updatedAt) };
		if (changes.seats) patch.playerIds = [...new Set(changes.seats.map((s) => s.playerId))];
		await d.matches.update(id, patch);
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
		const next: MatchRecord = { ...match, status, updatedAt: nextStamp(match.updatedAt) };
		await d.matches.put(build ? { ...next, ...build(next, await listRounds(id)) } : next);
	});
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
			.below(at - TRASH_DAYS * DAY)
			.primaryKeys();
		for (const id of expired) {
			await db().rounds.where('matchId').equals(id).delete();
			await db().history.where('matchId').equals(id).delete();
			await db().tombstones.where('matchId').equals(id).delete();
			await db().tombstones.put({ id, kind: 'match', matchId: id, deletedAt: at });
		}
		await db().matches.bulkDelete(expired);
		return expired.length;
	});
}

/** The rounds of a match in order. */
export function listRounds(matchId: string): Promise<RoundRecord[]> {
	return db().rounds.where('[matchId+order]').between([matchId, -Infinity], [matchId, Infinity]).toArray();
}

/** A match's rounds as of one stamp of the match (its `updatedAt`). */
export interface KnownRounds {
	updatedAt: number;
	rounds: readonly RoundRecord[];
}

/** A match, its rounds and its players, read together. */
export interface MatchSnapshot {
	match: MatchRecord;
	rounds: RoundRecord[];
	players: PlayerRecord[];
}

/**
 * A match with its rounds (as of its `updatedAt`) and players, in one read transaction; undefined
 * when there is no such match. `found` is called with the match as soon as it is read, while its
 * rounds are still being read (the match screen starts loading the game's code then).
 */
export async function readMatch(
	matchId: string,
	found?: (match: MatchRecord) => void
): Promise<MatchSnapshot | undefined> {
	const d = db();
	return d.transaction('r', d.matches, d.rounds, d.players, async () => {
		const [match, rounds] = await Promise.all([
			d.matches.get(matchId).then((m) => {
				if (m) found?.(m);
				return m;
			}),
			listRounds(matchId)
		]);
		if (!match) return undefined;
		return { match, rounds, players: await getPlayers(match.seats.map((s) => s.playerId)) };
	});
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
	/**
	 * A new round typed after this round (null: when the match had none): refuse the write when a
	 * round was added after it since (a round it was typed after that is gone refuses nothing).
	 */
	appendAfter?: string | null;
	/** The draft the round was typed in, removed with it so a saved round never comes back as a draft. */
	draftKey?: string;
	/**
	 * The match's rounds as the writer holds them, and the stamp they are the rounds of. While the
	 * match is still at that stamp, its rounds after the write are these with the change applied,
	 * and none is read again; otherwise they are read.
	 */
	known?: KnownRounds;
	/** The stamp to give the match (a later one when the match is already at or past it). */
	stamp?: number;
	/** Rebuilds the match's summary and status from its rounds after the write. */
	summarize?: Summarize;
	/** The writing window's undo history, given the round as written. */
	history?: (written: RoundRecord | null) => HistoryRecord;
}

/**
 * The outcome of a round write: the round as written, and the match's new stamp with its rounds
 * when they are known (from `known`, or read for the summary; null when the match is gone or
 * neither was asked for); or, refused, the round as it is.
 */
export type RoundWriteResult =
	| { ok: true; round: RoundRecord | null; after: KnownRounds | null }
	/** Refused: the round as it is, or (`addedAt`) the number of a round added after the one typed after. */
	| { ok: false; current: RoundRecord | null; addedAt?: number };

/** The number of the first round added after `after` (null: the match's start), or null when none was. */
async function addedAfter(matchId: string, after: string | null): Promise<number | null> {
	const d = db();
	const rounds = d.rounds.where('[matchId+order]').between([matchId, -Infinity], [matchId, Infinity]);
	const last = await rounds.last();
	if (!last || last.id === after) return null;
	if (after === null) return 1;
	const base = await d.rounds.get(after);
	if (!base || base.matchId !== matchId) return null;
	const upTo = await d.rounds
		.where('[matchId+order]')
		.between([matchId, -Infinity], [matchId, base.order], true, true)
		.count();
	return upTo + 1;
}

/**
 * Writes one round change in one transaction: the round, the match's `updatedAt`, the removal of
 * its draft, the summary and the window's undo history all commit together or not at all. A
 * removed round leaves its tombstone; a round put (back) takes its tombstone away, so an undone
 * deletion is no deletion anywhere.
 */
export async function writeRound(write: RoundWrite): Promise<RoundWriteResult> {
	const d = db();
	const tables = [d.matches, d.rounds, d.drafts, d.history, d.tombstones];
	return d.transaction('rw', tables, async (): Promise<RoundWriteResult> => {
		const match = await d.matches.get(write.matchId);
		if (write.expect) {
			const current = (await d.rounds.get(write.expect.id)) ?? null;
			if ((current?.updatedAt ?? null) !== write.expect.updatedAt) return { ok: false, current };
		}
		if (write.appendAfter !== undefined) {
			const addedAt = await addedAfter(write.matchId, write.appendAfter);
			if (addedAt !== null) return { ok: false, current: null, addedAt };
		}
		if (write.draftKey !== undefined) await d.drafts.delete(write.draftKey);
		if (write.remove !== undefined) {
			const gone = await d.rounds.get(write.remove);
			await d.rounds.delete(write.remove);
			if (gone) {
				const deletedAt = Math.max(now(), gone.updatedAt);
				await d.tombstones.put({ id: gone.id, kind: 'round', matchId: gone.matchId, deletedAt });
			}
		}
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
			await d.tombstones.delete(written.id);
		}
		let after: KnownRounds | null = null;
		if (match) {
			const updatedAt = nextStamp(match.updatedAt, write.stamp);
			let next: MatchRecord = { ...match, updatedAt };
			const known = write.known?.updatedAt === match.updatedAt ? write.known.rounds : null;
			if (known || write.summarize) {
				const rounds = known ? withChange(known, write.remove, written) : await listRounds(write.matchId);
				if (write.summarize) next = { ...next, ...write.summarize(next, rounds) };
				after = { updatedAt, rounds };
			}
			await d.matches.put(next);
		}
		if (write.history) await d.history.put(write.history(written));
		return { ok: true, round: written, after };
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
