// Live sharing capacity: simulated phones as Node Yjs clients (the Hocuspocus provider the app
// uses, through server/harness) against one sync server process. Tables of four; each client adds
// a deal (the app's own edit shape, `appendEdit`) every few seconds; delivery is the time from the
// save on one client to the deal seen on each of the other three. The number of tables doubles
// until the p95 delivery exceeds 250 ms; the largest count that held is the capacity. Bounded by
// a cap on tables; BENCH_SKIP_LIVE=1 skips it. Figures go to bench/.out/live-capacity.json.
// A club night's capacity (issue 41) is measured the same way at p95 <= 500 ms, for one process
// and for two processes sharing rooms through Redis (REDIS_URL, its own redis-server on a free
// port), each table's phones spread over both processes so that every deal crosses Redis to half
// of them; with the machine's load average before and after. Figures go to
// bench/.out/night-capacity.json; BENCH_SKIP_NIGHT=1 skips it (so does a missing redis-server).
// Each of these two searches starts with a few seconds of one table, not counted (warming up).
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendEdit, roundsMap } from '$lib/data/live/match-doc';
import { KEY_BYTES } from '$lib/sync/derive.js';
import { newScorerCode, roomOf, tokenOf } from '$lib/sync/share-code';
import { connect, PORTS, startServer, stopServer, type Running } from '../server/harness';
import { hasRedis, startRedis, stopRedis } from '../server/redis-harness';

/** p95 delivery above this means the server no longer holds that many tables. */
const LIMIT_MS = 250;
/** Each client saves a deal this often (ms), at a random phase. */
const EVERY_MS = 3_000;
/** Each step measures for this long. */
const STEP_MS = 12_000;
const MAX_TABLES = 128;

// This bench's own ports, apart from the unit tests' range.
PORTS.first = 4343;
PORTS.last = 4349;

const p95 = (xs: number[]) =>
	[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? NaN;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

type Client = ReturnType<typeof connect>;

/** Runs `tables` tables of four for STEP_MS, each table's phones spread over `urls`; the delivery times seen (ms). */
async function step(
	urls: string[],
	tables: number,
	ms = STEP_MS
): Promise<{ delivered: number[]; lost: number; saves: number }> {
	const clients: Client[] = [];
	const sent = new Map<string, number>();
	const seen = new Map<string, number>();
	const delivered: number[] = [];
	const timers: ReturnType<typeof setTimeout>[] = [];
	try {
		for (let t = 0; t < tables; t++) {
			const code = newScorerCode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
			const room = await roomOf(code);
			for (let p = 0; p < 4; p++) {
				const client = connect(urls[p % urls.length]!, room, tokenOf(code), new Y.Doc());
				roundsMap(client.document).observe((event) => {
					if (event.transaction.local) return;
					const at = performance.now();
					for (const key of event.keysChanged) {
						const from = sent.get(key);
						if (from === undefined) continue;
						delivered.push(at - from);
						seen.set(key, (seen.get(key) ?? 0) + 1);
					}
				});
				clients.push(client);
			}
		}
		await Promise.all(clients.map((c) => c.ready));
		clients.forEach((client, i) => {
			let n = 0;
			const save = () => {
				const id = `t${i}-${n++}`;
				sent.set(id, performance.now());
				appendEdit(client.document, id, {
					id: `${id}-e`,
					at: Date.now(),
					by: `phone ${i % 4}`,
					matchId: 'bench-match',
					order: n,
					createdAt: Date.now(),
					after: null,
					input: { scores: [n, 0, 0, 0] }
				});
			};
			const start = Math.random() * EVERY_MS;
			timers.push(
				setTimeout(() => {
					save();
					timers.push(setInterval(save, EVERY_MS));
				}, start)
			);
		});
		await new Promise((r) => setTimeout(r, ms));
		timers.forEach((t) => clearInterval(t));
		// Deals still on their way are given time to arrive before anything counts as lost.
		await new Promise((r) => setTimeout(r, 3_000));
		const lost = [...sent.keys()].reduce((sum, key) => sum + 3 - (seen.get(key) ?? 0), 0);
		return { delivered, lost, saves: sent.size };
	} finally {
		timers.forEach((t) => clearInterval(t));
		clients.forEach((c) => c.destroy());
	}
}

interface Step {
	tables: number;
	saves: number;
	medianMs: number;
	p95Ms: number;
	lost: number;
}

/**
 * Doubles the tables from 1 until p95 delivery passes `limitMs` (or a deal is lost) or the cap is
 * reached. With `warm`, a table first plays a few seconds uncounted (the processes' first rooms,
 * their first subscriptions in Redis, code not yet optimised).
 */
async function search(urls: string[], limitMs: number, label: string, cap = MAX_TABLES, warm = false): Promise<Step[]> {
	const steps: Step[] = [];
	if (warm) await step(urls, 1, EVERY_MS * 2);
	for (let tables = 1; tables <= cap; tables *= 2) {
		const { delivered, lost, saves } = await step(urls, tables);
		const row = {
			tables,
			saves,
			medianMs: Math.round(median(delivered) * 10) / 10,
			p95Ms: Math.round(p95(delivered) * 10) / 10,
			lost
		};
		steps.push(row);
		console.error(`${label}: ${JSON.stringify(row)}`);
		if (!(row.p95Ms <= limitMs) || lost > 0) break;
	}
	return steps;
}

/** The capacity a search found: the largest count that held, and whether it was the cap. */
function capacityOf(steps: Step[], limitMs: number) {
	const held = steps.filter((s) => s.p95Ms <= limitMs && s.lost === 0);
	return { tables: held.at(-1)?.tables ?? 0, capped: held.length === steps.length, steps };
}

it.skipIf(process.env.BENCH_SKIP_LIVE)(
	'live sharing: tables of four one server holds',
	{ timeout: 600_000 },
	async () => {
		const folder = await mkdtemp(join(tmpdir(), 'tk-bench-live-'));
		const server = await startServer(folder);
		let steps: Step[];
		try {
			steps = await search([server.url], LIMIT_MS, 'live capacity');
		} finally {
			await stopServer(server);
			await rm(folder, { recursive: true, force: true });
		}
		const held = steps.filter((s) => s.p95Ms <= LIMIT_MS && s.lost === 0);
		mkdirSync('bench/.out', { recursive: true });
		writeFileSync(
			'bench/.out/live-capacity.json',
			`${JSON.stringify({ limitMs: LIMIT_MS, everyMs: EVERY_MS, stepMs: STEP_MS, maxTables: MAX_TABLES, tables: held.at(-1)?.tables ?? 0, capped: held.length === steps.length, steps }, null, '\t')}\n`
		);
		expect(steps.length).toBeGreaterThan(0);
	}
);

/** A club night's deliveries (standings follow each deal) must reach the room within this, at p95. */
const NIGHT_LIMIT_MS = 500;
const NIGHT_MAX_TABLES =
	Number(process.env.BENCH_NIGHT_MAX_TABLES) > 0 ? Number(process.env.BENCH_NIGHT_MAX_TABLES) : MAX_TABLES;

it.skipIf(process.env.BENCH_SKIP_NIGHT || !hasRedis())(
	'club night: tables of four one process, and two processes behind Redis, hold',
	{ timeout: 1_800_000 },
	async () => {
		const folder = await mkdtemp(join(tmpdir(), 'tk-bench-night-'));
		const loadBefore = loadavg()[0];
		const servers: Running[] = [];
		let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
		let one: Step[];
		let two: Step[];
		try {
			servers.push(await startServer(join(folder, 'one')));
			one = await search([servers[0]!.url], NIGHT_LIMIT_MS, 'night, one process', NIGHT_MAX_TABLES, true);
			await stopServer(servers.pop());
			redis = await startRedis(folder);
			for (let i = 0; i < 2; i++) servers.push(await startServer(join(folder, 'unused'), { REDIS_URL: redis.url }));
			two = await search(
				servers.map((s) => s.url),
				NIGHT_LIMIT_MS,
				'night, two processes',
				NIGHT_MAX_TABLES,
				true
			);
		} finally {
			for (const server of servers) await stopServer(server);
			await stopRedis(redis);
			await rm(folder, { recursive: true, force: true });
		}
		mkdirSync('bench/.out', { recursive: true });
		writeFileSync(
			'bench/.out/night-capacity.json',
			`${JSON.stringify(
				{
					limitMs: NIGHT_LIMIT_MS,
					everyMs: EVERY_MS,
					stepMs: STEP_MS,
					maxTables: NIGHT_MAX_TABLES,
					loadAverage: { before: loadBefore, after: loadavg()[0] },
					one: capacityOf(one, NIGHT_LIMIT_MS),
					two: capacityOf(two, NIGHT_LIMIT_MS)
				},
				null,
				'\t'
			)}\n`
		);
		expect(one.length).toBeGreaterThan(0);
		expect(two.length).toBeGreaterThan(0);
	}
);
