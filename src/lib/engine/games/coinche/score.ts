/**
 * Scoring a checked Coinche deal with its line-by-line explanation (RULES-NOTES Coinche "Contract
 * made", "Made", "Failed", "Capot bid", "Rounding"; rules/coinche.txt "SCORING").
 */
import { append } from '../../core/arrays';
import type { ExplanationLine } from '../../core/types';
import { DEAL_POINTS } from './card-values';
import { judgeAnnouncements } from './announcement-referee';
import { BELOTE_POINTS, CAPOT_POINTS, MIN_TO_MAKE, pointsNeeded, scoringMultiplier, teamOf } from './contract';
import type { CoincheDeal, ScoringMultiplier } from './input';
import type { CoincheConfig } from './options';
import { ids, type CoincheRule } from './rules';
import { contractTerms, winnerTakesAll } from './scale';

/** How a deal ended (RULES-NOTES Coinche "Made", "Failed", "Capot bid"). */
export type DealVerdict = 'made' | 'failed' | 'unbid-capot' | 'capot-made' | 'capot-failed';

/** A scored deal: the verdict, both teams' card points, the points and the explanation. */
export interface DealScore {
	readonly takerColumn: 0 | 1;
	readonly defenderColumn: 0 | 1;
	readonly verdict: DealVerdict;
	/** m as the deal scored it: 1, 2, 4, or 3 for a surcoinche the table triples. */
	readonly multiplier: ScoringMultiplier;
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
 * Scores a checked deal (RULES-NOTES Coinche; rules/coinche.txt "SCORING"; the house options of
 * docs/coinche-house-options.md):
 * - contract made when T = card points (+ belote when `beloteCounts`, + the takers' announcements
 *   when they score, unless the table keeps announcements apart) is at least the bid and 82;
 * - m = 1, 2 or 4, a surcoinche 3 when the table triples it (`scoringMultiplier`);
 * - the points of made and failed contracts follow the table's scale (see `contractTerms`);
 * - capot bid: 500 to the takers if they won every trick, else 500 to the defenders;
 * - belote 20 to the team that declared it whatever happens (or to the deal's winner, see
 *   `beloteGoesTo`); rounding after made/failed is decided;
 * - announcements that score go to their team, or to the side that takes the whole deal (a
 *   failure, a coinche under points made or whole-deal doubling); kept apart from the contract
 *   (`announcementsApart`), always to their team; never multiplied.
 * The explanation lines of each column add up to its points.
 */
export function scoreDeal(deal: CoincheDeal, config: CoincheConfig): DealScore {
	const tc = teamOf(deal.taker);
	const dc: 0 | 1 = tc === 0 ? 1 : 0;
	const m = scoringMultiplier(deal.multiplier, config.surcoincheTriples);
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
	const announced = config.announcements
		? judgeAnnouncements(deal.announcements, deal.trump, { hundredsByLength: config.hundredsByLength })
		: null;
	const apart = announced !== null && announced.winner !== null && config.announcementsApart;
	/** The announcement referee's lines, then, when the table keeps them apart, that they stay with their team. */
	const announcementLines = () => {
		if (!announced) return;
		append(lines, announced.lines);
		if (apart) lines.push(ids.line('coinche.announcements-apart', { column: announced.winner ?? tc }));
	};
	/** Scored announcements: to their team, or all to `taker` when one side takes the deal (never when kept apart). */
	const addAnnouncements = (alone: 0 | 1 | null) => {
		if (!announced || announced.winner === null) return;
		const taker = apart ? null : alone;
		const pts = announced.scored[announced.winner];
		if (taker === null || taker === announced.winner)
			add('coinche.announcements-points', announced.winner, pts, { column: announced.winner, points: pts });
		else
			add('coinche.announcements-to-defenders', taker, pts, {
				column: taker,
				fromColumn: announced.winner,
				points: pts
			});
	};
	const finish = (verdict: DealVerdict, total: number | null, needs: number | null): DealScore => {
		const to = beloteGoesTo(verdict, deal.beloteColumn, tc, m, config);
		if (deal.beloteColumn !== null && to !== null && to !== deal.beloteColumn)
			add('coinche.belote-to-winner', to, BELOTE_POINTS, { column: to, fromColumn: deal.beloteColumn });
		else if (deal.beloteColumn !== null)
			add('coinche.belote', deal.beloteColumn, BELOTE_POINTS, { column: deal.beloteColumn });
		addTotals(lines);
		return { takerColumn: tc, defenderColumn: dc, verdict, multiplier: m, cardPoints, total, needs, points, lines };
	};

	if (deal.bid === 'capot') {
		lines.push(ids.line('coinche.contract-capot', { takerSeat: deal.taker, column: tc, suit: deal.trump }));
		announcementLines();
		const made = deal.allTricks;
		if (made) add('coinche.capot-made', tc, CAPOT_POINTS, { column: tc });
		else add('coinche.capot-failed', dc, CAPOT_POINTS, { column: dc, takerColumn: tc });
		addAnnouncements(made ? null : dc);
		return finish(made ? 'capot-made' : 'capot-failed', null, null);
	}

	// Checked by readDeal: only a capot bid may come without card points.
	const t = counted ?? 0;
	const needs = pointsNeeded(deal.bid);
	lines.push(ids.line('coinche.contract', { takerSeat: deal.taker, column: tc, bid: deal.bid, suit: deal.trump }));
	const bid = config.noTrumpDoubled && deal.trump === 'NT' ? 2 * deal.bid : deal.bid;
	if (bid !== deal.bid) lines.push(ids.line('coinche.no-trump-bid-doubled', { bid: deal.bid, points: bid }));
	if (m !== deal.multiplier) lines.push(ids.line('coinche.surcoinche-triples', { multiplier: m }));
	if (config.scale === 'pointsMade') lines.push(ids.line('coinche.scale-points-made', {}));
	if (!winnerTakesAll(config, m) && config.scale === 'bidAdded') {
		if (m === 2) lines.push(ids.line('coinche.coinched', { bid, multiplier: m, multipliedBid: m * bid }));
		if (m === 4) lines.push(ids.line('coinche.surcoinched', { bid, multiplier: m, multipliedBid: m * bid }));
	}
	lines.push(
		deal.bid < MIN_TO_MAKE
			? ids.line('coinche.eighty-needs-82', { bid: deal.bid, needs })
			: ids.line('coinche.needs', { bid: deal.bid, needs })
	);

	const beloteCounted = takersBelote && config.beloteCounts;
	let total = t + (beloteCounted ? BELOTE_POINTS : 0);
	if (beloteCounted)
		lines.push(ids.line('coinche.takers-points-belote', { column: tc, cardPoints: t, belote: BELOTE_POINTS, total }));
	else if (takersBelote) lines.push(ids.line('coinche.belote-not-counted', { column: tc, total }));
	else lines.push(ids.line('coinche.takers-points', { column: tc, total }));
	if (announced) {
		announcementLines();
		if (announced.winner === tc && !apart) {
			const own = tc === 0 ? announced.scored[0] : announced.scored[1];
			total += own;
			lines.push(ids.line('coinche.takers-announcements', { column: tc, points: own, total }));
		}
	}

	const made = total >= needs;
	lines.push(ids.line(made ? 'coinche.contract-made' : 'coinche.contract-failed', { column: tc, total, needs }));
	const judged = {
		takerColumn: tc,
		defenderColumn: dc,
		bid,
		multiplier: m,
		takerPoints: t,
		made,
		allTricks: deal.allTricks,
		defendersAllTricks: !made && deal.defendersAllTricks
	};
	for (const term of contractTerms(judged, config)) add(term.rule, term.column, term.points, term.values);
	const alone = winnerTakesAll(config, m) ? (made ? tc : dc) : made ? null : dc;
	addAnnouncements(alone);
	return finish(made ? (deal.allTricks ? 'unbid-capot' : 'made') : 'failed', total, needs);
}

/**
 * Closes a deal's explanation with each team's sum where it has more than one scoring term, as
 * in the form "… → 100 + 2 x 100 + 20 = 320". The line carries no `points`: it restates
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

/**
 * Who scores the belote: the team that declared it (RULES-NOTES Coinche "Belote-rebelote"), or,
 * when the table gives it to the deal's winner (docs/coinche-house-options.md "Belote to the
 * winner", contree-compagnon's `computeScore`), the side that won a deal that failed, was
 * coinched (or surcoinched) or ended in a capot: the defenders of a failure, the takers of a
 * coinched contract they made or of a capot. Only a made contract without a coinche leaves the
 * belote with its team.
 */
function beloteGoesTo(
	verdict: DealVerdict,
	declared: 0 | 1 | null,
	takers: 0 | 1,
	multiplier: number,
	config: CoincheConfig
): 0 | 1 | null {
	if (declared === null || !config.beloteToWinner) return declared;
	if (verdict === 'failed' || verdict === 'capot-failed') return takers === 0 ? 1 : 0;
	if (verdict === 'unbid-capot' || verdict === 'capot-made') return takers;
	return multiplier > 1 ? takers : declared;
}
