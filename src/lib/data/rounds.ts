/**
 * A match's rounds: reading them as of one stamp, and every round write (add, edit, delete, put
 * back) in one transaction that moves the match's stamp, removes the round's draft and keeps
 * deletions as tombstones. Re-exported by `matches.ts`.
 */
import { db, newId, now } from './db';
import { readRoundDraft } from './drafts';
import { getPlayers } from './players';
import { withChange } from './round-list';
import type { HistoryRecord, MatchRecord, PlayerRecord, RoundRecord } from './schema';
import { newStamp, stampAfter } from './stamp';
import type { Summarize } from './summary';
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
	 * The draft whose pending round (a Save a page load cut off) this write completes: refused,
	 * nothing written, unless that draft still holds a pending round (another page or window
	 * completed it, or took the draft over, first), and removed with it. So a cut-off round is
	 * written by one completion only.
	 */
	completes?: string;
	/**
	 * The match's rounds as the writer holds them, and the stamp they are the rounds of. While the
	 * match is still at that stamp, its rounds after the write are these with the change applied,
	 * and none is read again; otherwise they are read.
	 */
	known?: KnownRounds;
	/** The stamp to give the match, made by `stampAfter` (a later one when the match is already at or past it). */
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
		if (write.completes !== undefined) {
			const draft = await d.drafts.get(write.completes);
			if (!readRoundDraft(draft?.value).pending) return { ok: false, current: null };
			await d.drafts.delete(write.completes);
		}
		if (write.draftKey !== undefined) await d.drafts.delete(write.draftKey);
		if (write.remove !== undefined) {
			const gone = await d.rounds.get(write.remove);
			await d.rounds.delete(write.remove);
			if (gone) {
				// Later than the round's last edit: a deletion is made after seeing what it deletes.
				const deletedAt = stampAfter(gone.updatedAt);
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
			const updatedAt =
				write.stamp !== undefined && write.stamp > match.updatedAt ? write.stamp : stampAfter(match.updatedAt);
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
	const at = newStamp();
	const result = await writeRound({
		matchId,
		put: { id, matchId, order: 0, input, createdAt: t, updatedAt: at },
		...(draftKey !== undefined ? { draftKey } : {}),
		...(summarize ? { summarize } : {})
	});
	return (result.ok && result.round) || { id, matchId, order: 0, input, createdAt: t, updatedAt: at };
}

/** Replaces a round's input, removing the draft it was edited in (`draftKey`) in the same transaction. */
export async function updateRound(round: RoundRecord, input: unknown, draftKey?: string): Promise<RoundRecord> {
	const next = { ...round, input, updatedAt: stampAfter(round.updatedAt) };
	await writeRound({ matchId: round.matchId, put: next, ...(draftKey !== undefined ? { draftKey } : {}) });
	return next;
}

/** Deletes a round. */
export async function deleteRound(round: RoundRecord): Promise<void> {
	await writeRound({ matchId: round.matchId, remove: round.id });
}

/** Puts a round back as it was, as a new write (a new stamp, later than its deletion). */
export async function putRound(round: RoundRecord): Promise<void> {
	await writeRound({ matchId: round.matchId, put: { ...round, updatedAt: stampAfter(round.updatedAt) } });
}

/** A window's undo history of a match, if any. */
export function getHistory(key: string): Promise<HistoryRecord | undefined> {
	return db().history.get(key);
}

/** Stores a window's undo history of a match. */
export async function putHistory(record: HistoryRecord): Promise<void> {
	await db().history.put(record);
}
