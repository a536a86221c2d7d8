/** When a KooseKort match ends and who deals and starts (rules/koosekort.txt "Scoring", "How to play"). */
import { minOf } from '../../core/arrays';
import { columnAt, leaders, nextSeat, seatAt } from '../../core/helpers';
import type { MatchSetup, Verdict, TurnFact } from '../../core/types';
import { KOOSEKORT_ROUNDS, type KooseKortConfig } from './options';
import type { KooseKortState } from './state';

/**
 * The end of the match (rules/koosekort.txt "Scoring"): a Krush wins at once
 * (`koosekort.krush`); after four rounds the lowest total wins (`koosekort.four-rounds`, a tie is
 * shared), or with the *last round decides* option the tied player with the lowest last round
 * wins (`koosekort.last-round-decides`; still shared when that ties too).
 */
export function outcome(state: KooseKortState, setup: MatchSetup<KooseKortConfig>): Verdict {
	if (state.krush !== null) return { over: true, winners: [columnAt(state.krush)], reason: 'koosekort.krush' };
	if (state.roundsPlayed < KOOSEKORT_ROUNDS) return { over: false };
	const lead = leaders(state.totals, 'low');
	if (lead.length > 1 && setup.config.tieBreak === 'last-round' && state.lastRound) {
		const last = state.lastRound;
		const best = minOf(lead.map((c) => last[c] ?? 0));
		const decided = lead.filter((c) => (last[c] ?? 0) === best);
		if (decided.length < lead.length) return { over: true, winners: decided, reason: 'koosekort.last-round-decides' };
	}
	return { over: true, winners: lead, reason: 'koosekort.four-rounds' };
}

/**
 * The dealer, and who starts: the player clockwise from the dealer (rules/koosekort.txt "How to
 * play" 1); the deal passes clockwise each round ("How to play" 6).
 */
export function turn(state: KooseKortState, setup: MatchSetup<KooseKortConfig>): TurnFact[] {
	return [
		{ role: 'dealer', seat: seatAt(state.dealer) },
		{ role: 'starts', seat: nextSeat(state.dealer, setup.seatCount) }
	];
}
