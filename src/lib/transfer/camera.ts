/**
 * The rear camera, asked for only when the person opens it: the stream, or why there is none
 * (permission refused, no camera, the browser has no camera access, or another failure).
 */
export type CameraProblem = 'refused' | 'none' | 'unsupported' | 'failed';

export async function openCamera(): Promise<MediaStream | CameraProblem> {
	if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'unsupported';
	try {
		return await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
	} catch (error) {
		const name = error instanceof DOMException ? error.name : '';
		if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
		if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'none';
		return 'failed';
	}
}

/** Stops every track of a stream (the camera light goes off). */
export function closeCamera(stream: MediaStream): void {
	for (const track of stream.getTracks()) track.stop();
}
