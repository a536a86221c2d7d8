/**
 * Club nights (issue 41), one record each: the engine's `Night` with its id, status and stamps.
 * Every change goes through `changeNight`, one transaction that reads the stored night, applies the
 * change and moves `updatedAt` later (`stampAfter`), so the stamp names one state of the night.
 * Opening a table creates its match, its new players and the table's first report in one
 * transaction. Writes reject on a storage failure; the state layer runs them through
 * `storageHealth.attempt`.
 */
import type { Night, TableReport } from '$lib/engine/club/night';
import { db, newId, now } from './db';
import { findOrAddPlayers } from './players';
import type { NightRecord } from './schema';
import { newStamp, stampAfter } from './stamp';
import { createMatch, type NewMatch } from './matches';

export type { NightRecord };

/** Stores a new running night and returns it. */
export async function createNight(night: Night): Promise<NightRecord> {
	const record: NightRecord = {
		...structuredClone(night),
		id: newId(),
		status: 'running',
		createdAt: now(),
		updatedAt: newStamp()
	};
	await db().nights.add(record);
	return record;
}

/** A night by id (also when in the trash), or undefined. */
export function getNight(id: string): Promise<NightRecord | undefined> {
	return db().nights.get(id);
}

/** Nights not in the trash, most recently changed first (a whole-table read, for live queries). */
export async function listNights(): Promise<NightRecord[]> {
	const all = await db().nights.toArray();
	return all.filter((n) => n.deletedAt === undefined).sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * Changes a stored night: `change` gets the night as stored and returns its new `Night` (or null
 * to leave it). Returns the night as written, or undefined when there is none (or no change).
 */
export async function changeNight(
	id: string,
	change: (night: NightRecord) => Night | null
): Promise<NightRecord | undefined> {
	const d = db();
	return d.transaction('rw', d.nights, async () => {
		const stored = await d.nights.get(id);
		if (!stored) return undefined;
		const next = change(stored);
		if (!next) return undefined;
		const record: NightRecord = {
			...stored,
			settings: next.settings,
			entrants: next.entrants,
			rounds: next.rounds,
			reports: next.reports,
			updatedAt: stampAfter(stored.updatedAt)
		};
		await d.nights.put(record);
		return record;
	});
}

/** The night's reports with `report` in place of its table's (or added). */
export function withReport(night: Night, report: TableReport): Night {
	const others = night.reports.filter((r) => r.round !== report.round || r.table !== report.table);
	return { ...night, reports: [...others, report] };
}

/**
 * Stores a table's report; a report equal to the stored one writes nothing (a match screen
 * reporting after every write costs no night write when the totals did not move).
 */
export async function saveReport(id: string, report: TableReport): Promise<NightRecord | undefined> {
	return changeNight(id, (night) => {
		const stored = night.reports.find((r) => r.round === report.round && r.table === report.table);
		if (stored && JSON.stringify(stored) === JSON.stringify(report)) return null;
		return withReport(night, report);
	});
}

/**
 * Creates a table's match (its players found or added by name) and records it in the night with
 * its first report, in one transaction. When the table already has a match, nothing is created:
 * that match's id comes back.
 */
export async function openTableMatch(
	id: string,
	at: { round: number; table: number; entrants: number },
	names: readonly string[],
	spec: Omit<NewMatch, 'playerIds'>
): Promise<string | undefined> {
	const d = db();
	return d.transaction('rw', [d.nights, d.players, d.matches], async () => {
		const night = await d.nights.get(id);
		if (!night) return undefined;
		const existing = night.reports.find((r) => r.round === at.round && r.table === at.table);
		if (existing && (await d.matches.get(existing.matchId))) return existing.matchId;
		const players = await findOrAddPlayers(names);
		const match = await createMatch({ ...spec, playerIds: players.map((p) => p.id) });
		const report: TableReport = {
			round: at.round,
			table: at.table,
			matchId: match.id,
			totals: Array.from({ length: at.entrants }, () => 0),
			deals: 0,
			finished: false
		};
		await d.nights.put({
			...night,
			reports: withReport(night, report).reports,
			updatedAt: stampAfter(night.updatedAt)
		});
		return match.id;
	});
}

/** Ends a running night (its results are then final). */
export async function endNight(id: string): Promise<void> {
	const d = db();
	await d.transaction('rw', d.nights, async () => {
		const night = await d.nights.get(id);
		if (!night || night.status === 'ended') return;
		await d.nights.update(id, { status: 'ended', endedAt: now(), updatedAt: stampAfter(night.updatedAt) });
	});
}

/** Moves a night to the trash (its tables' matches stay in History). */
export async function trashNight(id: string): Promise<void> {
	await db().nights.update(id, { deletedAt: newStamp() });
}

/** The night a match belongs to, as a table of it (undefined for a match of no night). */
export async function nightOfMatch(matchId: string): Promise<{ night: NightRecord; report: TableReport } | undefined> {
	for (const night of await db().nights.toArray()) {
		const report = night.reports.find((r) => r.matchId === matchId);
		if (report) return { night, report };
	}
	return undefined;
}
