// The QR reader's two halves come from two packages: the JavaScript glue is bundled inside
// barcode-detector, and the .wasm file the app serves (reader.ts imports it with `?url`, so it is
// precached) comes from zxing-wasm. An upgrade of one without the other would load a wasm the
// glue does not match, which fails only on a phone without a native BarcodeDetector.
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe("the QR reader's wasm file", () => {
	it("is the very file the glue was built for (its SHA-256) and zxing-wasm's version is the glue's", () => {
		const served = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
		expect(createHash('sha256').update(readFileSync(served)).digest('hex')).toBe(ZXING_WASM_SHA256);
		// zxing-wasm exports no package.json: it is two folders up from dist/reader.
		const pkg = JSON.parse(readFileSync(new URL('../../package.json', pathToFileURL(served)), 'utf8')) as {
			version: string;
		};
		expect(pkg.version).toBe(ZXING_WASM_VERSION);
	});
});
