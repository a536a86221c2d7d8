import { violationsOf } from '$lib/engine/core/round';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { columnAt } from '../../core/helpers';
import { applyInput, explanationGaps } from '../../core/testing';
import { optionApplies, type MatchSetup } from '../../core/types';
import { fullCozenDeck, type CozenDeck } from '../../cards/cards';
import { defaultTurnOrder } from './index';
import { cozen, cozenOutcome, type CozenConfig, type CozenInput, type CozenState } from './index';

function setup(seatCount = 2, firstDealer = 0, config: Partial<CozenConfig> = {}): MatchSetup<CozenConfig> {
	return { config: { ...cozen.defaultConfig(seatCount), ...config }, seatCount, firstDealer };
}

function fold(s: MatchSetup<CozenConfig>, inputs: unknown[]) {
	const folded = foldMatch(cozen, s, inputs);
	for (const r of folded.rounds) expect(r.violations).toEqual([]);
	return { ...folded, state: folded.state as CozenState };
}

function deck(changes: Partial<Record<keyof CozenDeck, number>>): CozenDeck {
	return { ...fullCozenDeck(), ...changes };
}

function none(changes: Partial<Record<keyof CozenDeck, number>> = {}): CozenDeck {
	return { ...Object.fromEntries(Object.keys(fullCozenDeck()).map((k) => [k, 0])), ...changes } as CozenDeck;
}

/**
 * The seed's sample end of round (rules/cozen.txt "Sample End of Round Resolution"): red's
 * face-up 6 against black's pair of 4s, red's bluff 2 8 (not revealed) on black's face-down 10,
 * black's secret ace behind its own face-up ace, black's marked king staked face down last.
 */
const SAMPLE: CozenInput = {
	mode: 'reveal',
	faceUp: [
		{ owner: 0, card: '6' },
		{ owner: 1, card: 'A' }
	],
	stakes: [
		{ faceUp: 0, red: [{ cards: ['3', '4', '5'] }], black: [{ cards: ['4', '4'] }] },
		{ owner: 1, card: '10', red: [{ hidden: 2 }] },
		{ faceUp: 1, black: [{ hidden: 1 }] },
		{ owner: 1 }
	]
};

/** The same round entered as jail contents. */
const SAMPLE_JAILS: CozenInput = {
	mode: 'jails',
	faceUp: [
		{ owner: 0, card: '6' },
		{ owner: 1, card: 'A' }
	],
	redJail: [{ cards: ['10', '4', '4'] }],
	blackJail: []
};

/** A round in which nobody captures: red 5 5 K and black 5 5 K* tie all the way down under black's 9. */
const NO_CAPTURE: CozenInput = {
	mode: 'reveal',
	faceUp: [
		{ owner: 0, card: '6' },
		{ owner: 1, card: '9' }
	],
	stakes: [{ faceUp: 1, red: [{ cards: ['5', '5', 'K'] }], black: [{ cards: ['5', '5', 'K*'] }] }]
};

describe('a round entered battle by battle', () => {
	it('seed sample: red jails 10, 4, 4 for 10 + 4 + 4 = 18 VP, not "5 Points" (RULES-NOTES Cozen)', () => {
		const s = setup();
		const { state, result } = applyInput(cozen, cozen.initialState(s), SAMPLE, s);
		expect(result.points).toEqual([18, 0]);
		expect(state.totals).toEqual([18, 0]);
		expect(explanationGaps(result)).toEqual([0, 0]);
		expect(result.lines.filter((l) => l.rule === 'cozen.capture')).toEqual([
			{ rule: 'cozen.capture', values: { column: 0, cards: '4,4', vp: 8 }, column: 0, points: 8 },
			{ rule: 'cozen.capture', values: { column: 0, cards: '10', vp: 10 }, column: 0, points: 10 }
		]);
		expect(result.lines).toContainEqual({ rule: 'cozen.wins-alone', values: { column: 0 } });
		expect(result.lines).toContainEqual({ rule: 'cozen.jail-total', values: { column: 0, total: 18, target: 70 } });
		expect(state.decks[0]).toEqual(fullCozenDeck());
		expect(state.decks[1]).toEqual(deck({ '10': 1, '4': 0 }));
		expect(state.lost[1]).toEqual(none({ '10': 1, '4': 2 }));
		expect(state.table).toEqual([]);
	});

	it('the same captures entered as jail contents give identical decks, jails and scores', () => {
		const s = setup();
		const reveal = fold(s, [SAMPLE]);
		const jails = fold(s, [SAMPLE_JAILS]);
		expect(jails.state).toEqual(reveal.state);
		expect(jails.rounds[0]!.result!.points).toEqual([18, 0]);
		expect(jails.rounds[0]!.result!.lines).toContainEqual({
			rule: 'cozen.jailed',
			values: { column: 0, cards: '10,4,4', vp: 18 },
			column: 0,
			points: 18
		});
		expect(explanationGaps(jails.rounds[0]!.result!)).toEqual([0, 0]);
	});

	it('uncontested stakes need no entry and change nothing: a round of face-up stakes only captures nothing', () => {
		const s = setup();
		const { state, result } = applyInput(
			cozen,
			cozen.initialState(s),
			{ mode: 'reveal', faceUp: SAMPLE.faceUp, stakes: [] },
			s
		);
		expect(result.points).toEqual([0, 0]);
		expect(state.table).toEqual(SAMPLE.faceUp);
		expect(result.lines).toContainEqual({ rule: 'cozen.stakes-stay', values: { count: 2 } });
	});

	it('a side that wagered alone on its own stake is uncontested (rules/cozen.txt: "Cards in uncontested hands are not revealed")', () => {
		const s = setup();
		const input: CozenInput = {
			mode: 'reveal',
			faceUp: SAMPLE.faceUp,
			stakes: [
				{ faceUp: 1, black: [{ hidden: 3 }] },
				{ owner: 0, red: [{ hidden: 2 }] }
			]
		};
		expect(violationsOf(cozen, cozen.initialState(s), input, s)).toEqual([]);
		expect(applyInput(cozen, cozen.initialState(s), input, s).result.points).toEqual([0, 0]);
	});

	it('captures both ways in one round', () => {
		const s = setup();
		const input: CozenInput = {
			mode: 'reveal',
			faceUp: SAMPLE.faceUp,
			stakes: [
				{ faceUp: 0, black: [{ cards: ['2'] }] },
				{ faceUp: 1, red: [{ cards: ['Q', 'Q'] }], black: [{ cards: ['J'] }] }
			]
		};
		const { state, result } = applyInput(cozen, cozen.initialState(s), input, s);
		expect(result.points).toEqual([11, 6]);
		expect(state.lost[0]).toEqual(none({ '6': 1 }));
		expect(state.lost[1]).toEqual(none({ A: 1, J: 1 }));
		expect(explanationGaps(result)).toEqual([0, 0]);
	});
});

describe('stakes carried over after a round without captures (rules/cozen.txt "There is one exception"; RULES-NOTES Cozen)', () => {
	it('a round with no capture leaves only its initial face-up stakes on the table', () => {
		const s = setup();
		const { state } = fold(s, [NO_CAPTURE]);
		expect(state.table).toEqual(NO_CAPTURE.faceUp);
		expect(state.decks[0]).toEqual(deck({ '6': 1 }));
		expect(state.decks[1]).toEqual(deck({ '9': 1 }));
		expect(state.totals).toEqual([0, 0]);
	});

	it('a jails-mode round with no captures keeps its face-up stakes exactly as the reveal does', () => {
		const s = setup();
		const jails = fold(s, [{ mode: 'jails', faceUp: NO_CAPTURE.faceUp, redJail: [], blackJail: [] }]);
		expect(jails.state).toEqual(fold(s, [NO_CAPTURE]).state);
	});

	const second: CozenInput = {
		mode: 'reveal',
		faceUp: [
			{ owner: 1, card: '2' },
			{ owner: 0, card: '3' }
		],
		stakes: [
			{ faceUp: 1, red: [{ cards: ['8'] }] },
			{ faceUp: 0, red: [{ cards: ['7', '7'] }], black: [{ cards: ['K'] }] },
			{ faceUp: 3, black: [{ hidden: 1 }] }
		]
	};

	it('the next round starts with 4 face-up stakes; a carried stake can be captured, the rest go home', () => {
		const s = setup();
		const { state, rounds } = fold(s, [NO_CAPTURE, second]);
		// Red takes black's carried 9 alone (9) and black's K with a pair of 7s under its own carried 6 (10);
		// black takes red's new face-up 3 alone (3).
		expect(rounds[1]!.result!.points).toEqual([19, 3]);
		expect(state.table).toEqual([]);
		expect(state.decks[0]).toEqual(deck({ '3': 1 }));
		expect(state.decks[1]).toEqual(deck({ '9': 1, K: 0 }));
		expect(state.lost[0]).toEqual(none({ '3': 1 }));
		expect(state.lost[1]).toEqual(none({ '9': 1, K: 1 }));
	});

	it('mixing modes round by round gives the same state', () => {
		const s = setup();
		const asJails: CozenInput = {
			mode: 'jails',
			faceUp: second.faceUp,
			redJail: [{ cards: ['9', 'K'] }],
			blackJail: [{ cards: ['3'] }]
		};
		const a = fold(s, [NO_CAPTURE, second]).state;
		const b = fold(s, [{ mode: 'jails', faceUp: NO_CAPTURE.faceUp, redJail: [], blackJail: [] }, asJails]).state;
		const c = fold(s, [NO_CAPTURE, asJails]).state;
		expect(b).toEqual(a);
		expect(c).toEqual(a);
	});

	it('two rounds without captures in a row keep all four face-up stakes', () => {
		const s = setup();
		const quiet: CozenInput = { mode: 'reveal', faceUp: second.faceUp, stakes: [] };
		const { state, rounds } = fold(s, [NO_CAPTURE, quiet]);
		expect(state.table).toEqual([...NO_CAPTURE.faceUp, ...second.faceUp]);
		expect(rounds[1]!.result!.lines).toContainEqual({ rule: 'cozen.stakes-stay', values: { count: 4 } });
	});
});

describe('bad input: a clear message, nothing saved', () => {
	const s = setup();
	const afterSample = fold(s, [SAMPLE]).state; // black's 10, 4, 4 are in red's jail; black starts
	const afterQuiet = fold(s, [NO_CAPTURE]).state; // red's 6 and black's 9 stay on the table; black starts
	const fu = [
		{ owner: 1, card: '2' },
		{ owner: 0, card: '3' }
	];
	it.each<{
		name: string;
		state: CozenState;
		input: unknown;
		code: string;
		field?: string;
		values?: Record<string, unknown>;
	}>([
		{ name: 'junk', state: afterSample, input: 'junk', code: 'cozen.mode', field: 'mode' },
		{ name: 'null', state: afterSample, input: null, code: 'cozen.mode', field: 'mode' },
		{
			name: 'an unknown mode',
			state: afterSample,
			input: { mode: 'battles', faceUp: fu },
			code: 'cozen.mode',
			field: 'mode'
		},
		{
			name: 'face-up stakes missing',
			state: afterSample,
			input: { mode: 'reveal', stakes: [] },
			code: 'cozen.face-up-count',
			field: 'faceUp'
		},
		{
			name: 'one face-up stake only',
			state: afterSample,
			input: { mode: 'reveal', faceUp: [fu[0]], stakes: [] },
			code: 'cozen.face-up-count',
			values: { count: 1, expected: 2 }
		},
		{
			name: 'both face-up stakes from one player',
			state: afterSample,
			input: { mode: 'reveal', faceUp: [fu[0], { owner: 1, card: '3' }], stakes: [] },
			code: 'cozen.face-up-owners',
			field: 'faceUp.1.owner'
		},
		{
			name: 'a face-up stake without an owner',
			state: afterSample,
			input: { mode: 'reveal', faceUp: [{ card: '2' }, fu[1]], stakes: [] },
			code: 'cozen.stake-owner',
			field: 'faceUp.0.owner'
		},
		{
			name: 'a face-up stake without a card',
			state: afterSample,
			input: { mode: 'reveal', faceUp: [{ owner: 1 }, fu[1]], stakes: [] },
			code: 'core.required',
			field: 'faceUp.0.card'
		},
		{
			name: 'a seat that does not exist',
			state: afterSample,
			input: { mode: 'reveal', faceUp: [{ owner: 2, card: '2' }, fu[1]], stakes: [] },
			code: 'core.out-of-range',
			field: 'faceUp.0.owner'
		},
		{
			name: 'a stake without an owner',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ card: '9', red: [{ cards: ['2'] }] }] },
			code: 'cozen.stake-owner',
			field: 'stakes.0.owner'
		},
		{
			name: 'never a third 7',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, red: [{ cards: ['7', '7', '7'] }] }] },
			code: 'cozen.rank-copies',
			field: 'stakes.0.red.0.cards.2',
			values: { seat: 0, card: '7', max: 2 }
		},
		{
			name: 'a third 3 counting the own face-up stake',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, red: [{ cards: ['3', '3'] }] }] },
			code: 'cozen.rank-copies',
			field: 'stakes.0.red.0.cards.1'
		},
		{
			name: 'a marked king twice',
			state: afterSample,
			input: {
				mode: 'reveal',
				faceUp: fu,
				stakes: [{ owner: 1, card: 'K*', red: [{ cards: ['2'] }], black: [{ cards: ['K*'] }] }]
			},
			code: 'cozen.marked-king-twice',
			field: 'stakes.0.black.0.cards.0'
		},
		{
			name: "a jailed card wagered (black's 4s are in red's jail)",
			state: afterSample,
			input: {
				mode: 'reveal',
				faceUp: fu,
				stakes: [{ faceUp: 1, red: [{ cards: ['2'] }], black: [{ cards: ['4'] }] }]
			},
			code: 'cozen.card-jailed',
			field: 'stakes.0.black.0.cards.0',
			values: { seat: 1, card: '4' }
		},
		{
			name: 'a jailed card staked face down',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ owner: 1, card: '4', red: [{ cards: ['2'] }] }] },
			code: 'cozen.card-jailed',
			field: 'stakes.0.card'
		},
		{
			name: 'a card still on the table as a carried stake',
			state: afterQuiet,
			input: {
				mode: 'reveal',
				faceUp: fu,
				stakes: [{ faceUp: 2, red: [{ cards: ['9'] }], black: [{ cards: ['9', '9'] }] }]
			},
			code: 'cozen.card-on-table',
			field: 'stakes.0.black.0.cards.1',
			values: { seat: 1, card: '9' }
		},
		{
			name: 'more than 5 cards wagered by one player in a round',
			state: afterSample,
			input: {
				mode: 'reveal',
				faceUp: fu,
				stakes: [
					{ faceUp: 0, red: [{ cards: ['A', '2', '3'] }] },
					{ faceUp: 1, red: [{ cards: ['5', '6'] }, { hidden: 1 }] }
				]
			},
			code: 'cozen.too-many-wagered',
			field: 'stakes.1.red.1',
			values: { seat: 0, count: 6, max: 5 }
		},
		{
			name: 'hidden cards when both sides wagered',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, red: [{ hidden: 2 }], black: [{ cards: ['J'] }] }] },
			code: 'cozen.must-reveal',
			field: 'stakes.0.red.0.hidden',
			values: { column: 0 }
		},
		{
			name: 'a contested face-down stake without its card',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ owner: 1, red: [{ cards: ['2'] }] }] },
			code: 'core.required',
			field: 'stakes.0.card'
		},
		{
			name: 'a face-up index beyond the row',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 2, red: [{ cards: ['2'] }] }] },
			code: 'core.out-of-range',
			field: 'stakes.0.faceUp'
		},
		{
			name: 'a face-up index that is no whole number',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0.5 }] },
			code: 'core.not-whole',
			field: 'stakes.0.faceUp'
		},
		{
			name: 'the same face-up stake twice',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0 }, { faceUp: 0 }] },
			code: 'cozen.face-up-twice',
			field: 'stakes.1.faceUp'
		},
		{
			name: 'a face-up stake with another card',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, card: '5' }] },
			code: 'cozen.face-up-mismatch',
			field: 'stakes.0.card'
		},
		{
			name: 'a face-up stake with another owner',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, owner: 0 }] },
			code: 'cozen.face-up-mismatch',
			field: 'stakes.0.owner'
		},
		{
			name: 'black cards on the red side',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, red: [{ owner: 1, cards: ['2'] }] }] },
			code: 'cozen.pile-owner',
			field: 'stakes.0.red.0.owner'
		},
		{
			name: 'not a card',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, red: [{ cards: ['1'] }] }] },
			code: 'cozen.not-a-card',
			field: 'stakes.0.red.0.cards.0'
		},
		{
			name: 'zero hidden cards',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, red: [{ hidden: 0 }] }] },
			code: 'core.out-of-range',
			field: 'stakes.0.red.0.hidden'
		},
		{
			name: 'a row that is no list',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: 'row' },
			code: 'cozen.malformed',
			field: 'stakes'
		},
		{
			name: 'a huge row',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: Array.from({ length: 5000 }, () => ({})) },
			code: 'core.out-of-range',
			field: 'stakes'
		},
		{
			name: 'a pile without cards',
			state: afterSample,
			input: { mode: 'reveal', faceUp: fu, stakes: [{ faceUp: 0, red: [{}] }] },
			code: 'cozen.malformed',
			field: 'stakes.0.red.0.cards'
		},
		// Entered as jail contents
		{
			name: 'jails: a card the other deck no longer holds',
			state: afterSample,
			input: { mode: 'jails', faceUp: fu, redJail: [{ cards: ['4'] }], blackJail: [] },
			code: 'cozen.card-jailed',
			field: 'redJail.0.cards.0'
		},
		{
			name: 'jails: a rank beyond its two copies',
			state: afterSample,
			input: { mode: 'jails', faceUp: fu, redJail: [], blackJail: [{ cards: ['9', '9', '9'] }] },
			code: 'cozen.rank-copies',
			field: 'blackJail.0.cards.2'
		},
		{
			name: 'jails: a marked king twice',
			state: afterSample,
			input: { mode: 'jails', faceUp: fu, redJail: [], blackJail: [{ cards: ['K*', 'K*'] }] },
			code: 'cozen.marked-king-twice',
			field: 'blackJail.0.cards.1'
		},
		{
			name: "jails: red's own card in red's jail",
			state: afterSample,
			input: { mode: 'jails', faceUp: fu, redJail: [{ owner: 0, cards: ['5'] }], blackJail: [] },
			code: 'cozen.jail-owner',
			field: 'redJail.0.owner'
		},
		{
			name: 'jails: a jail that is no list',
			state: afterSample,
			input: { mode: 'jails', faceUp: fu, redJail: 4, blackJail: [] },
			code: 'cozen.malformed',
			field: 'redJail'
		},
		{
			name: 'jails: a face-up stake from a jailed card',
			state: afterSample,
			input: { mode: 'jails', faceUp: [{ owner: 1, card: '4' }, fu[1]], redJail: [], blackJail: [] },
			code: 'cozen.card-jailed',
			field: 'faceUp.0.card'
		}
	])('$name → $code', ({ state, input, code, field, values }) => {
		const violations = violationsOf(cozen, state, input, s);
		const match = violations.find((v) => v.code === code);
		expect(match, JSON.stringify(violations)).toBeDefined();
		if (field) expect(match!.field).toBe(field);
		if (values) expect(match!.values).toEqual(values);
	});

	it('jails: a carried face-up stake can go to a jail (it is still on the table)', () => {
		const input = { mode: 'jails', faceUp: fu, redJail: [{ cards: ['9', '9'] }], blackJail: [{ cards: ['6', '6'] }] };
		expect(violationsOf(cozen, afterQuiet, input, s)).toEqual([]);
		const next = applyInput(cozen, afterQuiet, input as CozenInput, s).state;
		expect(next.decks[1]!['9']).toBe(0);
		expect(next.table).toEqual([]);
	});

	it('an invalid stored round is skipped and nothing is lost (core fold)', () => {
		const folded = foldMatch(cozen, s, [
			SAMPLE,
			{ mode: 'jails', faceUp: fu, redJail: [{ cards: ['4'] }], blackJail: [] }
		]);
		expect(folded.rounds[1]!.result).toBeNull();
		expect(folded.state).toEqual(afterSample);
	});
});

describe('end of game (rules/cozen.txt "Winning / The next round!"; RULES-NOTES Cozen)', () => {
	it.each<{ rule: string; totals: number[]; target: number; outcome: ReturnType<typeof cozenOutcome> }>([
		{ rule: 'neither over 70: next round', totals: [69, 40], target: 70, outcome: { over: false } },
		{
			rule: '"70 or more Victory Points in their jail": red wins',
			totals: [70, 12],
			target: 70,
			outcome: { over: true, winners: [columnAt(0)], reason: 'cozen.target-reached' }
		},
		{
			rule: 'black wins at 71',
			totals: [3, 71],
			target: 70,
			outcome: { over: true, winners: [columnAt(1)], reason: 'cozen.target-reached' }
		},
		{
			rule: '"both players cross 70 ... the player with the higher total wins"',
			totals: [80, 74],
			target: 70,
			outcome: { over: true, winners: [columnAt(0)], reason: 'cozen.both-over' }
		},
		{
			rule: '"If their totals are equal ... start the next round"',
			totals: [75, 75],
			target: 70,
			outcome: { over: false }
		},
		{
			rule: '"70 or more": 70 and 70 equal, play on',
			totals: [70, 70],
			target: 70,
			outcome: { over: false }
		}
	])('$rule', ({ totals, target, outcome }) => {
		expect(cozenOutcome(totals, target)).toEqual(outcome);
	});

	// rules/cozen.txt "2v2": "Play continues until one team surpasses 100 victory points in their
	// jail"; RULES-NOTES Cozen "Game": "2v2: more than 100".
	it.each<{ rule: string; totals: number[]; outcome: ReturnType<typeof cozenOutcome> }>([
		{ rule: '99 plays on', totals: [99, 0], outcome: { over: false } },
		{ rule: 'exactly 100 does not surpass 100: play on', totals: [10, 100], outcome: { over: false } },
		{ rule: '100 and 100: neither surpasses 100, play on', totals: [100, 100], outcome: { over: false } },
		{
			rule: '101 surpasses 100: black wins',
			totals: [10, 101],
			outcome: { over: true, winners: [columnAt(1)], reason: 'cozen.target-reached' }
		},
		{
			rule: '101 against exactly 100: only red is over, red wins',
			totals: [101, 100],
			outcome: { over: true, winners: [columnAt(0)], reason: 'cozen.target-reached' }
		},
		{
			rule: 'both over 100: the higher total wins',
			totals: [104, 120],
			outcome: { over: true, winners: [columnAt(1)], reason: 'cozen.both-over' }
		}
	])('2v2 "surpasses 100": $rule', ({ totals, outcome }) => {
		const s = setup(4);
		const state = { ...cozen.initialState(s), totals, roundsPlayed: 9 };
		expect(cozen.outcome(state, s)).toEqual(outcome);
	});

	it('a match ends when a jail passes 70, with a round that carried stakes over', () => {
		const s = setup();
		const rounds: CozenInput[] = [
			NO_CAPTURE,
			{
				mode: 'reveal',
				faceUp: [
					{ owner: 1, card: '2' },
					{ owner: 0, card: '3' }
				],
				stakes: [
					{ faceUp: 1, red: [{ hidden: 1 }] },
					{ owner: 1, card: 'K*', red: [{ cards: ['Q', 'Q'] }], black: [{ cards: ['J'] }] }
				]
			}
		];
		const folded = foldMatch(cozen, s, rounds);
		expect(folded.state.totals).toEqual([9 + 70 + 10, 0]);
		expect(folded.outcome).toEqual({ over: true, winners: [0], reason: 'cozen.target-reached' });
		const after = foldMatch(cozen, s, [...rounds, SAMPLE]);
		expect(after.rounds[2]!.violations[0]!.code).toBe('core.after-end');
	});

	it('equal totals over 70 play on, then the higher wins', () => {
		const s = setup();
		const kingEach: CozenInput = {
			mode: 'jails',
			faceUp: [
				{ owner: 0, card: '2' },
				{ owner: 1, card: '2' }
			],
			redJail: [{ cards: ['K*'] }],
			blackJail: [{ cards: ['K*'] }]
		};
		const tied = foldMatch(cozen, s, [kingEach]);
		expect(tied.state.totals).toEqual([70, 70]);
		expect(tied.outcome).toEqual({ over: false });
		const next: CozenInput = {
			mode: 'jails',
			faceUp: [
				{ owner: 1, card: '3' },
				{ owner: 0, card: '3' }
			],
			redJail: [{ cards: ['5'] }],
			blackJail: []
		};
		expect(foldMatch(cozen, s, [kingEach, next]).outcome).toEqual({
			over: true,
			winners: [0],
			reason: 'cozen.both-over'
		});
	});
});

describe('turn order: passing the box (rules/cozen.txt "Hand Setup", "2v2")', () => {
	it.each<{
		name: string;
		seatCount: number;
		firstDealer: number;
		rounds: number;
		facts: { role: string; seat: number }[];
		turnOrder?: number[];
	}>([
		{
			name: '1 v 1: the first player starts round 1',
			seatCount: 2,
			firstDealer: 1,
			rounds: 0,
			facts: [{ role: 'starts', seat: 1 }]
		},
		{
			name: '1 v 1: the box passes each round',
			seatCount: 2,
			firstDealer: 1,
			rounds: 1,
			facts: [{ role: 'starts', seat: 0 }]
		},
		{
			name: '2v2: the first and the following player flip stakes',
			seatCount: 4,
			firstDealer: 0,
			rounds: 0,
			facts: [
				{ role: 'starts', seat: 0 },
				{ role: 'cozen-also-flips', seat: 2 }
			]
		},
		{
			name: '2v2: the start passes along the turn order',
			seatCount: 4,
			firstDealer: 0,
			rounds: 1,
			facts: [
				{ role: 'starts', seat: 2 },
				{ role: 'cozen-also-flips', seat: 1 }
			]
		},
		{
			name: '2v2: a turn order entered at setup',
			seatCount: 4,
			firstDealer: 3,
			rounds: 1,
			turnOrder: [0, 3, 1, 2],
			facts: [
				{ role: 'starts', seat: 1 },
				{ role: 'cozen-also-flips', seat: 2 }
			]
		}
	])('$name', ({ seatCount, firstDealer, rounds, facts, turnOrder }) => {
		const s = setup(seatCount, firstDealer, turnOrder ? { turnOrder } : {});
		const state = { ...cozen.initialState(s), roundsPlayed: rounds };
		expect(cozen.turn(state, s)).toEqual(facts);
	});
});

describe('2v2 (rules/cozen.txt "2v2"; RULES-NOTES Cozen)', () => {
	const s = setup(4);
	it('two team columns, red seats 0-1 against black seats 2-3, target 100, four decks', () => {
		expect(cozen.columns(s)).toEqual([
			{ kind: 'team', seats: [0, 1] },
			{ kind: 'team', seats: [2, 3] }
		]);
		expect(cozen.target(s)).toBe(100);
		expect(cozen.initialState(s).decks).toHaveLength(4);
	});

	const faceUp = [
		{ owner: 0, card: '5' },
		{ owner: 2, card: '9' }
	];

	it('a side holds four of a rank from two decks; captured cards leave the deck they came from', () => {
		const input: CozenInput = {
			mode: 'reveal',
			faceUp: faceUp as CozenInput['faceUp'],
			stakes: [
				{
					faceUp: 1,
					red: [
						{ owner: 0, cards: ['4', '4'] },
						{ owner: 1, cards: ['4', '4'] }
					],
					black: [
						{ owner: 2, cards: ['J', 'J'] },
						{ owner: 3, cards: ['10'] }
					]
				}
			]
		};
		expect(violationsOf(cozen, cozen.initialState(s), input, s)).toEqual([]);
		const { state, result } = applyInput(cozen, cozen.initialState(s), input, s);
		expect(result.points).toEqual([10 + 10 + 10 + 9, 0]);
		expect(state.lost[2]).toEqual(none({ J: 2, '9': 1 }));
		expect(state.lost[3]).toEqual(none({ '10': 1 }));
		expect(explanationGaps(result)).toEqual([0, 0]);
		const jails = applyInput(
			cozen,
			cozen.initialState(s),
			{
				mode: 'jails',
				faceUp: input.faceUp,
				redJail: [
					{ owner: 2, cards: ['J', 'J', '9'] },
					{ owner: 3, cards: ['10'] }
				],
				blackJail: []
			},
			s
		);
		expect(jails.state).toEqual(state);
	});

	it.each<{ name: string; input: unknown; code: string; field: string }>([
		{
			name: 'cards must say which deck they come from',
			input: { mode: 'reveal', faceUp, stakes: [{ faceUp: 1, red: [{ cards: ['2'] }] }] },
			code: 'core.required',
			field: 'stakes.0.red.0.owner'
		},
		{
			name: 'jail cards must say which deck they come from',
			input: { mode: 'jails', faceUp, redJail: [{ cards: ['2'] }], blackJail: [] },
			code: 'core.required',
			field: 'redJail.0.owner'
		},
		{
			name: 'only the first and the following player flip stakes',
			input: { mode: 'reveal', faceUp: [faceUp[0], { owner: 3, card: '9' }], stakes: [] },
			code: 'cozen.face-up-owners',
			field: 'faceUp.1.owner'
		},
		{
			name: 'a third 4 from one deck',
			input: { mode: 'reveal', faceUp, stakes: [{ faceUp: 1, red: [{ owner: 1, cards: ['4', '4', '4'] }] }] },
			code: 'cozen.rank-copies',
			field: 'stakes.0.red.0.cards.2'
		},
		{
			name: 'five cards a player, counted per player',
			input: {
				mode: 'reveal',
				faceUp,
				stakes: [
					{ faceUp: 1, red: [{ owner: 1, cards: ['A', '2', '3'] }] },
					{ owner: 3, card: '2', red: [{ owner: 1, cards: ['6', '7', '8'] }] }
				]
			},
			code: 'cozen.too-many-wagered',
			field: 'stakes.1.red.0'
		}
	])('$name → $code', ({ input, code, field }) => {
		const violations = violationsOf(cozen, cozen.initialState(s), input, s);
		expect(violations, JSON.stringify(violations)).toContainEqual(expect.objectContaining({ code, field }));
	});

	it('ten cards on a side from two players is fine', () => {
		const input = {
			mode: 'reveal',
			faceUp,
			stakes: [
				{
					faceUp: 1,
					red: [
						{ owner: 0, cards: ['A', '2', '3', '4', '5'] },
						{ owner: 1, cards: ['A', '2', '3', '4', '5'] }
					]
				}
			]
		};
		expect(violationsOf(cozen, cozen.initialState(s), input, s)).toEqual([]);
	});
});

describe('setup and config (RULES-NOTES Cozen)', () => {
	it.each<{ name: string; seatCount: number; config?: Partial<CozenConfig>; codes: string[] }>([
		{ name: 'two players', seatCount: 2, codes: [] },
		{ name: '2v2', seatCount: 4, codes: [] },
		{ name: 'one player', seatCount: 1, codes: ['core.seat-count'] },
		{ name: 'three players', seatCount: 3, codes: ['cozen.two-or-four'] },
		{ name: 'five players', seatCount: 5, codes: ['core.seat-count'] },
		{ name: 'teams with two seats', seatCount: 2, config: { teams: true }, codes: ['cozen.teams-seats'] },
		{
			name: 'a turn order missing a seat',
			seatCount: 4,
			config: { turnOrder: [0, 1, 2, 2] },
			codes: ['cozen.turn-order']
		}
	])('$name', ({ seatCount, config, codes }) => {
		const s = { ...setup(seatCount === 3 || seatCount < 2 || seatCount > 4 ? 2 : seatCount, 0, config), seatCount };
		expect(cozen.validateSetup(s).map((v) => v.code)).toEqual(codes);
	});

	it.each<{ raw: unknown; seatCount: number; config: CozenConfig }>([
		{ raw: 'nonsense', seatCount: 2, config: { teams: false, turnOrder: [0, 1] } },
		{ raw: null, seatCount: 4, config: { teams: true, turnOrder: [0, 2, 1, 3] } },
		{ raw: { teams: false, turnOrder: [3, 2, 1, 0] }, seatCount: 4, config: { teams: true, turnOrder: [3, 2, 1, 0] } },
		{ raw: { turnOrder: [0, 0, 1, 2] }, seatCount: 4, config: { teams: true, turnOrder: [0, 2, 1, 3] } },
		// RULES-NOTES Cozen "2v2": "The turn order is entered at setup" (the setup screen's choice).
		{ raw: { turnOrder: '0-3-1-2' }, seatCount: 4, config: { teams: true, turnOrder: [0, 3, 1, 2] } },
		{ raw: { turnOrder: '0-1' }, seatCount: 4, config: { teams: true, turnOrder: [0, 2, 1, 3] } },
		{ raw: { turnOrder: '0-1' }, seatCount: 2, config: { teams: false, turnOrder: [0, 1] } },
		{ raw: { turnOrder: '0-3-1-2' }, seatCount: 2, config: { teams: false, turnOrder: [0, 1] } },
		{ raw: { turnOrder: '0-x-1' }, seatCount: 4, config: { teams: true, turnOrder: [0, 2, 1, 3] } }
	])('parses a stored config $raw to a sound one', ({ raw, seatCount, config }) => {
		expect(cozen.parseConfig(raw, seatCount)).toEqual(config);
	});

	it('the 2v2 setup screen offers every order of four seats from seat 0, each once (RULES-NOTES Cozen "2v2")', () => {
		const spec = cozen.options.find((o) => o.key === 'turnOrder');
		expect(spec?.kind).toBe('choice');
		const choices = spec?.kind === 'choice' ? spec.choices : [];
		const fours = choices.filter((c) => c.split('-').length === 4).map((c) => cozen.parseConfig({ turnOrder: c }, 4));
		expect(new Set(fours.map((c) => c.turnOrder.join())).size).toBe(6);
		expect(fours).toHaveLength(choices.length);
		expect(fours.every((c) => c.turnOrder[0] === 0)).toBe(true);
		expect(spec?.kind === 'choice' ? spec.default : null).toBe(defaultTurnOrder(4).join('-'));
		// Two players have one order only: the option is not shown to them.
		expect(spec && optionApplies(spec, 2)).toBe(false);
		expect(spec && optionApplies(spec, 4)).toBe(true);
	});

	it('has no starting scores, the highest total wins, an empty draft is a reveal round', () => {
		const s = setup();
		expect(cozen.startingScores).toBe(false);
		expect(cozen.direction(s)).toBe('high');
		expect(cozen.target(s)).toBe(70);
		expect(cozen.emptyInput(cozen.initialState(s), s)).toEqual({ mode: 'reveal', faceUp: [], stakes: [] });
		expect(cozen.columns(s)).toEqual([
			{ kind: 'player', seats: [0] },
			{ kind: 'player', seats: [1] }
		]);
	});
});
