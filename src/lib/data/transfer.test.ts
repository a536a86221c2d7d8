// The QR transfer codec: a match of every game, small and of 300 rounds, goes through frames and
// back unchanged whatever order the frames arrive in, dropped, repeated or rebuilt from a fountain
// frame; damaged, foreign, future and oversized codes are refused as values.
import { describe, expect, it } from 'vitest';
import { strToU8, zlibSync } from 'fflate';
import { dataToFrames } from 'qrloop';
import { generateMatch, loadGames } from '../../../bench/generators';
import { GAME_IDS, type GameId } from '$lib/engine/registry';
import { checkPayload, isProblem, type BackupFile } from './backup-format';
import {
	FRAME_BYTES,
	isComplete,
	isTransferProblem,
	MAX_FRAMES,
	MAX_PAYLOAD_BYTES,
	partsOf,
	payloadOf,
	receiveFrame,
	startReception,
	transferFrames,
	type Reception
} from './transfer';
import { oneMatchFile } from './test-backup';

const T0 = Date.UTC(2026, 10, 20, 20);

/** A backup file of one generated match of `gameId`, its inputs repeated up to `rounds`. */
async function matchFile(gameId: GameId, rounds: number, seed = 7): Promise<BackupFile> {
	const games = await loadGames();
	const g = generateMatch(games[gameId], gameId, seed, Math.min(rounds, 40));
	const inputs = Array.from({ length: rounds }, (_, i) => g.inputs[i % Math.max(1, g.inputs.length)] ?? {});
	const { config, firstDealer, seatCount } = g.setup;
	return oneMatchFile({ gameId, config, firstDealer, inputs, players: seatCount, at: T0, step: 60_000 });
}

function framesOf(file: BackupFile): string[] {
	const frames = transferFrames(file);
	if (!Array.isArray(frames)) throw new Error(frames.code);
	return frames;
}

/** Feeds texts in order; a refused text fails the test. */
function feed(texts: readonly string[], from = startReception()): Reception {
	let r = from;
	for (const text of texts) {
		const next = receiveFrame(r, text);
		if (isTransferProblem(next)) throw new Error(`${next.code} for ${text.slice(0, 12)}`);
		r = next;
	}
	return r;
}

/** A seeded shuffle, so a failure replays. */
function shuffled<T>(list: readonly T[], seed: number): T[] {
	const out = [...list];
	let s = seed;
	for (let i = out.length - 1; i > 0; i--) {
		s = (Math.imul(s, 1103515245) + 12345) >>> 0;
		const j = s % (i + 1);
		[out[i], out[j]] = [out[j]!, out[i]!];
	}
	return out;
}

const decoded = (r: Reception) => {
	const payload = payloadOf(r);
	if (isTransferProblem(payload)) throw new Error(payload.code);
	return payload.value;
};

const cases = GAME_IDS.flatMap((id) => [
	{ id, rounds: 3 },
	{ id, rounds: 300 }
]);

describe('round trip', () => {
	it.each(cases)('$id, $rounds rounds: every frame once, in order', async ({ id, rounds }) => {
		const file = await matchFile(id, rounds);
		const r = feed(framesOf(file));
		expect(isComplete(r)).toBe(true);
		const value = decoded(r);
		expect(isProblem(checkPayload(value))).toBe(false);
		// What travels is JSON, as in a backup file (an `undefined` in a list arrives as null).
		const sent = { ...file, matches: file.matches.map(({ summary: _s, ...m }) => m) };
		expect(value).toEqual(JSON.parse(JSON.stringify(sent)));
	});

	it.each(cases)('$id, $rounds rounds: out of order, repeated, first pass with gaps', async ({ id, rounds }) => {
		const file = await matchFile(id, rounds, 11);
		const frames = framesOf(file);
		// The reader joins mid-loop and misses every third frame, then sees the loop again from its start.
		const start = Math.floor(frames.length / 2);
		const firstPass = [...frames.slice(start), ...frames.slice(0, start)].filter((_, i) => i % 3 !== 1);
		let r = feed(shuffled([...firstPass, ...firstPass.slice(0, 5)], rounds));
		if (frames.length > 2) expect(isComplete(r)).toBe(false);
		r = feed(shuffled(frames, rounds + 1), r);
		expect(isComplete(r)).toBe(true);
		expect(decoded(r)).toEqual(decoded(feed(frames)));
	});
});

describe('frames', () => {
	it('a small match is one code; a long one a loop of codes each under the frame size', async () => {
		const small = await matchFile('freeform', 3);
		expect(framesOf(small)).toHaveLength(1);
		const loop = framesOf(await matchFile('coinche', 300));
		expect(loop.length).toBeGreaterThan(5);
		for (const text of loop)
			expect(text.length).toBeLessThan(Math.ceil(((FRAME_BYTES + 3 + 2 * loop.length) * 4) / 3) + 8);
		expect(partsOf(feed(loop.slice(0, 3))).have).toBeLessThanOrEqual(3);
		expect(partsOf(startReception())).toEqual({ have: 0, total: null });
	});

	it('a missed data frame is rebuilt from a fountain frame of the same loop', async () => {
		const frames = framesOf(await matchFile('cozen', 300));
		// Data frames are numbered 0…n-1 in order; fountain frames sit between them.
		const rebuilt = frames.filter((_, drop) => {
			const r = feed(frames.filter((__, i) => i !== drop));
			return isComplete(r) && partsOf(r).have === partsOf(feed(frames)).have;
		});
		expect(rebuilt.length).toBeGreaterThan(frames.length / 2);
	});
});

describe('refusals', () => {
	it('a code that is not ours, or of a later version, is refused and changes nothing', async () => {
		const r = feed(framesOf(await matchFile('freeform', 3)).slice(0, 0));
		expect(receiveFrame(r, 'https://example.com')).toEqual({ code: 'not-transfer' });
		expect(receiveFrame(r, 'TK0:AAAA')).toEqual({ code: 'not-transfer' });
		expect(receiveFrame(r, 'TK2:AAAA')).toEqual({ code: 'future-version', values: { version: 2 } });
		expect(receiveFrame(r, 'TK1:not base64!')).toEqual({ code: 'damaged' });
	});

	it.each([8, 40, 120])('a frame damaged at character %i is refused, at once or by the final check', async (at) => {
		const frames = framesOf(await matchFile('coosner', 300));
		const target = frames[2]!;
		const damaged = target.slice(0, at) + (target[at] === 'A' ? 'B' : 'A') + target.slice(at + 1);
		const r = receiveFrame(startReception(), damaged);
		const outcome = isTransferProblem(r) ? r : payloadOf(feed([...frames.slice(0, 2), ...frames.slice(3)], r));
		expect(outcome).toEqual({ code: isTransferProblem(r) ? r.code : 'damaged' });
		expect(['damaged', 'checksum', 'too-long']).toContain((outcome as { code: string }).code);
	});

	const loop = (bytes: Uint8Array, size = 200) =>
		feed(dataToFrames(bytes as Parameters<typeof dataToFrames>[0], size).map((f) => `TK1:${f}`));

	it('a payload that is not zlib, not JSON, or inflates past the ceiling is refused', () => {
		expect(payloadOf(loop(strToU8('{"format":"tablekeeper-backup"}')))).toEqual({ code: 'damaged' });
		expect(payloadOf(loop(zlibSync(strToU8('{"format":'))))).toEqual({ code: 'damaged' });
		expect(payloadOf(startReception())).toEqual({ code: 'damaged' });
	});

	it('a 5 MB payload is refused by the size it inflates to, in MB', () => {
		const five = zlibSync(new Uint8Array(5 * 1024 * 1024), { level: 9 });
		expect(payloadOf(loop(five, 2000))).toEqual({
			code: 'too-large',
			values: { max: MAX_PAYLOAD_BYTES / 1024 / 1024 }
		});
		expect(MAX_PAYLOAD_BYTES / 1024 / 1024).toBe(4);
	});

	it('a payload whose adler-32 trailer does not match its contents is refused as a checksum failure', async () => {
		const packed = zlibSync(strToU8(JSON.stringify(await matchFile('freeform', 40))), { level: 9 });
		expect(isTransferProblem(payloadOf(loop(packed)))).toBe(false);
		const corrupt = packed.slice();
		corrupt[corrupt.length - 2] = corrupt[corrupt.length - 2]! ^ 0x10;
		// The loop's own MD5 is of the corrupted bytes: only the zlib trailer can tell.
		expect(payloadOf(loop(corrupt))).toEqual({ code: 'checksum' });
	});

	it('a loop longer than the limit is refused on both sides, with its length', async () => {
		const huge = await matchFile('koosekort', 300);
		huge.rounds = Array.from({ length: 40 }, () => huge.rounds)
			.flat()
			.map((r) => ({ ...r, id: crypto.randomUUID() }));
		expect(transferFrames(huge)).toEqual({ code: 'too-long', values: { max: MAX_FRAMES } });
		const long = dataToFrames(new Uint8Array(200 * (MAX_FRAMES + 1)) as Parameters<typeof dataToFrames>[0], 200);
		expect(receiveFrame(startReception(), `TK1:${long[0]}`)).toEqual({
			code: 'too-long',
			values: { max: MAX_FRAMES, count: MAX_FRAMES + 2 }
		});
	}, 60_000);

	it('the limits hold the largest real match: 1,500 rounds of any game fit the loop and inflate far under the ceiling', async () => {
		for (const id of GAME_IDS) {
			const file = await matchFile(id, 1500);
			const frames = framesOf(file);
			expect(frames.length).toBeLessThan(MAX_FRAMES);
			const value = decoded(feed(frames));
			expect(strToU8(JSON.stringify(value)).length).toBeLessThan(MAX_PAYLOAD_BYTES / 4);
		}
	}, 120_000);

	it('a frame of another loop is refused while one is being received', async () => {
		const a = framesOf(await matchFile('cooncan', 300));
		const b = framesOf(await matchFile('freeform', 30));
		expect(a.length).not.toBe(b.length);
		const r = feed(a.slice(0, 3));
		expect(receiveFrame(r, b[0]!)).toEqual({ code: 'other-match' });
	});
});
