// `npm start`'s server (scripts/serve.mjs, on the build): the app and the live-sync server on one
// origin. Two Yjs clients converge through /sync on the app's own port, the app's page (under its
// Content-Security-Policy) may open that websocket, and one Ctrl-C stops both servers.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { KEY_BYTES } from '../../src/lib/sync/derive.js';
import { newScorerCode, roomOf, tokenOf } from '../../src/lib/sync/share-code';
import { connect, PATIENCE, PORTS, until } from '../../server/harness';

let serve: ChildProcess | undefined;
let origin = '';
let folder = '';

/** Starts scripts/serve.mjs on the first free port of the range. */
async function startServe(): Promise<void> {
	for (let port = PORTS.first; port <= PORTS.last; port++) {
		const child = spawn(process.execPath, ['scripts/serve.mjs'], {
			env: { ...process.env, PREVIEW_PORT: String(port), SYNC_DATA: folder },
			stdio: ['ignore', 'pipe', 'pipe']
		});
		let output = '';
		const started = await new Promise<boolean>((resolve, reject) => {
			const timer = setTimeout(() => {
				process.kill(child.pid!, 'SIGKILL');
				reject(new Error(`serve.mjs did not start:\n${output}`));
			}, 2 * PATIENCE);
			const read = (chunk: Buffer) => {
				// eslint-disable-next-line no-control-regex
				output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
				if (output.includes(`Local:   http://127.0.0.1:${port}/`) && output.includes('Sync:')) {
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
		if (started) {
			serve = child;
			origin = `http://127.0.0.1:${port}`;
			return;
		}
	}
	throw new Error('No free port for serve.mjs');
}

async function stopServe(signal: NodeJS.Signals): Promise<void> {
	const child = serve;
	if (!child || child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	process.kill(child.pid!, signal);
	await exited;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
	test.setTimeout(4 * PATIENCE);
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-serve-'));
	await startServe();
});

test.afterAll(async () => {
	await stopServe('SIGKILL');
	await rm(folder, { recursive: true, force: true });
});

test('two clients converge through /sync on the app’s own origin', async () => {
	const code = newScorerCode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
	const room = await roomOf(code);
	const url = `${origin.replace('http', 'ws')}/sync`;
	const a = connect(url, room, tokenOf(code));
	const b = connect(url, room, tokenOf(code), new Y.Doc());
	try {
		await Promise.all([a.ready, b.ready]);
		a.document.getMap('rounds').set('r1', { points: 162 });
		await until(() => b.document.getMap('rounds').get('r1') !== undefined, 'B gets A’s round through the proxy');
		expect(b.document.getMap('rounds').toJSON()).toEqual({ r1: { points: 162 } });
	} finally {
		a.destroy();
		b.destroy();
	}
});

test('the app’s page may open the sync websocket on its origin', async ({ page }) => {
	await page.goto(`${origin}/`);
	await expect(page.locator('h1')).toBeVisible();
	const outcome = await page.evaluate(
		() =>
			new Promise<string>((resolve) => {
				const socket = new WebSocket(`ws://${location.host}/sync`);
				socket.onopen = () => {
					socket.close();
					resolve('open');
				};
				socket.onerror = () => resolve('error');
			})
	);
	expect(outcome).toBe('open');
});

test('one Ctrl-C stops the app and the sync server', async () => {
	await stopServe('SIGINT');
	expect(serve!.exitCode).toBe(0);
	await expect(fetch(`${origin}/`)).rejects.toThrow();
});
