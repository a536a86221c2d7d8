// Checks a scorer's update before a room's document sees it, at a cost in proportion to the
// update, never to the document (a check that re-encoded the whole room stalled every other room
// behind one large busy one). Two checks:
// - It must apply cleanly. The update is read whole first (a malformed one is refused before
//   anything applies it), then applied to the room's shadow: a second copy of the document, built
//   once at the room's first update and fed every update the room accepts. Yjs can apply part of
//   an update before failing on the rest; that happens to the shadow, which is then rebuilt, and
//   the real document never sees the update.
// - The room must stay under its cap. A room's size is its stored state at the last save (or
//   load) plus every update accepted since: an upper bound, corrected at each save (at most every
//   few seconds while the room is busy).
import * as Y from 'yjs';
import { tableRefusal } from './table-check.mjs';

/** @param {string} reason */
export const refusal = (reason) => ({ code: 4400, reason });

export class UpdateCheck {
	/** @param {number} cap bytes a room's state may reach */
	constructor(cap) {
		this.cap = cap;
		/** @type {Map<string, { stored: number, since: number }>} */
		this.sizes = new Map();
		/** @type {Map<string, Y.Doc>} */
		this.shadows = new Map();
		/** What a room was read as, until its shadow is built. @type {Map<string, Uint8Array>} */
		this.seeds = new Map();
	}

	/**
	 * A room's state was read or saved: its size on disk is known again. Updates counted after
	 * `counted` (what `counted()` said when the save took its updates) are not on disk yet and stay
	 * counted.
	 * @param {string} room
	 * @param {number} bytes
	 * @param {number} [counted]
	 */
	measured(room, bytes, counted = this.counted(room)) {
		this.sizes.set(room, { stored: bytes, since: Math.max(0, this.counted(room) - counted) });
	}

	/**
	 * The bytes of the updates accepted in a room since its size was last measured.
	 * @param {string} room
	 */
	counted(room) {
		return this.sizes.get(room)?.since ?? 0;
	}

	/**
	 * A room was read from disk: its shadow, when first needed, is built from what was read
	 * (applying it) rather than from the room's document (encoding it whole first).
	 * @param {string} room
	 * @param {Uint8Array} stored
	 */
	loaded(room, stored) {
		this.seeds.set(room, stored);
	}

	/**
	 * The bytes a room is counted as: its state when last measured plus the updates accepted since.
	 * @param {string} room
	 */
	size(room) {
		const size = this.sizes.get(room);
		return size ? size.stored + size.since : 0;
	}

	/**
	 * Refuses (throws a refusal) an update that does not apply cleanly or would take the room past
	 * its cap; otherwise counts it, and the room's document may apply it.
	 * @param {import('yjs').Doc & { name: string }} document the room's document
	 * @param {Uint8Array} update
	 * @param {{ table: number, commitment: string } | null} [table] the sender's table, for a table token
	 */
	check(document, update, table = null) {
		const room = document.name;
		if (this.size(room) + update.length > this.cap) throw refusal('document-too-large');
		try {
			Y.decodeUpdate(update);
		} catch {
			throw refusal('malformed-update');
		}
		const shadow = this.shadowOf(document);
		/** @type {{ reason: string, applied: boolean } | null} */
		let refused = null;
		try {
			if (table) refused = tableRefusal(shadow, table, () => Y.applyUpdate(shadow, update));
			else Y.applyUpdate(shadow, update);
		} catch {
			// Part of it may have applied: the shadow must again be the room's document.
			this.drop(room);
			throw refusal('malformed-update');
		}
		if (refused) {
			// Applied to the shadow but refused: the shadow must again be the room's document.
			if (refused.applied) this.drop(room);
			throw refusal(refused.reason);
		}
		const size = this.sizes.get(room) ?? { stored: 0, since: 0 };
		size.since += update.length;
		this.sizes.set(room, size);
	}

	/**
	 * The room took an update from another server process, which checked it (./redis-sharing.mjs):
	 * the shadow, once there is one or a stored state to build it from, follows it, and the room's
	 * size counts it.
	 * @param {import('yjs').Doc & { name: string }} document the room's document
	 * @param {Uint8Array} update
	 */
	relayed(document, update) {
		const room = document.name;
		if (this.shadows.has(room) || this.seeds.has(room)) Y.applyUpdate(this.shadowOf(document), update);
		const size = this.sizes.get(room) ?? { stored: 0, since: 0 };
		size.since += update.length;
		this.sizes.set(room, size);
	}

	/**
	 * @param {import('yjs').Doc & { name: string }} document
	 * @returns {Y.Doc}
	 */
	shadowOf(document) {
		let shadow = this.shadows.get(document.name);
		if (!shadow) {
			shadow = new Y.Doc({ gc: document.gc });
			// Until its first update is checked, a room's document is what was read.
			Y.applyUpdate(shadow, this.seeds.get(document.name) ?? Y.encodeStateAsUpdate(document));
			this.seeds.delete(document.name);
			this.shadows.set(document.name, shadow);
		}
		return shadow;
	}

	/**
	 * Drops a room's shadow (rebuilt at its next update).
	 * @param {string} room
	 */
	drop(room) {
		this.shadows.get(room)?.destroy();
		this.shadows.delete(room);
	}

	/**
	 * The room is no longer in memory.
	 * @param {string} room
	 */
	forget(room) {
		this.drop(room);
		this.seeds.delete(room);
		this.sizes.delete(room);
	}
}
