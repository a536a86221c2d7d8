/**
 * Cooncan's house options (RULES-NOTES Cooncan), described once: the joker, the
 * ace's count, the stock variant, what a run-out pack does and how the match ends; plus the
 * table's fixed sizes.
 */
import { booleanOption, choiceOption, defineOptions, optionalNumberOption, type ConfigOf } from '../../core/options';

/** Three players exactly (rules/cooncan.txt "For Three Players"). */
export const SEATS = 3;

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
	/** The joker is in the pack (rules/cooncan.txt: "with or without the joker"; off by default). */
	booleanOption('joker', false),
	/** An ace left in hand counts 11 (default) or 1 (RULES-NOTES Cooncan: "ace 11 … Option: ace 1"). */
	choiceOption('aceValue', ['11', '1'], '11'),
	/**
	 * Covered or exposed stock (rules/cooncan.txt "two chief variations"). RULES-NOTES Cooncan: "a
	 * setting that changes play, not scoring": recorded with the match, never changes a settlement.
	 */
	choiceOption('stock', ['covered', 'exposed'], 'covered'),
	/**
	 * The pack runs out with nobody out (RULES-NOTES Cooncan: "the deal is void (nobody pays).
	 * Option: the next deal's settlement counts double").
	 */
	choiceOption('packRunOut', ['void', 'double-next'], 'void'),
	/**
	 * How the match ends (RULES-NOTES Cooncan: "Match ends after an agreed number of deals or at an
	 * agreed net"); 'open', the default, never ends by itself.
	 */
	choiceOption('end', ['open', 'deals', 'net'], 'open'),
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
/** How the match ends (RULES-NOTES Cooncan); 'open' never ends by itself. */
export type MatchEnd = CooncanConfig['end'];

/** Default options (RULES-NOTES Cooncan). */
export const DEFAULT_CONFIG: CooncanConfig = options.defaults;
/** The options as the new-match form renders them, in this order. */
export const OPTIONS = options.specs;
/**
 * Reads a stored or user-edited config; anything missing or malformed falls back to its default
 * (never throws). A whole `endAt` out of range is kept as given, so the setup check can say what
 * is wrong with it.
 */
export const parseConfig = (raw: unknown): CooncanConfig => options.parse(raw);
