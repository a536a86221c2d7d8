/** The stamp every write to a match gives it: strictly later than the one before. */
import { now } from './db';

/**
 * The `updatedAt` of a match's next write: the time, but always later than the last stamp (two
 * writes within one millisecond, a clock set back), so a later write always has a later stamp.
 */
export function nextStamp(previous: number, at: number = now()): number {
	return Math.max(at, previous + 1);
}
