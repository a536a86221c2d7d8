/**
 * What each seat count's pack allows (docs/cooncan-variants.md "The packs", "Melds"): the
 * forty-card pack for two, one pack for three, the double pack for four or five.
 */
import { RANKS, type Rank } from '../../cards/cards';
import { packKind, parseConfig } from './options';

/** The ranks of the forty-card pack two players use (Foster's laws for two: ace to ten). */
export const FORTY_RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/**
 * What the pack allows in a layout (docs/cooncan-variants.md "Melds"): the jokers it holds, how
 * often the same card may appear in a set, and the ranks it has.
 */
export interface PackRules {
	readonly jokers: number;
	readonly sameCard: number;
	readonly ranks: readonly Rank[];
}

/** The layout rules of the match's pack: one joker at most (if any) for three, two for four or five, none for two. */
export function packRules(config: unknown, seatCount: number): PackRules {
	const kind = packKind(seatCount);
	if (kind === 'forty') return { jokers: 0, sameCard: 1, ranks: FORTY_RANKS };
	if (kind === 'double') return { jokers: 2, sameCard: 2, ranks: RANKS };
	return { jokers: parseConfig(config).joker ? 1 : 0, sameCard: 1, ranks: RANKS };
}
