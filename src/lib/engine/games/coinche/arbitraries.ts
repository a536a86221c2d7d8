/**
 * Test-only generators for Coinche's property tests and the bench: house options in any mix,
 * setups, valid played deals (real card points cut from a shuffled pack, bids near what the takers
 * made so both made and failed contracts come up), passed deals, whole matches, and announcements
 * two real hands could hold together; and the fixed fixtures the table tests build their rows
 * from. Never imported by the app.
 */
import fc from 'fast-check';
import type { Suit } from '../../cards/cards';
import type { MatchSetup } from '../../core/types';
import {
	COINCHE_PACK,
	DEFAULT_CONFIG,
	pilePoints,
	readAnnouncements,
	type Announcement,
	type CoincheConfig,
	type CoincheInput,
	type CoinchePlayedInput,
	type TrumpMode
} from './index';

export const configArb: fc.Arbitrary<CoincheConfig> = fc.record({
	target: fc.constantFrom(1000, 1500, 2000, 300),
	direction: fc.constantFrom('anticlockwise' as const, 'clockwise' as const),
	beloteCounts: fc.boolean(),
	capotBonus: fc.boolean(),
	doubledFailure: fc.boolean(),
	noTrump: fc.boolean(),
	allTrump: fc.boolean(),
	scale: fc.constantFrom('bidAdded' as const, 'pointsMade' as const),
	exactPoints: fc.boolean(),
	wholeDeal: fc.boolean(),
	announcements: fc.boolean(),
	beloteToWinner: fc.boolean(),
	capot252: fc.boolean(),
	coincheMultipliesPoints: fc.boolean(),
	noTrumpDoubled: fc.boolean(),
	defendersCapot: fc.boolean(),
	bidsByOne: fc.boolean(),
	surcoincheTriples: fc.boolean(),
	announcementsApart: fc.boolean(),
	hundredsByLength: fc.boolean()
});

/** Configs whose scoring is the rules text's (the house scoring options of docs/coinche-house-options.md at their defaults). */
export const textConfigArb: fc.Arbitrary<CoincheConfig> = configArb.map((c) => ({
	...c,
	scale: 'bidAdded',
	exactPoints: false,
	wholeDeal: false,
	announcements: false,
	beloteToWinner: false,
	capot252: false,
	coincheMultipliesPoints: false,
	noTrumpDoubled: false,
	defendersCapot: false,
	bidsByOne: false,
	surcoincheTriples: false,
	announcementsApart: false,
	hundredsByLength: false
}));

export const setupArb: fc.Arbitrary<MatchSetup<CoincheConfig>> = fc.record({
	config: configArb,
	seatCount: fc.constant(4),
	firstDealer: fc.integer({ min: 0, max: 3 }),
	startingScores: fc.option(fc.tuple(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 1500 })), {
		nil: undefined
	})
});

export function modesOf(config: CoincheConfig): TrumpMode[] {
	return [
		'S',
		'H',
		'D',
		'C',
		...(config.noTrump ? (['NT'] as const) : []),
		...(config.allTrump ? (['AT'] as const) : [])
	];
}

/**
 * A valid played deal: the takers' pile is whole tricks cut from a shuffled pack (so the points
 * are real card points), every trick now and then; the bid is often near what the takers made,
 * so made and failed contracts both come up; calls, callers and belote as the rules allow.
 */
export function playedArb(config: CoincheConfig): fc.Arbitrary<CoinchePlayedInput> {
	const modes = modesOf(config);
	return fc
		.record({
			taker: fc.integer({ min: 0, max: 3 }),
			trump: fc.integer({ min: 0, max: modes.length - 1 }).map((i) => modes[i]!),
			order: fc.shuffledSubarray([...COINCHE_PACK], { minLength: 32, maxLength: 32 }),
			tricks: fc.integer({ min: 0, max: 8 }),
			everyTrick: fc.boolean(),
			lastTrick: fc.boolean(),
			capot: fc.integer({ min: 0, max: 9 }),
			bidOffset: fc.integer({ min: -3, max: 3 }),
			randomBid: fc.option(fc.integer({ min: 8, max: 16 }), { nil: null }),
			calls: fc.constantFrom(1, 2, 4),
			name: fc.record({ coincheSeat: fc.boolean(), surcoincheSeat: fc.boolean() }),
			belote: fc.constantFrom<number[]>([], [], [0], [1]),
			byOne: fc.integer({ min: 0, max: 9 })
		})
		.map((r) => {
			const all = r.everyTrick && r.tricks >= 6;
			const pile = all ? r.order : r.order.slice(0, 4 * r.tricks);
			const last = all || (pile.length === 32 ? true : pile.length === 0 ? false : r.lastTrick);
			const points = pilePoints(pile, r.trump) + (last ? 10 : 0);
			const capot = r.capot === 0;
			const near = Math.min(160, Math.max(80, Math.floor(points / 10) * 10 + 10 * r.bidOffset));
			const tens = r.randomBid !== null ? r.randomBid * 10 : near;
			const bid = capot ? ('capot' as const) : config.bidsByOne ? Math.min(160, tens + r.byOne) : tens;
			const m = capot ? 1 : r.calls;
			const defender = (r.taker + 1) % 4;
			const partner = (r.taker + 2) % 4;
			return {
				kind: 'played' as const,
				taker: r.taker,
				bid,
				trump: r.trump,
				coinche: m >= 2,
				surcoinche: m === 4,
				...(m >= 2 && r.name.coincheSeat ? { coincheSeat: defender } : {}),
				...(m === 4 && r.name.surcoincheSeat ? { surcoincheSeat: partner } : {}),
				belote: r.trump === 'NT' ? [] : r.belote,
				allTricks: all,
				// The takers took no trick: now and then entered as the defenders' capot.
				...(pile.length === 0 && r.lastTrick ? { defendersAllTricks: true } : {}),
				takerPoints: points
			};
		});
}

export function inputArb(config: CoincheConfig): fc.Arbitrary<CoincheInput> {
	return fc.oneof(
		{ weight: 1, arbitrary: fc.constant({ kind: 'passed' as const }) },
		{ weight: 6, arbitrary: playedArb(config) }
	);
}

export const matchArb = setupArb.chain((setup) =>
	fc.record({ setup: fc.constant(setup), inputs: fc.array(inputArb(setup.config), { maxLength: 25 }) })
);

export const announcementArb: fc.Arbitrary<Announcement> = fc.oneof(
	fc
		.record({
			suit: fc.constantFrom<Suit>('S', 'H', 'D', 'C'),
			length: fc.integer({ min: 3, max: 8 }),
			top: fc.integer({ min: 0, max: 7 })
		})
		.map(({ suit, length, top }) => ({
			kind: 'sequence' as const,
			suit,
			length,
			top: (['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const)[Math.max(top, length - 1)]!
		})),
	fc
		.constantFrom<Announcement['kind']>('carre')
		.chain(() =>
			fc.constantFrom('7', '8', '9', '10', 'J', 'Q', 'K', 'A').map((rank) => ({ kind: 'carre', rank }) as Announcement)
		)
);

/** Announcements two real hands could hold together (the reader's checks pass). */
export const teamsArb = fc
	.tuple(fc.array(announcementArb, { maxLength: 3 }), fc.array(announcementArb, { maxLength: 3 }))
	.filter((teams) => readAnnouncements(teams, true).violations.length === 0);

/** A valid played deal with announcements (none when the table does not play them) that its belote allows. */
export function announcedArb(config: CoincheConfig): fc.Arbitrary<CoinchePlayedInput> {
	return fc
		.record({ input: playedArb(config), teams: teamsArb })
		.map(({ input, teams }) => ({ ...input, announcements: config.announcements ? teams : [[], []] }))
		.filter(
			(input) =>
				readAnnouncements(input.announcements, true, {
					trump: input.trump,
					beloteColumn: input.belote[0] === 0 || input.belote[0] === 1 ? input.belote[0] : null
				}).violations.length === 0
		);
}

/** A four-seat setup with `config` over the defaults, dealer seat 0, unless `extra` says otherwise. */
export function coincheSetup(
	config: Partial<CoincheConfig> = {},
	extra: Partial<MatchSetup<CoincheConfig>> = {}
): MatchSetup<CoincheConfig> {
	return { config: { ...DEFAULT_CONFIG, ...config }, seatCount: 4, firstDealer: 0, ...extra };
}

/** A played deal by seat 0 (column 0), 100 in hearts, 100 card points, nothing else, unless overridden. */
export function playedDeal(over: Partial<CoinchePlayedInput> = {}): CoinchePlayedInput {
	return {
		kind: 'played',
		taker: 0,
		bid: 100,
		trump: 'H',
		coinche: false,
		surcoinche: false,
		belote: [],
		allTricks: false,
		takerPoints: 100,
		...over
	};
}

/** A Coinche config as stored before the scoring options (scale, exact points, whole deal, announcements) existed. */
export const CONFIG_BEFORE_OPTIONS = {
	target: 2000,
	direction: 'anticlockwise',
	beloteCounts: true,
	capotBonus: true,
	doubledFailure: true,
	noTrump: false,
	allTrump: false
} as const;
