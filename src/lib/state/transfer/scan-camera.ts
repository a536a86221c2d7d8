/**
 * The camera side of receiving a match: the rear camera opened into a video element (permission is
 * asked then, not before) and searched for codes until the scan has what it needs or the
 * returned cleanup runs.
 */
import { closeCamera, openCamera, type CameraProblem } from '$lib/transfer/camera';
import type { CodeReader } from '$lib/transfer/reader';

/** How often the camera's picture is searched for a code. */
const SCAN_MS = 120;

/** What the camera loop needs of the scan it reads for. */
export interface CameraScanHooks {
	/** Takes one code's text. */
	take(text: string): Promise<unknown>;
	/** Whether reading is over (a preview to show, or what was read refused): the view then closes. */
	finished(): boolean;
	/** The code reader, or null when there is none. */
	reader(): Promise<CodeReader | null>;
	/** The camera's state as the loop moves it. */
	camera(state: 'off' | 'starting' | 'on'): void;
	/** The camera could not be opened. */
	failed(problem: CameraProblem): void;
	/** Closes the camera view. */
	close(): void;
}

/** Opens the camera into `video` and reads codes from it; returns the cleanup. */
export function scanCamera(video: HTMLVideoElement, hooks: CameraScanHooks): () => void {
	let stream: MediaStream | null = null;
	let timer: ReturnType<typeof setTimeout> | undefined;
	let stopped = false;
	const stop = (stream: MediaStream | null): void => {
		if (stream) closeCamera(stream);
		hooks.camera('off');
	};
	hooks.camera('starting');
	const scan = async (reader: CodeReader) => {
		if (stopped) return;
		if (video.readyState >= 2) for (const text of await reader.read(video)) await hooks.take(text);
		if (hooks.finished()) {
			hooks.close();
			return stop(stream);
		}
		timer = setTimeout(() => void scan(reader), SCAN_MS);
	};
	void (async () => {
		const opened = await openCamera();
		if (typeof opened === 'string') {
			hooks.failed(opened);
			hooks.close();
			hooks.camera('off');
			return;
		}
		stream = opened;
		if (stopped) return stop(stream);
		video.srcObject = stream;
		await video.play().catch(() => undefined);
		hooks.camera('on');
		const reader = await hooks.reader();
		if (stopped || !reader) return stop(stream);
		void scan(reader);
	})();
	return () => {
		stopped = true;
		clearTimeout(timer);
		stop(stream);
	};
}
