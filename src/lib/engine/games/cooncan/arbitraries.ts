/**
 * Test-only generators for Cooncan's property tests and the bench: random house options, valid
 * setups (zero-sum paper nets below a net target), valid deals (each loser holding 1 to 7
 * different cards of the match's pack, entered as cards or as the count; sometimes the pack ran
 * out) and whole matches. Never imported by the app.
 */
import fc from 'fast-check';
import type { MatchSetup } from '../../core/types';
import { handCount, matchPack } from './counts';
import type { CooncanInput } from './input';
import type { CooncanConfig } from './options';

export const configArb: fc.Arbitrary<CooncanConfig> = fc
	.record({
		joker: fc.boolean(),
		aceValue: fc.constantFrom('11' as const, '1' as const),
		stock: fc.constantFrom('covered' as const, 'exposed' as const),
		packRunOut: fc.constantFrom('void' as const, 'double-next' as const),
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
