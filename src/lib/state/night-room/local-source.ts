/**
 * The room's screen fed from this phone's own record of a club night: the organiser's "Show to
 * the room", and a room link's phone, whose record the night's live link keeps (night-live). The
 * stored night comes as a live query; whether it is up to date comes from the night's live link
 * when there is one (`freshnessOf` its status), else it is: a night kept on this phone alone is
 * everything there is to know. A night in the trash is no night for the room.
 */
import { follow } from '$lib/data/live.svelte';
import type { LiveStatus } from '$lib/data/live/link';
import { getNight } from '$lib/data/nights';
import type { Freshness, NightSource } from './room-screen.svelte';

/** Calls back with the night's live link status on each change (null: not shared); returns the stop. */
export type StatusWatch = (status: (status: LiveStatus | null) => void) => () => void;

/**
 * Whether a night whose link says `status` is up to date: live (or not shared) it is; opening the
 * connection or retrying an unreachable server, it is reconnecting; otherwise (offline, refused,
 * room changes not stored) what the screen shows may be behind; sharing ended, it stays as it was.
 */
export function freshnessOf(status: LiveStatus | null): Freshness {
	if (status === null || status.kind === 'live') return 'current';
	if (status.kind === 'connecting' || status.kind === 'unreachable') return 'connecting';
	if (status.kind === 'ended') return 'ended';
	return 'offline';
}

/** The source of night `id` as stored on this phone, its freshness from `statuses` when shared live. */
export function storedNight(id: string, statuses?: StatusWatch): NightSource {
	return {
		watch(night, freshness) {
			const stopStatus = statuses ? statuses((status) => freshness(freshnessOf(status))) : null;
			if (!stopStatus) freshness('current');
			const stopNight = follow(
				() => getNight(id),
				(record) => night(record && record.deletedAt === undefined ? record : null),
				() => night(null)
			);
			return () => {
				stopNight();
				stopStatus?.();
			};
		}
	};
}
