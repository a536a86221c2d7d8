/**
 * Players of a received match linked by name to this phone's roster: a player the other phone
 * knows under its own id but who has the same name as a player here is offered as that player, so
 * a transfer does not fill the roster with a second "Ana". A link rewrites the received file's
 * seats to the local player's id before the file is checked and planned on the backup import's
 * path; the person may refuse any link, and the player then comes in as a new roster entry.
 */
import type { BackupFile } from './backup-format';
import { db } from './db';
import type { PlayerRecord } from './schema';

/** One received player taken as a player of this phone. */
export interface NameLink {
	/** The received player's id. */
	fileId: string;
	/** The player here with the same name. */
	localId: string;
	name: string;
}

const key = (name: string) => name.toLocaleLowerCase();

/**
 * The links to offer: each received player whose id is not on this phone and whose name (case
 * aside) a roster player bears, each roster player at most once, never a player already seated in
 * the same match.
 */
export function nameLinks(file: BackupFile, roster: readonly PlayerRecord[]): NameLink[] {
	const here = new Set(roster.map((p) => p.id));
	const byName = new Map<string, PlayerRecord[]>();
	for (const p of [...roster].sort(
		(a, b) => Number(!!a.archived) - Number(!!b.archived) || a.createdAt - b.createdAt
	)) {
		const list = byName.get(key(p.name));
		if (list) list.push(p);
		else byName.set(key(p.name), [p]);
	}
	const taken = new Set(file.matches.flatMap((m) => m.playerIds).filter((id) => here.has(id)));
	const links: NameLink[] = [];
	for (const p of file.players) {
		if (here.has(p.id)) continue;
		const local = byName.get(key(p.name))?.find((candidate) => !taken.has(candidate.id));
		if (!local) continue;
		taken.add(local.id);
		links.push({ fileId: p.id, localId: local.id, name: local.name });
	}
	return links;
}

/** The file with each linked player's seats given to the local player, and that player's record dropped. */
export function linkPlayers(file: BackupFile, links: readonly NameLink[]): BackupFile {
	if (links.length === 0) return file;
	const to = new Map(links.map((l) => [l.fileId, l.localId]));
	const swap = (id: string) => to.get(id) ?? id;
	return {
		...file,
		players: file.players.filter((p) => !to.has(p.id)),
		matches: file.matches.map((m) => ({
			...m,
			seats: m.seats.map((s) => ({ playerId: swap(s.playerId) })),
			playerIds: m.playerIds.map(swap)
		}))
	};
}

/** Why a received payload is not one match on its own: what a QR transfer may carry is refused otherwise. */
export type OneMatchProblem = 'not-one-match' | 'foreign-rounds' | 'foreign-players';

/**
 * Checks that a received file is one match and nothing else: exactly one match (no club night), rounds and
 * tombstones of that match only (a round of another match on this phone would change that
 * match), and only the players seated at it (another player's record could rename them).
 */
export function oneMatchProblem(file: BackupFile): OneMatchProblem | null {
	const [match, ...others] = file.matches;
	if (!match || others.length > 0 || (file.nights ?? []).length > 0) return 'not-one-match';
	const elsewhere = (r: { matchId: string }) => r.matchId !== match.id;
	if (file.rounds.some(elsewhere) || (file.deleted ?? []).some(elsewhere)) return 'foreign-rounds';
	const seated = new Set(match.playerIds);
	if (file.players.some((p) => !seated.has(p.id))) return 'foreign-players';
	return null;
}

/** Every player on this phone's roster (archived ones included). */
export async function rosterPlayers(): Promise<PlayerRecord[]> {
	return db().players.toArray();
}
