/**
 * What the merge planner (backup-merge.ts) works from and gives back: the device's records under
 * a file's ids, the rules that derive a match's facts, and the plan with everything the preview
 * says and every write the import makes (`emptyPlan` starts one).
 */
import type { AnyGame, MatchSetup, Verdict, Violation } from '$lib/engine/core/types';
import type { FoldedMatch } from '$lib/engine/core/fold';
import type {
	MatchRecord,
	MatchStatus,
	MatchSummary,
	NightRecord,
	PlayerRecord,
	RoundRecord,
	TombstoneRecord
} from './schema';
import type { MatchRef } from './backup-format';
import type { DeletionNotes } from './backup-deletions';
import type { FutureEntry } from './backup-future';

/** The rules that turn a match and its rounds into derived facts (one object: `matchRules` in summary.ts). */
export interface MatchRules {
	setupOf(game: AnyGame, match: MatchRecord): MatchSetup<unknown>;
	/** The summary of `match` with exactly these `rounds`, whose fold under its setup is `folded`. */
	summarize(game: AnyGame, match: MatchRecord, rounds: readonly RoundRecord[], folded: FoldedMatch): MatchSummary;
	statusAfter(current: MatchStatus, outcome: Verdict): MatchStatus;
}

/** What this device holds under the ids a file names. */
export interface DeviceSnapshot {
	players: ReadonlyMap<string, PlayerRecord>;
	matches: ReadonlyMap<string, MatchRecord>;
	/** Every round of each of those matches, by match id. */
	rounds: ReadonlyMap<string, readonly RoundRecord[]>;
	/** For the file's round ids (rounds and tombstones) known on the device: the match each belongs to. */
	roundOwners: ReadonlyMap<string, string>;
	/** The device's tombstones of those matches (rounds deleted, the match purged), by id. */
	tombstones: ReadonlyMap<string, TombstoneRecord>;
	/** The device's nights under the file's night ids (absent: none). */
	nights?: ReadonlyMap<string, NightRecord>;
	/** The matches the file's nights name as tables that this device knows: their game, null when purged here. */
	tableMatches?: ReadonlyMap<string, string | null>;
}

export interface ImportCounts {
	added: number;
	updated: number;
	unchanged: number;
}

/** A round the rules will not count after the import (1-based position, and why). */
export interface RefusedRound {
	position: number;
	violations: readonly Violation[];
}

/** Two rounds entered under the same number on two devices: where each one ends up. */
export interface BothEntered {
	number: number;
	here: number;
	file: number;
}

/** What an import does to one match, for the preview. */
export interface MatchChange extends DeletionNotes {
	ref: MatchRef;
	kind: 'added' | 'updated' | 'unchanged';
	/** The file's later setup (seats, options, status) replaces this device's. */
	setupFromFile: boolean;
	roundsAdded: number;
	/** Positions (after the import) of rounds whose input the file's later edit replaces. */
	replaced: number[];
	/** Rounds edited on both sides where this device's later edit stays. */
	keptHere: number;
	both: BothEntered[];
	/** Rounds of this device that move to a later position to make room. */
	moved: number;
	refused: RefusedRound[];
	/** 'to-trash': the file's deletion puts it in the trash; 'in-trash-here': it is in the trash here. */
	trash: 'to-trash' | 'in-trash-here' | 'restored' | null;
	/**
	 * The match was purged from the trash here: 'stays' (the file's copy is not newer), 'conflict'
	 * (edited in the file after it was purged here; kept deleted unless brought back), 'revived'.
	 */
	purged: 'stays' | 'conflict' | 'revived' | null;
}

/** A player on this device whose name the file's later copy changes. */
export interface Rename {
	id: string;
	from: string;
	to: string;
	/** The person chose to keep the name here (the player is then left as it is). */
	kept: boolean;
}

/** Everything an import would do: counts, per-match changes, and the exact writes. */
export interface MergePlan {
	players: ImportCounts;
	matches: ImportCounts;
	/** Club nights (backup-nights.ts). */
	nights: ImportCounts;
	/** `deleted`: rounds here the file's tombstones delete; `keptDeleted`: file rounds that stay deleted. */
	rounds: { added: number; replaced: number; unchanged: number; deleted: number; keptDeleted: number };
	/** Matches with something to tell (added, updated, deletions, or in the trash here). */
	changes: MatchChange[];
	renames: Rename[];
	/** Entries stamped further in the future than this phone's clock may move: shown, never written. */
	future: FutureEntry[];
	writes: {
		players: PlayerRecord[];
		matches: MatchRecord[];
		rounds: RoundRecord[];
		/** Ids of rounds to delete here (by the file's tombstones). */
		removeRounds: string[];
		tombstones: TombstoneRecord[];
		/** Ids of tombstones to take away (deleted rounds or a purged match brought back). */
		clearTombstones: string[];
		nights: NightRecord[];
	};
	/** A digest of the writes: an import re-plans inside its transaction and refuses if it differs. */
	fingerprint: string;
}

export interface MergeOptions {
	/** Import time (ms): imported deletions date from it; entries stamped a day past it are set aside. */
	at: number;
	/** Matches in the trash here that the person asked to restore as part of the import. */
	restore?: ReadonlySet<string>;
	/** Deleted rounds and purged matches (ids) the person asked to bring back (conflicts only). */
	revive?: ReadonlySet<string>;
	/** Players (ids) whose name here the person keeps instead of the file's rename. */
	keepNames?: ReadonlySet<string>;
}

/** A plan that writes nothing yet, with the entries set aside as too far ahead. */
export function emptyPlan(future: FutureEntry[]): MergePlan {
	const count = (): ImportCounts => ({ added: 0, updated: 0, unchanged: 0 });
	return {
		players: count(),
		matches: count(),
		nights: count(),
		rounds: { added: 0, replaced: 0, unchanged: 0, deleted: 0, keptDeleted: 0 },
		changes: [],
		renames: [],
		future,
		writes: {
			players: [],
			matches: [],
			rounds: [],
			removeRounds: [],
			tombstones: [],
			clearTombstones: [],
			nights: []
		},
		fingerprint: ''
	};
}
