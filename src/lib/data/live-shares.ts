/**
 * Whether a match is shared live on this phone, read without loading the live-sharing chunk (Yjs
 * and its provider load only for a match that is shared).
 */
import { db } from './db';

/** True if the match was shared or joined live here and sharing was not stopped (nor ended). */
export async function isLiveShared(matchId: string): Promise<boolean> {
	try {
		const row = await db().liveShares.get(matchId);
		return row !== undefined && !row.stopped;
	} catch {
		return false;
	}
}
