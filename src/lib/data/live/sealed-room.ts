/**
 * The sealed side of one shared match's link (docs/sync.md): the room's sealed entries (the
 * outer document the server relays, kept on the device) and the transport that keeps them in
 * step with the match's document (`sealed-doc.ts`). A room shared before sealing has none: its
 * document is the room. Moved to new codes, the room is sealed anew under the new key.
 */
import * as Y from 'yjs';
import type { ShareCode } from '$lib/sync/share-code';
import type { TablekeeperDb } from '../schema';
import { saveWholeDoc, sealedKey, storeDoc } from './doc-store';
import { sealDocument, type SealedTransport } from './sealed-doc';
import { sealOf, type Seal } from './sealer';

export interface SealedRoomOptions {
	db: TablekeeperDb;
	matchId: string;
	/** The match's document (what this phone reads and writes). */
	doc: Y.Doc;
	/** The room's sealed entries; null (or none) for a room shared before sealing. */
	outer?: Y.Doc | null;
	/** Called when the count of unreadable entries or of pending changes moves. */
	changed: () => void;
}

export class SealedRoom {
	readonly #o: SealedRoomOptions;
	/** The room's sealed entries (null: a room shared before sealing, where the document is the room). */
	#outer: Y.Doc | null;
	#store: ReturnType<typeof storeDoc> | null;
	#transport: SealedTransport | null = null;

	constructor(o: SealedRoomOptions) {
		this.#o = o;
		this.#outer = o.outer ?? null;
		this.#store = o.outer ? storeDoc(o.db, sealedKey(o.matchId), o.outer) : null;
	}

	/** Opens the entries kept here with `code`'s key and seals what they lack (nothing for a room shared before sealing). */
	async open(code: ShareCode): Promise<void> {
		const outer = this.#outer;
		if (!outer) return;
		this.#transport = this.#seal(outer, await sealOf(code));
		await this.#transport.ready;
	}

	#seal(outer: Y.Doc, seal: Seal): SealedTransport {
		return sealDocument({ inner: this.#o.doc, outer, seal, changed: this.#o.changed });
	}

	/** The seal of the presence this phone shows in the room (null: a room shared before sealing). */
	presence(code: ShareCode): Promise<Seal> | null {
		return this.#transport ? sealOf(code) : null;
	}

	/** The document the server relays: the sealed entries, or the match's document itself. */
	get relayed(): Y.Doc {
		return this.#outer ?? this.#o.doc;
	}

	/** Local changes not yet sealed (not on the server, whatever the provider has sent). */
	pending(): number {
		return this.#transport?.pending() ?? 0;
	}

	/** Entries of the room that could not be read here (sealed under another key, or altered). */
	unreadable(): number {
		return this.#transport?.unreadable() ?? 0;
	}

	/**
	 * The room moved to `code`: the new room's entries are sealed under its own key, from the
	 * match as it stands (the old room's entries, sealed under the old key, are dropped here).
	 */
	async reseal(code: ShareCode): Promise<void> {
		if (!this.#outer) return;
		this.#transport?.stop();
		this.#store?.stop();
		await this.#store?.flushed();
		const { db: d, matchId } = this.#o;
		const outer = new Y.Doc();
		await saveWholeDoc(d, sealedKey(matchId), outer);
		this.#outer = outer;
		this.#store = storeDoc(d, sealedKey(matchId), outer);
		this.#transport = this.#seal(outer, await sealOf(code));
		await this.#transport.ready;
	}

	/** Waits until every change queued so far is sealed and every entry arrived so far is opened. */
	async settled(): Promise<void> {
		await this.#transport?.settled();
	}

	/** Waits for the sealed entries to be stored on the device. */
	stored(): Promise<unknown> {
		return this.#store?.flushed() ?? Promise.resolve();
	}

	/** Waits for what is under way to be sealed or opened, then stops sealing. */
	async halt(): Promise<void> {
		await this.#transport?.settled();
		this.#transport?.stop();
	}

	/** Stops storing the sealed entries (`stored` waits for what was queued). */
	stopStoring(): void {
		this.#store?.stop();
	}
}
