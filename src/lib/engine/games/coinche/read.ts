/**
 * Reading a Coinche round (RULES-NOTES Coinche "Checks a referee makes"):
 * the untrusted input becomes a checked deal, or the violations at the fields they concern.
 */
import { append } from '../../core/arrays';
import { isInt, isRecord } from '../../core/helpers';
import { InputReader, isSeat } from '../../core/reader';
import { readOrInvalid } from '../../core/round';
import type { Column, MatchSetup, ReadResult, Seat, Violation } from '../../core/types';
import { readAnnouncements } from './announcement-checks';
import { DEAL_POINTS, isTrumpMode, pointsReachable, type TrumpMode } from './card-values';
import { BID_STEP, BID_STEP_ONE, MAX_BID, MIN_BID, multiplierOf, teamOf } from './contract';
import type { CoincheDeal } from './input';
import { SEATS, type CoincheConfig } from './options';
import { ids } from './rules';

/** Reading of an input: the deal when it passed its checks, else the violations (never both). */
export interface DealReading {
	readonly deal: CoincheDeal | 'passed' | null;
	readonly violations: readonly Violation[];
}

/**
 * Reads and checks an untrusted round input (RULES-NOTES Coinche "Checks a
 * referee makes"). Never throws. Violations name the field they concern:
 * `kind`; `taker` (core.required, coinche.seat-invalid); `bid` (coinche.bid-invalid {min,max,step});
 * `trump` (coinche.trump-invalid, coinche.trump-mode-off {suit}); `coinche` / `surcoinche`
 * (coinche.capot-coinched, coinche.surcoinche-without-coinche); `coincheSeat` / `surcoincheSeat`
 * (coinche.coinche-by-taker, coinche.surcoinche-by-defender, coinche.call-seat-without-call);
 * `belote` (coinche.belote-invalid, coinche.belote-twice, coinche.belote-no-trump); `allTricks`
 * (coinche.all-tricks-points); `defendersAllTricks` (coinche.defenders-all-tricks-points); `takerPoints` (core.not-a-number, core.not-whole,
 * core.out-of-range {min 0, max 162}, coinche.points-impossible); `announcements` (see
 * `readAnnouncements`).
 */
export function readDeal(input: unknown, config: CoincheConfig): DealReading {
	if (!isRecord(input) || (input.kind !== 'passed' && input.kind !== 'played'))
		return { deal: null, violations: [ids.violation('coinche.kind', 'kind')] };
	if (input.kind === 'passed') return { deal: 'passed', violations: [] };
	const reader = new InputReader();
	const out = reader.violations;

	// Taker: one of the four seats.
	const taker = input.taker;
	reader.seat(taker, 'taker', SEATS, { invalid: 'coinche.seat-invalid' });
	const takerTeam = isSeat(taker, SEATS) ? teamOf(taker) : null;

	// Bid: 80..160 by 10 (by 1 when the table bids by one), or capot (RULES-NOTES Coinche "Bids").
	const bid = input.bid;
	const step = config.bidsByOne ? BID_STEP_ONE : BID_STEP;
	const bidOk = bid === 'capot' || (isInt(bid) && bid >= MIN_BID && bid <= MAX_BID && bid % step === 0);
	if (bid === null || bid === undefined) out.push(ids.violation('core.required', 'bid'));
	else if (!bidOk) out.push(ids.violation('coinche.bid-invalid', 'bid', { min: MIN_BID, max: MAX_BID, step }));

	// Trump: a suit, or a mode the table enabled (RULES-NOTES Coinche option *trump mode*).
	const trump = input.trump;
	let trumpOk = false;
	if (trump === null || trump === undefined) out.push(ids.violation('core.required', 'trump'));
	else if (!isTrumpMode(trump)) out.push(ids.violation('coinche.trump-invalid', 'trump'));
	else if ((trump === 'NT' && !config.noTrump) || (trump === 'AT' && !config.allTrump))
		out.push(ids.violation('coinche.trump-mode-off', 'trump', { suit: trump }));
	else trumpOk = true;

	// Calls: coinche doubles, surcoinche redoubles; a capot bid cannot be doubled (RULES-NOTES Coinche "Bids").
	const coinche = input.coinche;
	const surcoinche = input.surcoinche;
	reader.boolean(coinche, 'coinche');
	reader.boolean(surcoinche, 'surcoinche');
	if (bid === 'capot' && coinche === true) out.push(ids.violation('coinche.capot-coinched', 'coinche'));
	if (bid === 'capot' && surcoinche === true) out.push(ids.violation('coinche.capot-coinched', 'surcoinche'));
	if (surcoinche === true && coinche === false)
		out.push(ids.violation('coinche.surcoinche-without-coinche', 'surcoinche'));

	// Who called: coinche only by a defender, surcoinche only by a taker (RULES-NOTES Coinche "Checks").
	const calls = [
		{ field: 'coincheSeat', called: coinche, byTakers: false, code: 'coinche.coinche-by-taker' },
		{ field: 'surcoincheSeat', called: surcoinche, byTakers: true, code: 'coinche.surcoinche-by-defender' }
	] as const;
	for (const call of calls) {
		const seat = input[call.field];
		if (seat === undefined || seat === null) continue;
		if (!isSeat(seat, SEATS)) out.push(ids.violation('coinche.seat-invalid', call.field));
		else if (call.called !== true) out.push(ids.violation('coinche.call-seat-without-call', call.field, { seat }));
		else if (takerTeam !== null && (teamOf(seat) === takerTeam) !== call.byTakers)
			out.push(ids.violation(call.code, call.field, { seat }));
	}

	// Belote: at most once per deal, never without trumps (RULES-NOTES Coinche "Checks").
	const belote = input.belote;
	let beloteColumn: Column<0 | 1> | null = null;
	if (!Array.isArray(belote)) out.push(ids.violation('coinche.belote-invalid', 'belote'));
	else if (belote.length > 1)
		out.push(ids.violation('coinche.belote-twice', 'belote', { count: Math.min(belote.length, 99) }));
	else if (belote.length === 1) {
		const team: unknown = belote[0];
		if (team !== 0 && team !== 1) out.push(ids.violation('coinche.belote-invalid', 'belote.0'));
		else if (trump === 'NT') out.push(ids.violation('coinche.belote-no-trump', 'belote'));
		else beloteColumn = team as Column<0 | 1>;
	}

	// Card points: whole, 0..162, a total some cards can make (RULES-NOTES Coinche "Checks"). A capot
	// bid is scored on the tricks alone (RULES-NOTES Coinche "Capot bid"), so there they may be left out.
	const points = input.takerPoints;
	const pointsMissing = points === null || points === undefined;
	let pointsOk = false;
	if (pointsMissing) {
		if (bid !== 'capot') out.push(ids.violation('core.required', 'takerPoints'));
	} else {
		const whole = reader.whole(points, 'takerPoints', 0, DEAL_POINTS);
		if (whole !== null && trumpOk && isTrumpMode(trump) && !pointsReachable(whole, trump))
			out.push(
				ids.violation('coinche.points-impossible', 'takerPoints', {
					points: whole,
					defenderPoints: DEAL_POINTS - whole
				})
			);
		else pointsOk = whole !== null;
	}

	// Every trick: its own fact, and it means 162 (RULES-NOTES Coinche "Won every trick").
	const allTricks = input.allTricks;
	if (reader.boolean(allTricks, 'allTricks') === true && pointsOk && points !== DEAL_POINTS)
		out.push(ids.violation('coinche.all-tricks-points', 'allTricks', { points: DEAL_POINTS }));

	// The defenders' capot: its own fact, read when the table scores it; it means the takers have 0.
	const defendersAllTricks = config.defendersCapot && input.defendersAllTricks === true;
	if (config.defendersCapot && input.defendersAllTricks !== undefined)
		reader.boolean(input.defendersAllTricks, 'defendersAllTricks');
	if (defendersAllTricks && pointsOk && points !== 0)
		out.push(ids.violation('coinche.defenders-all-tricks-points', 'defendersAllTricks', { points: DEAL_POINTS }));

	// Announcements: only when the table plays them, and only what hands can hold (docs/coinche-house-options.md).
	const announced = readAnnouncements(input.announcements, config.announcements, { trump, beloteColumn });
	append(out, announced.violations);

	if (out.length > 0) return { deal: null, violations: out };
	return {
		deal: {
			taker: taker as Seat,
			bid: bid as number | 'capot',
			trump: trump as TrumpMode,
			multiplier: multiplierOf(coinche === true, surcoinche === true),
			beloteColumn,
			allTricks: allTricks === true,
			defendersAllTricks,
			takerPoints: pointsMissing ? (allTricks === true ? DEAL_POINTS : null) : (points as number),
			announcements: announced.announcements
		},
		violations: []
	};
}

/** The definition's `read`: the checked deal, or its violations. */
export function read(
	_state: unknown,
	input: unknown,
	setup: MatchSetup<CoincheConfig>
): ReadResult<CoincheDeal | 'passed'> {
	const { deal, violations } = readDeal(input, setup.config);
	return readOrInvalid(violations, deal);
}
