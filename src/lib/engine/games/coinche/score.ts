/**
 * Scoring a checked Coinche deal with its line-by-line explanation (RULES-NOTES Coinche "Contract
 * made", "Made", "Failed", "Capot bid", "Rounding"; rules/coinche.txt "SCORING").
 */
import type { ExplanationLine } from '../../core/types';
import { DEAL_POINTS } from './card-values';
import {
	BELOTE_POINTS,
	CAPOT_POINTS,
	FAILED_BASE,
	MIN_TO_MAKE,
	pointsNeeded,
	roundPoints,
	teamOf,
	UNBID_CAPOT_BONUS
} from './contract';
import type { CoincheDeal, Multiplier } from './input';
import type { CoincheConfig } from './options';
import { ids, type CoincheRule } from './rules';

/** How a deal ended (RULES-NOTES Coinche "Made", "Failed", "Capot bid"). */
export type DealVerdict = 'made' | 'failed' | 'unbid-capot' | 'capot-made' | 'capot-failed';

/** A scored deal: the verdict, both teams' card points, the points and the explanation. */
export interface DealScore {
	readonly takerColumn: 0 | 1;
	readonly defenderColumn: 0 | 1;
	readonly verdict: DealVerdict;
	readonly multiplier: Multiplier;
	/**
	 * Card points per column, last trick included; they always add up to 162 (RULES-NOTES Coinche
	 * "Checks"). Null for a capot bid entered without its card points.
	 */
	readonly cardPoints: readonly [number, number] | null;
	/** The takers' total T toward the contract (card points, plus belote when it counts); null for a capot bid. */
	readonly total: number | null;
	/** What the contract needed (max(bid, 82)); null for a capot bid. */
	readonly needs: number | null;
	/** Points per column for this deal. */
	readonly points: readonly [number, number];
	readonly lines: readonly ExplanationLine[];
}

/**
 * Scores a checked deal (RULES-NOTES Coinche; rules/coinche.txt "SCORING"):
 * - contract made when T = card points (+ belote when `beloteCounts`) is at least the bid and 82;
 * - made: takers round(card points) + m x bid, defenders round(their card points);
 * - every trick without a capot bid: 250 + m x bid (option off: 160 + m x bid);
 * - failed: takers nothing, defenders 160 + m x bid (option *doubled failure*: (160 + bid) x m);
 * - capot bid: 500 to the takers if they won every trick, else 500 to the defenders;
 * - belote 20 to the team that declared it whatever happens; rounding after made/failed is decided.
 * The explanation lines of each column add up to its points.
 */
export function scoreDeal(deal: CoincheDeal, config: CoincheConfig): DealScore {
	const tc = teamOf(deal.taker);
	const dc: 0 | 1 = tc === 0 ? 1 : 0;
	const m = deal.multiplier;
	const counted = deal.takerPoints;
	const cardPoints: [number, number] | null =
		counted === null ? null : tc === 0 ? [counted, DEAL_POINTS - counted] : [DEAL_POINTS - counted, counted];
	const points: [number, number] = [0, 0];
	const lines: ExplanationLine[] = [];
	const add = (rule: CoincheRule, column: 0 | 1, pts: number, values: Record<string, string | number | boolean>) => {
		points[column] += pts;
		lines.push(ids.line(rule, values, column, pts));
	};
	const takersBelote = deal.beloteColumn === tc;

	if (deal.bid === 'capot') {
		lines.push(ids.line('coinche.contract-capot', { takerSeat: deal.taker, column: tc, suit: deal.trump }));
		const made = deal.allTricks;
		if (made) add('coinche.capot-made', tc, CAPOT_POINTS, { column: tc });
		else add('coinche.capot-failed', dc, CAPOT_POINTS, { column: dc, takerColumn: tc });
		if (deal.beloteColumn !== null)
			add('coinche.belote', deal.beloteColumn, BELOTE_POINTS, { column: deal.beloteColumn });
		addTotals(lines);
		return {
			takerColumn: tc,
			defenderColumn: dc,
			verdict: made ? 'capot-made' : 'capot-failed',
			multiplier: 1,
			cardPoints,
			total: null,
			needs: null,
			points,
			lines
		};
	}

	// Checked by readDeal: only a capot bid may come without card points.
	const t = counted ?? 0;
	const d = DEAL_POINTS - t;
	const bid = deal.bid;
	const needs = pointsNeeded(bid);
	lines.push(ids.line('coinche.contract', { takerSeat: deal.taker, column: tc, bid, suit: deal.trump }));
	if (m === 2) lines.push(ids.line('coinche.coinched', { bid, multiplier: m, multipliedBid: m * bid }));
	if (m === 4) lines.push(ids.line('coinche.surcoinched', { bid, multiplier: m, multipliedBid: m * bid }));
	lines.push(
		bid < MIN_TO_MAKE ? ids.line('coinche.eighty-needs-82', { bid, needs }) : ids.line('coinche.needs', { bid, needs })
	);

	const beloteCounted = takersBelote && config.beloteCounts;
	const total = t + (beloteCounted ? BELOTE_POINTS : 0);
	if (beloteCounted)
		lines.push(ids.line('coinche.takers-points-belote', { column: tc, cardPoints: t, belote: BELOTE_POINTS, total }));
	else if (takersBelote) lines.push(ids.line('coinche.belote-not-counted', { column: tc, total }));
	else lines.push(ids.line('coinche.takers-points', { column: tc, total }));

	const made = total >= needs;
	lines.push(ids.line(made ? 'coinche.contract-made' : 'coinche.contract-failed', { column: tc, total, needs }));

	let verdict: DealVerdict;
	if (made && deal.allTricks) {
		verdict = 'unbid-capot';
		if (config.capotBonus) add('coinche.unbid-capot-bonus', tc, UNBID_CAPOT_BONUS, { column: tc });
		else
			add('coinche.unbid-capot-no-bonus', tc, roundPoints(t), { column: tc, cardPoints: t, rounded: roundPoints(t) });
		add('coinche.bid-points', tc, m * bid, { column: tc, bid, multiplier: m, points: m * bid });
	} else if (made) {
		verdict = 'made';
		add('coinche.card-points', tc, roundPoints(t), { column: tc, cardPoints: t, rounded: roundPoints(t) });
		add('coinche.bid-points', tc, m * bid, { column: tc, bid, multiplier: m, points: m * bid });
		add('coinche.card-points', dc, roundPoints(d), { column: dc, cardPoints: d, rounded: roundPoints(d) });
	} else {
		verdict = 'failed';
		add('coinche.failed-takers', tc, 0, { column: tc });
		if (config.doubledFailure) {
			const pts = (FAILED_BASE + bid) * m;
			add('coinche.failed-doubled', dc, pts, { column: dc, bid, multiplier: m, points: pts });
		} else {
			const pts = FAILED_BASE + m * bid;
			add('coinche.failed-defenders', dc, pts, { column: dc, bid, multiplier: m, points: pts });
		}
	}
	if (deal.beloteColumn !== null)
		add('coinche.belote', deal.beloteColumn, BELOTE_POINTS, { column: deal.beloteColumn });
	addTotals(lines);
	return { takerColumn: tc, defenderColumn: dc, verdict, multiplier: m, cardPoints, total, needs, points, lines };
}

/**
 * Closes a deal's explanation with each team's sum where it has more than one scoring term, as
 * issue 3 writes it ("… → 100 + 2 x 100 + 20 = 320"). The line carries no `points`: it restates
 * the lines above it, so the points of a column's lines still add up to its score.
 */
function addTotals(lines: ExplanationLine[]): void {
	for (const column of [0, 1] as const) {
		const terms = lines.filter((l) => l.column === column && (l.points ?? 0) !== 0).map((l) => l.points ?? 0);
		if (terms.length < 2) continue;
		const total = terms.reduce((a, b) => a + b, 0);
		lines.push(ids.line('coinche.deal-total', { column, terms: terms.join(' + '), total }));
	}
}
