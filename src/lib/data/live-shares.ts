/**
 * Whether a match is shared live on this phone, read without loading the live-sharing chunk (Yjs
 * and its provider load only for a match that is shared).
 */
import { db } from './db';

/** True if the match was shared or joined live here and sharing was not stopped. */
export async function isLiveShared(matchId: string): Promise<boolean> {
	try {
		return (await db().liveShares.get(matchId)) !== undefined;
	} catch {
		return false;
	}
}
