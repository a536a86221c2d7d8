/**
 * What a phone keeps of a night read from the room (the remote side of the bridge, apart from the
 * local writes of `night-bridge.ts`): each phone stays the authority on its own part and takes
 * the rest from the room. The organiser keeps its settings, entrants and rounds and takes the
 * tables' reports; a table's phone keeps its own table's reports and takes the plan and the other
 * tables; the room's link takes everything. Pure; never throws.
 */
import type { Night, TableReport } from '$lib/engine/club/night';
import type { NightReading } from './night-view';

/** Who a phone is in a night's room. */
export type NightRole =
	{ readonly kind: 'organiser' } | { readonly kind: 'table'; readonly table: number } | { readonly kind: 'viewer' };

const key = (r: TableReport) => `${r.round}/${r.table}`;

/**
 * The night this phone should hold after reading the room, or null when what it holds (`local`)
 * is already that (or the room holds no night yet).
 */
export function mergeRemote(local: Night | null, reading: NightReading, role: NightRole): Night | null {
	const remote = reading.night;
	if (!remote) return null;
	let merged: Night;
	if (role.kind === 'organiser' && local) merged = { ...local, reports: remote.reports };
	else if (role.kind === 'table' && local) {
		const own = local.reports.filter((r) => r.table === role.table);
		const ownKeys = new Set(own.map(key));
		merged = { ...remote, reports: [...remote.reports.filter((r) => !ownKeys.has(key(r))), ...own] };
	} else merged = remote;
	merged = { ...merged, reports: [...merged.reports].sort((a, b) => a.round - b.round || a.table - b.table) };
	return local && JSON.stringify(local) === JSON.stringify(merged) ? null : merged;
}
