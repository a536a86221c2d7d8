// Time played: from the match's start to its latest deal's first save, from rounds or the summary.
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '$lib/data/schema';
import { timePlayed } from './time-played';

const summary = (lastDealAt?: number): MatchSummary => ({
	engineVersion: 1,
	totals: [],
	winners: [],
	roundCount: lastDealAt === undefined ? 0 : 1,
	...(lastDealAt === undefined ? {} : { lastDealAt })
});

describe('timePlayed', () => {
	it.each([
		['no deal yet', [], null],
		['one deal 25 minutes in', [{ createdAt: 1000 + 25 * 60_000 }], 25 * 60_000],
		[
			'the latest first save counts, whatever the order',
			[{ createdAt: 5000 }, { createdAt: 9000 }, { createdAt: 7000 }],
			8000
		],
		['a deal stamped before the start (another clock) counts as 0', [{ createdAt: 10 }], 0]
	])('from the rounds: %s', (_, rounds, expected) => {
		expect(timePlayed({ createdAt: 1000 }, rounds)).toBe(expected);
	});

	it('from the summary in lists, and nothing when it does not say', () => {
		expect(timePlayed({ createdAt: 1000, summary: summary(61_000) })).toBe(60_000);
		expect(timePlayed({ createdAt: 1000, summary: summary() })).toBeNull();
		expect(timePlayed({ createdAt: 1000 })).toBeNull();
	});
});
