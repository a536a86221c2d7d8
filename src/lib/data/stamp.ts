/**
 * The stamps of the data layer's writes that two devices can disagree on (a round's or a match's
 * `updatedAt`, a deletion's `deletedAt`, a player's `updatedAt`): all come from this phone's hybrid
 * logical clock (`clock.ts`), through here, so there is one way to stamp. A write over a stored
 * record sees that record's stamp first, so it is later than the state it replaces even when that
 * state came from a phone whose clock is ahead. Tests that play two devices give each its clock (`useClock` in `clock.ts`).
 */
import { clock } from './clock';
import type { Hlc, Witnessed } from './hlc';

/** A new stamp for a write made now: later than every stamp this phone made or saw. */
export function newStamp(): Hlc {
	return clock.stamp();
}

/**
 * The stamp of a write over a record stamped `previous`: a new stamp after seeing `previous`, so
 * always later than it (a stored stamp the clock refuses to move to is still written over).
 */
export function stampAfter(previous: Hlc): Hlc {
	clock.see(previous);
	return Math.max(clock.stamp(), previous + 1);
}

/**
 * Moves this phone's clock past a stamp kept from elsewhere (a backup, a QR code), so what is
 * done here afterwards is later; refused (unchanged) for a stamp far in the future.
 */
export function seeStamp(remote: unknown): Witnessed {
	return clock.see(remote);
}
