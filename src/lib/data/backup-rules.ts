/**
 * Rules a backup's planner shares with live sharing: deep equality of two JSON values, and a
 * match's setup checked by its game's own setup rules, as the new-match form checks it.
 */
import type { AnyGame, MatchSetup, Violation } from '$lib/engine/core/types';
import type { MatchRecord } from './schema';

/** Deep equality of two JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
	const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
	if (ka.length !== kb.length) return false;
	return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Problems with a match's setup by its game's own setup rules, as the new-match form checks
 * them: seat count, the same player twice, house options (`validateSetup`), starting scores.
 */
export function setupViolations(
	game: AnyGame,
	match: MatchRecord,
	setupOf: (game: AnyGame, match: MatchRecord) => MatchSetup<unknown>
): Violation[] {
	const out: Violation[] = [];
	const seats = match.seats.length;
	if (seats < game.minPlayers || seats > game.maxPlayers)
		out.push({ code: 'core.seat-count', field: 'seats', values: { min: game.minPlayers, max: game.maxPlayers } });
	if (new Set(match.seats.map((s) => s.playerId)).size !== seats) out.push({ code: 'core.name-twice', field: 'seats' });
	try {
		const setup = setupOf(game, match);
		for (const violation of game.validateSetup(setup)) out.push(violation);
		if (match.startingScores && (!game.startingScores || match.startingScores.length !== game.columns(setup).length))
			out.push({ code: 'backup.starting-scores', field: 'startingScores' });
	} catch (error) {
		out.push({ code: 'core.engine-error', values: { detail: error instanceof Error ? error.message : String(error) } });
	}
	return out;
}
