/**
 * The club nights kept on this phone (not in the trash), most recently changed first, as a live
 * list for History; and the night table a match is, for the match screen's way back.
 */
import { Live } from '$lib/data/live.svelte';
import { listNights, nightOfMatch, type NightRecord } from '$lib/data/nights';

export class NightList {
	#nights = new Live(() => listNights());

	/** The nights (undefined while loading). */
	get nights(): NightRecord[] | undefined {
		return this.#nights.current;
	}
}

/** The night and table a match is (undefined for a match of no night). */
export async function tableOfMatch(
	matchId: string
): Promise<{ nightId: string; name: string; table: number; round: number } | undefined> {
	try {
		const found = await nightOfMatch(matchId);
		return (
			found && {
				nightId: found.night.id,
				name: found.night.settings.name,
				table: found.report.table,
				round: found.report.round
			}
		);
	} catch {
		return undefined;
	}
}
