/**
 * Backups in the database: export everything (or one match) in the backup format, and import a
 * checked payload by the merge planner's rules (backup-merge.ts): the plan is made from what the
 * device holds, shown, then made again inside the one write transaction and written only if it
 * is still the same plan, so what is written is exactly what was previewed. Once written, this
 * phone's clock moves past every stamp the import kept, so what is done here afterwards is later
 * than what came in (an entry stamped too far ahead was set aside, and is not seen).
 */
import type { AnyGame } from '$lib/engine/core/types';
import { isGameId, loadGame } from '$lib/engine/registry';
import {
	BACKUP_FORMAT,
	BACKUP_VERSION,
	checkPayload,
	isProblem,
	type BackupFile,
	type BackupProblem,
	type Progress,
	unknownFields
} from './backup-format';
import { parseText, readBackup, type BackupSource } from './backup-file';
import { planMerge, type DeviceSnapshot, type MatchRules, type MergePlan } from './backup-merge';
import { db, now } from './db';
import { isFarFuture } from './hlc';
import { seeStamp } from './stamp';
import { tableMatchIds } from './backup-nights';
import type { MatchRecord, NightRecord, PlayerRecord, RoundRecord, TombstoneRecord } from './schema';

/** What the person chose in the preview; each choice plans the import again. */
export interface ImportChoices {
	/** Matches in the trash here that the import also restores. */
	restore?: readonly string[];
	/** Deleted rounds (or a purged match) edited on the other side since, to bring back. */
	revive?: readonly string[];
	/** Players whose name here is kept instead of the file's rename. */
	keepNames?: readonly string[];
	/** Fields the payload had that this version does not read (found before it was first checked). */
	ignored?: readonly string[];
}

/** A checked file and what importing it would do here. */
export interface ImportPlan extends MergePlan {
	file: BackupFile;
	games: ReadonlyMap<string, AnyGame>;
	restore: readonly string[];
	revive: readonly string[];
	keepNames: readonly string[];
	/** Fields of the file this version does not know (`players.0.email`): not read, reported. */
	ignored: readonly string[];
}

// ---- export -------------------------------------------------------------------------------------

/** Everything in the database (drafts excepted: they are half-typed forms), club nights included, in one read. */
export async function exportAll(at = Date.now()): Promise<BackupFile> {
	const d = db();
	return d.transaction('r', [d.players, d.matches, d.rounds, d.tombstones, d.nights], async () => ({
		format: BACKUP_FORMAT,
		version: BACKUP_VERSION,
		exportedAt: at,
		players: await d.players.toArray(),
		matches: await d.matches.toArray(),
		rounds: await d.rounds.toArray(),
		deleted: await d.tombstones.toArray(),
		nights: await d.nights.toArray()
	}));
}

/** One match with its rounds and players, in the same format (to share it; importing merges it). */
export async function exportMatch(id: string, at = Date.now()): Promise<BackupFile | null> {
	const d = db();
	return d.transaction('r', [d.players, d.matches, d.rounds, d.tombstones], async () => {
		const match = await d.matches.get(id);
		if (!match) return null;
		const players = (await d.players.bulkGet(match.playerIds)).filter((p): p is PlayerRecord => !!p);
		const rounds = await d.rounds.where('matchId').equals(id).toArray();
		const deleted = await d.tombstones.where('matchId').equals(id).toArray();
		const format = BACKUP_FORMAT;
		return { format, version: BACKUP_VERSION, exportedAt: at, players, matches: [match], rounds, deleted };
	});
}

// ---- import -------------------------------------------------------------------------------------

function unique(ids: Iterable<string>): string[] {
	return [...new Set(ids)];
}

/** What the device holds under the ids the file names (read inside the caller's transaction, if any). */
async function snapshot(file: BackupFile): Promise<DeviceSnapshot> {
	const d = db();
	const deleted = file.deleted ?? [];
	const playerIds = unique([...file.players.map((p) => p.id), ...file.matches.flatMap((m) => m.playerIds)]);
	const matchIds = unique(
		[...file.matches, ...file.rounds, ...deleted].map((r) => ('matchId' in r ? r.matchId : r.id))
	);
	const fileRoundIds = new Set([...file.rounds, ...deleted.filter((t) => t.kind === 'round')].map((r) => r.id));
	const tableIds = tableMatchIds(file);
	const [players, matches, rounds, keys, stones, stonesById, nights, tables, purged] = await Promise.all([
		d.players.bulkGet(playerIds),
		d.matches.bulkGet(matchIds),
		d.rounds.where('matchId').anyOf(matchIds).toArray(),
		d.rounds.toCollection().primaryKeys(),
		d.tombstones.where('matchId').anyOf(matchIds).toArray(),
		d.tombstones.bulkGet([...fileRoundIds]),
		d.nights.bulkGet((file.nights ?? []).map((n) => n.id)),
		d.matches.bulkGet(tableIds),
		d.tombstones.bulkGet(tableIds)
	]);
	// The nights' tables this device knows: a match here (its game), or one purged here (null).
	const tableMatches = new Map<string, string | null>();
	for (const t of purged) if (t?.kind === 'match') tableMatches.set(t.id, null);
	for (const m of tables) if (m) tableMatches.set(m.id, m.gameId);
	// Which match each of the file's round ids belongs to here. Most are rounds of the matches
	// just read; only ids held by other matches (a round that would move) need another read.
	const owners: Pick<RoundRecord, 'id' | 'matchId'>[] = rounds.filter((r) => fileRoundIds.has(r.id));
	const read = new Set(rounds.map((r) => r.id));
	const elsewhere = keys.filter((id) => fileRoundIds.has(id) && !read.has(id));
	for (const r of await d.rounds.bulkGet(elsewhere)) if (r) owners.push(r);
	for (const t of stonesById) if (t) owners.push(t);
	// The matches those rounds belong to here, to name them when a round would move.
	const known = new Set(matchIds);
	const ownerIds = unique(owners.flatMap((r) => (known.has(r.matchId) ? [] : [r.matchId])));
	const ownerMatches = (await d.matches.bulkGet(ownerIds)).filter((m): m is MatchRecord => !!m);
	// Those matches' players, so a refusal names who sat there.
	const seated = unique(ownerMatches.flatMap((m) => m.playerIds).filter((id) => !playerIds.includes(id)));
	for (const p of await d.players.bulkGet(seated)) players.push(p);
	const byMatch = new Map<string, RoundRecord[]>();
	for (const r of rounds) {
		const list = byMatch.get(r.matchId);
		if (list) list.push(r);
		else byMatch.set(r.matchId, [r]);
	}
	return {
		players: new Map(players.filter((p): p is PlayerRecord => !!p).map((p) => [p.id, p])),
		matches: new Map([...matches, ...ownerMatches].filter((m): m is MatchRecord => !!m).map((m) => [m.id, m])),
		rounds: byMatch,
		roundOwners: new Map(owners.map((r) => [r.id, r.matchId])),
		tombstones: new Map([...stones, ...stonesById.filter((t): t is TombstoneRecord => !!t)].map((t) => [t.id, t])),
		nights: new Map(nights.filter((n): n is NightRecord => !!n).map((n) => [n.id, n])),
		tableMatches
	};
}

/** The game definitions a file's matches and nights (and the device's matches it adds rounds to) need. */
async function gamesFor(file: BackupFile): Promise<Map<string, AnyGame>> {
	const local = await db().matches.bulkGet(unique([...file.rounds, ...(file.deleted ?? [])].map((r) => r.matchId)));
	const ids = unique([
		...file.matches.map((m) => m.gameId),
		...local.flatMap((m) => (m ? [m.gameId] : [])),
		...(file.nights ?? []).map((n) => n.settings.gameId)
	]);
	const games = new Map<string, AnyGame>();
	for (const id of ids) if (isGameId(id)) games.set(id, await loadGame(id));
	return games;
}

/**
 * Checks a parsed payload (a backup file, a shared match, any later transfer) and plans its
 * import here. Nothing is written.
 */
export async function planPayload(
	raw: unknown,
	rules: MatchRules,
	choices: ImportChoices = {}
): Promise<ImportPlan | BackupProblem> {
	const file = checkPayload(raw);
	if (isProblem(file)) return file;
	const games = await gamesFor(file);
	const { restore = [], revive = [], keepNames = [] } = choices;
	const plan = planMerge(file, await snapshot(file), games, rules, mergeOptions(choices));
	if (isProblem(plan)) return plan;
	const ignored = unique([...(choices.ignored ?? []), ...unknownFields(raw)]);
	return { ...plan, file, games, restore, revive, keepNames, ignored };
}

function mergeOptions(choices: ImportChoices) {
	return {
		at: now(),
		restore: new Set(choices.restore),
		revive: new Set(choices.revive),
		keepNames: new Set(choices.keepNames)
	};
}

/** Reads, checks and plans a backup file. Nothing is written. */
export async function planImport(
	source: BackupSource,
	rules: MatchRules,
	onProgress?: Progress
): Promise<ImportPlan | BackupProblem> {
	const text = await readBackup(source, onProgress);
	if (typeof text !== 'string') return text;
	const parsed = parseText(text);
	if (isProblem(parsed)) return parsed;
	return planPayload(parsed.value, rules);
}

/**
 * Writes a planned import in one transaction. The plan is made again inside it from what the
 * device holds now; if that differs from the previewed plan (something changed here meanwhile),
 * nothing is written and the problem `changed` asks for a new preview.
 */
export async function applyImport(
	plan: ImportPlan,
	rules: MatchRules,
	onProgress?: Progress
): Promise<BackupProblem | null> {
	const d = db();
	return d
		.transaction('rw', [d.players, d.matches, d.rounds, d.tombstones, d.nights], async () => {
			const again = planMerge(plan.file, await snapshot(plan.file), plan.games, rules, mergeOptions(plan));
			if (isProblem(again)) return again;
			if (again.fingerprint !== plan.fingerprint) return { code: 'changed' } satisfies BackupProblem;
			const { players, matches, rounds, removeRounds, tombstones, clearTombstones, nights } = again.writes;
			const total = players.length + matches.length + rounds.length || 1;
			let done = 0;
			const step = async <T>(records: readonly T[], put: (chunk: T[]) => Promise<unknown>) => {
				for (let i = 0; i < records.length; i += 500) {
					const chunk = records.slice(i, i + 500);
					await put(chunk);
					done += chunk.length;
					onProgress?.(done / total);
				}
			};
			await step(players, (c) => d.players.bulkPut(c));
			await step(matches, (c) => d.matches.bulkPut(c));
			await step(rounds, (c) => d.rounds.bulkPut(c));
			await d.rounds.bulkDelete(removeRounds);
			await d.tombstones.bulkDelete(clearTombstones);
			await d.tombstones.bulkPut(tombstones);
			await d.nights.bulkPut(nights);
			onProgress?.(1);
			return null;
		})
		.then((problem) => {
			if (problem === null) seeStamp(latestKept(plan.file, now()));
			return problem;
		});
}

/** The latest stamp of a file that is not too far past `at` to be kept (0: none). */
function latestKept(file: BackupFile, at: number): number {
	let latest = 0;
	const see = (stamp: number | undefined) => {
		if (stamp !== undefined && stamp > latest && !isFarFuture(stamp, at)) latest = stamp;
	};
	for (const r of [...file.players, ...file.matches, ...file.rounds]) see(r.updatedAt);
	for (const m of file.matches) see(m.deletedAt);
	for (const t of file.deleted ?? []) see(t.deletedAt);
	for (const n of file.nights ?? []) {
		see(n.updatedAt);
		see(n.deletedAt);
	}
	return latest;
}
