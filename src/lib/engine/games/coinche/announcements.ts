/**
 * Coinche announcements, a house option (docs/coinche-house-options.md "Announcements"): the
 * combinations each team declared in the first trick, their values, and the announcement referee
 * that says which team scores them and why (the checks a hand imposes are in announcement-checks.ts).
 */
import { PIQUET_RANKS, SUITS, type Suit } from '../../cards/cards';
import type { ExplanationLine } from '../../core/types';
import type { CoincheRank, TrumpMode } from './card-values';
import { ids, type CoincheRule } from './rules';

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

/** Why one best announcement beats the other, or that they tie (docs/coinche-house-options.md). */
type Comparison = { order: number; why: 'value' | 'top' | 'trump' | 'tie' };

/**
 * Compares two announcements: the higher value; for two sequences of equal value the higher top
 * card, then a trump sequence over a plain one; anything still equal is a tie.
 */
export function compareAnnouncements(a: Announcement, b: Announcement, trump: TrumpMode): Comparison {
	const value = announcementValue(a) - announcementValue(b);
	if (value !== 0) return { order: Math.sign(value), why: 'value' };
	if (a.kind !== 'sequence' || b.kind !== 'sequence') return { order: 0, why: 'tie' };
	const top = seqIndex(a.top) - seqIndex(b.top);
	if (top !== 0) return { order: Math.sign(top), why: 'top' };
	const ta = isTrumpSequence(a, trump);
	if (ta !== isTrumpSequence(b, trump)) return { order: ta ? 1 : -1, why: 'trump' };
	return { order: 0, why: 'tie' };
}

/**
 * Orders the announcements of one list whatever the order they were entered in: the higher value,
 * then a sequence over a four of a kind (only a sequence can beat another of equal value), then
 * the higher top card, a trump sequence, and the suit or rank so that no two differ by entry order.
 */
function strength(a: Announcement, trump: TrumpMode): number[] {
	const seq = a.kind === 'sequence';
	return [
		announcementValue(a),
		seq ? 1 : 0,
		seq ? seqIndex(a.top) : seqIndex(a.rank),
		isTrumpSequence(a, trump) ? 1 : 0,
		seq ? SUITS.indexOf(a.suit) : 0
	];
}

function stronger(a: Announcement, b: Announcement, trump: TrumpMode): boolean {
	const x = strength(a, trump);
	const y = strength(b, trump);
	const i = x.findIndex((v, k) => v !== y[k]);
	return i >= 0 && x[i]! > y[i]!;
}

/** The strongest of a list by `strength` (the same whatever the order), or null when it is empty. */
export function bestOf(team: readonly Announcement[], trump: TrumpMode): Announcement | null {
	let best: Announcement | null = null;
	for (const a of team) if (best === null || stronger(a, best, trump)) best = a;
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
	trump: TrumpMode
): Announcement | null {
	return bestOf(
		team.filter((a) => other.every((b) => compareAnnouncements(a, b, trump).order > 0)),
		trump
	);
}

/** The announcement referee's finding: which column scores, what each team's announcements are worth, and why. */
export interface AnnouncementVerdict {
	/** The column whose announcements score, or null (none declared, or a tie). */
	readonly winner: 0 | 1 | null;
	/** The sum of each team's announcements, whether or not they score. */
	readonly values: readonly [number, number];
	/** What scores: the winner's sum, 0 for the other column. */
	readonly scored: readonly [number, number];
	readonly lines: readonly ExplanationLine[];
}

const CARRE_RULE: Record<CoincheRank, CoincheRule> = {
	J: 'coinche.announce-carre-jacks',
	'9': 'coinche.announce-carre-nines',
	A: 'coinche.announce-carre-aces',
	'10': 'coinche.announce-carre-tens',
	K: 'coinche.announce-carre-kings',
	Q: 'coinche.announce-carre-queens',
	'8': 'coinche.announce-carre-low',
	'7': 'coinche.announce-carre-low'
};

/** One announcement as an explanation line (no points: the verdict says what scores). */
export function announcementLine(a: Announcement, column: 0 | 1): ExplanationLine {
	const value = announcementValue(a);
	if (a.kind === 'carre') return ids.line(CARRE_RULE[a.rank], { column, rank: a.rank, value });
	const rule: CoincheRule =
		a.length >= 5 ? 'coinche.announce-hundred' : a.length === 4 ? 'coinche.announce-fifty' : 'coinche.announce-tierce';
	return ids.line(rule, { column, length: a.length, topCard: `${a.top}${a.suit}`, value });
}

/**
 * The announcement referee (docs/coinche-house-options.md "Announcements"): only the team holding
 * the single best announcement scores its announcements, all of them; best is the higher value,
 * then for equal sequences the higher top card, then a trump sequence over a plain one; still
 * equal, neither team scores. A team holds the best one when one of its announcements beats every
 * announcement of the other team, so the verdict never depends on the order of entry. Never throws.
 */
export function judgeAnnouncements(teams: TeamAnnouncements, trump: TrumpMode): AnnouncementVerdict {
	const values: [number, number] = [0, 0];
	const lines: ExplanationLine[] = [];
	for (const column of [0, 1] as const) {
		for (const a of teams[column]) {
			values[column] += announcementValue(a);
			lines.push(announcementLine(a, column));
		}
	}
	const best = [bestOf(teams[0], trump), bestOf(teams[1], trump)] as const;
	const beating = [beatingAll(teams[0], teams[1], trump), beatingAll(teams[1], teams[0], trump)] as const;
	let winner: 0 | 1 | null = null;
	if (best[0] === null && best[1] === null) {
		lines.push(ids.line('coinche.announce-none', {}));
	} else if (best[0] === null || best[1] === null) {
		winner = best[0] === null ? 1 : 0;
		lines.push(ids.line('coinche.announce-only', { column: winner }));
	} else if (beating[0] === null && beating[1] === null) {
		const value = Math.max(announcementValue(best[0]), announcementValue(best[1]));
		lines.push(ids.line('coinche.announce-tie', { value }));
	} else {
		winner = beating[0] !== null ? 0 : 1;
		const w = (beating[winner] ?? best[winner])!;
		const l = best[winner === 0 ? 1 : 0]!;
		const cmp = compareAnnouncements(w, l, trump);
		const topCard = w.kind === 'sequence' ? `${w.top}${w.suit}` : '';
		const otherTopCard = l.kind === 'sequence' ? `${l.top}${l.suit}` : '';
		const rule: CoincheRule =
			cmp.why === 'top'
				? 'coinche.announce-best-top'
				: cmp.why === 'trump'
					? 'coinche.announce-best-trump'
					: 'coinche.announce-best-value';
		lines.push(
			ids.line(rule, {
				column: winner,
				value: announcementValue(w),
				otherValue: announcementValue(l),
				topCard,
				otherTopCard
			})
		);
	}
	const scored: [number, number] = [0, 0];
	if (winner !== null) {
		scored[winner] = values[winner];
		lines.push(ids.line('coinche.announce-scores', { column: winner, points: values[winner] }));
	}
	return { winner, values, scored, lines };
}
