/**
 * One match shared live on this phone (a `LiveLink`): its document kept on the device, kept in
 * step with Dexie (`MatchSync`) on every change from either side, and connected to the room.
 * It counts the deals saved here that the server has not acknowledged (kept with the share, so a
 * reload offline still counts them) and tells its listeners of status changes and of what other
 * phones did. The sharing phone may end the room for everyone or move it to new codes; a phone
 * whose room is ended forgets the share (the match stays), one handed new codes follows them
 * (./take-back.ts).
 */
import * as Y from 'yjs';
import { KEY_BYTES, toHex } from '$lib/sync/derive.js';
import type { ShareCode } from '$lib/sync/share-code';
import { formatCode, parseCode, roomOf, tokenOf, viewerCodeOf } from '$lib/sync/share-code';
import { sameJson } from '../backup-rules';
import { onDataChange } from '../changes';
import { refused, type LiveRefusal, type Outcome } from '../outcome';
import type { TablekeeperDb } from '../schema';
import { connect, type Connection, type Gone } from './connection';
import { forgetDoc, saveWholeDoc, sealedKey, storeDoc } from './doc-store';
import { seal as sealCode, unseal as unsealCode } from './move-seal';
import { codesOf, endRequest, moveRequest, ownerKey, readWord } from './take-back';
import { dealHistories } from './deal-history';
import type { DealHistory, LiveChange, LiveLink, LiveStatus } from './link';
import type { LiveClock } from './doc-stamps';
import { MatchSync } from './match-sync';
import { sealDocument, type SealedTransport } from './sealed-doc';
import { sealOf } from './sealer';

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
	#code: ShareCode;
	#viewer: ShareCode;
	#owner: Uint8Array | null;
	/** Who ended the room, as the server said; the new code sealed for this phone, as it opens. */
	#endedBy: Promise<string | null> = Promise.resolve(null);
	#moved: Promise<string | null> = Promise.resolve(null);
	#ended: LiveStatus | null = null;
	/** The end or new-codes request waiting for the server's answer. */
	#request: ((outcome: Outcome<void, LiveRefusal>) => void) | null = null;
	readonly #sync: MatchSync;
	readonly #listeners = new Set<Listener>();
	readonly #unsent: Set<string>;
	#connection: Connection | null = null;
	#stopped = false;
	#lastRun: Promise<void> = Promise.resolve();
	#cleanup: Array<() => void> = [];
	#store: ReturnType<typeof storeDoc>;
	/** The room's sealed entries (null: a room shared before sealing, where the document is the room). */
	#outer: Y.Doc | null;
	#sealedStore: ReturnType<typeof storeDoc> | null;
	#transport: SealedTransport | null = null;
	#histories: ReadonlyMap<string, DealHistory> = new Map();
	#historiesKey = '';

	constructor(o: LinkOptions) {
		this.#o = o;
		this.matchId = o.matchId;
		this.#code = o.code;
		this.#viewer = o.viewer;
		this.#owner = o.owner ?? null;
		this.#unsent = new Set(o.unsent);
		this.#sync = new MatchSync({
			db: o.db,
			doc: o.doc,
			matchId: o.matchId,
			role: o.code.role,
			phone: o.phone,
			pushed: (ids) => ids.forEach((id) => this.#unsent.add(id)),
			...(o.clock ? { clock: o.clock } : {})
		});
		this.#store = storeDoc(o.db, o.matchId, o.doc);
		this.#outer = o.outer ?? null;
		this.#sealedStore = this.#outer ? storeDoc(o.db, sealedKey(o.matchId), this.#outer) : null;
	}

	/** Brings Dexie and the document into step, then connects to the room. */
	async start(): Promise<void> {
		const { doc } = this.#o;
		const outer = this.#outer;
		const seal = outer ? await sealOf(this.#code) : null;
		if (outer && seal) {
			this.#transport = sealDocument({ inner: doc, outer, seal, changed: () => this.#tell([]) });
			await this.#transport.ready;
		}
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
		return this.#code.role;
	}

	get codes(): LiveLink['codes'] {
		return { scorer: this.#code.role === 'scorer' ? this.#code : null, viewer: this.#viewer };
	}

	get owner(): boolean {
		return this.#owner !== null;
	}

	async #connect(): Promise<void> {
		const { server, phone, WebSocket, device } = this.#o;
		const seal = this.#transport ? await sealOf(this.#code) : null;
		this.#connection = connect({
			server,
			room: await roomOf(this.#code),
			token: tokenOf(this.#code),
			doc: this.#outer ?? this.#o.doc,
			phone,
			...(seal ? { presence: seal } : {}),
			...(WebSocket ? { WebSocket } : {}),
			...(device ? { device } : {}),
			changed: () => this.#changed(),
			// A change not yet sealed is not on the server, whatever the provider has sent.
			acknowledged: () => {
				if ((this.#transport?.pending() ?? 0) === 0) void this.#acknowledged();
			},
			heard: (payload) => this.#heard(payload),
			gone: (why) => void this.#gone(why)
		});
	}

	phones(): readonly { device: string; phone: string }[] {
		const byDevice = new Map<string, string>();
		for (const p of this.#connection?.present() ?? []) byDevice.set(p.device, p.phone);
		return [...byDevice].map(([device, phone]) => ({ device, phone }));
	}

	endForEveryone(): Promise<Outcome<void, LiveRefusal>> {
		const owner = this.#owner;
		if (!owner) return Promise.resolve(refused({ kind: 'failed' }));
		return this.#ask(async () => endRequest(owner, await this.#sealedName()));
	}

	newCodes(follow: readonly string[]): Promise<Outcome<void, LiveRefusal>> {
		const owner = this.#owner;
		if (!owner) return Promise.resolve(refused({ kind: 'failed' }));
		return this.#ask(async () => {
			const next = ownerKey(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
			const codes = await codesOf(next);
			// Kept first: if the answer is lost, the next refusal "replaced" still finds the new codes.
			await this.#o.db.liveShares.update(this.matchId, { next: toHex(next) });
			const chosen = new Set(follow);
			const clients = (this.#connection?.present() ?? []).filter((p) => chosen.has(p.device)).map((p) => p.client);
			const scorer = await sealCode(formatCode(codes.scorer), this.#code.key);
			const viewer = await sealCode(formatCode(codes.viewer), this.#viewer.key);
			return moveRequest(owner, await this.#sealedName(), clients, scorer, viewer);
		});
	}

	/** This phone's name sealed under the viewer key, for the others to read and the server to relay unread. */
	#sealedName(): Promise<string> {
		return sealCode(this.#o.phone.slice(0, 60), this.#viewer.key);
	}

	/** Sends a request of the sharing phone once live; answered when the room is gone or the server refuses. */
	async #ask(request: () => Promise<string>): Promise<Outcome<void, LiveRefusal>> {
		const status = this.status();
		if (status.kind !== 'live') return refused({ kind: 'server-unreachable', address: this.#o.server });
		if (this.#request) return refused({ kind: 'failed' });
		const answered = new Promise<Outcome<void, LiveRefusal>>((resolve) => (this.#request = resolve));
		this.#connection?.send(await request());
		return answered;
	}

	#answer(outcome: Outcome<void, LiveRefusal>): void {
		const request = this.#request;
		this.#request = null;
		request?.(outcome);
	}

	#changed(): void {
		const kind = this.status().kind;
		if (kind === 'offline' || kind === 'unreachable') {
			this.#answer(refused({ kind: 'server-unreachable', address: this.#o.server }));
		}
		this.#tell([]);
	}

	#heard(payload: string): void {
		const word = readWord(payload);
		if (word?.kind === 'ended') {
			// Sealed by the sharing phone under the viewer key: the server relays it unread.
			const by = word.by;
			this.#endedBy =
				by === null ? Promise.resolve(null) : unsealCode(by, this.#viewer.key).then((n) => n?.slice(0, 60) ?? null);
		}
		if (word?.kind === 'refused') this.#answer(refused({ kind: 'failed' }));
		if (word?.kind === 'moved') {
			const key = this.#code.role === 'scorer' ? this.#code.key : this.#viewer.key;
			this.#moved = unsealCode(word.sealed, key);
		}
	}

	/** The room was ended or replaced: follow the new codes this phone was given, or forget the share. */
	async #gone(why: Gone): Promise<void> {
		const row = await this.#o.db.liveShares.get(this.matchId).catch(() => undefined);
		if (why === 'room-replaced') {
			if (row?.next) {
				const next = ownerKey(row.next);
				await this.#follow((await codesOf(next)).scorer, next);
				return this.#answer({ ok: true, value: undefined });
			}
			const moved = parseCode(await this.#moved);
			if (moved.ok && moved.code.role === this.#code.role) return this.#follow(moved.code, null);
		}
		this.#ended = { kind: 'ended', by: await this.#endedBy, replaced: why === 'room-replaced' };
		await this.#forget();
		this.#answer({ ok: true, value: undefined });
		this.#tell([]);
	}

	/** Moves to the room of `code`, keeping the document (the match as it stands). */
	async #follow(code: ShareCode, owner: Uint8Array | null): Promise<void> {
		this.#connection?.destroy();
		this.#code = code;
		this.#viewer = await viewerCodeOf(code);
		if (owner) this.#owner = owner;
		const share = { code: formatCode(code), role: code.role, next: undefined, stopped: false };
		await this.#o.db.liveShares.update(this.matchId, owner ? { ...share, owner: toHex(owner) } : share);
		if (this.#stopped) return;
		if (this.#outer) await this.#reseal();
		await this.#connect();
		this.#tell([{ kind: 'moved', by: (await this.#endedBy) ?? '' }]);
		this.#endedBy = Promise.resolve(null);
	}

	/**
	 * A sealed room moved to new codes: the new room's entries are sealed under its own key, from
	 * the match as it stands (the old room's entries, sealed under the old key, are dropped here).
	 */
	async #reseal(): Promise<void> {
		this.#transport?.stop();
		this.#sealedStore?.stop();
		await this.#sealedStore?.flushed();
		const d = this.#o.db;
		const outer = new Y.Doc();
		await saveWholeDoc(d, sealedKey(this.matchId), outer);
		this.#outer = outer;
		this.#sealedStore = storeDoc(d, sealedKey(this.matchId), outer);
		this.#transport = sealDocument({
			inner: this.#o.doc,
			outer,
			seal: await sealOf(this.#code),
			changed: () => this.#tell([])
		});
		await this.#transport.ready;
	}

	/** The first connection attempt's outcome. */
	get settled() {
		return this.#connection?.settled ?? Promise.resolve('unreachable' as const);
	}

	/** Waits for every update to be stored on the device (tests, and before a reload). */
	async flushed(): Promise<unknown> {
		await this.#transport?.settled();
		return Promise.all([this.#store.flushed(), this.#sealedStore?.flushed()]);
	}

	/** Entries of the room that could not be read here (sealed under another key, or altered). */
	unreadable(): number {
		return this.#transport?.unreadable() ?? 0;
	}

	status(): LiveStatus {
		if (this.#ended) return this.#ended;
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
		await this.#transport?.settled();
		this.#transport?.stop();
		this.#store.stop();
		this.#sealedStore?.stop();
		await this.#store.flushed();
		await this.#sealedStore?.flushed();
		await this.#saveUnsent();
		this.#o.stopped();
	}

	async stop(): Promise<void> {
		if (this.#owner) {
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
