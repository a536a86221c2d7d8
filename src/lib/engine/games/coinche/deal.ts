/**
 * One Coinche deal: the round input as the players enter it (issue 3 "Entering a deal"), its
 * checks (issue 3 "Bad input"; RULES-NOTES Coinche "Checks a referee makes"), and its scoring with
 * a line-by-line explanation (RULES-NOTES Coinche "Contract made", "Made", "Failed", "Capot bid",
 * "Rounding"; rules/coinche.txt "SCORING").
 */
import { isInt, isRecord, line, violation } from '../../core/helpers';
import type { ExplanationLine, Violation } from '../../core/types';
import { DEAL_POINTS, isTrumpMode, pointsReachable, type TrumpMode } from './card-values';
import { SEATS, type CoincheConfig } from './config';

/** A deal in which all four players passed: no score, the deal moves on (RULES-NOTES Coinche "All four pass"). */
export interface CoinchePassedInput {
	readonly kind: 'passed';
}

/**
 * A played deal as entered (issue 3 "Entering a deal"). Fields are `null` only in a draft.
 * - `taker`: seat of the player who took the contract; the team follows (column `taker % 2`).
 * - `bid`: 80-160 in steps of 10, or `'capot'` (RULES-NOTES Coinche "Bids").
 * - `trump`: `'S' | 'H' | 'D' | 'C'`, or `'NT'` / `'AT'` when the table plays them.
 * - `coinche`, `surcoinche`: the calls (m = 1, 2, 4); surcoinche needs coinche.
 * - `coincheSeat`, `surcoincheSeat`: optional, who called; a defender coinches, a taker surcoinches.
 * - `belote`: the team columns that declared belote-rebelote: `[]`, `[0]` or `[1]` (at most once).
 * - `allTricks`: the takers won every trick (entered, never inferred from 162 points).
 * - `takerPoints`: the takers' card points, last trick included, 0-162; the defenders have 162 minus this.
 *   Not needed on a capot bid, which is scored on the tricks alone (RULES-NOTES Coinche "Capot bid").
 */
export interface CoinchePlayedInput {
	readonly kind: 'played';
	readonly taker: number | null;
	readonly bid: number | 'capot' | null;
	readonly trump: TrumpMode | null;
	readonly coinche: boolean;
	readonly surcoinche: boolean;
	readonly coincheSeat?: number | null;
	readonly surcoincheSeat?: number | null;
	readonly belote: readonly number[];
	readonly allTricks: boolean;
	readonly takerPoints: number | null;
}

/** A Coinche round input: all passed, or a played deal (issue 3 "Entering a deal"). */
export type CoincheInput = CoinchePassedInput | CoinchePlayedInput;

/** The coinche multiplier m (RULES-NOTES Coinche "Bids": coinche doubles, surcoinche quadruples: m = 1, 2, 4). */
export type Multiplier = 1 | 2 | 4;

/** A played deal after its checks passed: the facts scoring needs (RULES-NOTES Coinche). */
export interface CoincheDeal {
	readonly taker: number;
	readonly bid: number | 'capot';
	readonly trump: TrumpMode;
	readonly multiplier: Multiplier;
	/** The team column that declared belote-rebelote, if any (RULES-NOTES Coinche "Belote-rebelote"). */
	readonly beloteColumn: 0 | 1 | null;
	readonly allTricks: boolean;
	/**
	 * The takers' card points. `null` only on a capot bid entered without them: a capot is scored on
	 * the tricks alone (RULES-NOTES Coinche "Capot bid"), so a failed capot needs no count.
	 */
	readonly takerPoints: number | null;
}

/** Lowest bid (rules/coinche.txt "BIDDING": "The lowest bid allowed is 80"). */
export const MIN_BID = 80;
/** Highest number bid (RULES-NOTES Coinche "Bids": 80 to 160, or capot). */
export const MAX_BID = 160;
/** Bids go up in tens (rules/coinche.txt "BIDDING": "made in intervals of 10"). */
export const BID_STEP = 10;
/** An 80 bid needs 82, and any contract at least 82 (rules/coinche.txt "BIDDING"; RULES-NOTES Coinche "Contract made"). */
export const MIN_TO_MAKE = 82;
/** Belote-rebelote (rules/coinche.txt "This will score their team 20 points"). */
export const BELOTE_POINTS = 20;
/** Every trick won without a capot bid (rules/coinche.txt "SCORING": "they score 250 points plus the amount bid"). */
export const UNBID_CAPOT_BONUS = 250;
/** A capot bid, made or failed (rules/coinche.txt "SCORING": "500 points plus belote"). */
export const CAPOT_POINTS = 500;
/** What defenders score on a failed contract besides the bid (rules/coinche.txt "160 points plus the bid amount"). */
export const FAILED_BASE = 160;

/** The team column of a seat: partners opposite, seats 0+2 are column 0, 1+3 column 1 (RULES-NOTES Coinche). */
export function teamOf(seat: number): 0 | 1 {
	return seat % 2 === 0 ? 0 : 1;
}

/**
 * Rounds card points to the nearest 10, a 5 going up (RULES-NOTES Coinche "Rounding"; rules/coinche.txt
 * "Scores ending in 5 are rounded up").
 */
export function roundPoints(points: number): number {
	return Math.floor((points + 5) / 10) * 10;
}

/** The multiplier for the calls (RULES-NOTES Coinche "Bids": m = 1, 2, 4). */
export function multiplierOf(coinche: boolean, surcoinche: boolean): Multiplier {
	return surcoinche ? 4 : coinche ? 2 : 1;
}

/** What a contract needs: the bid, and never less than 82 (RULES-NOTES Coinche "Contract made"). */
export function pointsNeeded(bid: number): number {
	return Math.max(bid, MIN_TO_MAKE);
}

/** The blank draft of a played deal the entry form starts from (issue 3 "Entering a deal"). */
export function emptyPlayedInput(): CoinchePlayedInput {
	return {
		kind: 'played',
		taker: null,
		bid: null,
		trump: null,
		coinche: false,
		surcoinche: false,
		belote: [],
		allTricks: false,
		takerPoints: null
	};
}

function seatOk(value: unknown): value is number {
	return isInt(value) && value >= 0 && value < SEATS;
}

/** Reading of an input: the deal when it passed its checks, else the violations (never both). */
export interface DealReading {
	readonly deal: CoincheDeal | 'passed' | null;
	readonly violations: readonly Violation[];
}

/**
 * Reads and checks an untrusted round input (issue 3 "Bad input"; RULES-NOTES Coinche "Checks a
 * referee makes"). Never throws. Violations name the field they concern:
 * `kind`; `taker` (core.required, coinche.seat-invalid); `bid` (coinche.bid-invalid {min,max,step});
 * `trump` (coinche.trump-invalid, coinche.trump-mode-off {suit}); `coinche` / `surcoinche`
 * (coinche.capot-coinched, coinche.surcoinche-without-coinche); `coincheSeat` / `surcoincheSeat`
 * (coinche.coinche-by-taker, coinche.surcoinche-by-defender, coinche.call-seat-without-call);
 * `belote` (coinche.belote-invalid, coinche.belote-twice, coinche.belote-no-trump); `allTricks`
 * (coinche.all-tricks-points); `takerPoints` (core.not-a-number, core.not-whole,
 * core.out-of-range {min 0, max 162}, coinche.points-impossible).
 */
export function readDeal(input: unknown, config: CoincheConfig): DealReading {
	if (!isRecord(input) || (input.kind !== 'passed' && input.kind !== 'played'))
		return { deal: null, violations: [violation('coinche.kind', 'kind')] };
	if (input.kind === 'passed') return { deal: 'passed', violations: [] };
	const out: Violation[] = [];

	// Taker: one of the four seats.
	const taker = input.taker;
	if (taker === null || taker === undefined) out.push(violation('core.required', 'taker'));
	else if (!seatOk(taker)) out.push(violation('coinche.seat-invalid', 'taker'));
	const takerTeam = seatOk(taker) ? teamOf(taker) : null;

	// Bid: 80..160 by 10, or capot (RULES-NOTES Coinche "Bids").
	const bid = input.bid;
	const bidOk = bid === 'capot' || (isInt(bid) && bid >= MIN_BID && bid <= MAX_BID && bid % BID_STEP === 0);
	if (bid === null || bid === undefined) out.push(violation('core.required', 'bid'));
	else if (!bidOk) out.push(violation('coinche.bid-invalid', 'bid', { min: MIN_BID, max: MAX_BID, step: BID_STEP }));

	// Trump: a suit, or a mode the table enabled (RULES-NOTES Coinche option *trump mode*).
	const trump = input.trump;
	let trumpOk = false;
	if (trump === null || trump === undefined) out.push(violation('core.required', 'trump'));
	else if (!isTrumpMode(trump)) out.push(violation('coinche.trump-invalid', 'trump'));
	else if ((trump === 'NT' && !config.noTrump) || (trump === 'AT' && !config.allTrump))
		out.push(violation('coinche.trump-mode-off', 'trump', { suit: trump }));
	else trumpOk = true;

	// Calls: coinche doubles, surcoinche redoubles; a capot bid cannot be doubled (RULES-NOTES Coinche "Bids").
	const coinche = input.coinche;
	const surcoinche = input.surcoinche;
	if (typeof coinche !== 'boolean') out.push(violation('core.required', 'coinche'));
	if (typeof surcoinche !== 'boolean') out.push(violation('core.required', 'surcoinche'));
	if (bid === 'capot' && coinche === true) out.push(violation('coinche.capot-coinched', 'coinche'));
	if (bid === 'capot' && surcoinche === true) out.push(violation('coinche.capot-coinched', 'surcoinche'));
	if (surcoinche === true && coinche === false) out.push(violation('coinche.surcoinche-without-coinche', 'surcoinche'));

	// Who called: coinche only by a defender, surcoinche only by a taker (RULES-NOTES Coinche "Checks").
	const calls = [
		{ field: 'coincheSeat', called: coinche, byTakers: false, code: 'coinche.coinche-by-taker' },
		{ field: 'surcoincheSeat', called: surcoinche, byTakers: true, code: 'coinche.surcoinche-by-defender' }
	] as const;
	for (const call of calls) {
		const seat = input[call.field];
		if (seat === undefined || seat === null) continue;
		if (!seatOk(seat)) out.push(violation('coinche.seat-invalid', call.field));
		else if (call.called !== true) out.push(violation('coinche.call-seat-without-call', call.field, { seat }));
		else if (takerTeam !== null && (teamOf(seat) === takerTeam) !== call.byTakers)
			out.push(violation(call.code, call.field, { seat }));
	}

	// Belote: at most once per deal, never without trumps (RULES-NOTES Coinche "Checks").
	const belote = input.belote;
	let beloteColumn: 0 | 1 | null = null;
	if (!Array.isArray(belote)) out.push(violation('coinche.belote-invalid', 'belote'));
	else if (belote.length > 1)
		out.push(violation('coinche.belote-twice', 'belote', { count: Math.min(belote.length, 99) }));
	else if (belote.length === 1) {
		const team: unknown = belote[0];
		if (team !== 0 && team !== 1) out.push(violation('coinche.belote-invalid', 'belote.0'));
		else if (trump === 'NT') out.push(violation('coinche.belote-no-trump', 'belote'));
		else beloteColumn = team;
	}

	// Card points: whole, 0..162, a total some cards can make (RULES-NOTES Coinche "Checks"). A capot
	// bid is scored on the tricks alone (RULES-NOTES Coinche "Capot bid"), so there they may be left out.
	const points = input.takerPoints;
	const pointsMissing = points === null || points === undefined;
	let pointsOk = false;
	if (pointsMissing) {
		if (bid !== 'capot') out.push(violation('core.required', 'takerPoints'));
	} else if (typeof points !== 'number' || !Number.isFinite(points))
		out.push(violation('core.not-a-number', 'takerPoints'));
	else if (!Number.isInteger(points)) out.push(violation('core.not-whole', 'takerPoints'));
	else if (points < 0 || points > DEAL_POINTS)
		out.push(violation('core.out-of-range', 'takerPoints', { min: 0, max: DEAL_POINTS }));
	else if (trumpOk && isTrumpMode(trump) && !pointsReachable(points, trump))
		out.push(violation('coinche.points-impossible', 'takerPoints', { points, defenderPoints: DEAL_POINTS - points }));
	else pointsOk = true;

	// Every trick: its own fact, and it means 162 (RULES-NOTES Coinche "Won every trick").
	const allTricks = input.allTricks;
	if (typeof allTricks !== 'boolean') out.push(violation('core.required', 'allTricks'));
	else if (allTricks && pointsOk && points !== DEAL_POINTS)
		out.push(violation('coinche.all-tricks-points', 'allTricks', { points: DEAL_POINTS }));

	if (out.length > 0) return { deal: null, violations: out };
	return {
		deal: {
			taker: taker as number,
			bid: bid as number | 'capot',
			trump: trump as TrumpMode,
			multiplier: multiplierOf(coinche === true, surcoinche === true),
			beloteColumn,
			allTricks: allTricks === true,
			takerPoints: pointsMissing ? (allTricks === true ? DEAL_POINTS : null) : (points as number)
		},
		violations: []
	};
}

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
	const add = (rule: string, column: 0 | 1, pts: number, values: Record<string, string | number | boolean>) => {
		points[column] += pts;
		lines.push(line(rule, values, column, pts));
	};
	const takersBelote = deal.beloteColumn === tc;

	if (deal.bid === 'capot') {
		lines.push(line('coinche.contract-capot', { takerSeat: deal.taker, column: tc, suit: deal.trump }));
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
	lines.push(line('coinche.contract', { takerSeat: deal.taker, column: tc, bid, suit: deal.trump }));
	if (m === 2) lines.push(line('coinche.coinched', { bid, multiplier: m, multipliedBid: m * bid }));
	if (m === 4) lines.push(line('coinche.surcoinched', { bid, multiplier: m, multipliedBid: m * bid }));
	lines.push(
		bid < MIN_TO_MAKE ? line('coinche.eighty-needs-82', { bid, needs }) : line('coinche.needs', { bid, needs })
	);

	const beloteCounted = takersBelote && config.beloteCounts;
	const total = t + (beloteCounted ? BELOTE_POINTS : 0);
	if (beloteCounted)
		lines.push(line('coinche.takers-points-belote', { column: tc, cardPoints: t, belote: BELOTE_POINTS, total }));
	else if (takersBelote) lines.push(line('coinche.belote-not-counted', { column: tc, total }));
	else lines.push(line('coinche.takers-points', { column: tc, total }));

	const made = total >= needs;
	lines.push(line(made ? 'coinche.contract-made' : 'coinche.contract-failed', { column: tc, total, needs }));

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
		lines.push(line('coinche.deal-total', { column, terms: terms.join(' + '), total }));
	}
}
