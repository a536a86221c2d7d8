import { describe, expect, it } from 'vitest';
import { stakeContest, winsAloneLines, type StakeContest } from './contest';

// rules/cozen.txt "Contested Hands": a hand is contested when both colours are in it, the stake
// included; "If only one side has cards, do not reveal them": that side wins the other's stake.
describe('whether a stake is fought over, and who takes it without a battle', () => {
	it.each<{ owner: 0 | 1; red: boolean; black: boolean; contest: StakeContest }>([
		{ owner: 0, red: false, black: false, contest: { kind: 'uncontested' } },
		{ owner: 0, red: true, black: false, contest: { kind: 'uncontested' } },
		{ owner: 0, red: false, black: true, contest: { kind: 'alone', winner: 1 } },
		{ owner: 0, red: true, black: true, contest: { kind: 'battle' } },
		{ owner: 1, red: false, black: false, contest: { kind: 'uncontested' } },
		{ owner: 1, red: false, black: true, contest: { kind: 'uncontested' } },
		{ owner: 1, red: true, black: false, contest: { kind: 'alone', winner: 0 } },
		{ owner: 1, red: true, black: true, contest: { kind: 'battle' } }
	])('stake of column $owner, red wagered $red, black wagered $black', ({ owner, red, black, contest }) => {
		expect(stakeContest(owner, [red, black])).toEqual(contest);
	});

	it('a stake taken alone: the battle, the lone win, and the stake captured for its victory points', () => {
		expect(winsAloneLines(1, 'K*', 0)).toEqual([
			{ rule: 'cozen.battle', values: { ownerSeat: 1, stakeCard: 'K*' } },
			{ rule: 'cozen.wins-alone', values: { column: 0 } },
			{ rule: 'cozen.capture', values: { column: 0, cards: 'K*', vp: 70 }, column: 0, points: 70 }
		]);
	});
});
