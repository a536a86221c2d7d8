// Test harness for the sync server: starts the real server (server/sync.mjs) as a child process
// on 127.0.0.1 with a port free in the range given to these tests and a temporary data folder,
// stops it by its pid, and connects Yjs clients to it — the real provider, or a raw websocket
// speaking the Hocuspocus protocol for what a modified app could send.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { WebSocket as QuietWebSocket } from './node-websocket';
import * as Y from 'yjs';
import { appendEdit } from '../src/lib/data/live/match-doc';
import { KEY_BYTES } from '../src/lib/sync/derive.js';
import { newScorerCode, roomOf, tokenOf, viewerCodeOf } from '../src/lib/sync/share-code';

const ENTRY = fileURLToPath(new URL('./sync.mjs', import.meta.url));
/**
 * The ports these tests may use: 4420–4439, or the range in SYNC_TEST_PORTS ("first-last"), for a
 * second checkout whose tests run beside another's on the same machine.
 */
export const PORTS = (() => {
	const range = /^(\d+)-(\d+)$/.exec(process.env.SYNC_TEST_PORTS ?? '');
	return range ? { first: Number(range[1]), last: Number(range[2]) } : { first: 4420, last: 4439 };
})();
/** How long to wait for an outcome on a busy machine before calling it a failure. */
export const PATIENCE = 30_000;

export interface Running {
	process: ChildProcess;
	url: string;
	output: () => string;
}

/** Starts the server on the data folder, trying the range's ports from a random one until one is free. */
export async function startServer(folder: string, env: Record<string, string> = {}): Promise<Running> {
	const count = PORTS.last - PORTS.first + 1;
	const start = Math.floor(Math.random() * count);
	for (let i = 0; i < count; i++) {
		const port = PORTS.first + ((start + i) % count);
		const running = await tryStart(folder, port, env);
		if (running) return running;
	}
	throw new Error('No free port for the sync server');
}

function tryStart(folder: string, port: number, env: Record<string, string>): Promise<Running | null> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [ENTRY], {
			env: { ...process.env, SYNC_HOST: '127.0.0.1', SYNC_PORT: String(port), SYNC_DATA: folder, ...env },
			stdio: ['ignore', 'pipe', 'pipe']
		});
		let output = '';
		const timer = setTimeout(() => reject(new Error(`The sync server did not start:\n${output}`)), PATIENCE);
		const read = (chunk: Buffer) => {
			output += chunk.toString();
			const match = /listening on (ws:\/\/\S+)/.exec(output);
			if (match) {
				clearTimeout(timer);
				resolve({ process: child, url: match[1]!, output: () => output });
			}
		};
		child.stdout!.on('data', read);
		child.stderr!.on('data', read);
		child.once('exit', () => {
			clearTimeout(timer);
			if (/EADDRINUSE/.test(output)) resolve(null);
			else reject(new Error(`The sync server exited:\n${output}`));
		});
	});
}

/** Stops the server by its pid (SIGTERM stores open documents; SIGKILL is a crash) and waits for it to exit. */
export async function stopServer(running: Running | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
	const child = running?.process;
	if (!child || child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	process.kill(child.pid!, signal);
	await exited;
}

/** Waits until `check` holds, polling; fails after PATIENCE. */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
	const deadline = Date.now() + PATIENCE;
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 25));
	}
}

/**
 * A join's preview once the room holds the match. Sharing returns before the sharing phone's first
 * entries are on the server (they are sealed, then sent), so a preview made at that moment may
 * find the room empty, as a person typing the code at once could; anything else is returned as is.
 */
export async function previewWhenThere<T extends { ok: true } | { ok: false; refusal: { kind: string } }>(
	preview: () => Promise<T>
): Promise<T> {
	let last = await preview();
	const empty = (p: T) => !p.ok && 'refusal' in p && p.refusal.kind === 'not-a-match';
	await until(async () => {
		if (empty(last)) last = await preview();
		return !empty(last);
	}, 'the room holds the match');
	return last;
}

/** A provider on a room with a token; resolves once synced, rejects when the server refuses it. */
export function connect(url: string, room: string, token: string, document = new Y.Doc()) {
	const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: QuietWebSocket });
	const provider = new HocuspocusProvider({ websocketProvider: socket, name: room, token, document });
	provider.attach();
	const ready = new Promise<HocuspocusProvider>((resolve, reject) => {
		provider.on('synced', () => resolve(provider));
		provider.on('authenticationFailed', ({ reason }: { reason: string }) => reject(new Error(`refused: ${reason}`)));
	});
	// Updates the server answered with "not applied" (a viewer's write, dropped by the server).
	let refused = 0;
	provider.on('message', ({ event }: { event: MessageEvent }) => {
		const reply = readReply(new Uint8Array(event.data as ArrayBuffer));
		if (reply.type === MESSAGE.syncStatus && reply.outcome === false) refused++;
	});
	// The close codes of this client's socket (a provider reconnects by itself after a close).
	const closes: number[] = [];
	socket.on('close', ({ event }: { event: { code: number } }) => closes.push(event.code));
	const destroy = () => {
		provider.destroy();
		socket.destroy();
	};
	return { provider, document, ready, destroy, refused: () => refused, closes };
}

/** A new room with its scorer and viewer tokens. */
export async function newRoom() {
	const scorer = newScorerCode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
	return { room: await roomOf(scorer), scorer: tokenOf(scorer), viewer: tokenOf(await viewerCodeOf(scorer)) };
}

/**
 * A large match as a phone's document holds it: rounds in the app's own edit shape (one Y.Array
 * of edits per round, written by `appendEdit`) until the document passes `bytes`, and the updates
 * that built it, each under 200 KB (so each fits in one message).
 */
export function largeMatch(bytes: number): { doc: Y.Doc; updates: Uint8Array[] } {
	const doc = new Y.Doc();
	const updates: Uint8Array[] = [];
	doc.on('update', (update: Uint8Array) => updates.push(update));
	let total = 0;
	for (let order = 1; total < bytes;) {
		doc.transact(() => {
			for (let i = 0; i < 500; i++, order++) {
				const id = `round-${order}-${crypto.randomUUID()}`;
				appendEdit(doc, id, {
					id: crypto.randomUUID(),
					at: 1_790_000_000_000 + order,
					by: `Phone of player ${order % 4}`,
					matchId: 'large-match',
					order,
					createdAt: 1_790_000_000_000 + order,
					after: null,
					input: { scores: [order % 162, 162 - (order % 162), 0, 0] }
				});
			}
		});
		total += updates.at(-1)!.length;
	}
	return { doc, updates };
}

/** Message types of the Hocuspocus protocol. */
export const MESSAGE = { sync: 0, auth: 2, close: 7, syncStatus: 8 } as const;

export interface Reply {
	type: number;
	/** For an auth reply: 'authenticated' or 'denied'; for a sync status: whether the update was applied. */
	outcome?: 'authenticated' | 'denied' | boolean;
}

/** A raw websocket client: sends hand-made frames and records the server's replies and closing. */
export class RawClient {
	readonly replies: Reply[] = [];
	closed: number | null = null;
	/** The reason the server gave when it closed the socket. */
	reason = '';
	private socket: WebSocket;

	private constructor(socket: WebSocket) {
		this.socket = socket;
		socket.on('message', (data: Buffer) => this.replies.push(readReply(new Uint8Array(data))));
		socket.on('close', (code, reason) => {
			this.closed = code;
			this.reason = reason.toString();
		});
		socket.on('error', () => {});
	}

	static open(url: string): Promise<RawClient> {
		return new Promise((resolve, reject) => {
			const socket = new WebSocket(url);
			socket.once('open', () => resolve(new RawClient(socket)));
			socket.once('error', reject);
		});
	}

	send(bytes: Uint8Array): void {
		this.socket.send(bytes);
	}

	/** Sends a Yjs update (or bytes posing as one) without waiting for an answer. */
	sendUpdateNow(room: string, update: Uint8Array): void {
		this.send(
			frame(
				room,
				(e) => (
					encoding.writeVarUint(e, MESSAGE.sync),
					encoding.writeVarUint(e, 2),
					encoding.writeVarUint8Array(e, update)
				)
			)
		);
	}

	/** How many updates the server has answered "applied". */
	applied(): number {
		return this.replies.filter((r) => r.type === MESSAGE.syncStatus && r.outcome === true).length;
	}

	/** Sends the token for a room and waits for the server's answer. */
	async authenticate(room: string, token: string): Promise<'authenticated' | 'denied' | 'closed'> {
		const before = this.replies.length;
		this.send(
			frame(
				room,
				(e) => (encoding.writeVarUint(e, MESSAGE.auth), encoding.writeVarUint(e, 0), encoding.writeVarString(e, token))
			)
		);
		let answer: Reply | undefined;
		await until(() => {
			answer = this.replies.slice(before).find((r) => r.type === MESSAGE.auth);
			return answer !== undefined || this.closed !== null;
		}, 'an answer to a token');
		return answer ? (answer.outcome as 'authenticated' | 'denied') : 'closed';
	}

	/** Sends a Yjs update (or bytes posing as one) and waits for the server's sync status or a close. */
	async sendUpdate(room: string, update: Uint8Array): Promise<Reply | 'closed'> {
		const before = this.replies.length;
		this.sendUpdateNow(room, update);
		let answer: Reply | undefined;
		await until(() => {
			answer = this.replies.slice(before).find((r) => r.type === MESSAGE.syncStatus || r.type === MESSAGE.close);
			return answer !== undefined || this.closed !== null;
		}, 'an answer to an update');
		return answer ?? 'closed';
	}

	close(): Promise<void> {
		if (this.closed !== null) return Promise.resolve();
		return new Promise((resolve) => {
			this.socket.once('close', () => resolve());
			this.socket.close();
		});
	}
}

/** A message for a room: its name, then what `write` adds. */
export function frame(room: string, write: (encoder: encoding.Encoder) => void): Uint8Array {
	const encoder = encoding.createEncoder();
	encoding.writeVarString(encoder, room);
	write(encoder);
	return encoding.toUint8Array(encoder);
}

function readReply(data: Uint8Array): Reply {
	try {
		const decoder = decoding.createDecoder(data);
		decoding.readVarString(decoder);
		const type = decoding.readVarUint(decoder);
		if (type === MESSAGE.auth) {
			const kind = decoding.readVarUint(decoder);
			return { type, outcome: kind === 2 ? 'authenticated' : 'denied' };
		}
		if (type === MESSAGE.syncStatus) return { type, outcome: decoding.readVarInt(decoder) === 1 };
		return { type };
	} catch {
		return { type: -1 };
	}
}
