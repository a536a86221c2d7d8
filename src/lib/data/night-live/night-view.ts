/**
 * The night as a phone reads it from the room (docs/sync.md, "A club night's tables"): the
 * organiser's parts from its document, each table's reports from that table's own document,
 * checked like an import. A report is kept out, with its reason, when it is not a report, claims
 * another table than the part it came from, names a round not drawn and confirmed, a table that
 * round's plan does not have, or totals that do not fit the plan's table. Never throws: a night
 * whose organiser's parts are missing or not well formed reads as null (not yet shared, or not a
 * night).
 */
import type * as Y from 'yjs';
import type { Entrant, Night, NightRound, NightSettings, TableReport } from '$lib/engine/club/night';
import { latestPart, tableReports } from './night-doc';

/** Why a table's report was kept out of the night. */
export type ReportRefusal = 'malformed' | 'wrong-table' | 'no-round' | 'no-table' | 'totals-do-not-fit';

export interface RefusedReport {
	/** The table part it came from. */
	readonly table: number;
	/** The round it claimed, when it named one. */
	readonly round: number | null;
	readonly reason: ReportRefusal;
}

export interface NightReading {
	readonly night: Night | null;
	readonly refused: readonly RefusedReport[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function isSettings(v: unknown): v is NightSettings {
	return (
		isObject(v) &&
		typeof v.name === 'string' &&
		typeof v.gameId === 'string' &&
		isObject(v.format) &&
		isObject(v.counting) &&
		isCount(v.seats) &&
		isCount(v.minSeats)
	);
}

function isEntrant(v: unknown): v is Entrant {
	return isObject(v) && typeof v.id === 'string' && typeof v.name === 'string' && isStrings(v.players);
}

function isRound(v: unknown): v is NightRound {
	if (!isObject(v) || !isCount(v.number) || typeof v.confirmed !== 'boolean' || !isObject(v.plan)) return false;
	const { tables, sitOut } = v.plan;
	return Array.isArray(tables) && tables.every(isStrings) && isStrings(sitOut);
}

function isReport(v: unknown): v is TableReport {
	return (
		isObject(v) &&
		isCount(v.round) &&
		isCount(v.table) &&
		typeof v.matchId === 'string' &&
		Array.isArray(v.totals) &&
		v.totals.every((t) => typeof t === 'number' && Number.isFinite(t)) &&
		isCount(v.deals) &&
		typeof v.finished === 'boolean'
	);
}

/** Why `report`, from table `table`'s part, does not fit the night's rounds (null: it fits). */
export function reportRefusal(rounds: readonly NightRound[], table: number, report: unknown): ReportRefusal | null {
	if (!isReport(report)) return 'malformed';
	if (report.table !== table) return 'wrong-table';
	const round = rounds.find((r) => r.number === report.round && r.confirmed);
	if (!round) return 'no-round';
	const seated = round.plan.tables[table - 1];
	if (!seated) return 'no-table';
	return seated.length === report.totals.length ? null : 'totals-do-not-fit';
}

/** The night the organiser's document and the tables' documents (by table number) hold now. */
export function readNight(organiser: Y.Doc, tables: ReadonlyMap<number, Y.Doc>): NightReading {
	const settings = latestPart(organiser, 'settings')?.value;
	const entrants = latestPart(organiser, 'entrants')?.value;
	const rounds = latestPart(organiser, 'rounds')?.value;
	if (!isSettings(settings) || !Array.isArray(entrants) || !entrants.every(isEntrant))
		return { night: null, refused: [] };
	if (!Array.isArray(rounds) || !rounds.every(isRound)) return { night: null, refused: [] };
	const reports: TableReport[] = [];
	const refused: RefusedReport[] = [];
	for (const [table, doc] of [...tables].sort(([a], [b]) => a - b))
		for (const { value } of tableReports(doc)) {
			const reason = reportRefusal(rounds, table, value);
			if (reason === null) reports.push(value as TableReport);
			else refused.push({ table, round: isObject(value) && isCount(value.round) ? value.round : null, reason });
		}
	return { night: { settings, entrants, rounds, reports }, refused };
}
