/**
 * The Coinche announcement referee (docs/coinche-house-options.md "Announcements", "Who scores"):
 * each announcement as an explanation line, and the verdict on which team's announcements score
 * and why, under the table's ranking of hundreds.
 */
import type { ExplanationLine } from '../../core/types';
import {
	announcementValue,
	beatingAll,
	bestOf,
	compareAnnouncements,
	type Announcement,
	type AnnouncementRanking,
	type TeamAnnouncements
} from './announcements';
import type { CoincheRank, TrumpMode } from './card-values';
import { ids, type CoincheRule } from './rules';

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

/** The line that says why the best announcement won (a tie never reaches it). */
const BEST_RULE: Record<'value' | 'length' | 'top' | 'trump' | 'tie', CoincheRule> = {
	value: 'coinche.announce-best-value',
	length: 'coinche.announce-best-length',
	top: 'coinche.announce-best-top',
	trump: 'coinche.announce-best-trump',
	tie: 'coinche.announce-best-value'
};

/**
 * The announcement referee (docs/coinche-house-options.md "Announcements"): only the team holding
 * the single best announcement scores its announcements, all of them; best is the higher value,
 * then for equal sequences the longer one when the table ranks hundreds by length (the option
 * _hundreds by length_), the higher top card, then a trump sequence over a plain one; still equal,
 * neither team scores. A team holds the best one when one of its announcements beats every
 * announcement of the other team, so the verdict never depends on the order of entry. Never throws.
 */
export function judgeAnnouncements(
	teams: TeamAnnouncements,
	trump: TrumpMode,
	ranking: AnnouncementRanking = {}
): AnnouncementVerdict {
	const values: [number, number] = [0, 0];
	const lines: ExplanationLine[] = [];
	for (const column of [0, 1] as const) {
		for (const a of teams[column]) {
			values[column] += announcementValue(a);
			lines.push(announcementLine(a, column));
		}
	}
	const best = [bestOf(teams[0], trump, ranking), bestOf(teams[1], trump, ranking)] as const;
	const beating = [
		beatingAll(teams[0], teams[1], trump, ranking),
		beatingAll(teams[1], teams[0], trump, ranking)
	] as const;
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
		const cmp = compareAnnouncements(w, l, trump, ranking);
		const topCard = w.kind === 'sequence' ? `${w.top}${w.suit}` : '';
		const otherTopCard = l.kind === 'sequence' ? `${l.top}${l.suit}` : '';
		const rule = BEST_RULE[cmp.why];
		lines.push(
			ids.line(rule, {
				column: winner,
				value: announcementValue(w),
				otherValue: announcementValue(l),
				topCard,
				otherTopCard,
				length: w.kind === 'sequence' ? w.length : 0,
				otherLength: l.kind === 'sequence' ? l.length : 0
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
