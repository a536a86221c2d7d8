/**
 * New codes sealed for the phones that follow a match to its new room (docs/sync.md, "Taking codes
 * back"): AES-GCM under a key hashed from the old room's key of the phone's role (the scorer key
 * for scorers, the viewer key for viewers), so a phone opens only its own role's new code, and a
 * server that never held the old keys cannot read them. Opening never throws: anything that does
 * not open reads as null.
 */
import { fromBase64, toBase64 } from './sealer';

const LABEL = 'tablekeeper/sync/v1/new-codes';

async function sealKey(key: Uint8Array): Promise<CryptoKey> {
	const text = new TextEncoder().encode(LABEL);
	const input = new Uint8Array(text.length + 1 + key.length);
	input.set(text, 0);
	input.set(key, text.length + 1);
	const digest = await crypto.subtle.digest('SHA-256', input);
	return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** `text` sealed under `key`: a 12-byte nonce and the ciphertext, in base64. */
export async function seal(text: string, key: Uint8Array): Promise<string> {
	const iv = crypto.getRandomValues(new Uint8Array(12));
	const sealed = new Uint8Array(
		await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealKey(key), new TextEncoder().encode(text))
	);
	const whole = new Uint8Array(iv.length + sealed.length);
	whole.set(iv, 0);
	whole.set(sealed, iv.length);
	return toBase64(whole);
}

/** What `seal` sealed under `key`, or null when `sealed` does not open with it. */
export async function unseal(sealed: unknown, key: Uint8Array): Promise<string | null> {
	try {
		if (typeof sealed !== 'string') return null;
		const whole = fromBase64(sealed);
		if (!whole) return null;
		const plain = await crypto.subtle.decrypt(
			{ name: 'AES-GCM', iv: whole.subarray(0, 12) },
			await sealKey(key),
			whole.subarray(12)
		);
		return new TextDecoder().decode(plain);
	} catch {
		return null;
	}
}
