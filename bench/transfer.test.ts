/**
 * The QR transfer's payload, measured in Node for bench/run.mjs: compressed bytes per round for each
 * game (the difference between a match of 100 rounds and the same match with none, over 100), and
 * the codes a 20-round and a 100-round match need. Rounds come from the seeded generators; a game
 * whose match ends sooner takes the rounds of further seeded matches (never the same round twice,
 * which zlib would shrink), which sizes the payload the same way. Writes bench/.out/transfer.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { oneMatchFile } from '../src/lib/data/test-backup';
import { packPayload, transferFrames } from '../src/lib/data/transfer';
import { GAME_IDS } from '../src/lib/engine/registry';
import { generateMatch, loadGames } from './generators';

const OUT = new URL('./.out/', import.meta.url);
const T0 = Date.UTC(2026, 0, 1);

/** One match as the app exports it (random ids like the app's), with the first `rounds` of its inputs. */
function matchFile(gameId: string, seatCount: number, config: unknown, inputs: readonly unknown[], rounds: number) {
	return oneMatchFile({ gameId, config, inputs: inputs.slice(0, rounds), players: seatCount, at: T0, step: 90_000 });
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
