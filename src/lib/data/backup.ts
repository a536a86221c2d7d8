/**
 * Backups: everything (players, matches with their house options, rounds) as one JSON file in a
 * versioned format (docs/backup-format.md), and the import that validates the whole file with
 * valibot before writing anything, previews what it would add or update, merges by stable id
 * (for the same id, the copy edited last wins; a match's rounds follow their match) and writes
 * in one transaction. Problems come back as codes for the UI to translate.
 */
import { append } from '$lib/engine/core/arrays';
import * as v from 'valibot';
import { isGameId } from '$lib/engine/registry';
import { db } from './db';
import { hasMarkup, NAME_MAX, TEAM_NAME_MAX } from './players';
import type { MatchRecord, PlayerRecord, RoundRecord } from './schema';

export const BACKUP_FORMAT = 'tablekeeper-backup';
export const BACKUP_VERSION = 1;
/** Files larger than this are refused before being read. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;
/** Files larger than this show a progress bar while read and written. */
export const PROGRESS_BYTES = 1024 * 1024;
/** Any number stored in a file must stay within ± this (well inside exact integers). */
export const MAX_ABS_NUMBER = 1_000_000_000;
const MAX_TIME = 8_640_000_000_000_000;
const MAX_ID = 100;
const MAX_DEPTH = 12;
/** Issue messages that single out a problem the person can understand better than "invalid". */
const OUT_OF_RANGE = 'out-of-range';
const MARKUP = 'name-markup';

/** The file as written. */
export interface BackupFile {
	format: typeof BACKUP_FORMAT;
	version: number;
	exportedAt: number;
	players: PlayerRecord[];
	matches: MatchRecord[];
	rounds: RoundRecord[];
}

/** Why a file cannot be imported; `values` fill the message. */
export interface BackupProblem {
	code:
		| 'too-large'
		| 'unreadable'
		| 'not-json'
		| 'not-backup'
		| 'future-version'
		| 'old-version'
		| 'unknown-game'
		| 'invalid'
		| 'out-of-range'
		| 'name-markup'
		| 'duplicate-id'
		| 'missing-reference';
	values?: Record<string, string | number>;
}

/** What an import would do, per kind of record. */
export interface ImportCounts {
	added: number;
	updated: number;
	unchanged: number;
}

/** A validated file and what importing it would change. */
export interface ImportPlan {
	file: BackupFile;
	players: ImportCounts;
	matches: ImportCounts;
	rounds: ImportCounts;
}

export type Progress = (fraction: number) => void;

// ---- schema -------------------------------------------------------------------------------------

/** Whether every number inside a JSON value is finite and within range, at a bounded depth. */
function saneJson(value: unknown, depth = 0): boolean {
	if (depth > MAX_DEPTH) return false;
	if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_ABS_NUMBER;
	if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
	if (Array.isArray(value)) return value.every((x) => saneJson(x, depth + 1));
	if (typeof value === 'object') return Object.values(value).every((x) => saneJson(x, depth + 1));
	return false;
}

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID));
const Range = (min: number, max: number) =>
	v.check((x: number) => Number.isFinite(x) && x >= min && x <= max, OUT_OF_RANGE);
const Time = v.pipe(v.number(), Range(0, MAX_TIME), v.integer());
const Int = (min: number, max: number) => v.pipe(v.number(), Range(min, max), v.integer());
const Score = v.pipe(v.number(), Range(-MAX_ABS_NUMBER, MAX_ABS_NUMBER));
const AnyJson = v.pipe(
	v.unknown(),
	v.check((x) => saneJson(x), OUT_OF_RANGE)
);
/** A player's name, as the app accepts it (players.ts): trimmed, 1-40 long, no HTML markup. */
const Name = v.pipe(
	v.string(),
	v.check((s) => s.trim() === s && s.length > 0, 'name not trimmed or empty'),
	v.maxLength(NAME_MAX),
	v.check((s) => !hasMarkup(s), MARKUP)
);
/** A team name: at most 83 long (two full names and " & "), no HTML markup; empty means the default. */
const TeamName = v.pipe(
	v.string(),
	v.maxLength(TEAM_NAME_MAX),
	v.check((s) => !hasMarkup(s), MARKUP)
);

const PlayerSchema = v.strictObject({
	id: Id,
	name: Name,
	createdAt: Time,
	updatedAt: Time,
	archived: v.optional(v.boolean())
});

const SummarySchema = v.strictObject({
	engineVersion: Int(0, MAX_ABS_NUMBER),
	totals: v.pipe(v.array(Score), v.maxLength(12)),
	winners: v.pipe(v.array(Int(0, 11)), v.maxLength(12)),
	roundCount: Int(0, MAX_ABS_NUMBER),
	builtAt: v.optional(Time),
	lastRoundId: v.optional(Id)
});

const MatchSchema = v.pipe(
	v.strictObject({
		id: Id,
		gameId: v.string(),
		status: v.picklist(['active', 'finished', 'abandoned']),
		createdAt: Time,
		updatedAt: Time,
		deletedAt: v.optional(Time),
		seats: v.pipe(v.array(v.strictObject({ playerId: Id })), v.minLength(1), v.maxLength(12)),
		playerIds: v.pipe(v.array(Id), v.maxLength(12)),
		teamNames: v.optional(v.pipe(v.array(TeamName), v.maxLength(12))),
		config: AnyJson,
		firstDealer: Int(0, 11),
		startingScores: v.optional(v.pipe(v.array(Score), v.maxLength(12))),
		summary: v.optional(SummarySchema)
	}),
	v.check((m) => m.firstDealer < m.seats.length, 'first dealer out of range'),
	v.check(
		(m) => [...new Set(m.seats.map((s) => s.playerId))].sort().join() === [...m.playerIds].sort().join(),
		'player index does not match the seats'
	)
);

const RoundSchema = v.strictObject({
	id: Id,
	matchId: Id,
	order: Int(0, MAX_ABS_NUMBER),
	input: AnyJson,
	createdAt: Time,
	updatedAt: Time
});

const HeaderSchema = v.object({ format: v.literal(BACKUP_FORMAT), version: v.number() });

const FileSchema = v.strictObject({
	format: v.literal(BACKUP_FORMAT),
	version: v.literal(BACKUP_VERSION),
	exportedAt: Time,
	players: v.array(PlayerSchema),
	matches: v.array(MatchSchema),
	rounds: v.array(RoundSchema)
});

// ---- export -------------------------------------------------------------------------------------

/** Everything in the database (drafts excepted: they are half-typed forms), in one read. */
export async function exportAll(at = Date.now()): Promise<BackupFile> {
	const d = db();
	return d.transaction('r', d.players, d.matches, d.rounds, async () => ({
		format: BACKUP_FORMAT,
		version: BACKUP_VERSION,
		exportedAt: at,
		players: await d.players.toArray(),
		matches: await d.matches.toArray(),
		rounds: await d.rounds.toArray()
	}));
}

/** One match with its rounds and players, in the same format (to share it; importing merges it). */
export async function exportMatch(id: string, at = Date.now()): Promise<BackupFile | null> {
	const d = db();
	return d.transaction('r', d.players, d.matches, d.rounds, async () => {
		const match = await d.matches.get(id);
		if (!match) return null;
		const players = (await d.players.bulkGet(match.playerIds)).filter((p): p is PlayerRecord => !!p);
		const rounds = await d.rounds.where('matchId').equals(id).toArray();
		return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: at, players, matches: [match], rounds };
	});
}

/**
 * Player and team names in a file that an import would refuse because they hold HTML markup
 * (issue 8 "names with HTML"). The app keeps such names as text, so export names them for the
 * person to rename before relying on the file.
 */
export function namesWithMarkup(file: BackupFile): string[] {
	const names = [...file.players.map((p) => p.name), ...file.matches.flatMap((x) => x.teamNames ?? [])];
	return [...new Set(names.filter(hasMarkup))];
}

/** The file's text. */
export function backupText(file: BackupFile): string {
	return JSON.stringify(file, null, '\t');
}

/** A file name like `tablekeeper-2026-11-22.json`. */
export function backupFileName(at = Date.now()): string {
	return `tablekeeper-${new Date(at).toISOString().slice(0, 10)}.json`;
}

// ---- import -------------------------------------------------------------------------------------

/** What an import needs of a file: its size, and a way to read it (whole or streamed). */
export type BackupSource = Pick<Blob, 'size' | 'text'> & Partial<Pick<Blob, 'stream'>>;

/** Reads a file's text, refusing big files before reading a byte; streams with progress past 1 MB. */
export async function readBackup(source: BackupSource, onProgress?: Progress): Promise<string | BackupProblem> {
	if (source.size > MAX_BACKUP_BYTES) return { code: 'too-large', values: { max: 20 } };
	try {
		if (source.size <= PROGRESS_BYTES || !source.stream) return await source.text();
		const reader = source.stream().getReader();
		const decoder = new TextDecoder();
		let text = '';
		let read = 0;
		for (;;) {
			const chunk = await reader.read();
			if (chunk.done) break;
			read += chunk.value.byteLength;
			if (read > MAX_BACKUP_BYTES) {
				await reader.cancel();
				return { code: 'too-large', values: { max: 20 } };
			}
			text += decoder.decode(chunk.value, { stream: true });
			onProgress?.(Math.min(1, read / source.size));
		}
		return text + decoder.decode();
	} catch {
		return { code: 'unreadable' };
	}
}

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

/** Parses and validates a file's text: the whole file, before anything is written. */
export async function parseBackup(text: string): Promise<BackupFile | BackupProblem> {
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return { code: 'not-json' };
	}
	const header = v.safeParse(HeaderSchema, raw);
	if (!header.success) return { code: 'not-backup' };
	if (header.output.version > BACKUP_VERSION)
		return { code: 'future-version', values: { version: header.output.version } };
	if (header.output.version !== BACKUP_VERSION)
		return { code: 'old-version', values: { version: header.output.version } };
	const parsed = v.safeParse(FileSchema, raw);
	if (!parsed.success) {
		const issue = parsed.issues[0];
		const path = pathOf(issue);
		if (issue.message === MARKUP) return { code: 'name-markup', values: { path } };
		if (issue.message === OUT_OF_RANGE) return { code: 'out-of-range', values: { path } };
		return { code: 'invalid', values: { path } };
	}
	const file = parsed.output as BackupFile;
	const unknownGame = file.matches.find((m) => !isGameId(m.gameId));
	if (unknownGame) return { code: 'unknown-game', values: { game: unknownGame.gameId } };
	for (const records of [file.players, file.matches, file.rounds]) {
		const id = duplicate(records);
		if (id !== null) return { code: 'duplicate-id', values: { id } };
	}
	return (await missingReference(file)) ?? file;
}

/** Rounds must belong to a match, and seats to a player, in the file or already in the database. */
async function missingReference(file: BackupFile): Promise<BackupProblem | null> {
	const matchIds = new Set(file.matches.map((m) => m.id));
	const playerIds = new Set(file.players.map((p) => p.id));
	const d = db();
	const roundMatches = [...new Set(file.rounds.map((r) => r.matchId))].filter((id) => !matchIds.has(id));
	const seatPlayers = [...new Set(file.matches.flatMap((m) => m.playerIds))].filter((id) => !playerIds.has(id));
	const [knownMatches, knownPlayers] = await Promise.all([
		d.matches.bulkGet(roundMatches),
		d.players.bulkGet(seatPlayers)
	]);
	const m = roundMatches.find((_, i) => !knownMatches[i]);
	if (m !== undefined) return { code: 'missing-reference', values: { id: m } };
	const p = seatPlayers.find((_, i) => !knownPlayers[i]);
	if (p !== undefined) return { code: 'missing-reference', values: { id: p } };
	return null;
}

/** Which side wins for one id: the file's copy when it was edited later. */
function fileWins(incoming: { updatedAt: number }, existing: { updatedAt: number } | undefined): boolean {
	return !existing || incoming.updatedAt > existing.updatedAt;
}

interface Decisions {
	players: PlayerRecord[];
	matches: MatchRecord[];
	/** Ids of matches whose file copy wins: their rounds are replaced by the file's. */
	replaced: Set<string>;
	rounds: RoundRecord[];
	staleRounds: string[];
	counts: Omit<ImportPlan, 'file'>;
}

async function decide(file: BackupFile): Promise<Decisions> {
	const d = db();
	const count = (): ImportCounts => ({ added: 0, updated: 0, unchanged: 0 });
	const counts = { players: count(), matches: count(), rounds: count() };
	const existingPlayers = await d.players.bulkGet(file.players.map((p) => p.id));
	const players = file.players.filter((p, i) => {
		const before = existingPlayers[i];
		const wins = fileWins(p, before);
		counts.players[!before ? 'added' : wins ? 'updated' : 'unchanged']++;
		return wins;
	});
	const existingMatches = await d.matches.bulkGet(file.matches.map((m) => m.id));
	const replaced = new Set<string>();
	const matches = file.matches.filter((m, i) => {
		const before = existingMatches[i];
		const wins = fileWins(m, before);
		counts.matches[!before ? 'added' : wins ? 'updated' : 'unchanged']++;
		if (wins) replaced.add(m.id);
		return wins;
	});
	const existingRounds = await d.rounds.bulkGet(file.rounds.map((r) => r.id));
	const rounds = file.rounds.filter((r, i) => {
		const wins = replaced.has(r.matchId);
		const before = existingRounds[i];
		counts.rounds[!before ? (wins ? 'added' : 'unchanged') : wins ? 'updated' : 'unchanged']++;
		return wins;
	});
	const keep = new Set(rounds.map((r) => r.id));
	const staleRounds: string[] = [];
	for (const id of replaced) {
		const ids = await d.rounds.where('matchId').equals(id).primaryKeys();
		append(
			staleRounds,
			ids.filter((rid) => !keep.has(rid))
		);
	}
	return { players, matches, replaced, rounds, staleRounds, counts };
}

/** Validates a file and works out what importing it would add or update (nothing is written). */
export async function planImport(source: BackupSource, onProgress?: Progress): Promise<ImportPlan | BackupProblem> {
	const text = await readBackup(source, onProgress);
	if (typeof text !== 'string') return text;
	const file = await parseBackup(text);
	if ('code' in file) return file;
	const { counts } = await decide(file);
	return { file, ...counts };
}

/** Whether a value is a problem rather than a plan. */
export function isProblem(x: ImportPlan | BackupProblem | BackupFile | string): x is BackupProblem {
	return typeof x === 'object' && 'code' in x;
}

/** Writes a planned import in one transaction (decisions are re-taken inside it). */
export async function applyImport(plan: ImportPlan, onProgress?: Progress): Promise<void> {
	const d = db();
	await d.transaction('rw', d.players, d.matches, d.rounds, async () => {
		const decided = await decide(plan.file);
		const total = decided.players.length + decided.matches.length + decided.rounds.length || 1;
		let done = 0;
		const step = async <T>(records: T[], put: (chunk: T[]) => Promise<unknown>) => {
			for (let i = 0; i < records.length; i += 500) {
				const chunk = records.slice(i, i + 500);
				await put(chunk);
				done += chunk.length;
				onProgress?.(done / total);
			}
		};
		await step(decided.players, (c) => d.players.bulkPut(c));
		await step(decided.matches, (c) => d.matches.bulkPut(c));
		await d.rounds.bulkDelete(decided.staleRounds);
		await step(decided.rounds, (c) => d.rounds.bulkPut(c));
		onProgress?.(1);
	});
}

// ---- reminder -----------------------------------------------------------------------------------

const LAST_EXPORT_KEY = 'tablekeeper.lastExport';
const REMIND_AFTER = 30 * 24 * 60 * 60 * 1000;

/** When everything was last exported to a file, or 0. */
export function lastExport(): number {
	try {
		return Number(globalThis.localStorage?.getItem(LAST_EXPORT_KEY) ?? 0) || 0;
	} catch {
		return 0;
	}
}

/** Remembers that everything was exported now. */
export function markExported(at = Date.now()): void {
	try {
		globalThis.localStorage?.setItem(LAST_EXPORT_KEY, String(at));
	} catch {
		// Private mode: the reminder simply shows again.
	}
}

/** Matches older than 30 days changed since the last export (the reminder shows when > 0). */
export function unexportedOldMatches(
	matches: readonly Pick<MatchRecord, 'createdAt' | 'updatedAt'>[],
	since: number,
	at = Date.now()
): number {
	return matches.filter((m) => m.createdAt < at - REMIND_AFTER && m.updatedAt > since).length;
}
