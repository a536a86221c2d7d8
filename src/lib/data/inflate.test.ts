// The bounded zlib inflater: a bomb is refused before its output passes the ceiling by more than
// one chunk's worth (measured on the output chunks, not the heap), the adler-32 trailer is
// checked, and a truncated or foreign stream is refused as damaged.
import { createDeflate } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { strToU8, zlibSync } from 'fflate';
import { adler32, inflateZlib, MAX_OUTPUT_CHUNK } from './inflate';

/** What one step of the inflater may add: its 256 compressed bytes at deflate's 1032:1 at most. */
const STEP = 256 * 1032;

const MB = 1024 * 1024;

/** The zlib stream of `mb` MB of zeros, made a megabyte at a time (never held whole). */
async function bomb(mb: number): Promise<Uint8Array> {
	const zero = Buffer.alloc(MB);
	const deflate = createDeflate({ level: 9 });
	const out: Buffer[] = [];
	deflate.on('data', (chunk: Buffer) => out.push(chunk));
	const ended = new Promise((resolve) => deflate.on('end', resolve));
	for (let i = 0; i < mb; i++) deflate.write(zero);
	deflate.end();
	await ended;
	return new Uint8Array(Buffer.concat(out));
}

describe('inflateZlib', () => {
	it('a stream that inflates to 100 MB is refused with its output never past the ceiling plus one chunk', async () => {
		const packed = await bomb(100);
		expect(packed.length).toBeLessThan(MB);
		expect(MAX_OUTPUT_CHUNK).toBe(STEP);
		const sizes: number[] = [];
		expect(inflateZlib(packed, 4 * MB, (chunk) => sizes.push(chunk.length))).toBe('too-large');
		expect(Math.max(...sizes)).toBeLessThanOrEqual(STEP);
		const total = sizes.reduce((a, b) => a + b, 0);
		expect(total).toBeGreaterThan(4 * MB);
		expect(total).toBeLessThanOrEqual(4 * MB + STEP);
	});

	it('a stream within the ceiling comes back whole, in chunks no larger than the bound', () => {
		const text = JSON.stringify({ rounds: Array.from({ length: 800 }, (_, i) => ({ id: `r${i}`, scores: [i, -i] })) });
		const sizes: number[] = [];
		const out = inflateZlib(zlibSync(strToU8(text), { level: 9 }), 4 * MB, (chunk) => sizes.push(chunk.length));
		expect(out).toEqual(strToU8(text));
		expect(Math.max(...sizes)).toBeLessThanOrEqual(STEP);
		expect(inflateZlib(zlibSync(strToU8(text)), strToU8(text).length)).toEqual(strToU8(text));
		expect(inflateZlib(zlibSync(strToU8(text)), strToU8(text).length - 1)).toBe('too-large');
	});

	it('a trailer whose adler-32 is not the inflated bytes’ is refused as a checksum failure', () => {
		const packed = zlibSync(strToU8('{"format":"tablekeeper-backup","version":1}'));
		expect(inflateZlib(packed, MB)).toBeInstanceOf(Uint8Array);
		for (const at of [1, 4]) {
			const corrupt = packed.slice();
			corrupt[corrupt.length - at] = corrupt[corrupt.length - at]! ^ 0x01;
			expect(inflateZlib(corrupt, MB)).toBe('checksum');
		}
	});

	it('a truncated stream, a wrong header or bytes that are not deflate are refused as damaged', () => {
		const packed = zlibSync(strToU8('x'.repeat(10_000) + 'y'.repeat(3000)));
		expect(inflateZlib(packed.slice(0, packed.length - 8), MB)).toBe('damaged');
		expect(inflateZlib(strToU8('{"format":"tablekeeper-backup"}'), MB)).toBe('damaged');
		const header = packed.slice();
		header[0] = 0x79;
		expect(inflateZlib(header, MB)).toBe('damaged');
		expect(inflateZlib(new Uint8Array([0x78, 0x9c, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 1]), MB)).toBe('damaged');
		expect(inflateZlib(new Uint8Array(3), MB)).toBe('damaged');
	});

	it('adler32 gives RFC 1950’s value, whole or continued over chunks', () => {
		expect(adler32(strToU8('Wikipedia'))).toBe(0x11e60398);
		const long = strToU8('abc'.repeat(10_000));
		expect(adler32(long.subarray(7000), adler32(long.subarray(0, 7000)))).toBe(adler32(long));
	});
});
