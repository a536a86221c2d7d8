/**
 * Coinche (issue 3; rules/coinche.txt; RULES-NOTES Coinche): four players in two partnerships,
 * partners opposite (seats 0+2 against 1+3). A round is one deal: all passed, or the contract
 * (taker, bid, trump, coinche / surcoinche), the belote, whether the takers won every trick and
 * their card points. The engine checks it, scores it with its explanation, moves the deal on and
 * ends the match at the target.
 */
import type { BaseState, GameDefinition, MatchSetup, Outcome, TurnFact } from '../../core/types';
import { addTotals, line, nextSeat, oppositeTeams, startTotals } from '../../core/helpers';
import { readOrInvalid } from '../../core/round';
import {
	DEFAULT_CONFIG,
	OPTIONS,
	parseCoincheConfig,
	SEATS,
	validateCoincheSetup,
	type CoincheConfig,
	type CoincheDirection
} from './config';
import { emptyPlayedInput, readDeal, scoreDeal, type CoincheDeal, type CoincheInput } from './deal';

export * from './card-values';
export * from './config';
export * from './count-pile';
export * from './deal';
export * from './trick-referee';

/** The match state: totals, deals folded, the next dealer and the last deal's points (tie rule). */
export interface CoincheState extends BaseState {
	/** Seat dealing the next deal (RULES-NOTES Coinche "Seating": the deal passes to the right, or left when clockwise). */
	readonly dealer: number;
	/** Points of the last deal per team (RULES-NOTES Coinche "Game": equal totals, the team that scored more in it wins). */
	readonly lastDeal: readonly number[] | null;
}

export type { CoincheConfig as Config, CoincheInput as Input, CoincheState as State };

/** Explanation rule ids the deal scoring emits (RULES-NOTES Coinche; every one is explained on the rules page). */
export const COINCHE_DEAL_RULES = [
	'coinche.all-passed',
	'coinche.contract',
	'coinche.contract-capot',
	'coinche.coinched',
	'coinche.surcoinched',
	'coinche.needs',
	'coinche.eighty-needs-82',
	'coinche.takers-points',
	'coinche.takers-points-belote',
	'coinche.belote-not-counted',
	'coinche.contract-made',
	'coinche.contract-failed',
	'coinche.card-points',
	'coinche.bid-points',
	'coinche.unbid-capot-bonus',
	'coinche.unbid-capot-no-bonus',
	'coinche.failed-takers',
	'coinche.failed-defenders',
	'coinche.failed-doubled',
	'coinche.capot-made',
	'coinche.capot-failed',
	'coinche.belote',
	'coinche.deal-total'
] as const;

/** Explanation rule ids of the trick referee and the pile counter (RULES-NOTES Coinche "Trick referee", "Card points"). */
export const COINCHE_REFEREE_RULES = [
	'coinche.trick-lead',
	'coinche.duty-follow',
	'coinche.duty-beat',
	'coinche.duty-overtrump',
	'coinche.duty-trump',
	'coinche.duty-free',
	'coinche.partner-winning',
	'coinche.unable-follow',
	'coinche.unable-beat',
	'coinche.unable-overtrump',
	'coinche.unable-trump',
	'coinche.trick-winner',
	'coinche.last-trick',
	'coinche.pile-points',
	'coinche.pile-other'
] as const;

/** Violation codes the engine and the referees emit besides the core ones (issue 3 "Bad input"; RULES-NOTES Coinche "Checks"). */
export const COINCHE_VIOLATIONS = [
	'coinche.kind',
	'coinche.seat-invalid',
	'coinche.bid-invalid',
	'coinche.trump-invalid',
	'coinche.trump-mode-off',
	'coinche.capot-coinched',
	'coinche.surcoinche-without-coinche',
	'coinche.coinche-by-taker',
	'coinche.surcoinche-by-defender',
	'coinche.call-seat-without-call',
	'coinche.belote-invalid',
	'coinche.belote-twice',
	'coinche.belote-no-trump',
	'coinche.points-impossible',
	'coinche.all-tricks-points',
	'coinche.not-a-card',
	'coinche.duplicate-card',
	'coinche.trick-size',
	'coinche.pile-size',
	'coinche.pile-last-trick'
] as const;

/** Outcome reasons (RULES-NOTES Coinche "Game"). */
export const COINCHE_OUTCOMES = [
	'coinche.target-reached',
	'coinche.both-over-higher',
	'coinche.both-over-last-deal'
] as const;

/**
 * The seat after `seat` in the direction of play (RULES-NOTES Coinche "Seating"): anticlockwise the
 * next player is on the right (the seat before, since seats are numbered clockwise); clockwise, on the left.
 */
export function nextInPlay(seat: number, direction: CoincheDirection): number {
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
): Outcome {
	if (roundsPlayed === 0) return { over: false };
	const a = totals[0] ?? 0;
	const b = totals[1] ?? 0;
	const overA = a >= target;
	const overB = b >= target;
	if (!overA && !overB) return { over: false };
	if (overA !== overB) return { over: true, winners: [overA ? 0 : 1], reason: 'coinche.target-reached' };
	if (a !== b) return { over: true, winners: [a > b ? 0 : 1], reason: 'coinche.both-over-higher' };
	const la = lastDeal?.[0] ?? 0;
	const lb = lastDeal?.[1] ?? 0;
	if (la === lb) return { over: false };
	return { over: true, winners: [la > lb ? 0 : 1], reason: 'coinche.both-over-last-deal' };
}

/**
 * Who deals, bids first and leads the next deal (rules/coinche.txt "BIDDING": bidding "begins with
 * the player on the dealer's right", "GAMEPLAY": the same player starts; RULES-NOTES Coinche
 * "Seating": mirrored when the table plays clockwise).
 */
export function coincheTurn(dealer: number, direction: CoincheDirection): TurnFact[] {
	const first = nextInPlay(dealer, direction);
	return [
		{ role: 'dealer', seat: dealer },
		{ role: 'bids-first', seat: first },
		{ role: 'leads', seat: first }
	];
}

function firstDealer(setup: MatchSetup<CoincheConfig>): number {
	const seat = setup.firstDealer;
	return Number.isInteger(seat) && seat >= 0 && seat < SEATS ? seat : 0;
}

/** The Coinche definition (issue 3). */
export const coinche: GameDefinition<CoincheConfig, CoincheState, CoincheInput, CoincheDeal | 'passed'> = {
	id: 'coinche',
	engineVersion: 1,
	minPlayers: SEATS,
	maxPlayers: SEATS,
	startingScores: true,
	options: OPTIONS,
	defaultConfig: () => DEFAULT_CONFIG,
	parseConfig: (raw) => parseCoincheConfig(raw),
	validateSetup: validateCoincheSetup,
	/** Partners opposite: column 0 is seats 0+2, column 1 seats 1+3 (rules/coinche.txt "partners sitting opposite"). */
	columns: () => oppositeTeams(SEATS),
	initialState: (setup) => ({
		totals: startTotals(2, setup.startingScores),
		roundsPlayed: 0,
		dealer: firstDealer(setup),
		lastDeal: null
	}),
	emptyInput: () => emptyPlayedInput(),
	/** Checks a round (issue 3 "Bad input"; RULES-NOTES Coinche "Checks a referee makes"); never throws. */
	read(_state, input, setup) {
		const { deal, violations } = readDeal(input, setup.config);
		return readOrInvalid(violations, deal);
	},
	/**
	 * Scores a deal (RULES-NOTES Coinche) and passes the deal on (RULES-NOTES Coinche "Seating");
	 * all passed: no score, the next dealer deals (RULES-NOTES Coinche "All four pass").
	 */
	apply(state, deal, setup) {
		const dealer = nextInPlay(state.dealer, setup.config.direction);
		if (deal === 'passed') {
			const points = [0, 0];
			return {
				state: { totals: [...state.totals], roundsPlayed: state.roundsPlayed + 1, dealer, lastDeal: points },
				result: { points, lines: [line('coinche.all-passed', { dealerSeat: dealer })] }
			};
		}
		const score = scoreDeal(deal, setup.config);
		const points = [...score.points];
		return {
			state: {
				totals: addTotals(state.totals, points),
				roundsPlayed: state.roundsPlayed + 1,
				dealer,
				lastDeal: points
			},
			result: { points, lines: score.lines }
		};
	},
	outcome: (state, setup) => coincheOutcome(state.totals, state.lastDeal, setup.config.target, state.roundsPlayed),
	turn: (state, setup) => coincheTurn(state.dealer, setup.config.direction),
	direction: () => 'high',
	target: (setup) => setup.config.target
};
