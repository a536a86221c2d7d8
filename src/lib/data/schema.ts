/**
 * Every schema version of Tablekeeper's IndexedDB database, in one place. A version that has
 * shipped is never edited: a change is a new `db.version(n)` block with its upgrade, tested
 * against the v1 fixture in `fixtures/`.
 */
import Dexie, { type EntityTable } from 'dexie';
import { DB_NAME } from './facts';
import { fromLegacy } from './hlc';
import type {
	DraftRecord,
	HistoryRecord,
	HistoryStep,
	LiveShareRecord,
	LiveUpdateRecord,
	MatchRecord,
	NightRecord,
	PlayerRecord,
	RoundRecord,
	TombstoneRecord
} from './records';

export type * from './records';

/** The database. */
export type TablekeeperDb = Dexie & {
	players: EntityTable<PlayerRecord, 'id'>;
	matches: EntityTable<MatchRecord, 'id'>;
	rounds: EntityTable<RoundRecord, 'id'>;
	drafts: EntityTable<DraftRecord, 'key'>;
	history: EntityTable<HistoryRecord, 'key'>;
	tombstones: EntityTable<TombstoneRecord, 'id'>;
	liveUpdates: EntityTable<LiveUpdateRecord, 'seq'>;
	liveShares: EntityTable<LiveShareRecord, 'matchId'>;
	nights: EntityTable<NightRecord, 'id'>;
};

export { DB_NAME };

/** Opens (declares) the database with every schema version. */
export function createDb(name = DB_NAME): TablekeeperDb {
	const db = new Dexie(name) as TablekeeperDb;
	// v1 — shipped with the foundation. Never edit.
	db.version(1).stores({
		players: 'id, name, updatedAt',
		matches: 'id, gameId, status, createdAt, updatedAt, deletedAt, *playerIds',
		rounds: 'id, matchId, [matchId+order]',
		drafts: 'key'
	});
	// v2 — each window's undo history of a match, kept across reloads. A new store: v1 rows are
	// unchanged (their summaries carry no `builtAt`, so they read as stale and are rebuilt).
	db.version(2).stores({
		history: 'key, matchId, updatedAt'
	});
	// v3 — tombstones of deleted rounds and purged matches. A new store: v1 and v2 rows are
	// unchanged (nothing deleted before v3 left a trace, so nothing is made up for them).
	db.version(3).stores({
		tombstones: 'id, matchId'
	});
	// v4 — matches shared live: each one's Yjs document updates, and the share (role, code, server,
	// phone name, deals not yet sent). New stores: earlier rows are unchanged (a round's `by` is
	// optional, absent on rounds never shared).
	db.version(4).stores({
		liveUpdates: '++seq, matchId',
		liveShares: 'matchId'
	});
	// v5 — the stamps that decide between two devices' writes (`updatedAt` of players, matches and
	// rounds, `deletedAt` of matches and tombstones) become hybrid logical clock stamps (hlc.ts).
	// Each stored millisecond time becomes its millisecond's stamp (`fromLegacy`), and so does
	// every copy of one that is compared with it: a summary's `builtAt`, an edit draft's `stamp`,
	// the rounds inside undo steps. Wall times (`createdAt`, drafts' and histories' `updatedAt`,
	// setup changes' `at`) stay milliseconds. Indexes are unchanged.
	db.version(5)
		.stores({})
		.upgrade(async (tx) => {
			await tx.table<PlayerRecord>('players').toCollection().modify(upgradePlayer);
			await tx.table<MatchRecord>('matches').toCollection().modify(upgradeMatch);
			await tx.table<RoundRecord>('rounds').toCollection().modify(upgradeRound);
			await tx
				.table<TombstoneRecord>('tombstones')
				.toCollection()
				.modify((t) => {
					t.deletedAt = fromLegacy(t.deletedAt);
				});
			await tx
				.table<HistoryRecord>('history')
				.toCollection()
				.modify((h) => {
					h.undo = h.undo.map(upgradeStep);
					h.redo = h.redo.map(upgradeStep);
				});
			await tx.table<DraftRecord>('drafts').toCollection().modify(upgradeDraft);
		});
	// v6 — club nights (issue 41): one record a night. A new store: earlier rows are unchanged.
	db.version(6).stores({
		nights: 'id, status, updatedAt, deletedAt'
	});
	return db;
}

// ---- v5: millisecond times to clock stamps ------------------------------------------------------

function upgradePlayer(p: PlayerRecord): void {
	p.updatedAt = fromLegacy(p.updatedAt);
}

function upgradeMatch(m: MatchRecord): void {
	m.updatedAt = fromLegacy(m.updatedAt);
	if (typeof m.deletedAt === 'number') m.deletedAt = fromLegacy(m.deletedAt);
	if (typeof m.summary?.builtAt === 'number') m.summary.builtAt = fromLegacy(m.summary.builtAt);
}

function upgradeRound(r: RoundRecord): void {
	r.updatedAt = fromLegacy(r.updatedAt);
}

function upgradeStep(step: HistoryStep): HistoryStep {
	if (step.kind === 'setup') return step;
	const round = (r: RoundRecord | null) => (r ? { ...r, updatedAt: fromLegacy(r.updatedAt) } : null);
	return { ...step, before: round(step.before), after: round(step.after) };
}

/** An edit draft keeps the round's stamp it was opened at (`drafts.ts`, `stamp`). */
function upgradeDraft(d: DraftRecord): void {
	const value = d.value as { stamp?: unknown } | null;
	if (value && typeof value === 'object' && typeof value.stamp === 'number') value.stamp = fromLegacy(value.stamp);
}
