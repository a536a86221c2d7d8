/**
 * KooseKort's house options (RULES-NOTES KooseKort), described once: strict wilds, whether a tie
 * for lowest spares the player who went out, and how a tie after four rounds is broken; plus the
 * table's sizes.
 */
import { booleanOption, choiceOption, defineOptions, type ConfigOf } from '../../core/options';

/** Rounds in a match (rules/koosekort.txt "Game objective": "the lowest points after four rounds"). */
export const KOOSEKORT_ROUNDS = 4;
/** Fewest players (rules/koosekort.txt "Game objective": "2-6 players"). */
export const KOOSEKORT_MIN_PLAYERS = 2;
/** Most players (rules/koosekort.txt "Game objective": "2-6 players"). */
export const KOOSEKORT_MAX_PLAYERS = 6;

const specs = [
	/** RULES-NOTES KooseKort option *strict wilds*: every wild is a plain 0 before sets are read. */
	booleanOption('strictWilds', false),
	/** RULES-NOTES KooseKort "Went-out penalty", option: a tie for lowest is no penalty. */
	booleanOption('tieSpares', false),
	/** RULES-NOTES KooseKort: a tie after four rounds is shared, or the last round decides (still shared if tied there). */
	choiceOption('tieBreak', ['shared', 'last-round'], 'shared')
] as const;

/** The options, their defaults, their reader and their checks. */
export const options = defineOptions(specs);

/** House options (RULES-NOTES KooseKort: strict wilds; tie for lowest spares; tie-break). */
export type KooseKortConfig = ConfigOf<typeof specs>;
