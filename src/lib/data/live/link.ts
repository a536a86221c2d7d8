/**
 * What the data layer's live sharing gives the state layer: one match shared live through one Yjs
 * document on a Yjs server (docs/sync.md). The bridge (`./bridge.ts`) keeps the document and the
 * match's rows in Dexie in step, checking what arrives like an import; the state layer sees only
 * these types, and its refusals are the app's one `Refusal` (`../outcome`). Nothing here is loaded for a match that is not shared.
 */
import type { Role, ShareCode } from '$lib/sync/share-code';
import type { MergePlan } from '../backup-plan';
import type { LiveRefusal, Outcome } from '../outcome';

/** Where this phone stands with the shared match, for the status line. */
export type LiveStatus =
	/** Opening the connection (first time, or after `resume`). */
	| { kind: 'connecting' }
	/** Connected and in step with the server; `phones` counts the phones on the match, this one included. */
	| { kind: 'live'; phones: number }
	/** No network, or the connection was cut: scoring goes on; `unsent` deals wait to be sent. */
	| { kind: 'offline'; unsent: number }
	/** The server cannot be reached; the provider keeps retrying. */
	| { kind: 'unreachable'; unsent: number }
	/** The server refused this phone's code (wrong or withdrawn): no retrying; the match stays here. */
	| { kind: 'refused' }
	/** Sharing was stopped on this phone; the match stays. */
	| { kind: 'stopped' }
	/**
	 * Deals from other phones could not be stored here (storage full), by phone: said instead of
	 * the connection's state until they are stored (retried on every change, or `retryStoring`).
	 */
	| { kind: 'not-stored'; unstored: readonly { readonly by: string; readonly deals: number }[] }
	/**
	 * The phone that shared ended sharing (`replaced`: it made new codes, and this phone was not
	 * among those that follow): the share is forgotten here, the match stays. `by`: its name, when
	 * this phone was in the room to hear it.
	 */
	| { kind: 'ended'; by: string | null; replaced: boolean };

/** Something another phone did to the match, as the match screen tells it. */
export type LiveChange =
	| { kind: 'added'; number: number; by: string }
	| { kind: 'edited'; number: number; by: string }
	| { kind: 'deleted'; number: number; by: string }
	/** A deal deleted here, brought back by a later change on another phone. */
	| { kind: 'restored'; number: number; by: string }
	/** Two phones entered a deal as deal `number`: both kept, `number` and `number + 1`. */
	| { kind: 'both-entered'; number: number; by: string }
	/** Two phones edited deal `number`: the later edit (`by`) counts; `lost` names the other phone. */
	| { kind: 'edit-overruled'; number: number; by: string; lost: string }
	/** A deal arrived that does not read for this match: kept, shown "not counted". */
	| { kind: 'not-counted'; number: number; by: string }
	| { kind: 'setup-changed'; by: string }
	/** A change dated more than a day ahead of this phone's clock: kept in the room, not applied. */
	| { kind: 'dated-ahead'; by: string }
	/** A setup entry from `by` that is not applied: it does not read, or it would change the game. */
	| { kind: 'setup-not-applied'; by: string; reason: 'unreadable' | 'other-game' }
	/**
	 * A deal that cannot be kept apart from another match's round (a crafted id, `round-ids.ts`):
	 * refused, nothing written.
	 */
	| { kind: 'round-refused'; by: string }
	/** The phone that shared made new codes, and this phone followed to the new room. */
	| { kind: 'moved'; by: string };

/** One step of a deal's history: what a phone (named as it calls itself) did to it. */
export interface HistoryEntry {
	/**
	 * `overruled`: a change a later one, made without knowing it, replaced; `ahead`: a change dated
	 * more than a day ahead of this phone's clock, not applied.
	 */
	readonly kind: 'entered' | 'changed' | 'deleted' | 'restored' | 'overruled' | 'ahead';
	readonly by: string;
}

/** A deal's history, oldest first: its latest entries and how many older ones are not given. */
export interface DealHistory {
	readonly entries: readonly HistoryEntry[];
	readonly older: number;
}

/** One match shared live on this phone. */
export interface LiveLink {
	readonly matchId: string;
	/** This phone's role in the room. */
	readonly role: Role;
	/** The codes this phone can show: both for a scorer, the viewer code only for a viewer. */
	readonly codes: { readonly scorer: ShareCode | null; readonly viewer: ShareCode };
	/** This phone shared the match (it holds the owner key): it may end sharing or make new codes. */
	readonly owner: boolean;
	/** Where the phone stands now. */
	status(): LiveStatus;
	/** The other phones in the room now, one per phone (a phone's windows are one). */
	phones(): readonly { readonly device: string; readonly phone: string }[];
	/** Ends sharing for every phone (the sharing phone only): the room is deleted; each phone keeps the match. */
	endForEveryone(): Promise<Outcome<void, LiveRefusal>>;
	/**
	 * New codes (the sharing phone only): a new room with the match as it stands; the phones
	 * `follow` (device ids of `phones()`) follow to it, the old codes are refused from then on.
	 */
	newCodes(follow: readonly string[]): Promise<Outcome<void, LiveRefusal>>;
	/**
	 * The history of each deal with more than one entry, by round id, as the document now tells it
	 * (the same object until it changes; listeners are called when it does).
	 */
	histories(): ReadonlyMap<string, DealHistory>;
	/**
	 * Entries of the room this phone could not read (sealed under another key, or altered on the
	 * way): skipped, and counted for the screen; absent or 0 for a room shared before sealing.
	 */
	unreadable?(): number;
	/** Called on every status change and with each batch of remote changes written to Dexie. */
	subscribe(listener: (status: LiveStatus, changes: readonly LiveChange[]) => void): () => void;
	/** Tries again to store what storage refused (after space was freed). */
	retryStoring?(): Promise<void>;
	/**
	 * Stop sharing on this phone: closes the connection; the match stays. The sharing phone keeps
	 * the codes and the document, so that sharing again may reuse the room; any other forgets them.
	 */
	stop(): Promise<void>;
	/**
	 * Disconnects and stops following without stopping the share (leaving the match screen): the
	 * code and the document stay on the phone, and `resume` opens the link again.
	 */
	close?(): Promise<void>;
}

/** What joining would write, shown before anything is written (the import's preview). */
export interface JoinPreview {
	readonly code: ShareCode;
	readonly plan: MergePlan;
	/** What the person joining is shown: the match's game, its players by seat, its deals. */
	readonly summary: JoinSummary;
	/** This phone follows the match through another room: joining leaves that one. */
	readonly leaves?: boolean;
}

/** The match a code opens, as the join screen names it before anything is written. */
export interface JoinSummary {
	readonly gameId: string;
	/** The players by seat, each by the name it will have on this phone. */
	readonly players: readonly string[];
	readonly deals: number;
	/** Players this phone already has (same id), by the name it keeps; `room`: the room's name when it differs. */
	readonly known: readonly { readonly name: string; readonly room: string | null }[];
	/** Players new to this phone. */
	readonly added: readonly string[];
	/** The match is new here, or already here and `newDeals` deals arrive. */
	readonly match: { readonly kind: 'added' } | { readonly kind: 'updated'; readonly newDeals: number };
	/** Setup entries of the room that are not applied, latest first: who wrote each, and why. */
	readonly notApplied: readonly { readonly by: string; readonly reason: 'unreadable' | 'other-game' }[];
}

/**
 * The data layer's entry points (`./bridge.ts` exports an object of this type, loaded lazily by
 * the state layer). `server` is the sync server's websocket address (the app's own `/sync`, or the
 * one set in Settings); `phone` is this phone's name, recorded on each deal it enters or changes.
 */
export interface LiveSharing {
	/**
	 * Starts sharing a match of this phone: new codes, the match written to the room. A match whose
	 * sharing this phone stopped is shared `again`: in the same room (`reuse`, same codes) or a new
	 * one (`replace`: the old codes are refused from then on).
	 */
	share(
		matchId: string,
		server: string,
		phone: string,
		again?: 'reuse' | 'replace'
	): Promise<Outcome<LiveLink, LiveRefusal>>;
	/** Whether this phone shared the match and stopped, keeping its room (sharing again asks `again`). */
	stoppedHere(matchId: string): Promise<boolean>;
	/** Reconnects a match shared or joined earlier on this phone (after a reload); null if it is not. */
	resume(matchId: string, server: string, phone: string): Promise<LiveLink | null>;
	/** Connects with a typed or scanned code and plans what joining would write, writing nothing. */
	previewJoin(code: ShareCode, server: string): Promise<Outcome<JoinPreview, LiveRefusal>>;
	/** Writes exactly the previewed plan and stays live. */
	join(preview: JoinPreview, phone: string): Promise<Outcome<LiveLink, LiveRefusal>>;
	/** The ids of the matches shared or joined on this phone and not stopped. */
	sharedMatches(): Promise<ReadonlySet<string>>;
}
