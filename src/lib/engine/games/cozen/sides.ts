/**
 * Cozen's two colours (rules/cozen.txt "Game Setup", "2v2"): red against black, each colour a
 * score column, and which seats play which colour in 1 v 1 and in 2v2.
 */
import { seatAt } from '../../core/helpers';
import type { MatchSetup, ScoreColumn } from '../../core/types';
import type { CozenConfig } from './options';

/** Red or black: the two colours, and the two score columns (rules/cozen.txt "Game Setup"). */
export type CozenSide = 'red' | 'black';

/** Sides in column order: column 0 is red, column 1 is black. */
export const SIDES: readonly CozenSide[] = ['red', 'black'];

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
				{ kind: 'team', seats: [seatAt(0), seatAt(1)] },
				{ kind: 'team', seats: [seatAt(2), seatAt(3)] }
			]
		: [
				{ kind: 'player', seats: [seatAt(0)] },
				{ kind: 'player', seats: [seatAt(1)] }
			];
}
