// Share codes for live sync: a role and a 128-bit key, written for people to read out and type.
// Short form: Crockford base32 (no I, L, O, U), 28 characters in groups of 4 — the role letter
// (S scorer, V viewer), the key in 26 characters, then a Luhn mod 32 check character, so any one
// mistyped character is reported as a typo. Reading forgives case, spaces, dashes and the
// look-alikes O→0, I/L→1; it never throws and says why it refuses. Pure: the caller passes the
// randomness in; the key derivations live in ./derive.js, shared with the sync server.
import { KEY_BYTES, roomIdOf, toHex, viewerKeyOf } from './derive.js';

export type Role = 'scorer' | 'viewer';

/** A share code: who it lets in (scorer may write, viewer may only read) and its secret key. */
export interface ShareCode {
	role: Role;
	key: Uint8Array;
}

/** Why a typed code was refused; `position` counts the code's characters from 0, separators left out. */
export type CodeRefusal =
	| { kind: 'empty' }
	| { kind: 'character'; character: string; position: number }
	| { kind: 'length'; expected: number; actual: number }
	| { kind: 'typo' }
	| { kind: 'role' }
	| { kind: 'malformed' };

export type CodeReading = { ok: true; code: ShareCode } | { ok: false; refusal: CodeRefusal };

export const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BASE = ALPHABET.length;
const KEY_CHARS = 26;
/** Role letter, key, check character. */
export const CODE_LENGTH = 1 + KEY_CHARS + 1;
const ROLE_LETTER: Record<Role, string> = { scorer: 'S', viewer: 'V' };
export const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };
export const SEPARATORS = /[\s\-_.·]/gu;

/** A new scorer code from `random`, exactly KEY_BYTES bytes from a secure source (crypto.getRandomValues). */
export function newScorerCode(random: Uint8Array): ShareCode {
	if (random.length !== KEY_BYTES) throw new RangeError(`A scorer key takes ${KEY_BYTES} random bytes`);
	return { role: 'scorer', key: Uint8Array.from(random) };
}

/** The viewer code of a code: derived one way from a scorer code; a viewer code is its own. */
export async function viewerCodeOf(code: ShareCode): Promise<ShareCode> {
	return code.role === 'viewer' ? code : { role: 'viewer', key: await viewerKeyOf(code.key) };
}

/** The room (the sync server's document name) a code opens. */
export async function roomOf(code: ShareCode): Promise<string> {
	return roomIdOf((await viewerCodeOf(code)).key);
}

/** The token a connection presents to the sync server: the key in hex. */
export function tokenOf(code: ShareCode): string {
	return toHex(code.key);
}

/** The short form, e.g. `SA3F-…-K7Q2`: 7 groups of 4 characters. */
export function formatCode(code: ShareCode): string {
	let n = 0n;
	for (const byte of code.key) n = (n << 8n) | BigInt(byte);
	const key: string[] = [];
	for (let i = 0; i < KEY_CHARS; i++) {
		key.unshift(ALPHABET[Number(n & 31n)]!);
		n >>= 5n;
	}
	const body = ROLE_LETTER[code.role] + key.join('');
	const text = body + ALPHABET[checkValue(body)];
	return text.match(/.{4}/g)!.join('-');
}

/** Reads a typed or scanned code; never throws. */
export function parseCode(text: unknown): CodeReading {
	if (typeof text !== 'string') return refuse({ kind: 'malformed' });
	const compact = text.toUpperCase().replace(SEPARATORS, '');
	if (compact.length === 0) return refuse({ kind: 'empty' });
	const values: number[] = [];
	for (const character of compact) {
		const value = ALPHABET.indexOf(LOOK_ALIKES[character] ?? character);
		if (value < 0 || character.length !== 1) {
			return refuse({ kind: 'character', character, position: values.length });
		}
		values.push(value);
	}
	if (values.length !== CODE_LENGTH) return refuse({ kind: 'length', expected: CODE_LENGTH, actual: values.length });
	if (luhnSum(values, 1) % BASE !== 0) return refuse({ kind: 'typo' });
	const role = (Object.keys(ROLE_LETTER) as Role[]).find((r) => ALPHABET.indexOf(ROLE_LETTER[r]) === values[0]);
	if (!role) return refuse({ kind: 'role' });
	let n = 0n;
	for (const value of values.slice(1, 1 + KEY_CHARS)) n = (n << 5n) | BigInt(value);
	if (n >> BigInt(8 * KEY_BYTES) !== 0n) return refuse({ kind: 'malformed' });
	const key = new Uint8Array(KEY_BYTES);
	for (let i = KEY_BYTES - 1; i >= 0; i--) {
		key[i] = Number(n & 255n);
		n >>= 8n;
	}
	return { ok: true, code: { role, key } };
}

function refuse(refusal: CodeRefusal): CodeReading {
	return { ok: false, refusal };
}

/**
 * Luhn mod N: from the right, every other value is doubled and its base-N digits added. Doubling
 * is a bijection on 0..N-1 after that digit sum, so any single changed character changes the sum.
 */
export function luhnSum(values: readonly number[], firstFactor: 1 | 2): number {
	let sum = 0;
	let factor = firstFactor;
	for (let i = values.length - 1; i >= 0; i--) {
		const addend = factor * values[i]!;
		sum += Math.floor(addend / BASE) + (addend % BASE);
		factor = factor === 2 ? 1 : 2;
	}
	return sum;
}

/** The check character's value for a code's body (role letter and key). */
export function checkValue(body: string): number {
	const values = [...body].map((character) => ALPHABET.indexOf(character));
	return (BASE - (luhnSum(values, 2) % BASE)) % BASE;
}
