/**
 * Cooncan's house options (RULES-NOTES Cooncan; docs/cooncan-variants.md), described once: the
 * joker, the ace's count, the stock variant, what a run-out pack does, how two players score and
 * how the match ends; plus the table's sizes by seat count (Foster's games for two, three, and
 * four or five).
 */
import { booleanOption, choiceOption, defineOptions, optionalNumberOption, type ConfigOf } from '../../core/options';

/** The game for three (rules/cooncan.txt "For Three Players"): the seat count of the one-pack game. */
export const SEATS = 3;
/** Fewest seats: Foster's special game for two (docs/cooncan-variants.md "For two players"). */
export const MIN_SEATS = 2;
/** Most seats: Foster's double-pack game is "not suitable to more than five" (docs/cooncan-variants.md). */
export const MAX_SEATS = 5;

/**
 * The pack a table of `seatCount` plays with (docs/cooncan-variants.md): 'forty' for two (ace to
 * ten, no joker), 'single' for three (52 cards, joker optional), 'double' for four or five (two
 * packs and two jokers).
 */
export type PackKind = 'forty' | 'single' | 'double';

/** The pack for a seat count (docs/cooncan-variants.md "The packs"); anything unexpected reads as the game for three. */
export function packKind(seatCount: number): PackKind {
	if (seatCount === 2) return 'forty';
	if (seatCount === 4 || seatCount === 5) return 'double';
	return 'single';
}

/**
 * Most cards a player who did not go out can hold, by seat count: ten for two (Foster's laws for
 * two: "Ten cards shall be dealt to each player") and for four or five (our reading, see
 * docs/cooncan-variants.md), seven for three.
 */
export function maxHandCards(seatCount: number): number {
	return packKind(seatCount) === 'single' ? MAX_HAND_CARDS : 10;
}

/** Whether two players score games won with carried tableaux, without paying for cards (docs/cooncan-variants.md). */
export function scoresGames(config: Pick<CooncanConfig, 'twoPlayerScore'>, seatCount: number): boolean {
	return seatCount === 2 && config.twoPlayerScore === 'games';
}

/** Cards dealt to each player (rules/cooncan.txt: "until each player has seven"). */
export const DEALT_CARDS = 7;

/**
 * Most cards a player who did not go out can hold (RULES-NOTES Cooncan "Checks": "a player who did
 * not go out holds at most 7 cards").
 */
export const MAX_HAND_CARDS = 7;

/** Smallest deal count or net target a table may agree on (RULES-NOTES Cooncan "Match ends…"). */
export const END_AT_MIN = 1;
/** Largest deal count or net target a table may agree on (a bound so totals stay readable). */
export const END_AT_MAX = 10_000;

const specs = [
	/**
	 * The joker is in the pack (rules/cooncan.txt: "with or without the joker"; off by default). Only
	 * the game for three chooses: two play without one, four or five with two.
	 */
	booleanOption('joker', false, { onlyWithSeats: [3] }),
	/** An ace left in hand counts 11 (default) or 1 (RULES-NOTES Cooncan: "ace 11 … Option: ace 1"). */
	choiceOption('aceValue', ['11', '1'], '11'),
	/**
	 * Covered or exposed stock (rules/cooncan.txt "two chief variations"). RULES-NOTES Cooncan: "a
	 * setting that changes play, not scoring": recorded with the match, never changes a settlement.
	 */
	choiceOption('stock', ['covered', 'exposed'], 'covered', { onlyWithSeats: [3] }),
	/**
	 * The pack runs out with nobody out (RULES-NOTES Cooncan: "the deal is void (nobody pays).
	 * Option: the next deal's settlement counts double").
	 */
	choiceOption('packRunOut', ['void', 'double-next'], 'void', { onlyWithSeats: [3, 4, 5] }),
	/**
	 * How two players score (docs/cooncan-variants.md): 'games', the default, counts games won, a
	 * tableau going to the winner of the next game (Foster's laws for two); 'cards' also makes the
	 * loser pay the count of the cards left in hand, as a zero-sum net.
	 */
	choiceOption('twoPlayerScore', ['games', 'cards'], 'games', { onlyWithSeats: [2] }),
	/**
	 * How the match ends (RULES-NOTES Cooncan: "Match ends after an agreed number of deals or at an
	 * agreed net"; Foster's laws for four or five: "One round of deals is a game"); 'open', the
	 * default, never ends by itself.
	 */
	choiceOption('end', ['open', 'round', 'deals', 'net'], 'open'),
	/** The number of deals or the net target for `end`; ignored when the match is open. */
	optionalNumberOption('endAt', null, { min: END_AT_MIN, max: END_AT_MAX, presets: [10, 20, 100, 200] })
] as const;

/** The options, their defaults, their reader and their checks. */
export const options = defineOptions(specs);

/** House options of a Cooncan match (RULES-NOTES Cooncan). */
export type CooncanConfig = ConfigOf<typeof specs>;
/** The count of an ace in a loser's hand (RULES-NOTES Cooncan: "ace 11 … Option: ace 1"). */
export type AceValue = CooncanConfig['aceValue'];
/** How the stock is handled (rules/cooncan.txt); recorded, no effect on scoring. */
export type StockVariant = CooncanConfig['stock'];
/** What happens when the pack runs out with nobody out (RULES-NOTES Cooncan). */
export type PackRunOut = CooncanConfig['packRunOut'];
/** How two players score (docs/cooncan-variants.md). */
export type TwoPlayerScore = CooncanConfig['twoPlayerScore'];
/** How the match ends (RULES-NOTES Cooncan); 'open' never ends by itself. */
export type MatchEnd = CooncanConfig['end'];

/** Default options (RULES-NOTES Cooncan). */
export const DEFAULT_CONFIG: CooncanConfig = options.defaults;
/**
 * Reads a stored or user-edited config; anything missing or malformed falls back to its default
 * (never throws). A whole `endAt` out of range is kept as given, so the setup check can say what
 * is wrong with it.
 */
export const parseConfig = (raw: unknown): CooncanConfig => options.parse(raw);
