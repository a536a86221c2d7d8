/**
 * What a judged Coinche contract scores under the table's scale and options (RULES-NOTES Coinche
 * "Made", "Failed", "Rounding"; docs/coinche-house-options.md "Scoring scale", "Exact points",
 * "Coinche doubles the whole deal"): the scoring terms per column, before belote and
 * announcements, each with the explanation rule that names where it comes from.
 */
import { DEAL_POINTS } from './card-values';
import { FAILED_BASE, roundPoints, UNBID_CAPOT_252, UNBID_CAPOT_BONUS } from './contract';
import type { ScoringMultiplier } from './input';
import type { CoincheConfig } from './options';
import type { CoincheRule } from './rules';

/** One scoring term: points to a column, with its explanation rule and values. */
export interface Term {
	readonly rule: CoincheRule;
	readonly column: 0 | 1;
	readonly points: number;
	readonly values: Record<string, string | number | boolean>;
}

/** The judged facts a scale needs. */
export interface Judged {
	readonly takerColumn: 0 | 1;
	readonly defenderColumn: 0 | 1;
	/** The bid as it scores: the bid, or twice it for no-trump when the table doubles them. */
	readonly bid: number;
	/** m as it scores: 1, 2, 4, or 3 for a surcoinche the table triples. */
	readonly multiplier: ScoringMultiplier;
	/** The takers' card points (0..162). */
	readonly takerPoints: number;
	readonly made: boolean;
	readonly allTricks: boolean;
	/** The defenders won every trick and the table scores their capot. */
	readonly defendersAllTricks?: boolean;
}

/** The whole deal's card points as scored: 160 after rounding, 162 with exact points (docs/coinche-house-options.md "Exact points"). */
export function dealBase(config: CoincheConfig): number {
	return config.exactPoints ? DEAL_POINTS : FAILED_BASE;
}

/**
 * Whether one side takes the whole deal: a coinched or surcoinched deal when the table doubles the
 * whole deal, or scores points made (docs/coinche-house-options.md). The other side keeps only its belote.
 */
export function winnerTakesAll(config: CoincheConfig, multiplier: ScoringMultiplier): boolean {
	return multiplier > 1 && (config.wholeDeal || config.scale === 'pointsMade');
}

/** A team's card points: rounded to the nearest 10 (RULES-NOTES "Rounding"), or exact. */
function cardTerm(column: 0 | 1, cardPoints: number, config: CoincheConfig): Term {
	if (config.exactPoints)
		return { rule: 'coinche.card-points-exact', column, points: cardPoints, values: { column, cardPoints } };
	const rounded = roundPoints(cardPoints);
	return { rule: 'coinche.card-points', column, points: rounded, values: { column, cardPoints, rounded } };
}

/**
 * Every trick without a capot bid: 250 (RULES-NOTES "Made"), 252 when the table counts the capot as
 * 162 + 90 (docs/coinche-house-options.md "Capot worth 252"), or the 162 as card points (no bonus).
 */
function unbidCapotTerm(column: 0 | 1, cardPoints: number, config: CoincheConfig): Term {
	if (config.capot252) return { rule: 'coinche.unbid-capot-252', column, points: UNBID_CAPOT_252, values: { column } };
	if (config.capotBonus)
		return { rule: 'coinche.unbid-capot-bonus', column, points: UNBID_CAPOT_BONUS, values: { column } };
	if (config.exactPoints)
		return { rule: 'coinche.unbid-capot-no-bonus-exact', column, points: cardPoints, values: { column, cardPoints } };
	const rounded = roundPoints(cardPoints);
	return { rule: 'coinche.unbid-capot-no-bonus', column, points: rounded, values: { column, cardPoints, rounded } };
}

/**
 * The scoring terms of a judged contract (not a capot bid):
 * - winner takes all (see `winnerTakesAll`): whole deal (base + bid) x m, or on points made base x m,
 *   to the takers when made, the defenders when failed; the other side nothing;
 * - made: takers card points (or the unbid-capot term), plus m x bid on the bid-added scale, or
 *   (card points + bid) x m for a coinched deal when the table multiplies both (ScoreIt's reading);
 *   defenders their card points (nothing after an unbid capot);
 * - failed: takers nothing; defenders base + m x bid (bid added), (base + bid) x m (doubled
 *   failure), or base (points made); defenders who won every trick, when the table scores their
 *   capot, the capot term (250, 252 or the 162 rounded) plus m x bid on the bid-added scale.
 * The base is 160, or 162 with exact points.
 */
export function contractTerms(j: Judged, config: CoincheConfig): Term[] {
	const { takerColumn: tc, defenderColumn: dc, bid, multiplier: m } = j;
	const base = dealBase(config);
	const bidAdded = config.scale === 'bidAdded';
	const terms: Term[] = [];
	if (winnerTakesAll(config, m)) {
		const [winner, loser] = j.made ? [tc, dc] : [dc, tc];
		terms.push({ rule: 'coinche.coinche-loser', column: loser, points: 0, values: { column: loser } });
		if (config.wholeDeal) {
			const points = (base + bid) * m;
			terms.push({
				rule: 'coinche.whole-deal-doubled',
				column: winner,
				points,
				values: { column: winner, base, bid, multiplier: m, points }
			});
		} else {
			const points = base * m;
			terms.push({
				rule: 'coinche.points-made-coinched',
				column: winner,
				points,
				values: { column: winner, base, multiplier: m, points }
			});
		}
		return terms;
	}
	if (j.made) {
		const own = j.allTricks ? unbidCapotTerm(tc, j.takerPoints, config) : cardTerm(tc, j.takerPoints, config);
		if (bidAdded && m > 1 && config.coincheMultipliesPoints) {
			const points = (own.points + bid) * m;
			terms.push({
				rule: 'coinche.coinche-points-and-bid',
				column: tc,
				points,
				values: { column: tc, cardPoints: own.points, bid, multiplier: m, points }
			});
			if (!j.allTricks) terms.push(cardTerm(dc, DEAL_POINTS - j.takerPoints, config));
			return terms;
		}
		terms.push(own);
		if (bidAdded)
			terms.push({
				rule: 'coinche.bid-points',
				column: tc,
				points: m * bid,
				values: { column: tc, bid, multiplier: m, points: m * bid }
			});
		if (!j.allTricks) terms.push(cardTerm(dc, DEAL_POINTS - j.takerPoints, config));
		return terms;
	}
	terms.push({ rule: 'coinche.failed-takers', column: tc, points: 0, values: { column: tc } });
	if (j.defendersAllTricks) {
		terms.push({ rule: 'coinche.defenders-capot', column: dc, points: 0, values: { column: dc } });
		terms.push(unbidCapotTerm(dc, DEAL_POINTS, config));
		if (bidAdded)
			terms.push({
				rule: 'coinche.bid-points',
				column: dc,
				points: m * bid,
				values: { column: dc, bid, multiplier: m, points: m * bid }
			});
		return terms;
	}
	if (!bidAdded)
		terms.push({
			rule: 'coinche.points-made-failed',
			column: dc,
			points: base,
			values: { column: dc, base, points: base }
		});
	else if (config.doubledFailure) {
		const points = (base + bid) * m;
		terms.push({
			rule: 'coinche.failed-doubled',
			column: dc,
			points,
			values: { column: dc, base, bid, multiplier: m, points }
		});
	} else {
		const points = base + m * bid;
		terms.push({
			rule: 'coinche.failed-defenders',
			column: dc,
			points,
			values: { column: dc, base, bid, multiplier: m, points }
		});
	}
	return terms;
}
