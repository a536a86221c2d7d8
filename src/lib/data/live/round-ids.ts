/**
 * Where each round of a shared document is stored on this phone, so that every phone counts the
 * same rounds whatever else it holds:
 * - a round is stored under its document id, unless that id is taken here by a round (or a deleted
 *   round) of another match: then it is stored under an id derived from the match's and the
 *   round's (`derivedId`), counted like any other, and what this phone writes to it goes back to
 *   the document under the document id. The other match is never touched.
 * - decided from the document alone: a round whose document id is the derived id of another of
 *   the document's rounds (only a crafted document has one) is left out on every phone, told as
 *   refused. A round whose derived id is taken here by another match too (a crafted device) is
 *   refused on this phone only.
 */
import type { RoundRecord, TablekeeperDb, TombstoneRecord } from '../schema';
import type { DocView } from './match-doc';

/** FNV-1a over `text`, from `seed`: eight hex digits. */
function fnv(text: string, seed: number): string {
	let h = seed >>> 0;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193) >>> 0;
	}
	return h.toString(16).padStart(8, '0');
}

/** The id a round of match `matchId` is stored under here when its document id is another match's. */
export function derivedId(matchId: string, docId: string): string {
	const text = `${matchId}\u0000${docId}`;
	return `live~${fnv(text, 0x811c9dc5)}${fnv(text, 0x01000193)}`;
}

/** How the document's round ids map to this phone's: `local` only lists ids that differ. */
export interface RoundIds {
	/** Document id → the id the round has here. */
	readonly local: ReadonlyMap<string, string>;
	/** Document ids of rounds left out (told as refused). */
	readonly refused: ReadonlySet<string>;
}

/** The rounds left out on every phone: those whose id is the derived id of another of the document's. */
export function craftedIds(view: DocView, matchId: string): Set<string> {
	const ids = new Set(view.rounds.map((r) => r.id));
	return new Set(view.rounds.map((r) => derivedId(matchId, r.id)).filter((id) => ids.has(id)));
}

/**
 * Where the document's rounds go on this phone; `here` and `stones` are match `matchId`'s rounds
 * and deleted rounds on this phone.
 */
export async function roundIds(
	d: TablekeeperDb,
	view: DocView,
	matchId: string,
	here: readonly Pick<RoundRecord, 'id'>[],
	stones: readonly Pick<TombstoneRecord, 'id'>[]
): Promise<RoundIds> {
	const ours = new Set([...here.map((r) => r.id), ...stones.map((s) => s.id)]);
	const refused = craftedIds(view, matchId);
	const local = new Map<string, string>();
	const unknown: string[] = [];
	for (const { id } of view.rounds) {
		if (refused.has(id) || ours.has(id)) continue;
		const derived = derivedId(matchId, id);
		if (ours.has(derived)) local.set(id, derived);
		else unknown.push(id);
	}
	if (unknown.length === 0) return { local, refused };
	const taken = await takenElsewhere(d, unknown, matchId);
	const moved = unknown.filter((id) => taken.has(id));
	const derivedTaken = await takenElsewhere(
		d,
		moved.map((id) => derivedId(matchId, id)),
		matchId
	);
	for (const id of moved) {
		const derived = derivedId(matchId, id);
		if (derivedTaken.has(derived)) refused.add(id);
		else local.set(id, derived);
	}
	return { local, refused };
}

/** Which of `ids` are rounds or deleted rounds of another match than `matchId` on this phone. */
async function takenElsewhere(d: TablekeeperDb, ids: string[], matchId: string): Promise<Set<string>> {
	if (ids.length === 0) return new Set();
	const [rounds, stones] = await Promise.all([d.rounds.bulkGet(ids), d.tombstones.bulkGet(ids)]);
	return new Set([...rounds, ...stones].flatMap((r) => (r && r.matchId !== matchId ? [r.id] : [])));
}

/** `view` with its rounds under the ids they have here, the refused ones left out. */
export function localView(view: DocView, ids: RoundIds): DocView {
	const rounds = view.rounds
		.filter((r) => !ids.refused.has(r.id))
		.map((r) => {
			const id = ids.local.get(r.id);
			return id === undefined ? r : { ...r, id };
		});
	return { ...view, rounds };
}

/** The document id of the round stored here as `localId`. */
export function docIdOf(ids: RoundIds): (localId: string) => string {
	const back = new Map([...ids.local].map(([doc, here]) => [here, doc]));
	return (localId) => back.get(localId) ?? localId;
}
