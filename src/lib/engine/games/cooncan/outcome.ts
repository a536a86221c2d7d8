/** When a Cooncan match ends and who deals and draws first (RULES-NOTES Cooncan; rules/cooncan.txt). */
import { leaders, nextSeat, seatAt } from '../../core/helpers';
import type { MatchSetup, Verdict, TurnFact } from '../../core/types';
import type { CooncanConfig } from './options';
import type { CooncanState } from './state';

/**
 * End of the match (RULES-NOTES Cooncan: "Match ends after an agreed number of deals or at an
 * agreed net"). Open matches never end by themselves. After N deals (void deals count: they were
 * dealt) the highest net wins. With a net target, the match ends after the first deal that takes
 * a net to the target; only the player who went out gains in a deal, so only they can get there.
 * Tie rule (ours): equal highest nets share the win. After one round of deals (Foster's laws for
 * four or five: "One round of deals is a game"; each player has dealt once, void deals included)
 * the highest net wins. Two players scoring games count games won instead of nets.
 */
export function outcome(state: CooncanState, setup: MatchSetup<CooncanConfig>): Verdict {
	const { end, endAt } = setup.config;
	if (end === 'round' && state.roundsPlayed >= setup.seatCount && state.roundsPlayed > 0)
		return { over: true, winners: leaders(state.totals, 'high'), reason: 'cooncan.round-played' };
	if (end === 'open' || end === 'round' || endAt === null || state.roundsPlayed === 0) return { over: false };
	if (end === 'deals' && state.roundsPlayed >= endAt)
		return { over: true, winners: leaders(state.totals, 'high'), reason: 'cooncan.deals-played' };
	if (end === 'net' && state.totals.some((t) => t >= endAt))
		return { over: true, winners: leaders(state.totals, 'high'), reason: 'cooncan.net-reached' };
	return { over: false };
}

/** The dealer, and the player on the dealer's left, who has the first draw (rules/cooncan.txt: "The player to the left of the dealer has the first draw"). */
export function turn(state: CooncanState, setup: MatchSetup<CooncanConfig>): TurnFact[] {
	return [
		{ role: 'dealer', seat: seatAt(state.dealer) },
		{ role: 'starts', seat: nextSeat(state.dealer, setup.seatCount) }
	];
}
