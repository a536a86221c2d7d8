/**
 * The merge planner: from a checked backup payload and what this device holds under the same ids,
 * it works out every write an import makes and, per match, what a person must know before
 * confirming. Pure (no Dexie, no clock: the import time is an argument), so every way data comes
 * in (a backup, a shared match, a later transfer) goes through the same rules, and the tests can
 * drive it with generated pairs of (device, file). The rules, as docs/backup-format.md states them:
 * - an id is an identity: a record whose id is not on the device is added;
 * - no round on the device is removed or given to another match; rounds the file lacks are kept;
 *   a file round whose id belongs to another match here refuses the whole file;
 * - a round on both sides with different inputs: the later edit (`updatedAt`) wins, and is listed;
 * - a match's rounds from both sides are ordered by (order, createdAt, id) and renumbered, so two
 *   rounds entered as round 3 on two devices are both kept, one after the other, and listed;
 * - a match's setup and a player's name: the copy edited later wins;
 * - a deletion in the file puts the match in the trash here as of the import (purged 30 days
 *   later at the earliest); a match in the trash here stays there unless the person restores it;
 * - tombstones (backup-deletions.ts): a round deleted after the file's copy stays deleted, a round
 *   the file deleted is deleted here unless edited here since, a copy edited after its deletion is
 *   the person's choice; a match purged here stays purged unless the file's copy is newer and the
 *   person brings it back;
 * - a player renamed by the file is listed, and keeps its name here when the person says so;
 * - summaries and statuses are rebuilt from the merged rounds; the file's are ignored.
 */
import { foldMatch, type FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup, Outcome, Violation } from '$lib/engine/core/types';
import type { MatchRecord, MatchStatus, MatchSummary, PlayerRecord, RoundRecord, TombstoneRecord } from './schema';
import type { BackupFile, BackupProblem, MatchRef } from './backup-format';
import { sameJson, setupViolations } from './backup-format';
import { applyDeletions, type DeletionNotes } from './backup-deletions';

export type { DeletionConflict } from './backup-deletions';

/** The rules that turn a match and its rounds into derived facts (one definition, in the state layer). */
export interface MatchRules {
	setupOf(game: AnyGame, match: MatchRecord): MatchSetup<unknown>;
	/** The summary of `match` with exactly these `rounds`, whose fold under its setup is `folded`. */
	summarize(game: AnyGame, match: MatchRecord, rounds: readonly RoundRecord[], folded: FoldedMatch): MatchSummary;
	statusAfter(current: MatchStatus, outcome: Outcome): MatchStatus;
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
	/** `deleted`: rounds here the file's tombstones delete; `keptDeleted`: file rounds that stay deleted. */
	rounds: { added: number; replaced: number; unchanged: number; deleted: number; keptDeleted: number };
	/** Matches with something to tell (added, updated, deletions, or in the trash here). */
	changes: MatchChange[];
	renames: Rename[];
	writes: {
		players: PlayerRecord[];
		matches: MatchRecord[];
		rounds: RoundRecord[];
		/** Ids of rounds to delete here (by the file's tombstones). */
		removeRounds: string[];
		tombstones: TombstoneRecord[];
		/** Ids of tombstones to take away (deleted rounds or a purged match brought back). */
		clearTombstones: string[];
	};
	/** A digest of the writes: an import re-plans inside its transaction and refuses if it differs. */
	fingerprint: string;
}

export interface MergeOptions {
	/** Import time (ms): imported deletions date from it. */
	at: number;
	/** Matches in the trash here that the person asked to restore as part of the import. */
	restore?: ReadonlySet<string>;
	/** Deleted rounds and purged matches (ids) the person asked to bring back (conflicts only). */
	revive?: ReadonlySet<string>;
	/** Players (ids) whose name here the person keeps instead of the file's rename. */
	keepNames?: ReadonlySet<string>;
}

const byOrder = (a: RoundRecord, b: RoundRecord) =>
	a.order - b.order || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** The order the database lists a match's rounds in ([matchId+order], then id). */
const byStored = (a: RoundRecord, b: RoundRecord) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function setupKey(m: MatchRecord): unknown {
	return [
		m.gameId,
		m.status,
		m.createdAt,
		m.seats,
		m.teamNames ?? null,
		m.config,
		m.firstDealer,
		m.startingScores ?? null
	];
}

/** A short running digest (FNV-1a) of strings, cheap enough for 100,000 rounds. */
function digest(parts: Iterable<string>): string {
	let h = 0x811c9dc5;
	let n = 0;
	for (const part of parts) {
		for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193);
		h = Math.imul(h ^ 0x7c, 0x01000193);
		n++;
	}
	return `${n}:${(h >>> 0).toString(36)}`;
}

function refOf(match: MatchRecord, names: (id: string) => string): MatchRef {
	return {
		id: match.id,
		gameId: match.gameId,
		createdAt: match.createdAt,
		names: match.seats.map((s) => names(s.playerId))
	};
}

/** Checks references, ids and setups; a problem refuses the whole file. */
function refuse(
	file: BackupFile,
	device: DeviceSnapshot,
	games: ReadonlyMap<string, AnyGame>,
	rules: MatchRules,
	names: (id: string) => string
): BackupProblem | null {
	const fileMatches = new Map(file.matches.map((m) => [m.id, m]));
	const filePlayers = new Set(file.players.map((p) => p.id));
	const purged = (id: string) => device.tombstones.get(id)?.kind === 'match';
	const deletedRounds = (file.deleted ?? []).filter((t) => t.kind === 'round');
	for (const r of [...file.rounds, ...deletedRounds])
		if (!fileMatches.has(r.matchId) && !device.matches.has(r.matchId) && !purged(r.matchId))
			return { code: 'missing-reference', values: { id: r.matchId } };
	for (const m of file.matches)
		for (const s of m.seats)
			if (!filePlayers.has(s.playerId) && !device.players.has(s.playerId))
				return { code: 'missing-reference', values: { id: s.playerId } };
	const matchOf = (id: string) => fileMatches.get(id) ?? device.matches.get(id);
	for (const r of file.rounds) {
		const gameId = matchOf(r.matchId)?.gameId;
		if (gameId !== undefined && !games.has(gameId)) return { code: 'unknown-game', values: { game: gameId } };
	}
	for (const r of [...file.rounds, ...deletedRounds]) {
		const owner = device.roundOwners.get(r.id);
		if (owner !== undefined && owner !== r.matchId) {
			const match = matchOf(r.matchId);
			const other = device.matches.get(owner);
			return {
				code: 'round-moved',
				values: { id: r.id },
				...(match ? { match: refOf(match, names) } : {}),
				...(other ? { other: refOf(other, names) } : {})
			};
		}
	}
	for (const m of file.matches) {
		const here = device.matches.get(m.id);
		if (here && here.gameId !== m.gameId) return { code: 'game-changed', match: refOf(m, names) };
		const game = games.get(m.gameId);
		if (!game) return { code: 'unknown-game', values: { game: m.gameId } };
		const violation = setupViolations(game, m, rules.setupOf)[0];
		if (violation) return { code: 'bad-setup', match: refOf(m, names), violation };
	}
	return null;
}

/** Merges one match's rounds; returns the rounds to write and what the preview says of them. */
function mergeRounds(here: readonly RoundRecord[], incoming: readonly RoundRecord[], change: MatchChange) {
	const byId = new Map(here.map((r) => [r.id, r]));
	const added: RoundRecord[] = [];
	const replaced = new Set<string>();
	let unchanged = 0;
	const merged = new Map(byId);
	for (const fr of incoming) {
		const d = byId.get(fr.id);
		if (!d) {
			added.push(fr);
			merged.set(fr.id, fr);
		} else if (sameJson(d.input, fr.input)) unchanged++;
		else if (fr.updatedAt > d.updatedAt) {
			replaced.add(fr.id);
			merged.set(fr.id, { ...d, input: fr.input, updatedAt: fr.updatedAt });
		} else {
			change.keptHere++;
			unchanged++;
		}
	}
	const before = [...here].sort(byStored);
	if (added.length === 0 && replaced.size === 0)
		return { rounds: before, writes: [] as RoundRecord[], added: 0, replaced: 0, unchanged };
	const list = [...merged.values()].sort(byOrder);
	const writes: RoundRecord[] = [];
	let previous = -Infinity;
	const out: RoundRecord[] = [];
	for (const r of list) {
		const order = r.order > previous ? r.order : previous + 1;
		previous = order;
		const next = order === r.order ? r : { ...r, order };
		out.push(next);
		const was = byId.get(r.id);
		if (!was || replaced.has(r.id) || was.order !== order) writes.push(next);
	}
	const positionAfter = new Map(out.map((r, i) => [r.id, i + 1]));
	before.forEach((r, i) => {
		if (positionAfter.get(r.id) !== i + 1) change.moved++;
	});
	const hereByOrder = new Map(before.map((r, i) => [r.order, { r, i }]));
	for (const fr of added) {
		const twin = hereByOrder.get(fr.order);
		if (twin)
			change.both.push({
				number: twin.i + 1,
				here: positionAfter.get(twin.r.id)!,
				file: positionAfter.get(fr.id)!
			});
	}
	change.roundsAdded = added.length;
	change.replaced = [...replaced].map((id) => positionAfter.get(id)!).sort((a, b) => a - b);
	return { rounds: out, writes, added: added.length, replaced: replaced.size, unchanged };
}

/**
 * Plans an import of a checked file onto this device's records. Returns the plan, or the problem
 * that refuses the whole file (a round id of another match, a setup the game's rules refuse…).
 */
export function planMerge(
	file: BackupFile,
	device: DeviceSnapshot,
	games: ReadonlyMap<string, AnyGame>,
	rules: MatchRules,
	options: MergeOptions
): MergePlan | BackupProblem {
	const filePlayers = new Map(file.players.map((p) => [p.id, p]));
	const names = (id: string) => (device.players.get(id) ?? filePlayers.get(id))?.name ?? '?';
	const problem = refuse(file, device, games, rules, names);
	if (problem) return problem;

	const count = (): ImportCounts => ({ added: 0, updated: 0, unchanged: 0 });
	const plan: MergePlan = {
		players: count(),
		matches: count(),
		rounds: { added: 0, replaced: 0, unchanged: 0, deleted: 0, keptDeleted: 0 },
		changes: [],
		renames: [],
		writes: { players: [], matches: [], rounds: [], removeRounds: [], tombstones: [], clearTombstones: [] },
		fingerprint: ''
	};
	for (const p of file.players) {
		const here = device.players.get(p.id);
		if (!here) plan.writes.players.push(p);
		else if (p.updatedAt > here.updatedAt && !sameJson(p, { ...here, updatedAt: p.updatedAt })) {
			const kept = !!options.keepNames?.has(p.id) && p.name !== here.name;
			if (p.name !== here.name) plan.renames.push({ id: p.id, from: here.name, to: p.name, kept });
			if (kept) {
				plan.players.unchanged++;
				continue;
			}
			plan.writes.players.push(p);
		} else {
			plan.players.unchanged++;
			continue;
		}
		plan.players[here ? 'updated' : 'added']++;
	}

	const revive = options.revive ?? new Set<string>();
	const fileMatches = new Map(file.matches.map((m) => [m.id, m]));
	const group = <T extends { matchId: string }>(records: readonly T[]) => {
		const out = new Map<string, T[]>();
		for (const r of records) {
			const list = out.get(r.matchId);
			if (list) list.push(r);
			else out.set(r.matchId, [r]);
		}
		return out;
	};
	const incoming = group(file.rounds);
	const deletedThere = group((file.deleted ?? []).filter((t) => t.kind === 'round'));
	const stonesHere = group([...device.tombstones.values()].filter((t) => t.kind === 'round'));
	for (const t of file.deleted ?? []) {
		if (t.kind !== 'match') continue;
		const here = device.matches.get(t.id);
		// A match purged on the other phone goes to this phone's trash when not edited here since.
		if (here && here.deletedAt === undefined && here.updatedAt <= t.deletedAt && !fileMatches.has(t.id))
			fileMatches.set(t.id, { ...here, deletedAt: t.deletedAt });
		else if (!here && !device.tombstones.has(t.id)) plan.writes.tombstones.push(t);
	}
	const touched = new Set([...fileMatches.keys(), ...incoming.keys(), ...deletedThere.keys()]);
	for (const id of touched) {
		const here = device.matches.get(id);
		const there = fileMatches.get(id);
		const purgedAt = device.tombstones.get(id)?.kind === 'match' ? device.tombstones.get(id)!.deletedAt : null;
		const ref = here ?? there;
		const change: MatchChange = {
			ref: ref ? refOf(ref, names) : { id, gameId: '', createdAt: 0, names: [] },
			kind: here ? 'updated' : 'added',
			setupFromFile: false,
			roundsAdded: 0,
			replaced: [],
			keptHere: 0,
			both: [],
			moved: 0,
			refused: [],
			trash: null,
			purged: null,
			staysDeleted: [],
			deletedHere: [],
			keptEdited: [],
			conflicts: []
		};
		if (purgedAt !== null) {
			// Purged here: the file's copy stays deleted unless it is newer and the person brings it back.
			change.purged = there && there.updatedAt > purgedAt ? 'conflict' : 'stays';
			if (change.purged === 'conflict' && revive.has(id)) {
				change.purged = 'revived';
				plan.writes.clearTombstones.push(id);
			} else {
				plan.matches.unchanged++;
				if (there) plan.changes.push({ ...change, kind: 'unchanged' });
				continue;
			}
		}
		if (!here && !there) continue;
		const base = !here || (there && there.updatedAt > here.updatedAt) ? there! : here;
		const game = games.get(base.gameId)!;
		change.ref = refOf(base, names);
		change.setupFromFile = !!here && base === there && !sameJson(setupKey(here), setupKey(base));
		const deletions = applyDeletions(
			device.rounds.get(id) ?? [],
			incoming.get(id) ?? [],
			new Map((stonesHere.get(id) ?? []).map((t) => [t.id, t])),
			deletedThere.get(id) ?? [],
			revive
		);
		const { here: kept, incoming: arriving, remove, put, clear, ...notes } = deletions;
		Object.assign(change, notes);
		const merged = mergeRounds(kept, arriving, change);
		plan.rounds.added += merged.added;
		plan.rounds.replaced += merged.replaced;
		plan.rounds.unchanged += merged.unchanged;
		plan.rounds.deleted += remove.length;
		plan.rounds.keptDeleted += notes.staysDeleted.length + notes.conflicts.length - clear.length;
		for (const t of put) plan.writes.tombstones.push(t);
		for (const c of clear) plan.writes.clearTombstones.push(c);

		const record: MatchRecord = { ...base };
		delete record.summary;
		// A write moves a match's stamp later (see `nextStamp`), so a window showing it reads it again.
		record.updatedAt = here ? Math.max(here.updatedAt + 1, there?.updatedAt ?? 0) : there!.updatedAt;
		delete record.deletedAt;
		if (here?.deletedAt !== undefined) {
			if (options.restore?.has(id)) change.trash = 'restored';
			else {
				record.deletedAt = here.deletedAt;
				if (there?.deletedAt === undefined) change.trash = 'in-trash-here';
			}
		} else if (there?.deletedAt !== undefined) {
			record.deletedAt = options.at;
			change.trash = 'to-trash';
		}
		const setupChanged = !here || !sameJson(setupKey(here), setupKey(record)) || here.deletedAt !== record.deletedAt;
		const told =
			change.trash === 'in-trash-here' ||
			notes.staysDeleted.length + notes.keptEdited.length + notes.conflicts.length > 0;
		if (!setupChanged && merged.writes.length === 0 && remove.length === 0) {
			plan.matches.unchanged++;
			if (told) plan.changes.push({ ...change, kind: 'unchanged' });
			continue;
		}
		for (const r of remove) plan.writes.removeRounds.push(r);
		const inputs = merged.rounds.map((r) => r.input);
		const folded = foldMatch(game, rules.setupOf(game, record), inputs);
		folded.rounds.forEach((r, i) => {
			if (r.violations.length > 0) change.refused.push({ position: i + 1, violations: r.violations });
		});
		record.status = rules.statusAfter(record.status, folded.outcome);
		record.summary = rules.summarize(game, record, merged.rounds, folded);
		plan.matches[change.kind === 'added' ? 'added' : 'updated']++;
		plan.changes.push(change);
		plan.writes.matches.push(record);
		for (const r of merged.writes) plan.writes.rounds.push(r);
	}
	plan.fingerprint = fingerprintOf(plan);
	return plan;
}

function* writeKeys(plan: MergePlan): Generator<string> {
	for (const p of plan.writes.players) yield `p${p.id}${p.updatedAt}`;
	for (const m of plan.writes.matches) yield `m${m.id}${m.updatedAt}${m.deletedAt === undefined ? '' : 'd'}${m.status}`;
	for (const r of plan.writes.rounds) yield `r${r.id}${r.order}${r.updatedAt}`;
	for (const id of plan.writes.removeRounds) yield `x${id}`;
	for (const t of plan.writes.tombstones) yield `t${t.id}${t.deletedAt}`;
	for (const id of plan.writes.clearTombstones) yield `c${id}`;
}

function fingerprintOf(plan: MergePlan): string {
	return digest(writeKeys(plan));
}
