/**
 * The QR transfer's payload, measured in Node for bench/run.mjs: compressed bytes per round for each
 * game (the difference between a match of 100 rounds and the same match with none, over 100), and
 * the codes a 20-round and a 100-round match need. Rounds come from the seeded generators; a game
 * whose match ends sooner takes the rounds of further seeded matches (never the same round twice,
 * which zlib would shrink), which sizes the payload the same way. Writes bench/.out/transfer.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { BackupFile } from '../src/lib/data/backup-format';
import { packPayload, transferFrames } from '../src/lib/data/transfer';
import { GAME_IDS } from '../src/lib/engine/registry';
import { generateMatch, loadGames } from './generators';

const OUT = new URL('./.out/', import.meta.url);
const T0 = Date.UTC(2026, 0, 1);

/** One match as the app exports it (random ids like the app's), with `rounds` of its inputs. */
function matchFile(gameId: string, seatCount: number, config: unknown, inputs: readonly unknown[], rounds: number) {
	const players = Array.from({ length: seatCount }, (_, i) => ({
		id: crypto.randomUUID(),
		name: `Player ${i + 1}`,
		createdAt: T0,
		updatedAt: T0
	}));
	const id = crypto.randomUUID();
	return {
		format: 'tablekeeper-backup',
		version: 1,
		exportedAt: T0,
		players,
		matches: [
			{
				id,
				gameId,
				status: 'active',
				createdAt: T0,
				updatedAt: T0 + rounds * 90_000,
				seats: players.map((p) => ({ playerId: p.id })),
				playerIds: players.map((p) => p.id),
				config,
				firstDealer: 0
			}
		],
		rounds: Array.from({ length: rounds }, (_, i) => ({
			id: crypto.randomUUID(),
			matchId: id,
			order: i + 1,
			input: inputs[i % inputs.length],
			createdAt: T0 + i * 90_000,
			updatedAt: T0 + i * 90_000
		}))
	} as BackupFile;
}

it('transfer payload per game', async () => {
	const games = await loadGames();
	const out: Record<string, { bytesPerRound: number; framesFor20: number; framesFor100: number }> = {};
	for (const id of GAME_IDS) {
		const g = generateMatch(games[id], id, 77, 100);
		const inputs = [...g.inputs];
		for (let seed = 78; inputs.length < 100 && seed < 400; seed++) {
			const more = generateMatch(games[id], id, seed, 100);
			if (more.setup.seatCount === g.setup.seatCount) inputs.push(...more.inputs);
		}
		expect(inputs.length).toBeGreaterThanOrEqual(100);
		const file = (rounds: number) => matchFile(id, g.setup.seatCount, g.setup.config, inputs, rounds);
		const frames = (rounds: number) => {
			const f = transferFrames(file(rounds));
			return Array.isArray(f) ? f.length : Number.NaN;
		};
		out[id] = {
			bytesPerRound: Math.round((packPayload(file(100)).length - packPayload(file(0)).length) / 10) / 10,
			framesFor20: frames(20),
			framesFor100: frames(100)
		};
	}
	mkdirSync(OUT, { recursive: true });
	writeFileSync(new URL('transfer.json', OUT), JSON.stringify(out, null, '\t'));
});
