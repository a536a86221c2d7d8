/**
 * When a Coosner match ends and who deals and flips first (rules/coosner.txt; RULES-NOTES
 * Coosner "Game").
 */
import { columnAt, leaders, nextSeat, seatAt } from '../../core/helpers';
import type { MatchSetup, Verdict, TurnFact } from '../../core/types';
import { parseCoosnerConfig, type CoosnerConfig } from './options';
import { seatIndex, type CoosnerState } from './state';

/** Where a match stands against the end score (RULES-NOTES Coosner "Game"). */
export type EndCheck =
	| { readonly reached: false }
	| { readonly reached: true; readonly winner: number }
	| { readonly reached: true; readonly tied: readonly number[] };

/**
 * The end rule. rules/coosner.txt: the first player to reach the agreed score wins; if several
 * pass it, the highest total wins; a tie for the highest total plays on. RULES-NOTES Coosner
 * "Game": reaching the end score ends the game, highest wins, ties play on.
 */
export function endCheck(totals: readonly number[], endScore: number): EndCheck {
	if (!totals.some((t) => t >= endScore)) return { reached: false };
	const top = leaders(totals, 'high');
	const first = top[0];
	return top.length === 1 && first !== undefined ? { reached: true, winner: first } : { reached: true, tied: top };
}

/** RULES-NOTES Coosner "Game": over once a total reaches the end score with a single leader; a tie at the top plays on. */
export function outcome(state: CoosnerState, setup: MatchSetup<CoosnerConfig>): Verdict {
	if (state.roundsPlayed === 0) return { over: false };
	const end = endCheck(state.totals, parseCoosnerConfig(setup.config).endScore);
	return end.reached && 'winner' in end
		? { over: true, winners: [columnAt(end.winner)], reason: 'coosner.end-score-reached' }
		: { over: false };
}

/**
 * rules/coosner.txt: "the player to the left of last round's dealer becomes the new dealer";
 * "The player to the dealer's left begins the game by flipping a puppy".
 */
export function turn(state: CoosnerState, setup: MatchSetup<CoosnerConfig>): TurnFact[] {
	const n = Math.max(1, setup.seatCount);
	const dealer = seatIndex(state.dealer, n);
	return [
		{ role: 'dealer', seat: seatAt(dealer) },
		{ role: 'flips-first', seat: nextSeat(dealer, n) }
	];
}
