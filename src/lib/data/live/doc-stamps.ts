/**
 * The shared document's stamps as a phone's clock reads and writes them (docs/sync.md "Stamps and
 * order"): which entries it obeys (every stamp up to the latest its clock accepts; those further
 * ahead are kept and shown, never obeyed) and which stamp a change made here takes.
 */
import type { PhoneClock } from '../clock';
import { LEGACY_LIMIT, MAX_HLC, type Hlc } from '../hlc';
import type { DocView } from './match-doc';

/** What the live layer uses of a phone's clock. */
export type LiveClock = Pick<PhoneClock, 'stamp' | 'see' | 'last'>;

/** What reads the document on a phone: its clock, which sees every stamp read (`../clock.ts`). */
export type Witness = Pick<PhoneClock, 'see'>;

/** An entry dated more than a day ahead of this phone's clock: kept in the document, not obeyed. */
export interface AheadEntry {
	/** The entry's id, and the round it is an edit of (absent: a setup). */
	id: string;
	round?: string;
	by: string;
	at: Hlc;
}

/**
 * The latest stamp `witness` obeys among `stamps`: it sees them from the latest down until one is
 * not too far ahead (the clock then moves to it); every stamp above it is refused. Without a
 * witness every stamp is obeyed.
 */
export function horizonOf(stamps: readonly Hlc[], witness: Witness | undefined): Hlc {
	if (!witness) return MAX_HLC;
	const sorted = [...new Set(stamps)].sort((a, b) => b - a);
	for (const stamp of sorted) if (witness.see(stamp).ok) return stamp;
	return -1;
}

/**
 * The stamp of a change made here whose record carries `written` (its `updatedAt` or `deletedAt`):
 * that stamp when it is one this phone's clock can have made after everything it had seen before
 * the change (`seen`: its last stamp when the bridge last ran) and after the round's entry that
 * counts (`over`); else a new one, later than all the clock has seen. (A stamp a write path made
 * by adding one to an old stamp is not one.)
 */
export function stampOf(clock: LiveClock, written: number, over: Hlc, seen: Hlc): Hlc {
	const fresh = written >= LEGACY_LIMIT && written > over && written > seen && written <= clock.last();
	return fresh ? written : clock.stamp();
}

/** The latest stamp a read of the document obeys (0: none). */
export function newestOf(view: DocView): Hlc {
	let newest = view.setup?.at ?? 0;
	for (const round of view.rounds) for (const edit of round.edits) newest = Math.max(newest, edit.at);
	return newest;
}
