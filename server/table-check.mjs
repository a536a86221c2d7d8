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
	/** @type {import('yjs').Transaction | null} */
	let seen = null;
	/** @param {import('yjs').Transaction} transaction */
	const record = (transaction) => {
		seen = transaction;
	};
	shadow.on('afterTransaction', record);
	try {
		apply();
	} finally {
		shadow.off('afterTransaction', record);
	}
	const own = shadow.share.get(tablePart(table));
	/** @type {import('yjs').Transaction | null} */
	const transaction = seen;
	const outside =
		transaction !== null &&
		([...transaction.changed.keys()].some((type) => type !== own) || transaction.deleteSet.clients.size > 0);
	const pending = shadow.store.pendingStructs !== null || shadow.store.pendingDs !== null;
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
