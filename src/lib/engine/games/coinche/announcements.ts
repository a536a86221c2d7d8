/**
 * Coinche announcements, a house option (docs/coinche-house-options.md "Announcements"): the
 * combinations each team declared in the first trick, their values, the checks a hand imposes
 * on them, and the announcement referee that says which team scores them and why.
 */
import { PIQUET_RANKS, SUITS, type Suit } from '../../cards/cards';
import { isInt, isRecord } from '../../core/helpers';
import type { ExplanationLine, Violation } from '../../core/types';
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
function seqIndex(rank: CoincheRank): number {
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

const isRank = (v: unknown): v is CoincheRank =>
	typeof v === 'string' && (PIQUET_RANKS as readonly string[]).includes(v);
const isSuit = (v: unknown): v is Suit => typeof v === 'string' && (SUITS as readonly string[]).includes(v);

/** One stored announcement, or null when it is not one. */
function readOne(raw: unknown): Announcement | null {
	if (!isRecord(raw)) return null;
	if (raw.kind === 'carre') return isRank(raw.rank) ? { kind: 'carre', rank: raw.rank } : null;
	if (raw.kind !== 'sequence' || !isSuit(raw.suit) || !isRank(raw.top)) return null;
	const length = raw.length;
	if (!isInt(length) || length < SEQUENCE_MIN || length > SEQUENCE_MAX) return null;
	if (seqIndex(raw.top) < length - 1) return null;
	return { kind: 'sequence', suit: raw.suit, length, top: raw.top };
}

/** The cards an announcement shows, as card ids ("JH"); a carré shows its four cards. */
function cardsOf(a: Announcement): string[] {
	return a.kind === 'carre' ? SUITS.map((s) => `${a.rank}${s}`) : sequenceRanks(a).map((r) => `${r}${a.suit}`);
}

/**
 * Reads and checks the announcements of a deal (docs/coinche-house-options.md "Announcements";
 * a hand can hold each card once): absent means none; with the option off any announcement is
 * `coinche.announcements-off`; each entry must be a sequence of 3-8 or a carré
 * (`coinche.announcement-invalid`); a rank's carré exists once (`coinche.announcement-carre-twice`);
 * two sequences never share a card, nor a sequence and the other team's carré
 * (`coinche.announcement-overlap`); a team shows at most 16 cards (`coinche.announcement-too-many`).
 * Violations are at `announcements.<column>`.
 */
export function readAnnouncements(
	raw: unknown,
	enabled: boolean
): { announcements: TeamAnnouncements; violations: Violation[] } {
	const out: Violation[] = [];
	if (raw === undefined || raw === null) return { announcements: NO_ANNOUNCEMENTS, violations: out };
	const field = (column: number) => `announcements.${column}`;
	if (!Array.isArray(raw) || raw.length > 2 || raw.some((team) => !Array.isArray(team)))
		return {
			announcements: NO_ANNOUNCEMENTS,
			violations: [ids.violation('coinche.announcement-invalid', 'announcements')]
		};
	const teams: Announcement[][] = [[], []];
	(raw as unknown[][]).forEach((team, column) => {
		if (team.length > MAX_ANNOUNCEMENTS)
			out.push(ids.violation('core.out-of-range', field(column), { min: 0, max: MAX_ANNOUNCEMENTS }));
		for (const item of team.slice(0, MAX_ANNOUNCEMENTS)) {
			const a = readOne(item);
			if (a) teams[column]!.push(a);
			else out.push(ids.violation('coinche.announcement-invalid', field(column)));
		}
	});
	if (!enabled && (teams[0]!.length > 0 || teams[1]!.length > 0))
		out.push(ids.violation('coinche.announcements-off', 'announcements'));

	// Each card exists once: who shows which card.
	const carreRanks = new Map<CoincheRank, number>();
	const seqCards = new Map<string, number>();
	teams.forEach((team, column) => {
		for (const a of team) {
			if (a.kind === 'carre') {
				if (carreRanks.has(a.rank))
					out.push(ids.violation('coinche.announcement-carre-twice', field(column), { rank: a.rank }));
				else carreRanks.set(a.rank, column);
				continue;
			}
			for (const card of cardsOf(a)) {
				if (seqCards.has(card)) out.push(ids.violation('coinche.announcement-overlap', field(column), { card }));
				seqCards.set(card, column);
			}
		}
	});
	for (const [card, column] of seqCards) {
		const carreOwner = carreRanks.get(card.slice(0, -1) as CoincheRank);
		if (carreOwner !== undefined && carreOwner !== column)
			out.push(ids.violation('coinche.announcement-overlap', field(column), { card }));
	}
	teams.forEach((team, column) => {
		const shown = new Set(team.flatMap(cardsOf));
		if (shown.size > TEAM_CARDS)
			out.push(ids.violation('coinche.announcement-too-many', field(column), { count: shown.size, max: TEAM_CARDS }));
	});
	const unique = out.filter((v, i) => out.findIndex((w) => w.code === v.code && w.field === v.field) === i);
	return { announcements: [teams[0]!, teams[1]!], violations: unique };
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

/** A team's single best announcement, or null when it declared none. */
export function bestOf(team: readonly Announcement[], trump: TrumpMode): Announcement | null {
	let best: Announcement | null = null;
	for (const a of team) if (best === null || compareAnnouncements(a, best, trump).order > 0) best = a;
	return best;
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
 * equal, neither team scores. Never throws.
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
	let winner: 0 | 1 | null = null;
	if (best[0] === null && best[1] === null) {
		lines.push(ids.line('coinche.announce-none', {}));
	} else if (best[0] === null || best[1] === null) {
		winner = best[0] === null ? 1 : 0;
		lines.push(ids.line('coinche.announce-only', { column: winner }));
	} else {
		const cmp = compareAnnouncements(best[0], best[1], trump);
		if (cmp.order === 0) lines.push(ids.line('coinche.announce-tie', { value: announcementValue(best[0]) }));
		else {
			winner = cmp.order > 0 ? 0 : 1;
			const [w, l] = winner === 0 ? [best[0], best[1]] : [best[1], best[0]];
			const topCard = w.kind === 'sequence' ? `${w.top}${w.suit}` : '';
			const otherTopCard = l.kind === 'sequence' ? `${l.top}${l.suit}` : '';
			const rule: CoincheRule =
				cmp.why === 'value'
					? 'coinche.announce-best-value'
					: cmp.why === 'top'
						? 'coinche.announce-best-top'
						: 'coinche.announce-best-trump';
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
	}
	const scored: [number, number] = [0, 0];
	if (winner !== null) {
		scored[winner] = values[winner];
		lines.push(ids.line('coinche.announce-scores', { column: winner, points: values[winner] }));
	}
	return { winner, values, scored, lines };
}
