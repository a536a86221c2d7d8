// Starts `npm start`'s server (scripts/serve.mjs: the built app and the live-sync server behind
// /sync on one origin) for a test, on 127.0.0.1, and stops it by its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { PATIENCE, PORTS } from '../../server/harness';

export interface Serve {
	child: ChildProcess;
	origin: string;
	port: number;
}

/** Starts serve.mjs on `port`, or on the first free port of the range; the sync data in `folder`. */
export async function startServe(folder: string, port?: number): Promise<Serve> {
	const ports = port ? [port] : Array.from({ length: PORTS.last - PORTS.first + 1 }, (_, i) => PORTS.first + i);
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
			}, 2 * PATIENCE);
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
