import { violationsOf } from '$lib/engine/core/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { applyInput, explanationGaps, heavyPropRuns, propRuns, propTimeout } from '../../core/testing';
import type { MatchSetup } from '../../core/types';
import { COZEN_CARDS, cozenRank, fullCozenDeck, rankLow, type CozenCard, type CozenDeck } from '../../cards/cards';
import {
	availableCards,
	bestArrangement,
	cozen,
	deckTracker,
	pairOdds,
	sideOfSeat,
	settleBattle,
	totalVictoryPoints,
	type CozenConfig,
	type CozenInput,
	type CozenState
} from './index';
import { battleArb, cardsOf, diceArb, diceFrom, jailsRound, revealRound, setupArb } from './arbitraries';

/** Plays `rolls.length` random legal rounds (reveal or jails, at random), checking each. */
function play(
	setup: MatchSetup<CozenConfig>,
	rolls: readonly (readonly number[])[],
	check: (before: CozenState, input: CozenInput, after: CozenState, points: readonly number[]) => void
): CozenState {
	let state = cozen.initialState(setup);
	for (const roll of rolls) {
		if (cozen.outcome(state, setup).over) break;
		const dice = diceFrom(roll);
		const input = dice(3) === 0 ? jailsRound(state, setup, dice) : revealRound(state, setup, dice);
		const violations = violationsOf(cozen, state, input, setup);
		if (violations.length > 0) throw new Error(`valid round rejected: ${JSON.stringify({ input, violations })}`);
		const { state: next, result } = applyInput(cozen, state, input, setup);
		expect(explanationGaps(result)).toEqual([0, 0]);
		check(state, input, next, result.points);
		state = next;
	}
	return state;
}

/** Each player's 26 cards are at home, in the other jail or on the table. */
function conserved(state: CozenState): void {
	const full = fullCozenDeck();
	const broken: string[] = [];
	state.decks.forEach((home, seat) => {
		for (const c of COZEN_CARDS) {
			const table = state.table.filter((s) => s.owner === seat && s.card === c).length;
			if (home[c] + state.lost[seat]![c] + table !== full[c] || home[c] < 0) broken.push(`seat ${seat} card ${c}`);
		}
	});
	expect(broken).toEqual([]);
}

/** Each colour's total is the victory points of the opposing cards in its jail. */
function totalsMatchJails(state: CozenState, teams: boolean): void {
	const jail = [0, 0];
	state.lost.forEach((lost, seat) => {
		jail[1 - sideOfSeat(seat, teams)]! += totalVictoryPoints(cardsOf(lost));
	});
	expect(state.totals).toEqual(jail);
}

const roundsArb = fc.array(diceArb, { minLength: 1, maxLength: 6 });

describe('Cozen properties', { timeout: propTimeout(Math.max(120_000, heavyPropRuns() * 3, propRuns() * 3)) }, () => {
	it('random legal rounds: valid, explained to the point, cards conserved, totals = jail VP', () => {
		fc.assert(
			fc.property(setupArb, roundsArb, (setup, rolls) => {
				const teams = setup.seatCount === 4;
				play(setup, rolls, (_before, _input, after, points) => {
					conserved(after);
					totalsMatchJails(after, teams);
					expect(points.every((p) => p >= 0)).toBe(true);
				});
			}),
			{ numRuns: propRuns() }
		);
	});

	it('both modes give identical decks, jails and scores for the same captures', () => {
		fc.assert(
			fc.property(setupArb, roundsArb, (setup, rolls) => {
				play(setup, rolls, (before, input, after) => {
					if (input.mode !== 'reveal') return;
					const toJail = (jailSide: 0 | 1) =>
						after.lost.flatMap((lost, owner) => {
							if (sideOfSeat(owner, setup.seatCount === 4) === jailSide) return [];
							const cards = COZEN_CARDS.flatMap((c) =>
								Array.from({ length: lost[c] - before.lost[owner]![c] }, () => c)
							);
							return cards.length > 0 ? [{ owner, cards }] : [];
						});
					const jails: CozenInput = { mode: 'jails', faceUp: input.faceUp, redJail: toJail(0), blackJail: toJail(1) };
					expect(violationsOf(cozen, before, jails, setup)).toEqual([]);
					const viaJails = applyInput(cozen, before, jails, setup);
					expect(viaJails.state).toEqual(after);
				});
			}),
			{ numRuns: propRuns() }
		);
	});

	it('validate, apply, fold, the tracker and the picker never throw on junk', () => {
		fc.assert(
			fc.property(setupArb, fc.anything(), fc.array(fc.anything(), { maxLength: 3 }), (setup, junk, more) => {
				const state = cozen.initialState(setup);
				const violations = violationsOf(cozen, state, junk, setup);
				expect(Array.isArray(violations)).toBe(true);
				if (violations.length === 0) applyInput(cozen, state, junk as CozenInput, setup);
				foldMatch(cozen, setup, [junk, ...more]);
				deckTracker(state, junk as number);
				availableCards(state, junk as number, 'jails');
				pairOdds(junk);
				settleBattle(junk as never, more[0] as never, more[1] as never);
				cozen.parseConfig(junk, setup.seatCount);
			}),
			{ numRuns: propRuns() }
		);
	});

	it('junk inside well-formed rounds comes back as violations, never as an exception', () => {
		fc.assert(
			fc.property(setupArb, diceArb, fc.anything(), fc.nat({ max: 1000 }), (setup, roll, junk, where) => {
				const state = cozen.initialState(setup);
				const dice = diceFrom(roll);
				const input = dice(2) === 0 ? revealRound(state, setup, dice) : jailsRound(state, setup, dice);
				// Replace one node of the input tree with junk.
				const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
				const walk = (v: unknown): void => {
					if (Array.isArray(v))
						v.forEach((x, i) => {
							nodes.push({ parent: v, key: i });
							walk(x);
						});
					else if (v && typeof v === 'object')
						for (const [k, x] of Object.entries(v)) {
							nodes.push({ parent: v as Record<string, unknown>, key: k });
							walk(x);
						}
				};
				const copy = structuredClone(input) as unknown;
				walk(copy);
				const node = nodes[where % Math.max(1, nodes.length)];
				if (node) (node.parent as Record<string | number, unknown>)[node.key] = junk;
				const violations = violationsOf(cozen, state, copy, setup);
				if (violations.length === 0) {
					const { state: next, result } = applyInput(cozen, state, copy as CozenInput, setup);
					conserved(next);
					expect(explanationGaps(result)).toEqual([0, 0]);
				}
			}),
			{ numRuns: propRuns() }
		);
	});

	it('impossible cards come back as violations: a third copy, a card the deck no longer holds, a stake without an owner', () => {
		fc.assert(
			fc.property(setupArb, roundsArb, fc.constantFrom(...COZEN_CARDS), (setup, rolls, card) => {
				const state = play(setup, rolls, () => {});
				if (cozen.outcome(state, setup).over) return;
				const dice = diceFrom(rolls[0] ?? []);
				const base = revealRound(state, setup, dice);
				if (base.mode !== 'reveal') return;
				const red = setup.seatCount === 4 ? [{ owner: 0, cards: [card, card, card] }] : [{ cards: [card, card, card] }];
				const bad1 = { ...base, stakes: [...base.stakes, { owner: 1, red }] };
				expect(violationsOf(cozen, state, bad1, setup).map((v) => v.code)).toEqual(
					expect.arrayContaining([card === 'K*' ? 'cozen.marked-king-twice' : 'cozen.rank-copies'])
				);
				const seat = setup.seatCount === 4 ? 2 : 1;
				const supply = availableCards(state, seat, 'jails')[card];
				const pile = { owner: seat, cards: Array.from({ length: supply + 1 }, () => card) };
				const bad2 = { mode: 'jails', faceUp: base.faceUp, redJail: [pile], blackJail: [] };
				expect(violationsOf(cozen, state, bad2, setup).length).toBeGreaterThan(0);
				const bad3 = { ...base, stakes: [...base.stakes, { card, red: [{ owner: 0, cards: [] }] }] };
				expect(violationsOf(cozen, state, bad3, setup).map((v) => v.code)).toContain('cozen.stake-owner');
			}),
			{ numRuns: propRuns() }
		);
	});
});

// ---------------------------------------------------------------- solver oracle

function isRun(cards: readonly CozenCard[]): boolean {
	if (cards.length < 2) return false;
	const low = cards.map((c) => rankLow(cozenRank(c))).sort((a, b) => a - b);
	const high = low.map((r) => (r === 1 ? 14 : r)).sort((a, b) => a - b);
	const consecutive = (xs: number[]) => xs.every((x, i) => i === 0 || x === xs[i - 1]! + 1);
	return consecutive(low) || consecutive(high);
}

function pairsOf(cards: readonly CozenCard[]): number {
	const counts = new Map<string, number>();
	for (const c of cards) counts.set(cozenRank(c), (counts.get(cozenRank(c)) ?? 0) + 1);
	return [...counts.values()].reduce((n, m) => n + Math.floor(m / 2), 0);
}

/** Brute force: every subset as the straight, pairs from the rest; with a stake, it must be combined. */
function oracle(cards: readonly CozenCard[], stake: CozenCard | null): number {
	const all = stake === null ? [...cards] : [...cards, stake];
	const s = all.length - 1;
	let best = -1;
	for (let mask = 0; mask < 1 << all.length; mask++) {
		const straight = all.filter((_, i) => mask & (1 << i));
		if (straight.length > 0 && !isRun(straight)) continue;
		const rest = all.filter((_, i) => !(mask & (1 << i)));
		let strength = 3 * pairsOf(rest) + straight.length;
		if (stake !== null && !(mask & (1 << s))) {
			// the stake must sit in a pair: a pair of its rank among the rest
			const same = rest.filter((c) => cozenRank(c) === cozenRank(stake)).length;
			if (same < 2) strength = -1;
		}
		best = Math.max(best, strength);
	}
	return best;
}

describe(
	'battle calculator properties (heavyPropRuns)',
	{ timeout: propTimeout(Math.max(120_000, heavyPropRuns() * 3, propRuns() * 3)) },
	() => {
		it('the best arrangement equals a brute-force search; the stake comes in exactly when it reaches the best', () => {
			fc.assert(
				fc.property(
					fc.boolean().chain((teams) => battleArb(teams)),
					({ stake, red }) => {
						const own = stake.owner === 'red' ? stake.card : null;
						const arr = bestArrangement(red, own);
						const without = oracle(red, null);
						const withStake = own === null ? -1 : oracle(red, own);
						expect(arr.strength).toBe(Math.max(without, withStake));
						expect(arr.stakeUsed).toBe(own !== null && withStake >= without);
						const used = arr.combos.flatMap((c) => c.cards);
						expect([...used, ...arr.spare].sort()).toEqual([...red].sort());
						expect(arr.combos.filter((c) => c.kind === 'straight').length).toBeLessThanOrEqual(1);
					}
				),
				{ numRuns: heavyPropRuns() }
			);
		});

		it("swapping the colours swaps the winner; the winner jails all the loser's cards and the loser's stake", () => {
			fc.assert(
				fc.property(
					fc.boolean().chain((teams) => battleArb(teams).map((b) => ({ ...b, teams }))),
					({ stake, red, black, teams }) => {
						const a = settleBattle(stake, red, black, { teams });
						const b = settleBattle({ card: stake.card, owner: stake.owner === 'red' ? 'black' : 'red' }, black, red, {
							teams
						});
						if (!a.ok || !b.ok) throw new Error('legal battle rejected');
						const swap = { red: 'black', black: 'red' } as const;
						expect(b.battle.winner).toBe(a.battle.winner === null ? null : swap[a.battle.winner]);
						const { winner, captured, points, contested } = a.battle;
						if (winner === null) expect(captured).toEqual([]);
						else {
							const loserCards = winner === 'red' ? black : red;
							const expected = stake.owner === winner ? loserCards : [...loserCards, stake.card];
							expect([...captured].sort()).toEqual([...expected].sort());
							expect(points).toBe(totalVictoryPoints(captured));
						}
						expect(contested).toBe(
							(red.length > 0 || stake.owner === 'red') && (black.length > 0 || stake.owner === 'black')
						);
					}
				),
				{ numRuns: heavyPropRuns() }
			);
		});

		it('one more card never turns a winner into a loser (strength and tie-break only grow)', () => {
			fc.assert(
				fc.property(battleArb(true), fc.constantFrom(...COZEN_CARDS), ({ stake, red, black }, extra) => {
					const a = settleBattle(stake, red, black, { teams: true });
					if (!a.ok || a.battle.winner === null || a.battle.decision === 'uncontested') return;
					const more = a.battle.winner === 'red' ? { red: [...red, extra], black } : { red, black: [...black, extra] };
					const b = settleBattle(stake, more.red, more.black, { teams: true });
					if (!b.ok) return; // the extra card broke a copy limit
					expect(b.battle.winner).toBe(a.battle.winner);
				}),
				{ numRuns: heavyPropRuns() }
			);
		});

		it('pair odds equal a count of every possible hand', () => {
			const deckArb = fc.shuffledSubarray(cardsOf(fullCozenDeck()), { maxLength: 12 });
			fc.assert(
				fc.property(deckArb, (cards) => {
					const deck = Object.fromEntries(
						COZEN_CARDS.map((c) => [c, cards.filter((x) => x === c).length])
					) as CozenDeck;
					const k = Math.min(5, cards.length);
					let hands = 0;
					let pairs = 0;
					const pick = (from: number, chosen: CozenCard[]): void => {
						if (chosen.length === k) {
							hands++;
							if (pairsOf(chosen) > 0) pairs++;
							return;
						}
						for (let i = from; i < cards.length; i++) pick(i + 1, [...chosen, cards[i]!]);
					};
					pick(0, []);
					const odds = pairOdds(deck);
					expect(odds).toMatchObject({ ok: true, hands, pairHands: pairs });
				}),
				{ numRuns: heavyPropRuns() }
			);
		});
	}
);
