/**
 * The live bridge's pull (`match-sync.ts`): the document's rounds written to Dexie as the import
 * writes rounds: never removed for being absent, a deletion leaves a tombstone, a round that does
 * not read for the game kept and reported "not counted" by the fold. The match's summary is
 * rebuilt from its rounds and its stamp moved, so every open screen reads the rounds again. What
 * arrived from other phones is told: added, edited (or an edit here overruled), deleted, restored,
 * entered under one number on two phones.
 */
import { foldMatch } from '$lib/engine/core/fold';
import type { AnyGame } from '$lib/engine/core/types';
import { sameJson } from '../backup-rules';
import type { RoundRecord, TablekeeperDb, TombstoneRecord } from '../schema';
import { stampAfter } from '../stamp';
import { setupOf, summarize } from '../summary';
import type { LiveChange } from './link';
import { liveRounds, type DocRound, type DocView } from './match-doc';

/** A round's state as both sides compare it. */
export interface State {
	alive: boolean;
	input: unknown;
	/** The deal's note (no score reads it, but it travels with the round). */
	note?: string | undefined;
	/** The edit that counted (what an edit made here is made over, for the deal's history). */
	edit?: string;
}

export const same = (a: State, b: State) =>
	a.alive === b.alive && (!a.alive || (sameJson(a.input, b.input) && a.note === b.note));
export const stateOf = (r: DocRound): State => ({
	alive: !r.latest.deleted,
	input: r.latest.input,
	note: r.latest.note,
	edit: r.latest.id
});
export interface PullOptions {
	db: TablekeeperDb;
	matchId: string;
	/** This phone's name in the document: what it wrote is not told as arrived. */
	phone: string;
}

/**
 * Writes the document's rounds (`view`, under the ids they have here) to Dexie over the rows
 * `here` and tombstones `stones`, each round's state as brought into step set in `base`; returns
 * what arrived from other phones.
 */
export async function pullRounds(
	o: PullOptions,
	base: Map<string, State>,
	view: DocView,
	here: RoundRecord[],
	stones: TombstoneRecord[],
	game: AnyGame
): Promise<LiveChange[]> {
	const { db: d, matchId, phone } = o;
	const hereById = new Map(here.map((r) => [r.id, r]));
	const stoneById = new Map(stones.map((s) => [s.id, s]));
	// The rounds are under the ids they have here (`round-ids.ts`): none is another match's.
	const target = liveRounds(view, matchId);
	const changes: LiveChange[] = [];
	const puts: RoundRecord[] = [];
	const removes: string[] = [];
	const newStones: TombstoneRecord[] = [];
	const byId = new Map(view.rounds.map((r) => [r.id, r]));
	const position = new Map(target.map((r, i) => [r.id, i + 1]));
	for (const t of target) {
		const was = hereById.get(t.id);
		const r = byId.get(t.id)!;
		base.set(t.id, stateOf(r));
		if (was && sameJson(was, t)) continue;
		puts.push(t);
		if (stoneById.has(t.id)) removes.push(t.id);
		if (t.by === phone && (!was || sameJson(was.input, t.input))) continue;
		const number = position.get(t.id)!;
		if (!was) {
			// Entered under one number on two phones: told by the first of the two places.
			const twins = view.rounds.filter((o) => o.id !== t.id && o.order === r.order && !o.latest.deleted);
			const first = twins.reduce((low, o) => Math.min(low, position.get(o.id) ?? number), number);
			const kind = stoneById.has(t.id) ? 'restored' : twins.length > 0 ? 'both-entered' : 'added';
			changes.push({ kind, number: kind === 'both-entered' ? first : number, by: t.by ?? '' });
		} else if (!sameJson(was.input, t.input)) {
			const mine = r.edits.find((e) => e.by === phone && sameJson(e.input, was.input) && e !== r.latest);
			changes.push(
				mine && t.by !== phone
					? { kind: 'edit-overruled', number, by: t.by ?? '', lost: phone }
					: { kind: 'edited', number, by: t.by ?? '' }
			);
		}
	}
	let number = 0;
	const numbers = new Map(here.map((r) => [r.id, ++number]));
	for (const r of view.rounds) {
		if (!r.latest.deleted) continue;
		base.set(r.id, stateOf(r));
		const stone: TombstoneRecord = { id: r.id, kind: 'round', matchId, deletedAt: r.latest.at };
		if (hereById.has(r.id)) {
			removes.push(r.id);
			newStones.push(stone);
			if (r.latest.by !== phone) changes.push({ kind: 'deleted', number: numbers.get(r.id)!, by: r.latest.by });
		} else if (stoneById.get(r.id)?.deletedAt !== stone.deletedAt) newStones.push(stone);
	}
	if (puts.length === 0 && removes.length === 0 && newStones.length === 0) return changes;
	await d.rounds.bulkDelete(removes.filter((id) => hereById.has(id)));
	await d.tombstones.bulkDelete(removes.filter((id) => stoneById.has(id)));
	await d.tombstones.bulkPut(newStones);
	await d.rounds.bulkPut(puts);
	const match = (await d.matches.get(matchId))!;
	const rounds = await d.rounds.where('[matchId+order]').between([matchId, -Infinity], [matchId, Infinity]).toArray();
	const next = { ...match, updatedAt: stampAfter(match.updatedAt) };
	const folded = foldMatch(
		game,
		setupOf(game, next),
		rounds.map((r) => r.input)
	);
	const { summary, status } = summarize(game, next, rounds, folded);
	await d.matches.put({ ...next, summary, status });
	const arrived = new Set(puts.filter((p) => p.by !== phone).map((p) => p.id));
	folded.rounds.forEach((f, i) => {
		const r = rounds[i]!;
		if (f.violations.length > 0 && arrived.has(r.id))
			changes.push({ kind: 'not-counted', number: i + 1, by: r.by ?? '' });
	});
	return changes;
}
