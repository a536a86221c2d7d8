// Starts `npm start`'s server (scripts/serve.mjs: the built app and the live-sync server behind
// /sync on one origin) for a test, on 127.0.0.1, and stops it by its pid. `useServe` gives a spec
// one such server, its data in a folder of its own, and the phones it opens on it.
import { test, type Browser, type BrowserContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATIENCE } from '../../server/harness';
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

/** Starts serve.mjs on `port`, or on the first free port of the range; the sync data in `folder`. */
export async function startServe(folder: string, port?: number): Promise<Serve> {
	const ports = port
		? [port]
		: Array.from({ length: SERVE_PORTS.last - SERVE_PORTS.first + 1 }, (_, i) => SERVE_PORTS.first + i);
	for (const p of ports) {
		const child = spawn(process.execPath, ['scripts/serve.mjs'], {
			env: { ...process.env, PREVIEW_PORT: String(p), SYNC_DATA: folder },
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
	phone(browser: Browser, name: string, locale?: 'en' | 'fr'): ReturnType<typeof livePhone>;
	/** Stops the server with `signal` (its data folder stays until the spec is done). */
	stop(signal: NodeJS.Signals): Promise<void>;
	/** Kills the server and starts it again on the same port and data folder. */
	restart(): Promise<void>;
}

/**
 * Registers, in the calling spec, a server started before its tests on a new data folder (named
 * after `name`) and, after them, its phones' contexts closed, the server killed and the folder
 * removed. `closeAfterEach`: the phones' contexts are closed after each test instead.
 */
export function useServe(name: string, { closeAfterEach = false } = {}): SpecServe {
	let serve: Serve | undefined;
	let folder = '';
	const contexts: BrowserContext[] = [];
	const close = async () => {
		for (const context of contexts.splice(0)) await context.close();
	};
	test.beforeAll(async () => {
		test.setTimeout(8 * PATIENCE);
		folder = await mkdtemp(join(tmpdir(), `tablekeeper-${name}-`));
		serve = await startServe(folder);
	});
	if (closeAfterEach) test.afterEach(close);
	test.afterAll(async () => {
		await close();
		await stopServe(serve, 'SIGKILL');
		await rm(folder, { recursive: true, force: true });
	});
	const running = () => {
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
			return folder;
		},
		contexts,
		phone: (browser, phoneName, locale = 'en') => livePhone(browser, running().origin, contexts, phoneName, locale),
		stop: (signal) => stopServe(serve, signal),
		restart: async () => {
			const port = running().port;
			await stopServe(serve, 'SIGKILL');
			serve = await startServe(folder, port);
		}
	};
}
