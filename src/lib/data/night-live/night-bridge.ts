/**
 * The bridge between a phone's record of a club night and the night's room (docs/sync.md, "A club
 * night's tables"). Local: what this phone saved of its own part is written to its inner
 * document (the organiser's plan; a table's reports for its own table), stamped by the phone's
 * clock; a viewer writes nothing. Remote: every change opened from the room is read back as the
 * night (`night-view.ts`, reports checked like an import), its stamps seen by the clock, and
 * handed to `remote`, which keeps what it should (`night-remote.ts`). Never throws on what the
 * room holds.
 */
import type * as Y from 'yjs';
import type { Night } from '$lib/engine/club/night';
import type { Hlc } from '../hlc';
import { OPENED } from '../live/sealed-doc';
import { versions, NIGHT_PARTS, REPORTS, writePlan, writeReport } from './night-doc';
import type { NightRole } from './night-remote';
import type { NightTransport } from './night-share';
import { readNight, type NightReading } from './night-view';

export interface NightBridgeOptions {
	transport: NightTransport;
	role: NightRole;
	/** A new stamp from this phone's clock (`newStamp`). */
	stamp: () => Hlc;
	/** The phone's clock sees a stamp read from the room (`seeStamp`). */
	see: (at: Hlc) => void;
	/** The room changed: what it holds now. */
	remote: (reading: NightReading) => void;
}

export interface NightBridge {
	/** This phone saved `night`: writes its own part to the room; whether anything was written. */
	local(night: Night): boolean;
	/** The night the room holds now. */
	read(): NightReading;
	stop(): void;
}

/** The latest stamp in a night's inner documents (0: none). */
function newest(docs: readonly Y.Doc[]): Hlc {
	let at = 0;
	for (const doc of docs)
		for (const name of [...NIGHT_PARTS, REPORTS])
			if (doc.share.has(name)) at = Math.max(at, versions(doc.getArray(name))[0]?.at ?? 0);
	return at;
}

export function bridgeNight({ transport, role, stamp, see, remote }: NightBridgeOptions): NightBridge {
	const { docs } = transport;
	const watched = new Set<Y.Doc>();
	const read = () => readNight(docs.organiser, docs.tables);
	const onUpdate = (_update: Uint8Array, origin: unknown) => {
		if (origin !== OPENED) return;
		const all = [docs.organiser, ...docs.tables.values()];
		const at = newest(all);
		if (at > 0) see(at);
		remote(read());
	};
	const watch = () => {
		for (const doc of [docs.organiser, ...docs.tables.values()]) {
			if (watched.has(doc)) continue;
			watched.add(doc);
			doc.on('update', onUpdate);
		}
	};
	watch();
	// Tables appear as the room learns of them.
	docs.outer.on('afterTransaction', watch);

	return {
		local(night) {
			if (role.kind === 'organiser') return writePlan(docs.organiser, night, stamp);
			if (role.kind !== 'table') return false;
			let wrote = false;
			const doc = transport.table(role.table);
			watch();
			for (const report of night.reports)
				if (report.table === role.table) wrote = writeReport(doc, report, stamp) || wrote;
			return wrote;
		},
		read,
		stop() {
			docs.outer.off('afterTransaction', watch);
			for (const doc of watched) doc.off('update', onUpdate);
			watched.clear();
		}
	};
}
