/**
 * Every schema version of Tablekeeper's IndexedDB database, in one place. A version that has
 * shipped is never edited: a change is a new `db.version(n)` block with its upgrade, tested
 * against the v1 fixture in `fixtures/`.
 */
import Dexie, { type EntityTable } from 'dexie';
import { DB_NAME } from './facts';
import { fromLegacy } from './hlc';
import type { Night } from '$lib/engine/club/night';

/** A person on the roster. */
export interface PlayerRecord {
	id: string;
	name: string;
	createdAt: number;
	updatedAt: number;
	archived?: boolean;
}

/** A seat at the table: who sits there. */
export interface SeatRecord {
	playerId: string;
}

/** Cached, derived facts about a match for lists and statistics — never the truth. */
export interface MatchSummary {
	/** The engine version that computed it; a different version means rebuild. */
	engineVersion: number;
	totals: number[];
	winners: number[];
	roundCount: number;
	/**
	 * The match's `updatedAt` it was built at. Every round or setup write moves `updatedAt`, and a
	 * round write stores the summary in the same transaction, so a difference means stale.
	 */
	builtAt?: number;
	/** The id of the last round it folded (absent when the match has no rounds). */
	lastRoundId?: string;
	/** When the latest deal was first saved (absent when the match has no rounds): the time played ends there. */
	lastDealAt?: number;
	/** Its deals' notes, one a line (absent when none has one), so History searches them without reading rounds. */
	dealNotes?: string;
	/** How it is built (`SUMMARY_VERSION` in summary.ts): an older one is stale and rebuilt. */
	version?: number;
	/** Per score column, its best and worst deal by the game's direction (null: no deal scored). */
	deals?: (DealRange | null)[];
}

/** A deal of a match: its round number (from 1) and the points one column scored in it. */
export interface DealMark {
	round: number;
	points: number;
}

/** A column's best and worst deals in a match (the earliest when several tie). */
export interface DealRange {
	best: DealMark;
	worst: DealMark;
}

/** Lifecycle of a match. */
export type MatchStatus = 'active' | 'finished' | 'abandoned';

/** A match: its setup. Its rounds live in `rounds`; everything else is derived from them. */
export interface MatchRecord {
	id: string;
	gameId: string;
	status: MatchStatus;
	createdAt: number;
	updatedAt: number;
	/** Set when the match went to the trash; restorable for 30 days. */
	deletedAt?: number;
	seats: SeatRecord[];
	/** Player ids of the seats, as a multi-entry index for "matches of this player". */
	playerIds: string[];
	/** Team names by team column, for games with partnerships. */
	teamNames?: string[];
	config: unknown;
	firstDealer: number;
	startingScores?: number[];
	summary?: MatchSummary;
	/** Every change of its setup after it started, oldest first (kept on this device). */
	setupChanges?: SetupChangeRecord[];
	/** What the table wants remembered about the match, as typed (at most NOTE_MAX characters). */
	note?: string;
}

/** The part of a match's setup an edit after the start changes (names are on players). */
export interface MatchSetupFields {
	config: unknown;
	firstDealer: number;
	teamNames?: string[];
}

/** One field of a setup change: an option (`option.<key>`), `firstDealer` or `teamNames`. */
export interface SetupFieldChange {
	key: string;
	before: unknown;
	after: unknown;
}

/** One change of a match's setup: when, what changed, and whether it was an Undo or a Redo. */
export interface SetupChangeRecord {
	at: number;
	changes: SetupFieldChange[];
	via?: 'undo' | 'redo';
}

/** One round exactly as entered. `order` sorts the rounds of a match. */
export interface RoundRecord {
	id: string;
	matchId: string;
	order: number;
	input: unknown;
	createdAt: number;
	updatedAt: number;
	/** The name of the phone that entered or last changed it, for a match shared live (v4; absent otherwise). */
	by?: string;
	/** What the table wrote about this deal (at most NOTE_MAX characters); no score reads it. */
	note?: string;
}

/** A half-entered form, kept across reloads. */
export interface DraftRecord {
	key: string;
	value: unknown;
	updatedAt: number;
}

/** One change to one round, as it can be taken back: the round before and after (null: absent). */
export interface RoundStep {
	kind: 'add' | 'edit' | 'delete';
	before: RoundRecord | null;
	after: RoundRecord | null;
}

/** One change to a match's setup, as it can be taken back: the setup before and after. */
export interface SetupStep {
	kind: 'setup';
	before: MatchSetupFields;
	after: MatchSetupFields;
}

/** One step of a window's history: a round's change or the setup's. */
export type HistoryStep = RoundStep | SetupStep;

/** One window's undo and redo history of one match (v2). */
export interface HistoryRecord {
	/** `${matchId}/${windowId}`. */
	key: string;
	matchId: string;
	windowId: string;
	/** Oldest first; the last one is what Undo takes back. */
	undo: HistoryStep[];
	redo: HistoryStep[];
	updatedAt: number;
}

/**
 * What is left of a deleted record (v3), so that an older copy arriving from a backup or another
 * phone does not bring it back. `kind: 'round'`: a deleted round (`id` the round's, `matchId` its
 * match's). `kind: 'match'`: a match purged from the trash (`id` and `matchId` both the match's).
 * A round id is either a round or a tombstone here, never both.
 */
export interface TombstoneRecord {
	id: string;
	kind: 'round' | 'match';
	matchId: string;
	/** When it was deleted here (or on the phone it came from). */
	deletedAt: number;
}

/** One update of a live-shared match's Yjs document, kept on the device (v4); `seq` orders them. */
export interface LiveUpdateRecord {
	seq: number;
	matchId: string;
	update: Uint8Array;
}

/** A match shared or joined live on this phone (v4), until sharing is stopped here. */
export interface LiveShareRecord {
	matchId: string;
	role: 'scorer' | 'viewer';
	/** The phone's code in its typed form (the scorer code for a scorer, the viewer code for a viewer). */
	code: string;
	/** The sync server's websocket address. */
	server: string;
	/** This phone's name, recorded on the deals it enters or changes. */
	phone: string;
	/** Ids of rounds saved here that the server has not yet acknowledged. */
	unsent: string[];
	createdAt: number;
	/** The owner key in hex, on the phone that shared (absent on others and on rooms shared before owner keys). */
	owner?: string;
	/** The owner key of the codes this phone is replacing them with, until the server has ended the old room. */
	next?: string;
	/** Stop sharing kept the room's codes and document so that sharing again may reuse them. */
	stopped?: boolean;
}

/** A club night's lifecycle: running until the organiser ends it. */
export type NightStatus = 'running' | 'ended';

/**
 * A club night (v6): the engine's `Night` (settings, entrants, rounds, table reports) and its
 * record keeping. `updatedAt` and `deletedAt` are clock stamps (`stamp.ts`); `createdAt` and
 * `endedAt` wall times.
 */
export interface NightRecord extends Night {
	id: string;
	status: NightStatus;
	createdAt: number;
	updatedAt: number;
	endedAt?: number;
	/** Set when the night went to the trash. */
	deletedAt?: number;
}

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
