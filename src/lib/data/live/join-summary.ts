/**
 * What a person about to join a live match is shown: the game, the players by seat and the number
 * of deals the room holds, and what joining changes on this phone (the import's preview): which
 * players it already has, under the name it keeps, which are new, and whether the match is added
 * or updated. Read from the document after the import's checks accepted it; anything that still
 * does not read is left out rather than trusted. Setup entries that are not applied (`setup-choice.ts`)
 * are named with their reason: they never stop a join.
 */
import type { MergePlan } from '../backup-plan';
import type { JoinSummary } from './link';
import { liveRounds, type DocView } from './match-doc';
import type { SetupSkip } from './setup-choice';

/**
 * The summary of match `matchId` as the document holds it; `here` maps the ids of the players this
 * phone already has to their names here (they keep them), `plan` is the join's import plan,
 * `skipped` the setup entries not applied.
 */
export function joinSummary(
	view: DocView,
	matchId: string,
	here: ReadonlyMap<string, string>,
	plan: Pick<MergePlan, 'matches' | 'changes'>,
	skipped: readonly SetupSkip[] = []
): JoinSummary {
	const match = (view.setup?.match ?? {}) as Record<string, unknown>;
	const names = docPlayers(view);
	const ids = (Array.isArray(match['playerIds']) ? (match['playerIds'] as unknown[]) : []).filter(
		(id): id is string => typeof id === 'string' && names.has(id)
	);
	const known = ids.flatMap((id) => {
		const name = here.get(id);
		return name === undefined ? [] : [{ name, room: names.get(id) === name ? null : names.get(id)! }];
	});
	const change = plan.changes.find((c) => c.ref.id === matchId);
	return {
		gameId: typeof match['gameId'] === 'string' ? match['gameId'] : '',
		players: ids.map((id) => here.get(id) ?? names.get(id)!),
		deals: liveRounds(view, matchId).length,
		known,
		added: ids.filter((id) => !here.has(id)).map((id) => names.get(id)!),
		match: plan.matches.added > 0 ? { kind: 'added' } : { kind: 'updated', newDeals: change?.roundsAdded ?? 0 },
		notApplied: skipped.map(({ by, reason }) => ({ by, reason }))
	};
}

/** The players the document's setup names, id to name (to look them up on this phone). */
export function docPlayers(view: DocView): Map<string, string> {
	const names = new Map<string, string>();
	for (const player of view.setup?.players ?? []) {
		const { id, name } = player as Record<string, unknown>;
		if (typeof id === 'string' && typeof name === 'string') names.set(id, name);
	}
	return names;
}
