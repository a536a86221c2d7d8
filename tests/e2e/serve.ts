// Starts `npm start`'s server (scripts/serve.mjs: the built app and the live-sync server behind
// /sync on one origin) for a test, on 127.0.0.1, and stops it by its pid. `useServe` gives a spec
// such a server and the phones it opens on it: by default the one its Playwright worker shares with
// every other spec that needs nothing of the server but its rooms (each test shares its own match or
// night, so its own room), or, with `own`, one of its own on a data folder of its own, for a spec
// that stops, restarts or reads it. `useServesOnRedis` gives a spec several, sharing their rooms
// through the spec's own redis-server (REDIS_URL).
import { test, type Browser, type BrowserContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATIENCE } from '../../server/harness';
import { startRedis, stopRedis, type RunningRedis } from '../../server/redis-harness';
import { livePhone } from './live-phone';

/**
 * The ports these servers may take: their own range, apart from the sync-server unit tests'
 * (server/harness.ts, 4420–4439), which run beside the end-to-end tests in `npm test` and restart
 * their servers on the same port.
 */
const SERVE_PORTS = { first: 4460, last: 4479 };

export interface Serve {
	child: ChildProcess;
	origin: string;
	port: number;
}

/** Whether nothing listens on `port` of 127.0.0.1 at this moment. */
function portFree(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const probe = createServer();
		probe.once('error', () => resolve(false));
		probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
	});
}

/**
 * Starts serve.mjs on `port`, or on the first free port of the range; the sync data in `folder`,
 * or in the Redis at `redis` (then shared with every serve.mjs given it). A port of the range that
 * is taken is passed over before serve.mjs starts: it only finds out after loading Vite and the
 * app's config (about 3 CPU s), and in `npm test` the workers' shared servers hold the first ports.
 * A port taken between the probe and the start is still passed over when serve.mjs says so.
 */
export async function startServe(folder: string, port?: number, redis?: string): Promise<Serve> {
	const ports = port
		? [port]
		: Array.from({ length: SERVE_PORTS.last - SERVE_PORTS.first + 1 }, (_, i) => SERVE_PORTS.first + i);
	for (const p of ports) {
		if (!port && !(await portFree(p))) continue;
		const child = spawn(process.execPath, ['scripts/serve.mjs'], {
			env: { ...process.env, PREVIEW_PORT: String(p), SYNC_DATA: folder, ...(redis ? { REDIS_URL: redis } : {}) },
			stdio: ['ignore', 'pipe', 'pipe']
		});
		let output = '';
		const started = await new Promise<boolean>((resolve, reject) => {
			const timer = setTimeout(() => {
				process.kill(child.pid!, 'SIGKILL');
				reject(new Error(`serve.mjs did not start:\n${output}`));
			}, 6 * PATIENCE);
			const read = (chunk: Buffer) => {
				// eslint-disable-next-line no-control-regex
				output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
				if (output.includes(`Local:   http://127.0.0.1:${p}/`) && output.includes('Sync:')) {
					clearTimeout(timer);
					resolve(true);
				}
			};
			child.stdout!.on('data', read);
			child.stderr!.on('data', read);
			child.once('exit', () => {
				clearTimeout(timer);
				if (/already in use|EADDRINUSE/.test(output)) resolve(false);
				else reject(new Error(`serve.mjs exited:\n${output}`));
			});
		});
		if (started) return { child, origin: `http://127.0.0.1:${p}`, port: p };
	}
	throw new Error('No free port for serve.mjs');
}

/** Stops it with `signal` and waits for it to exit. */
export async function stopServe(serve: Serve | undefined, signal: NodeJS.Signals): Promise<void> {
	const child = serve?.child;
	if (!child || child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	process.kill(child.pid!, signal);
	await exited;
}

/** A spec's server, as `useServe` keeps it. */
export interface SpecServe {
	/** The server running now (once the spec's `beforeAll` has started it). */
	readonly serve: Serve;
	readonly origin: string;
	/** The server's data folder. */
	readonly folder: string;
	/** The browser contexts of the spec's phones, closed when the spec is done. */
	readonly contexts: BrowserContext[];
	/** A phone at 360 px with touch, named and in a language, on this server (`live-phone.ts`). */
	phone(
		browser: Browser,
		name: string,
		locale?: 'en' | 'fr',
		options?: { cuttable?: boolean }
	): ReturnType<typeof livePhone>;
	/** Stops the server with `signal` (its data folder stays until the spec is done). */
	stop(signal: NodeJS.Signals): Promise<void>;
	/** Kills the server and starts it again on the same port and data folder. */
	restart(): Promise<void>;
}

/** A spec's server whose process `get` and `set` keep: its phones land in `contexts`. */
function specServe(
	get: () => Serve | undefined,
	set: (serve: Serve) => void,
	folder: () => string,
	contexts: BrowserContext[],
	redis?: () => string
): SpecServe {
	const running = () => {
		const serve = get();
		if (!serve) throw new Error('The server is started before the tests (useServe in the spec)');
		return serve;
	};
	return {
		get serve() {
			return running();
		},
		get origin() {
			return running().origin;
		},
		get folder() {
			return folder();
		},
		contexts,
		phone: (browser, phoneName, locale = 'en', options) =>
			livePhone(browser, running().origin, contexts, phoneName, locale, options),
		stop: (signal) => stopServe(get(), signal),
		restart: async () => {
			const port = running().port;
			await stopServe(get(), 'SIGKILL');
			set(await startServe(folder(), port, redis?.()));
		}
	};
}

/** Closes `contexts` (and empties the list). */
async function closeAll(contexts: BrowserContext[]): Promise<void> {
	for (const context of contexts.splice(0)) await context.close();
}

/**
 * The server this Playwright worker shares between its specs (a start of serve.mjs costs about 3
 * CPU seconds): started by the first spec that asks, on a new data folder, and killed, its folder
 * removed, when the worker exits.
 */
let shared: Promise<{ serve: Serve; folder: string }> | undefined;
function sharedServe(): Promise<{ serve: Serve; folder: string }> {
	shared ??= (async () => {
		const folder = await mkdtemp(join(tmpdir(), 'tablekeeper-shared-'));
		const serve = await startServe(folder);
		process.once('exit', () => {
			if (serve.child.exitCode === null && serve.child.signalCode === null) process.kill(serve.child.pid!, 'SIGKILL');
			rmSync(folder, { recursive: true, force: true });
		});
		return { serve, folder };
	})();
	return shared;
}

/**
 * Registers, in the calling spec, its server, ready before its tests: the worker's shared one, or
 * with `own` one started on a new data folder (named after `name`) and, after the spec's tests,
 * killed and the folder removed. After the tests, or after each with `closeAfterEach`, the
 * phones' contexts are closed. Only an `own` server may be stopped, restarted or read.
 */
export function useServe(name: string, { closeAfterEach = false, own = false } = {}): SpecServe {
	let serve: Serve | undefined;
	let folder = '';
	const contexts: BrowserContext[] = [];
	test.beforeAll(async () => {
		test.setTimeout(8 * PATIENCE);
		if (own) {
			folder = await mkdtemp(join(tmpdir(), `tablekeeper-${name}-`));
			serve = await startServe(folder);
		} else ({ serve, folder } = await sharedServe());
	});
	if (closeAfterEach) test.afterEach(() => closeAll(contexts));
	test.afterAll(async () => {
		await closeAll(contexts);
		if (!own) return;
		await stopServe(serve, 'SIGKILL');
		await rm(folder, { recursive: true, force: true });
	});
	const spec = specServe(
		() => serve,
		(started) => (serve = started),
		() => folder,
		contexts
	);
	if (own) return spec;
	const refuse = (what: string) => () => {
		throw new Error(`${what}: the worker's shared server is not the spec's (useServe with { own: true })`);
	};
	return Object.defineProperties(spec, {
		stop: { value: refuse('stop') },
		restart: { value: refuse('restart') },
		folder: { get: refuse('folder') }
	});
}

/**
 * Registers, in the calling spec, `count` servers sharing their rooms through one redis-server
 * (server/redis-harness.ts: 127.0.0.1, a free port, its append-only file in a new folder named
 * after `name`), all started before the spec's tests. After each test, its phones' contexts are
 * closed; after them all, the servers killed, Redis stopped by its pid and the folder removed. A
 * server restarted comes back on its port and the same Redis. Their phones share one list.
 */
export function useServesOnRedis(name: string, count: number): SpecServe[] {
	let folder = '';
	let redis: RunningRedis | undefined;
	const serves: (Serve | undefined)[] = Array.from({ length: count }, () => undefined);
	const contexts: BrowserContext[] = [];
	test.beforeAll(async () => {
		test.setTimeout((4 + 4 * count) * PATIENCE);
		folder = await mkdtemp(join(tmpdir(), `tablekeeper-${name}-`));
		redis = await startRedis(folder);
		// Never used: with REDIS_URL no process keeps a data folder.
		for (let i = 0; i < count; i++) serves[i] = await startServe(join(folder, 'unused'), undefined, redis.url);
	});
	test.afterEach(() => closeAll(contexts));
	test.afterAll(async () => {
		await closeAll(contexts);
		for (const serve of serves) await stopServe(serve, 'SIGKILL');
		await stopRedis(redis);
		await rm(folder, { recursive: true, force: true });
	});
	return serves.map((_, i) =>
		specServe(
			() => serves[i],
			(started) => (serves[i] = started),
			() => join(folder, 'unused'),
			contexts,
			() => redis!.url
		)
	);
}
