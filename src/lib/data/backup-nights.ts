/**
 * Club nights in an import (docs/backup-format.md "Club nights"), by the rules matches follow.
 * Pure, like the planner that calls it (backup-merge.ts).
 * - A night's house options must be ones its game accepts for its tables, as the night's form
 *   checks them; a night names its tables' matches: each must be a match of the file or of this
 *   device (or one purged from either's trash), of the night's game. Anything else refuses the file.
 * - An id is an identity: a night whose id is not here is added.
 * - A night on both sides: the copy with the later `updatedAt` (a clock stamp) wins, a tie keeps
 *   this device's; a table report only the other copy has is kept when the winner's plan has that
 *   table and no report of it, so no table's match is lost from its night.
 * - The trash: a night in the trash here stays there; one in the trash in the file and not here
 *   goes to the trash here, dated from the import.
 * - The same file imported twice changes nothing the second time.
 */
import type { TableReport } from '$lib/engine/club/night';
import type { AnyGame } from '$lib/engine/core/types';
import type { BackupFile, BackupProblem } from './backup-format';
import type { DeviceSnapshot, ImportCounts } from './backup-plan';
import { sameJson } from './backup-rules';
import { hlcOf } from './hlc';
import type { NightRecord } from './schema';

/** The match ids a file's nights name as tables. */
export function tableMatchIds(file: Pick<BackupFile, 'nights'>): string[] {
	return [...new Set((file.nights ?? []).flatMap((n) => n.reports.map((r) => r.matchId)))];
}

/** Whether the game accepts the night's house options for its tables (as the night's form checks them). */
function optionsFit(game: AnyGame, night: NightRecord): boolean {
	const { settings, entrants } = night;
	const seatCount = settings.teams ? 2 * (entrants[0]?.players.length ?? 1) : settings.seats;
	try {
		return game.validateSetup({ config: settings.config, seatCount, firstDealer: 0 }).length === 0;
	} catch {
		return false;
	}
}

/**
 * Why the file's nights cannot be imported here, or null: house options the game refuses
 * (`invalid` at them), a table's match that is neither in the file nor on this device
 * (`missing-reference`), or a match of another game (`invalid`, naming where).
 */
export function nightProblem(
	file: BackupFile,
	device: DeviceSnapshot,
	games: ReadonlyMap<string, AnyGame>
): BackupProblem | null {
	// Each match a table may name, with its game (null: purged, its game no longer known).
	const tables = new Map<string, string | null>(device.tableMatches ?? []);
	for (const m of file.matches) tables.set(m.id, m.gameId);
	for (const t of file.deleted ?? []) if (t.kind === 'match' && !tables.has(t.id)) tables.set(t.id, null);
	for (const [i, night] of (file.nights ?? []).entries()) {
		const game = games.get(night.settings.gameId);
		if (!game) return { code: 'unknown-game', values: { game: night.settings.gameId } };
		if (!optionsFit(game, night)) return { code: 'invalid', values: { path: `nights.${i}.settings.config` } };
		for (const [j, report] of night.reports.entries()) {
			if (!tables.has(report.matchId)) return { code: 'missing-reference', values: { id: report.matchId } };
			const tableGame = tables.get(report.matchId);
			if (tableGame !== null && tableGame !== night.settings.gameId)
				return { code: 'invalid', values: { path: `nights.${i}.reports.${j}.matchId` } };
		}
	}
	return null;
}

/** The winner's reports, with each report only the other copy has of a table the winner drew and has none of. */
function joinReports(winner: NightRecord, other: NightRecord): TableReport[] {
	const key = (r: TableReport) => `${r.round}/${r.table}`;
	const held = new Set(winner.reports.map(key));
	const matches = new Set(winner.reports.map((r) => r.matchId));
	const extra = other.reports.filter((r) => {
		const seated = winner.rounds[r.round - 1]?.plan.tables[r.table - 1];
		return !held.has(key(r)) && !matches.has(r.matchId) && seated?.length === r.totals.length;
	});
	return [...winner.reports, ...extra];
}

const withoutStamp = ({ updatedAt: _updatedAt, ...rest }: NightRecord) => rest;

/** The night to write for `there` (the file's) given `here` (this device's), or null to leave it. */
function mergeNight(here: NightRecord | undefined, there: NightRecord, at: number): NightRecord | null {
	const winner = here && here.updatedAt >= there.updatedAt ? here : there;
	const record: NightRecord = {
		...winner,
		reports: here ? joinReports(winner, winner === here ? there : here) : winner.reports
	};
	delete record.deletedAt;
	if (here?.deletedAt !== undefined) record.deletedAt = here.deletedAt;
	else if (there.deletedAt !== undefined) record.deletedAt = hlcOf(at);
	if (!here) return record;
	if (sameJson(withoutStamp(record), withoutStamp(here))) return null;
	record.updatedAt = Math.max(here.updatedAt + 1, there.updatedAt);
	return record;
}

/** What importing the file's nights does here: counts for the preview and the nights to write. */
export function mergeNights(
	nights: readonly NightRecord[],
	device: Pick<DeviceSnapshot, 'nights'>,
	at: number
): { counts: ImportCounts; writes: NightRecord[] } {
	const counts: ImportCounts = { added: 0, updated: 0, unchanged: 0 };
	const writes: NightRecord[] = [];
	for (const there of nights) {
		const here = device.nights?.get(there.id);
		const record = mergeNight(here, there, at);
		if (!record) {
			counts.unchanged++;
			continue;
		}
		counts[here ? 'updated' : 'added']++;
		writes.push(record);
	}
	return { counts, writes };
}
