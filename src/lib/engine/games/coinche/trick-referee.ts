/**
 * The trick referee (RULES-NOTES Coinche "Trick referee"; rules/coinche.txt
 * "GAMEPLAY"): given the trump mode, the cards of a trick in play order and who led, who wins the
 * trick, what it is worth, and at each seat what that player was obliged to play if able and
 * whether the card played meets it outright. The referee cannot see hands, so a card that does not
 * meet the first duty is legal only if the player was unable to meet the duties before it.
 */
import { append } from '../../core/arrays';
import { isInt, isRecord } from '../../core/helpers';
import { ids, type CoincheRule } from './rules';
import type { ExplanationLine, Violation } from '../../core/types';
import type { Suit } from '../../cards/cards';
import {
	cardStrength,
	cardValue,
	isCoincheCard,
	isTrumpMode,
	LAST_TRICK_POINTS,
	splitCard,
	type CoincheCard,
	type TrumpMode
} from './card-values';
import type { CoincheDirection } from './options';
import { SEATS } from './options';

/**
 * What a player had to play, if able (RULES-NOTES Coinche "Trick referee"; rules/coinche.txt "GAMEPLAY"):
 * - `follow`: a card of the led suit;
 * - `beat`: a card of the led suit higher than the best one down (trumps led, or all-trump);
 * - `overtrump`: out of the led suit, a trump higher than the trump winning the trick (an opponent's);
 * - `trump`: out of the led suit, any trump (an opponent is winning);
 * - `free`: any card (the leader; a player whose partner is winning once out of the led suit; a player
 *   who cannot meet any other duty).
 */
export type Duty = 'follow' | 'beat' | 'overtrump' | 'trump' | 'free';

/** One card of a trick and the referee's reading of it (RULES-NOTES Coinche "Trick referee"). */
export interface TrickPlay {
	/** Place in play order, 0 for the leader. */
	readonly position: number;
	readonly seat: number;
	readonly card: CoincheCard;
	/** The duties in order: the player had to meet the first one they could; the last is always `free`. */
	readonly duties: readonly Duty[];
	/** The first duty: what the player had to play if able (`free` for the leader). */
	readonly obligation: Duty;
	/** The first duty in `duties` the card meets. */
	readonly met: Duty;
	/** Whether the card meets the obligation outright. */
	readonly satisfied: boolean;
	/** The duties the player must have been unable to meet for the card to be legal (empty when satisfied). */
	readonly unableTo: readonly Duty[];
	/** The seat winning the trick before this card (null for the leader). */
	readonly winningSeatBefore: number | null;
	/** Whether that seat was this player's partner. */
	readonly partnerWinning: boolean;
}

/** The referee's verdict on a trick (complete, or the first cards of one). */
export interface TrickVerdict {
	readonly trump: TrumpMode;
	readonly ledSuit: Suit;
	/** Whether all four cards are in. */
	readonly complete: boolean;
	/** The seat winning the trick (so far, when incomplete). */
	readonly winnerSeat: number;
	readonly winningCard: CoincheCard;
	/** Card points of the trick, plus 10 when it is the last trick. */
	readonly points: number;
	readonly plays: readonly TrickPlay[];
	readonly lines: readonly ExplanationLine[];
}

/** `refereeTrick`'s answer: the verdict, or why the trick cannot be judged. */
export type TrickResult =
	| { readonly ok: true; readonly trick: TrickVerdict }
	| { readonly ok: false; readonly violations: readonly Violation[] };

/** Options of the trick referee: direction of play (default anticlockwise) and whether this is the last trick. */
export interface TrickOptions {
	readonly direction?: CoincheDirection;
	readonly lastTrick?: boolean;
}

/**
 * Whether `card` takes the trick from `best` (rules/coinche.txt "GAMEPLAY": "The player who plays the
 * highest trump, or if not applicable, the highest card of the suit led wins the trick"; under
 * no-trump and all-trump only the led suit can win, RULES-NOTES Coinche "Trick referee").
 */
export function beats(card: CoincheCard, best: CoincheCard, ledSuit: Suit, trump: TrumpMode): boolean {
	const c = splitCard(card);
	const b = splitCard(best);
	if (trump !== 'NT' && trump !== 'AT') {
		if (c.suit === trump && b.suit !== trump) return true;
		if (c.suit === trump && b.suit === trump) return cardStrength(card, trump) > cardStrength(best, trump);
		if (b.suit === trump) return false;
	}
	return c.suit === ledSuit && b.suit === ledSuit && cardStrength(card, trump) > cardStrength(best, trump);
}

/** The duties of a non-leading player (RULES-NOTES Coinche "Trick referee"; rules/coinche.txt "GAMEPLAY"). */
function dutiesFor(ledSuit: Suit, trump: TrumpMode, winning: CoincheCard, partnerWinning: boolean): Duty[] {
	if (trump === 'NT') return ['follow', 'free'];
	if (trump === 'AT' || ledSuit === trump) return ['beat', 'follow', 'free'];
	if (partnerWinning) return ['follow', 'free'];
	return splitCard(winning).suit === trump ? ['follow', 'overtrump', 'trump', 'free'] : ['follow', 'trump', 'free'];
}

/**
 * The explanation rule of each duty met, and of each duty the player must have been unable to meet.
 * Only a player off the led suit ever meets `free` (the leader has its own line), so its line says
 * the card does not follow, and the lines after it say what the player must have lacked.
 */
const DUTY_RULES: Readonly<Record<Duty, { met: CoincheRule; unable: CoincheRule }>> = {
	follow: { met: 'coinche.duty-follow', unable: 'coinche.unable-follow' },
	beat: { met: 'coinche.duty-beat', unable: 'coinche.unable-beat' },
	overtrump: { met: 'coinche.duty-overtrump', unable: 'coinche.unable-overtrump' },
	trump: { met: 'coinche.duty-trump', unable: 'coinche.unable-trump' },
	free: { met: 'coinche.duty-free', unable: 'coinche.duty-free' }
};

function meets(duty: Duty, card: CoincheCard, ledSuit: Suit, trump: TrumpMode, winning: CoincheCard): boolean {
	const suit = splitCard(card).suit;
	switch (duty) {
		case 'follow':
			return suit === ledSuit;
		case 'beat':
			return suit === ledSuit && cardStrength(card, trump) > cardStrength(winning, trump);
		case 'trump':
			return suit === trump;
		case 'overtrump':
			return suit === trump && cardStrength(card, trump) > cardStrength(winning, trump);
		case 'free':
			return true;
	}
}

/** Violations of a list of cards: not Coinche cards, or a card twice (fields `cards.i`). */
export function cardListViolations(list: readonly unknown[], field = 'cards'): Violation[] {
	const out: Violation[] = [];
	const seen = new Set<string>();
	list.forEach((card, i) => {
		if (!isCoincheCard(card)) {
			out.push(ids.violation('coinche.not-a-card', `${field}.${i}`));
			return;
		}
		if (seen.has(card)) out.push(ids.violation('coinche.duplicate-card', `${field}.${i}`, { card }));
		seen.add(card);
	});
	return out;
}

/**
 * Referees a trick (RULES-NOTES Coinche "Trick referee"; rules/coinche.txt
 * "GAMEPLAY"). `trump`: a suit, `'NT'` or `'AT'`; `cards`: 1 to 4 Coinche cards in play order;
 * `leaderSeat`: the seat that led (0-3); the next card is played by the seat on the right
 * (anticlockwise, default) or the left (`options.direction: 'clockwise'`). With fewer than four
 * cards it judges the cards so far (the winner so far). Duties: follow suit; out of the led suit,
 * trump if an opponent is winning, overtrumping a trump already down (a lower trump still if no
 * higher one); free when the partner is winning, unless trumps were led, where everyone must follow
 * and beat the best trump if able. No-trump: follow suit only. All-trump: follow suit and beat the
 * best card of that suit if able. Never throws; bad input comes back as violations on `trump`,
 * `cards`, `cards.i` and `leaderSeat`.
 */
export function refereeTrick(trump: unknown, cards: unknown, leaderSeat: unknown, options?: unknown): TrickResult {
	const out: Violation[] = [];
	if (!isTrumpMode(trump)) out.push(ids.violation('coinche.trump-invalid', 'trump'));
	const list: readonly unknown[] = Array.isArray(cards) ? cards : [];
	if (list.length < 1 || list.length > SEATS)
		out.push(ids.violation('coinche.trick-size', 'cards', { count: list.length, min: 1, max: SEATS }));
	else append(out, cardListViolations(list));
	if (!isInt(leaderSeat) || leaderSeat < 0 || leaderSeat >= SEATS)
		out.push(ids.violation('coinche.seat-invalid', 'leaderSeat'));
	if (out.length > 0 || !isTrumpMode(trump) || !isInt(leaderSeat)) return { ok: false, violations: out };

	const opts = isRecord(options) ? options : {};
	const step = opts.direction === 'clockwise' ? 1 : -1;
	const lastTrick = opts.lastTrick === true;
	const played = list as readonly CoincheCard[];
	const first = played[0] as CoincheCard;
	const ledSuit = splitCard(first).suit;
	const seatAt = (position: number) => (((leaderSeat + step * position) % SEATS) + SEATS) % SEATS;

	const plays: TrickPlay[] = [];
	const lines: ExplanationLine[] = [];
	let best = 0;
	played.forEach((card, position) => {
		const seat = seatAt(position);
		if (position === 0) {
			plays.push({
				position,
				seat,
				card,
				duties: ['free'],
				obligation: 'free',
				met: 'free',
				satisfied: true,
				unableTo: [],
				winningSeatBefore: null,
				partnerWinning: false
			});
			lines.push(ids.line('coinche.trick-lead', { seat, card }));
			return;
		}
		const winning = played[best] as CoincheCard;
		const partnerWinning = best === position - 2;
		const duties = dutiesFor(ledSuit, trump, winning, partnerWinning);
		const metIndex = duties.findIndex((duty) => meets(duty, card, ledSuit, trump, winning));
		const met = duties[metIndex] ?? 'free';
		const unableTo = duties.slice(0, Math.max(metIndex, 0));
		const winningSeat = seatAt(best);
		plays.push({
			position,
			seat,
			card,
			duties,
			obligation: duties[0] ?? 'free',
			met,
			satisfied: metIndex === 0,
			unableTo,
			winningSeatBefore: winningSeat,
			partnerWinning
		});
		const values = {
			seat,
			card,
			ledSuit,
			bestCard: winning,
			winningSeat,
			...(trump === 'NT' || trump === 'AT' ? {} : { trumpSuit: trump })
		};
		if (partnerWinning && met === 'free' && duties.length === 2 && trump !== 'NT')
			lines.push(ids.line('coinche.partner-winning', values));
		lines.push(ids.line(DUTY_RULES[met].met, values));
		// "No card of the led suit" already says "no higher card of it"; "no trump" says "no higher trump".
		for (const duty of unableTo) {
			if (duty === 'beat' && unableTo.includes('follow')) continue;
			if (duty === 'overtrump' && unableTo.includes('trump')) continue;
			lines.push(ids.line(DUTY_RULES[duty].unable, values));
		}
		if (beats(card, winning, ledSuit, trump)) best = position;
	});

	const winningCard = played[best] as CoincheCard;
	const cardPoints = played.reduce((n, card) => n + cardValue(card, trump), 0);
	const points = cardPoints + (lastTrick ? LAST_TRICK_POINTS : 0);
	lines.push(ids.line('coinche.trick-winner', { seat: seatAt(best), card: winningCard, points: cardPoints }));
	if (lastTrick) lines.push(ids.line('coinche.last-trick', { points: LAST_TRICK_POINTS }));
	return {
		ok: true,
		trick: {
			trump,
			ledSuit,
			complete: played.length === SEATS,
			winnerSeat: seatAt(best),
			winningCard,
			points,
			plays,
			lines
		}
	};
}

/** `trickWinner`'s answer: the winning seat, card and points, or the violations. */
export type TrickWinnerResult =
	| { readonly ok: true; readonly seat: number; readonly card: CoincheCard; readonly points: number }
	| { readonly ok: false; readonly violations: readonly Violation[] };

/**
 * Who wins a trick and what it is worth, without the duties (rules/coinche.txt "GAMEPLAY": the
 * highest trump, else the highest card of the suit led). Same arguments and checks as `refereeTrick`.
 */
export function trickWinner(trump: unknown, cards: unknown, leaderSeat: unknown, options?: unknown): TrickWinnerResult {
	const result = refereeTrick(trump, cards, leaderSeat, options);
	if (!result.ok) return result;
	return { ok: true, seat: result.trick.winnerSeat, card: result.trick.winningCard, points: result.trick.points };
}
