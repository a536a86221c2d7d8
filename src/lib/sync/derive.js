// Live-sync keys: the one-way chain owner key → scorer key → viewer key → room id (SHA-256 with a
// domain label per step, truncated to 128 bits). The owner key stays on the phone that shared: it
// alone may end the room or replace its codes (rooms shared before it existed start at the scorer key). Plain JavaScript with JSDoc types so the browser app and the
// Node sync server (server/sync.mjs, run without a build step) share this very code.
// The server stores and sees only room ids; a connection's token is a key, and the server tells a
// scorer from a viewer by which derivation leads from that token to the room's id.

/** Bytes in every key and room id: 128 bits. */
export const KEY_BYTES = 16;

const SCORER_LABEL = 'tablekeeper/sync/v1/scorer-key';
const VIEWER_LABEL = 'tablekeeper/sync/v1/viewer-key';
const ROOM_LABEL = 'tablekeeper/sync/v1/room-id';

/** A room id (the server's document name): 32 lowercase hex digits. */
export const ROOM_ID = /^[0-9a-f]{32}$/;
/** A connection token: a key as 32 lowercase hex digits. */
export const TOKEN = /^[0-9a-f]{32}$/;

/**
 * The first 16 bytes of SHA-256(label, 0x00, key): the label keeps the two steps apart, so a
 * viewer key can never be mistaken for a room id of another chain.
 * @param {string} label
 * @param {Uint8Array} key
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function labelledHash(label, key) {
	const text = new TextEncoder().encode(label);
	const input = new Uint8Array(text.length + 1 + key.length);
	input.set(text, 0);
	input.set(key, text.length + 1);
	const digest = await crypto.subtle.digest('SHA-256', input);
	return new Uint8Array(digest.slice(0, KEY_BYTES));
}

/**
 * The scorer key of an owner key (one way: the scorer key does not reveal the owner key).
 * @param {Uint8Array} ownerKey
 */
export function scorerKeyOf(ownerKey) {
	return labelledHash(SCORER_LABEL, ownerKey);
}

/**
 * The viewer key of a scorer key (one way: the viewer key does not reveal the scorer key).
 * @param {Uint8Array} scorerKey
 */
export function viewerKeyOf(scorerKey) {
	return labelledHash(VIEWER_LABEL, scorerKey);
}

/**
 * The room id of a viewer key (one way: the room id reveals neither key).
 * @param {Uint8Array} viewerKey
 * @returns {Promise<string>}
 */
export async function roomIdOf(viewerKey) {
	return toHex(await labelledHash(ROOM_LABEL, viewerKey));
}

/**
 * Lowercase hex of some bytes.
 * @param {Uint8Array} bytes
 */
export function toHex(bytes) {
	let text = '';
	for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
	return text;
}

/**
 * The bytes of a hex string checked by `TOKEN` or `ROOM_ID`.
 * @param {string} hex
 */
export function fromHex(hex) {
	const bytes = new Uint8Array(hex.length / 2);
	for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
	return bytes;
}

/**
 * What a token may do in a room: 'owner' when it is the room's owner key (write, and end or
 * replace the room), 'scorer' when it is its scorer key, 'viewer' when it is its viewer key,
 * 'table' when it is a table token (`TABLE_TOKEN`) whose viewer key is the room's (read, and write
 * only its own table's part of a club night's document, checked by the server per update against
 * the table's commitment: docs/sync.md, "A club night's tables"), null otherwise (including a
 * token or room id that is not well formed).
 * @param {unknown} roomId
 * @param {unknown} token
 * @returns {Promise<'owner' | 'scorer' | 'viewer' | 'table' | null>}
 */
export async function roleIn(roomId, token) {
	if (typeof roomId !== 'string' || !ROOM_ID.test(roomId)) return null;
	const table = tableTokenParts(token);
	if (table) return (await roomIdOf(table.viewer)) === roomId ? 'table' : null;
	if (typeof token !== 'string' || !TOKEN.test(token)) return null;
	const key = fromHex(token);
	if ((await roomIdOf(key)) === roomId) return 'viewer';
	const viewer = await viewerKeyOf(key);
	if ((await roomIdOf(viewer)) === roomId) return 'scorer';
	if ((await roomIdOf(await viewerKeyOf(await scorerKeyOf(key)))) === roomId) return 'owner';
	return null;
}

const ENTRY_LABEL = 'tablekeeper/sync/v1/entry-key';

/**
 * The key that seals a room's entries (AES-GCM, 256 bits): HKDF-SHA-256 of the viewer key with
 * its own label, so it is neither the viewer key nor anything the server sees (the room id and
 * the tokens are other derivations). Every phone with a code can make it (a scorer derives the
 * viewer key first); the server, which sees only the room id, cannot (docs/sync.md, "What the
 * server can read").
 * @param {Uint8Array} viewerKey
 * @returns {Promise<CryptoKey>}
 */
export async function entryKeyOf(viewerKey) {
	const base = await crypto.subtle.importKey('raw', Uint8Array.from(viewerKey), 'HKDF', false, ['deriveKey']);
	return crypto.subtle.deriveKey(
		{ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(ENTRY_LABEL) },
		base,
		{ name: 'AES-GCM', length: 256 },
		false,
		['encrypt', 'decrypt']
	);
}

const TABLES_LABEL = 'tablekeeper/sync/v1/tables-key';
const TABLE_SECRET_LABEL = 'tablekeeper/sync/v1/table-secret';
const COMMITMENT_LABEL = 'tablekeeper/sync/v1/table-commitment';

/** The highest table number a club night's room may have. */
export const MAX_TABLE = 999;

/**
 * A table token: `<viewer key>.<table number>.<table secret>`, keys in hex. The viewer key lets the
 * connection read (as a viewer); the secret, checked against the table's commitment in the room's
 * document, lets it append to that table's part only.
 */
export const TABLE_TOKEN = /^([0-9a-f]{32})\.([1-9][0-9]{0,2})\.([0-9a-f]{32})$/;

/**
 * The parts of a table token, or null when `token` is not one.
 * @param {unknown} token
 * @returns {{ viewer: Uint8Array, table: number, secret: Uint8Array } | null}
 */
export function tableTokenParts(token) {
	if (typeof token !== 'string') return null;
	const parts = TABLE_TOKEN.exec(token);
	if (!parts) return null;
	return {
		viewer: fromHex(/** @type {string} */ (parts[1])),
		table: Number(parts[2]),
		secret: fromHex(/** @type {string} */ (parts[3]))
	};
}

/**
 * A table token from its parts.
 * @param {Uint8Array} viewerKey
 * @param {number} table
 * @param {Uint8Array} secret
 */
export function tableTokenOf(viewerKey, table, secret) {
	return `${toHex(viewerKey)}.${table}.${toHex(secret)}`;
}

/**
 * The key of a night's "tables" code, derived one way from the organiser's scorer key: it gives
 * every table's secret (`tableSecretOf`), never the scorer key.
 * @param {Uint8Array} scorerKey
 */
export function tablesKeyOf(scorerKey) {
	return labelledHash(TABLES_LABEL, scorerKey);
}

/**
 * The secret of one table (1-based) from the night's tables key (one way: it gives neither the
 * tables key nor another table's secret).
 * @param {Uint8Array} tablesKey
 * @param {number} table
 */
export function tableSecretOf(tablesKey, table) {
	return labelledHash(`${TABLE_SECRET_LABEL}/${table}`, tablesKey);
}

/**
 * The public commitment to a table's secret, which the organiser writes in the room's document
 * and the server compares a table token with: a labelled hash naming the table, revealing nothing
 * of the secret.
 * @param {Uint8Array} secret
 * @param {number} table
 * @returns {Promise<string>}
 */
export async function tableCommitmentOf(secret, table) {
	return toHex(await labelledHash(`${COMMITMENT_LABEL}/${table}`, secret));
}
