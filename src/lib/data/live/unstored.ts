/**
 * The deals other phones wrote that this phone does not hold yet because writing them failed
 * (storage full): counted from the document as read here against the match's rows, by phone, so
 * the status can say so until a later run stores them.
 */
import { sameJson } from '../backup-rules';
import type { RoundRecord } from '../schema';
import type { DocView } from './match-doc';

/** Deals from one phone (as it calls itself) not stored here. */
export interface Unstored {
	readonly by: string;
	readonly deals: number;
}

/**
 * What of `view` (its rounds under the ids they have here) the rows `here` lack, leaving out what
 * `phone` itself wrote; by phone, in the order the deals come.
 */
export function unstoredDeals(view: DocView, here: readonly RoundRecord[], phone: string): Unstored[] {
	const byId = new Map(here.map((r) => [r.id, r]));
	const counts = new Map<string, number>();
	for (const r of view.rounds) {
		const { by, deleted, input, note } = r.latest;
		if (by === phone) continue;
		const stored = byId.get(r.id);
		const missing = deleted
			? stored !== undefined
			: !stored || !sameJson(stored.input, input) || (stored.note ?? undefined) !== note;
		if (missing) counts.set(by, (counts.get(by) ?? 0) + 1);
	}
	return [...counts].map(([by, deals]) => ({ by, deals }));
}
