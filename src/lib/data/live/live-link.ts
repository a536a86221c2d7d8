/**
 * One match shared live on this phone (a `LiveLink`): its document kept on the device, kept in
 * step with Dexie (`MatchSync`) on every change from either side, and connected to the room.
 * It counts the deals saved here that the server has not acknowledged (kept with the share, so a
 * reload offline still counts them) and tells its listeners of status changes and of what other
 * phones did. The sharing phone may end the room for everyone or move it to new codes; a phone
 * whose room is ended forgets the share (the match stays), one handed new codes follows them
 * (./take-back-link.ts). A sealed room's entries and their transport are in ./sealed-room.ts.
 */
import type * as Y from 'yjs';
import type { ShareCode } from '$lib/sync/share-code';
import { roomOf, tokenOf } from '$lib/sync/share-code';
import { sameJson } from '../backup-rules';
import { onDataChange } from '../changes';
import type { LiveRefusal, Outcome } from '../outcome';
import type { TablekeeperDb } from '../schema';
import { connect, type Connection } from './connection';
import { forgetDoc, storeDoc } from './doc-store';
import { dealHistories } from './deal-history';
import type { DealHistory, LiveChange, LiveLink, LiveStatus } from './link';
import type { LiveClock } from './doc-stamps';
import { MatchSync } from './match-sync';
import { SealedRoom } from './sealed-room';
import { TakeBack } from './take-back-link';

export interface LinkOptions {
	db: TablekeeperDb;
	matchId: string;
	code: ShareCode;
	viewer: ShareCode;
	doc: Y.Doc;
	/** The room's sealed entries (`sealed-doc.ts`), what the server relays; null for a room shared before sealing, which relays `doc` itself. */
	outer?: Y.Doc | null;
	server: string;
	phone: string;
	unsent: readonly string[];
	/** The owner key, on the phone that shared (null elsewhere, and on rooms shared before owner keys). */
	owner?: Uint8Array | null;
	WebSocket?: unknown;
	/** The phone's clock (its own by default; tests give each phone one). */
	clock?: LiveClock;
	/** This phone's device id (`deviceId()` unless a test sets one). */
	device?: string;
	/** Called once the link is stopped. */
	stopped: () => void;
}

type Listener = (status: LiveStatus, changes: readonly LiveChange[]) => void;

const WATCHED = new Set(['rounds', 'tombstones', 'matches']);

export class MatchLink implements LiveLink {
	readonly matchId: string;
	readonly #o: LinkOptions;
	readonly #takeBack: TakeBack;
	readonly #sync: MatchSync;
	readonly #listeners = new Set<Listener>();
	readonly #unsent: Set<string>;
	#connection: Connection | null = null;
	#stopped = false;
	#lastRun: Promise<void> = Promise.resolve();
	#cleanup: Array<() => void> = [];
	#store: ReturnType<typeof storeDoc>;
	readonly #sealed: SealedRoom;
	#histories: ReadonlyMap<string, DealHistory> = new Map();
	#historiesKey = '';

	constructor(o: LinkOptions) {
		this.#o = o;
		this.matchId = o.matchId;
		this.#takeBack = new TakeBack({
			...o,
			owner: o.owner ?? null,
			status: () => this.status(),
			connection: () => this.#connection,
			rejoin: async () => {
				if (this.#stopped) return false;
				await this.#sealed.reseal(this.#takeBack.code);
				await this.#connect();
				return true;
			},
			forget: () => this.#forget(),
			tell: (changes) => this.#tell(changes)
		});
		this.#unsent = new Set(o.unsent);
		this.#sync = new MatchSync({ ...o, role: o.code.role, pushed: (ids) => ids.forEach((id) => this.#unsent.add(id)) });
		this.#store = storeDoc(o.db, o.matchId, o.doc);
		this.#sealed = new SealedRoom({ ...o, changed: () => this.#tell([]) });
	}

	/** Brings Dexie and the document into step, then connects to the room. */
	async start(): Promise<void> {
		const { doc } = this.#o;
		await this.#sealed.open(this.#takeBack.code);
		const onUpdate = (_: Uint8Array, origin: unknown) => {
			if (origin !== this.#sync) void this.#run();
		};
		doc.on('update', onUpdate);
		this.#cleanup.push(() => doc.off('update', onUpdate));
		this.#cleanup.push(
			onDataChange((message) => {
				// The run's own transaction is announced too: skipped unless the match's stamp moved.
				if (message.stores.some((s) => WATCHED.has(s))) void this.#run(true);
			})
		);
		await this.#run();
		await this.#connect();
	}

	get role(): LiveLink['role'] {
		return this.#takeBack.code.role;
	}

	get codes(): LiveLink['codes'] {
		const code = this.#takeBack.code;
		return { scorer: code.role === 'scorer' ? code : null, viewer: this.#takeBack.viewer };
	}

	get owner(): boolean {
		return this.#takeBack.owner !== null;
	}

	async #connect(): Promise<void> {
		const { server, phone, WebSocket, device } = this.#o;
		const code = this.#takeBack.code;
		const seal = await this.#sealed.presence(code);
		this.#connection = connect({
			server,
			room: await roomOf(code),
			token: tokenOf(code),
			doc: this.#sealed.relayed,
			phone,
			...(seal ? { presence: seal } : {}),
			...(WebSocket ? { WebSocket } : {}),
			...(device ? { device } : {}),
			changed: () => this.#changed(),
			// A change not yet sealed is not on the server, whatever the provider has sent.
			acknowledged: () => {
				if (this.#sealed.pending() === 0) void this.#acknowledged();
			},
			heard: (payload) => this.#takeBack.heard(payload),
			gone: (why) => void this.#takeBack.gone(why)
		});
	}

	phones(): readonly { device: string; phone: string }[] {
		const byDevice = new Map<string, string>();
		for (const p of this.#connection?.present() ?? []) byDevice.set(p.device, p.phone);
		return [...byDevice].map(([device, phone]) => ({ device, phone }));
	}

	endForEveryone(): Promise<Outcome<void, LiveRefusal>> {
		return this.#takeBack.endForEveryone();
	}

	newCodes(follow: readonly string[]): Promise<Outcome<void, LiveRefusal>> {
		return this.#takeBack.newCodes(follow);
	}

	#changed(): void {
		const kind = this.status().kind;
		if (kind === 'offline' || kind === 'unreachable') this.#takeBack.unreachable();
		this.#tell([]);
	}

	/** The first connection attempt's outcome. */
	get settled() {
		return this.#connection?.settled ?? Promise.resolve('unreachable' as const);
	}

	/** Waits for every update to be stored on the device (tests, and before a reload). */
	async flushed(): Promise<unknown> {
		await this.#sealed.settled();
		return Promise.all([this.#store.flushed(), this.#sealed.stored()]);
	}

	/** Entries of the room that could not be read here (sealed under another key, or altered). */
	unreadable(): number {
		return this.#sealed.unreadable();
	}

	status(): LiveStatus {
		const ended = this.#takeBack.ended;
		if (ended) return ended;
		if (this.#stopped) return { kind: 'stopped' };
		const status = this.#connection?.status(this.#unsent.size) ?? { kind: 'connecting' };
		const unstored = this.#sync.unstored;
		return unstored.length > 0 && status.kind !== 'refused' ? { kind: 'not-stored', unstored } : status;
	}

	retryStoring(): Promise<void> {
		return this.#run();
	}

	histories(): ReadonlyMap<string, DealHistory> {
		return this.#histories;
	}

	subscribe(listener: Listener): () => void {
		this.#listeners.add(listener);
		return () => this.#listeners.delete(listener);
	}

	/** Disconnects and stops following, keeping the share and its document (what leaving the page does). */
	async close(): Promise<void> {
		if (this.#stopped) return this.#lastRun;
		this.#stopped = true;
		this.#connection?.destroy();
		for (const undo of this.#cleanup.splice(0)) undo();
		await this.#lastRun;
		await this.#sealed.halt();
		this.#store.stop();
		this.#sealed.stopStoring();
		await this.#store.flushed();
		await this.#sealed.stored();
		await this.#saveUnsent();
		this.#o.stopped();
	}

	async stop(): Promise<void> {
		if (this.#takeBack.owner) {
			// The sharing phone keeps its room's codes and document: sharing again may reuse them.
			await this.close();
			await this.#o.db.liveShares.update(this.matchId, { stopped: true });
			this.#tell([]);
			return;
		}
		await this.#forget();
		this.#tell([]);
	}

	/** Closes the link and forgets the share and its document here; the match stays. */
	async #forget(): Promise<void> {
		await this.close();
		const d = this.#o.db;
		await d.transaction('rw', d.liveShares, d.liveUpdates, async () => {
			await d.liveShares.delete(this.matchId);
			await forgetDoc(d, this.matchId);
		});
	}

	#run(ifMoved = false): Promise<void> {
		if (this.#stopped) return this.#lastRun;
		this.#lastRun = this.#runOnce(ifMoved);
		return this.#lastRun;
	}

	async #runOnce(ifMoved: boolean): Promise<void> {
		const before = this.#unsent.size;
		const unstored = this.#sync.unstored;
		const changes = await this.#sync.run(ifMoved);
		if (this.#unsent.size !== before) await this.#saveUnsent();
		const moved = this.#readHistories() || !sameJson(unstored, this.#sync.unstored);
		if (changes.length > 0 || this.#unsent.size !== before || moved) this.#tell(changes);
	}

	/**
	 * Reads every deal's history from the document as the last run read it; whether it changed. An
	 * edit that changes no score here (one this phone's later edit overrules) still moves a
	 * history, and is told.
	 */
	#readHistories(): boolean {
		const view = this.#sync.view;
		if (!view) return false;
		const histories = dealHistories(view.rounds);
		const key = JSON.stringify([...histories]);
		if (key === this.#historiesKey) return false;
		this.#histories = histories;
		this.#historiesKey = key;
		return true;
	}

	async #acknowledged(): Promise<void> {
		if (this.#unsent.size === 0) return;
		this.#unsent.clear();
		await this.#saveUnsent();
		this.#tell([]);
	}

	async #saveUnsent(): Promise<void> {
		await this.#o.db.liveShares.update(this.matchId, { unsent: [...this.#unsent] }).catch(() => 0);
	}

	#tell(changes: readonly LiveChange[]): void {
		const status = this.status();
		for (const listener of this.#listeners) {
			try {
				listener(status, changes);
			} catch {
				// A listener's failure is its own.
			}
		}
	}
}
