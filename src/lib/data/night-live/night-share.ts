/**
 * A club night's room as sealed documents (docs/sync.md, "A club night's tables"): the room's
 * OUTER document (what the server keeps) holds the organiser's sealed entries, one array of sealed
 * entries per table and the tables' public commitments; each array opens into its own INNER
 * document (`night-doc.ts`) through the same sealing transport as a match (`../live/sealed-doc.ts`).
 * A table's inner document is opened from its own array only, so an entry a table sealed can
 * never reach the night's settings, roster, draws or another table, whatever it holds. Tables
 * are opened as their commitments (or entries) appear.
 */
import * as Y from 'yjs';
import { COMMITMENTS, tablePart } from '$lib/sync/night-parts.js';
import { MAX_TABLE, tableCommitmentOf, tableSecretOf } from '$lib/sync/derive.js';
import { ENTRIES, sealDocument, type SealedTransport } from '../live/sealed-doc';
import type { Seal } from '../live/sealer';

export interface NightDocs {
	readonly outer: Y.Doc;
	readonly organiser: Y.Doc;
	/** Each table's inner document, by table number (1-based). */
	readonly tables: Map<number, Y.Doc>;
}

export interface NightTransport {
	readonly docs: NightDocs;
	/** Resolves once the organiser's entries and those of every table known at the start are opened. */
	readonly ready: Promise<void>;
	/** A table's inner document, opened now when the room did not know the table yet (its phone writes there). */
	table(n: number): Y.Doc;
	/** Entries that could not be read, over every part. */
	unreadable(): number;
	/** Local changes not yet appended to the outer document. */
	pending(): number;
	/** Waits until every part's queued changes are appended and its arrived entries opened. */
	settled(): Promise<void>;
	stop(): void;
}

/** The table numbers the room's outer document knows: committed, or with an array of entries. */
export function tablesIn(outer: Y.Doc): number[] {
	const numbers = new Set<number>();
	for (const key of outer.getMap(COMMITMENTS).keys()) numbers.add(Number(key));
	for (const name of outer.share.keys()) {
		const match = /^table:([1-9][0-9]{0,2})$/.exec(name);
		if (match) numbers.add(Number(match[1]));
	}
	return [...numbers].filter((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_TABLE).sort((a, b) => a - b);
}

/**
 * Writes the commitment of each table in `tables` the room lacks, from the night's tables key
 * (the organiser's phone: only a scorer or owner may write them).
 */
export async function commitTables(outer: Y.Doc, tablesKey: Uint8Array, tables: readonly number[]): Promise<void> {
	const map = outer.getMap<string>(COMMITMENTS);
	const missing = tables.filter((n) => !map.has(String(n)));
	const made = await Promise.all(
		missing.map(async (n) => [n, await tableCommitmentOf(await tableSecretOf(tablesKey, n), n)] as const)
	);
	outer.transact(() => {
		for (const [n, commitment] of made) if (!map.has(String(n))) map.set(String(n), commitment);
	});
}

/** Keeps the night's inner documents and the room's outer document in step until stopped. */
export function sealNight(outer: Y.Doc, seal: Seal, changed: () => void = () => undefined): NightTransport {
	const docs: NightDocs = { outer, organiser: new Y.Doc(), tables: new Map() };
	const transports: SealedTransport[] = [
		sealDocument({ inner: docs.organiser, outer, seal, entries: ENTRIES, changed })
	];
	const table = (n: number): Y.Doc => {
		let inner = docs.tables.get(n);
		if (inner) return inner;
		inner = new Y.Doc();
		docs.tables.set(n, inner);
		transports.push(sealDocument({ inner, outer, seal, entries: tablePart(n), changed }));
		changed();
		return inner;
	};
	const open = () => {
		for (const n of tablesIn(outer)) table(n);
	};
	open();
	const ready = Promise.all(transports.map((t) => t.ready)).then(() => undefined);
	outer.on('afterTransaction', open);
	return {
		docs,
		ready,
		table,
		unreadable: () => transports.reduce((sum, t) => sum + t.unreadable(), 0),
		pending: () => transports.reduce((sum, t) => sum + t.pending(), 0),
		async settled() {
			let count: number;
			do {
				count = transports.length;
				await Promise.all(transports.map((t) => t.settled()));
			} while (count !== transports.length);
		},
		stop() {
			outer.off('afterTransaction', open);
			for (const t of transports) t.stop();
		}
	};
}
