/**
 * Cozen's setup (rules/cozen.txt "Game Setup", "2v2"; RULES-NOTES Cozen): two players, red
 * against black, or 2v2 (two teams of two, each player with an own 26-card deck). The one house
 * option is the 2v2 turn order entered at setup; whether the match is 2v2 follows the seat count.
 */
import { isInt } from '../../core/helpers';
import { defineOptions, isSeatOrder, seatOrderOption, type ConfigOf, type GameOptions } from '../../core/options';
import type { MatchSetup, Violation } from '../../core/types';
import { ids } from './rules';

/** Fewest seats (rules/cozen.txt: two players). */
export const MIN_SEATS = 2;
/** Most seats (rules/cozen.txt "2v2": four players). */
export const MAX_SEATS = 4;

/** Cards a player can wager in one round: a hand of 5 that only wagers shrink (rules/cozen.txt "Player Turn Actions"). */
export const HAND_SIZE = 5;

/**
 * The turn orders the 2v2 setup screen offers: every order of four seats starting with seat 0 (the
 * first player of a round comes from the first dealer, so rotations are the same order), the
 * default first. RULES-NOTES Cozen: "The turn order is entered at setup (the reference card is not
 * in the text)", so no order is ruled out. Two players have only one order, so nothing to choose.
 */
export const TURN_ORDER_CHOICES = ['0-2-1-3', '0-3-1-2', '0-1-2-3', '0-1-3-2', '0-2-3-1', '0-3-2-1'] as const;

const specs = [
	/**
	 * Seats in playing order (RULES-NOTES Cozen "2v2": entered at setup). Two players: `[0, 1]`;
	 * 2v2 default `[0, 2, 1, 3]` (red, black, red, black: rules/cozen.txt "2v2", teams alternate).
	 */
	seatOrderOption('turnOrder', TURN_ORDER_CHOICES, '0-2-1-3', { onlyWithSeats: [4], code: 'cozen.turn-order' })
] as const;

const turnOrder = defineOptions(specs);

/** House config of a Cozen match (RULES-NOTES Cozen). */
export type CozenConfig = {
	/**
	 * 2v2: four players, seats 0 and 1 the red team, seats 2 and 3 the black team (rules/cozen.txt
	 * "2v2": teammates sit next to each other). Always `seatCount === 4`; two seats play 1 v 1.
	 */
	readonly teams: boolean;
} & ConfigOf<typeof specs>;

/**
 * The options with `teams` added, which follows the seat count: the specs the new-match form
 * shows, the defaults, the reader and the checks, each for a seat count.
 */
export const options: GameOptions<CozenConfig> = {
	specs: turnOrder.specs,
	defaults: defaultCozenConfig(MIN_SEATS),
	defaultsFor: defaultCozenConfig,
	parse: (raw, seatCount = MIN_SEATS) => parseCozenConfig(raw, seatCount),
	violations: (config, seatCount) => turnOrder.violations(config, seatCount)
};

/** The default turn order for a seat count (rules/cozen.txt "2v2": teams alternate on the reference card). */
export function defaultTurnOrder(seatCount: number): number[] {
	return seatCount === 4 ? [0, 2, 1, 3] : [0, 1];
}

/** Whether `order` lists every seat 0..seatCount-1 exactly once. */
export function isTurnOrder(order: unknown, seatCount: number): order is readonly number[] {
	return isSeatOrder(order, seatCount);
}

/** The config with every option at its default (RULES-NOTES Cozen). */
export function defaultCozenConfig(seatCount: number): CozenConfig {
	return { teams: seatCount === 4, ...turnOrder.defaultsFor(seatCount) };
}

/**
 * Reads a stored config; `teams` follows the seat count (4 seats = 2v2, RULES-NOTES Cozen) and a
 * damaged turn order falls back to the default. Never throws.
 */
export function parseCozenConfig(raw: unknown, seatCount: number): CozenConfig {
	return { teams: seatCount === 4, ...turnOrder.parse(raw, seatCount) };
}

/**
 * Problems with the setup: 2 or 4 seats (rules/cozen.txt: two players, or "2v2"), `teams` only
 * with four seats, a turn order naming every seat once (RULES-NOTES Cozen), a first player among the seats.
 */
export function validateCozenSetup(setup: MatchSetup<CozenConfig>): Violation[] {
	const { seatCount, config } = setup;
	if (!isInt(seatCount) || seatCount < MIN_SEATS || seatCount > MAX_SEATS)
		return [ids.violation('core.seat-count', 'seats', { min: MIN_SEATS, max: MAX_SEATS })];
	if (seatCount === 3) return [ids.violation('cozen.two-or-four', 'seats')];
	const out: Violation[] = [];
	if (Boolean(config.teams) !== (seatCount === 4)) out.push(ids.violation('cozen.teams-seats', 'config.teams'));
	for (const v of turnOrder.violations(config, seatCount)) out.push(v);
	return out;
}
