/**
 * The rows of Tablekeeper's IndexedDB database, one interface per store and the shapes inside
 * them. The stores and their versions are declared in `schema.ts`, which re-exports these types.
 */
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
