/**
 * Coosner's house options and the table sizes they imply: hand size, packs in play, the puppy
 * pile and how many puppies can be bought in one round (rules/coosner.txt "Number of players";
 * RULES-NOTES Coosner "Sizes").
 */
import { isRecord } from '../../core/helpers';
import { choiceOption, defineOptions, numberOption, type ConfigOf } from '../../core/options';

/** Fewest players (rules/coosner.txt "Number of players": "two or three people"). */
export const MIN_PLAYERS = 2;
/** Most players (rules/coosner.txt "Number of players": "Four players can play, but … two decks"). */
export const MAX_PLAYERS = 4;

/** Lowest end score a table may agree on (RULES-NOTES Coosner "Game": 100 default, 200, or custom). */
export const END_SCORE_MIN = 1;
/** Highest end score a table may agree on (RULES-NOTES Coosner "Game"; a bound so totals stay readable). */
export const END_SCORE_MAX = 10_000;

/** Smallest four-player hand: 3 advisors plus one card to bid with (RULES-NOTES Coosner "Sizes": hand size is a setting). */
export const HAND_SIZE_MIN = 4;
/** Largest four-player hand: 4 x 25 cards leave 4 puppies in the 104-card pile (RULES-NOTES Coosner "Sizes"). */
export const HAND_SIZE_MAX = 25;

/** Advisors each player puts out (rules/coosner.txt "Choosing advisors": "chooses 3 cards"). */
export const ADVISORS = 3;

/** Cards of one suit in one pack (rules/coosner.txt: "a normal deck of 52 cards"). */
export const SUIT_SIZE = 13;

const specs = [
	/** The game ends at the end of the round in which a total reaches this (rules/coosner.txt: "100 is a good one"; RULES-NOTES: 100, option 200). */
	numberOption('endScore', 100, { min: END_SCORE_MIN, max: END_SCORE_MAX, step: 1, presets: [100, 200] }),
	/** Coosner bonus: 5 points (default) or 7 (rules/coosner.txt "Scoring a Coosner"). */
	choiceOption('bonus', ['5', '7'], '5'),
	/**
	 * How an ace advisor's wish is read (rules/coosner.txt "What advisors tell you": "Aces are worth
	 * a bid of 1 or 4"). RULES-NOTES Coosner: 'best' (default) takes whichever of 1 or 4 scores
	 * better; 'declared' has the player say 1 or 4 in the round input.
	 */
	choiceOption('aceRule', ['best', 'declared'], 'best'),
	/**
	 * Cards dealt to each player with four players and two packs (RULES-NOTES Coosner: "hand size is
	 * a setting, since the rules text gives none"). Two and three players always use the rules
	 * text's deals (18 and 13); see `handSizeFor`.
	 */
	{
		...numberOption('handSize', 18, { min: HAND_SIZE_MIN, max: HAND_SIZE_MAX, step: 1, presets: [13, 18] }),
		onlyWithSeats: [MAX_PLAYERS]
	}
] as const;

/** The options, their defaults, their reader and their checks. */
export const options = defineOptions(specs);

/** House options of a Coosner match (RULES-NOTES Coosner). */
export type CoosnerConfig = ConfigOf<typeof specs>;
/** Coosner bonus value, as the option's choice ids (rules/coosner.txt "Scoring a Coosner": 5, or 7 by agreement). */
export type CoosnerBonus = CoosnerConfig['bonus'];
/** How an ace advisor's wish is read (RULES-NOTES Coosner: best of 1 or 4, option declared). */
export type AceRule = CoosnerConfig['aceRule'];

/** Default options (RULES-NOTES Coosner). */
export const DEFAULT_CONFIG: CoosnerConfig = options.defaults;

/**
 * Reads a stored or user-edited config; anything missing, malformed or out of range falls back to
 * its default (never throws). A bonus stored as the number 7 reads as the choice '7'.
 */
export function parseCoosnerConfig(raw: unknown): CoosnerConfig {
	return options.parse(isRecord(raw) && raw.bonus === 7 ? { ...raw, bonus: '7' } : raw);
}

/** The Coosner bonus in points (rules/coosner.txt "Scoring a Coosner": 5, or 7 by agreement). */
export function bonusPoints(config: CoosnerConfig): number {
	return config.bonus === '7' ? 7 : 5;
}

/** Packs in play: one, or two shuffled together with four players (rules/coosner.txt "Number of players"). */
export function packsFor(seatCount: number): 1 | 2 {
	return seatCount >= 4 ? 2 : 1;
}

/**
 * Cards dealt to each player. rules/coosner.txt "Number of players": 18 each with two players,
 * 13 each with three; with four players (two packs) the text gives none, so it is the `handSize`
 * option (RULES-NOTES Coosner "Sizes"). The option does not change two- and three-player games.
 */
export function handSizeFor(config: CoosnerConfig, seatCount: number): number {
	if (seatCount <= 2) return 18;
	if (seatCount === 3) return 13;
	return config.handSize;
}

/** Cards left in the puppy pile after the deal (RULES-NOTES Coosner "Sizes": 16, 13, 32). */
export function pileSize(config: CoosnerConfig, seatCount: number): number {
	const n = Number.isInteger(seatCount) && seatCount > 0 ? seatCount : MIN_PLAYERS;
	return Math.max(0, packsFor(n) * 4 * SUIT_SIZE - n * handSizeFor(config, n));
}

/**
 * The most puppies the whole table can buy in one round, which is also the most one player can
 * hold: every purchase uses one card from each hand, hands hold (hand - 3) cards after the
 * advisors, and the pile runs out. RULES-NOTES Coosner "Sizes": min(pile, hand - 3) = 15 with two
 * players, 10 with three, 15 with four.
 */
export function maxPuppies(config: CoosnerConfig, seatCount: number): number {
	const n = Number.isInteger(seatCount) && seatCount > 0 ? seatCount : MIN_PLAYERS;
	return Math.max(0, Math.min(pileSize(config, n), handSizeFor(config, n) - ADVISORS));
}

/**
 * An upper bound on `maxPuppies` for every setup: the largest hand minus the three advisors
 * (RULES-NOTES Coosner "Sizes": each player buys at most hand - 3). Caps counts when the seat
 * count is unknown.
 */
export const MAX_PUPPIES_ANY = HAND_SIZE_MAX - ADVISORS;
