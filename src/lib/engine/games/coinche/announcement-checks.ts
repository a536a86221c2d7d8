/**
 * Reading and checking the announcements of a Coinche deal (docs/coinche-house-options.md
 * "Announcements", "Checks"): what a stored list holds, and whether real hands could hold it: each
 * card exists once, each team's announcements fit in its two players' hands of 8 cards, and the
 * belote's king and queen of trumps are in the hands of the team that declared it.
 */
import { PIQUET_RANKS, SUITS, type Suit } from '../../cards/cards';
import { isInt, isRecord } from '../../core/helpers';
import type { Violation } from '../../core/types';
import {
	MAX_ANNOUNCEMENTS,
	NO_ANNOUNCEMENTS,
	SEQUENCE_MAX,
	SEQUENCE_MIN,
	seqIndex,
	sequenceRanks,
	TEAM_CARDS,
	type Announcement,
	type TeamAnnouncements
} from './announcements';
import { isTrumpMode, type CoincheRank } from './card-values';
import { ids } from './rules';

/** A player's hand (rules/coinche.txt "SETUP": each player is dealt 3 + 3 + 2 cards). */
export const HAND_CARDS = 8;

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
export function cardsOf(a: Announcement): string[] {
	return a.kind === 'carre' ? SUITS.map((s) => `${a.rank}${s}`) : sequenceRanks(a).map((r) => `${r}${a.suit}`);
}

/**
 * Whether groups of cards that one player each shows can be shared out between two hands of 8:
 * every group goes whole to one hand, a card in two groups puts both in the same hand (one player
 * can show a four of a kind and a sequence through the same card), and no hand holds more than 8
 * cards. At most six groups (five announcements and the belote): every sharing is tried.
 */
export function fitsInTwoHands(groups: readonly (readonly string[])[]): boolean {
	for (let mask = 0; mask < 1 << groups.length; mask++) {
		const hands = [new Set<string>(), new Set<string>()];
		let ok = true;
		groups.forEach((group, i) => {
			const [mine, other] = mask & (1 << i) ? [hands[1]!, hands[0]!] : [hands[0]!, hands[1]!];
			for (const card of group) {
				if (other.has(card)) ok = false;
				mine.add(card);
			}
		});
		if (ok && hands.every((h) => h.size <= HAND_CARDS)) return true;
	}
	return false;
}

/** What the deal says besides the announcements: the trump and the team that declared belote, when known. */
export interface AnnouncementContext {
	readonly trump?: unknown;
	readonly beloteColumn?: 0 | 1 | null;
}

/** The belote's two cards, the king and queen of trumps, when a suit is trumps and a team declared it. */
function beloteCards(context: AnnouncementContext): string[] {
	const { trump, beloteColumn } = context;
	if (beloteColumn === null || beloteColumn === undefined || !isTrumpMode(trump)) return [];
	return trump === 'NT' || trump === 'AT' ? [] : [`K${trump}`, `Q${trump}`];
}

/**
 * Reads and checks the announcements of a deal (docs/coinche-house-options.md "Announcements",
 * "Checks"; a hand can hold each card once): absent means none; with the option off any
 * announcement is `coinche.announcements-off`; each entry must be a sequence of 3-8 or a carré
 * (`coinche.announcement-invalid`); a rank's carré exists once (`coinche.announcement-carre-twice`);
 * two sequences never share a card, nor a sequence and the other team's carré
 * (`coinche.announcement-overlap`); a team shows at most 16 cards (`coinche.announcement-too-many`)
 * and they must fit in its two hands of 8 (`coinche.announcement-hands`, see `fitsInTwoHands`, the
 * belote's king and queen counted in one of them); no team shows the king or queen of trumps of the
 * other team's belote (`coinche.announcement-belote` {card}). Violations are at
 * `announcements.<column>`.
 */
export function readAnnouncements(
	raw: unknown,
	enabled: boolean,
	context: AnnouncementContext = {}
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

	// The belote's king and queen of trumps are in its team's hands.
	const belote = beloteCards(context);
	teams.forEach((team, column) => {
		if (belote.length === 0 || context.beloteColumn === column) return;
		const shown = new Set(team.flatMap(cardsOf));
		const card = belote.find((c) => shown.has(c));
		if (card !== undefined) out.push(ids.violation('coinche.announcement-belote', field(column), { card }));
	});

	// Two players of 8 cards each.
	teams.forEach((team, column) => {
		const shown = new Set(team.flatMap(cardsOf));
		if (shown.size > TEAM_CARDS)
			out.push(ids.violation('coinche.announcement-too-many', field(column), { count: shown.size, max: TEAM_CARDS }));
		else if (out.every((v) => v.field !== field(column))) {
			const groups = team.map(cardsOf);
			if (context.beloteColumn === column && belote.length > 0) groups.push(belote);
			if (!fitsInTwoHands(groups))
				out.push(ids.violation('coinche.announcement-hands', field(column), { max: HAND_CARDS }));
		}
	});
	const unique = out.filter((v, i) => out.findIndex((w) => w.code === v.code && w.field === v.field) === i);
	return { announcements: [teams[0]!, teams[1]!], violations: unique };
}
