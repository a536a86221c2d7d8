// A club night's table codes (docs/sync.md, "A club night's tables"), written like share codes
// (./share-code.ts: Crockford base32, Luhn mod 32 check character, forgiving reading that never
// throws) but longer, since they carry two keys: `T`, the table number in 2 characters (00 for
// the night's "tables" code, which gives every table), the night's viewer key (26 characters),
// the table's secret (or the tables key) (26), the check character: 56 characters in 14 groups.
import { KEY_BYTES, MAX_TABLE, tableSecretOf, tableTokenOf } from './derive.js';
import { ALPHABET, BASE, checkValue, LOOK_ALIKES, luhnSum, SEPARATORS, type CodeRefusal } from './share-code';

const KEY_CHARS = 26;
const TABLE_CHARS = 2;
/** Letter, table, viewer key, secret, check. */
export const TABLE_CODE_LENGTH = 1 + TABLE_CHARS + 2 * KEY_CHARS + 1;
const LETTER = 'T';

/** A table's code (`table` ≥ 1, `secret` its secret) or the night's tables code (`table` 0, `secret` the tables key). */
export interface TableCode {
	readonly table: number;
	readonly viewer: Uint8Array;
	readonly secret: Uint8Array;
}

export type TableCodeReading = { ok: true; code: TableCode } | { ok: false; refusal: CodeRefusal };

function digits(n: bigint, count: number): string {
	let text = '';
	for (let i = 0; i < count; i++, n >>= 5n) text = ALPHABET[Number(n & 31n)]! + text;
	return text;
}

const bigOf = (bytes: Uint8Array) => bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);

function bytesOf(values: readonly number[]): Uint8Array | null {
	let n = values.reduce((acc, v) => (acc << 5n) | BigInt(v), 0n);
	if (n >> BigInt(8 * KEY_BYTES) !== 0n) return null;
	const key = new Uint8Array(KEY_BYTES);
	for (let i = KEY_BYTES - 1; i >= 0; i--, n >>= 8n) key[i] = Number(n & 255n);
	return key;
}

/** The typed form, in groups of 4. */
export function formatTableCode(code: TableCode): string {
	const body =
		LETTER +
		digits(BigInt(code.table), TABLE_CHARS) +
		digits(bigOf(code.viewer), KEY_CHARS) +
		digits(bigOf(code.secret), KEY_CHARS);
	return (body + ALPHABET[checkValue(body)]).match(/.{4}/g)!.join('-');
}

/** Reads a typed or scanned table code; never throws. */
export function parseTableCode(text: unknown): TableCodeReading {
	const refuse = (refusal: CodeRefusal): TableCodeReading => ({ ok: false, refusal });
	if (typeof text !== 'string') return refuse({ kind: 'malformed' });
	const compact = text.toUpperCase().replace(SEPARATORS, '');
	if (compact.length === 0) return refuse({ kind: 'empty' });
	const values: number[] = [];
	for (const character of compact) {
		const value = ALPHABET.indexOf(LOOK_ALIKES[character] ?? character);
		if (value < 0) return refuse({ kind: 'character', character, position: values.length });
		values.push(value);
	}
	if (values.length !== TABLE_CODE_LENGTH)
		return refuse({ kind: 'length', expected: TABLE_CODE_LENGTH, actual: values.length });
	if (luhnSum(values, 1) % BASE !== 0) return refuse({ kind: 'typo' });
	if (values[0] !== ALPHABET.indexOf(LETTER)) return refuse({ kind: 'role' });
	const table = values[1]! * BASE + values[2]!;
	const viewer = bytesOf(values.slice(3, 3 + KEY_CHARS));
	const secret = bytesOf(values.slice(3 + KEY_CHARS, 3 + 2 * KEY_CHARS));
	if (table > MAX_TABLE || !viewer || !secret) return refuse({ kind: 'malformed' });
	return { ok: true, code: { table, viewer, secret } };
}

/**
 * The token table `table` connects with: from a table's own code (for its table only), or from the
 * tables code (for any table). Null when the code is another table's.
 */
export async function tokenForTable(code: TableCode, table: number): Promise<string | null> {
	if (table < 1 || table > MAX_TABLE) return null;
	if (code.table === 0) return tableTokenOf(code.viewer, table, await tableSecretOf(code.secret, table));
	return code.table === table ? tableTokenOf(code.viewer, table, code.secret) : null;
}
