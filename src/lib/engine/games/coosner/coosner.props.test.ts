/**
 * Property tests for Coosner: the engine and the referees never throw,
 * invalid inputs come back as violations, and on random valid rounds the invariants hold — the
 * explanation adds up to the score, the split is the best there is, counts and cards score the
 * same, every puppy is worth 1 or 3, and the fold's totals, dealer and outcome follow the rules.
 */
import { violationsOf } from '$lib/engine/core/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { applyInput, explanationGaps, propRuns, propTimeout } from '../../core/testing';
import type { MatchSetup } from '../../core/types';
import { fullPack, parseCard, SUITS, type Suit } from '../../cards/cards';
import {
	bestSplit,
	buyPuppy,
	coosner,
	maxPuppies,
	scorePlayer,
	wantedPuppies,
	type CoosnerConfig,
	type CoosnerHand,
	type CoosnerInput
} from './index';
import { configArb, gameArb, roundArb, setupArb } from './arbitraries';

const runs = { numRuns: propRuns() };
/** Time allowed per property: generous, and growing with the run count (`npm run test:props` runs 100,000). */
const timeout = propTimeout(30_000 + propRuns() * 5);

function puppiesOf(hand: CoosnerHand): Record<Suit, number> {
	const p = hand.puppies as { cards?: string[]; counts?: Partial<Record<Suit, number>> };
	const out: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
	if (p.cards) for (const c of p.cards) out[parseCard(c)!.suit]++;
	else for (const s of SUITS) out[s] = p.counts?.[s] ?? 0;
	return out;
}

/**
 * An independent reading of the best suit score (RULES-NOTES Coosner): every puppy scores 1, and
 * each satisfied advisor adds 2 per puppy it wants; a set of advisors can all be satisfied when
 * their wants add up to at most the puppies and any puppies left over can go to another advisor.
 */
function bestSuitScore(options: readonly (readonly number[])[], puppies: number): number {
	let best = puppies;
	const k = options.length;
	const readings = (i: number, acc: number[]): number[][] =>
		i === k ? [acc] : (options[i] ?? []).flatMap((w) => readings(i + 1, [...acc, w]));
	for (const wants of readings(0, [])) {
		for (let mask = 0; mask < 1 << k; mask++) {
			const chosen = wants.filter((_, i) => mask & (1 << i));
			const sum = chosen.reduce((a, b) => a + b, 0);
			const others = k - chosen.length;
			if (sum <= puppies && (sum === puppies || others > 0)) best = Math.max(best, puppies + 2 * sum);
		}
	}
	return best;
}

describe('Coosner never throws', () => {
	it(
		'read, apply and fold on arbitrary junk',
		() => {
			fc.assert(
				fc.property(setupArb, fc.anything(), (setup, junk) => {
					const state = coosner.initialState(setup);
					const read = coosner.read(state, junk, setup);
					if (read.ok) coosner.apply(state, read.round, setup);
					else expect(read.violations.length).toBeGreaterThan(0);
					const folded = foldMatch(coosner, setup, [junk, junk]);
					expect(folded.rounds.every((r) => r.violations.every((v) => v.code !== 'core.engine-error'))).toBe(true);
				}),
				runs
			);
		},
		timeout
	);

	it(
		'validate on junk inside a well-formed envelope (players, advisors, puppies)',
		() => {
			const junkHand = fc.record(
				{
					advisors: fc.oneof(
						fc.anything(),
						fc.array(
							fc.record(
								{ card: fc.oneof(fc.anything(), fc.constantFrom(...fullPack())), aceWants: fc.anything() },
								{ requiredKeys: [] }
							),
							{ maxLength: 5 }
						)
					),
					puppies: fc.oneof(
						fc.anything(),
						fc.record({
							counts: fc.dictionary(
								fc.constantFrom('S', 'H', 'D', 'C', 'X'),
								fc.oneof(fc.anything(), fc.integer({ min: -3, max: 30 }), fc.double())
							)
						}),
						fc.record({ cards: fc.array(fc.oneof(fc.anything(), fc.constantFrom(...fullPack())), { maxLength: 30 }) })
					)
				},
				{ requiredKeys: [] }
			);
			fc.assert(
				fc.property(setupArb, fc.array(fc.oneof(junkHand, fc.anything()), { maxLength: 6 }), (setup, players) => {
					const state = coosner.initialState(setup);
					const violations = violationsOf(coosner, state, { players }, setup);
					for (const v of violations) {
						expect(typeof v.code).toBe('string');
						for (const value of Object.values(v.values ?? {}))
							expect(['string', 'number', 'boolean']).toContain(typeof value);
					}
					if (violations.length === 0) {
						const { result } = applyInput(coosner, state, { players } as CoosnerInput, setup);
						expect(explanationGaps(result).every((g) => g === 0)).toBe(true);
					}
				}),
				runs
			);
		},
		timeout
	);

	it(
		'the helpers (scorePlayer, wantedPuppies, bestSplit, buyPuppy, parseConfig) on arbitrary junk',
		() => {
			fc.assert(
				fc.property(fc.anything(), fc.anything(), fc.anything(), configArb, (a, b, c, config) => {
					expect(() => scorePlayer(a, b, config, c as number)).not.toThrow();
					expect(() => scorePlayer(a, b, c as CoosnerConfig, 2)).not.toThrow();
					expect(() => wantedPuppies(a, config.aceRule, b)).not.toThrow();
					expect(() => bestSplit(a as never, b as number)).not.toThrow();
					expect(() => buyPuppy(a, b, c)).not.toThrow();
					expect(() => coosner.parseConfig(a, 2)).not.toThrow();
					expect(coosner.validateSetup({ config: coosner.parseConfig(a, 3), seatCount: 3, firstDealer: 0 })).toEqual(
						[]
					);
				}),
				runs
			);
		},
		timeout
	);
});

describe('invalid inputs come back as violations', () => {
	type Corruption = (input: CoosnerInput, setup: MatchSetup<CoosnerConfig>) => unknown;
	const hands = (input: CoosnerInput) => input.players.map((h) => ({ ...h }));
	const corruptions: [string, Corruption][] = [
		[
			'an advisor dropped',
			(i) => ({ players: hands(i).with(0, { ...i.players[0]!, advisors: i.players[0]!.advisors.slice(1) }) })
		],
		[
			'a fourth advisor',
			(i) => ({
				players: hands(i).with(0, { ...i.players[0]!, advisors: [...i.players[0]!.advisors, { card: '2S' }] })
			})
		],
		// Three KS advisors: more than one pack holds, and more than two packs hold.
		[
			'a card entered more often than the packs hold',
			(i) => ({
				players: hands(i).with(0, { ...i.players[0]!, advisors: [{ card: 'KS' }, { card: 'KS' }, { card: 'KS' }] })
			})
		],
		['a negative count', (i) => ({ players: hands(i).with(0, { ...i.players[0]!, puppies: { counts: { S: -1 } } }) })],
		[
			'a count that is not whole',
			(i) => ({ players: hands(i).with(0, { ...i.players[0]!, puppies: { counts: { H: 0.5 } } }) })
		],
		[
			'a count over the limit',
			(i, s) => ({
				players: hands(i).with(0, {
					...i.players[0]!,
					puppies: { counts: { C: maxPuppies(s.config, s.seatCount) + 1 } }
				})
			})
		],
		['puppies removed', (i) => ({ players: hands(i).with(0, { advisors: i.players[0]!.advisors } as CoosnerHand) })],
		[
			'a card that is not a card',
			(i) => ({
				players: hands(i).with(0, {
					...i.players[0]!,
					advisors: [{ card: '1S' as never }, ...i.players[0]!.advisors.slice(1)]
				})
			})
		],
		['a player missing', (i) => ({ players: i.players.slice(1) })],
		['a player too many', (i) => ({ players: [...i.players, i.players[0]] })],
		[
			'the table over the puppy limit',
			(i, s) => {
				const per = Math.ceil((maxPuppies(s.config, s.seatCount) + 1) / s.seatCount);
				return { players: hands(i).map((h) => ({ ...h, puppies: { counts: { S: per } } })) };
			}
		]
	];

	it.each(corruptions)(
		'%s',
		(_name, corrupt) => {
			fc.assert(
				fc.property(
					setupArb.chain((setup) => fc.record({ setup: fc.constant(setup), input: roundArb(setup) })),
					({ setup, input }) => {
						const bad = corrupt(input, setup);
						expect(violationsOf(coosner, coosner.initialState(setup), bad, setup).length).toBeGreaterThan(0);
					}
				),
				{ numRuns: Math.max(50, Math.floor(propRuns() / 10)) }
			);
		},
		timeout
	);
});

describe('invariants on random valid rounds (RULES-NOTES Coosner)', () => {
	it(
		'every generated round is valid, its explanation adds up, and each score follows the rules',
		() => {
			fc.assert(
				fc.property(gameArb, ({ setup, rounds }) => {
					const folded = foldMatch(coosner, setup, rounds);
					let totals = coosner.initialState(setup).totals;
					folded.rounds.forEach((r, k) => {
						if (r.violations[0]?.code === 'core.after-end') return;
						expect(r.violations).toEqual([]);
						const result = r.result!;
						expect(explanationGaps(result)).toEqual(result.points.map(() => 0));
						totals = totals.map((t, i) => t + (result.points[i] ?? 0));
						expect(r.totals).toEqual(totals);
						rounds[k]!.players.forEach((hand, p) => {
							const puppies = SUITS.reduce((n, s) => n + puppiesOf(hand)[s], 0);
							const live = scorePlayer(hand.advisors, hand.puppies, setup.config, setup.seatCount);
							expect(live.ok).toBe(true);
							if (!live.ok) return;
							const score = live.score;
							// The live score is the saved score.
							expect(score.total).toBe(result.points[p]);
							// Every puppy is worth 1, or 3 with a satisfied advisor; the bonus only with a Coosner.
							const satisfiedPuppies = score.advisors.filter((a) => a.satisfied).reduce((n, a) => n + a.got, 0);
							expect(score.total).toBe(puppies + 2 * satisfiedPuppies + score.bonus);
							expect(score.coosner).toBe(score.advisors.every((a) => a.satisfied) && score.unwanted === 0);
							expect(score.bonus).toBe(score.coosner ? (setup.config.bonus === '7' ? 7 : 5) : 0);
							// Each suit's shares add up to its puppies, and no split scores more.
							for (const suit of score.suits) {
								const given = suit.advisors.reduce((n, i) => n + (score.advisors[i]?.got ?? 0), 0);
								expect(suit.advisors.length === 0 ? suit.puppies : given).toBe(suit.puppies);
								if (suit.advisors.length > 0) {
									const options = suit.advisors.map((i) => {
										const a = hand.advisors[i]!;
										return wantedPuppies(a.card, setup.config.aceRule, a.aceWants);
									});
									expect(suit.points).toBe(bestSuitScore(options, suit.puppies));
								}
							}
							// Counts and cards score the same.
							const asCounts = scorePlayer(hand.advisors, { counts: puppiesOf(hand) }, setup.config, setup.seatCount);
							expect(asCounts.ok && asCounts.score.total).toBe(score.total);
						});
					});
					// The deal passes to the left once per scored round; the outcome is the end rule.
					const played = folded.state.roundsPlayed;
					expect(coosner.turn(folded.state as never, setup)[0]).toEqual({
						role: 'dealer',
						seat: (setup.firstDealer + played) % setup.seatCount
					});
					const top = Math.max(...folded.state.totals);
					const leadersCount = folded.state.totals.filter((t) => t === top).length;
					expect(folded.outcome.over).toBe(top >= setup.config.endScore && leadersCount === 1);
				}),
				runs
			);
		},
		timeout
	);

	it(
		'refolding from any round gives the same totals as a full fold (DESIGN.md: an edit refolds from k)',
		() => {
			fc.assert(
				fc.property(gameArb, fc.nat(), ({ setup, rounds }, k) => {
					const full = foldMatch(coosner, setup, rounds);
					const from = k % rounds.length;
					const again = foldMatch(coosner, setup, rounds, full, from);
					expect(again.state).toEqual(full.state);
					expect(JSON.parse(JSON.stringify(full.state))).toEqual(full.state);
				}),
				{ numRuns: Math.max(50, Math.floor(propRuns() / 4)) }
			);
		},
		timeout
	);

	it(
		'the split optimiser finds the best score of every split (RULES-NOTES Coosner "best-scoring way")',
		() => {
			fc.assert(
				fc.property(
					fc.array(fc.oneof(fc.constantFrom([1], [2], [3], [4]), fc.constant([1, 4])), { minLength: 1, maxLength: 3 }),
					fc.integer({ min: 0, max: 26 }),
					(options, puppies) => {
						const split = bestSplit(options, puppies)!;
						expect(split.shares.reduce((a, b) => a + b, 0)).toBe(puppies);
						expect(split.points).toBe(bestSuitScore(options, puppies));
						split.wants.forEach((w, i) => expect(options[i]).toContain(w));
					}
				),
				runs
			);
		},
		timeout
	);
});

describe('the puppy referee on random offers (rules/coosner.txt "Buying a puppy")', () => {
	const offersArb = fc.integer({ min: 2, max: 4 }).chain((n) =>
		fc.record({
			cards: fc.shuffledSubarray(n === 4 ? [...fullPack(), ...fullPack()] : fullPack(), {
				minLength: n + 1,
				maxLength: n + 1
			}),
			flipper: fc.integer({ min: 0, max: n - 1 })
		})
	);
	it(
		'the buyer holds the best card of the puppy suit, else the best card; ties discard the puppy; the right player flips next',
		() => {
			const high = (c: string) => {
				const r = parseCard(c)!.rank;
				return r === 'A' ? 14 : ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(r) + 2;
			};
			fc.assert(
				fc.property(offersArb, ({ cards, flipper }) => {
					const [puppy, ...offered] = cards as [string, ...string[]];
					const offers = offered.map((card, seat) => ({ seat, card }));
					const r = buyPuppy(puppy, offers, flipper);
					expect(r.ok).toBe(true);
					if (!r.ok) return;
					const suit = parseCard(puppy)!.suit;
					const pool = offers.some((o) => parseCard(o.card)!.suit === suit)
						? offers.filter((o) => parseCard(o.card)!.suit === suit)
						: offers;
					const top = Math.max(...pool.map((o) => high(o.card)));
					const best = pool.filter((o) => high(o.card) === top);
					if (best.length > 1) {
						expect(r.purchase).toMatchObject({ tie: true, nextFlipper: flipper });
						expect(r.purchase.discarded).toHaveLength(offers.length + 1);
					} else {
						expect(r.purchase).toMatchObject({ tie: false, buyer: best[0]!.seat, nextFlipper: best[0]!.seat });
					}
				}),
				runs
			);
		},
		timeout
	);
});
