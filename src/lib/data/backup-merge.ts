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
 * - every `updatedAt` and `deletedAt` is a clock stamp (hlc.ts): "later" is by stamp, so an action
 *   made after seeing another wins over it whatever the two phones' clocks say;
 * - tombstones (backup-deletions.ts): the later of a round's copy and its deletion wins (a round
 *   deleted after the file's copy stays deleted, a round the file deleted is deleted here unless
 *   edited here since, a copy stamped after its deletion here comes back: an Undo travels); a
 *   match purged here stays purged unless the file's copy is newer and the person brings it back;
 * - an entry stamped further in the future than the clock may move (backup-future.ts) is set
 *   aside: listed in the preview with its reason, never written;
 * - a player renamed by the file is listed, and keeps its name here when the person says so;
 * - summaries and statuses are rebuilt from the merged rounds; the file's are ignored;
 * - club nights merge by the same rules, their tables' matches checked (backup-nights.ts).
 */
import { foldMatch } from '$lib/engine/core/fold';
import type { AnyGame } from '$lib/engine/core/types';
import type { MatchRecord, RoundRecord } from './schema';
import type { BackupFile, BackupProblem } from './backup-format';
import { sameJson } from './backup-rules';
import { withNote } from './facts';
import { applyDeletions } from './backup-deletions';
import {
	emptyPlan,
	type DeviceSnapshot,
	type MatchChange,
	type MatchRules,
	type MergeOptions,
	type MergePlan
} from './backup-plan';
import { fingerprintOf } from './backup-fingerprint';
import { setAsideFuture } from './backup-future';
import { hlcOf } from './hlc';
import { refOf, refuse } from './backup-refuse';
import { mergeNights, nightProblem } from './backup-nights';
import { setupChangesOf, setupKey } from './backup-setups';

export type { FutureEntry } from './backup-future';
export type {
	BothEntered,
	DeviceSnapshot,
	ImportCounts,
	MatchChange,
	MatchRules,
	MergeOptions,
	MergePlan,
	RefusedRound,
	Rename
} from './backup-plan';

const byOrder = (a: RoundRecord, b: RoundRecord) =>
	a.order - b.order || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** The order the database lists a match's rounds in ([matchId+order], then id). */
const byStored = (a: RoundRecord, b: RoundRecord) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Whether the file's copy of a round wins over this device's: the later stamp, and between two
 * equal stamps (two phones in one millisecond) the larger content, so every device picks the same.
 */
function fileWins(file: RoundRecord, here: RoundRecord): boolean {
	if (file.updatedAt !== here.updatedAt) return file.updatedAt > here.updatedAt;
	return JSON.stringify([file.input, file.note ?? null]) > JSON.stringify([here.input, here.note ?? null]);
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
		} else if (sameJson(d.input, fr.input) && d.note === fr.note) unchanged++;
		else if (fileWins(fr, d)) {
			replaced.add(fr.id);
			merged.set(fr.id, withNote({ ...d, input: fr.input, updatedAt: fr.updatedAt }, fr.note));
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
	whole: BackupFile,
	device: DeviceSnapshot,
	games: ReadonlyMap<string, AnyGame>,
	rules: MatchRules,
	options: MergeOptions
): MergePlan | BackupProblem {
	const { kept: file, future } = setAsideFuture(whole, device, options.at);
	const filePlayers = new Map(file.players.map((p) => [p.id, p]));
	const names = (id: string) => (device.players.get(id) ?? filePlayers.get(id))?.name ?? '?';
	const problem = refuse(file, device, games, rules, names) ?? nightProblem(file, device, games);
	if (problem) return problem;

	const plan = emptyPlan(future);
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
			restored: []
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
			deletedThere.get(id) ?? []
		);
		const { here: kept, incoming: arriving, remove, put, clear, ...notes } = deletions;
		Object.assign(change, notes);
		const merged = mergeRounds(kept, arriving, change);
		plan.rounds.added += merged.added;
		plan.rounds.replaced += merged.replaced;
		plan.rounds.unchanged += merged.unchanged;
		plan.rounds.deleted += remove.length;
		plan.rounds.keptDeleted += notes.staysDeleted.length;
		for (const t of put) plan.writes.tombstones.push(t);
		for (const c of clear) plan.writes.clearTombstones.push(c);

		const record: MatchRecord = { ...base };
		delete record.summary;
		const changes = setupChangesOf(here, there);
		if (changes.length > 0) record.setupChanges = changes;
		else delete record.setupChanges;
		// A write moves a match's stamp later (as `stampAfter` does), so a window showing it reads it again.
		record.updatedAt = here ? Math.max(here.updatedAt + 1, there?.updatedAt ?? 0) : there!.updatedAt;
		delete record.deletedAt;
		if (here?.deletedAt !== undefined) {
			if (options.restore?.has(id)) change.trash = 'restored';
			else {
				record.deletedAt = here.deletedAt;
				if (there?.deletedAt === undefined) change.trash = 'in-trash-here';
			}
		} else if (there?.deletedAt !== undefined) {
			record.deletedAt = hlcOf(options.at);
			change.trash = 'to-trash';
		}
		const setupChanged = !here || !sameJson(setupKey(here), setupKey(record)) || here.deletedAt !== record.deletedAt;
		const told =
			change.trash === 'in-trash-here' ||
			notes.staysDeleted.length + notes.keptEdited.length + notes.restored.length > 0;
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
	const nights = mergeNights(file.nights ?? [], device, options.at);
	plan.nights = nights.counts;
	plan.writes.nights = nights.writes;
	plan.fingerprint = fingerprintOf(plan);
	return plan;
}
