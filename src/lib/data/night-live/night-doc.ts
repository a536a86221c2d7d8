/**
 * A club night's inner documents (docs/sync.md, "A club night's tables"). The organiser's document
 * holds the night's settings, entrants and rounds, each an append-only Y.Array of stamped
 * versions; a table's document holds that table's reports, one append-only Y.Array of stamped
 * reports. Every part reads as its latest version by hybrid logical clock stamp (`../stamp.ts`):
 * two phones appending at once both keep their version, and every phone picks the same one. A
 * writer appends only what differs from what it reads. Reading never throws: an entry that is
 * not a stamped object is skipped (the content is checked by `night-view.ts`).
 */
import * as Y from 'yjs';
import type { Night, TableReport } from '$lib/engine/club/night';
import type { Hlc } from '../hlc';

/** The organiser's parts of a night, each a root array of the organiser's inner document. */
export const NIGHT_PARTS = ['settings', 'entrants', 'rounds'] as const;
export type NightPart = (typeof NIGHT_PARTS)[number];
/** A table's inner document's one array. */
export const REPORTS = 'reports';

/** One stamped version of a part (or a report): `at` orders them, `value` is unchecked data. */
export interface Stamped {
	readonly at: Hlc;
	readonly value: unknown;
}

/** What the organiser shares of a night: everything but the tables' reports. */
export type NightPlan = Pick<Night, NightPart>;

function isStamped(entry: unknown): entry is Stamped {
	return (
		typeof entry === 'object' && entry !== null && 'at' in entry && Number.isSafeInteger(entry.at) && 'value' in entry
	);
}

/** The entries of an array that are stamped versions, latest first (ties by content, so every phone orders alike). */
export function versions(array: Y.Array<unknown>): Stamped[] {
	return array
		.toArray()
		.filter(isStamped)
		.sort((a, b) => b.at - a.at || compare(JSON.stringify(b.value), JSON.stringify(a.value)));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The latest version of one of the organiser's parts (undefined: none yet). */
export function latestPart(doc: Y.Doc, part: NightPart): Stamped | undefined {
	return versions(doc.getArray(part))[0];
}

/**
 * Appends the plan's parts that differ from what the document reads, each stamped by `stamp`
 * (called once per part written). Whether anything was written.
 */
export function writePlan(doc: Y.Doc, plan: NightPlan, stamp: () => Hlc): boolean {
	let wrote = false;
	doc.transact(() => {
		for (const part of NIGHT_PARTS) {
			const value: unknown = JSON.parse(JSON.stringify(plan[part]));
			if (JSON.stringify(latestPart(doc, part)?.value) === JSON.stringify(value)) continue;
			doc.getArray<Stamped>(part).push([{ at: stamp(), value }]);
			wrote = true;
		}
	});
	return wrote;
}

/** A table's reports, latest version per round first (unchecked). */
export function tableReports(doc: Y.Doc): Stamped[] {
	const latest = new Map<string, Stamped>();
	for (const version of versions(doc.getArray(REPORTS))) {
		const round = JSON.stringify((version.value as { round?: unknown } | null)?.round ?? null);
		if (!latest.has(round)) latest.set(round, version);
	}
	return [...latest.values()];
}

/** Appends a table's report when it differs from the latest the document holds for its round; whether it did. */
export function writeReport(doc: Y.Doc, report: TableReport, stamp: () => Hlc): boolean {
	const value: unknown = JSON.parse(JSON.stringify(report));
	const same = tableReports(doc).find((r) => (r.value as { round?: unknown }).round === report.round);
	if (same && JSON.stringify(same.value) === JSON.stringify(value)) return false;
	doc.getArray<Stamped>(REPORTS).push([{ at: stamp(), value }]);
	return true;
}
