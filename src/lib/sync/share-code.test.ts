import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY_BYTES, roleIn, roomIdOf, toHex, viewerKeyOf } from './derive.js';
import {
	CODE_LENGTH,
	formatCode,
	newScorerCode,
	parseCode,
	roomOf,
	tokenOf,
	viewerCodeOf,
	type ShareCode
} from './share-code';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const keys = fc.uint8Array({ minLength: KEY_BYTES, maxLength: KEY_BYTES });
const codes = fc.record({ role: fc.constantFrom<ShareCode['role']>('scorer', 'viewer'), key: keys });

/** The same derivation written with Node's own hash, to pin the labels and the truncation. */
function nodeDerive(label: string, key: Uint8Array): Buffer {
	return createHash('sha256')
		.update(Buffer.concat([Buffer.from(label), Buffer.from([0]), key]))
		.digest()
		.subarray(0, KEY_BYTES);
}

describe('key derivation', () => {
	it('follows SHA-256 with a label per step, truncated to 128 bits', async () => {
		const scorer = Uint8Array.from({ length: KEY_BYTES }, (_, i) => i);
		const viewer = nodeDerive('tablekeeper/sync/v1/viewer-key', scorer);
		expect(toHex(await viewerKeyOf(scorer))).toBe(viewer.toString('hex'));
		expect(await roomIdOf(viewer)).toBe(nodeDerive('tablekeeper/sync/v1/room-id', viewer).toString('hex'));
	});

	it('never gives back its source: viewer key ≠ scorer key, room id ≠ either key', async () => {
		await fc.assert(
			fc.asyncProperty(keys, async (scorer) => {
				const viewer = await viewerKeyOf(scorer);
				const room = await roomIdOf(viewer);
				expect(toHex(viewer)).not.toBe(toHex(scorer));
				expect(room).not.toBe(toHex(scorer));
				expect(room).not.toBe(toHex(viewer));
				expect(room).toMatch(/^[0-9a-f]{32}$/);
			})
		);
	});

	it('tells the server which role a token has in a room, and refuses any other token', async () => {
		await fc.assert(
			fc.asyncProperty(keys, keys, async (scorerKey, otherKey) => {
				const scorer = newScorerCode(scorerKey);
				const viewer = await viewerCodeOf(scorer);
				const room = await roomOf(scorer);
				expect(await roomOf(viewer)).toBe(room);
				expect(await roleIn(room, tokenOf(scorer))).toBe('scorer');
				expect(await roleIn(room, tokenOf(viewer))).toBe('viewer');
				fc.pre(toHex(otherKey) !== toHex(scorerKey));
				expect(await roleIn(room, toHex(otherKey))).toBeNull();
			})
		);
	});

	it('refuses tokens and room ids that are not well formed', async () => {
		const room = await roomOf(newScorerCode(new Uint8Array(KEY_BYTES)));
		for (const token of ['', 'zz', '0'.repeat(31), '0'.repeat(33), 'G'.repeat(32), 42, null]) {
			expect(await roleIn(room, token)).toBeNull();
		}
		for (const name of ['', '../etc/passwd', room.toUpperCase(), room + '0', {}]) {
			expect(await roleIn(name, toHex(new Uint8Array(KEY_BYTES)))).toBeNull();
		}
	});

	it('takes exactly 128 random bits for a scorer key', () => {
		expect(() => newScorerCode(new Uint8Array(8))).toThrow(RangeError);
		const random = new Uint8Array(KEY_BYTES).fill(7);
		const code = newScorerCode(random);
		random.fill(0);
		expect(code.key[0]).toBe(7);
	});
});

describe('short form', () => {
	it('is 7 groups of 4 characters, starting with the role letter', () => {
		const text = formatCode({ role: 'scorer', key: new Uint8Array(KEY_BYTES).fill(255) });
		expect(text).toMatch(/^S[0-9A-Z]{3}(-[0-9A-Z]{4}){6}$/);
		expect(formatCode({ role: 'viewer', key: new Uint8Array(KEY_BYTES) })[0]).toBe('V');
	});

	it('reads back what it wrote, whatever the case, separators and look-alikes', () => {
		fc.assert(
			fc.property(codes, fc.constantFrom('as-written', 'sloppy', 'run-on'), (code, typing) => {
				let text = formatCode(code);
				if (typing === 'sloppy')
					text = text.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l');
				// Typed in one go, without the groups.
				if (typing === 'run-on') text = text.replaceAll('-', '');
				expect(parseCode(text)).toEqual({ ok: true, code });
			})
		);
	});

	it('reports any one mistyped character as a typo', () => {
		fc.assert(
			fc.property(
				codes,
				fc.nat(CODE_LENGTH - 1),
				fc.integer({ min: 1, max: ALPHABET.length - 1 }),
				(code, position, shift) => {
					const compact = formatCode(code).replaceAll('-', '');
					const wrong = ALPHABET[(ALPHABET.indexOf(compact[position]!) + shift) % ALPHABET.length]!;
					const typed = compact.slice(0, position) + wrong + compact.slice(position + 1);
					expect(parseCode(typed)).toEqual({ ok: false, refusal: { kind: 'typo' } });
				}
			)
		);
	});

	it('refuses a character left out or added, naming the length', () => {
		fc.assert(
			fc.property(codes, fc.nat(CODE_LENGTH - 1), fc.constantFrom(...ALPHABET), (code, position, extra) => {
				const compact = formatCode(code).replaceAll('-', '');
				const short = compact.slice(0, position) + compact.slice(position + 1);
				const long = compact.slice(0, position) + extra + compact.slice(position);
				expect(parseCode(short)).toEqual({
					ok: false,
					refusal: { kind: 'length', expected: CODE_LENGTH, actual: CODE_LENGTH - 1 }
				});
				expect(parseCode(long)).toMatchObject({ ok: false, refusal: { kind: 'length' } });
			})
		);
	});

	it('names a character that cannot be in a code', () => {
		const compact = formatCode({ role: 'scorer', key: new Uint8Array(KEY_BYTES) }).replaceAll('-', '');
		expect(parseCode(compact.slice(0, 5) + 'U' + compact.slice(6))).toEqual({
			ok: false,
			refusal: { kind: 'character', character: 'U', position: 5 }
		});
		expect(parseCode('  - ')).toEqual({ ok: false, refusal: { kind: 'empty' } });
		expect(parseCode(undefined)).toEqual({ ok: false, refusal: { kind: 'malformed' } });
	});

	it('refuses a well-checked code with an unknown role or a key over 128 bits', () => {
		const withCheck = (body: string) => {
			for (const check of ALPHABET) {
				const reading = parseCode(body + check);
				if (!reading.ok && reading.refusal.kind !== 'typo') return reading;
			}
			throw new Error('no check character fits');
		};
		expect(withCheck('A' + '0'.repeat(26))).toEqual({ ok: false, refusal: { kind: 'role' } });
		expect(withCheck('S' + 'Z'.repeat(26))).toEqual({ ok: false, refusal: { kind: 'malformed' } });
	});

	it('never throws, whatever is typed or scanned', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.anything()), (input) => {
				const reading = parseCode(input);
				expect(typeof reading.ok).toBe('boolean');
			})
		);
	});
});
