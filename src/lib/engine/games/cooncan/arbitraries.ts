/**
 * Test-only generators for Cooncan's property tests and the bench: random house options, valid
 * setups (zero-sum paper nets below a net target), valid deals (each loser holding 1 to 7
 * different cards of the match's pack, entered as cards or as the count; sometimes the pack ran
 * out) and whole matches; and the same for every seat count from two to five (`tableMatchArb`).
 * Never imported by the app.
 */
import fc from 'fast-check';
import type { MatchSetup } from '../../core/types';
import { handCount, matchPack } from './counts';
import type { CooncanInput } from './input';
import { MAX_SEATS, maxHandCards, MIN_SEATS, scoresGames, type CooncanConfig } from './options';

export const configArb: fc.Arbitrary<CooncanConfig> = fc
	.record({
		joker: fc.boolean(),
		aceValue: fc.constantFrom('11' as const, '1' as const),
		stock: fc.constantFrom('covered' as const, 'exposed' as const),
		packRunOut: fc.constantFrom('void' as const, 'double-next' as const),
		twoPlayerScore: fc.constantFrom('games' as const, 'cards' as const),
		end: fc.constantFrom('open' as const, 'deals' as const, 'net' as const),
		deals: fc.integer({ min: 1, max: 12 }),
		net: fc.integer({ min: 1, max: 300 })
	})
	.map(({ deals, net, ...rest }) => ({
		...rest,
		endAt: rest.end === 'deals' ? deals : rest.end === 'net' ? net : null
	}));

/** A valid setup: any options, any first dealer, sometimes zero-sum paper nets below the target. */
export const setupArb: fc.Arbitrary<MatchSetup<CooncanConfig>> = fc
	.record({
		config: configArb,
		firstDealer: fc.integer({ min: 0, max: 2 }),
		paper: fc.option(fc.tuple(fc.integer({ min: -200, max: 200 }), fc.integer({ min: -200, max: 200 })), {
			nil: undefined
		})
	})
	.map(({ config, firstDealer, paper }) => {
		let startingScores: number[] | undefined;
		if (paper) {
			const [a, b] = paper;
			startingScores = [a, b, -a - b];
			if (config.end === 'net' && config.endAt !== null && startingScores.some((t) => t >= (config.endAt ?? 0)))
				startingScores = undefined;
		}
		return { config, seatCount: 3, firstDealer, startingScores };
	});

/** How the winner's (empty) entry is stored: any of the accepted empty forms. */
export const emptyEntryArb = fc.constantFrom(null, undefined, {}, { cards: [] }, { count: 0 });

/**
 * A valid deal for a config: the pack shuffled, each loser holding 1 to 7 different cards of it
 * (the joker at most once, and only when the match has one), entered as cards or as the count;
 * sometimes the pack ran out instead.
 */
export function dealArb(config: CooncanConfig): fc.Arbitrary<CooncanInput> {
	const pack = matchPack(config);
	const outArb = fc
		.record({
			order: fc.shuffledSubarray(pack, { minLength: 14, maxLength: 14 }),
			winner: fc.integer({ min: 0, max: 2 }),
			sizes: fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 })),
			asCount: fc.tuple(fc.boolean(), fc.boolean()),
			empty: emptyEntryArb
		})
		.map(({ order, winner, sizes, asCount, empty }): CooncanInput => {
			const hands: unknown[] = [null, null, null];
			hands[winner] = empty;
			let at = 0;
			[1, 2].forEach((step, i) => {
				const cards = order.slice(at, at + (sizes[i] ?? 1));
				at += cards.length;
				hands[(winner + step) % 3] = asCount[i] ? { count: handCount(cards, config.aceValue) } : { cards };
			});
			return { kind: 'out', winner, hands } as CooncanInput;
		});
	return fc.oneof(
		{ arbitrary: outArb, weight: 4 },
		{ arbitrary: fc.constant({ kind: 'pack-ran-out' as const }), weight: 1 }
	);
}

/** A setup with a sequence of valid deals for it. */
export const matchArb = setupArb.chain((setup) =>
	fc.record({ setup: fc.constant(setup), deals: fc.array(dealArb(setup.config), { maxLength: 20 }) })
);

/** Any options, the match end "after one round of deals" included. */
export const tableConfigArb: fc.Arbitrary<CooncanConfig> = fc
	.tuple(configArb, fc.boolean())
	.map(([config, round]) => (round ? { ...config, end: 'round' as const, endAt: null } : config));

/** A valid setup for two to five seats: any options, any first dealer, sometimes zero-sum paper nets below the target. */
export const tableSetupArb: fc.Arbitrary<MatchSetup<CooncanConfig>> = fc
	.record({
		config: tableConfigArb,
		seatCount: fc.integer({ min: MIN_SEATS, max: MAX_SEATS }),
		dealer: fc.nat(),
		paper: fc.option(fc.array(fc.integer({ min: -200, max: 200 }), { minLength: 4, maxLength: 4 }), { nil: undefined })
	})
	.map(({ config, seatCount, dealer, paper }) => {
		let startingScores: number[] | undefined;
		if (paper) {
			const some = paper.slice(0, seatCount - 1);
			startingScores = [...some, -some.reduce((n, v) => n + v, 0)];
			if (config.end === 'net' && config.endAt !== null && startingScores.some((t) => t >= (config.endAt ?? 0)))
				startingScores = undefined;
		}
		return { config, seatCount, firstDealer: dealer % seatCount, startingScores };
	});

/**
 * A valid deal at a table of `seatCount`: the pack shuffled, each loser holding 1 to the most cards
 * such a hand can hold (each card no more often than the pack has it), entered as cards or as the
 * count; two players counting games enter no hands; sometimes the pack ran out instead.
 */
export function tableDealArb(config: CooncanConfig, seatCount: number): fc.Arbitrary<CooncanInput> {
	const pack = matchPack(config, seatCount);
	const losers = seatCount - 1;
	const most = maxHandCards(seatCount);
	const outArb = fc
		.record({
			order: fc.shuffledSubarray(pack, { minLength: losers * most, maxLength: losers * most }),
			winner: fc.integer({ min: 0, max: seatCount - 1 }),
			sizes: fc.array(fc.integer({ min: 1, max: most }), { minLength: losers, maxLength: losers }),
			asCount: fc.array(fc.boolean(), { minLength: losers, maxLength: losers }),
			empty: emptyEntryArb
		})
		.map(({ order, winner, sizes, asCount, empty }): CooncanInput => {
			const hands: unknown[] = Array.from({ length: seatCount }, () => null);
			hands[winner] = empty;
			if (scoresGames(config, seatCount)) return { kind: 'out', winner, hands } as CooncanInput;
			let at = 0;
			sizes.forEach((size, i) => {
				const cards = order.slice(at, at + size);
				at += cards.length;
				hands[(winner + i + 1) % seatCount] = asCount[i] ? { count: handCount(cards, config.aceValue) } : { cards };
			});
			return { kind: 'out', winner, hands } as CooncanInput;
		});
	return fc.oneof(
		{ arbitrary: outArb, weight: 4 },
		{ arbitrary: fc.constant({ kind: 'pack-ran-out' as const }), weight: 1 }
	);
}

/** A setup for two to five seats with a sequence of valid deals for it. */
export const tableMatchArb = tableSetupArb.chain((setup) =>
	fc.record({
		setup: fc.constant(setup),
		deals: fc.array(tableDealArb(setup.config, setup.seatCount), { maxLength: 16 })
	})
);
