/** KooseKort's match state and where it starts (rules/koosekort.txt "How to play"). */
import { isSeat } from '../../core/reader';
import type { BaseState, MatchSetup } from '../../core/types';
import type { KooseKortConfig } from './options';

/** The match state: totals, rounds played, the next dealer, the last round's points (tie-break) and the Krush seat. */
export interface KooseKortState extends BaseState {
	/** Seat dealing the next round (rules/koosekort.txt "How to play" 6: the deal passes clockwise). */
	readonly dealer: number;
	/** Points of the last scored round, for the *last round decides* tie-break. */
	readonly lastRound: readonly number[] | null;
	/** Seat that made a KooseKort Krush (the match is over), else null. */
	readonly krush: number | null;
}

/** Totals at 0 (a match is always four fresh rounds); the first dealer deals round 1. */
export function initialState(setup: MatchSetup<KooseKortConfig>): KooseKortState {
	return {
		totals: Array.from({ length: setup.seatCount }, () => 0),
		roundsPlayed: 0,
		dealer: isSeat(setup.firstDealer, setup.seatCount) ? setup.firstDealer : 0,
		lastRound: null,
		krush: null
	};
}
