/**
 * Settling a checked Cooncan deal (RULES-NOTES Cooncan "Settlement"): each loser pays the winner
 * the count of the cards left in hand; a run-out pack voids the deal. The deal passes to the left.
 */
import { addTotals, nextSeat } from '../../core/helpers';
import type { ExplanationLine, MatchSetup, RoundResult } from '../../core/types';
import { cardCount, handCount } from './counts';
import { isCardsHand, type CooncanDeal, type CooncanHand, type CooncanOutDeal } from './input';
import { SEATS, type CooncanConfig } from './options';
import { ids } from './rules';
import type { CooncanState } from './state';

/** One loser's settlement (RULES-NOTES Cooncan: "Each loser pays the winner that count"). */
export interface Payment {
	/** The loser's seat. */
	readonly seat: number;
	/** The count of the cards left in hand. */
	readonly count: number;
	/** What the loser pays: the count, doubled after a void deal with the "double-next" option. */
	readonly paid: number;
}

/**
 * What each loser of a deal pays (RULES-NOTES Cooncan: "Each loser pays the winner that count;
 * losers do not pay each other"), in seat order starting left of the winner. `doubled` follows
 * the option "the next deal's settlement counts double". The entry form previews a deal not yet
 * read with it, so a hand that is neither cards nor a count pays 0.
 */
export function payments(
	deal: { readonly winner: number; readonly hands: readonly (CooncanHand | null | undefined)[] },
	config: CooncanConfig,
	doubled: boolean
): Payment[] {
	const factor = doubled ? 2 : 1;
	return [1, 2].map((step) => {
		const seat = (deal.winner + step) % SEATS;
		const hand = deal.hands[seat];
		const count = isCardsHand(hand) ? handCount(hand.cards, config.aceValue) : hand && 'count' in hand ? hand.count : 0;
		return { seat, count, paid: count * factor };
	});
}

/** The points and lines of a settled deal: per loser what it pays (each card's count when tapped), then what the winner collects. */
function settle(state: CooncanState, deal: CooncanOutDeal, config: CooncanConfig): RoundResult {
	const doubled = state.doubleNext;
	const winner = deal.winner;
	const points = [0, 0, 0];
	const lines: ExplanationLine[] = [ids.line('cooncan.went-out', { seat: winner })];
	for (const { seat, count, paid } of payments(deal, config, doubled)) {
		points[seat] = -paid;
		points[winner] = (points[winner] ?? 0) + paid;
		const hand = deal.hands[seat];
		if (isCardsHand(hand)) {
			// Each card with its count, in one line ("B pays A 20 (K spades 10, 7 diamonds 7, 3 clubs 3)").
			const cardCounts = hand.cards.map((card) => `${card}:${cardCount(card, config.aceValue) ?? 0}`).join(',');
			lines.push(
				ids.line(
					'cooncan.pays',
					{ seat, winnerSeat: winner, points: paid, count, cards: hand.cards.join(','), cardCounts },
					seat,
					-paid
				)
			);
		} else {
			lines.push(ids.line('cooncan.pays-count', { seat, winnerSeat: winner, points: paid, count }, seat, -paid));
		}
		if (doubled) lines.push(ids.line('cooncan.doubled', { seat, count, points: paid }));
		lines.push(ids.line('cooncan.collects', { seat: winner, fromSeat: seat, points: paid }, winner, paid));
	}
	return { points, lines };
}

/**
 * Settles a deal (RULES-NOTES Cooncan): each loser pays the winner the count of the cards left
 * in hand; a run-out pack voids the deal and, with "double-next", makes the next settled deal
 * count double (several void deals in a row still only double). The deal passes to the left.
 */
export function apply(
	state: CooncanState,
	deal: CooncanDeal,
	setup: MatchSetup<CooncanConfig>
): { state: CooncanState; result: RoundResult } {
	const config = setup.config;
	const dealer = nextSeat(state.dealer, SEATS);
	if (deal.kind === 'pack-ran-out') {
		const doubleNext = config.packRunOut === 'double-next';
		const lines = [ids.line('cooncan.void-deal')];
		if (doubleNext) lines.push(ids.line('cooncan.next-doubled'));
		return {
			state: { ...state, roundsPlayed: state.roundsPlayed + 1, dealer, doubleNext, voidDeals: state.voidDeals + 1 },
			result: { points: [0, 0, 0], lines }
		};
	}
	const { points, lines } = settle(state, deal, config);
	return {
		state: {
			...state,
			totals: addTotals(state.totals, points),
			roundsPlayed: state.roundsPlayed + 1,
			dealer,
			doubleNext: false,
			settledDeals: state.settledDeals + 1,
			lastWinner: deal.winner
		},
		result: { points, lines }
	};
}
