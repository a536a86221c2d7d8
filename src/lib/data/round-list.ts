/**
 * A match's rounds as a list in memory, kept in the order `listRounds` reads them (the
 * `[matchId+order]` index: by `order`, then by id), so that a window can apply its own round write
 * to the rounds it holds and get exactly what reading them all again would give.
 */
import type { RoundRecord } from './schema';

/** Whether `order` can be a key of the `[matchId+order]` index (a round without one is not listed). */
function listable(order: unknown): order is number {
	return typeof order === 'number' && !Number.isNaN(order);
}

/** Whether round `a` is listed before round `b` (IndexedDB orders strings by code unit, as `<` does). */
function before(a: RoundRecord, b: RoundRecord): boolean {
	return a.order < b.order || (a.order === b.order && a.id < b.id);
}

/** Where `round` goes among `rounds` (binary search; the rounds are in listed order). */
function insertionPoint(rounds: readonly RoundRecord[], round: RoundRecord): number {
	let low = 0;
	let high = rounds.length;
	while (low < high) {
		const mid = (low + high) >>> 1;
		if (before(rounds[mid]!, round)) low = mid + 1;
		else high = mid;
	}
	return low;
}

/** The index of the round with this id, searching from the latest rounds (where edits happen). */
export function indexOfRound(rounds: readonly Pick<RoundRecord, 'id'>[], id: string): number {
	for (let i = rounds.length - 1; i >= 0; i--) if (rounds[i]!.id === id) return i;
	return -1;
}

/**
 * The rounds after one write: the round `remove` deleted, and `put` stored (replacing the round
 * with its id). `rounds` must be in listed order; the result is too, and `rounds` is not changed.
 */
export function withChange(
	rounds: readonly RoundRecord[],
	remove: string | undefined,
	put: RoundRecord | null
): RoundRecord[] {
	const next = [...rounds];
	for (const id of [remove, put?.id]) {
		if (id === undefined) continue;
		const at = indexOfRound(next, id);
		if (at >= 0) next.splice(at, 1);
	}
	if (put && listable(put.order)) next.splice(insertionPoint(next, put), 0, put);
	return next;
}

/** How many rounds are listed before where `round` is or would go (its number is this plus one). */
export function countBefore(rounds: readonly RoundRecord[], round: RoundRecord): number {
	return insertionPoint(rounds, round);
}
