/**
 * The checks of the merge planner that refuse a whole file against what this device holds: a
 * round or a seat referring to nothing, a round id (or a tombstone's) that belongs to another match
 * here, a match that is another game here, a setup the game's rules refuse. Pure.
 */
import type { AnyGame } from '$lib/engine/core/types';
import type { MatchRecord } from './schema';
import type { BackupFile, BackupProblem, MatchRef } from './backup-format';
import { setupViolations } from './backup-rules';
import type { DeviceSnapshot, MatchRules } from './backup-plan';

/** A match as a message names it. */
export function refOf(match: MatchRecord, names: (id: string) => string): MatchRef {
	return {
		id: match.id,
		gameId: match.gameId,
		createdAt: match.createdAt,
		names: match.seats.map((s) => names(s.playerId))
	};
}

/** Checks references, ids and setups; a problem refuses the whole file. */
export function refuse(
	file: BackupFile,
	device: DeviceSnapshot,
	games: ReadonlyMap<string, AnyGame>,
	rules: MatchRules,
	names: (id: string) => string
): BackupProblem | null {
	const fileMatches = new Map(file.matches.map((m) => [m.id, m]));
	const filePlayers = new Set(file.players.map((p) => p.id));
	const purged = (id: string) => device.tombstones.get(id)?.kind === 'match';
	const deletedRounds = (file.deleted ?? []).filter((t) => t.kind === 'round');
	for (const r of [...file.rounds, ...deletedRounds])
		if (!fileMatches.has(r.matchId) && !device.matches.has(r.matchId) && !purged(r.matchId))
			return { code: 'missing-reference', values: { id: r.matchId } };
	for (const m of file.matches)
		for (const s of m.seats)
			if (!filePlayers.has(s.playerId) && !device.players.has(s.playerId))
				return { code: 'missing-reference', values: { id: s.playerId } };
	const matchOf = (id: string) => fileMatches.get(id) ?? device.matches.get(id);
	for (const r of file.rounds) {
		const gameId = matchOf(r.matchId)?.gameId;
		if (gameId !== undefined && !games.has(gameId)) return { code: 'unknown-game', values: { game: gameId } };
	}
	for (const r of [...file.rounds, ...deletedRounds]) {
		const owner = device.roundOwners.get(r.id);
		if (owner !== undefined && owner !== r.matchId) {
			const match = matchOf(r.matchId);
			const other = device.matches.get(owner);
			return {
				code: 'round-moved',
				values: { id: r.id },
				...(match ? { match: refOf(match, names) } : {}),
				...(other ? { other: refOf(other, names) } : {})
			};
		}
	}
	for (const m of file.matches) {
		const here = device.matches.get(m.id);
		if (here && here.gameId !== m.gameId) return { code: 'game-changed', match: refOf(m, names) };
		const game = games.get(m.gameId);
		if (!game) return { code: 'unknown-game', values: { game: m.gameId } };
		const violation = setupViolations(game, m, rules.setupOf)[0];
		if (violation) return { code: 'bad-setup', match: refOf(m, names), violation };
	}
	return null;
}
