/**
 * Property tests for Cooncan (the net is zero after any sequence of deals): the engine and the
 * meld referee never throw, invalid inputs come back as violations, and on random valid deals the
 * invariants hold — zero-sum nets, explanations that add up, each loser paying its count (doubled
 * only after a void deal with the option), the deal passing to the left and the end of the match.
 */
import { violationsOf } from '$lib/engine/core/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOKER, RANKS, SUITS, type Rank, type Suit } from '../../cards/cards';
import { ENGINE_ERROR, foldMatch } from '../../core/fold';
import { applyInput, explanationGaps, propRuns, propTimeout } from '../../core/testing';
import {
	canShiftJoker,
	cooncan,
	handCount,
	matchPack,
	parseConfig,
	validateMeld,
	type CooncanConfig,
	type CooncanInput,
	type CooncanState,
	type MeldCard
} from './index';
import { dealArb, matchArb, setupArb } from './arbitraries';

const runs = { numRuns: propRuns() };
/** Time allowed per property: generous, and growing with the run count (`npm run test:props` runs 100,000). */
const timeout = propTimeout(30_000 + propRuns() * 5);

/** The count each loser's entry stands for. */
function entryCount(hand: unknown, config: CooncanConfig): number {
	const h = hand as { cards?: string[]; count?: number };
	return h.cards ? handCount(h.cards, config.aceValue) : (h.count ?? 0);
}

describe('Cooncan never throws', () => {
	it(
		'validate, parseConfig and the fold take any junk; junk comes back as violations, never as an engine error',
		() => {
			fc.assert(
				fc.property(setupArb, fc.anything(), fc.array(fc.anything(), { maxLength: 6 }), (setup, junk, inputs) => {
					const state = cooncan.initialState(setup);
					const violations = violationsOf(cooncan, state, junk, setup);
					expect(Array.isArray(violations)).toBe(true);
					parseConfig(junk);
					cooncan.parseConfig(junk, 3);
					const folded = foldMatch(cooncan, setup, inputs);
					for (const round of folded.rounds) expect(round.violations.map((v) => v.code)).not.toContain(ENGINE_ERROR);
					expect(folded.state.totals.reduce((a, b) => a + b, 0)).toBe(
						(setup.startingScores ?? []).reduce((a, b) => a + b, 0)
					);
				}),
				runs
			);
		},
		timeout
	);

	it(
		'junk shaped like a deal (winner, hands, cards and counts of any kind) never throws',
		() => {
			const handJunk = fc.oneof(
				fc.anything(),
				fc.record({
					cards: fc.array(fc.oneof(fc.constantFrom(...matchPack({ joker: true })), fc.anything()), { maxLength: 10 })
				}),
				fc.record({ count: fc.oneof(fc.integer(), fc.double(), fc.anything()) })
			);
			const dealJunk = fc.record({
				kind: fc.constantFrom('out', 'pack-ran-out', 'other'),
				winner: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.anything()),
				hands: fc.oneof(fc.array(handJunk, { maxLength: 5 }), fc.anything())
			});
			fc.assert(
				fc.property(setupArb, dealJunk, (setup, junk) => {
					const state = cooncan.initialState(setup);
					const violations = violationsOf(cooncan, state, junk, setup);
					if (violations.length === 0) {
						const { result } = applyInput(cooncan, state, junk as CooncanInput, setup);
						expect(result.points.reduce((a, b) => a + b, 0)).toBe(0);
						expect(explanationGaps(result)).toEqual([0, 0, 0]);
					}
				}),
				runs
			);
		},
		timeout
	);

	it(
		'the meld referee and the joker shift take any junk',
		() => {
			const entry = fc.oneof(
				fc.anything(),
				fc.record({ card: fc.constantFrom(...matchPack({ joker: true })) }),
				fc.record({
					card: fc.constant(JOKER),
					joker: fc.oneof(fc.constantFrom(...matchPack({ joker: true })), fc.anything())
				})
			);
			fc.assert(
				fc.property(
					fc.oneof(fc.anything(), fc.array(entry, { maxLength: 16 })),
					fc.anything(),
					fc.anything(),
					(cards, shifts, config) => {
						const check = validateMeld(cards, config);
						expect(check.ok || check.violations.length > 0).toBe(true);
						const shift = canShiftJoker(cards, shifts, config);
						expect(shift.ok || shift.violations.length > 0).toBe(true);
					}
				),
				runs
			);
		},
		timeout
	);
});

describe('invalid deals come back as violations', () => {
	type Corruption = {
		name: string;
		code: string;
		corrupt: (input: CooncanInput, config: CooncanConfig) => unknown | null;
	};
	const losers = (input: { winner: number }) => [(input.winner + 1) % 3, (input.winner + 2) % 3] as const;
	const corruptions: Corruption[] = [
		{
			name: 'a card entered twice',
			code: 'cooncan.duplicate-card',
			corrupt: (input) => {
				if (input.kind !== 'out') return null;
				const [b, c] = losers(input);
				const hb = input.hands[b] as { cards?: string[] };
				const hc = input.hands[c] as { cards?: string[] };
				const card = hb.cards?.find((x) => x !== JOKER);
				if (!card || !hc.cards || hc.cards.length >= 7) return null;
				return { ...input, hands: input.hands.map((h, i) => (i === c ? { cards: [...hc.cards!, card] } : h)) };
			}
		},
		{
			name: 'more than 7 cards left in one hand',
			code: 'cooncan.too-many-cards',
			corrupt: (input) => {
				if (input.kind !== 'out') return null;
				const [b] = losers(input);
				return {
					...input,
					hands: input.hands.map((h, i) => (i === b ? { cards: ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'] } : h))
				};
			}
		},
		{
			name: 'a joker when the match has none',
			code: 'cooncan.no-joker',
			corrupt: (input, config) => {
				if (input.kind !== 'out' || config.joker) return null;
				const [b] = losers(input);
				return { ...input, hands: input.hands.map((h, i) => (i === b ? { cards: [JOKER] } : h)) };
			}
		},
		{
			name: 'the joker twice',
			code: 'cooncan.joker-twice',
			corrupt: (input, config) => {
				if (input.kind !== 'out' || !config.joker) return null;
				const [b, c] = losers(input);
				return {
					...input,
					hands: input.hands.map((h, i) => (i === b ? { cards: [JOKER] } : i === c ? { cards: [JOKER] } : h))
				};
			}
		},
		{
			name: 'a negative count',
			code: 'core.out-of-range',
			corrupt: (input) => {
				if (input.kind !== 'out') return null;
				const [b] = losers(input);
				return { ...input, hands: input.hands.map((h, i) => (i === b ? { count: -3 } : h)) };
			}
		},
		{
			name: 'a non-whole count',
			code: 'core.not-whole',
			corrupt: (input) => {
				if (input.kind !== 'out') return null;
				const [b] = losers(input);
				return { ...input, hands: input.hands.map((h, i) => (i === b ? { count: 4.5 } : h)) };
			}
		},
		{
			name: 'the winner missing',
			code: 'core.required',
			corrupt: (input) => (input.kind === 'out' ? { kind: 'out', hands: input.hands } : null)
		},
		{
			name: "the winner's hand entered",
			code: 'cooncan.winner-hand',
			corrupt: (input) =>
				input.kind === 'out'
					? { ...input, hands: input.hands.map((h, i) => (i === input.winner ? { count: 9 } : h)) }
					: null
		}
	];

	it.each(corruptions)(
		'$name → $code',
		({ code, corrupt }) => {
			fc.assert(
				fc.property(
					setupArb.chain((setup) => fc.tuple(fc.constant(setup), dealArb(setup.config))),
					([setup, input]) => {
						const bad = corrupt(input, setup.config);
						fc.pre(bad !== null);
						const codes = violationsOf(cooncan, cooncan.initialState(setup), bad, setup).map((v) => v.code);
						expect(codes).toContain(code);
					}
				),
				{ numRuns: Math.max(50, Math.floor(propRuns() / 8)) }
			);
		},
		timeout
	);
});

describe('invariants on random valid deals (RULES-NOTES Cooncan)', () => {
	it(
		'nets stay zero-sum, explanations add up, each loser pays its count (doubled only after a void deal with the option), the deal passes left, the end follows the option',
		() => {
			fc.assert(
				fc.property(matchArb, ({ setup, deals }) => {
					const { config } = setup;
					expect(cooncan.validateSetup(setup)).toEqual([]);
					const folded = foldMatch(cooncan, setup, deals);
					const start = setup.startingScores ?? [0, 0, 0];
					let doubled = false;
					let totals = [...start];
					let applied = 0;
					let ended = false;
					folded.rounds.forEach((round, i) => {
						const input = deals[i]!;
						if (ended) {
							expect(round.violations.map((v) => v.code)).toEqual(['core.after-end']);
							return;
						}
						expect(round.violations).toEqual([]);
						const result = round.result!;
						expect(explanationGaps(result)).toEqual([0, 0, 0]);
						expect(result.points.reduce((a, b) => a + b, 0)).toBe(0);
						if (input.kind === 'pack-ran-out') {
							expect(result.points).toEqual([0, 0, 0]);
							doubled = config.packRunOut === 'double-next';
						} else {
							const factor = doubled ? 2 : 1;
							for (const step of [1, 2]) {
								const seat = (input.winner + step) % 3;
								expect(result.points[seat]).toBe(-factor * entryCount(input.hands[seat], config));
							}
							expect(result.points[input.winner]).toBeGreaterThan(0);
							doubled = false;
						}
						totals = totals.map((t, s) => t + (result.points[s] ?? 0));
						expect(round.totals).toEqual(totals);
						applied++;
						const state = round.state as CooncanState;
						expect(state.doubleNext).toBe(doubled);
						expect(state.dealer).toBe((setup.firstDealer + applied) % 3);
						expect(JSON.parse(JSON.stringify(state))).toEqual(state);
						if (config.end === 'deals' && applied >= (config.endAt ?? 0)) ended = true;
						if (config.end === 'net' && totals.some((t) => t >= (config.endAt ?? 0))) ended = true;
					});
					expect(folded.state.totals.reduce((a, b) => a + b, 0)).toBe(start.reduce((a, b) => a + b, 0));
					expect(folded.outcome.over).toBe(ended);
					if (folded.outcome.over) {
						const best = Math.max(...totals);
						expect(folded.outcome.winners).toEqual([0, 1, 2].filter((s) => totals[s] === best));
						if (config.end === 'net') expect(folded.outcome.winners).toHaveLength(1);
					}
					const turn = cooncan.turn(folded.state as CooncanState, setup);
					expect(turn[1]!.seat).toBe((turn[0]!.seat + 1) % 3);
				}),
				runs
			);
		},
		timeout
	);

	it(
		'refolding from any deal gives the same match as a full fold',
		() => {
			fc.assert(
				fc.property(matchArb, fc.nat(), ({ setup, deals }, k) => {
					const full = foldMatch(cooncan, setup, deals);
					const from = deals.length === 0 ? 0 : k % deals.length;
					const again = foldMatch(cooncan, setup, deals, full, from);
					expect(again.state).toEqual(full.state);
					expect(again.outcome).toEqual(full.outcome);
				}),
				{ numRuns: Math.max(50, Math.floor(propRuns() / 4)) }
			);
		},
		timeout
	);
});

/** Positions with the ace low (1..13) or high (2..14). */
function rankOf(position: number): Rank {
	return position === 14 ? 'A' : RANKS[position - 1]!;
}

/** A valid sequence: a suit, a run of 3..13 positions within 1..13 or 2..14, the joker sometimes standing for one of them. */
const sequenceArb = fc
	.record({
		suit: fc.constantFrom(...SUITS),
		aceHigh: fc.boolean(),
		length: fc.integer({ min: 3, max: 13 }),
		start: fc.nat(),
		joker: fc.option(fc.nat(), { nil: undefined })
	})
	.map(({ suit, aceHigh, length, start, joker }) => {
		// A whole suit reads ace low (A..K), so only shorter runs can take the ace high.
		const first = (aceHigh && length < 13 ? 2 : 1) + (start % (14 - length));
		const cards = Array.from({ length }, (_, i) => `${rankOf(first + i)}${suit}`);
		const jokerAt = joker === undefined ? null : joker % length;
		const layout: MeldCard[] = cards.map((card, i) =>
			i === jokerAt ? { card: JOKER, joker: card as never } : { card: card as never }
		);
		return { cards, jokerAt, layout };
	});

describe('the meld referee on random layouts', () => {
	it(
		'every run of one suit is a valid sequence, in any order of entry, the joker anywhere in it',
		() => {
			fc.assert(
				fc.property(
					sequenceArb.chain((s) =>
						fc.tuple(
							fc.constant(s),
							fc.shuffledSubarray(s.layout, { minLength: s.layout.length, maxLength: s.layout.length })
						)
					),
					([{ cards, jokerAt }, shuffled]) => {
						const check = validateMeld(shuffled, { joker: true });
						expect(check).toMatchObject({ ok: true, kind: 'sequence', cards, jokerAt });
					}
				),
				runs
			);
		},
		timeout
	);

	it(
		'a joker shift is allowed exactly from an end, once, when the other end has room; the result is again a sequence',
		() => {
			fc.assert(
				fc.property(sequenceArb, fc.integer({ min: 0, max: 2 }), ({ cards, jokerAt, layout }, shifts) => {
					const shift = canShiftJoker(layout, shifts, { joker: true });
					const last = cards.length - 1;
					if (jokerAt === null || (jokerAt !== 0 && jokerAt !== last) || shifts > 0) {
						expect(shift.ok).toBe(false);
						return;
					}
					const rest = cards.filter((_, i) => i !== jokerAt);
					const ranks = rest.map((c) => c.slice(0, -1));
					const hasRoom =
						jokerAt === 0 ? ranks.at(-1) !== 'A' && !(ranks.at(-1) === 'K' && ranks[0] === 'A') : ranks[0] !== 'A';
					expect(shift.ok).toBe(hasRoom);
					if (shift.ok) {
						const moved = shift.cards.map((c) => (c === shift.toCard ? { card: JOKER, joker: c } : { card: c }));
						const again = validateMeld(moved, { joker: true });
						expect(again).toMatchObject({ ok: true, kind: 'sequence' });
						// A whole suit with the joker as the ace reads ace low either way: compare the cards, not their order.
						if (again.ok) expect([...again.cards].sort()).toEqual([...shift.cards].sort());
					}
				}),
				runs
			);
		},
		timeout
	);

	it(
		'any three or four cards of the pack: valid exactly when they make a set or a run of one suit (independent oracle)',
		() => {
			const pack = matchPack({ joker: false });
			fc.assert(
				fc.property(fc.shuffledSubarray(pack, { minLength: 3, maxLength: 4 }), (cards) => {
					const parsed = cards.map((c) => ({ rank: c.slice(0, -1) as Rank, suit: c.slice(-1) as Suit }));
					const isSet = parsed.every((p) => p.rank === parsed[0]!.rank);
					const sameSuit = parsed.every((p) => p.suit === parsed[0]!.suit);
					const run = (high: boolean) => {
						const pos = parsed
							.map((p) => (p.rank === 'A' && high ? 14 : RANKS.indexOf(p.rank) + 1))
							.sort((a, b) => a - b);
						return pos.every((x, i) => i === 0 || x === pos[i - 1]! + 1);
					};
					const check = validateMeld(
						cards.map((card) => ({ card })),
						{}
					);
					if (isSet) expect(check).toMatchObject({ ok: true, kind: 'set' });
					else if (sameSuit && (run(false) || run(true))) expect(check).toMatchObject({ ok: true, kind: 'sequence' });
					else expect(check.ok).toBe(false);
				}),
				runs
			);
		},
		timeout
	);
});
