/**
 * A Coinche round as the players enter it and the checked deal that
 * scoring reads (RULES-NOTES Coinche).
 */
import type { Column, Seat } from '../../core/types';
import type { Announcement, TeamAnnouncements } from './announcements';
import type { TrumpMode } from './card-values';

/** A deal in which all four players passed: no score, the deal moves on (RULES-NOTES Coinche "All four pass"). */
export interface CoinchePassedInput {
	readonly kind: 'passed';
}

/**
 * A played deal as entered. Fields are `null` only in a draft.
 * - `taker`: seat of the player who took the contract; the team follows (column `taker % 2`).
 * - `bid`: 80-160 in steps of 10, or `'capot'` (RULES-NOTES Coinche "Bids").
 * - `trump`: `'S' | 'H' | 'D' | 'C'`, or `'NT'` / `'AT'` when the table plays them.
 * - `coinche`, `surcoinche`: the calls (m = 1, 2, 4); surcoinche needs coinche.
 * - `coincheSeat`, `surcoincheSeat`: optional, who called; a defender coinches, a taker surcoinches.
 * - `belote`: the team columns that declared belote-rebelote: `[]`, `[0]` or `[1]` (at most once).
 * - `allTricks`: the takers won every trick (entered, never inferred from 162 points).
 * - `takerPoints`: the takers' card points, last trick included, 0-162; the defenders have 162 minus this.
 *   Not needed on a capot bid, which is scored on the tricks alone (RULES-NOTES Coinche "Capot bid").
 * - `announcements`: per team column, the combinations declared in the first trick, when the table
 *   plays announcements (docs/coinche-house-options.md); absent means none.
 */
export interface CoinchePlayedInput {
	readonly kind: 'played';
	readonly taker: number | null;
	readonly bid: number | 'capot' | null;
	readonly trump: TrumpMode | null;
	readonly coinche: boolean;
	readonly surcoinche: boolean;
	readonly coincheSeat?: number | null;
	readonly surcoincheSeat?: number | null;
	readonly belote: readonly number[];
	readonly allTricks: boolean;
	readonly takerPoints: number | null;
	readonly announcements?: readonly (readonly Announcement[])[];
	/** The defenders won every trick (entered; read only when the table scores the defenders' capot). */
	readonly defendersAllTricks?: boolean;
}

/** A Coinche round input: all passed, or a played deal. */
export type CoincheInput = CoinchePassedInput | CoinchePlayedInput;

/** The coinche multiplier m (RULES-NOTES Coinche "Bids": coinche doubles, surcoinche quadruples: m = 1, 2, 4). */
export type Multiplier = 1 | 2 | 4;

/** The multiplier a deal scores with: m, or 3 for a surcoinche when the table triples (docs/coinche-house-options.md "Surcoinche triples"). */
export type ScoringMultiplier = Multiplier | 3;

/** A played deal after its checks passed: the facts scoring needs (RULES-NOTES Coinche). */
export interface CoincheDeal {
	readonly taker: Seat;
	readonly bid: number | 'capot';
	readonly trump: TrumpMode;
	readonly multiplier: Multiplier;
	/** The team column that declared belote-rebelote, if any (RULES-NOTES Coinche "Belote-rebelote"). */
	readonly beloteColumn: Column<0 | 1> | null;
	readonly allTricks: boolean;
	/** The defenders won every trick, when the table scores their capot (docs/coinche-house-options.md). */
	readonly defendersAllTricks: boolean;
	/**
	 * The takers' card points. `null` only on a capot bid entered without them: a capot is scored on
	 * the tricks alone (RULES-NOTES Coinche "Capot bid"), so a failed capot needs no count.
	 */
	readonly takerPoints: number | null;
	/** Each team's announcements (none unless the table plays them). */
	readonly announcements: TeamAnnouncements;
}

/** The blank draft of a played deal the entry form starts from. */
export function emptyPlayedInput(): CoinchePlayedInput {
	return {
		kind: 'played',
		taker: null,
		bid: null,
		trump: null,
		coinche: false,
		surcoinche: false,
		belote: [],
		allTricks: false,
		takerPoints: null
	};
}
