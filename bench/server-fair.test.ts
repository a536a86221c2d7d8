// Is the sync server fair? One small room (a table of four: one phone saves a deal every 150 ms,
// three receive it) is timed while another room near its size cap (7.5 MB of rounds, the cap
// being 8 MiB) takes two small updates a second, as a busy large table does, and while that room
// is quiet. The machine is shared and its load moves the figures more than the server does, so
// the two are interleaved: the large room is filled, then busy and quiet stretches alternate
// (SEGMENTS of each, busy first, so the large room's first save after its filling falls in a
// busy stretch), and each figure pools its stretches. Delivery is the time from the save on one
// client to the deal seen on each of the other three (all clients in this process, one clock).
// The figure is the busy p95 over the idle p95 (goal <= 1.5), printed with the machine's load
// average. BENCH_SKIP_LIVE=1 skips it. Figures go to bench/.out/server-fair.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import { connect, largeMatch, newRoom, PORTS, RawClient, startServer, stopServer, until } from '../server/harness';

/** Busy and quiet stretches, saves in each, and the time between two saves. */
const SEGMENTS = 6;
const SAVES = 20;
const EVERY_MS = 150;
/** How big the busy room is, and how often it takes an update. */
const BUSY_BYTES = 7.5e6;
const BUSY_EVERY_MS = 500;

// This bench's own ports, apart from the unit tests' and the capacity bench's.
PORTS.first = 4350;
PORTS.last = 4359;

const percentile = (xs: number[], p: number) =>
	[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)] ?? NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** One table of four in a room of its own, its phones connected. */
async function table(url: string) {
	const { room, scorer } = await newRoom();
	const phones = Array.from({ length: 4 }, () => connect(url, room, scorer, new Y.Doc()));
	await Promise.all(phones.map((p) => p.ready));
	const sent = new Map<string, number>();
	let delivered: number[] = [];
	for (const phone of phones.slice(1))
		phone.document.getMap('rounds').observe((event) => {
			const at = performance.now();
			for (const key of event.keysChanged) {
				const from = sent.get(key);
				if (from !== undefined) delivered.push(at - from);
			}
		});
	let deal = 0;
	return {
		/** Saves SAVES deals, one every EVERY_MS; resolves to their delivery times (ms) once all arrived. */
		async stretch(): Promise<number[]> {
			delivered = [];
			for (let i = 0; i < SAVES; i++, deal++) {
				const id = `deal-${deal}`;
				sent.set(id, performance.now());
				phones[0]!.document.getMap('rounds').set(id, { scores: [deal, 162 - deal, 0, 0] });
				await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
			}
			await until(() => delivered.length === SAVES * 3, 'every deal reaches the three other phones');
			return delivered;
		},
		destroy: () => phones.forEach((p) => p.destroy())
	};
}

const summary = (xs: number[]) => ({ medianMs: round1(percentile(xs, 0.5)), p95Ms: round1(percentile(xs, 0.95)) });

it.skipIf(process.env.BENCH_SKIP_LIVE)(
	'sync server: a small room’s delivery while a room near its cap is busy',
	{ timeout: 900_000 },
	async () => {
		const folder = await mkdtemp(join(tmpdir(), 'tk-bench-fair-'));
		// The busy room is filled faster than one socket may send (its byte rate is not what is measured).
		const server = await startServer(folder, { SYNC_MAX_BYTES_PER_SECOND: String(64 * 1024 * 1024) });
		const loadBefore = loadavg()[0]!;
		let timer: ReturnType<typeof setInterval> | undefined;
		let writer: RawClient | undefined;
		let small: Awaited<ReturnType<typeof table>> | undefined;
		try {
			small = await table(server.url);
			const busy = await newRoom();
			writer = await RawClient.open(server.url);
			expect(await writer.authenticate(busy.room, busy.scorer)).toBe('authenticated');
			const { doc, updates } = largeMatch(BUSY_BYTES);
			const busyRoomBytes = updates.reduce((sum, u) => sum + u.length, 0);
			for (const update of updates.slice())
				expect(await writer.sendUpdate(busy.room, update)).toEqual({ type: 8, outcome: true });
			let n = 0;
			const stream = writer;
			const idle: number[] = [];
			const loaded: number[] = [];
			/** Each stretch's p95, in order, to show where the slow deliveries fell. */
			const stretches: Array<{ busy: number; idle: number }> = [];
			for (let segment = 0; segment < SEGMENTS; segment++) {
				timer = setInterval(() => {
					let update: Uint8Array = new Uint8Array();
					doc.once('update', (u: Uint8Array) => (update = u));
					doc.getMap('rounds').set(`busy-${n++}`, { scores: [n, 0, 0, 0] });
					stream.sendUpdateNow(busy.room, update);
				}, BUSY_EVERY_MS);
				const busyStretch = await small.stretch();
				clearInterval(timer);
				const idleStretch = await small.stretch();
				loaded.push(...busyStretch);
				idle.push(...idleStretch);
				stretches.push({ busy: round1(percentile(busyStretch, 0.95)), idle: round1(percentile(idleStretch, 0.95)) });
			}
			expect(writer.closed).toBeNull();

			const loadAfter = loadavg()[0]!;
			const result = {
				idle: summary(idle),
				busy: summary(loaded),
				ratio: round1(percentile(loaded, 0.95) / percentile(idle, 0.95)),
				busyRoomBytes,
				busyUpdates: n,
				interleaved: { segments: SEGMENTS, savesEach: SAVES, p95Ms: stretches },
				loadAverage: { before: loadBefore, after: loadAfter }
			};
			console.error(`server fairness: ${JSON.stringify(result)}`);
			mkdirSync('bench/.out', { recursive: true });
			writeFileSync('bench/.out/server-fair.json', `${JSON.stringify(result, null, '\t')}\n`);
		} finally {
			clearInterval(timer);
			small?.destroy();
			await writer?.close();
			await stopServer(server);
			await rm(folder, { recursive: true, force: true });
		}
	}
);
