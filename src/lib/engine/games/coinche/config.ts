/**
 * Coinche's house options (RULES-NOTES Coinche): the target, the direction of play, whether
 * belote counts toward the contract, the unbid-capot bonus, the doubled-failure variant and the
 * no-trump / all-trump modes; reading a stored config without throwing, and checking a setup.
 */
import { isInt, isRecord, violation } from '../../core/helpers';
import type { MatchSetup, OptionSpec, Violation } from '../../core/types';

/** Direction of the deal and of play (RULES-NOTES Coinche "Seating": anticlockwise, option clockwise). */
export type CoincheDirection = 'anticlockwise' | 'clockwise';

/** House options of a Coinche match (RULES-NOTES Coinche). */
export interface CoincheConfig {
	/** Game: the first team at or over this after a deal wins (RULES-NOTES Coinche "Game": 2000 default; 1000 and 1500 common). */
	readonly target: number;
	/** RULES-NOTES Coinche "Seating": the deal and the bidding go anticlockwise (default) or clockwise. */
	readonly direction: CoincheDirection;
	/** RULES-NOTES Coinche "Contract made": the takers' belote counts toward the bid (default); off: card points only. */
	readonly beloteCounts: boolean;
	/** RULES-NOTES Coinche "Made": every trick won without a capot bid scores 250 (default); off: the 162 rounded to 160. */
	readonly capotBonus: boolean;
	/** RULES-NOTES Coinche "Failed", option *doubled failure*: defenders score (160 + bid) x m instead of 160 + m x bid. */
	readonly doubledFailure: boolean;
	/** RULES-NOTES Coinche option *trump mode*: no-trump contracts allowed. */
	readonly noTrump: boolean;
	/** RULES-NOTES Coinche option *trump mode*: all-trump contracts allowed. */
	readonly allTrump: boolean;
}

/** Coinche is for exactly four players (rules/coinche.txt "NUMBER OF PLAYERS: 4 players"). */
export const SEATS = 4;
/** Lowest target a table may set (brief: custom targets from 100). */
export const TARGET_MIN = 100;
/** Highest target a table may set (brief: custom targets up to 10,000). */
export const TARGET_MAX = 10_000;

/** The default options (RULES-NOTES Coinche: 2000, anticlockwise, belote counts, 250 bonus, no variants). */
export const DEFAULT_CONFIG: CoincheConfig = {
	target: 2000,
	direction: 'anticlockwise',
	beloteCounts: true,
	capotBonus: true,
	doubledFailure: false,
	noTrump: false,
	allTrump: false
};

/** The options in the order the new-match form shows them (RULES-NOTES Coinche, issue 3 "Match setup"). */
export const OPTIONS: readonly OptionSpec[] = [
	{
		kind: 'number',
		key: 'target',
		default: 2000,
		min: TARGET_MIN,
		max: TARGET_MAX,
		step: 10,
		presets: [1000, 1500, 2000]
	},
	{ kind: 'choice', key: 'direction', choices: ['anticlockwise', 'clockwise'], default: 'anticlockwise' },
	{ kind: 'boolean', key: 'beloteCounts', default: true },
	{ kind: 'boolean', key: 'capotBonus', default: true },
	{ kind: 'boolean', key: 'doubledFailure', default: false },
	{ kind: 'boolean', key: 'noTrump', default: false },
	{ kind: 'boolean', key: 'allTrump', default: false }
];

function bool(value: unknown, fallback: boolean): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

/**
 * Reads a stored or user-edited config (RULES-NOTES Coinche options): every missing, unknown or
 * out-of-range value falls back to its default; never throws.
 */
export function parseCoincheConfig(raw: unknown): CoincheConfig {
	if (!isRecord(raw)) return DEFAULT_CONFIG;
	const target =
		isInt(raw.target) && raw.target >= TARGET_MIN && raw.target <= TARGET_MAX ? raw.target : DEFAULT_CONFIG.target;
	return {
		target,
		direction: raw.direction === 'clockwise' ? 'clockwise' : 'anticlockwise',
		beloteCounts: bool(raw.beloteCounts, DEFAULT_CONFIG.beloteCounts),
		capotBonus: bool(raw.capotBonus, DEFAULT_CONFIG.capotBonus),
		doubledFailure: bool(raw.doubledFailure, DEFAULT_CONFIG.doubledFailure),
		noTrump: bool(raw.noTrump, DEFAULT_CONFIG.noTrump),
		allTrump: bool(raw.allTrump, DEFAULT_CONFIG.allTrump)
	};
}

/**
 * Problems with a Coinche setup: four seats (rules/coinche.txt "4 players"), a first dealer among
 * them, a whole target from 100 to 10,000 (RULES-NOTES Coinche "Game"), and well-typed options.
 */
export function validateCoincheSetup(setup: MatchSetup<CoincheConfig>): Violation[] {
	const out: Violation[] = [];
	if (setup.seatCount !== SEATS) out.push(violation('core.seat-count', 'seats', { min: SEATS, max: SEATS }));
	if (!isInt(setup.firstDealer) || setup.firstDealer < 0 || setup.firstDealer >= SEATS)
		out.push(violation('core.out-of-range', 'firstDealer', { min: 0, max: SEATS - 1 }));
	const config: unknown = setup.config;
	if (!isRecord(config)) {
		out.push(violation('core.required', 'config'));
		return out;
	}
	const target = config.target;
	if (typeof target !== 'number' || !Number.isFinite(target)) out.push(violation('core.not-a-number', 'config.target'));
	else if (!Number.isInteger(target)) out.push(violation('core.not-whole', 'config.target'));
	else if (target < TARGET_MIN || target > TARGET_MAX)
		out.push(violation('core.out-of-range', 'config.target', { min: TARGET_MIN, max: TARGET_MAX }));
	if (config.direction !== 'anticlockwise' && config.direction !== 'clockwise')
		out.push(violation('core.required', 'config.direction'));
	for (const key of ['beloteCounts', 'capotBonus', 'doubledFailure', 'noTrump', 'allTrump'] as const)
		if (typeof config[key] !== 'boolean') out.push(violation('core.required', `config.${key}`));
	return out;
}
