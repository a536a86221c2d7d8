/**
 * What a person about to join a live match is shown: the game, the players by seat and the number
 * of deals the room holds. Read from the document after the import's checks accepted it; anything
 * that still does not read is left out rather than trusted.
 */
import type { JoinSummary } from './link';
import { liveRounds, type DocView } from './match-doc';

/** The summary of match `matchId` as the document holds it. */
export function joinSummary(view: DocView, matchId: string): JoinSummary {
	const match = (view.setup?.match ?? {}) as Record<string, unknown>;
	const names = new Map<string, string>();
	for (const player of view.setup?.players ?? []) {
		const { id, name } = player as Record<string, unknown>;
		if (typeof id === 'string' && typeof name === 'string') names.set(id, name);
	}
	const ids = Array.isArray(match['playerIds']) ? (match['playerIds'] as unknown[]) : [];
	return {
		gameId: typeof match['gameId'] === 'string' ? match['gameId'] : '',
		players: ids.flatMap((id) => (typeof id === 'string' && names.has(id) ? [names.get(id)!] : [])),
		deals: liveRounds(view, matchId).length
	};
}
