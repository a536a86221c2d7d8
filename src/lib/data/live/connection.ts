/**
 * The connection of one shared match's document to the sync server (@hocuspocus/provider): the
 * document name is the room id, the token the code's key (docs/sync.md). It reports where the
 * phone stands: connecting, live with the number of phones present (awareness), offline (the
 * connection was cut; the provider retries), unreachable (no server answered), or refused (the
 * server refused the code: the provider is destroyed, since it would otherwise keep retrying).
 * Phones are counted by their device id, so two windows of one phone are one phone; a phone back
 * online, or brought back to the screen, reconnects at once instead of waiting out the provider's
 * back-off (up to 30 s). The sharing phone's requests (end the room, new codes) and the server's
 * word on them travel as stateless messages (`send`, `heard`); a room ended or replaced is `gone`.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { countPhones, deviceId } from './device-id';
import type { LiveStatus } from './link';
import { openPresence, sealPresence, type Seal } from './sealer';

export interface ConnectionOptions {
	server: string;
	room: string;
	token: string;
	doc: Y.Doc;
	/** This phone's name, shown to the other phones. */
	phone: string;
	/**
	 * The room's seal: this phone's name and id then travel sealed in one awareness field
	 * (`sealed`), and the other phones' are opened with it; without one (a room shared before
	 * sealing) they travel in clear, as they did.
	 */
	presence?: Seal;
	/** This phone's id, the same in all its windows (`deviceId()` unless a test sets one). */
	device?: string;
	/** Where `online` and `visibilitychange` are heard (the page's window and document by default). */
	events?: WakeEvents;
	/** A fixed wait between attempts instead of the provider's back-off (1 s doubling up to 30 s). */
	retryDelay?: number;
	/** A WebSocket class where the platform has none (Node tests). */
	WebSocket?: unknown;
	/** Called whenever the status may have changed. */
	changed: () => void;
	/** Called when the server has everything this phone sent. */
	acknowledged: () => void;
	/** Called with each stateless message the server sends this phone. */
	heard?: (payload: string) => void;
	/** Called when the room is closed or refused as ended or replaced by the phone that shared it. */
	gone?: (why: Gone) => void;
}

/** Why a room is gone: its sharing phone ended it, or replaced its codes. */
export type Gone = 'room-ended' | 'room-replaced';
const GONE: ReadonlySet<string> = new Set<Gone>(['room-ended', 'room-replaced']);

/** Another phone (window) present in the room, as its awareness state tells it. */
export interface Present {
	readonly client: number;
	readonly device: string;
	readonly phone: string;
}

/** What came of the first attempt: in step with the room, refused, or no server reached. */
export type FirstAttempt = 'synced' | 'refused' | 'unreachable';

export interface Connection {
	status(unsent: number): LiveStatus;
	/** The first attempt's outcome. */
	readonly settled: Promise<FirstAttempt>;
	/** Why the room was gone when refused (null: refused for another reason, or not refused). */
	gone(): Gone | null;
	/** The other windows present in the room (this one left out). */
	present(): Present[];
	/** Sends a stateless message to the server (dropped when not connected). */
	send(payload: string): void;
	destroy(): void;
}

/** The page's events that say the network may be back: the window's `online`, the document's `visibilitychange`. */
export interface WakeEvents {
	addEventListener(type: 'online' | 'visibilitychange', listener: () => void): void;
	removeEventListener(type: 'online' | 'visibilitychange', listener: () => void): void;
	/** Whether the page is shown (a hidden page waits for the provider's own retry). */
	visible(): boolean;
}

/** The browser's window and document as `WakeEvents`, or none outside a browser. */
function pageEvents(): WakeEvents | undefined {
	if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
	const target = (type: string) => (type === 'online' ? window : document);
	return {
		addEventListener: (type, listener) => target(type).addEventListener(type, listener),
		removeEventListener: (type, listener) => target(type).removeEventListener(type, listener),
		visible: () => document.visibilityState === 'visible'
	};
}

export function connect(o: ConnectionOptions): Connection {
	const socket = new HocuspocusProviderWebsocket({
		url: o.server,
		...(o.WebSocket ? { WebSocketPolyfill: o.WebSocket } : {}),
		...(o.retryDelay === undefined
			? {}
			: { delay: o.retryDelay, minDelay: o.retryDelay, maxDelay: o.retryDelay, initialDelay: 0, jitter: false })
	});
	const provider = new HocuspocusProvider({ websocketProvider: socket, name: o.room, token: o.token, document: o.doc });
	let state: 'connecting' | 'live' | 'offline' | 'unreachable' | 'refused' | 'stopped' = 'connecting';
	let opened = false;
	let gone: Gone | null = null;
	let settle: (outcome: FirstAttempt) => void = () => undefined;
	const settled = new Promise<FirstAttempt>((resolve) => (settle = resolve));
	const events = o.events ?? pageEvents();
	// The network or the screen is back: try now rather than at the end of the back-off. A socket
	// still connecting or connected is left alone (a second attempt would open a second socket).
	const wake = () => {
		if (state === 'refused' || state === 'stopped') return;
		if (events && !events.visible()) return;
		if (socket.status === WebSocketStatus.Disconnected) void socket.connect();
	};
	events?.addEventListener('online', wake);
	events?.addEventListener('visibilitychange', wake);
	const destroy = () => {
		events?.removeEventListener('online', wake);
		events?.removeEventListener('visibilitychange', wake);
		provider.destroy();
		socket.destroy();
	};
	const set = (next: typeof state) => {
		if (state === 'refused' || state === 'stopped') return;
		state = next;
		o.changed();
	};
	socket.on('open', () => (opened = true));
	socket.on('close', () => {
		const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
		set(opened || offline ? 'offline' : 'unreachable');
		if (!opened) settle('unreachable');
		opened = false;
	});
	provider.on('synced', () => {
		set('live');
		settle('synced');
		if (!provider.hasUnsyncedChanges) o.acknowledged();
	});
	provider.on('unsyncedChanges', () => {
		if (!provider.hasUnsyncedChanges && state === 'live') o.acknowledged();
	});
	// The other phones' sealed presence, opened once per distinct value.
	const presences = new Map<string, Record<string, string> | null>();
	const presence = o.presence;
	provider.on('awarenessChange', () => {
		o.changed();
		if (!presence) return;
		for (const [, state] of provider.awareness?.getStates() ?? []) {
			const sealed: unknown = state['sealed'];
			if (typeof sealed !== 'string' || presences.has(sealed)) continue;
			presences.set(sealed, null);
			void openPresence(presence, sealed).then((fields) => {
				presences.set(sealed, fields);
				if (fields) o.changed();
			});
		}
	});
	const states = (): Array<[number, Record<string, unknown>]> =>
		[...(provider.awareness?.getStates() ?? [])].map(([client, state]) => {
			if (!presence) return [client, state];
			const sealed: unknown = state['sealed'];
			return [client, (typeof sealed === 'string' && presences.get(sealed)) || {}];
		});
	const goneFor = (reason: unknown) => {
		if (typeof reason !== 'string' || !GONE.has(reason) || gone) return;
		gone = reason as Gone;
		o.gone?.(gone);
	};
	provider.on('authenticationFailed', ({ reason }: { reason?: unknown }) => {
		set('refused');
		settle('refused');
		destroy();
		goneFor(reason);
	});
	provider.on('stateless', ({ payload }: { payload: string }) => o.heard?.(payload));
	provider.on('close', ({ event }: { event?: { reason?: unknown } }) => {
		if (typeof event?.reason !== 'string' || !GONE.has(event.reason)) return;
		set('refused');
		destroy();
		goneFor(event.reason);
	});
	const fields = { phone: o.phone, device: o.device ?? deviceId() };
	if (presence)
		void sealPresence(presence, fields).then((sealed) => {
			if (state !== 'refused' && state !== 'stopped') provider.setAwarenessField('sealed', sealed);
		});
	else for (const [name, value] of Object.entries(fields)) provider.setAwarenessField(name, value);
	provider.attach();
	return {
		settled,
		gone: () => gone,
		present() {
			const self = provider.awareness?.clientID;
			const present: Present[] = [];
			// The states as opened (a sealed room's presence is sealed like its entries).
			for (const [client, state] of states()) {
				if (client === self || typeof state.device !== 'string') continue;
				present.push({ client, device: state.device, phone: typeof state.phone === 'string' ? state.phone : '' });
			}
			return present;
		},
		send(payload) {
			if (state === 'live') provider.sendStateless(payload);
		},
		status(unsent) {
			switch (state) {
				case 'live':
					return { kind: 'live', phones: Math.max(1, countPhones(states())) };
				case 'offline':
				case 'unreachable':
					return { kind: state, unsent };
				default:
					return { kind: state };
			}
		},
		destroy() {
			state = 'stopped';
			destroy();
		}
	};
}
