/**
 * What each deck can still give a round (RULES-NOTES Cozen "Checks": "no rank appears more than
 * twice per colour (minus jailed cards)": never a third 7, never a jailed card, a marked
 * king only once).
 */
import type { Violation } from '../../core/types';
import type { CozenCard } from '../../cards/cards';
import { ids } from './rules';
import type { CozenState } from './state';
import { copiesPerDeck } from './victory-points';

/** A card entered for a seat's deck, and the field it was entered in. */
export interface Entry {
	readonly seat: number;
	readonly card: CozenCard;
	readonly field: string;
}

/**
 * The violations of entered cards, checked against what each deck can give; `limit(seat, card)` is that: home for
 * cards played this round, home plus its stakes still on the table for jail contents. Reports at
 * the first card over the limit: a copy the deck never had (`cozen.rank-copies`,
 * `cozen.marked-king-twice`), one in the other jail (`cozen.card-jailed`) or on the table
 * (`cozen.card-on-table`).
 */
export function checkSupply(
	state: CozenState,
	entries: readonly Entry[],
	limit: (seat: number, card: CozenCard) => number
): Violation[] {
	const out: Violation[] = [];
	const seen = new Map<string, number>();
	for (const { seat, card, field } of entries) {
		const key = `${seat}:${card}`;
		const n = (seen.get(key) ?? 0) + 1;
		seen.set(key, n);
		const first = n === limit(seat, card) + 1;
		if (n === copiesPerDeck(card) + 1 || (first && n > copiesPerDeck(card))) {
			if (card === 'K*') out.push(ids.violation('cozen.marked-king-twice', field, { seat }));
			else out.push(ids.violation('cozen.rank-copies', field, { seat, card, max: copiesPerDeck(card) }));
		} else if (first && (state.lost[seat]?.[card] ?? 0) > 0)
			out.push(ids.violation('cozen.card-jailed', field, { seat, card }));
		else if (first) out.push(ids.violation('cozen.card-on-table', field, { seat, card }));
	}
	return out;
}

/** How many of a seat's copies of `card` lie on the table as carried face-up stakes. */
export function tableCount(state: CozenState, seat: number, card: CozenCard): number {
	return state.table.filter((s) => s.owner === seat && s.card === card).length;
}
