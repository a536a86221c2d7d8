/**
 * Taking codes back (docs/sync.md): the words the sharing phone and the server exchange as
 * stateless messages (end the room; new codes for the phones that follow, sealed by ./move-seal),
 * and the codes an owner key makes. What the server sends is read like any hostile data: a word
 * that does not read is ignored.
 */
import { KEY_BYTES, fromHex, scorerKeyOf, toHex } from '$lib/sync/derive.js';
import { viewerCodeOf, type ShareCode } from '$lib/sync/share-code';

const TAG = 'tablekeeper';

/** What the server told this phone. */
export type Word = { kind: 'ended'; by: string | null } | { kind: 'moved'; sealed: string } | { kind: 'refused' };

/** Reads a stateless message of the server (null: not one of these words). */
export function readWord(payload: string): Word | null {
	let value: unknown;
	try {
		value = JSON.parse(payload);
	} catch {
		return null;
	}
	if (typeof value !== 'object' || value === null) return null;
	const word = value as Record<string, unknown>;
	if (word[TAG] === 'ended') return { kind: 'ended', by: typeof word.by === 'string' ? word.by.slice(0, 1024) : null };
	if (word[TAG] === 'moved' && typeof word.code === 'string') return { kind: 'moved', sealed: word.code };
	if (word[TAG] === 'refused') return { kind: 'refused' };
	return null;
}

/** The request that ends the room for everyone. */
export function endRequest(owner: Uint8Array, by: string): string {
	return JSON.stringify({ [TAG]: 'end', owner: toHex(owner), by });
}

/** The request that hands the sealed new codes to the windows `follow` and ends the room as replaced. */
export function moveRequest(owner: Uint8Array, by: string, follow: number[], scorer: string, viewer: string): string {
	return JSON.stringify({ [TAG]: 'move', owner: toHex(owner), by, follow, scorer, viewer });
}

/** An owner key from `random` (KEY_BYTES secure random bytes), or from its hex as kept with the share. */
export function ownerKey(from: Uint8Array | string): Uint8Array {
	return typeof from === 'string' ? fromHex(from) : Uint8Array.from(from.subarray(0, KEY_BYTES));
}

/** The scorer and viewer codes of an owner key. */
export async function codesOf(owner: Uint8Array): Promise<{ scorer: ShareCode; viewer: ShareCode }> {
	const scorer: ShareCode = { role: 'scorer', key: await scorerKeyOf(owner) };
	return { scorer, viewer: await viewerCodeOf(scorer) };
}
