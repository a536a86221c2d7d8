/**
 * Reading a Coosner round (RULES-NOTES Coosner "Checks" and "Sizes"): the
 * untrusted input walked with one `InputReader` becomes one checked hand per seat (three advisors
 * per player, real cards, each card at most once per pack in play, puppies within what could be
 * bought, ace declarations), or the violations at the fields they concern. Also `scorePlayer`,
 * the live score of one player's form.
 */
import { isRecord } from '../../core/helpers';
import { fieldPath, InputReader } from '../../core/reader';
import { invalid } from '../../core/round';
import type { MatchSetup, MessageValues, ReadResult, Violation } from '../../core/types';
import { isPackCard, parseCard, SUITS, type Suit } from '../../cards/cards';
import type { CoosnerRound, PackCard, ParsedAdvisor, ParsedHand, SuitCounts } from './input';
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
} from './options';
import { ids, type CoosnerViolation } from './rules';
import { scoreHand, wantedPuppies, type PlayerScore } from './score';

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
	/** Cards read successfully (advisors and puppy cards), with their fields, for table-wide checks. */
	readonly cards: EnteredCard[];
	/** Puppies per suit when they were read successfully. */
	readonly puppies: SuitCounts | null;
	/** The checked hand when reading it reported nothing. */
	readonly hand: ParsedHand | null;
}

/** Records one of the game's violations (the code is checked against `rules.ts`). */
function report(reader: InputReader, code: CoosnerViolation, field: string, values?: MessageValues): null {
	return reader.report(code, field, values);
}

function emptyCounts(): Record<Suit, number> {
	return { S: 0, H: 0, D: 0, C: 0 };
}

function countTotal(counts: SuitCounts): number {
	return SUITS.reduce((n, s) => n + counts[s], 0);
}

/** Reads puppies entered card by card: at most `limit`, each a card of the pack; their counts per suit. */
function readPuppyCards(
	reader: InputReader,
	raw: unknown,
	field: string,
	limit: number,
	cards: EnteredCard[]
): SuitCounts | null {
	if (!Array.isArray(raw)) return report(reader, 'coosner.puppies-missing', field);
	if (raw.length > limit) return report(reader, 'coosner.too-many-puppies', field, { count: raw.length, max: limit });
	const tally = emptyCounts();
	let ok = true;
	raw.forEach((card: unknown, k) => {
		const cardField = fieldPath(field, 'cards', k);
		const parsed = parseCard(card);
		if (!parsed || !isPackCard(card)) {
			report(reader, 'coosner.not-a-card', cardField);
			ok = false;
			return;
		}
		cards.push({ card, field: cardField, advisor: false });
		tally[parsed.suit]++;
	});
	return ok ? tally : null;
}

/** Reads puppies entered as counts per suit (a missing suit counts 0): each whole, 0..`limit`, together at most `limit`. */
function readPuppyCounts(reader: InputReader, raw: unknown, field: string, limit: number): SuitCounts | null {
	if (!isRecord(raw)) return report(reader, 'coosner.puppies-missing', field);
	const tally = emptyCounts();
	let ok = true;
	for (const suit of SUITS) {
		if (raw[suit] === undefined) continue;
		const value = reader.whole(raw[suit], fieldPath(field, 'counts', suit), 0, limit);
		if (value === null) ok = false;
		else tally[suit] = value;
	}
	if (!ok) return null;
	const total = countTotal(tally);
	return total > limit ? report(reader, 'coosner.too-many-puppies', field, { count: total, max: limit }) : tally;
}

/**
 * Reads one player's advisors and puppies. `limit` is the most puppies the player may hold
 * (RULES-NOTES Coosner "Sizes"); `prefix` is the field path of the player's entry ('' for a
 * lone form).
 */
function readHand(
	reader: InputReader,
	advisors: unknown,
	puppies: unknown,
	config: CoosnerConfig,
	limit: number,
	prefix: string
): HandReading {
	const before = reader.violations.length;
	const at = (...parts: (string | number)[]) => (prefix === '' ? parts : [prefix, ...parts]).join('.');
	const cards: EnteredCard[] = [];
	const parsedAdvisors: ParsedAdvisor[] = [];

	// rules/coosner.txt "Choosing advisors": each player chooses 3 cards.
	const list: readonly unknown[] = Array.isArray(advisors) ? advisors : [];
	if (list.length !== ADVISORS) report(reader, 'coosner.advisor-count', at('advisors'), { count: list.length });
	for (let j = 0; j < Math.min(list.length, ADVISOR_SCAN); j++) {
		const entry = list[j];
		const card = isRecord(entry) ? entry.card : undefined;
		if (!isPackCard(card)) {
			report(reader, 'coosner.not-a-card', at('advisors', j, 'card'));
			continue;
		}
		cards.push({ card, field: at('advisors', j, 'card'), advisor: true });
		const aceWants = isRecord(entry) ? entry.aceWants : undefined;
		if (config.aceRule === 'declared' && parseCard(card)?.rank === 'A' && aceWants !== 1 && aceWants !== 4)
			report(reader, 'coosner.ace-undeclared', at('advisors', j, 'aceWants'), { card });
		parsedAdvisors.push({ card, wants: wantedPuppies(card, config.aceRule, aceWants) });
	}

	// Puppies: counts per suit or the cards themselves.
	let counts: SuitCounts | null = null;
	const field = at('puppies');
	const hasCards = isRecord(puppies) && puppies.cards !== undefined;
	const hasCounts = isRecord(puppies) && puppies.counts !== undefined;
	if (!isRecord(puppies) || (!hasCards && !hasCounts)) report(reader, 'coosner.puppies-missing', field);
	else if (hasCards && hasCounts) report(reader, 'coosner.puppies-both', field);
	else if (hasCards) counts = readPuppyCards(reader, puppies.cards, field, limit, cards);
	else counts = readPuppyCounts(reader, puppies.counts, field, limit);

	const clean = reader.violations.length === before;
	return {
		cards,
		puppies: counts,
		hand: clean && counts !== null ? { advisors: parsedAdvisors, puppies: counts } : null
	};
}

/**
 * Cards entered more often than the packs in play hold them (RULES-NOTES Coosner "Checks": each
 * card at most once per pack in play, twice with two packs). Each occurrence beyond the limit is
 * reported at its field; returns how many were.
 */
function duplicateCards(reader: InputReader, cards: readonly EnteredCard[], packs: number): number {
	const total = new Map<string, number>();
	for (const { card } of cards) total.set(card, (total.get(card) ?? 0) + 1);
	const seen = new Map<string, number>();
	let found = 0;
	for (const { card, field } of cards) {
		const n = (seen.get(card) ?? 0) + 1;
		seen.set(card, n);
		if (n > packs) {
			report(reader, 'coosner.duplicate-card', field, { card, count: total.get(card) ?? n, max: packs });
			found++;
		}
	}
	return found;
}

/** A suit cannot be used more often than the packs hold it (catches counts that no card list shows). */
function suitOverflow(reader: InputReader, readings: readonly HandReading[], packs: number): void {
	const bySuit = emptyCounts();
	for (const r of readings) {
		for (const { card, advisor } of r.cards) {
			const suit = parseCard(card)?.suit;
			if (suit && advisor) bySuit[suit]++;
		}
		if (r.puppies) for (const suit of SUITS) bySuit[suit] += r.puppies[suit];
	}
	const max = SUIT_SIZE * packs;
	for (const suit of SUITS)
		if (bySuit[suit] > max) report(reader, 'coosner.suit-overflow', 'players', { suit, count: bySuit[suit], max });
}

/**
 * Reads and checks a whole round (RULES-NOTES Coosner "Checks"): one entry
 * per seat with three advisors and puppies; every card at most once per pack in play across all
 * players' advisors and puppy cards; no suit used more often than the packs hold; each player and
 * the table together within the puppies that could be bought (min(pile, hand - 3)). Never throws.
 */
export function readRound(input: unknown, config: CoosnerConfig, seatCount: number): ReadResult<CoosnerRound> {
	if (!Number.isInteger(seatCount) || seatCount < MIN_PLAYERS || seatCount > MAX_PLAYERS)
		return invalid([ids.violation('core.seat-count', undefined, { min: MIN_PLAYERS, max: MAX_PLAYERS })]);
	const players: unknown = isRecord(input) ? input.players : undefined;
	if (!Array.isArray(players))
		return invalid([ids.violation('coosner.players-missing', 'players', { count: 0, expected: seatCount })]);
	const reader = new InputReader();
	if (players.length !== seatCount)
		report(reader, 'coosner.players-missing', 'players', { count: players.length, expected: seatCount });
	const limit = maxPuppies(config, seatCount);
	const packs = packsFor(seatCount);
	const readings: HandReading[] = [];
	for (let seat = 0; seat < Math.min(players.length, seatCount); seat++) {
		const entry = reader.record(players[seat], fieldPath('players', seat), 'core.required');
		if (entry)
			readings.push(readHand(reader, entry.advisors, entry.puppies, config, limit, fieldPath('players', seat)));
	}

	const duplicates = duplicateCards(
		reader,
		readings.flatMap((r) => r.cards),
		packs
	);
	if (duplicates === 0) suitOverflow(reader, readings, packs);

	// RULES-NOTES Coosner "Sizes": the players together at most min(pile, hand - 3).
	if (readings.length === seatCount && readings.every((r) => r.puppies !== null)) {
		const total = readings.reduce((n, r) => n + (r.puppies ? countTotal(r.puppies) : 0), 0);
		if (total > limit) report(reader, 'coosner.too-many-puppies', 'players', { count: total, max: limit });
	}
	const hands = readings.map((r) => r.hand);
	if (!reader.failed && !hands.every((h): h is ParsedHand => h !== null)) return invalid(reader.violations);
	return reader.result(() => hands as ParsedHand[]);
}

/** The definition's `read`: the checked hands, or the round's violations. */
export function read(_state: unknown, input: unknown, setup: MatchSetup<CoosnerConfig>): ReadResult<CoosnerRound> {
	return readRound(input, parseCoosnerConfig(setup.config), setup.seatCount);
}

/** `scorePlayer`'s answer: the score, or why the entry cannot be scored yet (RULES-NOTES Coosner "Checks"). */
export type ScorePlayerResult =
	| { readonly ok: true; readonly score: PlayerScore }
	| { readonly ok: false; readonly violations: readonly Violation[] };

/**
 * Scores one player's entry as typed, for the round form before saving, so each advisor's
 * wanted count, the split and the score are visible before the round is saved. Same rules as the
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
	const reader = new InputReader();
	const reading = readHand(reader, advisors, puppies, config, limit, '');
	duplicateCards(reader, reading.cards, known ? packsFor(seatCount as number) : 2);
	if (reader.failed || reading.hand === null) return { ok: false, violations: reader.violations };
	return { ok: true, score: scoreHand(reading.hand, bonusPoints(config)) };
}
