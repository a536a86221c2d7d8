/**
 * Who deals, bids and leads next, and when a Coinche match ends (RULES-NOTES Coinche "Seating",
 * "Game"; rules/coinche.txt "BIDDING", "END OF GAME").
 */
import { columnAt, nextSeat, seatAt } from '../../core/helpers';
import type { Verdict, Seat, TurnFact } from '../../core/types';
import { SEATS, type CoincheDirection } from './options';

/**
 * The seat after `seat` in the direction of play (RULES-NOTES Coinche "Seating"): anticlockwise the
 * next player is on the right (the seat before, since seats are numbered clockwise); clockwise, on the left.
 */
export function nextInPlay(seat: number, direction: CoincheDirection): Seat {
	return nextSeat(seat, SEATS, direction === 'anticlockwise' ? -1 : 1);
}

/**
 * End of the match (RULES-NOTES Coinche "Game"; rules/coinche.txt "END OF GAME"): after a deal,
 * the first team at or over the target wins; both over: the higher total; equal totals: the team
 * that scored more in the last deal. Equal in that too (only possible after a passed deal from
 * carried-over scores): play on.
 */
export function coincheOutcome(
	totals: readonly number[],
	lastDeal: readonly number[] | null,
	target: number,
	roundsPlayed: number
): Verdict {
	if (roundsPlayed === 0) return { over: false };
	const a = totals[0] ?? 0;
	const b = totals[1] ?? 0;
	const overA = a >= target;
	const overB = b >= target;
	if (!overA && !overB) return { over: false };
	if (overA !== overB) return { over: true, winners: [columnAt(overA ? 0 : 1)], reason: 'coinche.target-reached' };
	if (a !== b) return { over: true, winners: [columnAt(a > b ? 0 : 1)], reason: 'coinche.both-over-higher' };
	const la = lastDeal?.[0] ?? 0;
	const lb = lastDeal?.[1] ?? 0;
	if (la === lb) return { over: false };
	return { over: true, winners: [columnAt(la > lb ? 0 : 1)], reason: 'coinche.both-over-last-deal' };
}

/**
 * Who deals, bids first and leads the next deal (rules/coinche.txt "BIDDING": bidding "begins with
 * the player on the dealer's right", "GAMEPLAY": the same player starts; RULES-NOTES Coinche
 * "Seating": mirrored when the table plays clockwise).
 */
export function coincheTurn(dealer: number, direction: CoincheDirection): TurnFact[] {
	const first = nextInPlay(dealer, direction);
	return [
		{ role: 'dealer', seat: seatAt(dealer) },
		{ role: 'bids-first', seat: first },
		{ role: 'leads', seat: first }
	];
}
