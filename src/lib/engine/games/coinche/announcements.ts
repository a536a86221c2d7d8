/**
 * Coinche announcements, a house option (docs/coinche-house-options.md "Announcements"): the
 * combinations each team declared in the first trick, their values and which one beats which (the
 * announcement referee's verdict is in announcement-referee.ts, the checks a hand imposes in
 * announcement-checks.ts).
 */
import { PIQUET_RANKS, SUITS, type Suit } from '../../cards/cards';
import type { CoincheRank, TrumpMode } from './card-values';

/** A sequence in one suit, 7-8-9-10-J-Q-K-A, named by its length and its top card. */
export interface SequenceAnnouncement {
	readonly kind: 'sequence';
	readonly suit: Suit;
	/** 3 (tierce), 4 (fifty), 5 to 8 (hundred). */
	readonly length: number;
	readonly top: CoincheRank;
}

/** Four cards of one rank (a carré). */
export interface CarreAnnouncement {
	readonly kind: 'carre';
	readonly rank: CoincheRank;
}

/** One declared combination. */
export type Announcement = SequenceAnnouncement | CarreAnnouncement;

/** Each team's announcements, by score column. */
export type TeamAnnouncements = readonly [readonly Announcement[], readonly Announcement[]];

/** No announcements at all. */
export const NO_ANNOUNCEMENTS: TeamAnnouncements = [[], []];

/** The shortest and longest sequences: three cards up to the whole suit. */
export const SEQUENCE_MIN = 3;
export const SEQUENCE_MAX = 8;
/** A team holds 16 cards: it cannot announce more distinct cards than that. */
export const TEAM_CARDS = 16;
/** The most announcements a team can hold (four carrés, or sequences of three in its 16 cards). */
export const MAX_ANNOUNCEMENTS = 5;

/** Values of a carré by rank: jacks 200, nines 150, aces, tens, kings, queens 100; 8s and 7s nothing. */
export const CARRE_VALUES: Readonly<Record<CoincheRank, number>> = {
	J: 200,
	'9': 150,
	A: 100,
	'10': 100,
	K: 100,
	Q: 100,
	'8': 0,
	'7': 0
};

/** A sequence's value: three cards 20, four 50, five or more 100. */
export function sequenceValue(length: number): number {
	return length >= 5 ? 100 : length === 4 ? 50 : 20;
}

/** What an announcement is worth. */
export function announcementValue(a: Announcement): number {
	return a.kind === 'carre' ? CARRE_VALUES[a.rank] : sequenceValue(a.length);
}

/** Position of a rank in sequence order (7 = 0 … A = 7). */
export function seqIndex(rank: CoincheRank): number {
	return PIQUET_RANKS.indexOf(rank);
}

/** The ranks a sequence covers, lowest first. */
export function sequenceRanks(a: SequenceAnnouncement): CoincheRank[] {
	const top = seqIndex(a.top);
	return PIQUET_RANKS.slice(top - a.length + 1, top + 1);
}

/** The top cards a sequence of `length` can have (its lowest card is at least a 7). */
export function possibleTops(length: number): CoincheRank[] {
	return PIQUET_RANKS.slice(length - 1);
}

/** Whether a sequence is in trumps (every suit is trump in all-trump, none in no-trump). */
function isTrumpSequence(a: Announcement, trump: TrumpMode): boolean {
	return a.kind === 'sequence' && (trump === 'AT' || a.suit === trump);
}

/**
 * How the table ranks two announcements of equal value beyond the rules of "Who scores"
 * (docs/coinche-house-options.md): with `hundredsByLength`, between two hundreds the longer sequence
 * wins whatever its top card (a run of six over a run of five, the option _hundreds by length_).
 */
export interface AnnouncementRanking {
	readonly hundredsByLength?: boolean;
}

/** Why one best announcement beats the other, or that they tie (docs/coinche-house-options.md). */
type Comparison = { order: number; why: 'value' | 'length' | 'top' | 'trump' | 'tie' };

/**
 * Compares two announcements: the higher value; for two sequences of equal value the longer one
 * when the table ranks hundreds by length, then the higher top card, then a trump sequence over a
 * plain one; anything still equal is a tie.
 */
export function compareAnnouncements(
	a: Announcement,
	b: Announcement,
	trump: TrumpMode,
	ranking: AnnouncementRanking = {}
): Comparison {
	const value = announcementValue(a) - announcementValue(b);
	if (value !== 0) return { order: Math.sign(value), why: 'value' };
	if (a.kind !== 'sequence' || b.kind !== 'sequence') return { order: 0, why: 'tie' };
	const length = ranking.hundredsByLength ? a.length - b.length : 0;
	if (length !== 0) return { order: Math.sign(length), why: 'length' };
	const top = seqIndex(a.top) - seqIndex(b.top);
	if (top !== 0) return { order: Math.sign(top), why: 'top' };
	const ta = isTrumpSequence(a, trump);
	if (ta !== isTrumpSequence(b, trump)) return { order: ta ? 1 : -1, why: 'trump' };
	return { order: 0, why: 'tie' };
}

/**
 * Orders the announcements of one list whatever the order they were entered in: the higher value,
 * then a sequence over a four of a kind (only a sequence can beat another of equal value), then
 * the longer sequence when hundreds rank by length, the higher top card, a trump sequence, and
 * the suit or rank so that no two differ by entry order.
 */
function strength(a: Announcement, trump: TrumpMode, ranking: AnnouncementRanking): number[] {
	const seq = a.kind === 'sequence';
	return [
		announcementValue(a),
		seq ? 1 : 0,
		seq && ranking.hundredsByLength ? a.length : 0,
		seq ? seqIndex(a.top) : seqIndex(a.rank),
		isTrumpSequence(a, trump) ? 1 : 0,
		seq ? SUITS.indexOf(a.suit) : 0
	];
}

function stronger(a: Announcement, b: Announcement, trump: TrumpMode, ranking: AnnouncementRanking): boolean {
	const x = strength(a, trump, ranking);
	const y = strength(b, trump, ranking);
	const i = x.findIndex((v, k) => v !== y[k]);
	return i >= 0 && x[i]! > y[i]!;
}

/** The strongest of a list by `strength` (the same whatever the order), or null when it is empty. */
export function bestOf(
	team: readonly Announcement[],
	trump: TrumpMode,
	ranking: AnnouncementRanking = {}
): Announcement | null {
	let best: Announcement | null = null;
	for (const a of team) if (best === null || stronger(a, best, trump, ranking)) best = a;
	return best;
}

/**
 * The announcement of `team` that beats every announcement of `other` (the strongest such), or null.
 * Comparing over the whole of both lists keeps the verdict independent of the order of entry: a four
 * of a kind ties a sequence of its value, yet a team's higher sequence still beats the other
 * team's lower one.
 */
export function beatingAll(
	team: readonly Announcement[],
	other: readonly Announcement[],
	trump: TrumpMode,
	ranking: AnnouncementRanking = {}
): Announcement | null {
	return bestOf(
		team.filter((a) => other.every((b) => compareAnnouncements(a, b, trump, ranking).order > 0)),
		trump,
		ranking
	);
}
