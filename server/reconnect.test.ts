// A phone whose network comes back reconnects at once: the page's `online` (or the screen shown
// again) starts a new attempt instead of waiting out the provider's back-off, which here is set to
// an hour so that only the event can bring the phone back within the test. Two windows of one
// phone (one device id) count as one phone in the status line. Real server, a child process.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import NodeWebSocket from 'ws';
import * as Y from 'yjs';
import { useDb } from '$lib/data/db';
import { createDb } from '$lib/data/schema';
import { createLiveSharing } from '$lib/data/live/bridge';
import { connect, type Connection, type WakeEvents } from '$lib/data/live/connection';
import { roomOf, tokenOf, type ShareCode } from '$lib/sync/share-code';
import { MATCH_ID, matchRecord, PLAYERS } from '$lib/data/live/test-phones';
import { startServer, stopServer, until, type Running } from './harness';

/** A network that can be cut: while cut, open sockets are closed and new ones fail. */
class Network {
	cut = false;
	readonly open = new Set<NodeWebSocket>();
	readonly WebSocket = socketsOf(this);
	cutOff() {
		this.cut = true;
		for (const socket of this.open) socket.terminate();
	}
}

/** A WebSocket class whose sockets go through `network`. */
function socketsOf(network: Network) {
	return class extends NodeWebSocket {
		constructor(...args: ConstructorParameters<typeof NodeWebSocket>) {
			super(...args);
			this.on('error', () => undefined);
			if (network.cut) {
				this.terminate();
				return;
			}
			network.open.add(this);
			this.on('close', () => network.open.delete(this));
		}
	};
}

/** The page's events, fired by the test. */
class Page implements WakeEvents {
	shown = true;
	readonly #listeners = new Map<string, Set<() => void>>();
	addEventListener(type: string, listener: () => void) {
		if (!this.#listeners.has(type)) this.#listeners.set(type, new Set());
		this.#listeners.get(type)!.add(listener);
	}
	removeEventListener(type: string, listener: () => void) {
		this.#listeners.get(type)?.delete(listener);
	}
	visible() {
		return this.shown;
	}
	fire(type: 'online' | 'visibilitychange') {
		for (const listener of this.#listeners.get(type) ?? []) listener();
	}
	count(type: string) {
		return this.#listeners.get(type)?.size ?? 0;
	}
}

const HOUR = 3_600_000;
let folder: string;
let server: Running | undefined;
let code: ShareCode;

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'tablekeeper-reconnect-'));
	server = await startServer(folder);
	// A room to connect to: a match shared by a phone.
	const db = createDb(`reconnect-${crypto.randomUUID()}`);
	useDb(db);
	await db.players.bulkPut(PLAYERS);
	await db.matches.put(matchRecord());
	const sharing = createLiveSharing({ db: () => db, WebSocket: new Network().WebSocket, patience: 60_000 });
	const shared = await sharing.share(MATCH_ID, server.url, 'Ann');
	if (!shared.ok) throw new Error(shared.refusal.kind);
	code = shared.value.codes.scorer!;
	await shared.value.close?.();
});
afterAll(async () => {
	await stopServer(server);
	await rm(folder, { recursive: true, force: true });
});

async function open(network: Network, page: Page, device: string): Promise<Connection> {
	const connection = connect({
		server: server!.url,
		room: await roomOf(code),
		token: tokenOf(code),
		doc: new Y.Doc(),
		phone: 'Ann',
		device,
		events: page,
		retryDelay: HOUR,
		WebSocket: network.WebSocket,
		changed: () => undefined,
		acknowledged: () => undefined
	});
	expect(await connection.settled).toBe('synced');
	return connection;
}

const kind = (c: Connection) => c.status(0).kind;

describe('reconnecting', () => {
	it('tries again at once when the network is back, and when the screen is shown again', async () => {
		const network = new Network();
		const page = new Page();
		const phone = await open(network, page, 'device-a');
		expect(kind(phone)).toBe('live');

		network.cutOff();
		await until(() => kind(phone) === 'offline', 'the phone sees the cut');
		network.cut = false;
		page.fire('online');
		await until(() => kind(phone) === 'live', 'live again after `online`');

		network.cutOff();
		await until(() => kind(phone) === 'offline', 'the phone sees the second cut');
		network.cut = false;
		// A hidden page waits; shown again, it tries at once.
		page.shown = false;
		page.fire('visibilitychange');
		page.shown = true;
		page.fire('visibilitychange');
		await until(() => kind(phone) === 'live', 'live again once shown');

		phone.destroy();
		expect(page.count('online') + page.count('visibilitychange')).toBe(0);
	});

	it('counts two windows of one phone as one phone, and another phone as a second', async () => {
		const network = new Network();
		const first = await open(network, new Page(), 'device-b');
		const second = await open(network, new Page(), 'device-b');
		const other = await open(network, new Page(), 'device-c');
		const phones = (c: Connection) => {
			const status = c.status(0);
			return status.kind === 'live' ? status.phones : 0;
		};
		await until(() => phones(other) === 2, `two phones, not three windows (${phones(other)})`);
		await until(() => phones(first) === 2, `the first window sees two phones (${phones(first)})`);
		second.destroy();
		await until(() => phones(first) === 2, 'still two phones without the second window');
		other.destroy();
		await until(() => phones(first) === 1, 'one phone left');
		first.destroy();
	});
});
