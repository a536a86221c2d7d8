/**
 * The one rule for whether a stake is fought over and who takes it without a battle
 * (rules/cozen.txt "Contested Hands": "a hand is contested when both colours are in it", the stake
 * included; "If only one side has cards, do not reveal them": it wins the other colour's stake by
 * default). The round reader, the fold, the battle solver and the entry form's preview all ask it.
 */
import type { ExplanationLine } from '../../core/types';
import type { CozenCard } from '../../cards/cards';
import { ids } from './rules';
import type { CozenSide } from './sides';
import { victoryPoints } from './victory-points';

/**
 * How a stake's hand stands: `uncontested` (one colour only, the stake included: every card goes
 * home unrevealed), `alone` (only the colour not owning the stake wagered: `winner` takes the
 * stake without revealing), `battle` (both colours wagered: both reveal, strength decides).
 */
export type StakeContest =
	{ readonly kind: 'uncontested' } | { readonly kind: 'alone'; readonly winner: 0 | 1 } | { readonly kind: 'battle' };

/**
 * How a stake owned by the colour `ownerSide` (column 0 red, 1 black) stands, given whether each
 * colour wagered anything under it, revealed or not (`wagered[0]` red, `wagered[1]` black).
 */
export function stakeContest(ownerSide: 0 | 1, wagered: readonly [boolean, boolean]): StakeContest {
	const other = ownerSide === 0 ? 1 : 0;
	if (!wagered[other]) return { kind: 'uncontested' };
	return wagered[ownerSide] ? { kind: 'battle' } : { kind: 'alone', winner: other };
}

/** The score column of a colour: red 0, black 1. */
export function sideColumn(side: CozenSide): 0 | 1 {
	return side === 'red' ? 0 : 1;
}

/**
 * The explanation of a stake taken alone: the stake, the colour that wagered alone winning it,
 * and its capture, whose line carries the stake's victory points in the winner's column.
 */
export function winsAloneLines(ownerSeat: number, stakeCard: CozenCard, winner: 0 | 1): ExplanationLine[] {
	const vp = victoryPoints(stakeCard);
	return [
		ids.line('cozen.battle', { ownerSeat, stakeCard }),
		ids.line('cozen.wins-alone', { column: winner }),
		ids.line('cozen.capture', { column: winner, cards: stakeCard, vp }, winner, vp)
	];
}
