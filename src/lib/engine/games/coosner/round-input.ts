/**
 * Coosner round input: its stored shape, the checks on untrusted input (three advisors per
 * player, real cards, each card at most once per pack in play, puppies within what could be
 * bought, ace declarations) and `scorePlayer`, the live score of one player's form
 * (rules/coosner.txt; RULES-NOTES Coosner "Checks" and "Sizes"; issue 5 "Bad input").
 */
import { append } from '../../core/arrays';
import { isRecord, violation } from '../../core/helpers';
import type { Violation } from '../../core/types';
import { isPackCard, parseCard, SUITS, type Suit } from '../../cards/cards';
import {
	ADVISORS,
	bonusPoints,
	MAX_PLAYERS,
	MAX_PUPPIES_ANY,
	maxPuppies,
	MIN_PLAYERS,
	packsFor,
	parseCoosnerConfig,
	SUIT_SIZE,
	type CoosnerConfig
} from './config';
import {
	scoreHand,
	wantedPuppies,
	type PackCard,
	type ParsedAdvisor,
	type ParsedHand,
	type PlayerScore,
	type SuitCounts
} from './scoring';

/**
 * One advisor as entered: a card, and for an ace under the 'declared' ace rule the count it
 * wants (rules/coosner.txt "Aces are worth a bid of 1 or 4"; RULES-NOTES Coosner option).
 * `aceWants` is ignored under the 'best' rule and on other cards.
 */
export interface CoosnerAdvisor {
	readonly card: PackCard;
	readonly aceWants?: 1 | 4;
}

/** Puppies entered as counts per suit, a missing suit counting 0 (issue 5 "Entering a round": counts per suit). */
export interface PuppyCounts {
	readonly counts: Readonly<Partial<Record<Suit, number>>>;
}

/** Puppies entered card by card, so they take part in the each-card-once check (RULES-NOTES Coosner "Checks"). */
export interface PuppyCards {
	readonly cards: readonly PackCard[];
}

/** The puppies a player bought this round: counts per suit, or the cards themselves (issue 5 "Entering a round"). */
export type CoosnerPuppies = PuppyCounts | PuppyCards;

/** One player's round: exactly three advisors and the puppies bought (rules/coosner.txt "Choosing advisors"). */
export interface CoosnerHand {
	readonly advisors: readonly CoosnerAdvisor[];
	readonly puppies: CoosnerPuppies;
}

/** A Coosner round as stored: one hand per seat, in seat order (rules/coosner.txt: every player scores each round). */
export interface CoosnerInput {
	readonly players: readonly CoosnerHand[];
}

/** Advisors beyond this many are not looked at one by one (the count is already wrong). */
const ADVISOR_SCAN = 8;

/** A card read from the input, where it was entered, and whether it is an advisor (else a puppy). */
interface EnteredCard {
	readonly card: PackCard;
	readonly field: string;
	readonly advisor: boolean;
}

/** What reading one player's entry gave. */
interface HandReading {
	readonly violations: Violation[];
	/** Cards read successfully (advisors and puppy cards), with their fields, for table-wide checks. */
	readonly cards: EnteredCard[];
	/** Puppies per suit when they were read successfully. */
	readonly puppies: SuitCounts | null;
	/** The checked hand when it has no violation. */
	readonly hand: ParsedHand | null;
}

function emptyCounts(): Record<Suit, number> {
	return { S: 0, H: 0, D: 0, C: 0 };
}

function countTotal(counts: SuitCounts): number {
	return SUITS.reduce((n, s) => n + counts[s], 0);
}

/**
 * Reads one player's advisors and puppies. `limit` is the most puppies the player may hold
 * (RULES-NOTES Coosner "Sizes"); `prefix` is prepended to every field path.
 */
function readHand(
	advisors: unknown,
	puppies: unknown,
	config: CoosnerConfig,
	limit: number,
	prefix: string
): HandReading {
	const out: Violation[] = [];
	const cards: EnteredCard[] = [];
	const parsedAdvisors: ParsedAdvisor[] = [];

	// rules/coosner.txt "Choosing advisors": each player chooses 3 cards.
	const list: readonly unknown[] = Array.isArray(advisors) ? advisors : [];
	if (list.length !== ADVISORS)
		out.push(violation('coosner.advisor-count', `${prefix}advisors`, { count: list.length }));
	for (let j = 0; j < Math.min(list.length, ADVISOR_SCAN); j++) {
		const entry = list[j];
		const card = isRecord(entry) ? entry.card : undefined;
		const field = `${prefix}advisors.${j}`;
		if (!isPackCard(card)) {
			out.push(violation('coosner.not-a-card', `${field}.card`));
			continue;
		}
		cards.push({ card, field: `${field}.card`, advisor: true });
		const aceWants = isRecord(entry) ? entry.aceWants : undefined;
		if (config.aceRule === 'declared' && parseCard(card)?.rank === 'A' && aceWants !== 1 && aceWants !== 4) {
			out.push(violation('coosner.ace-undeclared', `${field}.aceWants`, { card }));
		}
		parsedAdvisors.push({ card, wants: wantedPuppies(card, config.aceRule, aceWants) });
	}

	// Puppies: counts per suit or the cards themselves (issue 5 "Entering a round").
	let counts: Record<Suit, number> | null = null;
	const field = `${prefix}puppies`;
	const hasCards = isRecord(puppies) && puppies.cards !== undefined;
	const hasCounts = isRecord(puppies) && puppies.counts !== undefined;
	if (!isRecord(puppies) || (!hasCards && !hasCounts)) {
		out.push(violation('coosner.puppies-missing', field));
	} else if (hasCards && hasCounts) {
		out.push(violation('coosner.puppies-both', field));
	} else if (hasCards) {
		const raw = puppies.cards;
		if (!Array.isArray(raw)) out.push(violation('coosner.puppies-missing', field));
		else if (raw.length > limit) {
			out.push(violation('coosner.too-many-puppies', field, { count: raw.length, max: limit }));
		} else {
			const tally = emptyCounts();
			let ok = true;
			for (let k = 0; k < raw.length; k++) {
				const card: unknown = raw[k];
				const cardField = `${field}.cards.${k}`;
				const parsed = parseCard(card);
				if (!parsed || !isPackCard(card)) {
					out.push(violation('coosner.not-a-card', cardField));
					ok = false;
					continue;
				}
				cards.push({ card, field: cardField, advisor: false });
				tally[parsed.suit]++;
			}
			if (ok) counts = tally;
		}
	} else {
		const raw = puppies.counts;
		if (!isRecord(raw)) out.push(violation('coosner.puppies-missing', field));
		else {
			const tally = emptyCounts();
			let ok = true;
			for (const suit of SUITS) {
				const value = raw[suit];
				const countField = `${field}.counts.${suit}`;
				if (value === undefined) continue;
				if (typeof value !== 'number' || !Number.isFinite(value)) out.push(violation('core.not-a-number', countField));
				else if (!Number.isInteger(value)) out.push(violation('core.not-whole', countField));
				else if (value < 0 || value > limit)
					out.push(violation('core.out-of-range', countField, { min: 0, max: limit }));
				else {
					tally[suit] = value;
					continue;
				}
				ok = false;
			}
			if (ok) {
				const total = countTotal(tally);
				if (total > limit) out.push(violation('coosner.too-many-puppies', field, { count: total, max: limit }));
				else counts = tally;
			}
		}
	}

	const hand = out.length === 0 && counts !== null ? { advisors: parsedAdvisors, puppies: counts } : null;
	return { violations: out, cards, puppies: counts, hand };
}

/**
 * Cards entered more often than the packs in play hold them (RULES-NOTES Coosner "Checks": each
 * card at most once per pack in play, twice with two packs). Each occurrence beyond the limit is
 * reported at its field.
 */
function duplicateCards(cards: readonly EnteredCard[], packs: number): Violation[] {
	const total = new Map<string, number>();
	for (const { card } of cards) total.set(card, (total.get(card) ?? 0) + 1);
	const seen = new Map<string, number>();
	const out: Violation[] = [];
	for (const { card, field } of cards) {
		const n = (seen.get(card) ?? 0) + 1;
		seen.set(card, n);
		if (n > packs)
			out.push(violation('coosner.duplicate-card', field, { card, count: total.get(card) ?? n, max: packs }));
	}
	return out;
}

/** What reading a whole round gave: its violations, and the checked hands when there are none (RULES-NOTES Coosner "Checks"). */
export interface RoundReading {
	readonly violations: readonly Violation[];
	readonly hands: readonly ParsedHand[] | null;
}

/**
 * Reads and checks a whole round (issue 5 "Bad input"; RULES-NOTES Coosner "Checks"): one entry
 * per seat with three advisors and puppies; every card at most once per pack in play across all
 * players' advisors and puppy cards; no suit used more often than the packs hold; each player and
 * the table together within the puppies that could be bought (min(pile, hand - 3)). Never throws.
 */
export function readRound(input: unknown, config: CoosnerConfig, seatCount: number): RoundReading {
	if (!Number.isInteger(seatCount) || seatCount < MIN_PLAYERS || seatCount > MAX_PLAYERS) {
		return {
			violations: [violation('core.seat-count', undefined, { min: MIN_PLAYERS, max: MAX_PLAYERS })],
			hands: null
		};
	}
	const players: unknown = isRecord(input) ? input.players : undefined;
	if (!Array.isArray(players)) {
		return {
			violations: [violation('coosner.players-missing', 'players', { count: 0, expected: seatCount })],
			hands: null
		};
	}
	const out: Violation[] = [];
	if (players.length !== seatCount) {
		out.push(violation('coosner.players-missing', 'players', { count: players.length, expected: seatCount }));
	}
	const limit = maxPuppies(config, seatCount);
	const packs = packsFor(seatCount);
	const readings: HandReading[] = [];
	for (let seat = 0; seat < Math.min(players.length, seatCount); seat++) {
		const entry: unknown = players[seat];
		if (!isRecord(entry)) {
			out.push(violation('core.required', `players.${seat}`));
			continue;
		}
		const reading = readHand(entry.advisors, entry.puppies, config, limit, `players.${seat}.`);
		append(out, reading.violations);
		readings.push(reading);
	}

	const duplicates = duplicateCards(
		readings.flatMap((r) => r.cards),
		packs
	);
	append(out, duplicates);

	if (duplicates.length === 0) {
		// A suit cannot be used more often than the packs hold it (catches counts that no card list shows).
		const bySuit = emptyCounts();
		for (const r of readings) {
			for (const { card, advisor } of r.cards) {
				const suit = parseCard(card)?.suit;
				if (suit && advisor) bySuit[suit]++;
			}
			if (r.puppies) for (const suit of SUITS) bySuit[suit] += r.puppies[suit];
		}
		for (const suit of SUITS) {
			const max = SUIT_SIZE * packs;
			if (bySuit[suit] > max)
				out.push(violation('coosner.suit-overflow', 'players', { suit, count: bySuit[suit], max }));
		}
	}

	// RULES-NOTES Coosner "Sizes": the players together at most min(pile, hand - 3).
	const everyoneRead = readings.length === seatCount && readings.every((r) => r.puppies !== null);
	if (everyoneRead) {
		const total = readings.reduce((n, r) => n + (r.puppies ? countTotal(r.puppies) : 0), 0);
		if (total > limit) out.push(violation('coosner.too-many-puppies', 'players', { count: total, max: limit }));
	}

	if (out.length > 0) return { violations: out, hands: null };
	const hands = readings.map((r) => r.hand);
	return hands.every((h): h is ParsedHand => h !== null) ? { violations: [], hands } : { violations: out, hands: null };
}

/** `scorePlayer`'s answer: the score, or why the entry cannot be scored yet (RULES-NOTES Coosner "Checks"). */
export type ScorePlayerResult =
	| { readonly ok: true; readonly score: PlayerScore }
	| { readonly ok: false; readonly violations: readonly Violation[] };

/**
 * Scores one player's entry as typed, for the round form before saving (issue 5 "Everything
 * visible before saving: each advisor's wanted count, the split, the score"). Same rules as the
 * round (rules/coosner.txt scoring; RULES-NOTES Coosner). With `seatCount`, the player's puppies
 * are held to the table's limit and each card to the packs in play; without it, only the shape
 * is checked (up to 22 puppies, each card at most twice). Field paths are relative
 * (`advisors.1.card`, `puppies.counts.S`); the explanation lines carry no column. Never throws.
 */
export function scorePlayer(
	advisors: unknown,
	puppies: unknown,
	rawConfig: CoosnerConfig,
	seatCount?: number
): ScorePlayerResult {
	const config = parseCoosnerConfig(rawConfig);
	const known =
		Number.isInteger(seatCount) && (seatCount as number) >= MIN_PLAYERS && (seatCount as number) <= MAX_PLAYERS;
	const limit = known ? maxPuppies(config, seatCount as number) : MAX_PUPPIES_ANY;
	const reading = readHand(advisors, puppies, config, limit, '');
	const violations = [
		...reading.violations,
		...duplicateCards(reading.cards, known ? packsFor(seatCount as number) : 2)
	];
	if (violations.length > 0 || reading.hand === null) return { ok: false, violations };
	return { ok: true, score: scoreHand(reading.hand, bonusPoints(config)) };
}
