/**
 * Coinche (rules/coinche.txt; RULES-NOTES Coinche): four players in two partnerships, partners
 * opposite (seats 0+2 against 1+3). A round is one deal: all passed, or the contract (taker, bid,
 * trump, coinche / surcoinche), the belote, whether the takers won every trick and their card
 * points. The engine reads it, scores it with its explanation, moves the deal on and ends the
 * match at the target.
 */
import { defineGame } from '../../core/define';
import { oppositeTeams } from '../../core/helpers';
import { apply } from './apply';
import { emptyPlayedInput, type CoincheDeal, type CoincheInput } from './input';
import { options, SEATS, type CoincheConfig } from './options';
import { coincheOutcome, coincheTurn } from './outcome';
import { read } from './read';
import { ids } from './rules';
import { initialState, type CoincheState } from './state';

export * from './announcement-checks';
export * from './announcement-referee';
export * from './announcements';
export * from './card-values';
export * from './contract';
export * from './count-pile';
export * from './input';
export * from './options';
export * from './outcome';
export * from './presets';
export * from './read';
export * from './rules';
export * from './scale';
export * from './score';
export * from './state';
export * from './trick-referee';

/** The Coinche definition. */
export const coinche = defineGame<CoincheConfig, CoincheState, CoincheInput, CoincheDeal | 'passed'>({
	id: 'coinche',
	ids,
	minPlayers: SEATS,
	maxPlayers: SEATS,
	options,
	/** Partners opposite: column 0 is seats 0+2, column 1 seats 1+3 (rules/coinche.txt "partners sitting opposite"). */
	columns: () => oppositeTeams(SEATS),
	initialState,
	emptyInput: () => emptyPlayedInput(),
	read,
	apply,
	outcome: (state, setup) => coincheOutcome(state.totals, state.lastDeal, setup.config.target, state.roundsPlayed),
	turn: (state, setup) => coincheTurn(state.dealer, setup.config.direction),
	target: (setup) => setup.config.target
});
