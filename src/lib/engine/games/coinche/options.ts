/**
 * Coinche's house options (RULES-NOTES Coinche), described once: the target, the direction of
 * play, whether belote counts toward the contract, the unbid-capot bonus, the doubled-failure
 * variant and the no-trump / all-trump modes; and the house scoring options of
 * docs/coinche-house-options.md: the scoring scale, exact points, whole-deal doubling,
 * announcements, the belote to the deal's winner, the 252 capot, the coinche multiplying card
 * points and bid, no-trump bids doubled, the defenders' capot, bids by one, the surcoinche that
 * triples, announcements apart from the contract and hundreds ranked by length. Every new option defaults to the rules text's reading, so a stored match
 * without them scores as before.
 */
import { booleanOption, choiceOption, defineOptions, numberOption, type ConfigOf } from '../../core/options';

/** Coinche is for exactly four players (rules/coinche.txt "NUMBER OF PLAYERS: 4 players"). */
export const SEATS = 4;
/** Lowest target a table may set (brief: custom targets from 100). */
export const TARGET_MIN = 100;
/** Highest target a table may set (brief: custom targets up to 10,000). */
export const TARGET_MAX = 10_000;

const specs = [
	/** Game: the first team at or over this after a deal wins (RULES-NOTES Coinche "Game": 2000 default; 1000 and 1500 common). */
	numberOption('target', 2000, { min: TARGET_MIN, max: TARGET_MAX, step: 10, presets: [1000, 1500, 2000] }),
	/** RULES-NOTES Coinche "Seating": the deal and the bidding go anticlockwise (default) or clockwise. */
	choiceOption('direction', ['anticlockwise', 'clockwise'], 'anticlockwise'),
	/** RULES-NOTES Coinche "Contract made": the takers' belote counts toward the bid (default); off: card points only. */
	booleanOption('beloteCounts', true),
	/** RULES-NOTES Coinche "Made": every trick won without a capot bid scores 250 (default); off: the 162 rounded to 160. */
	booleanOption('capotBonus', true),
	/** RULES-NOTES Coinche "Failed", option *doubled failure*: defenders score (160 + bid) x m instead of 160 + m x bid. */
	booleanOption('doubledFailure', false),
	/** RULES-NOTES Coinche option *trump mode*: no-trump contracts allowed. */
	booleanOption('noTrump', false),
	/** RULES-NOTES Coinche option *trump mode*: all-trump contracts allowed. */
	booleanOption('allTrump', false),
	/** docs/coinche-house-options.md "Scoring scale": bid added (rules/coinche.txt "SCORING", default) or points made. */
	choiceOption('scale', ['bidAdded', 'pointsMade'], 'bidAdded'),
	/** docs/coinche-house-options.md "Exact points": card points never rounded; a whole deal's 160 is 162. */
	booleanOption('exactPoints', false),
	/** docs/coinche-house-options.md "Coinche doubles the whole deal": the winner of a coinched deal scores (160 + bid) x m. */
	booleanOption('wholeDeal', false),
	/** docs/coinche-house-options.md "Announcements": sequences and carrés of the first trick score. */
	booleanOption('announcements', false),
	/** docs/coinche-house-options.md "Belote to the winner": the belote of a failed, coinched or capot deal goes to the side that won it (contree-compagnon). */
	booleanOption('beloteToWinner', false),
	/** docs/coinche-house-options.md "Capot worth 252": every trick without a capot bid scores 252 (162 + 90) instead of 250 (ScoreIt, Oliboy50). */
	booleanOption('capot252', false),
	/** docs/coinche-house-options.md "Coinche multiplies points and bid": a made coinche scores (card points + bid) x m for the takers (ScoreIt). */
	booleanOption('coincheMultipliesPoints', false),
	/** docs/coinche-house-options.md "No-trump bids doubled": a no-trump bid scores twice its value (Oliboy50). */
	booleanOption('noTrumpDoubled', false),
	/** docs/coinche-house-options.md "The defenders' capot": defenders who win every trick of a failed contract score the capot (Oliboy50). */
	booleanOption('defendersCapot', false),
	/** docs/coinche-house-options.md "Bids by one": any whole bid from 80 to 160 (82, 91 …), not only tens. */
	booleanOption('bidsByOne', false),
	/** docs/coinche-house-options.md "Surcoinche triples": a surcoinche multiplies by 3 instead of 4 (iscool's Belote). */
	booleanOption('surcoincheTriples', false),
	/** docs/coinche-house-options.md "Announcements apart from the contract": they never count toward it and stay with their team (iscool). */
	booleanOption('announcementsApart', false),
	/** docs/coinche-house-options.md "Hundreds by length": between two hundreds the longer sequence wins (a run of six over five). */
	booleanOption('hundredsByLength', false)
] as const;

/** The options, their defaults, their reader and their checks. */
export const options = defineOptions(specs);

/** House options of a Coinche match (RULES-NOTES Coinche). */
export type CoincheConfig = ConfigOf<typeof specs>;
/** Direction of the deal and of play (RULES-NOTES Coinche "Seating": anticlockwise, option clockwise). */
export type CoincheDirection = CoincheConfig['direction'];
/** How a deal's points are counted (docs/coinche-house-options.md "Scoring scale"). */
export type CoincheScale = CoincheConfig['scale'];

/** The default options (RULES-NOTES Coinche: 2000, anticlockwise, belote counts, 250 bonus, no variants). */
export const DEFAULT_CONFIG: CoincheConfig = options.defaults;
/** Reads a stored or user-edited config: every missing, unknown or out-of-range value takes its default; never throws. */
export const parseCoincheConfig = (raw: unknown): CoincheConfig => options.parse(raw);
