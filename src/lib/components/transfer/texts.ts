/** Transfer messages in the person's language: why codes or a camera could not be used. */
import { formatNumber, lookup, m } from '$lib/i18n';
import type { CameraProblem, ScanProblem } from '$lib/state/transfer/match-scan.svelte';

/** Why the codes read so far do not make a match (the codes already held are kept). */
export function scanProblemText(problem: ScanProblem): string {
	const values = Object.fromEntries(
		Object.entries('values' in problem ? (problem.values ?? {}) : {}).map(([k, v]) => [k, formatNumber(v)])
	);
	// A loop too long to receive is told with its length (the sender's own refusal is `too_long`).
	const code = problem.code === 'too-long' ? 'loop-too-long' : problem.code;
	return lookup(`transfer_err_${code.replace(/-/g, '_')}`, values) ?? m.transfer_err_damaged();
}

const CAMERA: Record<CameraProblem, () => string> = {
	refused: m.transfer_camera_refused,
	none: m.transfer_camera_none,
	unsupported: m.transfer_camera_unsupported,
	failed: m.transfer_camera_failed
};

export function cameraProblemText(problem: CameraProblem): string {
	return CAMERA[problem]();
}
