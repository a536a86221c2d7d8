/**
 * The "count a pile" helper: the cards of one team's won pile and
 * whether that team took the last trick give both teams' card points under the contract's trump
 * mode (RULES-NOTES Coinche "Card points": 152 in the cards, 10 for the last trick, 162 in all).
 */
import { append } from '../../core/arrays';
import { ids } from './rules';
import type { ExplanationLine, Violation } from '../../core/types';
import {
	DEAL_POINTS,
	isTrumpMode,
	LAST_TRICK_POINTS,
	pilePoints,
	type CoincheCard,
	type TrumpMode
} from './card-values';
import { cardListViolations } from './trick-referee';

/** Cards in the pack, so the most a won pile can hold (rules/coinche.txt "SETUP"). */
export const PACK_SIZE = 32;
/** Cards in a trick: a won pile holds whole tricks (rules/coinche.txt: four players, one card each). */
export const TRICK_SIZE = 4;

/** A counted pile: this team's and the other team's card points (adding up to 162). */
export interface PileCount {
	readonly trump: TrumpMode;
	/** Card points in the pile, last trick not included. */
	readonly cardPoints: number;
	/** This team's card points: the pile, plus 10 when it took the last trick. */
	readonly points: number;
	/** The other team's card points: 162 minus `points`. */
	readonly otherPoints: number;
	readonly lines: readonly ExplanationLine[];
}

/** `countPile`'s answer: the count, or why the pile cannot be counted. */
export type PileResult =
	{ readonly ok: true; readonly count: PileCount } | { readonly ok: false; readonly violations: readonly Violation[] };

/**
 * Counts one team's won pile (RULES-NOTES Coinche "Card points" and
 * *trump mode*). `cards`: the Coinche cards of the pile (each once); `trump`: a suit, `'NT'` or
 * `'AT'`; `tookLastTrick`: whether this team won the last trick (10 more). Never throws; violations:
 * `cards` (core.required; coinche.pile-size {count} when the pile is not whole tricks of four, or
 * over 32), `cards.i` (coinche.not-a-card, coinche.duplicate-card {card}), `trump`
 * (coinche.trump-invalid), `tookLastTrick` (core.required; coinche.pile-last-trick when an empty
 * pile took the last trick or a pile of all 32 cards did not).
 */
export function countPile(cards: unknown, trump: unknown, tookLastTrick: unknown): PileResult {
	const out: Violation[] = [];
	if (!Array.isArray(cards)) out.push(ids.violation('core.required', 'cards'));
	else if (cards.length > PACK_SIZE || cards.length % TRICK_SIZE !== 0)
		out.push(ids.violation('coinche.pile-size', 'cards', { count: cards.length }));
	else append(out, cardListViolations(cards));
	if (!isTrumpMode(trump)) out.push(ids.violation('coinche.trump-invalid', 'trump'));
	if (typeof tookLastTrick !== 'boolean') out.push(ids.violation('core.required', 'tookLastTrick'));
	else if (
		Array.isArray(cards) &&
		((cards.length === 0 && tookLastTrick) || (cards.length === PACK_SIZE && !tookLastTrick))
	)
		out.push(ids.violation('coinche.pile-last-trick', 'tookLastTrick'));
	if (out.length > 0 || !Array.isArray(cards) || !isTrumpMode(trump)) return { ok: false, violations: out };

	const cardPoints = pilePoints(cards as readonly CoincheCard[], trump);
	const points = cardPoints + (tookLastTrick ? LAST_TRICK_POINTS : 0);
	const otherPoints = DEAL_POINTS - points;
	const lines: ExplanationLine[] = [ids.line('coinche.pile-points', { count: cards.length, cardPoints, suit: trump })];
	if (tookLastTrick) lines.push(ids.line('coinche.last-trick', { points: LAST_TRICK_POINTS }));
	lines.push(ids.line('coinche.pile-other', { points, otherPoints }));
	return { ok: true, count: { trump, cardPoints, points, otherPoints, lines } };
}
