/**
 * A deal's history as the shared document tells it: its edits (already checked by `match-doc.ts`),
 * oldest first by `(at, id)`, each named by the phone that made it. An edit is "overruled" when the
 * edit that counts does not descend from it: following each edit's `base` (the edit that counted on
 * its phone when it was made) from the one that counts back to the entry never passes it. When
 * that chain breaks (an edit from a phone that did not say its base, or a base the document lacks),
 * no edit is called overruled: the history never claims what the document does not show.
 * Edits dated too far ahead of this phone's clock (not applied) come last, as `ahead`.
 * Only the last `HISTORY_SHOWN` entries are kept, with a count of the older ones.
 */
import type { DealHistory, HistoryEntry } from './link';
import { later, type DocRound, type RoundEdit } from './match-doc';

/** How many entries a deal's history shows (the latest ones). */
export const HISTORY_SHOWN = 10;

/** The edits the one that counts descends from (itself included), or null if the chain breaks. */
function chainOf(latest: RoundEdit, byId: ReadonlyMap<string, RoundEdit>): ReadonlySet<RoundEdit> | null {
	const chain = new Set<RoundEdit>();
	let edit: RoundEdit | undefined = latest;
	while (edit && !chain.has(edit)) {
		chain.add(edit);
		if (edit.base === null) return chain;
		if (edit.base === undefined) return null;
		edit = byId.get(edit.base);
	}
	return null;
}

/** A deal's history, or null when it has a single entry (who entered it says it all). */
export function dealHistory(round: DocRound, shown = HISTORY_SHOWN): DealHistory | null {
	if (round.edits.length + round.ahead.length < 2) return null;
	const edits = [...round.edits].sort((a, b) => (later(a, b) ? 1 : later(b, a) ? -1 : 0));
	const byId = new Map(edits.map((e) => [e.id, e]));
	const chain = chainOf(edits.at(-1)!, byId);
	const start = Math.max(0, edits.length - shown);
	const entries: HistoryEntry[] = [];
	for (let i = start; i < edits.length; i++) {
		const edit = edits[i]!;
		const before = (typeof edit.base === 'string' ? byId.get(edit.base) : undefined) ?? edits[i - 1];
		const kind: HistoryEntry['kind'] =
			i === 0
				? 'entered'
				: chain && !chain.has(edit)
					? 'overruled'
					: edit.deleted
						? 'deleted'
						: before?.deleted
							? 'restored'
							: 'changed';
		entries.push({ kind, by: edit.by });
	}
	const ahead = [...round.ahead].sort((a, b) => (later(a, b) ? 1 : later(b, a) ? -1 : 0));
	const all = [...entries, ...ahead.map((e): HistoryEntry => ({ kind: 'ahead', by: e.by }))];
	const cut = Math.max(0, all.length - shown);
	return { entries: all.slice(cut), older: start + cut };
}

/** Every deal's history that has more than one entry, by round id. */
export function dealHistories(rounds: readonly DocRound[]): Map<string, DealHistory> {
	const out = new Map<string, DealHistory>();
	for (const round of rounds) {
		const history = dealHistory(round);
		if (history) out.set(round.id, history);
	}
	return out;
}
