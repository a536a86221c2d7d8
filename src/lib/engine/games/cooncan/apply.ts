/**
 * Settling a checked Cooncan deal (RULES-NOTES Cooncan "Settlement"; docs/cooncan-variants.md):
 * each loser pays the winner the count of the cards left in hand; a run-out pack voids the deal.
 * Two players count games won, a tableau (nobody out) going to the winner of the next game. The
 * deal passes to the left.
 */
import { addTotals, nextSeat } from '../../core/helpers';
import type { ExplanationLine, MatchSetup, RoundResult } from '../../core/types';
import { cardCount, handCount } from './counts';
import { isCardsHand, type CooncanDeal, type CooncanHand, type CooncanOutDeal } from './input';
import { scoresGames, SEATS, type CooncanConfig } from './options';
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
	doubled: boolean,
	seatCount: number = SEATS
): Payment[] {
	const factor = doubled ? 2 : 1;
	return Array.from({ length: seatCount - 1 }, (_, i) => i + 1).map((step) => {
		const seat = (deal.winner + step) % seatCount;
		const hand = deal.hands[seat];
		const count = isCardsHand(hand) ? handCount(hand.cards, config.aceValue) : hand && 'count' in hand ? hand.count : 0;
		return { seat, count, paid: count * factor };
	});
}

/**
 * The game two players win (Foster's laws for two: "Each deal is a game in itself"; "it is a
 * tableau, and goes to the winner of the next game"): one game, plus every tableau carried. Scored
 * in the winner's column when the table counts games, else said without points.
 */
function gameWon(winner: number, tableaux: number, scored: boolean): ExplanationLine {
	const games = 1 + tableaux;
	return scored
		? ids.line('cooncan.game-won', { seat: winner, games, tableaux }, winner, games)
		: ids.line('cooncan.game-won', { seat: winner, games, tableaux });
}

/** The points and lines of a settled deal: per loser what it pays (each card's count when tapped), then what the winner collects. */
function settle(state: CooncanState, deal: CooncanOutDeal, setup: MatchSetup<CooncanConfig>): RoundResult {
	const { config, seatCount } = setup;
	const doubled = state.doubleNext;
	const winner = deal.winner;
	const points = Array.from({ length: seatCount }, () => 0);
	const lines: ExplanationLine[] = [ids.line('cooncan.went-out', { seat: winner })];
	if (seatCount === 2) {
		const games = scoresGames(config, seatCount);
		lines.push(gameWon(winner, state.tableaux, games));
		if (games) {
			points[winner] = 1 + state.tableaux;
			return { points, lines };
		}
	}
	for (const { seat, count, paid } of payments(deal, config, doubled, seatCount)) {
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
	const { config, seatCount } = setup;
	const dealer = nextSeat(state.dealer, seatCount);
	if (deal.kind === 'pack-ran-out') {
		const two = seatCount === 2;
		const doubleNext = !two && config.packRunOut === 'double-next';
		const tableaux = two ? state.tableaux + 1 : 0;
		const lines = [two ? ids.line('cooncan.tableau', { tableaux }) : ids.line('cooncan.void-deal')];
		if (doubleNext) lines.push(ids.line('cooncan.next-doubled'));
		const points = Array.from({ length: seatCount }, () => 0);
		return {
			state: {
				...state,
				roundsPlayed: state.roundsPlayed + 1,
				dealer,
				doubleNext,
				tableaux,
				voidDeals: state.voidDeals + 1
			},
			result: { points, lines }
		};
	}
	const { points, lines } = settle(state, deal, setup);
	return {
		state: {
			...state,
			totals: addTotals(state.totals, points),
			roundsPlayed: state.roundsPlayed + 1,
			dealer,
			doubleNext: false,
			tableaux: 0,
			settledDeals: state.settledDeals + 1,
			lastWinner: deal.winner
		},
		result: { points, lines }
	};
}
