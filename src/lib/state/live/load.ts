/**
 * The one way into the data layer's live sharing: loaded on demand (a dynamic import), so a
 * match that is not shared loads none of it and the first load does not grow.
 */
import type { LiveSharing } from '$lib/data/live/link';

export type { LiveSharing };

let loading: Promise<LiveSharing> | null = null;

/** The app's live sharing, loaded once on first use. */
export function loadLiveSharing(): Promise<LiveSharing> {
	loading ??= import('$lib/data/live/bridge').then((bridge) => bridge.liveSharing);
	loading.catch(() => (loading = null));
	return loading;
}

/** Whether a match is shared live here, read without loading the live chunk. */
export async function isShared(matchId: string): Promise<boolean> {
	const { isLiveShared } = await import('$lib/data/live-shares');
	return isLiveShared(matchId);
}
