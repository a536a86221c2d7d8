/**
 * The backup format (docs/backup-format.md): its types and limits, and checking a
 * parsed payload whole with valibot before anything is planned or written. `checkPayload` takes
 * an already parsed value, so a backup file, a shared match or any later transfer between phones
 * goes through the same checks. Problems come back as values with codes for the UI to translate.
 */
import * as v from 'valibot';
import type { Violation } from '$lib/engine/core/types';
import { isGameId } from '$lib/engine/registry';
import { isRecord } from './backup-fields';
import { NOTE_MAX } from './facts';
import { readAsStamps } from './backup-stamps';
import { NightSchema } from './backup-night-format';
import {
	AnyJson,
	BAD_NAME,
	Id,
	IgnoredJson,
	Int,
	MAX_ABS_NUMBER,
	MAX_ID,
	Name,
	OUT_OF_RANGE,
	Score,
	TeamName,
	Time,
	TOO_DEEP
} from './backup-values';

export { unknownFields } from './backup-fields';
export { jsonProblem, MAX_ABS_NUMBER, MAX_DEPTH } from './backup-values';
import type { MatchRecord, NightRecord, PlayerRecord, RoundRecord, TombstoneRecord } from './schema';

export const BACKUP_FORMAT = 'tablekeeper-backup';
/**
 * The format this app writes; it reads every version from 1 up to this one. Version 3 added notes
 * (a match's and a round's): an app that knows only version 2 would drop them, so it must refuse.
 * Version 4 made every `updatedAt` and `deletedAt` a clock stamp (hlc.ts): an app that knows only
 * version 3 would read them as dates tens of thousands of years ahead, so it must refuse. Older
 * files' times are milliseconds, read as their millisecond's stamp (`fromLegacy`). Version 5 added
 * club nights (`nights`): an app that knows only version 4 would drop them, so it must refuse.
 */
export const BACKUP_VERSION = 5;
/** The first version whose `updatedAt` and `deletedAt` are clock stamps. */
export const STAMPED_VERSION = 4;
/** The first version that carries club nights. */
export const NIGHTS_VERSION = 5;
/** Files larger than this are refused before being read. */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;
/** Files larger than this show a progress bar while read and written. */
export const PROGRESS_BYTES = 1024 * 1024;
/** The file as written. */
export interface BackupFile {
	format: typeof BACKUP_FORMAT;
	version: number;
	exportedAt: number;
	players: PlayerRecord[];
	matches: MatchRecord[];
	rounds: RoundRecord[];
	/** Tombstones of deleted rounds and purged matches (version 2; absent in a version 1 file). */
	deleted?: TombstoneRecord[];
	/** Club nights, the trash included (version 5; absent before, and in a shared match). */
	nights?: NightRecord[];
}

/** A match as a message names it: its game, when it started, who sat. */
export interface MatchRef {
	id: string;
	gameId: string;
	createdAt: number;
	names: string[];
}

/** Why a payload cannot be imported; `values`, `match`, `other` and `violation` fill the message. */
export interface BackupProblem {
	code:
		| 'too-large'
		| 'nothing-shared'
		| 'unreadable'
		| 'not-json'
		| 'csv'
		| 'not-backup'
		| 'future-version'
		| 'old-version'
		| 'unknown-game'
		| 'invalid'
		| 'out-of-range'
		| 'too-deep'
		| 'bad-name'
		| 'duplicate-id'
		| 'missing-reference'
		| 'round-moved'
		| 'game-changed'
		| 'bad-setup'
		| 'changed'
		| 'storage';
	values?: Record<string, string | number>;
	match?: MatchRef;
	other?: MatchRef;
	violation?: Violation;
}

export type Progress = (fraction: number) => void;

/** Whether a value is a problem rather than a result. */
export function isProblem(x: unknown): x is BackupProblem {
	return typeof x === 'object' && x !== null && 'code' in x && typeof (x as BackupProblem).code === 'string';
}

// ---- schema -------------------------------------------------------------------------------------

/** How many setup changes a match's record may hold in a file. */
export const MAX_SETUP_CHANGES = 10_000;

// Records are `v.object`s: a field this version does not know is left out of what is read (and
// reported by `unknownFields`), never refused; the version number says when a file needs a newer app.
const PlayerSchema = v.object({
	id: Id,
	name: Name,
	createdAt: Time,
	updatedAt: Time,
	archived: v.optional(v.boolean())
});

/** One entry of a match's record of setup changes: when, and each field's value before and after. */
const SetupChangeSchema = v.object({
	at: Time,
	changes: v.pipe(
		v.array(
			v.object({
				key: v.pipe(v.string(), v.maxLength(MAX_ID)),
				before: v.optional(AnyJson),
				after: v.optional(AnyJson)
			})
		),
		v.maxLength(100)
	),
	via: v.optional(v.picklist(['undo', 'redo']))
});

const MatchSchema = v.pipe(
	v.object({
		id: Id,
		gameId: v.string(),
		status: v.picklist(['active', 'finished', 'abandoned']),
		createdAt: Time,
		updatedAt: Time,
		deletedAt: v.optional(Time),
		seats: v.pipe(v.array(v.object({ playerId: Id })), v.minLength(1), v.maxLength(12)),
		playerIds: v.pipe(v.array(Id), v.maxLength(12)),
		teamNames: v.optional(v.pipe(v.array(TeamName), v.maxLength(12))),
		config: AnyJson,
		firstDealer: Int(0, 11),
		startingScores: v.optional(v.pipe(v.array(Score), v.maxLength(12))),
		/** A cache the import ignores and rebuilds: any JSON of bounded depth is accepted here. */
		summary: v.optional(IgnoredJson),
		setupChanges: v.optional(v.pipe(v.array(SetupChangeSchema), v.maxLength(MAX_SETUP_CHANGES))),
		/** What the table wrote about the match; it changes no score. */
		note: v.optional(v.pipe(v.string(), v.maxLength(NOTE_MAX)))
	}),
	v.check((m) => m.firstDealer < m.seats.length, 'first dealer out of range'),
	v.check((m) => {
		const seated = new Set(m.seats.map((s) => s.playerId));
		return seated.size === new Set(m.playerIds).size && m.playerIds.every((id) => seated.has(id));
	}, 'player index does not match the seats')
);

const RoundSchema = v.object({
	id: Id,
	matchId: Id,
	order: Int(0, MAX_ABS_NUMBER),
	input: AnyJson,
	createdAt: Time,
	updatedAt: Time,
	/** The phone that entered or last changed it (a match shared live). */
	by: v.optional(v.pipe(v.string(), v.maxLength(60))),
	/** What the table wrote about the deal; no score reads it. */
	note: v.optional(v.pipe(v.string(), v.maxLength(NOTE_MAX)))
});

const TombstoneSchema = v.pipe(
	v.object({
		kind: v.picklist(['round', 'match']),
		id: Id,
		matchId: Id,
		deletedAt: Time
	}),
	v.check((t) => t.kind === 'round' || t.matchId === t.id, 'a match tombstone names its own match')
);

const HeaderSchema = v.object({ format: v.literal(BACKUP_FORMAT), version: v.number() });

const FileSchema = v.object({
	format: v.literal(BACKUP_FORMAT),
	version: v.number(),
	exportedAt: Time,
	players: v.array(PlayerSchema),
	matches: v.array(MatchSchema),
	rounds: v.array(RoundSchema),
	deleted: v.optional(v.array(TombstoneSchema)),
	nights: v.optional(v.array(NightSchema))
});

function pathOf(issue: v.BaseIssue<unknown>): string {
	return (issue.path ?? []).map((p) => String(p.key)).join('.');
}

function duplicate(records: readonly { id: string }[]): string | null {
	const seen = new Set<string>();
	for (const r of records) {
		if (seen.has(r.id)) return r.id;
		seen.add(r.id);
	}
	return null;
}

const ISSUE_CODES: Record<string, BackupProblem['code'] | undefined> = {
	[OUT_OF_RANGE]: 'out-of-range',
	[TOO_DEEP]: 'too-deep',
	[BAD_NAME]: 'bad-name'
};

/**
 * The header's verdict: a file newer than `newest` (the latest version this app knows) is refused
 * whole, never read with its new fields dropped; a version below 1 or not whole is not one of ours.
 */
export function checkVersion(version: number, newest = BACKUP_VERSION): BackupProblem | null {
	if (version > newest) return { code: 'future-version', values: { version } };
	if (!Number.isInteger(version) || version < 1) return { code: 'old-version', values: { version } };
	return null;
}

/**
 * Checks a parsed payload whole: the header, then every record against the format. What the
 * device holds is not looked at here (the merge planner does that). `newest` is the latest
 * version this app reads (a parameter so a test can play an older app).
 */
export function checkPayload(raw: unknown, newest = BACKUP_VERSION): BackupFile | BackupProblem {
	const header = v.safeParse(HeaderSchema, raw);
	if (!header.success) return { code: 'not-backup' };
	const refused = checkVersion(header.output.version, newest);
	if (refused) return refused;
	// A version 1 file has no deletions, a file before version 5 no nights: such a field in it is
	// an unknown field, not read.
	const { version } = header.output;
	const source = isRecord(raw)
		? {
				...raw,
				...(version === 1 ? { deleted: undefined } : {}),
				...(version < NIGHTS_VERSION ? { nights: undefined } : {})
			}
		: raw;
	const parsed = v.safeParse(FileSchema, source);
	if (!parsed.success) {
		const issue = parsed.issues[0];
		return { code: ISSUE_CODES[issue.message] ?? 'invalid', values: { path: pathOf(issue) } };
	}
	const { deleted, nights, ...rest } = parsed.output;
	// Read as the version this app writes: a version 1 file is one with no deletions, a file before
	// version 4 one whose times are the stamps of their milliseconds.
	const read: BackupFile = {
		...(rest as Omit<BackupFile, 'deleted'>),
		version: BACKUP_VERSION,
		deleted: deleted ?? [],
		nights: (nights ?? []) as NightRecord[]
	};
	const file = header.output.version < STAMPED_VERSION ? readAsStamps(read) : read;
	const unknownGame = file.matches.find((m) => !isGameId(m.gameId));
	if (unknownGame) return { code: 'unknown-game', values: { game: unknownGame.gameId } };
	const unknownNightGame = file.nights?.find((n) => !isGameId(n.settings.gameId));
	if (unknownNightGame) return { code: 'unknown-game', values: { game: unknownNightGame.settings.gameId } };
	// A record and its tombstone are never both in one file: each id is a round, a match or a deletion.
	const rounds = [...file.rounds, ...(file.deleted ?? []).filter((t) => t.kind === 'round')];
	const matches = [...file.matches, ...(file.deleted ?? []).filter((t) => t.kind === 'match')];
	for (const records of [file.players, matches, rounds, file.deleted ?? [], file.nights ?? []]) {
		const id = duplicate(records);
		if (id !== null) return { code: 'duplicate-id', values: { id } };
	}
	return file;
}
