/**
 * Test-only generators for Coosner's property tests and the bench: random house options, valid
 * setups, valid rounds (advisors dealt from a shuffled pack, puppies aimed at them and cut to
 * what the table could buy, entered as cards or as counts) and whole games. Never imported by
 * the app.
 */
import fc from 'fast-check';
import { append } from '../../core/arrays';
import { fullPack, parseCard, SUITS, type Suit } from '../../cards/cards';
import type { MatchSetup } from '../../core/types';
import type { CoosnerHand, CoosnerInput } from './input';
import { maxPuppies, packsFor, type CoosnerConfig } from './options';
import { wantedPuppies } from './score';

export const configArb: fc.Arbitrary<CoosnerConfig> = fc.record({
	endScore: fc.constantFrom(30, 100, 200),
	bonus: fc.constantFrom('5' as const, '7' as const),
	aceRule: fc.constantFrom('best' as const, 'declared' as const),
	handSize: fc.integer({ min: 4, max: 25 })
});

export const setupArb: fc.Arbitrary<MatchSetup<CoosnerConfig>> = fc
	.record({ config: configArb, seatCount: fc.integer({ min: 2, max: 4 }), firstDealer: fc.integer({ min: 0, max: 3 }) })
	.map(({ config, seatCount, firstDealer }) => ({ config, seatCount, firstDealer: firstDealer % seatCount }));

/** Per player and suit, how many puppies to aim for: none, exactly what the suit's advisors want, or a few. */
export const wishArb = fc.oneof(
	fc.constant({ kind: 'none' as const, n: 0 }),
	fc.constant({ kind: 'exact' as const, n: 0 }),
	fc.record({ kind: fc.constant('some' as const), n: fc.integer({ min: 0, max: 6 }) })
);

/**
 * A valid round for a setup: advisors dealt from a shuffled pack (two with four players), puppies
 * aimed at the advisors often enough to exercise satisfied advisors, splits and Coosners, cut to
 * what the table could buy and the pack holds, entered as cards or as counts.
 */
export function roundArb(setup: MatchSetup<CoosnerConfig>): fc.Arbitrary<CoosnerInput> {
	const n = setup.seatCount;
	const deck = packsFor(n) === 2 ? [...fullPack(), ...fullPack()] : fullPack();
	const limit = maxPuppies(setup.config, n);
	return fc
		.record({
			order: fc.shuffledSubarray(deck, { minLength: deck.length, maxLength: deck.length }),
			wishes: fc.array(fc.array(wishArb, { minLength: 4, maxLength: 4 }), { minLength: n, maxLength: n }),
			asCards: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
			aces: fc.array(fc.constantFrom(1 as const, 4 as const), { minLength: 3 * n, maxLength: 3 * n }),
			playerOrder: fc.shuffledSubarray(
				Array.from({ length: n }, (_, i) => i),
				{ minLength: n, maxLength: n }
			)
		})
		.map(({ order, wishes, asCards, aces, playerOrder }) => {
			const advisorCards = Array.from({ length: n }, (_, p) => order.slice(3 * p, 3 * p + 3));
			const rest = order.slice(3 * n);
			const bySuit: Record<Suit, string[]> = { S: [], H: [], D: [], C: [] };
			for (const card of rest) {
				const suit = parseCard(card)?.suit;
				if (suit) bySuit[suit].push(card);
			}
			let left = limit;
			const puppyCards: string[][] = Array.from({ length: n }, () => []);
			for (const p of playerOrder) {
				for (const [s, suit] of SUITS.entries()) {
					const wish = wishes[p]?.[s] ?? { kind: 'none', n: 0 };
					let want = wish.n;
					if (wish.kind === 'none') want = 0;
					if (wish.kind === 'exact') {
						want = advisorCards[p]!.reduce((sum, card, j) => {
							if (parseCard(card)?.suit !== suit) return sum;
							const w = wantedPuppies(card, setup.config.aceRule, aces[3 * p + j]);
							return sum + (w.length > 1 ? (aces[3 * p + j] ?? 1) : (w[0] ?? 0));
						}, 0);
					}
					const take = Math.min(want, left, bySuit[suit].length);
					append(puppyCards[p]!, bySuit[suit].splice(0, take));
					left -= take;
				}
			}
			const players: CoosnerHand[] = advisorCards.map((cards, p) => {
				const advisors = cards.map((card, j) =>
					parseCard(card)?.rank === 'A' && setup.config.aceRule === 'declared'
						? { card, aceWants: aces[3 * p + j] }
						: { card }
				);
				const counts = Object.fromEntries(
					SUITS.map((s) => [s, puppyCards[p]!.filter((c) => parseCard(c)?.suit === s).length])
				);
				return { advisors, puppies: asCards[p] ? { cards: puppyCards[p] } : { counts } } as unknown as CoosnerHand;
			});
			return { players };
		});
}

export const gameArb = setupArb.chain((setup) =>
	fc.record({ setup: fc.constant(setup), rounds: fc.array(roundArb(setup), { minLength: 1, maxLength: 4 }) })
);
