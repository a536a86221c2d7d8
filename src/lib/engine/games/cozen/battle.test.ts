import { describe, expect, it } from 'vitest';
import type { CozenCard } from '../../cards/cards';
import { bestArrangement, explainBattle, settleBattle, sortHigh, victoryPoints, type BattleStake } from './index';

type Side = 'red' | 'black';

function settle(stake: BattleStake, red: CozenCard[], black: CozenCard[], teams = false) {
	const s = settleBattle(stake, red, black, { teams });
	if (!s.ok) throw new Error(JSON.stringify(s.violations));
	return s.battle;
}

describe('the solver and tie-breaks', () => {
	it.each<{
		name: string;
		stake: BattleStake;
		red: CozenCard[];
		black: CozenCard[];
		winner: Side;
		captured: CozenCard[];
		points: number;
		decision: string;
		strengths: [number, number];
	}>([
		{
			name: "Black's stake 9; Red 5 5 K, Black 10 J → Red wins on the king, jails 10, J, 9 = 29 (Black brings its 9 in: 9-10-J = 3)",
			stake: { card: '9', owner: 'black' },
			red: ['5', '5', 'K'],
			black: ['10', 'J'],
			winner: 'red',
			captured: ['10', 'J', '9'],
			points: 29,
			decision: 'high-card',
			strengths: [3, 3]
		},
		{
			name: "Red's stake Q; Red J J 4, Black J J 6 → Black jails J, J, 4, Q = 34 (Red's Q stays out: J-Q would cost the pair)",
			stake: { card: 'Q', owner: 'red' },
			red: ['J', 'J', '4'],
			black: ['J', 'J', '6'],
			winner: 'black',
			captured: ['J', 'J', '4', 'Q'],
			points: 34,
			decision: 'high-card',
			strengths: [3, 3]
		},
		{
			name: "Black's stake 8; Red A 2 3, Black 5 5 → Red (ace high) jails 5, 5, 8 = 18",
			stake: { card: '8', owner: 'black' },
			red: ['A', '2', '3'],
			black: ['5', '5'],
			winner: 'red',
			captured: ['5', '5', '8'],
			points: 18,
			decision: 'high-card',
			strengths: [3, 3]
		},
		{
			name: "Seed sample: Red 3 4 5 with its stake 6 against Black's pair of 4s → Red, 4 strength to 3, jails 4, 4 = 8",
			stake: { card: '6', owner: 'red' },
			red: ['3', '4', '5'],
			black: ['4', '4'],
			winner: 'red',
			captured: ['4', '4'],
			points: 8,
			decision: 'strength',
			strengths: [4, 3]
		}
	])('$name', ({ stake, red, black, winner, captured, points, decision, strengths }) => {
		const b = settle(stake, red, black);
		expect(b.winner).toBe(winner);
		expect(b.captured).toEqual(captured);
		expect(b.points).toBe(points);
		expect(b.decision).toBe(decision);
		expect([b.red.strength, b.black.strength]).toEqual(strengths);
	});

	it('explains the seed sample as "Red: straight 3-4-5 + stake 6 = 4; Black: pair of 4s = 3 → Red jails 4, 4 (8 VP)"', () => {
		const lines = explainBattle(settle({ card: '6', owner: 'red' }, ['3', '4', '5'], ['4', '4']));
		expect(lines).toEqual([
			{ rule: 'cozen.battle', values: { ownerSeat: 0, stakeCard: '6' } },
			{ rule: 'cozen.straight-stake', values: { column: 0, cards: '3,4,5', stakeCard: '6', strength: 4 } },
			{ rule: 'cozen.strength', values: { column: 0, strength: 4 } },
			{ rule: 'cozen.pair', values: { column: 1, cards: '4,4', strength: 3 } },
			{ rule: 'cozen.strength', values: { column: 1, strength: 3 } },
			{ rule: 'cozen.stronger', values: { column: 0, strength: 4, otherStrength: 3 } },
			{ rule: 'cozen.capture', values: { column: 0, cards: '4,4', vp: 8 }, column: 0, points: 8 }
		]);
	});

	it('explains a tie broken on a high card: "Red wins on the king"', () => {
		const lines = explainBattle(settle({ card: '9', owner: 'black' }, ['5', '5', 'K'], ['10', 'J']));
		expect(lines).toContainEqual({
			rule: 'cozen.tie-high-card',
			values: { column: 0, card: 'K', otherCard: 'J', position: 1, strength: 3 }
		});
		expect(lines).toContainEqual({
			rule: 'cozen.straight-stake',
			values: { column: 1, cards: '10,J', stakeCard: '9', strength: 3 }
		});
		expect(lines.at(-1)).toEqual({
			rule: 'cozen.capture',
			values: { column: 0, cards: '10,J,9', vp: 29 },
			column: 0,
			points: 29
		});
	});
});

describe('strength of a side (rules/cozen.txt "STRAIGHTS", "PAIRS"; RULES-NOTES Cozen)', () => {
	it.each<{ rule: string; cards: CozenCard[]; stake?: CozenCard; strength: number; stakeUsed?: boolean }>([
		{
			rule: 'straights with repeats, 5 6 6 7 = 3 (a straight 5-6-7, or a pair of 6s)',
			cards: ['5', '6', '6', '7'],
			strength: 3
		},
		{
			rule: 'straights with repeats, 5 5 6 6 7 = 6 (two pairs beat 5-6-7)',
			cards: ['5', '5', '6', '6', '7'],
			strength: 6
		},
		{ rule: '"Straights are worth 1 Strength per card": 3 4 5 6 7 = 5', cards: ['3', '4', '5', '6', '7'], strength: 5 },
		{ rule: '"Two or more numerically ordered cards": 9 10 = 2', cards: ['9', '10'], strength: 2 },
		{ rule: '"A Pair is worth 3 Strength": 8 8 = 3', cards: ['8', '8'], strength: 3 },
		{
			rule: '"A single card counts for only one combination": 7 7 5 6 = pair of 7s + 5-6 = 5',
			cards: ['7', '7', '5', '6'],
			strength: 5
		},
		{ rule: '"The order that cards are played does not matter": 8 3 8 = 3', cards: ['8', '3', '8'], strength: 3 },
		{ rule: '"Aces can be low (Ace, 2)": A 2 = 2', cards: ['A', '2'], strength: 2 },
		{ rule: '"or High (King, Ace)": K A = 2', cards: ['K', 'A'], strength: 2 },
		{ rule: '"but not both (King, Ace, 2)": K A 2 = 2', cards: ['K', 'A', '2'], strength: 2 },
		{ rule: 'RULES-NOTES: three of a kind = one pair + a spare', cards: ['9', '9', '9'], strength: 3 },
		{ rule: '"no more than one straight may contribute": 2 3 9 10 = 2', cards: ['2', '3', '9', '10'], strength: 2 },
		{ rule: 'the marked king is a king: K K* = a pair', cards: ['K', 'K*'], strength: 3 },
		{ rule: 'the marked king runs like a king: Q K* A = 3', cards: ['Q', 'K*', 'A'], strength: 3 },
		{ rule: 'a lone card has no strength', cards: ['Q'], strength: 0 },
		{ rule: 'no cards, no strength', cards: [], strength: 0 },
		{
			rule: '2v2 (RULES-NOTES: a side can hold four of a rank): 4 4 4 4 = two pairs',
			cards: ['4', '4', '4', '4'],
			strength: 6
		},
		{
			rule: 'the whole run A..K of one colour pair = 13',
			cards: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
			strength: 13
		},
		{
			rule: '"bring its King stake into the hand to form a pair"',
			cards: ['K'],
			stake: 'K*',
			strength: 3,
			stakeUsed: true
		},
		{
			rule: 'RULES-NOTES: the stake is brought in when the best strength is reachable with it (6 6 + stake 6 = 3, tie-break gains a 6)',
			cards: ['6', '6'],
			stake: '6',
			strength: 3,
			stakeUsed: true
		},
		{
			rule: 'the stake stays out when using it lowers the strength (J J 4 + stake Q)',
			cards: ['J', 'J', '4'],
			stake: 'Q',
			strength: 3,
			stakeUsed: false
		},
		{
			rule: 'the stake completes a straight (3 4 5 + stake 6 = 4)',
			cards: ['3', '4', '5'],
			stake: '6',
			strength: 4,
			stakeUsed: true
		},
		{
			rule: 'a lone stake cannot combine (stake only when combined)',
			cards: [],
			stake: 'Q',
			strength: 0,
			stakeUsed: false
		},
		{
			rule: 'the stake joins the middle of a straight (4 6 + stake 5 = 3)',
			cards: ['4', '6'],
			stake: '5',
			strength: 3,
			stakeUsed: true
		}
	])('$rule', ({ cards, stake, strength, stakeUsed }) => {
		const arr = bestArrangement(cards, stake ?? null);
		expect(arr.strength).toBe(strength);
		if (stakeUsed !== undefined) expect(arr.stakeUsed).toBe(stakeUsed);
		const comboCards = arr.combos.reduce((n, c) => n + c.cards.length, 0);
		expect(comboCards + arr.spare.length).toBe(cards.length);
		expect(arr.combos.reduce((n, c) => n + c.strength, 0)).toBe(strength);
	});
});

describe('battles (rules/cozen.txt "Contested Hands", "Breaking Ties")', () => {
	it.each<{
		rule: string;
		stake: BattleStake;
		red: CozenCard[];
		black: CozenCard[];
		winner: Side | null;
		decision: string;
		captured: CozenCard[];
	}>([
		{
			rule: '"Black wins, because they have a higher card than Red\'s nothing" (Red\'s stake, one black card)',
			stake: { card: 'Q', owner: 'red' },
			red: [],
			black: ['2'],
			winner: 'black',
			decision: 'alone',
			captured: ['Q']
		},
		{
			rule: '"even a single lowly 2 under red\'s King stake would win it"',
			stake: { card: 'K', owner: 'red' },
			red: [],
			black: ['2'],
			winner: 'black',
			decision: 'alone',
			captured: ['K']
		},
		{
			rule: '"Red wins because their next highest card is their other Jack, while black\'s next highest is 4"',
			stake: { card: '2', owner: 'black' },
			red: ['J', 'J', '3'],
			black: ['J', '4', '4'],
			winner: 'red',
			decision: 'high-card',
			captured: ['J', '4', '4', '2']
		},
		{
			rule: "\"black has the highest card (Jack) ... the Queen ... it's red's stake and it hasn't been brought into a combination\"",
			stake: { card: 'Q', owner: 'red' },
			red: ['5', '5'],
			black: ['3', '3', 'J'],
			winner: 'black',
			decision: 'high-card',
			captured: ['5', '5', 'Q']
		},
		{
			rule: 'RULES-NOTES: "a side that runs out of cards first loses"',
			stake: { card: '9', owner: 'red' },
			red: ['7', '7'],
			black: ['7', '7', '2'],
			winner: 'black',
			decision: 'out-of-cards',
			captured: ['7', '7', '9']
		},
		{
			rule: '"If both players are tied all the way down, return all cards in the Hand to their owners"',
			stake: { card: '9', owner: 'black' },
			red: ['5', '5', 'K'],
			black: ['5', '5', 'K*'],
			winner: null,
			decision: 'full-tie',
			captured: []
		},
		{
			rule: '"The player with the higher strength wins all the opposing cards in the hand" (the winner keeps its own stake)',
			stake: { card: '8', owner: 'red' },
			red: ['8', '2'],
			black: ['Q', 'K'],
			winner: 'red',
			decision: 'strength',
			captured: ['Q', 'K']
		},
		{
			rule: '"Cards in uncontested hands are not revealed" (only the owner\'s colour)',
			stake: { card: 'A', owner: 'black' },
			red: [],
			black: ['A'],
			winner: null,
			decision: 'uncontested',
			captured: []
		},
		{
			rule: 'a stake with no wager at all is uncontested',
			stake: { card: 'A', owner: 'red' },
			red: [],
			black: [],
			winner: null,
			decision: 'uncontested',
			captured: []
		},
		{
			rule: 'the marked king is worth 70 when captured',
			stake: { card: 'K*', owner: 'black' },
			red: ['3'],
			black: [],
			winner: 'red',
			decision: 'alone',
			captured: ['K*']
		}
	])('$rule', ({ stake, red, black, winner, decision, captured }) => {
		const b = settle(stake, red, black);
		expect(b.winner).toBe(winner);
		expect(b.decision).toBe(decision);
		expect(b.captured).toEqual(captured);
		expect(b.points).toBe(captured.reduce((n, c) => n + victoryPoints(c), 0));
	});

	it('the tie-break trace stops at the deciding card', () => {
		const b = settle({ card: '2', owner: 'black' }, ['J', 'J', '3'], ['J', '4', '4']);
		expect(b.tieBreak).toEqual([
			{ position: 1, red: 'J', black: 'J' },
			{ position: 2, red: 'J', black: '4' }
		]);
	});

	it('explains a full tie, an out-of-cards tie and a default win', () => {
		expect(explainBattle(settle({ card: '9', owner: 'black' }, ['5', '5', 'K'], ['5', '5', 'K*']))).toContainEqual({
			rule: 'cozen.tie-full',
			values: { strength: 3 }
		});
		expect(explainBattle(settle({ card: '9', owner: 'red' }, ['7', '7'], ['7', '7', '2']))).toContainEqual({
			rule: 'cozen.tie-out-of-cards',
			values: { column: 1, position: 3, strength: 3 }
		});
		expect(explainBattle(settle({ card: 'K*', owner: 'black' }, ['3'], []))).toEqual([
			{ rule: 'cozen.battle', values: { ownerSeat: 1, stakeCard: 'K*' } },
			{ rule: 'cozen.wins-alone', values: { column: 0 } },
			{ rule: 'cozen.capture', values: { column: 0, cards: 'K*', vp: 70 }, column: 0, points: 70 }
		]);
		expect(explainBattle(settle({ card: 'A', owner: 'red' }, [], []))).toEqual([]);
		expect(explainBattle(settle({ card: '7', owner: 'red' }, ['7', '2'], ['K', 'Q', 'J']))).toContainEqual({
			rule: 'cozen.pair-stake',
			values: { column: 0, cards: '7', stakeCard: '7', strength: 3 }
		});
	});

	it.each<{ card: CozenCard; vp: number }>([
		{ card: 'A', vp: 1 },
		{ card: '2', vp: 2 },
		{ card: '7', vp: 7 },
		{ card: '10', vp: 10 },
		{ card: 'J', vp: 10 },
		{ card: 'Q', vp: 10 },
		{ card: 'K', vp: 10 },
		{ card: 'K*', vp: 70 }
	])('rules/cozen.txt "Anatomy of a card": $card is worth $vp VP', ({ card, vp }) => {
		expect(victoryPoints(card)).toBe(vp);
	});

	it('sorts for the tie-break with the ace high', () => {
		expect(sortHigh(['2', 'A', 'K*', '10', 'K'])).toEqual(['A', 'K', 'K*', '10', '2']);
	});
});

describe('settleBattle: bad input comes back as violations', () => {
	it.each<{ name: string; stake: unknown; red: unknown; black: unknown; teams?: boolean; code: string; field: string }>(
		[
			{
				name: 'a stake without an owner',
				stake: { card: '9' },
				red: ['2'],
				black: [],
				code: 'cozen.stake-owner',
				field: 'stake.owner'
			},
			{
				name: 'a stake owned by nobody known',
				stake: { card: '9', owner: 'green' },
				red: [],
				black: [],
				code: 'cozen.stake-owner',
				field: 'stake.owner'
			},
			{
				name: 'a stake without a card',
				stake: { owner: 'red' },
				red: [],
				black: ['2'],
				code: 'core.required',
				field: 'stake.card'
			},
			{
				name: 'a stake that is no card',
				stake: { owner: 'red', card: '11' },
				red: [],
				black: ['2'],
				code: 'cozen.not-a-card',
				field: 'stake.card'
			},
			{ name: 'no stake at all', stake: null, red: [], black: ['2'], code: 'cozen.stake-owner', field: 'stake.owner' },
			{
				name: 'never a third 7',
				stake: { card: '9', owner: 'black' },
				red: ['7', '7', '7'],
				black: [],
				code: 'cozen.rank-copies',
				field: 'red.2'
			},
			{
				name: 'a third 9 counting the own stake',
				stake: { card: '9', owner: 'black' },
				red: [],
				black: ['9', '9'],
				code: 'cozen.rank-copies',
				field: 'black.1'
			},
			{
				name: 'a marked king twice',
				stake: { card: '9', owner: 'black' },
				red: ['K*', 'K*'],
				black: [],
				code: 'cozen.marked-king-twice',
				field: 'red.1'
			},
			{
				name: 'two plain kings in one deck',
				stake: { card: '9', owner: 'black' },
				red: ['K', 'K'],
				black: [],
				code: 'cozen.rank-copies',
				field: 'red.1'
			},
			{
				name: 'more than 5 cards a side',
				stake: { card: '9', owner: 'black' },
				red: ['A', '2', '3', '4', '5', '6'],
				black: [],
				code: 'cozen.too-many-wagered',
				field: 'red'
			},
			{
				name: '2v2: more than 10 cards a side',
				stake: { card: '9', owner: 'black' },
				red: ['A', 'A', '2', '2', '3', '3', '4', '4', '5', '5', '6'],
				black: [],
				teams: true,
				code: 'cozen.too-many-wagered',
				field: 'red'
			},
			{
				name: '2v2: a fifth 4 on one side',
				stake: { card: '9', owner: 'black' },
				red: ['4', '4', '4', '4', '4'],
				black: [],
				teams: true,
				code: 'cozen.rank-copies',
				field: 'red.4'
			},
			{
				name: 'not a card',
				stake: { card: '9', owner: 'black' },
				red: ['X'],
				black: [],
				code: 'cozen.not-a-card',
				field: 'red.0'
			},
			{
				name: 'a side that is not a list',
				stake: { card: '9', owner: 'black' },
				red: 'AA',
				black: [],
				code: 'cozen.malformed',
				field: 'red'
			}
		]
	)('$name → $code at $field', ({ stake, red, black, teams, code, field }) => {
		const s = settleBattle(stake as BattleStake, red as CozenCard[], black as CozenCard[], { teams });
		expect(s.ok).toBe(false);
		if (!s.ok) expect(s.violations).toContainEqual(expect.objectContaining({ code, field }));
	});

	it('2v2 allows four of a rank on a side and two marked kings', () => {
		const s = settleBattle({ card: '9', owner: 'black' }, ['4', '4', '4', '4', 'K*'], ['K*', 'K*'], { teams: true });
		expect(s.ok).toBe(true);
		if (s.ok) expect(s.battle.red.strength).toBe(6);
	});
});
