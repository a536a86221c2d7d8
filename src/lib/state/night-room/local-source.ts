/**
 * The room's screen fed from this phone's own record of a club night (the organiser's "Show to
 * the room"): the stored night as a live query, which always holds what this phone knows, so it
 * is up to date by definition. A night in the trash is no night for the room.
 */
import { follow } from '$lib/data/live.svelte';
import { getNight } from '$lib/data/nights';
import type { NightSource } from './room-screen.svelte';

/** The source of night `id` as stored on this phone. */
export function storedNight(id: string): NightSource {
	return {
		watch(night, freshness) {
			freshness('current');
			return follow(
				() => getNight(id),
				(record) => night(record && record.deletedAt === undefined ? record : null),
				() => night(null)
			);
		}
	};
}
