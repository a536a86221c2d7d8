/** Folding a checked Coinche deal onto the match (RULES-NOTES Coinche "Seating", "All four pass"). */
import { addTotals } from '../../core/helpers';
import type { MatchSetup, RoundResult } from '../../core/types';
import type { CoincheDeal } from './input';
import type { CoincheConfig } from './options';
import { nextInPlay } from './outcome';
import { ids } from './rules';
import { scoreDeal } from './score';
import type { CoincheState } from './state';

/**
 * Scores a deal (RULES-NOTES Coinche) and passes the deal on (RULES-NOTES Coinche "Seating");
 * all passed: no score, the next dealer deals (RULES-NOTES Coinche "All four pass").
 */
export function apply(
	state: CoincheState,
	deal: CoincheDeal | 'passed',
	setup: MatchSetup<CoincheConfig>
): { state: CoincheState; result: RoundResult } {
	const dealer = nextInPlay(state.dealer, setup.config.direction);
	if (deal === 'passed') {
		const points = [0, 0];
		return {
			state: { totals: [...state.totals], roundsPlayed: state.roundsPlayed + 1, dealer, lastDeal: points },
			result: { points, lines: [ids.line('coinche.all-passed', { dealerSeat: dealer })] }
		};
	}
	const score = scoreDeal(deal, setup.config);
	const points = [...score.points];
	return {
		state: { totals: addTotals(state.totals, points), roundsPlayed: state.roundsPlayed + 1, dealer, lastDeal: points },
		result: { points, lines: score.lines }
	};
}
