/**
 * What this phone may do with a club night (docs/club-night.md, "What each phone sees"): the
 * organiser's phone (it made the night, or shared it) has the desk and every control that changes
 * the night; a table's phone (joined with a table's code) has its table, the standings and the way
 * to its match; the room link's phone has the room's screen. Read from the phone's stored share,
 * never from the network, so a screen knows before it draws a button that the server would refuse.
 * `stopped`: the night is no longer shared here (the organiser stopped sharing it).
 */
import { Live } from '$lib/data/live.svelte';
import { nightShareOf } from '$lib/data/night-live/night-shares';
import type { NightRole } from '$lib/data/night-live/night-remote';
import type { TablekeeperDb } from '$lib/data/schema';

/** The screen of a night that is this phone's own: the desk, its table, or the room's screen. */
export type NightHome = 'desk' | 'table' | 'room';

export interface NightAccess {
	readonly role: NightRole;
	/** The organiser's controls (draw, swap, confirm, open any table, share, end) are this phone's. */
	readonly organises: boolean;
	/** The table this phone scores, or null. */
	readonly table: number | null;
	readonly home: NightHome;
	/** The night was shared or joined here and is no longer shared. */
	readonly stopped: boolean;
}

/** A phone's access to a night from its stored share (none: the night is this phone's own). */
export function accessOf(share: { role: NightRole; stopped: boolean } | null): NightAccess {
	const role: NightRole = share?.role ?? { kind: 'organiser' };
	const stopped = share?.stopped ?? false;
	switch (role.kind) {
		case 'organiser':
			return { role, organises: true, table: null, home: 'desk', stopped };
		case 'table':
			return { role, organises: false, table: role.table, home: 'table', stopped };
		case 'viewer':
			return { role, organises: false, table: null, home: 'room', stopped };
	}
}

/** This phone's access to night `nightId` now. */
export async function nightAccess(nightId: string, db?: TablekeeperDb): Promise<NightAccess> {
	return accessOf(await nightShareOf(nightId, db));
}

/** This phone's access to a night, followed as its share changes (undefined while loading). */
export class NightAccessQuery {
	readonly #live: Live<NightAccess>;

	constructor(nightId: string, db?: TablekeeperDb) {
		this.#live = new Live(() => nightAccess(nightId, db));
	}

	get current(): NightAccess | undefined {
		return this.#live.current;
	}
}
