// Which rounds a setup edit re-scores, and how: the stored inputs folded with the setup before and
// after (DESIGN.md "a match is its list of round inputs").
import { describe, expect, test } from 'vitest';
import { rescoreBy } from './rescore';
import { loadGame } from '../registry';

/** Coosner hands: a Coosner (1, 2, 3 puppies for 2♣ 6♥ 9♦: 18 + bonus) and a quiet hand (three spades for 2♠ 3♠ 4♠: 9, no Coosner). */
const coosnerHand = {
	advisors: [{ card: '2C' }, { card: '6H' }, { card: '9D' }],
	puppies: { counts: { C: 1, H: 2, D: 3 } }
};
const quiet = { advisors: [{ card: '2S' }, { card: '3S' }, { card: '4S' }], puppies: { counts: { S: 3 } } };

describe('rescoreBy: Coosner bonus (rules/coosner.txt "players may agree before a game to make Coosners worth 7 points")', async () => {
	const game = await loadGame('coosner');
	const at = (bonus: '5' | '7') => ({ config: game.parseConfig({ bonus }, 2), seatCount: 2, firstDealer: 0 });
	const withCoosner = { players: [coosnerHand, quiet] };
	const none = { advisors: [{ card: '5H' }, { card: '6H' }, { card: '7H' }], puppies: { counts: {} } };
	const without = { players: [quiet, none] };

	test.each([
		{
			why: 'a round with a Coosner moves by the bonus difference',
			inputs: [withCoosner],
			from: '5',
			to: '7',
			changed: [{ index: 0, before: [23, 9], after: [25, 9] }],
			totals: [
				[23, 9],
				[25, 9]
			]
		},
		{
			why: 'a round without a Coosner does not move',
			inputs: [without, withCoosner],
			from: '5',
			to: '7',
			changed: [{ index: 1, before: [23, 9], after: [25, 9] }],
			totals: [
				[32, 9],
				[34, 9]
			]
		},
		{
			why: 'back from 7 to 5 moves it the other way',
			inputs: [withCoosner],
			from: '7',
			to: '5',
			changed: [{ index: 0, before: [25, 9], after: [23, 9] }],
			totals: [
				[25, 9],
				[23, 9]
			]
		},
		{
			why: 'the same setup changes nothing',
			inputs: [withCoosner],
			from: '5',
			to: '5',
			changed: [],
			totals: [
				[23, 9],
				[23, 9]
			]
		},
		{
			why: 'no rounds, nothing changes',
			inputs: [],
			from: '5',
			to: '7',
			changed: [],
			totals: [
				[0, 0],
				[0, 0]
			]
		}
	] as const)('$why', ({ inputs, from, to, changed, totals }) => {
		const out = rescoreBy(game, at(from), at(to), inputs);
		expect(out.rounds).toEqual(changed);
		expect([out.totalsBefore, out.totalsAfter]).toEqual(totals);
		expect([out.overBefore, out.overAfter]).toEqual([false, false]);
	});
});

describe('rescoreBy: free-form target (a round after the end does not count, DESIGN.md)', async () => {
	const game = await loadGame('freeform');
	const to = (target: number) => ({ config: game.parseConfig({ target }, 2), seatCount: 2, firstDealer: 0 });
	const inputs = [{ scores: [30, 0] }, { scores: [30, 0] }];

	test.each([
		{
			why: 'a lower target voids the rounds after its end',
			from: 100,
			next: 20,
			changed: [{ index: 1, before: [30, 0], after: null }],
			totals: [
				[60, 0],
				[30, 0]
			],
			over: [false, true]
		},
		{
			why: 'a higher target counts them again',
			from: 20,
			next: 100,
			changed: [{ index: 1, before: null, after: [30, 0] }],
			totals: [
				[30, 0],
				[60, 0]
			],
			over: [true, false]
		},
		{
			why: 'a target no round reaches changes no points',
			from: 100,
			next: 200,
			changed: [],
			totals: [
				[60, 0],
				[60, 0]
			],
			over: [false, false]
		},
		{
			why: 'a target the last round reaches moves no points but ends the match',
			from: 100,
			next: 60,
			changed: [],
			totals: [
				[60, 0],
				[60, 0]
			],
			over: [false, true]
		}
	])('$why', ({ from, next, changed, totals, over }) => {
		const out = rescoreBy(game, to(from), to(next), inputs);
		expect(out.rounds).toEqual(changed);
		expect([out.totalsBefore, out.totalsAfter]).toEqual(totals);
		expect([out.overBefore, out.overAfter]).toEqual(over);
	});
});
