/**
 * A match's time played: from when it was started to when its latest deal was first saved, read
 * from the rounds when they are at hand (the match screen) or from the summary (lists).
 */
import { lastDealAt } from '$lib/data/facts';
import type { MatchRecord, RoundRecord } from '$lib/data/schema';

/** The time played in ms, or null before the first deal (or when the summary does not say yet). */
export function timePlayed(
	match: Pick<MatchRecord, 'createdAt' | 'summary'>,
	rounds?: readonly Pick<RoundRecord, 'createdAt'>[]
): number | null {
	const last = rounds ? (rounds.length > 0 ? lastDealAt(rounds) : undefined) : match.summary?.lastDealAt;
	return last === undefined ? null : Math.max(0, last - match.createdAt);
}
