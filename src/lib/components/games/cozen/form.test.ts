import { violationsOf } from '$lib/engine/core/round';
import { applyInput } from '$lib/engine/core/testing';
import { describe, expect, it } from 'vitest';
import type { AnyGame, MatchSetup } from '$lib/engine/core/types';
import { cozen as definition, type CozenConfig, type CozenState } from '$lib/engine/games/cozen/index';
import { emptyCozenForm, fromCozenInput, toCozenInput, type CozenForm, type PileForm, type StakeForm } from './form';
import { stakeOutcome, usedCards } from './pickers';

/** The definition as the match screen sees it: inputs come from the form, untyped. */
const cozen: AnyGame = definition;

function setup(seatCount = 2): MatchSetup<CozenConfig> {
	return { config: cozen.defaultConfig(seatCount), seatCount, firstDealer: 0 };
}

describe('the Cozen round form', () => {
	it('a blank form lists the face-up stakes and is rejected until the face-up cards are picked, never a throw', () => {
		const s = setup();
		const form = emptyCozenForm(cozen.initialState(s), s);
		expect(form.faceUp).toEqual([
			{ owner: 0, card: null },
			{ owner: 1, card: null }
		]);
		expect(form.stakes.map((x) => x.faceUp)).toEqual([0, 1]);
		const v = violationsOf(cozen, cozen.initialState(s), toCozenInput(form, s), s);
		expect(v.map((x) => x.field)).toEqual(['faceUp.0.card', 'faceUp.1.card']);
		// A damaged draft (the type says a form, storage may say otherwise) gives an input the engine refuses.
		for (const bad of [null, 3, { mode: 'x' }, { mode: 'reveal', stakes: [1, null] }, { mode: 'jails', redJail: 'x' }])
			expect(
				violationsOf(cozen, cozen.initialState(s), toCozenInput(bad as unknown as CozenForm, s), s).length
			).toBeGreaterThan(0);
	});

	it('the seed sample entered in the form gives 18 to red; jails mode gives the same state', () => {
		const s = setup();
		const state = cozen.initialState(s);
		const form: CozenForm = emptyCozenForm(state, s);
		form.faceUp[0]!.card = '6';
		form.faceUp[1]!.card = 'A';
		form.stakes[0]!.red[0]!.cards = ['3', '4', '5'];
		form.stakes[0]!.black[0]!.cards = ['4', '4'];
		form.stakes[1]!.black[0]!.hidden = 1;
		form.stakes.push({
			faceUp: null,
			owner: 1,
			card: '10',
			red: [{ owner: 0, cards: [], hidden: 2 }],
			black: [{ owner: 1, cards: [], hidden: null }]
		});
		const input = toCozenInput(form, s);
		expect(violationsOf(cozen, state, input, s)).toEqual([]);
		const reveal = applyInput(cozen, state, input, s);
		expect(reveal.result.points).toEqual([18, 0]);
		const again = toCozenInput(fromCozenInput(input, s), s);
		expect(applyInput(cozen, state, again, s).state).toEqual(reveal.state);

		form.mode = 'jails';
		form.redJail[0]!.cards = ['10', '4', '4'];
		const jails = applyInput(cozen, state, toCozenInput(form, s), s);
		expect(jails.state).toEqual(reveal.state);
		expect(stakeOutcome(0, '6', form.stakes[0]!, s)).toMatchObject({ kind: 'settled', winner: 0 });
		expect(stakeOutcome(1, '10', form.stakes[2]!, s)).toMatchObject({ kind: 'settled', winner: 0 });
	});

	it('an uncontested face-down stake sends no rank; used cards count what the engine checks', () => {
		const s = setup();
		const input = toCozenInput(
			{
				mode: 'reveal',
				faceUp: [
					{ owner: 0, card: '7' },
					{ owner: 1, card: '7' }
				],
				stakes: [
					{ faceUp: null, owner: 0, card: '9', red: [{ owner: 0, cards: ['7'], hidden: null }], black: [] },
					{ faceUp: 1, owner: null, card: null, red: [{ owner: 0, cards: ['2', '2'], hidden: null }], black: [] }
				],
				redJail: [],
				blackJail: []
			},
			s
		);
		const used = usedCards(input);
		expect(used.get('0:7')).toBe(2);
		expect(used.get('0:9')).toBeUndefined();
		expect(used.get('0:2')).toBe(2);
		expect(used.get('1:7')).toBe(1);
	});

	it('2v2: a jails round with a pile per seat', () => {
		const s = setup(4);
		const state = cozen.initialState(s) as CozenState;
		const form = emptyCozenForm(state, s);
		expect(form.redJail.map((p) => p.owner)).toEqual([2, 3]);
		expect(form.blackJail.map((p) => p.owner)).toEqual([0, 1]);
		form.mode = 'jails';
		form.faceUp[0]!.card = '3';
		form.faceUp[1]!.card = '8';
		form.redJail[1]!.cards = ['K*'];
		const out = applyInput(cozen, state, toCozenInput(form, s), s);
		expect(out.result.points).toEqual([70, 0]);
	});

	/** A pile of revealed cards, or (a number) of cards wagered unrevealed. */
	const pile = (owner: number, cards: string[] | number): PileForm =>
		typeof cards === 'number' ? { owner, cards: [], hidden: cards } : { owner, cards, hidden: null };
	const stake = (red: PileForm[], black: PileForm[]): StakeForm => ({
		faceUp: null,
		owner: null,
		card: null,
		red,
		black
	});

	// rules/cozen.txt "Contested Hands": contested when both colours are in the hand, the stake included;
	// "If only one side has cards, do not reveal them": a side alone against the other's stake wins it.
	it.each<{
		name: string;
		owner: number | null;
		card: string | null;
		stake: StakeForm;
		kind: string;
		winner?: 0 | 1 | null;
	}>([
		{ name: 'nothing wagered', owner: 0, card: '9', stake: stake([pile(0, [])], [pile(1, [])]), kind: 'empty' },
		{
			name: 'wagers without a stake owner',
			owner: null,
			card: null,
			stake: stake([pile(0, ['3'])], []),
			kind: 'invalid'
		},
		{
			name: 'the owner alone on its own stake',
			owner: 0,
			card: '9',
			stake: stake([pile(0, 2)], []),
			kind: 'uncontested'
		},
		{ name: 'contested, rank not entered', owner: 1, card: null, stake: stake([pile(0, 2)], []), kind: 'need-rank' },
		{
			name: "red alone on black's stake",
			owner: 1,
			card: 'Q',
			stake: stake([pile(0, 2)], []),
			kind: 'settled',
			winner: 0
		},
		{
			name: "black alone on red's stake",
			owner: 0,
			card: 'Q',
			stake: stake([], [pile(1, ['5'])]),
			kind: 'settled',
			winner: 1
		},
		{
			name: 'both wagered, one hidden',
			owner: 0,
			card: '9',
			stake: stake([pile(0, ['9'])], [pile(1, 1)]),
			kind: 'need-reveal'
		},
		{
			name: 'both wagered, a third king',
			owner: 0,
			card: 'K',
			stake: stake([pile(0, ['K'])], [pile(1, ['2'])]),
			kind: 'invalid'
		},
		{
			name: 'both wagered, red pairs the stake',
			owner: 0,
			card: '9',
			stake: stake([pile(0, ['9'])], [pile(1, ['4'])]),
			kind: 'settled',
			winner: 0
		},
		{
			name: 'both wagered, a full tie',
			owner: 1,
			card: '2',
			stake: stake([pile(0, ['7'])], [pile(1, ['7'])]),
			kind: 'settled',
			winner: null
		}
	])('stake preview: $name', ({ owner, card, stake, kind, winner }) => {
		const outcome = stakeOutcome(owner, card, stake, setup());
		expect(outcome.kind).toBe(kind);
		if (outcome.kind === 'settled') expect(outcome.winner).toBe(winner);
	});

	it('stake preview: a side alone explains the win and the capture as the saved round does', () => {
		const outcome = stakeOutcome(1, 'Q', stake([pile(0, 2)], []), setup());
		expect(outcome.kind === 'settled' && outcome.lines.map((l) => [l.rule, l.values])).toEqual([
			['cozen.wins-alone', { column: 0 }],
			['cozen.capture', { column: 0, cards: 'Q', vp: 10 }]
		]);
	});
});
