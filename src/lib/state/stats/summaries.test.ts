import { beforeEach, describe, expect, it } from 'vitest';
import { db, useDb } from '$lib/data/db';
import { addRound, createMatch, getMatch, listRounds, saveSummary, setStatus } from '$lib/data/matches';
import { setupOf, summarize, summaryIsStale } from '$lib/data/summary';
import { addPlayer } from '$lib/data/players';
import type { PlayerRecord } from '$lib/data/schema';
import { createDb } from '$lib/data/schema';
import { loadGame } from '$lib/engine/registry';
import { partnerships, playerStats } from './stats';
import { loadStatMatches, statMatch } from './summaries';

let dbCount = 0;
beforeEach(() => {
	useDb(createDb(`stats-${++dbCount}`));
});

async function players(...names: string[]): Promise<PlayerRecord[]> {
	const out: PlayerRecord[] = [];
	for (const name of names) {
		const p = await addPlayer(name);
		if (typeof p === 'string') throw new Error(p);
		out.push(p);
	}
	return out;
}

/** A free-form sheet where the lowest total wins after two rounds. */
/** A new Coinche match of four new players A, B, C, D (A & C against B & D). */
async function coincheOfFour() {
	const seats = await players('A', 'B', 'C', 'D');
	const game = await loadGame('coinche');
	const match = await createMatch({
		gameId: 'coinche',
		playerIds: seats.map((p) => p.id),
		config: game.defaultConfig(4),
		firstDealer: 0
	});
	return { game, match, seats };
}

async function lowSheet(ids: string[], rounds: number[][]): Promise<string> {
	const match = await createMatch({
		gameId: 'freeform',
		playerIds: ids,
		config: { winner: 'low', target: null, rounds: 2 },
		firstDealer: 0
	});
	for (const scores of rounds) await addRound(match.id, { scores });
	return match.id;
}

describe('statistics come from the stored rounds', () => {
	it('rebuilds a stale summary from the rounds; best is the lowest in a low sheet', async () => {
		const [ana, ben] = await players('Ana', 'Ben');
		const first = await lowSheet(
			[ana!.id, ben!.id],
			[
				[10, 20],
				[5, 5]
			]
		);
		await lowSheet(
			[ana!.id, ben!.id],
			[
				[30, 1],
				[0, 0]
			]
		);
		// A summary written by another engine version, with wrong numbers: never trusted.
		await saveSummary(first, { engineVersion: 0, totals: [999, 999], winners: [1], roundCount: 2 }, 'finished');
		const matches = await loadStatMatches();
		expect(matches.map((m) => [m.totals, m.winners, m.direction])).toEqual([
			[[15, 25], [0], 'low'],
			[[30, 1], [1], 'low']
		]);
		expect((await getMatch(first))?.summary?.totals).toEqual([15, 25]);
		expect(playerStats(matches, ana!.id)[0]).toMatchObject({
			played: 2,
			won: 1,
			winRate: 0.5,
			average: 22.5,
			best: 15,
			currentStreak: 0,
			longestStreak: 1
		});
		expect(playerStats(matches, ben!.id)[0]).toMatchObject({ best: 1, currentStreak: 1 });
	});

	it('leaves out matches in progress, abandoned or in the trash', async () => {
		const [ana, ben] = await players('Ana', 'Ben');
		await lowSheet([ana!.id, ben!.id], [[1, 2]]); // one round of two: not over
		const abandoned = await lowSheet(
			[ana!.id, ben!.id],
			[
				[1, 2],
				[1, 2]
			]
		);
		await setStatus(abandoned, 'abandoned');
		expect(await loadStatMatches()).toEqual([]);
	});

	it('a Coinche match counts for the partnerships sitting opposite (seats 1 & 3, 2 & 4)', async () => {
		const { game, match, seats } = await coincheOfFour();
		const [a, b, c, d] = seats;
		const row = statMatch(game, match, {
			engineVersion: game.engineVersion,
			totals: [1000, 400],
			winners: [0],
			roundCount: 9
		});
		expect(row.columns).toEqual([
			[a!.id, c!.id],
			[b!.id, d!.id]
		]);
		expect(game.direction(setupOf(game, match))).toBe('high');
		expect(partnerships([row]).map((p) => [p.players.length, p.won])).toEqual([
			[2, 1],
			[2, 0]
		]);
		expect(playerStats([row], c!.id)[0]).toMatchObject({ gameId: 'coinche', won: 1, best: 1000 });
	});

	it('time played runs from the start to the latest deal; no deal, no time', async () => {
		const { game, match, seats } = await coincheOfFour();
		const c = seats[2];
		const base = { engineVersion: game.engineVersion, totals: [1000, 400], winners: [0], roundCount: 9 };
		const timed = statMatch(game, match, { ...base, lastDealAt: match.createdAt + 95 * 60_000 });
		expect(timed.timePlayed).toBe(95 * 60_000);
		expect(statMatch(game, match, { ...base, roundCount: 0 }).timePlayed).toBe(0);
		// A clock set back between the start and a deal never makes a negative time.
		expect(statMatch(game, match, { ...base, lastDealAt: match.createdAt - 1000 }).timePlayed).toBe(0);
		expect(playerStats([timed, timed], c!.id)[0]?.timePlayed).toBe(190 * 60_000);
	});

	it('a finished match left "In progress" with a stale summary (a kill between writes) counts for its winner', async () => {
		const [ana, ben] = await players('Ana', 'Ben');
		const id = await lowSheet([ana!.id, ben!.id], [[4, 9]]);
		const game = await loadGame('freeform');
		// The second round written, the browser killed before the summary and status followed.
		const stale = await getMatch(id);
		await saveSummary(id, summarize(game, stale!, await listRounds(id)).summary, 'active');
		await db().rounds.add({
			id: 'r-last',
			matchId: id,
			order: 2,
			input: { scores: [1, 0] },
			createdAt: 1,
			updatedAt: 1
		});
		await db().matches.update(id, { updatedAt: stale!.updatedAt + 10 });
		expect((await getMatch(id))?.summary?.roundCount).toBe(1);

		const matches = await loadStatMatches();
		expect(matches.map((m) => [m.totals, m.winners])).toEqual([[[5, 9], [0]]]);
		expect(playerStats(matches, ana!.id)[0]).toMatchObject({ played: 1, won: 1 });
		const repaired = await getMatch(id);
		expect(repaired?.status).toBe('finished');
		expect(repaired?.summary).toMatchObject({ roundCount: 2, lastRoundId: 'r-last', builtAt: repaired?.updatedAt });
	});

	it('a forged summary stamped as fresh but built from other rounds is rebuilt when the rounds are read', async () => {
		const [ana, ben] = await players('Ana', 'Ben');
		const id = await lowSheet([ana!.id, ben!.id], [[4, 9]]);
		const game = await loadGame('freeform');
		const match = (await getMatch(id))!;
		const forged = { ...summarize(game, match, await listRounds(id)).summary, roundCount: 7, lastRoundId: 'elsewhere' };
		expect(summaryIsStale({ ...match, summary: forged }, game.engineVersion)).toBe(false);
		expect(summaryIsStale({ ...match, summary: forged }, game.engineVersion, await listRounds(id))).toBe(true);
	});

	it('a summary says when the last deal was first saved; one built before it said so is rebuilt', async () => {
		const [ana, ben] = await players('Ana', 'Ben');
		const id = await lowSheet(
			[ana!.id, ben!.id],
			[
				[4, 9],
				[1, 1]
			]
		);
		const game = await loadGame('freeform');
		const match = (await getMatch(id))!;
		const rounds = await listRounds(id);
		const { summary } = summarize(game, match, rounds);
		expect(summary.lastDealAt).toBe(Math.max(...rounds.map((r) => r.createdAt)));
		expect(summaryIsStale({ ...match, summary }, game.engineVersion)).toBe(false);
		const older = { ...summary };
		delete older.lastDealAt;
		expect(summaryIsStale({ ...match, summary: older }, game.engineVersion)).toBe(true);
	});
});
