// Live sharing capacity: simulated phones as Node Yjs clients (the Hocuspocus provider the app
// uses, through server/harness) against one sync server process. Tables of four; each client adds
// a deal (the app's own edit shape, `appendEdit`) every few seconds; delivery is the time from the
// save on one client to the deal seen on each of the other three. The number of tables doubles
// until the p95 delivery exceeds 250 ms; the largest count that held is the capacity. Bounded by
// a cap on tables; BENCH_SKIP_LIVE=1 skips it. Figures go to bench/.out/live-capacity.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendEdit, roundsMap } from '$lib/data/live/match-doc';
import { KEY_BYTES } from '$lib/sync/derive.js';
import { newScorerCode, roomOf, tokenOf } from '$lib/sync/share-code';
import { connect, PORTS, startServer, stopServer } from '../server/harness';

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

/** Runs `tables` tables of four for STEP_MS; the delivery times seen (ms). */
async function step(url: string, tables: number): Promise<{ delivered: number[]; lost: number; saves: number }> {
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
				const client = connect(url, room, tokenOf(code), new Y.Doc());
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
		await new Promise((r) => setTimeout(r, STEP_MS));
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

it.skipIf(process.env.BENCH_SKIP_LIVE)(
	'live sharing: tables of four one server holds',
	{ timeout: 600_000 },
	async () => {
		const folder = await mkdtemp(join(tmpdir(), 'tk-bench-live-'));
		const server = await startServer(folder);
		const steps: Array<{ tables: number; saves: number; medianMs: number; p95Ms: number; lost: number }> = [];
		try {
			for (let tables = 1; tables <= MAX_TABLES; tables *= 2) {
				const { delivered, lost, saves } = await step(server.url, tables);
				const row = {
					tables,
					saves,
					medianMs: Math.round(median(delivered) * 10) / 10,
					p95Ms: Math.round(p95(delivered) * 10) / 10,
					lost
				};
				steps.push(row);
				console.error(`live capacity: ${JSON.stringify(row)}`);
				if (!(row.p95Ms <= LIMIT_MS) || lost > 0) break;
			}
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
