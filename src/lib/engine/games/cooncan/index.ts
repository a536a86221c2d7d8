/**
 * Cooncan for three (issue 6; rules/cooncan.txt "For Three Players"; RULES-NOTES Cooncan): the
 * player who goes out collects the count of the cards left in each other hand, so the running
 * score is a zero-sum net per player. Void and doubled deals, the rotating deal and the end of
 * the match are folded from the entered deals; the meld referee lives in `meld.ts`.
 */
import { addTotals, isInt, leaders, line, nextSeat, playerColumns, startTotals, violation } from '../../core/helpers';
import { readOrInvalid } from '../../core/round';
import type {
	BaseState,
	ExplanationLine,
	GameDefinition,
	MatchSetup,
	Outcome,
	TurnFact,
	Violation
} from '../../core/types';
import { DEFAULT_CONFIG, END_AT_MAX, END_AT_MIN, OPTIONS, SEATS, parseConfig, type CooncanConfig } from './config';
import { cardCount, handCount } from './counts';
import { isCardsHand, validateRound, type CooncanInput, type CooncanOutInput } from './round-input';

export * from './config';
export * from './counts';
export * from './meld';
export * from './round-input';

/** What folding the deals carries from one deal to the next (all derived from the inputs). */
export interface CooncanState extends BaseState {
	/** Net per player (score column = seat); zero-sum (RULES-NOTES Cooncan: "a zero-sum net (+/-) per player"). */
	readonly totals: readonly number[];
	/** Deals entered, void ones included. */
	readonly roundsPlayed: number;
	/** Who deals the next deal (issue 6: "Dealer rotates to the left"). */
	readonly dealer: number;
	/** Whether the next settled deal counts double (RULES-NOTES Cooncan, option "double-next"). */
	readonly doubleNext: boolean;
	/** Deals in which someone went out. */
	readonly settledDeals: number;
	/** Deals in which the pack ran out. */
	readonly voidDeals: number;
	/** Who went out in the last settled deal, or null before any. */
	readonly lastWinner: number | null;
}

/** The config of a Cooncan match (RULES-NOTES Cooncan options; see `config.ts`). */
export type Config = CooncanConfig;
/** The state of a Cooncan match: the zero-sum nets and what the fold carries (RULES-NOTES Cooncan). */
export type State = CooncanState;
/** A Cooncan round input (issue 6 "Entering a deal"; see `round-input.ts`). */
export type Input = CooncanInput;

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
 * the option "the next deal's settlement counts double". Call only on a validated input.
 */
export function payments(input: CooncanOutInput, config: CooncanConfig, doubled: boolean): Payment[] {
	const factor = doubled ? 2 : 1;
	return [1, 2].map((step) => {
		const seat = (input.winner + step) % SEATS;
		const hand = input.hands[seat];
		const count = isCardsHand(hand) ? handCount(hand.cards, config.aceValue) : hand && 'count' in hand ? hand.count : 0;
		return { seat, count, paid: count * factor };
	});
}

function settle(state: CooncanState, input: CooncanOutInput, config: CooncanConfig) {
	const doubled = state.doubleNext;
	const winner = input.winner;
	const points = [0, 0, 0];
	const lines: ExplanationLine[] = [line('cooncan.went-out', { seat: winner })];
	for (const { seat, count, paid } of payments(input, config, doubled)) {
		points[seat] = -paid;
		points[winner] = (points[winner] ?? 0) + paid;
		const hand = input.hands[seat];
		if (isCardsHand(hand)) {
			// Each card with its count, in one line (issue 6: "B pays A 20 (K spades 10, 7 diamonds 7, 3 clubs 3)").
			const cardCounts = hand.cards.map((card) => `${card}:${cardCount(card, config.aceValue) ?? 0}`).join(',');
			lines.push(
				line(
					'cooncan.pays',
					{ seat, winnerSeat: winner, points: paid, count, cards: hand.cards.join(','), cardCounts },
					seat,
					-paid
				)
			);
		} else {
			lines.push(line('cooncan.pays-count', { seat, winnerSeat: winner, points: paid, count }, seat, -paid));
		}
		if (doubled) lines.push(line('cooncan.doubled', { seat, count, points: paid }));
		lines.push(line('cooncan.collects', { seat: winner, fromSeat: seat, points: paid }, winner, paid));
	}
	return { points, lines };
}

/** Problems with a setup (issue 6 "Match"; RULES-NOTES Cooncan). */
function validateSetup(setup: MatchSetup<CooncanConfig>): Violation[] {
	const out: Violation[] = [];
	if (setup.seatCount !== SEATS) out.push(violation('core.seat-count', 'seats', { min: SEATS, max: SEATS }));
	if (!isInt(setup.firstDealer) || setup.firstDealer < 0 || setup.firstDealer >= SEATS)
		out.push(violation('core.out-of-range', 'firstDealer', { min: 0, max: SEATS - 1 }));
	const { end, endAt } = setup.config;
	if (end !== 'open') {
		if (endAt === null) out.push(violation('core.required', 'config.endAt'));
		else if (!isInt(endAt) || endAt < END_AT_MIN || endAt > END_AT_MAX)
			out.push(violation('core.out-of-range', 'config.endAt', { min: END_AT_MIN, max: END_AT_MAX }));
	}
	const starting = setup.startingScores;
	if (starting !== undefined) {
		let whole = starting.length === SEATS;
		for (let seat = 0; seat < SEATS; seat++) {
			const value = starting[seat];
			if (!isInt(value)) {
				out.push(violation('core.not-whole', `startingScores.${seat}`));
				whole = false;
			} else if (end === 'net' && endAt !== null && value >= endAt)
				out.push(violation('cooncan.starting-over-target', `startingScores.${seat}`, { seat, target: endAt }));
		}
		const sum = starting.reduce((n, v) => n + (isInt(v) ? v : 0), 0);
		if (whole && sum !== 0) out.push(violation('cooncan.starting-not-zero-sum', 'startingScores', { sum }));
	}
	return out;
}

/**
 * End of the match (RULES-NOTES Cooncan: "Match ends after an agreed number of deals or at an
 * agreed net"). Open matches never end by themselves. After N deals (void deals count: they were
 * dealt) the highest net wins. With a net target, the match ends after the first deal that takes
 * a net to the target; only the player who went out gains in a deal, so only they can get there.
 * Tie rule (ours): equal highest nets share the win.
 */
function outcome(state: CooncanState, setup: MatchSetup<CooncanConfig>): Outcome {
	const { end, endAt } = setup.config;
	if (end === 'open' || endAt === null || state.roundsPlayed === 0) return { over: false };
	if (end === 'deals' && state.roundsPlayed >= endAt)
		return { over: true, winners: leaders(state.totals, 'high'), reason: 'cooncan.deals-played' };
	if (end === 'net' && state.totals.some((t) => t >= endAt))
		return { over: true, winners: leaders(state.totals, 'high'), reason: 'cooncan.net-reached' };
	return { over: false };
}

/**
 * The Cooncan definition (issue 6). Three seats, one score column each; `totals` is the zero-sum
 * net. Turn facts: the dealer, and the player on the dealer's left, who draws first
 * (rules/cooncan.txt: "The player to the left of the dealer has the first draw").
 */
export const cooncan: GameDefinition<CooncanConfig, CooncanState, CooncanInput> = {
	id: 'cooncan',
	engineVersion: 1,
	minPlayers: SEATS,
	maxPlayers: SEATS,
	startingScores: true,
	options: OPTIONS,
	defaultConfig: () => DEFAULT_CONFIG,
	parseConfig: (raw) => parseConfig(raw),
	validateSetup,
	columns: () => playerColumns(SEATS),
	initialState: (setup) => ({
		// `+ 0` turns a -0 paper net into 0, so the state survives a JSON round trip unchanged.
		totals: startTotals(SEATS, setup.startingScores).map((t) => t + 0),
		roundsPlayed: 0,
		dealer: isInt(setup.firstDealer) && setup.firstDealer >= 0 && setup.firstDealer < SEATS ? setup.firstDealer : 0,
		doubleNext: false,
		settledDeals: 0,
		voidDeals: 0,
		lastWinner: null
	}),
	/** A blank deal: the player who draws first preselected as the winner, every hand empty (saving needs the losers' hands). */
	emptyInput: (state) => ({
		kind: 'out',
		winner: nextSeat(state.dealer, SEATS),
		hands: [{ cards: [] }, { cards: [] }, { cards: [] }]
	}),
	/** Checks a deal (issue 6 "Bad input"; see `validateRound`). Never throws. */
	read: (_state, input, setup) => readOrInvalid(validateRound(input, setup.config), input as CooncanInput),
	/**
	 * Settles a deal (RULES-NOTES Cooncan): each loser pays the winner the count of the cards left
	 * in hand; a run-out pack voids the deal and, with "double-next", makes the next settled deal
	 * count double (several void deals in a row still only double). The deal passes to the left.
	 */
	apply(state, input, setup) {
		const config = setup.config;
		const dealer = nextSeat(state.dealer, SEATS);
		if (input.kind === 'pack-ran-out') {
			const doubleNext = config.packRunOut === 'double-next';
			const lines = [line('cooncan.void-deal')];
			if (doubleNext) lines.push(line('cooncan.next-doubled'));
			return {
				state: { ...state, roundsPlayed: state.roundsPlayed + 1, dealer, doubleNext, voidDeals: state.voidDeals + 1 },
				result: { points: [0, 0, 0], lines }
			};
		}
		const { points, lines } = settle(state, input, config);
		return {
			state: {
				...state,
				totals: addTotals(state.totals, points),
				roundsPlayed: state.roundsPlayed + 1,
				dealer,
				doubleNext: false,
				settledDeals: state.settledDeals + 1,
				lastWinner: input.winner
			},
			result: { points, lines }
		};
	},
	outcome,
	/** The dealer, and the player on the dealer's left, who has the first draw (rules/cooncan.txt). */
	turn(state): TurnFact[] {
		return [
			{ role: 'dealer', seat: state.dealer },
			{ role: 'starts', seat: nextSeat(state.dealer, SEATS) }
		];
	},
	direction: () => 'high',
	target: (setup) => (setup.config.end === 'net' ? setup.config.endAt : null)
};
