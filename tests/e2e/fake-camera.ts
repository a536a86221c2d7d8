// A Chromium whose fake camera films a loop of pictures: what a phone held up to another phone's
// codes sees, for the scan screen's end-to-end tests.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';

/**
 * Launches a Chromium whose camera plays `frames` (JPEG pictures) in a loop, each held for about
 * half a second, as a person's slow loop would be filmed. An MJPEG file is JPEG frames one after
 * the other; the fake camera plays it at 30 frames a second. `close` ends the browser and removes
 * the file.
 */
export async function filmingCamera(frames: Buffer[]): Promise<{ camera: Browser; close(): Promise<void> }> {
	const video = join(tmpdir(), `tk-camera-${process.pid}-${Date.now()}.mjpeg`);
	writeFileSync(video, Buffer.concat(frames.flatMap((f) => Array.from({ length: 15 }, () => f))));
	const camera = await chromium.launch({
		executablePath: chromiumPath(),
		args: [
			...chromiumArgs,
			'--use-fake-ui-for-media-stream',
			'--use-fake-device-for-media-stream',
			`--use-file-for-fake-video-capture=${video}`
		]
	});
	return {
		camera,
		async close() {
			await camera.close();
			rmSync(video, { force: true });
		}
	};
}
