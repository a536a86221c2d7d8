/**
 * Backups in the database: export everything (or one match) in the backup format, and import a
 * checked payload by the merge planner's rules (backup-merge.ts): the plan is made from what the
 * device holds, shown, then made again inside the one write transaction and written only if it
 * is still the same plan, so what is written is exactly what was previewed.
 */
import type { AnyGame } from '$lib/engine/core/types';
import { isGameId, loadGame } from '$lib/engine/registry';
import {
	BACKUP_FORMAT,
	BACKUP_VERSION,
	checkPayload,
	isProblem,
	parseText,
	readBackup,
	type BackupFile,
	type BackupProblem,
	type BackupSource,
	type Progress
} from './backup-format';
import { planMerge, type DeviceSnapshot, type MatchRules, type MergePlan } from './backup-merge';
import { db, now } from './db';
import type { MatchRecord, PlayerRecord, RoundRecord } from './schema';

/** A checked file and what importing it would do here. */
export interface ImportPlan extends MergePlan {
	file: BackupFile;
	games: ReadonlyMap<string, AnyGame>;
	/** Matches in the trash here that the import also restores (the person's choice). */
	restore: readonly string[];
}

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

// ---- import -------------------------------------------------------------------------------------

function unique(ids: Iterable<string>): string[] {
	return [...new Set(ids)];
}

/** What the device holds under the ids the file names (read inside the caller's transaction, if any). */
async function snapshot(file: BackupFile): Promise<DeviceSnapshot> {
	const d = db();
	const playerIds = unique([...file.players.map((p) => p.id), ...file.matches.flatMap((m) => m.playerIds)]);
	const matchIds = unique([...file.matches.map((m) => m.id), ...file.rounds.map((r) => r.matchId)]);
	const [players, matches, rounds, keys] = await Promise.all([
		d.players.bulkGet(playerIds),
		d.matches.bulkGet(matchIds),
		d.rounds.where('matchId').anyOf(matchIds).toArray(),
		d.rounds.toCollection().primaryKeys()
	]);
	// Which match each of the file's round ids belongs to here. Most are rounds of the matches
	// just read; only ids held by other matches (a round that would move) need another read.
	const fileRoundIds = new Set(file.rounds.map((r) => r.id));
	const owners = rounds.filter((r) => fileRoundIds.has(r.id));
	const read = new Set(rounds.map((r) => r.id));
	const elsewhere = keys.filter((id) => fileRoundIds.has(id) && !read.has(id));
	for (const r of await d.rounds.bulkGet(elsewhere)) if (r) owners.push(r);
	// The matches those rounds belong to here, to name them when a round would move.
	const known = new Set(matchIds);
	const ownerIds = unique(owners.flatMap((r) => (known.has(r.matchId) ? [] : [r.matchId])));
	const ownerMatches = await d.matches.bulkGet(ownerIds);
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
		roundOwners: new Map(owners.map((r) => [r.id, r.matchId]))
	};
}

/** The game definitions a file's matches (and the device's matches it adds rounds to) need. */
async function gamesFor(file: BackupFile): Promise<Map<string, AnyGame>> {
	const local = await db().matches.bulkGet(unique(file.rounds.map((r) => r.matchId)));
	const ids = unique([...file.matches.map((m) => m.gameId), ...local.flatMap((m) => (m ? [m.gameId] : []))]);
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
	restore: readonly string[] = []
): Promise<ImportPlan | BackupProblem> {
	const file = checkPayload(raw);
	if (isProblem(file)) return file;
	const games = await gamesFor(file);
	const plan = planMerge(file, await snapshot(file), games, rules, { at: now(), restore: new Set(restore) });
	if (isProblem(plan)) return plan;
	return { ...plan, file, games, restore };
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
	return d.transaction('rw', d.players, d.matches, d.rounds, async () => {
		const again = planMerge(plan.file, await snapshot(plan.file), plan.games, rules, {
			at: now(),
			restore: new Set(plan.restore)
		});
		if (isProblem(again)) return again;
		if (again.fingerprint !== plan.fingerprint) return { code: 'changed' } satisfies BackupProblem;
		const { players, matches, rounds } = again.writes;
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
		onProgress?.(1);
		return null;
	});
}
