/**
 * The connection of one shared match's document to the sync server (@hocuspocus/provider): the
 * document name is the room id, the token the code's key (docs/sync.md). It reports where the
 * phone stands: connecting, live with the number of phones present (awareness), offline (the
 * connection was cut; the provider retries), unreachable (no server answered), or refused (the
 * server refused the code: the provider is destroyed, since it would otherwise keep retrying).
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import type { LiveStatus } from './link';

export interface ConnectionOptions {
	server: string;
	room: string;
	token: string;
	doc: Y.Doc;
	/** This phone's name, shown to the other phones. */
	phone: string;
	/** A WebSocket class where the platform has none (Node tests). */
	WebSocket?: unknown;
	/** Called whenever the status may have changed. */
	changed: () => void;
	/** Called when the server has everything this phone sent. */
	acknowledged: () => void;
}

/** What came of the first attempt: in step with the room, refused, or no server reached. */
export type FirstAttempt = 'synced' | 'refused' | 'unreachable';

export interface Connection {
	status(unsent: number): LiveStatus;
	/** The first attempt's outcome. */
	readonly settled: Promise<FirstAttempt>;
	destroy(): void;
}

export function connect(o: ConnectionOptions): Connection {
	const socket = new HocuspocusProviderWebsocket({
		url: o.server,
		...(o.WebSocket ? { WebSocketPolyfill: o.WebSocket } : {})
	});
	const provider = new HocuspocusProvider({ websocketProvider: socket, name: o.room, token: o.token, document: o.doc });
	let state: 'connecting' | 'live' | 'offline' | 'unreachable' | 'refused' | 'stopped' = 'connecting';
	let opened = false;
	let settle: (outcome: FirstAttempt) => void = () => undefined;
	const settled = new Promise<FirstAttempt>((resolve) => (settle = resolve));
	const destroy = () => {
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
	provider.on('awarenessChange', () => o.changed());
	provider.on('authenticationFailed', () => {
		set('refused');
		settle('refused');
		destroy();
	});
	provider.setAwarenessField('phone', o.phone);
	provider.attach();
	return {
		settled,
		status(unsent) {
			switch (state) {
				case 'live':
					return { kind: 'live', phones: Math.max(1, provider.awareness?.getStates().size ?? 1) };
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
