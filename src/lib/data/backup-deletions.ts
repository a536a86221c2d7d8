/**
 * Deletions in a merge (docs/backup-format.md "Deletions"): before one match's rounds are merged,
 * the tombstones of both sides decide which rounds take part, by their clock stamps (hlc.ts): the
 * later of a round's copy and its deletion wins, a tie goes to the deletion. Pure, like the planner.
 * - A file round deleted here: stays deleted when the file's copy is not later than the deletion;
 *   a copy stamped after it (an Undo of the deletion, or an edit made there after it) comes back.
 * - A round here that the file deleted: deleted here when this copy is not later than the
 *   deletion; a copy stamped after it stays. The file's other tombstones are stored here.
 */
import type { RoundRecord, TombstoneRecord } from './schema';

/** What the deletions of both sides say about one match, for the preview (round numbers). */
export interface DeletionNotes {
	/** File rounds (by their number in the file) deleted here after the file's copy: they stay deleted. */
	staysDeleted: number[];
	/** Rounds here (by their number here) the file's tombstones delete. */
	deletedHere: number[];
	/** Rounds here (by their number here) deleted in the file but edited here since: they stay. */
	keptEdited: number[];
	/** File rounds (by their number in the file) deleted here, then brought back or edited there after that: they come back. */
	restored: number[];
}

export interface DeletionOutcome extends DeletionNotes {
	/** The rounds here that remain, and the file's rounds still to merge. */
	here: RoundRecord[];
	incoming: RoundRecord[];
	/** Round ids here to delete, tombstones to store, tombstones to take away (rounds brought back). */
	remove: string[];
	put: TombstoneRecord[];
	clear: string[];
}

const byOrder = (a: RoundRecord, b: RoundRecord) =>
	a.order - b.order || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byStored = (a: RoundRecord, b: RoundRecord) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function numbers(rounds: readonly RoundRecord[], order: typeof byOrder): Map<string, number> {
	return new Map([...rounds].sort(order).map((r, i) => [r.id, i + 1]));
}

/** Sorts one match's rounds by the tombstones of both sides. */
export function applyDeletions(
	here: readonly RoundRecord[],
	incoming: readonly RoundRecord[],
	stonesHere: ReadonlyMap<string, TombstoneRecord>,
	stonesThere: readonly TombstoneRecord[]
): DeletionOutcome {
	const out: DeletionOutcome = {
		here: [],
		incoming: [],
		remove: [],
		put: [],
		clear: [],
		staysDeleted: [],
		deletedHere: [],
		keptEdited: [],
		restored: []
	};
	const fileNumber = numbers(incoming, byOrder);
	const hereNumber = numbers(here, byStored);
	for (const f of incoming) {
		const stone = stonesHere.get(f.id);
		if (!stone) out.incoming.push(f);
		else if (f.updatedAt <= stone.deletedAt) out.staysDeleted.push(fileNumber.get(f.id)!);
		else {
			out.restored.push(fileNumber.get(f.id)!);
			out.incoming.push(f);
			out.clear.push(f.id);
		}
	}
	const deleted = new Map(stonesThere.map((t) => [t.id, t]));
	for (const h of here) {
		const stone = deleted.get(h.id);
		if (!stone) out.here.push(h);
		else if (h.updatedAt <= stone.deletedAt) {
			out.remove.push(h.id);
			out.put.push(stone);
			out.deletedHere.push(hereNumber.get(h.id)!);
		} else {
			out.here.push(h);
			out.keptEdited.push(hereNumber.get(h.id)!);
		}
	}
	const known = new Set(here.map((r) => r.id));
	for (const t of stonesThere) if (!known.has(t.id) && !stonesHere.has(t.id)) out.put.push(t);
	for (const list of [out.staysDeleted, out.deletedHere, out.keptEdited, out.restored]) list.sort((a, b) => a - b);
	return out;
}
