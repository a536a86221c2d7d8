// The server's check of a table token's update in a club night's room (docs/sync.md, "A club
// night's tables"). The token's table must have, in the room's document, the commitment its secret
// makes; the update, applied to the room's shadow (./update-check.mjs), may only add to that
// table's own array: no other type changed (settings, roster, draws, commitments, other tables, a
// new root), nothing deleted, nothing left pending (an update whose parent is missing could land
// anywhere once it arrives). The caller drops the shadow when this refuses after applying.
import { COMMITMENTS, tablePart } from '../src/lib/sync/night-parts.js';

/**
 * Why `update` may not come from the table: null when it may. `apply` applies it to `shadow`.
 * @param {import('yjs').Doc} shadow
 * @param {{ table: number, commitment: string }} token
 * @param {() => void} apply
 * @returns {{ reason: string, applied: boolean } | null}
 */
export function tableRefusal(shadow, { table, commitment }, apply) {
	if (commitmentIn(shadow, table) !== commitment) return { reason: 'not-this-table', applied: false };
	/** @type {import('yjs').Transaction[]} */
	const seen = [];
	/** @param {import('yjs').Transaction} transaction */
	const record = (transaction) => seen.push(transaction);
	const { pendingStructs, pendingDs } = shadow.store;
	shadow.on('afterTransaction', record);
	try {
		apply();
	} finally {
		shadow.off('afterTransaction', record);
	}
	const own = shadow.share.get(tablePart(table));
	const outside = seen.some(
		(transaction) =>
			[...transaction.changed.keys()].some((type) => type !== own) || transaction.deleteSet.clients.size > 0
	);
	// Left pending by this update (what a scorer's update left pending before is not its doing).
	const { store } = shadow;
	const pending =
		(store.pendingStructs !== null && !same(store.pendingStructs.update, pendingStructs?.update)) ||
		(store.pendingDs !== null && !same(store.pendingDs, pendingDs));
	return outside || pending ? { reason: 'not-this-table', applied: true } : null;
}

/**
 * The commitment the room's document holds for a table, if any.
 * @param {import('yjs').Doc} doc
 * @param {number} table
 */
function commitmentIn(doc, table) {
	try {
		const value = doc.getMap(COMMITMENTS).get(String(table));
		return typeof value === 'string' ? value : undefined;
	} catch {
		// The name holds another kind of type: no commitment.
		return undefined;
	}
}

/**
 * Whether two updates are the same bytes.
 * @param {Uint8Array} a
 * @param {Uint8Array | null | undefined} b
 */
function same(a, b) {
	return !!b && a.length === b.length && a.every((byte, i) => byte === b[i]);
}
