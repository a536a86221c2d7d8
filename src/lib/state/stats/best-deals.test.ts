// A player's best and worst deals, from real matches stored and summarized: each summary keeps its
// columns' best and worst deal, statistics pick the player's across matches, and a summary built
// before summaries kept deals is rebuilt once.
import { beforeEach, describe, expect, it } from 'vitest';
import { useDb } from '$lib/data/db';
import { addRound, createMatch, getMatch, saveSummary } from '$lib/data/matches';
import { addPlayer } from '$lib/data/players';
import { createDb, type PlayerRecord } from '$lib/data/schema';
import { SUMMARY_VERSION, summaryIsStale } from '$lib/data/summary';
import { loadGame } from '$lib/engine/registry';
import { coincheDeal as deal } from '$lib/data/test-deals';
import { playerStats } from './stats';
import { loadStatMatches } from './summaries';

let dbCount = 0;
beforeEach(() => {
	useDb(createDb(`best-deals-${++dbCount}`));
});

async function players(...names: string[]): Promise<string[]> {
	const out: PlayerRecord[] = [];
	for (const name of names) {
		const p = await addPlayer(name);
		if (typeof p === 'string') throw new Error(p);
		out.push(p);
	}
	return out.map((p) => p.id);
}

/** A finished free-form sheet (highest wins) of `rounds.length` rounds. */
async function sheet(ids: string[], rounds: number[][]): Promise<string> {
	const match = await createMatch({
		gameId: 'freeform',
		playerIds: ids,
		config: { winner: 'high', target: null, rounds: rounds.length },
		firstDealer: 0
	});
	for (const scores of rounds) await addRound(match.id, { scores });
	return match.id;
}

describe('best and worst deals', () => {
	it('free-form: the most and fewest points a player scored in one round, across matches', async () => {
		const [ana, ben] = await players('Ana', 'Ben');
		const first = await sheet(
			[ana!, ben!],
			[
				[12, 3],
				[-4, 30]
			]
		);
		const second = await sheet(
			[ana!, ben!],
			[
				[25, 0],
				[-4, 8],
				[7, 7]
			]
		);
		const [stats] = playerStats(await loadStatMatches(), ana!);
		// Ana: 25 in round 1 of the second match; -4 first in round 2 of the first (the earliest tie).
		expect(stats).toMatchObject({
			bestDeal: { matchId: second, round: 1, points: 25 },
			worstDeal: { matchId: first, round: 2, points: -4 }
		});
		expect(playerStats(await loadStatMatches(), ben!)[0]).toMatchObject({
			bestDeal: { matchId: first, round: 2, points: 30 },
			worstDeal: { matchId: second, round: 1, points: 0 }
		});
	});

	it('Coinche: a partner gets the team’s deal (RULES-NOTES Coinche "Made", "Failed")', async () => {
		const [a, b, c, d] = await players('A', 'B', 'C', 'D');
		const game = await loadGame('coinche');
		const match = await createMatch({
			gameId: 'coinche',
			playerIds: [a!, b!, c!, d!],
			config: { ...(game.defaultConfig(4) as object), target: 1000 },
			firstDealer: 0
		});
		// Made 80 with 100: 180 to A & C, 60 to B & D. Failed 120 with 90: 280 to A & C, 0 to B & D.
		// Then capot bids made by A & C (500 each) end the match over 1000.
		for (const input of [deal(0, 80, 100), deal(1, 120, 90)]) await addRound(match.id, input);
		const capot = { ...deal(0, 80, 162), bid: 'capot', allTricks: true, takerPoints: null };
		await addRound(match.id, capot);
		await addRound(match.id, capot);
		const matches = await loadStatMatches();
		expect(matches).toHaveLength(1);
		expect(playerStats(matches, c!)[0]).toMatchObject({
			gameId: 'coinche',
			bestDeal: { matchId: match.id, round: 3, points: 500 },
			worstDeal: { matchId: match.id, round: 1, points: 180 }
		});
		expect(playerStats(matches, b!)[0]).toMatchObject({
			bestDeal: { round: 1, points: 60 },
			worstDeal: { round: 2, points: 0 }
		});
	});

	it('a summary built before summaries kept deals is stale, and rebuilt with them', async () => {
		const [ana, ben] = await players('Ana', 'Ben');
		const id = await sheet([ana!, ben!], [[5, 9]]);
		await loadStatMatches(); // builds the summary
		const fresh = (await getMatch(id))!;
		expect(fresh.summary).toMatchObject({ version: SUMMARY_VERSION, deals: expect.any(Array) });
		const game = await loadGame('freeform');
		const older = { ...fresh.summary! };
		delete older.version;
		delete older.deals;
		await saveSummary(id, older, 'finished');
		const stored = (await getMatch(id))!;
		expect(summaryIsStale(stored, game.engineVersion)).toBe(true);
		expect(playerStats(await loadStatMatches(), ben!)[0]?.bestDeal).toMatchObject({ round: 1, points: 9 });
		expect((await getMatch(id))?.summary?.deals).toEqual([
			{ best: { round: 1, points: 5 }, worst: { round: 1, points: 5 } },
			{ best: { round: 1, points: 9 }, worst: { round: 1, points: 9 } }
		]);
	});
});
