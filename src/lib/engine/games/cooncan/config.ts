/**
 * Cooncan's house options (issue 6 "Match"; RULES-NOTES Cooncan): the joker, the ace's count, the
 * stock variant, what a run-out pack does, and how the match ends; plus the table's fixed sizes.
 */
import { isInt, isRecord } from '../../core/helpers';
import type { OptionSpec } from '../../core/types';

/** The count of an ace in a loser's hand (RULES-NOTES Cooncan: "ace 11 … Option: ace 1"). */
export type AceValue = '11' | '1';

/**
 * How the stock is handled (rules/cooncan.txt "two chief variations": each discard covers the last
 * one, or every discard stays exposed). RULES-NOTES Cooncan: "a setting that changes play, not
 * scoring": it is recorded with the match and never changes a settlement.
 */
export type StockVariant = 'covered' | 'exposed';

/**
 * What happens when the pack runs out with nobody out (RULES-NOTES Cooncan: "the deal is void
 * (nobody pays). Option: the next deal's settlement counts double").
 */
export type PackRunOut = 'void' | 'double-next';

/**
 * How the match ends (RULES-NOTES Cooncan: "Match ends after an agreed number of deals or at an
 * agreed net"); 'open' never ends by itself (issue 6 "match end … open by default").
 */
export type MatchEnd = 'open' | 'deals' | 'net';

/** House options of a Cooncan match (issue 6 "Match"; RULES-NOTES Cooncan). */
export interface CooncanConfig {
	/** The joker is in the pack (rules/cooncan.txt: "with or without the joker"; off by default). */
	readonly joker: boolean;
	/** An ace left in hand counts 11 (default) or 1 (RULES-NOTES Cooncan). */
	readonly aceValue: AceValue;
	/** Covered or exposed stock (rules/cooncan.txt); recorded, no effect on scoring. */
	readonly stock: StockVariant;
	/** Void deal (default) or "next deal counts double" when the pack runs out (RULES-NOTES Cooncan). */
	readonly packRunOut: PackRunOut;
	/** Open (default), after `endAt` deals, or when a net reaches `endAt` (RULES-NOTES Cooncan). */
	readonly end: MatchEnd;
	/** The number of deals or the net target for `end`; ignored when the match is open. */
	readonly endAt: number | null;
}

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

/** Default options (issue 6 "Match"; RULES-NOTES Cooncan). */
export const DEFAULT_CONFIG: CooncanConfig = {
	joker: false,
	aceValue: '11',
	stock: 'covered',
	packRunOut: 'void',
	end: 'open',
	endAt: null
};

/** The options as the new-match form renders them, in this order (issue 6 "Match"). */
export const OPTIONS: readonly OptionSpec[] = [
	{ kind: 'boolean', key: 'joker', default: false },
	{ kind: 'choice', key: 'aceValue', choices: ['11', '1'], default: '11' },
	{ kind: 'choice', key: 'stock', choices: ['covered', 'exposed'], default: 'covered' },
	{ kind: 'choice', key: 'packRunOut', choices: ['void', 'double-next'], default: 'void' },
	{ kind: 'choice', key: 'end', choices: ['open', 'deals', 'net'], default: 'open' },
	{
		kind: 'optional-number',
		key: 'endAt',
		default: null,
		min: END_AT_MIN,
		max: END_AT_MAX,
		presets: [10, 20, 100, 200]
	}
];

function pick<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
	return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Reads a stored or user-edited config; anything missing or malformed falls back to its default
 * (issue 6 "Match"; brief: `parseConfig` never throws). An out-of-range `endAt` is kept as given
 * when it is a whole number, so `validateSetup` can say what is wrong with it.
 */
export function parseConfig(raw: unknown): CooncanConfig {
	if (!isRecord(raw)) return DEFAULT_CONFIG;
	return {
		joker: typeof raw.joker === 'boolean' ? raw.joker : DEFAULT_CONFIG.joker,
		aceValue: pick(raw.aceValue, ['11', '1'] as const, DEFAULT_CONFIG.aceValue),
		stock: pick(raw.stock, ['covered', 'exposed'] as const, DEFAULT_CONFIG.stock),
		packRunOut: pick(raw.packRunOut, ['void', 'double-next'] as const, DEFAULT_CONFIG.packRunOut),
		end: pick(raw.end, ['open', 'deals', 'net'] as const, DEFAULT_CONFIG.end),
		endAt: isInt(raw.endAt) ? raw.endAt : null
	};
}
