/**
 * Entries of a backup file or QR code stamped further in the future than this phone's clock may
 * move (hlc.ts `MAX_DRIFT`, a day): such a stamp would win over everything done here until that
 * future comes, so the entry is set aside: listed in the import's preview with its date, never
 * written, and its stamp is not shown to the clock. A match set aside takes its rounds and
 * deletions with it, and so does a match seating a player set aside that this device lacks, and a
 * club night with a table's match set aside that this device lacks. Pure.
 */
import { maxOf } from '$lib/engine/core/arrays';
import type { BackupFile, MatchRef } from './backup-format';
import type { DeviceSnapshot } from './backup-plan';
import { refOf } from './backup-refuse';
import { isFarFuture, wallOf } from './hlc';

/** One entry set aside: what it is, what it belongs to, and the date its stamp claims. */
export interface FutureEntry {
	kind: 'player' | 'match' | 'round' | 'deletion' | 'night';
	id: string;
	/** A player's or a night's name. */
	name?: string;
	/** The match a match, round or deletion entry is (or belongs to), when it is known. */
	match?: MatchRef;
	/** The wall time of its latest stamp (milliseconds), to show. */
	at: number;
}

/** The file without the entries stamped too far past `at` (ms), and those entries. */
export function setAsideFuture(
	file: BackupFile,
	device: Pick<DeviceSnapshot, 'players' | 'matches' | 'tableMatches'>,
	at: number
): { kept: BackupFile; future: FutureEntry[] } {
	const ahead = (...stamps: (number | undefined)[]) => {
		const far = stamps.filter((s): s is number => s !== undefined && isFarFuture(s, at));
		return far.length > 0 ? wallOf(maxOf(far)) : null;
	};
	const deleted = file.deleted ?? [];
	const nights = file.nights ?? [];
	const anyAhead =
		[...file.players, ...file.matches, ...file.rounds, ...nights].some((r) => ahead(r.updatedAt) !== null) ||
		nights.some((n) => ahead(n.deletedAt) !== null) ||
		file.matches.some((m) => ahead(m.deletedAt) !== null) ||
		deleted.some((t) => ahead(t.deletedAt) !== null);
	if (!anyAhead) return { kept: file, future: [] };

	const future: FutureEntry[] = [];
	const names = new Map([...device.players.values(), ...file.players].map((p) => [p.id, p.name]));
	const playerAt = new Map<string, number>();
	for (const p of file.players) {
		const when = ahead(p.updatedAt);
		if (when === null) continue;
		future.push({ kind: 'player', id: p.id, name: p.name, at: when });
		if (!device.players.has(p.id)) playerAt.set(p.id, when);
	}
	const matches = new Map([...device.matches, ...file.matches.map((m) => [m.id, m] as const)]);
	const refFor = (id: string) => {
		const match = matches.get(id);
		return match ? { match: refOf(match, (p) => names.get(p) ?? '?') } : {};
	};
	const goneMatches = new Set<string>();
	for (const m of file.matches) {
		const seated = m.playerIds.flatMap((id) => (playerAt.has(id) ? [playerAt.get(id)!] : []));
		const own = ahead(m.updatedAt, m.deletedAt);
		if (own === null && seated.length === 0) continue;
		goneMatches.add(m.id);
		future.push({ kind: 'match', id: m.id, ...refFor(m.id), at: maxOf([own ?? 0, ...seated]) });
	}
	const rounds = file.rounds.filter((r) => {
		if (goneMatches.has(r.matchId)) return false;
		const when = ahead(r.updatedAt);
		if (when !== null) future.push({ kind: 'round', id: r.id, ...refFor(r.matchId), at: when });
		return when === null;
	});
	const stones = deleted.filter((t) => {
		if (goneMatches.has(t.matchId)) return false;
		const when = ahead(t.deletedAt);
		if (when !== null) future.push({ kind: 'deletion', id: t.id, ...refFor(t.matchId), at: when });
		return when === null;
	});
	const matchAt = new Map(
		future.flatMap((e) => (e.kind === 'match' && !device.matches.has(e.id) ? [[e.id, e.at]] : []))
	);
	const keptNights = nights.filter((n) => {
		const lacking = n.reports.flatMap((r) =>
			matchAt.has(r.matchId) && !device.tableMatches?.has(r.matchId) ? [matchAt.get(r.matchId)!] : []
		);
		const own = ahead(n.updatedAt, n.deletedAt);
		if (own === null && lacking.length === 0) return true;
		future.push({ kind: 'night', id: n.id, name: n.settings.name, at: maxOf([own ?? 0, ...lacking]) });
		return false;
	});
	const kept: BackupFile = {
		...file,
		players: file.players.filter((p) => ahead(p.updatedAt) === null),
		matches: file.matches.filter((m) => !goneMatches.has(m.id)),
		rounds,
		deleted: stones,
		nights: keptNights
	};
	return { kept, future };
}
