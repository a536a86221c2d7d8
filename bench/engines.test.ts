/**
 * The benchmark's Node half (run by bench/run.mjs through `vitest run --config bench/vitest.config.ts`,
 * never by `npm test`): engine throughput — valid rounds folded per second for each registered
 * game — and the seeded large history (1,000 matches, 20,000 rounds) as schema v1 rows for the
 * browser half. Writes bench/.out/engines.json and bench/.out/history.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { foldMatch } from '../src/lib/engine/core/fold';
import type { AnyGame } from '../src/lib/engine/core/types';
import type { MatchRecord, PlayerRecord, RoundRecord } from '../src/lib/data/schema';
import { GAME_IDS, type GameId } from '../src/lib/engine/registry';
import { generateMatch, loadGames, type GeneratedMatch } from './generators';

const OUT = new URL('./.out/', import.meta.url);
const HISTORY_MATCHES = 1000;
const HISTORY_ROUNDS = 20000;
const BASE_TIME = Date.UTC(2026, 0, 1);

/** Folds `matches` again and again for about `ms` milliseconds; valid rounds scored per second. */
function throughput(game: AnyGame, matches: readonly GeneratedMatch[], ms: number): number {
	let rounds = 0;
	const started = performance.now();
	let elapsed: number;
	do {
		for (const match of matches) {
			const folded = foldMatch(game, match.setup, match.inputs);
			for (const round of folded.rounds) if (round.result) rounds++;
		}
		elapsed = performance.now() - started;
	} while (elapsed < ms);
	return Math.round((rounds / elapsed) * 1000);
}

it('engine throughput and the seeded history', { timeout: 300_000 }, async () => {
	const games = await loadGames();
	mkdirSync(OUT, { recursive: true });

	const engines: Record<string, { roundsPerSecond: number; sampleRounds: number; sampleMatches: number }> = {};
	for (const [i, id] of GAME_IDS.entries()) {
		const matches = Array.from({ length: 40 }, (_, k) => generateMatch(games[id], id, 1000 * (i + 1) + k, 30));
		const sampleRounds = matches.reduce((n, m) => n + m.inputs.length, 0);
		expect(sampleRounds).toBeGreaterThan(0);
		throughput(games[id], matches, 200); // warm-up
		engines[id] = { roundsPerSecond: throughput(games[id], matches, 1000), sampleRounds, sampleMatches: 40 };
	}
	writeFileSync(new URL('engines.json', OUT), JSON.stringify(engines, null, '\t'));

	// The history: a 200-round and a 100-round free-form match, then every game in turn; free-form
	// matches take up the rest so the rounds add up to exactly HISTORY_ROUNDS.
	const generated: GeneratedMatch[] = [
		generateMatch(games.freeform, 'freeform', 1, 200),
		generateMatch(games.freeform, 'freeform', 2, 100)
	];
	const others: readonly GameId[] = GAME_IDS.filter((id) => id !== 'freeform');
	const slots: GameId[] = Array.from({ length: HISTORY_MATCHES - 2 }, (_, k) => GAME_IDS[k % GAME_IDS.length]!);
	for (const [k, id] of slots.entries())
		if (others.includes(id)) generated.push(generateMatch(games[id], id, 10_000 + k, 30));
	const freeformSlots = slots.filter((id) => id === 'freeform').length;
	let left = HISTORY_ROUNDS - generated.reduce((n, m) => n + m.inputs.length, 0);
	for (let k = 0; k < freeformSlots; k++) {
		const size = Math.max(1, Math.round(left / (freeformSlots - k)));
		const match = generateMatch(games.freeform, 'freeform', 50_000 + k, size);
		generated.push(match);
		left -= match.inputs.length;
	}

	const players: PlayerRecord[] = Array.from({ length: 12 }, (_, i) => ({
		id: `bench-p${i}`,
		name: `Player ${i + 1}`,
		createdAt: BASE_TIME,
		updatedAt: BASE_TIME
	}));
	const matches: MatchRecord[] = [];
	const rounds: RoundRecord[] = [];
	for (const [k, g] of generated.entries()) {
		const id = k === 0 ? 'bench-200' : k === 1 ? 'bench-100' : `bench-m${k}`;
		const game = games[g.gameId];
		const folded = foldMatch(game, g.setup, g.inputs);
		const createdAt = BASE_TIME + (HISTORY_MATCHES - k) * 3_600_000;
		const seats = Array.from({ length: g.setup.seatCount }, (_, s) => ({ playerId: players[(k + s) % 12]!.id }));
		const over = folded.outcome.over;
		matches.push({
			id,
			gameId: g.gameId,
			// The two timed matches stay open so a round can be added to them.
			status: over && k > 1 ? 'finished' : 'active',
			createdAt,
			updatedAt: createdAt + g.inputs.length * 60_000,
			seats,
			playerIds: seats.map((s) => s.playerId),
			config: g.setup.config,
			firstDealer: g.setup.firstDealer,
			summary: {
				engineVersion: game.engineVersion,
				totals: [...folded.state.totals],
				winners: folded.outcome.over ? [...folded.outcome.winners] : [],
				roundCount: g.inputs.length
			}
		});
		g.inputs.forEach((input, order) =>
			rounds.push({
				id: `${id}-r${order + 1}`,
				matchId: id,
				order: order + 1,
				input: input as RoundRecord['input'],
				createdAt: createdAt + order * 60_000,
				updatedAt: createdAt + order * 60_000
			})
		);
	}
	expect(matches).toHaveLength(HISTORY_MATCHES);
	expect(rounds).toHaveLength(HISTORY_ROUNDS);
	const perGame = Object.fromEntries(GAME_IDS.map((id) => [id, matches.filter((m) => m.gameId === id).length]));
	writeFileSync(new URL('history.json', OUT), JSON.stringify({ players, matches, rounds, perGame }));
});
