// Test harness for several sync server processes: starts Debian's redis-server as a child process
// on 127.0.0.1, on a free port, with its append-only file in a temporary folder, and stops it by
// its pid. When redis-server is not installed, says in one line what to install.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PATIENCE } from './harness';

/** The line a test fails with when there is no redis-server. */
export const NO_REDIS =
	"redis-server not found: install Debian's redis-server package (sudo apt-get install redis-server), or put redis-server on the PATH";

export interface RunningRedis {
	process: ChildProcess;
	port: number;
	url: string;
	output: () => string;
}

/** Whether redis-server is on the PATH. */
export function hasRedis(): boolean {
	return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A port free at this moment (the OS picks it). */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once('error', reject);
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => resolve(port));
		});
	});
}

/**
 * Starts redis-server with append-only persistence in `folder` (no snapshots), on `port` or a free
 * one; a port taken between the probe and the start is tried again with another.
 */
export async function startRedis(folder: string, port?: number): Promise<RunningRedis> {
	if (!hasRedis()) throw new Error(NO_REDIS);
	for (let attempt = 0; attempt < 10; attempt++) {
		const running = await tryStart(folder, port ?? (await freePort()));
		if (running) return running;
		if (port !== undefined) throw new Error(`redis-server could not listen on port ${port}`);
	}
	throw new Error('No free port for redis-server');
}

function tryStart(folder: string, port: number): Promise<RunningRedis | null> {
	return new Promise((resolve, reject) => {
		const child = spawn(
			'redis-server',
			[
				'--port',
				String(port),
				'--bind',
				'127.0.0.1',
				'--dir',
				folder,
				'--appendonly',
				'yes',
				'--save',
				'',
				'--protected-mode',
				'yes'
			],
			{ stdio: ['ignore', 'pipe', 'pipe'] }
		);
		let output = '';
		const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), PATIENCE);
		const read = (chunk: Buffer) => {
			output += chunk.toString();
			if (/Ready to accept connections/.test(output)) {
				clearTimeout(timer);
				resolve({ process: child, port, url: `redis://127.0.0.1:${port}`, output: () => output });
			}
		};
		child.stdout!.on('data', read);
		child.stderr!.on('data', read);
		child.once('exit', () => {
			clearTimeout(timer);
			if (/Address already in use/i.test(output)) resolve(null);
			else reject(new Error(`redis-server exited:\n${output}`));
		});
	});
}

/** Stops redis-server by its pid (SIGTERM writes the append-only file out first) and waits for it to exit. */
export async function stopRedis(running: RunningRedis | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
	const child = running?.process;
	if (!child || child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	process.kill(child.pid!, signal);
	await exited;
}
