/**
 * Sealing a room's entries (docs/sync.md, "What the server can read"): AES-GCM (WebCrypto) under
 * the room's entry key (`entryKeyOf`, HKDF of the viewer key), a fresh random 96-bit IV per
 * entry, and additional data binding the format, the entry's purpose (a document update or a
 * phone's presence) and the room id, so an entry cannot be moved to another room or read as the
 * other purpose. A sealed entry is `[format, iv (12 bytes), ciphertext with its 16-byte tag]`.
 * Opening never throws: an entry that is not well formed, was sealed under another key or room,
 * or was altered by one bit opens as null.
 */
import { entryKeyOf } from '$lib/sync/derive.js';
import { roomOf, viewerCodeOf, type ShareCode } from '$lib/sync/share-code';

/** The first byte of every sealed entry: the format it was sealed in. */
export const SEALED_FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a sealed entry carries: a Yjs update of the match document, or a phone's presence fields. */
export type Purpose = 'update' | 'presence';

/** The key and room one match's entries are sealed for. */
export interface Seal {
	readonly key: CryptoKey;
	readonly room: string;
}

/** The seal of the room a code opens (a scorer's and a viewer's code give the same one). */
export async function sealOf(code: ShareCode): Promise<Seal> {
	const viewer = await viewerCodeOf(code);
	return { key: await entryKeyOf(viewer.key), room: await roomOf(viewer) };
}

function additionalData(seal: Seal, purpose: Purpose): Uint8Array<ArrayBuffer> {
	return new TextEncoder().encode(`tablekeeper/sealed/v${SEALED_FORMAT}/${purpose}/${seal.room}`);
}

/** Seals `plain` for the room. */
export async function sealEntry(seal: Seal, purpose: Purpose, plain: Uint8Array): Promise<Uint8Array> {
	const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
	const cipher = await crypto.subtle.encrypt(
		{ name: 'AES-GCM', iv, additionalData: additionalData(seal, purpose) },
		seal.key,
		Uint8Array.from(plain)
	);
	const entry = new Uint8Array(1 + IV_BYTES + cipher.byteLength);
	entry[0] = SEALED_FORMAT;
	entry.set(iv, 1);
	entry.set(new Uint8Array(cipher), 1 + IV_BYTES);
	return entry;
}

/** What a sealed entry holds, or null when it is not one this room's key opens untouched. */
export async function openEntry(seal: Seal, purpose: Purpose, entry: unknown): Promise<Uint8Array | null> {
	if (!(entry instanceof Uint8Array) || entry.length < 1 + IV_BYTES + TAG_BYTES) return null;
	if (entry[0] !== SEALED_FORMAT) return null;
	try {
		const plain = await crypto.subtle.decrypt(
			{ name: 'AES-GCM', iv: entry.slice(1, 1 + IV_BYTES), additionalData: additionalData(seal, purpose) },
			seal.key,
			entry.slice(1 + IV_BYTES)
		);
		return new Uint8Array(plain);
	} catch {
		return null;
	}
}

/** Bytes as base64 text, for what travels as JSON (awareness, stateless messages). */
export function toBase64(bytes: Uint8Array): string {
	let text = '';
	for (const byte of bytes) text += String.fromCharCode(byte);
	return btoa(text);
}

/** Base64 text as bytes; null when it is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
	try {
		return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
	} catch {
		return null;
	}
}

/** A phone's presence fields sealed into one awareness field (text, since awareness is JSON). */
export async function sealPresence(seal: Seal, fields: Record<string, string>): Promise<string> {
	return toBase64(await sealEntry(seal, 'presence', new TextEncoder().encode(JSON.stringify(fields))));
}

/** A phone's presence fields from their sealed form; null when they do not open or do not read. */
export async function openPresence(seal: Seal, sealed: unknown): Promise<Record<string, string> | null> {
	if (typeof sealed !== 'string' || sealed.length > 4096) return null;
	const bytes = fromBase64(sealed);
	if (!bytes) return null;
	const plain = await openEntry(seal, 'presence', bytes);
	if (!plain) return null;
	try {
		const fields: unknown = JSON.parse(new TextDecoder().decode(plain));
		if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
		const out: Record<string, string> = {};
		for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') out[name] = value;
		return out;
	} catch {
		return null;
	}
}
