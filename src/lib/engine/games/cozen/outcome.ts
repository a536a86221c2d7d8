/**
 * When a Cozen match ends and who plays first: the target (70, 100 in 2v2), the end of the match
 * (rules/cozen.txt "Winning / The next round!"), and the box passing round by round along the
 * turn order (rules/cozen.txt "Hand Setup", "2v2").
 */
import { columnAt, isInt, seatAt } from '../../core/helpers';
import type { MatchSetup, Verdict, TurnFact } from '../../core/types';
import { defaultTurnOrder, isTurnOrder, type CozenConfig } from './options';
import type { CozenOutcome } from './rules';
import { isTeams } from './sides';

/** Victory points that win (rules/cozen.txt "Winning": "70 or more Victory Points"). */
export const TARGET = 70;
/**
 * Victory points a 2v2 team must pass (rules/cozen.txt "2v2": "until one team surpasses 100 victory
 * points"; RULES-NOTES Cozen "Game": "2v2: more than 100"): 100 itself does not win.
 */
export const TEAM_TARGET = 100;

/** The target: 70 victory points, 100 in 2v2 (rules/cozen.txt "Winning", "2v2"). */
export function cozenTarget(setup: MatchSetup<CozenConfig>): number {
	return isTeams(setup) ? TEAM_TARGET : TARGET;
}

/**
 * Whether the target must be passed rather than reached: in 2v2 a team must have more than 100
 * (rules/cozen.txt "2v2": "surpasses 100"); 1 v 1 wins at 70 or more ("Winning").
 */
export function cozenMustPass(setup: MatchSetup<CozenConfig>): boolean {
	return isTeams(setup);
}

/**
 * The end of a Cozen match (rules/cozen.txt "Winning / The next round!", "2v2"; RULES-NOTES Cozen
 * "Game": "70+ in jail wins (2v2: more than 100). Both over in the same round: higher wins; equal:
 * play on"). `mustPass`: the total must be above the target, not just reach it (2v2).
 */
export function cozenOutcome(totals: readonly number[], target: number, mustPass = false): Verdict {
	const red = totals[0] ?? 0;
	const black = totals[1] ?? 0;
	const reached = (total: number) => (mustPass ? total > target : total >= target);
	const over = [reached(red), reached(black)];
	const end = (winner: 0 | 1, reason: CozenOutcome): Verdict => ({ over: true, winners: [columnAt(winner)], reason });
	if (!over[0] && !over[1]) return { over: false };
	if (over[0] && over[1]) {
		if (red === black) return { over: false };
		return end(red > black ? 0 : 1, 'cozen.both-over');
	}
	return end(over[0] ? 0 : 1, 'cozen.target-reached');
}

/**
 * Who starts the round and who flips the other face-up stake: the box passes each round
 * (rules/cozen.txt "Hand Setup": "continue passing the box in this way to alternate starting
 * play"), along the turn order entered at setup in 2v2, where only the first and the following
 * player flip stakes (rules/cozen.txt "2v2"). In 1 v 1 both flip; the second seat is the other one.
 */
export function roundStarters(roundsPlayed: number, setup: MatchSetup<CozenConfig>): [number, number] {
	const seats = setup.seatCount === 4 ? 4 : 2;
	const order =
		seats === 4 && isTurnOrder(setup.config.turnOrder, 4) ? setup.config.turnOrder : defaultTurnOrder(seats);
	const start = Math.max(0, order.indexOf(setup.firstDealer));
	const r = isInt(roundsPlayed) && roundsPlayed >= 0 ? roundsPlayed : 0;
	return [order[(start + r) % seats] ?? 0, order[(start + r + 1) % seats] ?? 1];
}

/**
 * Turn facts for the next round (rules/cozen.txt "Hand Setup": the player receiving the box goes
 * first, the box passing each round; "2v2": only the first and the following player flip stakes).
 */
export function cozenTurn(roundsPlayed: number, setup: MatchSetup<CozenConfig>): TurnFact[] {
	const [first, second] = roundStarters(roundsPlayed, setup);
	return setup.seatCount === 4
		? [
				{ role: 'starts', seat: seatAt(first) },
				{ role: 'cozen-also-flips', seat: seatAt(second) }
			]
		: [{ role: 'starts', seat: seatAt(first) }];
}
