/**
 * Inflating a zlib stream (RFC 1950) that came from elsewhere, with a ceiling and its checksum.
 * The compressed bytes are fed to fflate's streaming inflater a small chunk at a time, so the
 * output grows by at most `INPUT_CHUNK × MAX_DEFLATE_RATIO` bytes between two checks: a payload
 * that inflates past the ceiling is refused as soon as it crosses it, without the whole being
 * held in memory (a deflate stream of 300 KB can inflate to 300 MB). The zlib trailer's
 * adler-32 is then checked against the inflated bytes.
 */
import { Inflate } from 'fflate';

/** Compressed bytes fed to the inflater at a time. */
export const INPUT_CHUNK = 256;
/** The most a deflate stream can grow: a 258-byte match per 2 bits of code (RFC 1951). */
export const MAX_DEFLATE_RATIO = 1032;
/** The most one chunk of input can add to the output (the bound the tests measure). */
export const MAX_OUTPUT_CHUNK = INPUT_CHUNK * MAX_DEFLATE_RATIO;

export type InflateProblem = 'too-large' | 'damaged' | 'checksum';

/** The adler-32 of `bytes`, continued from `start` (RFC 1950, section 8.2). */
export function adler32(bytes: Uint8Array, start = 1): number {
	let a = start & 0xffff;
	let b = start >>> 16;
	// 5552 bytes is the longest run whose sums cannot overflow before the modulo.
	for (let i = 0; i < bytes.length;) {
		const end = Math.min(bytes.length, i + 5552);
		for (; i < end; i++) {
			a += bytes[i]!;
			b += a;
		}
		a %= 65521;
		b %= 65521;
	}
	return ((b << 16) | a) >>> 0;
}

/** Whether the two header bytes are a zlib header fflate can read (deflate, no preset dictionary). */
function zlibHeader(bytes: Uint8Array): boolean {
	const cmf = bytes[0]!;
	const flg = bytes[1]!;
	return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;
}

/**
 * The inflated bytes of a zlib stream, or why not: `too-large` once the output passes `max` bytes
 * (nothing past it is kept), `damaged` for a stream that does not decode or ends early,
 * `checksum` when the trailer's adler-32 is not the inflated bytes'. `onChunk` sees each output
 * chunk as it is produced (for the tests that measure it).
 */
export function inflateZlib(
	packed: Uint8Array,
	max: number,
	onChunk?: (chunk: Uint8Array) => void
): Uint8Array | InflateProblem {
	if (packed.length < 6 || !zlibHeader(packed)) return 'damaged';
	const chunks: Uint8Array[] = [];
	let size = 0;
	let sum = 1;
	let over = false;
	const stream = new Inflate((chunk) => {
		onChunk?.(chunk);
		if (size + chunk.length > max) {
			over = true;
			throw new Error('too large');
		}
		size += chunk.length;
		sum = adler32(chunk, sum);
		chunks.push(chunk);
	});
	const body = packed.subarray(2, packed.length - 4);
	try {
		for (let at = 0; at < body.length; at += INPUT_CHUNK) {
			const end = Math.min(body.length, at + INPUT_CHUNK);
			stream.push(body.subarray(at, end), end === body.length);
		}
	} catch {
		return over ? 'too-large' : 'damaged';
	}
	const t = packed.length - 4;
	const trailer = ((packed[t]! << 24) | (packed[t + 1]! << 16) | (packed[t + 2]! << 8) | packed[t + 3]!) >>> 0;
	if (trailer !== sum) return 'checksum';
	const out = new Uint8Array(size);
	let at = 0;
	for (const chunk of chunks) {
		out.set(chunk, at);
		at += chunk.length;
	}
	return out;
}
