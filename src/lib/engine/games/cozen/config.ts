/**
 * Cozen's setup: two players (red against black) or 2v2 (two teams of two, each player with an
 * own 26-card deck), the sides each seat plays, the target and the turn order entered at setup
 * (rules/cozen.txt "Game Setup", "2v2"; RULES-NOTES Cozen).
 */
import { isInt, isRecord, violation } from '../../core/helpers';
import type { MatchSetup, OptionSpec, ScoreColumn, Violation } from '../../core/types';

/** Red or black: the two colours, and the two score columns (rules/cozen.txt "Game Setup"). */
export type CozenSide = 'red' | 'black';

/** Sides in column order: column 0 is red, column 1 is black. */
export const SIDES: readonly CozenSide[] = ['red', 'black'];

/** House config of a Cozen match (RULES-NOTES Cozen). */
export interface CozenConfig {
	/**
	 * 2v2: four players, seats 0 and 1 the red team, seats 2 and 3 the black team (rules/cozen.txt
	 * "2v2": teammates sit next to each other). Always `seatCount === 4`; two seats play 1 v 1.
	 */
	readonly teams: boolean;
	/**
	 * Seats in playing order (RULES-NOTES Cozen: "The turn order is entered at setup (the
	 * reference card is not in the text)"). Two players: `[0, 1]`; 2v2 default `[0, 2, 1, 3]`
	 * (red, black, red, black).
	 */
	readonly turnOrder: readonly number[];
}

/** Fewest seats (rules/cozen.txt: two players). */
export const MIN_SEATS = 2;
/** Most seats (rules/cozen.txt "2v2": four players). */
export const MAX_SEATS = 4;

/** Victory points that win (rules/cozen.txt "Winning": "70 or more Victory Points"). */
export const TARGET = 70;
/** Victory points that win in 2v2 (rules/cozen.txt "2v2": "surpasses 100"; RULES-NOTES Cozen: 100+). */
export const TEAM_TARGET = 100;

/** Cards a player can wager in one round: a hand of 5 that only wagers shrink (rules/cozen.txt "Player Turn Actions"). */
export const HAND_SIZE = 5;

/** The default turn order for a seat count (rules/cozen.txt "2v2": teams alternate on the reference card). */
export function defaultTurnOrder(seatCount: number): number[] {
	return seatCount === 4 ? [0, 2, 1, 3] : [0, 1];
}

/** The config with every option at its default (RULES-NOTES Cozen). */
export function defaultCozenConfig(seatCount: number): CozenConfig {
	return { teams: seatCount === 4, turnOrder: defaultTurnOrder(seatCount) };
}

/** Whether `order` lists every seat 0..seatCount-1 exactly once. */
export function isTurnOrder(order: unknown, seatCount: number): order is number[] {
	if (!Array.isArray(order) || order.length !== seatCount) return false;
	const seen = new Set<number>();
	for (const seat of order) {
		if (!isInt(seat) || seat < 0 || seat >= seatCount || seen.has(seat)) return false;
		seen.add(seat);
	}
	return true;
}

/** A turn order as stored (an array of seats) or as the setup screen picks it (`"0-3-1-2"`). */
function readOrder(raw: unknown): unknown {
	return typeof raw === 'string' && /^\d(-\d)*$/.test(raw) ? raw.split('-').map(Number) : raw;
}

/**
 * Reads a stored config; `teams` follows the seat count (4 seats = 2v2, RULES-NOTES Cozen) and a
 * damaged turn order falls back to the default. Never throws.
 */
export function parseCozenConfig(raw: unknown, seatCount: number): CozenConfig {
	const fallback = defaultCozenConfig(seatCount);
	if (!isRecord(raw)) return fallback;
	const order = readOrder(raw.turnOrder);
	return { teams: seatCount === 4, turnOrder: isTurnOrder(order, seatCount) ? [...order] : fallback.turnOrder };
}

/**
 * Problems with the setup: 2 or 4 seats (rules/cozen.txt: two players, or "2v2"), `teams` only
 * with four seats, a turn order naming every seat once (RULES-NOTES Cozen).
 */
export function validateCozenSetup(setup: MatchSetup<CozenConfig>): Violation[] {
	const out: Violation[] = [];
	const { seatCount, config } = setup;
	if (!isInt(seatCount) || seatCount < MIN_SEATS || seatCount > MAX_SEATS)
		out.push(violation('core.seat-count', 'seats', { min: MIN_SEATS, max: MAX_SEATS }));
	else if (seatCount === 3) out.push(violation('cozen.two-or-four', 'seats'));
	else {
		if (Boolean(config.teams) !== (seatCount === 4)) out.push(violation('cozen.teams-seats', 'config.teams'));
		if (!isTurnOrder(config.turnOrder, seatCount)) out.push(violation('cozen.turn-order', 'config.turnOrder'));
		if (!isInt(setup.firstDealer) || setup.firstDealer < 0 || setup.firstDealer >= seatCount)
			out.push(violation('core.out-of-range', 'firstDealer', { min: 0, max: seatCount - 1 }));
	}
	return out;
}

/** Whether a setup plays 2v2 (four seats). */
export function isTeams(setup: MatchSetup<CozenConfig>): boolean {
	return setup.seatCount === 4;
}

/** The side a seat plays: 1 v 1 seat 0 red, seat 1 black; 2v2 seats 0-1 red, 2-3 black (rules/cozen.txt "2v2"). */
export function sideOfSeat(seat: number, teams: boolean): 0 | 1 {
	return teams ? (seat < 2 ? 0 : 1) : seat === 0 ? 0 : 1;
}

/** The seats playing a side (column): 1 v 1 `[side]`, 2v2 `[2 side, 2 side + 1]`. */
export function seatsOfSide(side: 0 | 1, teams: boolean): number[] {
	return teams ? [2 * side, 2 * side + 1] : [side];
}

/** Score columns: one per colour, the victory points in that colour's jail (rules/cozen.txt "Winning"). */
export function cozenColumns(setup: MatchSetup<CozenConfig>): ScoreColumn[] {
	return isTeams(setup)
		? [
				{ kind: 'team', seats: [0, 1] },
				{ kind: 'team', seats: [2, 3] }
			]
		: [
				{ kind: 'player', seats: [0] },
				{ kind: 'player', seats: [1] }
			];
}

/** The target: 70 victory points, 100 in 2v2 (rules/cozen.txt "Winning", "2v2"). */
export function cozenTarget(setup: MatchSetup<CozenConfig>): number {
	return isTeams(setup) ? TEAM_TARGET : TARGET;
}

/**
 * The turn orders the 2v2 setup screen offers: every order of four seats starting with seat 0 (the
 * first player of a round comes from the first dealer, so rotations are the same order), the
 * default first. RULES-NOTES Cozen: "The turn order is entered at setup (the reference card is not
 * in the text)", so no order is ruled out. Two players have only one order, so nothing to choose.
 */
export const TURN_ORDER_CHOICES: readonly string[] = ['0-2-1-3', '0-3-1-2', '0-1-2-3', '0-1-3-2', '0-2-3-1', '0-3-2-1'];

/**
 * The one per-match option: the 2v2 turn order (RULES-NOTES Cozen "2v2": entered at setup). The
 * seat count decides 2v2 (four seats); RULES-NOTES Cozen names no house rule.
 */
export const OPTIONS: readonly OptionSpec[] = [
	{ kind: 'choice', key: 'turnOrder', choices: TURN_ORDER_CHOICES, default: '0-2-1-3', onlyWithSeats: [4] }
];
