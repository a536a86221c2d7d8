import { violationsOf as readViolations } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import { coincheSetup, playedDeal } from './arbitraries';
import { foldMatch } from '../../core/fold';
import { applyInput, explanationGaps } from '../../core/testing';
import {
	coinche,
	coincheOutcome,
	DEFAULT_CONFIG,
	pointsReachable,
	readDeal,
	roundPoints,
	scoreDeal,
	type CoincheConfig,
	type CoincheInput,
	type CoincheState
} from './index';

const setup = coincheSetup;
const played = playedDeal;

const PASSED: CoincheInput = { kind: 'passed' };

function score(input: unknown, config: Partial<CoincheConfig> = {}) {
	const s = setup(config);
	const violations = readViolations(coinche, coinche.initialState(s), input, s);
	expect(violations).toEqual([]);
	const { result } = applyInput(coinche, coinche.initialState(s), input as CoincheInput, s);
	expect(explanationGaps(result)).toEqual([0, 0]);
	return result;
}

function violationsOf(input: unknown, config: Partial<CoincheConfig> = {}) {
	const s = setup(config);
	return readViolations(coinche, coinche.initialState(s), input, s);
}

describe('the required scoring examples, exact numbers', () => {
	it.each([
		{
			name: 'bid 110, takers 113 → 220 / 50 (RULES-NOTES "Made": round(card points) + m x bid; defenders round(49) = 50)',
			input: played({ bid: 110, takerPoints: 113 }),
			config: {},
			points: [220, 50]
		},
		{
			name: 'bid 80, takers 81, no belote → 0 / 240 (rules/coinche.txt "if a bid of 80 is made the team must earn 82 points")',
			input: played({ bid: 80, takerPoints: 81 }),
			config: {},
			points: [0, 240]
		},
		{
			name: 'the same with the takers\u2019 belote → 180 / 80 (RULES-NOTES "Contract made": T includes their belote)',
			input: played({ bid: 80, takerPoints: 81, belote: [0] }),
			config: {},
			points: [180, 80]
		},
		{
			name: 'bid 120 coinched, takers 95 + belote → 20 / 400 (RULES-NOTES "Failed": 160 + m x bid; belote kept)',
			input: played({ bid: 120, coinche: true, takerPoints: 95, belote: [0] }),
			config: {},
			points: [20, 400]
		},
		{
			name: 'the same under doubled failure → 20 / 560 (RULES-NOTES option *doubled failure*: (160 + bid) x m)',
			input: played({ bid: 120, coinche: true, takerPoints: 95, belote: [0] }),
			config: { doubledFailure: true },
			points: [20, 560]
		},
		{
			name: 'bid 100, all tricks without a capot bid, takers\u2019 belote → 370 / 0 (rules/coinche.txt "250 points plus the amount bid")',
			input: played({ bid: 100, allTricks: true, takerPoints: 162, belote: [0] }),
			config: {},
			points: [370, 0]
		},
		{
			name: 'capot bid made with belote → 520 (RULES-NOTES "Capot bid": made 500 + belote)',
			input: played({ bid: 'capot', allTricks: true, takerPoints: 162, belote: [0] }),
			config: {},
			points: [520, 0]
		},
		{
			name: 'capot bid failed, defenders\u2019 belote → 520 to the defenders (RULES-NOTES "Capot bid": failed 500 + their belote)',
			input: played({ bid: 'capot', allTricks: false, takerPoints: 130, belote: [1] }),
			config: {},
			points: [0, 520]
		}
	])('$name', ({ input, config, points }) => {
		expect(score(input, config).points).toEqual(points);
	});
});

describe('every scoring branch and option (RULES-NOTES Coinche)', () => {
	it.each([
		// Made / failed and the 82 rule.
		{
			name: 'RULES-NOTES "Contract made": 82 on an 80 bid is made → 80 + 80 / 80',
			input: played({ bid: 80, takerPoints: 82 }),
			config: {},
			points: [160, 80]
		},
		{
			name: 'RULES-NOTES "Contract made": exactly the bid is made (bid 100, 100)',
			input: played({ bid: 100, takerPoints: 100 }),
			config: {},
			points: [200, 60]
		},
		{
			name: 'RULES-NOTES "Contract made": one short of the bid fails (bid 100, 99)',
			input: played({ bid: 100, takerPoints: 99 }),
			config: {},
			points: [0, 260]
		},
		{
			name: 'RULES-NOTES "Contract made": belote makes 62 + 20 = 82 on an 80 bid',
			input: played({ bid: 80, takerPoints: 62, belote: [0] }),
			config: {},
			points: [160, 100]
		},
		{
			name: 'RULES-NOTES option: belote does not count toward T → 62 + belote fails an 80 bid',
			input: played({ bid: 80, takerPoints: 62, belote: [0] }),
			config: { beloteCounts: false },
			points: [20, 240]
		},
		{
			name: 'RULES-NOTES "Contract made": belote lifts 85 to 105 on a 100 bid',
			input: played({ bid: 100, takerPoints: 85, belote: [0] }),
			config: {},
			points: [210, 80]
		},
		{
			name: 'RULES-NOTES option: belote not counted, 85 fails a 100 bid, belote still scored',
			input: played({ bid: 100, takerPoints: 85, belote: [0] }),
			config: { beloteCounts: false },
			points: [20, 260]
		},
		{
			name: 'RULES-NOTES "Contract made": the defenders\u2019 belote never helps the takers',
			input: played({ bid: 100, takerPoints: 90, belote: [1] }),
			config: {},
			points: [0, 280]
		},
		// Rounding.
		{
			name: 'RULES-NOTES "Rounding": 85 → 90 and 77 → 80 (a 5 rounds up)',
			input: played({ bid: 80, takerPoints: 85 }),
			config: {},
			points: [170, 80]
		},
		{
			name: 'RULES-NOTES "Rounding": 94 → 90 and 68 → 70',
			input: played({ bid: 90, takerPoints: 94 }),
			config: {},
			points: [180, 70]
		},
		{
			name: 'RULES-NOTES "Made": the defenders keep their belote → 100 + 90 / 60 + 20',
			input: played({ bid: 90, takerPoints: 100, belote: [1] }),
			config: {},
			points: [190, 80]
		},
		{
			name: 'RULES-NOTES "Made": 162 without every trick is an ordinary made contract (160 + 100)',
			input: played({ bid: 100, takerPoints: 162 }),
			config: {},
			points: [260, 0]
		},
		// Coinche and surcoinche.
		{
			name: 'RULES-NOTES "Bids": coinched 100 made 97 + belote → 100 + 2 x 100 + 20 / 70',
			input: played({ bid: 100, coinche: true, takerPoints: 97, belote: [0] }),
			config: {},
			points: [320, 70]
		},
		{
			name: 'RULES-NOTES "Bids": surcoinched 100 made with 110 → 110 + 4 x 100 / 50',
			input: played({ bid: 100, coinche: true, surcoinche: true, takerPoints: 110 }),
			config: {},
			points: [510, 50]
		},
		{
			name: 'RULES-NOTES "Failed": surcoinched 100 failed → 160 + 4 x 100',
			input: played({ bid: 100, coinche: true, surcoinche: true, takerPoints: 90 }),
			config: {},
			points: [0, 560]
		},
		{
			name: 'RULES-NOTES option *doubled failure*: surcoinched 100 failed → (160 + 100) x 4',
			input: played({ bid: 100, coinche: true, surcoinche: true, takerPoints: 90 }),
			config: { doubledFailure: true },
			points: [0, 1040]
		},
		{
			name: 'RULES-NOTES option *doubled failure*: without a coinche it changes nothing (160 + 100)',
			input: played({ bid: 100, takerPoints: 70 }),
			config: { doubledFailure: true },
			points: [0, 260]
		},
		{
			name: 'RULES-NOTES option *doubled failure*: a made contract is scored as usual',
			input: played({ bid: 100, coinche: true, takerPoints: 110 }),
			config: { doubledFailure: true },
			points: [310, 50]
		},
		// Every trick without a capot bid.
		{
			name: 'RULES-NOTES option unbid capot off: 160 + 100 + belote',
			input: played({ bid: 100, allTricks: true, takerPoints: 162, belote: [0] }),
			config: { capotBonus: false },
			points: [280, 0]
		},
		{
			name: 'RULES-NOTES "Made": unbid capot coinched → 250 + 2 x 120',
			input: played({ bid: 120, coinche: true, allTricks: true, takerPoints: 162 }),
			config: {},
			points: [490, 0]
		},
		{
			name: 'RULES-NOTES "Made": unbid capot, the defenders keep their belote',
			input: played({ bid: 100, allTricks: true, takerPoints: 162, belote: [1] }),
			config: {},
			points: [350, 20]
		},
		{
			name: 'RULES-NOTES "Capot bid": defenders taking every trick score an ordinary failure (160 + 100)',
			input: played({ bid: 100, takerPoints: 0 }),
			config: {},
			points: [0, 260]
		},
		// Capot bids.
		{
			name: 'RULES-NOTES "Capot bid": made without belote → 500',
			input: played({ bid: 'capot', allTricks: true, takerPoints: 162 }),
			config: {},
			points: [500, 0]
		},
		{
			name: 'RULES-NOTES "Capot bid": made, the defenders still keep their own belote',
			input: played({ bid: 'capot', allTricks: true, takerPoints: 162, belote: [1] }),
			config: {},
			points: [500, 20]
		},
		{
			name: 'RULES-NOTES "Capot bid": failed, the takers keep their belote → 20 / 500',
			input: played({ bid: 'capot', takerPoints: 150, belote: [0] }),
			config: {},
			points: [20, 500]
		},
		{
			name: 'RULES-NOTES "Won every trick": 162 points without every trick fails a capot bid',
			input: played({ bid: 'capot', takerPoints: 162 }),
			config: {},
			points: [0, 500]
		},
		{
			name: 'RULES-NOTES "Capot bid": scored on the tricks alone, a failed capot needs no card points → 20 / 500',
			input: played({ bid: 'capot', takerPoints: null, belote: [0] }),
			config: {},
			points: [20, 500]
		},
		{
			name: 'RULES-NOTES "Capot bid": "won every trick" alone makes the capot (no count needed) → 520',
			input: played({ bid: 'capot', allTricks: true, takerPoints: null, belote: [0] }),
			config: {},
			points: [520, 0]
		},
		{
			name: 'RULES-NOTES "Capot bid": no unbid-capot bonus option does not change a capot bid',
			input: played({ bid: 'capot', allTricks: true, takerPoints: 162 }),
			config: { capotBonus: false },
			points: [500, 0]
		},
		// Team B takes; trump modes.
		{
			name: 'RULES-NOTES Coinche seating: a taker at seat 3 scores for column 1 (seats 1+3)',
			input: played({ taker: 3, bid: 110, takerPoints: 113 }),
			config: {},
			points: [50, 220]
		},
		{
			name: 'RULES-NOTES Coinche seating: seat 2 is Team A\u2019s partner (column 0)',
			input: played({ taker: 2, bid: 110, takerPoints: 113 }),
			config: {},
			points: [220, 50]
		},
		{
			name: 'RULES-NOTES *trump mode*: a no-trump contract scores like any other',
			input: played({ trump: 'NT', bid: 100, takerPoints: 120 }),
			config: { noTrump: true },
			points: [220, 40]
		},
		{
			name: 'RULES-NOTES *trump mode*: an all-trump contract with belote',
			input: played({ trump: 'AT', bid: 90, takerPoints: 161, belote: [0] }),
			config: { allTrump: true },
			points: [270, 0]
		}
	])('$name', ({ input, config, points }) => {
		expect(score(input, config).points).toEqual(points);
	});

	it('a passed deal scores nothing and says who deals next (RULES-NOTES "All four pass")', () => {
		const result = score(PASSED);
		expect(result.points).toEqual([0, 0]);
		expect(result.lines).toEqual([{ rule: 'coinche.all-passed', values: { dealerSeat: 3 } }]);
	});

	it('explains the worked example line by line: 100 hearts coinched, made 97 + belote 20 = 117 → 100 + 2 x 100 + 20', () => {
		const result = score(played({ bid: 100, coinche: true, takerPoints: 97, belote: [0] }));
		expect(result.lines).toEqual([
			{ rule: 'coinche.contract', values: { takerSeat: 0, column: 0, bid: 100, suit: 'H' } },
			{ rule: 'coinche.coinched', values: { bid: 100, multiplier: 2, multipliedBid: 200 } },
			{ rule: 'coinche.needs', values: { bid: 100, needs: 100 } },
			{ rule: 'coinche.takers-points-belote', values: { column: 0, cardPoints: 97, belote: 20, total: 117 } },
			{ rule: 'coinche.contract-made', values: { column: 0, total: 117, needs: 100 } },
			{ rule: 'coinche.card-points', values: { column: 0, cardPoints: 97, rounded: 100 }, column: 0, points: 100 },
			{
				rule: 'coinche.bid-points',
				values: { column: 0, bid: 100, multiplier: 2, points: 200 },
				column: 0,
				points: 200
			},
			{ rule: 'coinche.card-points', values: { column: 1, cardPoints: 65, rounded: 70 }, column: 1, points: 70 },
			{ rule: 'coinche.belote', values: { column: 0 }, column: 0, points: 20 },
			{ rule: 'coinche.deal-total', values: { column: 0, terms: '100 + 200 + 20', total: 320 } }
		]);
	});

	it.each([
		{
			name: 'an 80 bid says it needs 82 (rules/coinche.txt "must earn 82 points")',
			input: played({ bid: 80, takerPoints: 81 }),
			config: {},
			rules: [
				'coinche.contract',
				'coinche.eighty-needs-82',
				'coinche.takers-points',
				'coinche.contract-failed',
				'coinche.failed-takers',
				'coinche.failed-defenders'
			]
		},
		{
			name: 'surcoinche is named (RULES-NOTES "Bids")',
			input: played({ coinche: true, surcoinche: true, takerPoints: 90 }),
			config: { doubledFailure: true },
			rules: [
				'coinche.contract',
				'coinche.surcoinched',
				'coinche.needs',
				'coinche.takers-points',
				'coinche.contract-failed',
				'coinche.failed-takers',
				'coinche.failed-doubled'
			]
		},
		{
			name: 'belote not counted is said (RULES-NOTES option)',
			input: played({ takerPoints: 85, belote: [0] }),
			config: { beloteCounts: false },
			rules: [
				'coinche.contract',
				'coinche.needs',
				'coinche.belote-not-counted',
				'coinche.contract-failed',
				'coinche.failed-takers',
				'coinche.failed-defenders',
				'coinche.belote'
			]
		},
		{
			name: 'unbid capot with the bonus (rules/coinche.txt "250 points")',
			input: played({ allTricks: true, takerPoints: 162 }),
			config: {},
			rules: [
				'coinche.contract',
				'coinche.needs',
				'coinche.takers-points',
				'coinche.contract-made',
				'coinche.unbid-capot-bonus',
				'coinche.bid-points',
				'coinche.deal-total'
			]
		},
		{
			name: 'unbid capot without the bonus (RULES-NOTES option)',
			input: played({ allTricks: true, takerPoints: 162 }),
			config: { capotBonus: false },
			rules: [
				'coinche.contract',
				'coinche.needs',
				'coinche.takers-points',
				'coinche.contract-made',
				'coinche.unbid-capot-no-bonus',
				'coinche.bid-points',
				'coinche.deal-total'
			]
		},
		{
			name: 'capot bid made (RULES-NOTES "Capot bid")',
			input: played({ bid: 'capot', allTricks: true, takerPoints: 162 }),
			config: {},
			rules: ['coinche.contract-capot', 'coinche.capot-made']
		},
		{
			name: 'capot bid failed (RULES-NOTES "Capot bid")',
			input: played({ bid: 'capot', takerPoints: 100, belote: [1] }),
			config: {},
			rules: ['coinche.contract-capot', 'coinche.capot-failed', 'coinche.belote', 'coinche.deal-total']
		}
	])('explanation: $name', ({ input, config, rules }) => {
		expect(score(input, config).lines.map((l) => l.rule)).toEqual(rules);
	});

	it.each([
		[0, 0],
		[4, 0],
		[5, 10],
		[14, 10],
		[15, 20],
		[81, 80],
		[85, 90],
		[95, 100],
		[162, 160]
	])('RULES-NOTES "Rounding": %i rounds to %i (nearest 10, a 5 up)', (raw, rounded) => {
		expect(roundPoints(raw)).toBe(rounded);
	});

	it('scoreDeal reports the verdict, T, what was needed and both teams\u2019 card points (162 in all)', () => {
		const reading = readDeal(played({ bid: 80, takerPoints: 81, belote: [0] }), DEFAULT_CONFIG);
		expect(reading.violations).toEqual([]);
		const deal = reading.deal;
		if (deal === null || deal === 'passed') throw new Error('expected a played deal');
		expect(scoreDeal(deal, DEFAULT_CONFIG)).toMatchObject({
			verdict: 'made',
			total: 101,
			needs: 82,
			cardPoints: [81, 81],
			points: [180, 80],
			multiplier: 1
		});
	});
});

describe('bad input (RULES-NOTES Coinche "Checks a referee makes")', () => {
	it.each([
		// The required checks.
		{
			name: 'card points over 162',
			input: played({ takerPoints: 163 }),
			config: {},
			code: 'core.out-of-range',
			field: 'takerPoints',
			values: { min: 0, max: 162 }
		},
		{
			name: 'card points under 0',
			input: played({ takerPoints: -1 }),
			config: {},
			code: 'core.out-of-range',
			field: 'takerPoints',
			values: { min: 0, max: 162 }
		},
		{
			name: 'card points not whole',
			input: played({ takerPoints: 81.5 }),
			config: {},
			code: 'core.not-whole',
			field: 'takerPoints'
		},
		{
			name: 'capot bid with coinche',
			input: played({ bid: 'capot', coinche: true, allTricks: true, takerPoints: 162 }),
			config: {},
			code: 'coinche.capot-coinched',
			field: 'coinche'
		},
		{
			name: 'surcoinche without coinche',
			input: played({ surcoinche: true }),
			config: {},
			code: 'coinche.surcoinche-without-coinche',
			field: 'surcoinche'
		},
		{
			name: '"won every trick" with points under 162',
			input: played({ allTricks: true, takerPoints: 150 }),
			config: {},
			code: 'coinche.all-tricks-points',
			field: 'allTricks',
			values: { points: 162 }
		},
		{
			name: 'belote for both teams',
			input: played({ belote: [0, 1] }),
			config: {},
			code: 'coinche.belote-twice',
			field: 'belote',
			values: { count: 2 }
		},
		// More checks.
		{
			name: 'card points not a number',
			input: played({ takerPoints: 'abc' as never }),
			config: {},
			code: 'core.not-a-number',
			field: 'takerPoints'
		},
		{
			name: 'card points NaN',
			input: played({ takerPoints: Number.NaN }),
			config: {},
			code: 'core.not-a-number',
			field: 'takerPoints'
		},
		{
			name: 'card points missing',
			input: played({ takerPoints: null }),
			config: {},
			code: 'core.required',
			field: 'takerPoints'
		},
		{
			name: '161: the defenders cannot hold 1 point with a suit trump',
			input: played({ takerPoints: 161 }),
			config: {},
			code: 'coinche.points-impossible',
			field: 'takerPoints',
			values: { points: 161, defenderPoints: 1 }
		},
		{
			name: '1: no card is worth 1 with a suit trump',
			input: played({ takerPoints: 1 }),
			config: {},
			code: 'coinche.points-impossible',
			field: 'takerPoints',
			values: { points: 1, defenderPoints: 161 }
		},
		{
			name: 'belote twice for one team',
			input: played({ belote: [0, 0] }),
			config: {},
			code: 'coinche.belote-twice',
			field: 'belote',
			values: { count: 2 }
		},
		{
			name: 'belote for a team that does not exist',
			input: played({ belote: [2] }),
			config: {},
			code: 'coinche.belote-invalid',
			field: 'belote.0'
		},
		{
			name: 'belote not a list',
			input: played({ belote: 'A' as never }),
			config: {},
			code: 'coinche.belote-invalid',
			field: 'belote'
		},
		{
			name: 'belote without trumps (no-trump)',
			input: played({ trump: 'NT', belote: [0] }),
			config: { noTrump: true },
			code: 'coinche.belote-no-trump',
			field: 'belote'
		},
		{
			name: 'surcoinche on a capot bid',
			input: played({ bid: 'capot', coinche: false, surcoinche: true }),
			config: {},
			code: 'coinche.capot-coinched',
			field: 'surcoinche'
		},
		{
			name: 'a bid off the steps',
			input: played({ bid: 85 }),
			config: {},
			code: 'coinche.bid-invalid',
			field: 'bid',
			values: { min: 80, max: 160, step: 10 }
		},
		{ name: 'a bid under 80', input: played({ bid: 70 }), config: {}, code: 'coinche.bid-invalid', field: 'bid' },
		{ name: 'a bid over 160', input: played({ bid: 170 }), config: {}, code: 'coinche.bid-invalid', field: 'bid' },
		{
			name: 'a bid that is not capot',
			input: played({ bid: 'slam' as never }),
			config: {},
			code: 'coinche.bid-invalid',
			field: 'bid'
		},
		{ name: 'no bid', input: played({ bid: null }), config: {}, code: 'core.required', field: 'bid' },
		{
			name: 'a trump that is no suit',
			input: played({ trump: 'X' as never }),
			config: {},
			code: 'coinche.trump-invalid',
			field: 'trump'
		},
		{ name: 'no trump chosen', input: played({ trump: null }), config: {}, code: 'core.required', field: 'trump' },
		{
			name: 'no-trump when the table does not play it',
			input: played({ trump: 'NT' }),
			config: {},
			code: 'coinche.trump-mode-off',
			field: 'trump',
			values: { suit: 'NT' }
		},
		{
			name: 'all-trump when the table does not play it',
			input: played({ trump: 'AT' }),
			config: { noTrump: true },
			code: 'coinche.trump-mode-off',
			field: 'trump',
			values: { suit: 'AT' }
		},
		{ name: 'no taker', input: played({ taker: null }), config: {}, code: 'core.required', field: 'taker' },
		{ name: 'a taker seat 4', input: played({ taker: 4 }), config: {}, code: 'coinche.seat-invalid', field: 'taker' },
		{
			name: 'a taker seat 1.5',
			input: played({ taker: 1.5 }),
			config: {},
			code: 'coinche.seat-invalid',
			field: 'taker'
		},
		{
			name: 'a coinche that is not yes or no',
			input: played({ coinche: 'yes' as never }),
			config: {},
			code: 'core.required',
			field: 'coinche'
		},
		{
			name: '"won every trick" missing',
			input: { ...played(), allTricks: undefined },
			config: {},
			code: 'core.required',
			field: 'allTricks'
		},
		{
			name: 'coinche by the takers\u2019 partner',
			input: played({ coinche: true, coincheSeat: 2 }),
			config: {},
			code: 'coinche.coinche-by-taker',
			field: 'coincheSeat',
			values: { seat: 2 }
		},
		{
			name: 'surcoinche by a defender',
			input: played({ coinche: true, coincheSeat: 1, surcoinche: true, surcoincheSeat: 3 }),
			config: {},
			code: 'coinche.surcoinche-by-defender',
			field: 'surcoincheSeat',
			values: { seat: 3 }
		},
		{
			name: 'a coincher named with no coinche',
			input: played({ coincheSeat: 1 }),
			config: {},
			code: 'coinche.call-seat-without-call',
			field: 'coincheSeat',
			values: { seat: 1 }
		},
		{
			name: 'a coincher who is no seat',
			input: played({ coinche: true, coincheSeat: 9 }),
			config: {},
			code: 'coinche.seat-invalid',
			field: 'coincheSeat'
		},
		{ name: 'no input at all', input: null, config: {}, code: 'coinche.kind', field: 'kind' },
		{ name: 'a string', input: 'junk', config: {}, code: 'coinche.kind', field: 'kind' },
		{ name: 'an unknown kind', input: { kind: 'misdeal' }, config: {}, code: 'coinche.kind', field: 'kind' },
		{ name: 'a list', input: [played()], config: {}, code: 'coinche.kind', field: 'kind' }
	])('rejects $name with $code on $field', ({ input, config, code, field, values }) => {
		const violations = violationsOf(input, config);
		const found = violations.find((v) => v.code === code && v.field === field);
		expect(found, JSON.stringify(violations)).toBeDefined();
		if (values) expect(found?.values).toEqual(values);
	});

	it.each([
		{
			name: 'a coinche by a defender and a surcoinche by a taker',
			input: played({ coinche: true, coincheSeat: 3, surcoinche: true, surcoincheSeat: 2 }),
			config: {}
		},
		{
			name: '161 under all-trump (a queen is worth 1)',
			input: played({ trump: 'AT', takerPoints: 161 }),
			config: { allTrump: true }
		},
		{ name: 'a no-trump deal without belote', input: played({ trump: 'NT' }), config: { noTrump: true } },
		{ name: 'belote under all-trump', input: played({ trump: 'AT', belote: [1] }), config: { allTrump: true } },
		{ name: 'a coincher left out (optional)', input: played({ coinche: true, coincheSeat: null }), config: {} },
		{ name: 'all passed', input: PASSED, config: {} },
		{ name: 'extra keys are ignored', input: { ...played(), note: 'x' }, config: {} }
	])('accepts $name', ({ input, config }) => {
		expect(violationsOf(input, config)).toEqual([]);
	});

	it('reports every problem of an input at once, each on its field', () => {
		const fields = violationsOf(
			played({ taker: 7, bid: 85, trump: 'Z' as never, surcoinche: true, belote: [0, 1], takerPoints: 200 })
		).map((v) => v.field);
		expect(fields).toEqual(['taker', 'bid', 'trump', 'surcoinche', 'belote', 'takerPoints']);
	});

	it('the blank draft is not a valid deal: it asks for the taker, bid, trump and points', () => {
		const s = setup();
		const state = coinche.initialState(s);
		const fields = readViolations(coinche, state, coinche.emptyInput(state, s), s).map((v) => `${v.code}@${v.field}`);
		expect(fields).toEqual([
			'core.required@taker',
			'core.required@bid',
			'core.required@trump',
			'core.required@takerPoints'
		]);
	});

	it.each([
		[1, 'S', false],
		[161, 'S', false],
		[0, 'S', true],
		[2, 'S', true],
		[162, 'S', true],
		[1, 'NT', false],
		[161, 'NT', false],
		[1, 'AT', true],
		[161, 'AT', true]
	] as const)('RULES-NOTES "Checks": %i card points under %s reachable: %s', (points, mode, ok) => {
		expect(pointsReachable(points, mode)).toBe(ok);
	});

	it('every total except 1 and 161 is reachable with a suit trump', () => {
		const bad = Array.from({ length: 163 }, (_, i) => i).filter((i) => !pointsReachable(i, 'H'));
		expect(bad).toEqual([1, 161]);
	});
});

describe('the deal moves on; who bids first and leads (RULES-NOTES Coinche "Seating"; rules/coinche.txt "BIDDING", "GAMEPLAY")', () => {
	function turnAfter(config: Partial<CoincheConfig>, firstDealer: number, rounds: CoincheInput[]) {
		const s = setup(config, { firstDealer });
		const folded = foldMatch(coinche, s, rounds);
		return coinche.turn(folded.state as CoincheState, s);
	}
	it.each([
		{
			name: 'anticlockwise: the player on the dealer\u2019s right bids first and leads',
			config: {},
			first: 0,
			rounds: [],
			dealer: 0,
			starts: 3
		},
		{
			name: 'anticlockwise: the deal passes to the right',
			config: {},
			first: 0,
			rounds: [played()],
			dealer: 3,
			starts: 2
		},
		{
			name: 'a passed deal moves the deal on too (RULES-NOTES "All four pass")',
			config: {},
			first: 1,
			rounds: [PASSED, PASSED],
			dealer: 3,
			starts: 2
		},
		{
			name: 'clockwise: the player on the dealer\u2019s left bids first',
			config: { direction: 'clockwise' as const },
			first: 0,
			rounds: [],
			dealer: 0,
			starts: 1
		},
		{
			name: 'clockwise: the deal passes to the left',
			config: { direction: 'clockwise' as const },
			first: 3,
			rounds: [played(), PASSED],
			dealer: 1,
			starts: 2
		},
		{
			name: 'a full turn of the table comes back to the first dealer',
			config: {},
			first: 2,
			rounds: [PASSED, PASSED, PASSED, PASSED],
			dealer: 2,
			starts: 1
		}
	])('$name', ({ config, first, rounds, dealer, starts }) => {
		expect(turnAfter(config, first, rounds)).toEqual([
			{ role: 'dealer', seat: dealer },
			{ role: 'bids-first', seat: starts },
			{ role: 'leads', seat: starts }
		]);
	});
});

describe('end of game (RULES-NOTES Coinche "Game"; rules/coinche.txt "END OF GAME")', () => {
	const win = played({ bid: 110, takerPoints: 113 }); // +220 / +50 for Team A
	const winB = played({ taker: 1, bid: 110, takerPoints: 113 }); // +50 / +220 for Team B

	it.each([
		{ name: 'not over below the target', start: [1700, 1700], rounds: [win], target: 2000, outcome: { over: false } },
		{
			name: 'the first team at or over the target wins (exactly 2000)',
			start: [1780, 0],
			rounds: [win],
			target: 2000,
			outcome: { over: true, winners: [0], reason: 'coinche.target-reached' }
		},
		{
			name: 'the defenders can reach it too',
			start: [1960, 0],
			rounds: [winB],
			target: 2000,
			outcome: { over: true, winners: [0], reason: 'coinche.target-reached' }
		},
		{
			name: 'both over: the higher total wins',
			start: [1900, 1990],
			rounds: [win],
			target: 2000,
			outcome: { over: true, winners: [0], reason: 'coinche.both-over-higher' }
		},
		{
			name: 'both over and equal: the team that scored more in the last deal wins',
			start: [1830, 2000],
			rounds: [win],
			target: 2000,
			outcome: { over: true, winners: [0], reason: 'coinche.both-over-last-deal' }
		},
		{
			name: 'both over and equal, Team B won the last deal',
			start: [2000, 1830],
			rounds: [winB],
			target: 2000,
			outcome: { over: true, winners: [1], reason: 'coinche.both-over-last-deal' }
		},
		{
			name: 'a 1000 target (RULES-NOTES: 1000 and 1500 common)',
			start: [800, 0],
			rounds: [win],
			target: 1000,
			outcome: { over: true, winners: [0], reason: 'coinche.target-reached' }
		},
		{ name: 'a 1500 target, not reached', start: [1000, 0], rounds: [win], target: 1500, outcome: { over: false } },
		{
			name: 'a passed deal scores nothing, so it ends nothing',
			start: [1990, 0],
			rounds: [PASSED],
			target: 2000,
			outcome: { over: false }
		},
		{
			name: 'carried-over totals over the target only end the match after a deal',
			start: [2100, 0],
			rounds: [],
			target: 2000,
			outcome: { over: false }
		}
	])('$name', ({ start, rounds, target, outcome }) => {
		const s = setup({ target }, { startingScores: start });
		expect(foldMatch(coinche, s, rounds).outcome).toEqual(outcome);
	});

	it('equal totals over the target after a passed deal (carried-over scores): play on', () => {
		expect(coincheOutcome([2000, 2000], [0, 0], 2000, 1)).toEqual({ over: false });
	});

	it('deals entered after the end are reported, not counted', () => {
		const s = setup({ target: 1000 }, { startingScores: [900, 0] });
		const folded = foldMatch(coinche, s, [win, winB]);
		expect(folded.state.totals).toEqual([1120, 50]);
		expect(folded.rounds[1]?.violations[0]?.code).toBe('core.after-end');
	});

	it('a whole match to 2000: totals add up deal by deal', () => {
		const s = setup();
		const rounds: CoincheInput[] = [];
		for (let i = 0; i < 9; i++) rounds.push(win); // 9 x 220 = 1980
		rounds.push(PASSED, win);
		const folded = foldMatch(coinche, s, rounds);
		expect(folded.state.totals).toEqual([2200, 500]);
		expect(folded.state.roundsPlayed).toBe(11);
		expect(folded.outcome).toEqual({ over: true, winners: [0], reason: 'coinche.target-reached' });
	});

	it('an edited deal refolds to the same totals as a full fold', () => {
		const s = setup();
		const rounds: CoincheInput[] = [win, winB, PASSED, win];
		const full = foldMatch(coinche, s, rounds);
		const edited = rounds.with(1, played({ bid: 'capot', takerPoints: 100, belote: [1] }));
		const partial = foldMatch(coinche, s, edited, full, 1);
		expect(partial.state).toEqual(foldMatch(coinche, s, edited).state);
		expect(partial.state.totals).toEqual([440, 620]);
	});
});

describe('setup and config (RULES-NOTES Coinche options)', () => {
	it('has the house options, with their defaults', () => {
		expect(coinche.options.map((o) => [o.key, o.default])).toEqual([
			['target', 2000],
			['direction', 'anticlockwise'],
			['beloteCounts', true],
			['capotBonus', true],
			['doubledFailure', false],
			['noTrump', false],
			['allTrump', false],
			['scale', 'bidAdded'],
			['exactPoints', false],
			['wholeDeal', false],
			['announcements', false],
			['beloteToWinner', false],
			['capot252', false],
			['coincheMultipliesPoints', false],
			['noTrumpDoubled', false],
			['defendersCapot', false],
			['bidsByOne', false],
			['surcoincheTriples', false],
			['announcementsApart', false],
			['hundredsByLength', false]
		]);
		expect(coinche.options[0]).toMatchObject({ kind: 'number', presets: [1000, 1500, 2000], min: 100, max: 10000 });
	});

	it.each([
		{ raw: 'nonsense', config: DEFAULT_CONFIG },
		{ raw: null, config: DEFAULT_CONFIG },
		{
			raw: { target: 1500, direction: 'clockwise', noTrump: true },
			config: { ...DEFAULT_CONFIG, target: 1500, direction: 'clockwise', noTrump: true }
		},
		{ raw: { target: 50, direction: 'sideways', beloteCounts: 'no' }, config: DEFAULT_CONFIG },
		{
			raw: { target: 1234.5, capotBonus: false, doubledFailure: true, allTrump: true, beloteCounts: false },
			config: { ...DEFAULT_CONFIG, capotBonus: false, doubledFailure: true, allTrump: true, beloteCounts: false }
		}
	])('parses a stored config $raw without throwing', ({ raw, config }) => {
		expect(coinche.parseConfig(raw, 4)).toEqual(config);
	});

	it.each([
		{ name: 'three players', s: setup({}, { seatCount: 3 }), code: 'core.seat-count', field: 'seats' },
		{
			name: 'a first dealer who is not seated',
			s: setup({}, { firstDealer: 4 }),
			code: 'core.out-of-range',
			field: 'firstDealer'
		},
		{ name: 'a target under 100', s: setup({ target: 50 }), code: 'core.out-of-range', field: 'config.target' },
		{
			name: 'a target that is not whole',
			s: setup({ target: 1000.5 }),
			code: 'core.not-whole',
			field: 'config.target'
		},
		{
			name: 'an unknown direction',
			s: setup({ direction: 'up' as never }),
			code: 'core.required',
			field: 'config.direction'
		}
	])('rejects a setup with $name', ({ s, code, field }) => {
		expect(coinche.validateSetup(s)).toContainEqual(expect.objectContaining({ code, field }));
	});

	it('accepts the default setup, and columns are the two partnerships (seats 0+2, 1+3)', () => {
		expect(coinche.validateSetup(setup())).toEqual([]);
		expect(coinche.columns(setup())).toEqual([
			{ kind: 'team', seats: [0, 2] },
			{ kind: 'team', seats: [1, 3] }
		]);
		expect(coinche.target(setup({ target: 1500 }))).toBe(1500);
		expect(coinche.direction(setup())).toBe('high');
	});
});
