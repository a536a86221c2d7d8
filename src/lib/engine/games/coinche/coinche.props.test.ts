/**
 * Property tests for Coinche: the engine, the trick referee and the pile
 * counter never throw; invalid inputs come back as violations on their field; and on random valid
 * deals the invariants hold: both teams' card points add up to 162, the explanation adds up to the
 * score, scores are whole tens, and the fold's totals, dealer and outcome follow RULES-NOTES. Under
 * any mix of the house scoring options (docs/coinche-house-options.md) the card points still add
 * up to 162 (exact points included), the explanation still adds up, no score is negative, and
 * announcements add their value once, never multiplied.
 */
import { violationsOf } from '$lib/engine/core/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { applyInput, explanationGaps, propRuns, propTimeout } from '../../core/testing';
import type { Suit } from '../../cards/cards';
import {
	beats,
	cardStrength,
	coinche,
	COINCHE_PACK,
	countPile,
	DEAL_POINTS,
	DEFAULT_CONFIG,
	pilePoints,
	readDeal,
	refereeTrick,
	scoreDeal,
	splitCard,
	teamOf,
	type CoincheCard,
	type CoincheInput,
	type CoinchePlayedInput,
	type CoincheState,
	type TrumpMode
} from './index';
import { announcedArb, configArb, matchArb, playedArb, setupArb, textConfigArb } from './arbitraries';

const runs = { numRuns: propRuns() };
/** Time allowed per property, growing with the run count (`npm run test:props` runs 100,000). */
const timeout = propTimeout(30_000 + propRuns() * 2);

describe('Coinche never throws', () => {
	it(
		'announcements of any shape on a valid deal are read or refused with violations at announcements, never thrown',
		() => {
			fc.assert(
				fc.property(
					configArb.chain((config) => fc.record({ config: fc.constant(config), input: playedArb(config) })),
					fc.oneof(fc.anything(), fc.array(fc.array(fc.anything(), { maxLength: 6 }), { maxLength: 3 })),
					({ config, input }, junk) => {
						const reading = readDeal({ ...input, announcements: junk }, config);
						for (const v of reading.violations) expect(v.field?.startsWith('announcements')).toBe(true);
						if (reading.deal !== null && reading.deal !== 'passed')
							expect(() =>
								scoreDeal(reading.deal as Exclude<typeof reading.deal, null | 'passed'>, config)
							).not.toThrow();
					}
				),
				runs
			);
		},
		timeout
	);

	it(
		'validate answers arbitrary junk with violations, never an exception',
		() => {
			fc.assert(
				fc.property(setupArb, fc.anything(), (setup, junk) => {
					const v = violationsOf(coinche, coinche.initialState(setup), junk, setup);
					expect(Array.isArray(v)).toBe(true);
				}),
				runs
			);
		},
		timeout
	);

	it(
		'validate survives inputs of the right shape with junk in any field, and apply follows when it passes',
		() => {
			const junkField = fc.oneof(
				fc.anything(),
				fc.constantFrom(null, undefined, Number.NaN, Infinity, -0, 1e308, '80', 'capot', 'NT', true, [0, 1], [])
			);
			fc.assert(
				fc.property(
					setupArb,
					fc.record({
						kind: fc.constantFrom('played', 'passed', 'x'),
						taker: fc.oneof(fc.integer({ min: -1, max: 4 }), junkField),
						bid: fc.oneof(
							fc.integer({ min: 7, max: 17 }).map((n) => n * 10),
							fc.constant('capot'),
							junkField
						),
						trump: fc.oneof(fc.constantFrom('S', 'H', 'D', 'C', 'NT', 'AT', 'X'), junkField),
						coinche: fc.oneof(fc.boolean(), junkField),
						surcoinche: fc.oneof(fc.boolean(), junkField),
						coincheSeat: fc.oneof(fc.integer({ min: -1, max: 4 }), junkField),
						belote: fc.oneof(fc.array(fc.integer({ min: -1, max: 2 }), { maxLength: 3 }), junkField),
						allTricks: fc.oneof(fc.boolean(), junkField),
						takerPoints: fc.oneof(fc.integer({ min: -5, max: 170 }), junkField)
					}),
					(setup, input) => {
						const state = coinche.initialState(setup);
						const v = violationsOf(coinche, state, input, setup);
						if (v.length === 0) {
							const { result } = applyInput(coinche, state, input as CoincheInput, setup);
							expect(explanationGaps(result)).toEqual([0, 0]);
						}
						for (const violation of v) expect(typeof violation.field).toBe('string');
					}
				),
				runs
			);
		},
		timeout
	);

	it(
		'a fold of valid deals mixed with junk never throws; junk is skipped and reported',
		() => {
			fc.assert(
				fc.property(matchArb, fc.array(fc.anything(), { maxLength: 3 }), ({ setup, inputs }, junk) => {
					const mixed: unknown[] = [...junk, ...inputs];
					const folded = foldMatch(coinche, setup, mixed);
					expect(folded.rounds).toHaveLength(mixed.length);
					for (const round of folded.rounds)
						expect(round.violations.every((v) => v.code !== 'core.engine-error')).toBe(true);
				}),
				runs
			);
		},
		timeout
	);

	it(
		'the trick referee and the pile counter answer junk with violations',
		() => {
			fc.assert(
				fc.property(
					fc.anything(),
					fc.anything(),
					fc.anything(),
					fc.anything(),
					fc.array(fc.oneof(fc.constantFrom(...COINCHE_PACK, '6S', 'JK'), fc.anything()), { maxLength: 9 }),
					(a, b, c, d, cards) => {
						expect(typeof refereeTrick(a, b, c, d).ok).toBe('boolean');
						expect(typeof countPile(a, b, c).ok).toBe('boolean');
						expect(typeof refereeTrick('H', cards, 0, d).ok).toBe('boolean');
						expect(typeof countPile(cards, 'AT', true).ok).toBe('boolean');
					}
				),
				runs
			);
		},
		timeout
	);
});

describe('invalid inputs come back as violations on their field', () => {
	const breakages: { name: string; code: string; field: string; apply: (i: CoinchePlayedInput) => unknown }[] = [
		{
			name: 'points over 162',
			code: 'core.out-of-range',
			field: 'takerPoints',
			apply: (i) => ({ ...i, takerPoints: 163 })
		},
		{
			name: 'points under 0',
			code: 'core.out-of-range',
			field: 'takerPoints',
			apply: (i) => ({ ...i, takerPoints: -10 })
		},
		{
			name: 'points not whole',
			code: 'core.not-whole',
			field: 'takerPoints',
			apply: (i) => ({ ...i, takerPoints: 80.5 })
		},
		{
			name: 'capot with coinche',
			code: 'coinche.capot-coinched',
			field: 'coinche',
			apply: (i) => ({ ...i, bid: 'capot', coinche: true })
		},
		{
			name: 'surcoinche alone',
			code: 'coinche.surcoinche-without-coinche',
			field: 'surcoinche',
			apply: (i) => ({ ...i, coinche: false, surcoinche: true })
		},
		{
			name: 'every trick under 162',
			code: 'coinche.all-tricks-points',
			field: 'allTricks',
			apply: (i) => ({ ...i, allTricks: true, takerPoints: 100 })
		},
		{
			name: 'belote for both teams',
			code: 'coinche.belote-twice',
			field: 'belote',
			apply: (i) => ({ ...i, belote: [0, 1] })
		},
		{ name: 'a bid off the steps', code: 'coinche.bid-invalid', field: 'bid', apply: (i) => ({ ...i, bid: 95.5 }) },
		{ name: 'a seat 4 taker', code: 'coinche.seat-invalid', field: 'taker', apply: (i) => ({ ...i, taker: 4 }) },
		{ name: 'a junk trump', code: 'coinche.trump-invalid', field: 'trump', apply: (i) => ({ ...i, trump: 'X' }) }
	];

	it(
		'breaking one field of a valid deal is reported on that field, and validate then blocks apply',
		() => {
			fc.assert(
				fc.property(
					setupArb.chain((setup) =>
						fc.record({
							setup: fc.constant(setup),
							input: playedArb(setup.config),
							breakage: fc.constantFrom(...breakages)
						})
					),
					({ setup, input, breakage }) => {
						const v = violationsOf(coinche, coinche.initialState(setup), breakage.apply(input), setup);
						expect(v).toContainEqual(expect.objectContaining({ code: breakage.code, field: breakage.field }));
					}
				),
				runs
			);
		},
		timeout
	);
});

describe('invariants on random valid deals (RULES-NOTES Coinche)', () => {
	it(
		'card points of both teams add up to 162; the lines add up to the score; scores are whole tens',
		() => {
			fc.assert(
				fc.property(
					textConfigArb.chain((config) => fc.record({ config: fc.constant(config), input: playedArb(config) })),
					({ config, input }) => {
						const reading = readDeal(input, config);
						expect(reading.violations).toEqual([]);
						const deal = reading.deal;
						if (deal === null || deal === 'passed') throw new Error('expected a played deal');
						const s = scoreDeal(deal, config);
						expect(s.cardPoints).not.toBeNull();
						expect((s.cardPoints?.[0] ?? 0) + (s.cardPoints?.[1] ?? 0)).toBe(DEAL_POINTS);
						expect(s.cardPoints?.[s.takerColumn]).toBe(input.takerPoints);
						expect(explanationGaps({ points: s.points, lines: s.lines })).toEqual([0, 0]);
						for (const p of s.points) expect(p % 10 === 0 && p >= 0).toBe(true);
						const belote = (c: number) => (deal.beloteColumn === c ? 20 : 0);
						const tc = s.takerColumn;
						const dc = s.defenderColumn;
						expect(tc).toBe(teamOf(deal.taker));
						switch (s.verdict) {
							case 'capot-made':
								expect(s.points[tc]).toBe(500 + belote(tc));
								expect(s.points[dc]).toBe(belote(dc));
								break;
							case 'capot-failed':
								expect(s.points[dc]).toBe(500 + belote(dc));
								expect(s.points[tc]).toBe(belote(tc));
								break;
							case 'failed':
								expect(s.total).toBeLessThan(s.needs ?? 0);
								expect(s.points[tc]).toBe(belote(tc));
								expect(s.points[dc]).toBeGreaterThanOrEqual(240);
								break;
							case 'made':
							case 'unbid-capot':
								expect(s.total).toBeGreaterThanOrEqual(Math.max(82, deal.bid as number));
								expect(s.points[tc]).toBeGreaterThan(s.points[dc]);
								break;
						}
						expect(s.verdict === 'unbid-capot').toBe(deal.allTricks && deal.bid !== 'capot');
					}
				),
				runs
			);
		},
		timeout
	);

	it(
		'a folded match: totals are the starting scores plus every deal, the dealer moves one seat a deal, the outcome follows the target',
		() => {
			fc.assert(
				fc.property(matchArb, ({ setup, inputs }) => {
					const folded = foldMatch(coinche, setup, inputs);
					const state = folded.state as CoincheState;
					const counted = folded.rounds.filter((r) => r.result !== null);
					const sums = [0, 1].map(
						(c) => (setup.startingScores?.[c] ?? 0) + counted.reduce((n, r) => n + (r.result?.points[c] ?? 0), 0)
					);
					expect(state.totals).toEqual(sums);
					for (const r of counted) expect(explanationGaps(r.result!)).toEqual([0, 0]);
					const step = setup.config.direction === 'anticlockwise' ? -1 : 1;
					expect(state.dealer).toBe((((setup.firstDealer + step * state.roundsPlayed) % 4) + 4) % 4);
					const [a, b] = state.totals as [number, number];
					const target = setup.config.target;
					if (folded.outcome.over) {
						const [w] = folded.outcome.winners;
						expect(folded.outcome.winners).toHaveLength(1);
						expect(state.totals[w!]).toBeGreaterThanOrEqual(target);
						expect(state.totals[w!]).toBeGreaterThanOrEqual(state.totals[1 - w!]!);
					} else if (state.roundsPlayed > 0) {
						// Not over: nobody reached the target, or (carried-over scores, a passed deal) equal on both counts.
						const tied = a === b && state.lastDeal?.[0] === state.lastDeal?.[1];
						expect((a < target && b < target) || tied).toBe(true);
					}
					// Once over, every later deal is reported and not counted.
					const end = folded.rounds.findIndex((r) => r.violations.some((v) => v.code === 'core.after-end'));
					if (end >= 0) expect(folded.rounds.slice(end).every((r) => r.result === null)).toBe(true);
				}),
				runs
			);
		},
		timeout
	);
});

/** The legal cards of a hand, written independently from rules/coinche.txt "GAMEPLAY" and RULES-NOTES. */
function legalCards(hand: readonly CoincheCard[], trick: readonly CoincheCard[], trump: TrumpMode): CoincheCard[] {
	if (trick.length === 0) return [...hand];
	const led = splitCard(trick[0]!).suit;
	let w = 0;
	for (let i = 1; i < trick.length; i++) if (beats(trick[i]!, trick[w]!, led, trump)) w = i;
	const best = trick[w]!;
	const ofSuit = (s: Suit) => hand.filter((c) => splitCard(c).suit === s);
	const higher = (cards: CoincheCard[]) =>
		cards.filter(
			(c) => splitCard(best).suit === splitCard(c).suit && cardStrength(c, trump) > cardStrength(best, trump)
		);
	const following = ofSuit(led);
	if (trump === 'NT') return following.length > 0 ? following : [...hand];
	if (trump === 'AT' || led === trump) {
		if (following.length === 0) return [...hand];
		const up = higher(following);
		return up.length > 0 ? up : following;
	}
	if (following.length > 0) return following;
	const partnerWinning = w === trick.length - 2;
	if (partnerWinning) return [...hand];
	const trumps = ofSuit(trump);
	if (trumps.length === 0) return [...hand];
	if (splitCard(best).suit === trump) {
		const up = higher(trumps);
		return up.length > 0 ? up : trumps;
	}
	return trumps;
}

describe('trick referee against hands (RULES-NOTES Coinche "Trick referee")', () => {
	it(
		'a card is legal exactly when its hand could meet none of the duties the referee says the player was unable to meet',
		() => {
			fc.assert(
				fc.property(
					fc.shuffledSubarray([...COINCHE_PACK], { minLength: 32, maxLength: 32 }),
					fc.constantFrom<TrumpMode>('S', 'H', 'D', 'C', 'NT', 'AT'),
					fc.array(fc.nat(7), { minLength: 4, maxLength: 4 }),
					fc.integer({ min: 0, max: 3 }),
					fc.boolean(),
					(order, trump, picks, leader, clockwise) => {
						const hands = [0, 1, 2, 3].map((p) => order.slice(8 * p, 8 * p + 8));
						const trick: CoincheCard[] = [];
						for (let p = 0; p < 4; p++) trick.push(hands[p]![picks[p]!]!);
						const result = refereeTrick(trump, trick, leader, { direction: clockwise ? 'clockwise' : 'anticlockwise' });
						if (!result.ok) throw new Error('a dealt trick is valid');
						const { plays, winnerSeat, points } = result.trick;
						expect(points).toBe(pilePoints(trick, trump));
						for (let p = 0; p < 4; p++) {
							const play = plays[p]!;
							const hand = hands[p]!;
							const legal = legalCards(hand, trick.slice(0, p), trump).includes(trick[p]!);
							const led = splitCard(trick[0]!).suit;
							const best = p === 0 ? trick[0]! : trick[plays.findIndex((x) => x.seat === play.winningSeatBefore)]!;
							const couldMeet = (duty: string) =>
								hand.some((c) => {
									const suit = splitCard(c).suit;
									if (duty === 'follow') return suit === led;
									if (duty === 'beat') return suit === led && cardStrength(c, trump) > cardStrength(best, trump);
									if (duty === 'trump') return suit === trump;
									if (duty === 'overtrump') return suit === trump && cardStrength(c, trump) > cardStrength(best, trump);
									return true;
								});
							expect(play.unableTo.every((d) => !couldMeet(d))).toBe(legal);
							if (play.satisfied) expect(legal).toBe(true);
						}
						// The winner's card beats or equals every card of the trick.
						const winning = trick[plays.findIndex((x) => x.seat === winnerSeat)]!;
						for (const card of trick) expect(beats(card, winning, splitCard(trick[0]!).suit, trump)).toBe(false);
						expect(new Set(plays.map((x) => x.seat)).size).toBe(4);
					}
				),
				runs
			);
		},
		timeout
	);

	it(
		'a pile and the rest of the pack add up to 162 whoever took the last trick',
		() => {
			fc.assert(
				fc.property(
					fc.shuffledSubarray([...COINCHE_PACK], { minLength: 32, maxLength: 32 }),
					fc.integer({ min: 1, max: 7 }),
					fc.constantFrom<TrumpMode>('S', 'H', 'D', 'C', 'NT', 'AT'),
					fc.boolean(),
					(order, tricks, trump, last) => {
						const mine = countPile(order.slice(0, 4 * tricks), trump, last);
						const theirs = countPile(order.slice(4 * tricks), trump, !last);
						if (!mine.ok || !theirs.ok) throw new Error('valid piles');
						expect(mine.count.points + theirs.count.points).toBe(DEAL_POINTS);
						expect(mine.count.otherPoints).toBe(theirs.count.points);
					}
				),
				runs
			);
		},
		timeout
	);
});

describe('house scoring options on random valid deals (docs/coinche-house-options.md)', () => {
	it(
		'card points add up to 162 (exact points too), the lines add up, no score is negative, announcements are never multiplied',
		() => {
			fc.assert(
				fc.property(
					configArb.chain((config) => fc.record({ config: fc.constant(config), input: announcedArb(config) })),
					({ config, input }) => {
						const withAnnouncements = input;
						const reading = readDeal(withAnnouncements, config);
						expect(reading.violations).toEqual([]);
						const deal = reading.deal;
						if (deal === null || deal === 'passed') throw new Error('expected a played deal');
						const s = scoreDeal(deal, config);
						expect((s.cardPoints?.[0] ?? 0) + (s.cardPoints?.[1] ?? 0)).toBe(DEAL_POINTS);
						expect(explanationGaps({ points: s.points, lines: s.lines })).toEqual([0, 0]);
						for (const p of s.points) expect(p).toBeGreaterThanOrEqual(0);
						const exactCards = s.lines.filter((l) => l.rule === 'coinche.card-points-exact');
						if (exactCards.length === 2)
							expect(exactCards.reduce((sum, l) => sum + (l.points ?? 0), 0)).toBe(DEAL_POINTS);
						if (!config.exactPoints) expect(exactCards).toEqual([]);
						const plain = readDeal({ ...withAnnouncements, announcements: [[], []] }, config).deal;
						if (plain === null || plain === 'passed') throw new Error('expected a played deal');
						const without = scoreDeal(plain, config);
						if (without.verdict === s.verdict) {
							const added = s.points[0] + s.points[1] - without.points[0] - without.points[1];
							const judged = s.lines.filter((l) => l.rule === 'coinche.announce-scores');
							expect(added).toBe(judged.reduce((sum, l) => sum + Number(l.values?.points ?? 0), 0));
						}
					}
				),
				runs
			);
		},
		timeout
	);
});

describe('the further house options on random valid deals (docs/coinche-house-options.md)', () => {
	it(
		'belote to the winner only moves the belote; the 252 capot adds 2 over 250 (or is the bonus); no-trump doubling and the coinche multiplying points change only their own deals',
		() => {
			fc.assert(
				fc.property(
					configArb.chain((config) => fc.record({ config: fc.constant(config), input: playedArb(config) })),
					({ config, input }) => {
						const deal = readDeal(input, config).deal;
						if (deal === null || deal === 'passed') throw new Error('expected a played deal');
						const s = scoreDeal(deal, config);
						const sum = (p: readonly number[]) => p[0]! + p[1]!;
						const flip = (
							key: 'beloteToWinner' | 'capot252' | 'noTrumpDoubled' | 'coincheMultipliesPoints' | 'defendersCapot'
						) => scoreDeal(deal, { ...config, [key]: !config[key] });
						expect(sum(flip('beloteToWinner').points)).toBe(sum(s.points));
						if (deal.beloteColumn === null || (s.verdict === 'made' && deal.multiplier === 1))
							expect(flip('beloteToWinner').points).toEqual(s.points);
						// A coinched contract that is made: the belote, whoever declared it, ends with the takers.
						if (config.beloteToWinner && deal.beloteColumn !== null && s.verdict === 'made' && deal.multiplier > 1)
							expect(
								s.lines.some(
									(l) =>
										(l.rule === 'coinche.belote' || l.rule === 'coinche.belote-to-winner') && l.column === s.takerColumn
								)
							).toBe(true);
						if (s.verdict !== 'unbid-capot' && !(config.defendersCapot && deal.defendersAllTricks))
							expect(flip('capot252').points).toEqual(s.points);
						if (!deal.defendersAllTricks) expect(flip('defendersCapot').points).toEqual(s.points);
						if (deal.trump !== 'NT') expect(flip('noTrumpDoubled').points).toEqual(s.points);
						if (deal.multiplier === 1 || s.verdict === 'failed')
							expect(flip('coincheMultipliesPoints').points).toEqual(s.points);
						expect(explanationGaps({ points: s.points, lines: s.lines })).toEqual([0, 0]);
					}
				),
				runs
			);
		},
		timeout
	);
});

describe('surcoinche triples, announcements apart, hundreds by length on random valid deals (docs/coinche-house-options.md)', () => {
	it(
		'triples change only surcoinched deals and always lower them; announcements apart never count toward the contract and only move announcements while the verdict holds; hundreds by length change only deals with a hundred on both sides',
		() => {
			fc.assert(
				fc.property(
					configArb.chain((config) => fc.record({ config: fc.constant(config), input: announcedArb(config) })),
					({ config, input }) => {
						const deal = readDeal(input, config).deal;
						if (deal === null || deal === 'passed') throw new Error('expected a played deal');
						const sum = (p: readonly number[]) => p[0]! + p[1]!;
						const withOption = (key: 'surcoincheTriples' | 'announcementsApart' | 'hundredsByLength', value: boolean) =>
							scoreDeal(deal, { ...config, [key]: value });

						const triple = withOption('surcoincheTriples', true);
						const quadruple = withOption('surcoincheTriples', false);
						expect(explanationGaps({ points: triple.points, lines: triple.lines })).toEqual([0, 0]);
						if (deal.multiplier !== 4) expect(triple.points).toEqual(quadruple.points);
						else {
							expect(triple.verdict).toBe(quadruple.verdict);
							expect(triple.multiplier).toBe(3);
							expect(sum(triple.points)).toBeLessThan(sum(quadruple.points));
						}

						const apart = withOption('announcementsApart', true);
						const counted = withOption('announcementsApart', false);
						expect(explanationGaps({ points: apart.points, lines: apart.lines })).toEqual([0, 0]);
						if (apart.total !== null && deal.takerPoints !== null) {
							const belote = deal.beloteColumn === apart.takerColumn && config.beloteCounts ? 20 : 0;
							expect(apart.total).toBe(deal.takerPoints + belote);
						}
						if (apart.verdict === counted.verdict) expect(sum(apart.points)).toBe(sum(counted.points));

						const hundreds = (column: 0 | 1) =>
							deal.announcements[column].some((a) => a.kind === 'sequence' && a.length >= 5);
						if (!config.announcements || !hundreds(0) || !hundreds(1))
							expect(withOption('hundredsByLength', true).points).toEqual(withOption('hundredsByLength', false).points);
					}
				),
				runs
			);
		},
		timeout
	);
});

it('the default config is what the definition says', () => {
	expect(coinche.defaultConfig(4)).toEqual(DEFAULT_CONFIG);
});
