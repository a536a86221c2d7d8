/**
 * A club night's room on this phone (docs/sync.md, "A club night's tables"): the room's outer
 * document kept on the device (`liveUpdates` under `night:<room id>`, as a match's), sealed into
 * the night's inner documents (`night-share.ts`), bridged to the phone's night record
 * (`night-bridge.ts`) and connected to the sync server with the phone's token (the organiser's
 * scorer key, a table token, or the room link's viewer key). What the room holds is written to the
 * night record as each phone's authority allows (`night-remote.ts`); a phone joining a night it
 * does not hold yet gets the record under `nightId`. What this phone saves of its own part goes
 * to the room at `push()` and whenever the nights store changes. Offline, nothing stops: entries
 * wait in the outer document and go when the connection returns. The organiser may end the room
 * for everyone, as a match's sharing phone does (`TakeBack`, ../live/take-back-link.ts, the same
 * words and server); every phone whose room is ended keeps its night and its matches, and its share
 * is kept marked stopped (so the phone still knows its role and that the night is no longer shared).
 */
import type { Night } from '$lib/engine/club/night';
import { onDataChange } from '../changes';
import { db, now } from '../db';
import { connect, type Connection, type FirstAttempt } from '../live/connection';
import { forgetDoc, loadDoc, storeDoc } from '../live/doc-store';
import type { LiveStatus } from '../live/link';
import { TakeBack } from '../live/take-back-link';
import type { LiveRefusal, Outcome } from '../outcome';
import type { Seal } from '../live/sealer';
import type { NightRecord, TablekeeperDb } from '../schema';
import { newStamp, seeStamp, stampAfter } from '../stamp';
import { bridgeNight } from './night-bridge';
import { mergeRemote, type NightRole } from './night-remote';
import { commitTables, sealNight } from './night-share';
import { nightShareKey } from './night-shares';
import type { NightReading, RefusedReport } from './night-view';

export interface NightLinkOptions {
	/** The phone's night record (created under this id when the phone joins a night it does not hold). */
	nightId: string;
	server: string;
	room: string;
	token: string;
	seal: Seal;
	role: NightRole;
	/** This phone's name, shown to the other phones. */
	phone: string;
	/** The organiser's tables key: it writes each table's commitment as the plan gains tables. */
	tablesKey?: Uint8Array;
	/** The night's viewer key (every phone holds it): the name of the phone that ends the room is sealed under it. */
	viewer: Uint8Array;
	/** The organiser's scorer key and owner key: it may end the room for everyone. */
	scorer?: Uint8Array;
	owner?: Uint8Array;
	/** The phone's database (the app's unless a test gives one). */
	db?: TablekeeperDb;
	/** Called whenever the link's status, or the night from the room, may have changed. */
	changed?: () => void;
	WebSocket?: unknown;
	retryDelay?: number;
}

export interface NightLink {
	/** The first attempt's outcome. */
	readonly settled: Promise<FirstAttempt>;
	status(): LiveStatus;
	/** Reports of the room kept out of the night, with their reasons. */
	refused(): readonly RefusedReport[];
	/** Writes this phone's part of its night record to the room now. */
	push(): Promise<void>;
	/** Waits until what was pushed is sealed and what arrived is opened and stored. */
	settledWrites(): Promise<void>;
	/**
	 * Ends the night's room for every phone (the organiser only, live): the server deletes it and
	 * refuses its codes; each phone keeps its night and matches, its share marked stopped.
	 */
	endForEveryone(): Promise<Outcome<void, LiveRefusal>>;
	stop(): void;
}

/** The key of a night room's outer document among the device's live documents. */
export const nightDocKey = (room: string) => `night:${room}`;

/** The table numbers of a night's plan (every round). */
const planTables = (night: Night) => [...new Set(night.rounds.flatMap((r) => r.plan.tables.map((_, i) => i + 1)))];

/** Writes the night the room holds into the phone's record, as `role` allows. */
async function applyRemote(d: TablekeeperDb, id: string, reading: NightReading, role: NightRole): Promise<void> {
	await d.transaction('rw', d.nights, async () => {
		const stored = await d.nights.get(id);
		const merged = mergeRemote(stored ?? null, reading, role);
		if (!merged) return;
		const record: NightRecord = stored
			? { ...stored, ...merged, updatedAt: stampAfter(stored.updatedAt) }
			: { ...structuredClone(merged), id, status: 'running', createdAt: now(), updatedAt: newStamp() };
		await d.nights.put(record);
	});
}

export async function openNightLink(o: NightLinkOptions): Promise<NightLink> {
	const d = o.db ?? db();
	const outer = await loadDoc(d, nightDocKey(o.room));
	const stored = storeDoc(d, nightDocKey(o.room), outer);
	const changed = o.changed ?? (() => undefined);
	const transport = sealNight(outer, o.seal, changed);
	let refused: readonly RefusedReport[] = [];
	let writes: Promise<void> = Promise.resolve();
	const remote = (reading: NightReading) => {
		refused = reading.refused;
		writes = writes.then(() => applyRemote(d, o.nightId, reading, o.role)).catch(() => undefined);
		void writes.then(changed);
	};
	const bridge = bridgeNight({ transport, role: o.role, stamp: newStamp, see: (at) => void seeStamp(at), remote });
	const push = async () => {
		await transport.ready;
		const night = await d.nights.get(o.nightId);
		if (!night) return;
		bridge.local(night);
		if (o.tablesKey) await commitTables(outer, o.tablesKey, planTables(night));
	};
	await transport.ready;
	// What the device held of the room may already say more than the record.
	remote(bridge.read());
	await push();
	let connection: Connection | null = null;
	let stopped = false;
	const status = (): LiveStatus => takeBack.ended ?? connection?.status(transport.pending()) ?? { kind: 'connecting' };
	const stop = () => {
		if (stopped) return;
		stopped = true;
		stopWatching();
		connection?.destroy();
		bridge.stop();
		transport.stop();
		stored.stop();
	};
	const takeBack = new TakeBack({
		db: d,
		matchId: nightShareKey(o.nightId),
		server: o.server,
		phone: o.phone,
		code: o.scorer ? { role: 'scorer', key: o.scorer } : { role: 'viewer', key: o.viewer },
		viewer: { role: 'viewer', key: o.viewer },
		owner: o.owner ?? null,
		status,
		connection: () => connection,
		// A night's room is never moved to new codes: nothing to rejoin.
		rejoin: async () => false,
		forget: async () => {
			stop();
			await stored.flushed();
			await d.transaction('rw', d.liveShares, d.liveUpdates, async () => {
				await d.liveShares.update(nightShareKey(o.nightId), { stopped: true });
				await forgetDoc(d, nightDocKey(o.room));
			});
		},
		tell: () => changed()
	});
	const stopWatching = onDataChange((message) => {
		if (message.stores.includes('nights')) void push();
	});
	connection = connect({
		server: o.server,
		room: o.room,
		token: o.token,
		doc: outer,
		phone: o.phone,
		presence: o.seal,
		changed: () => {
			const kind = status().kind;
			if (kind === 'offline' || kind === 'unreachable') takeBack.unreachable();
			changed();
		},
		acknowledged: changed,
		heard: (payload) => takeBack.heard(payload),
		// Ended (a night's room is never replaced by new codes): the phone keeps its night.
		gone: () => void takeBack.gone('room-ended'),
		...(o.WebSocket ? { WebSocket: o.WebSocket } : {}),
		...(o.retryDelay === undefined ? {} : { retryDelay: o.retryDelay })
	});
	return {
		settled: connection.settled,
		status,
		refused: () => refused,
		push,
		async settledWrites() {
			await transport.settled();
			await writes;
		},
		endForEveryone: () => takeBack.endForEveryone(),
		stop
	};
}
