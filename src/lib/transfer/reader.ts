/**
 * Reading QR codes from a camera frame or a picture: the browser's own `BarcodeDetector` where it
 * reads QR codes, otherwise the `barcode-detector` ponyfill (ZXing compiled to WebAssembly). The
 * ponyfill's .wasm file is the app's own asset (precached by the service worker), never fetched
 * from elsewhere: the app reads codes offline and under its own-origin CSP. Loaded on first use.
 */
import type { BarcodeDetector as Ponyfill } from 'barcode-detector/ponyfill';

/** Finds the QR codes in an image; an image with none gives an empty list. */
export interface CodeReader {
	read(source: ImageBitmapSource): Promise<string[]>;
}

type Detector = Pick<Ponyfill, 'detect'>;

function readerOf(detector: Detector): CodeReader {
	return {
		async read(source) {
			try {
				return (await detector.detect(source)).map((code) => code.rawValue);
			} catch {
				return [];
			}
		}
	};
}

/** The browser's detector, when it has one that reads QR codes. */
async function nativeDetector(): Promise<Detector | null> {
	const Native = (globalThis as { BarcodeDetector?: typeof Ponyfill }).BarcodeDetector;
	if (!Native) return null;
	try {
		const formats = await Native.getSupportedFormats();
		return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
	} catch {
		return null;
	}
}

let loaded: Promise<CodeReader> | null = null;

/**
 * The code reader (made once): native where possible, else ZXing from the app's own wasm file.
 * Null when neither can be had (the wasm file could not be loaded); asking again tries again.
 */
export async function codeReader(): Promise<CodeReader | null> {
	loaded ??= (async () => {
		const native = await nativeDetector();
		if (native) return readerOf(native);
		const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
			import('barcode-detector/ponyfill'),
			import('zxing-wasm/reader/zxing_reader.wasm?url')
		]);
		await prepareZXingModule({
			overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
			fireImmediately: true
		});
		return readerOf(new BarcodeDetector({ formats: ['qr_code'] }));
	})();
	try {
		return await loaded;
	} catch {
		loaded = null;
		return null;
	}
}
