/**
 * End-to-end encryption as a transport around the match document (docs/sync.md, "What the server
 * can read"). The match document (`match-doc.ts`) stays the INNER document, every merge rule
 * unchanged; what the server relays and stores is an OUTER document holding one append-only
 * Y.Array of sealed entries (`sealer.ts`). Each local change of the inner document is sealed and
 * appended to the outer array; each entry that arrives is opened and applied to the inner document
 * with the origin `OPENED`, which the bridge treats as a change from another phone. Yjs updates
 * commute and are idempotent, so an entry replayed or delivered out of order changes nothing; an
 * entry that does not open, or does not read as an update, is ignored and counted.
 * When it starts, every entry is opened once and what the inner document holds that no entry
 * carries (a change saved here while the outer document was not stored) is sealed again.
 */
import * as Y from 'yjs';
import { FROM_STORE } from './doc-store';
import { openEntry, sealEntry, type Seal } from './sealer';

/** The outer document's one array: the room's sealed entries. */
export const ENTRIES = 'sealed';
/** The origin of inner updates opened from the room's entries. */
export const OPENED = Symbol('opened');
/** The origin of the sealer's own appends to the outer document. */
const SEALER = Symbol('sealer');

/** The room's sealed entries in an outer document. */
export function sealedEntries(outer: Y.Doc): Y.Array<unknown> {
	return outer.getArray<unknown>(ENTRIES);
}

/** Whether a room's document is sealed (it has entries) rather than a plain match document (rooms made before). */
export function isSealedRoom(doc: Y.Doc): boolean {
	return sealedEntries(doc).length > 0;
}

export interface SealedTransport {
	/** Resolves once every entry present at the start is opened and what they lacked is sealed. */
	readonly ready: Promise<void>;
	/** Entries that could not be read (another key, altered, not an update). */
	unreadable(): number;
	/** Local changes not yet appended to the outer document. */
	pending(): number;
	/** Waits until every change queued so far is appended and every entry arrived so far is opened. */
	settled(): Promise<void>;
	stop(): void;
}

export interface SealedOptions {
	inner: Y.Doc;
	outer: Y.Doc;
	seal: Seal;
	/** The outer document's array of entries (`ENTRIES` unless given: a club night has one per table). */
	entries?: string;
	/** Called when the count of unreadable entries or of pending changes moves. */
	changed?: () => void;
}

/** Opens one entry and applies it to `doc`; whether it read. The update is read whole before anything applies it. */
async function openInto(seal: Seal, entry: unknown, doc: Y.Doc, origin: unknown): Promise<boolean> {
	const plain = await openEntry(seal, 'update', entry);
	if (!plain) return false;
	try {
		Y.decodeUpdate(plain);
		Y.applyUpdate(doc, plain, origin);
		return true;
	} catch {
		return false;
	}
}

/** Whether `update` would add anything to `doc` (items or deletions it lacks). */
function adds(doc: Y.Doc, update: Uint8Array): boolean {
	const before = Y.snapshot(doc);
	Y.applyUpdate(doc, update);
	return !Y.equalSnapshots(before, Y.snapshot(doc));
}

/** Keeps `inner` and the sealed entries of `outer` in step until stopped. */
export function sealDocument({
	inner,
	outer,
	seal,
	entries: name = ENTRIES,
	changed = () => undefined
}: SealedOptions): SealedTransport {
	const entries = outer.getArray<unknown>(name);
	let unreadable = 0;
	let stopped = false;
	let queue: Uint8Array[] = [];
	let inFlight = 0;
	let chain: Promise<void> = Promise.resolve();
	const openings = new Set<Promise<void>>();

	const append = async () => {
		const updates = queue;
		queue = [];
		if (updates.length === 0) return;
		inFlight++;
		try {
			const entry = await sealEntry(seal, 'update', updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates));
			// Stopped meanwhile: the change stays in the inner document and is sealed at the next start.
			if (!stopped) outer.transact(() => entries.push([entry]), SEALER);
		} finally {
			inFlight--;
			changed();
		}
	};
	const onInner = (update: Uint8Array, origin: unknown) => {
		if (stopped || origin === OPENED || origin === FROM_STORE) return;
		queue.push(update);
		// The changes of one task (a save's several transactions) go in one entry.
		if (queue.length === 1) chain = chain.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(append);
	};
	const opened = (ok: boolean) => {
		if (ok) return;
		unreadable++;
		changed();
	};
	const onEntries = (event: Y.YArrayEvent<unknown>) => {
		if (event.transaction.origin === SEALER) return;
		for (const part of event.changes.delta)
			for (const entry of part.insert ?? []) {
				const opening: Promise<void> = openInto(seal, entry, inner, OPENED)
					.then(opened)
					.finally(() => openings.delete(opening));
				openings.add(opening);
			}
	};

	const start = async () => {
		const known = new Y.Doc();
		const present = entries.toArray();
		const results = await Promise.all(present.map((entry) => openInto(seal, entry, known, null)));
		for (const ok of results) opened(ok);
		Y.applyUpdate(inner, Y.encodeStateAsUpdate(known), OPENED);
		const lacking = Y.encodeStateAsUpdate(inner, Y.encodeStateVector(known));
		if (adds(known, lacking)) {
			queue.push(lacking);
			await append();
		}
		known.destroy();
	};
	// Listening from the start: a change made while the entries are opened is sealed after them.
	inner.on('update', onInner);
	entries.observe(onEntries);
	const ready = (chain = start());

	return {
		ready,
		unreadable: () => unreadable,
		pending: () => queue.length + inFlight,
		async settled() {
			let before: Promise<void>;
			do {
				before = chain;
				await Promise.all([chain, ...openings]);
			} while (before !== chain || openings.size > 0);
		},
		stop() {
			stopped = true;
			inner.off('update', onInner);
			entries.unobserve(onEntries);
		}
	};
}
