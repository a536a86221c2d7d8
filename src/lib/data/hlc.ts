/**
 * The hybrid logical clock that orders every write two devices can disagree on (round edits,
 * deletions, restores, setup changes, the `updatedAt`/`deletedAt` of records, backups and QR
 * codes). Pure: the caller passes the time in. Modelled on Actual Budget's `crdt/timestamp.ts`.
 *
 * A stamp is one safe integer: `wall * 1024 + counter`, the phone's wall time in milliseconds and a
 * counter for actions within one millisecond (or made after seeing a stamp from a phone whose
 * clock is ahead). Numbers compare as stamps compare, so a stamp sorts, indexes and travels
 * (JSON, Yjs, Dexie) like the millisecond times it replaces. Two stamps that are equal are told
 * apart by the id of what they stamp (`compareStamped`), the same way on every phone.
 *
 * - A new stamp is later than every stamp this phone made or saw (`next`): an action made after
 *   seeing another is later than it, whatever the clocks say.
 * - A stamp seen from elsewhere moves the clock forward (`witness`) unless it is more than
 *   `MAX_DRIFT` past this phone's time: such a stamp is refused, so one far-future entry cannot
 *   pin the clock or win over everything written after it. What refused it shows it, not obeys it.
 * - Millisecond times written before the clock existed (backup format 3, rooms made before it)
 *   read as the stamp of their millisecond with counter 0 (`fromLegacy`).
 */

/** A hybrid logical clock stamp: `wall * COUNTER_SPAN + counter`. */
export type Hlc = number;

/** Counter values per millisecond; a counter that fills carries into the next millisecond. */
export const COUNTER_SPAN = 1024;

/**
 * How far past this phone's own time a stamp from elsewhere may be and still move its clock: a
 * day, so phones whose clocks are hours apart still order each other's actions, while an entry
 * stamped in the far future is refused rather than obeyed.
 */
export const MAX_DRIFT = 24 * 60 * 60 * 1000;

/**
 * Below this a stored number is a millisecond time from before the clock (it is the stamp of
 * 1972-03-06), at or above it a stamp. Millisecond times of any real date are far below it.
 */
export const LEGACY_LIMIT = 2 ** 46;

/** The largest stamp: its wall time is the last millisecond a safe integer can carry (year 2248). */
export const MAX_HLC: Hlc = Number.MAX_SAFE_INTEGER;

/** The stamp of wall time `wall` (milliseconds) with counter `counter`. */
export function hlcOf(wall: number, counter = 0): Hlc {
	return Math.floor(wall) * COUNTER_SPAN + counter;
}

/** The wall time (milliseconds since the epoch) a stamp carries, for showing it as a date. */
export function wallOf(stamp: Hlc): number {
	return Math.floor(stamp / COUNTER_SPAN);
}

/** Whether a number is a stamp this clock can compare: a safe, non-negative integer. */
export function isHlc(value: unknown): value is Hlc {
	return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * A stored time read as a stamp: a millisecond time from before the clock (below `LEGACY_LIMIT`)
 * becomes its millisecond's stamp; a stamp stays as it is.
 */
export function fromLegacy(value: number): Hlc {
	return value < LEGACY_LIMIT ? hlcOf(value) : value;
}

/**
 * The next stamp of a phone whose last stamp (made or seen) is `last`, at wall time `now`: its own
 * time when that is later, else one past `last`. Always later than `last`.
 */
export function next(last: Hlc, now: number): Hlc {
	return Math.min(MAX_HLC, Math.max(last + 1, hlcOf(now)));
}

/** Whether a stamp is further past the phone's time `now` than the clock may move. */
export function isFarFuture(stamp: Hlc, now: number): boolean {
	return wallOf(stamp) > now + MAX_DRIFT;
}

/** What seeing a stamp did to a clock: its new last stamp, or a refusal that leaves it as it was. */
export type Witnessed = { ok: true; last: Hlc } | { ok: false; last: Hlc; reason: 'far-future' | 'not-a-stamp' };

/**
 * The clock after seeing `stamp` from elsewhere at wall time `now`: moved up to it, so this phone's
 * next stamp is later; refused (clock unchanged) when it is not a stamp or is far in the future.
 */
export function witness(last: Hlc, stamp: unknown, now: number): Witnessed {
	if (!isHlc(stamp)) return { ok: false, last, reason: 'not-a-stamp' };
	if (isFarFuture(stamp, now)) return { ok: false, last, reason: 'far-future' };
	return { ok: true, last: Math.max(last, stamp) };
}

/**
 * Orders two stamped things: by stamp, then by id (so two equal stamps are ordered the same way on
 * every phone). Negative when `a` is earlier.
 */
export function compareStamped(a: { at: Hlc; id: string }, b: { at: Hlc; id: string }): number {
	if (a.at !== b.at) return a.at < b.at ? -1 : 1;
	return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
