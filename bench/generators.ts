/**
 * Seeded generators of valid matches for the benchmark: for each registered game, a setup and a
 * list of round inputs that the engine accepts one after the other (each candidate is checked
 * with `read` against the state it would follow, so only applied rounds are kept). Built from
 * the same shapes as the engines' property tests (fast-check with a fixed seed): Cooncan, Coosner,
 * Cozen and KooseKort use the arbitraries their property tests export. Same seed, same matches.
 */
import fc from 'fast-check';
import { prng } from '../tests/v1-database';
import { playInput } from '../src/lib/engine/core/round';
import type { AnyGame, BaseState, MatchSetup } from '../src/lib/engine/core/types';
import { GAME_IDS, loadGame, type GameId } from '../src/lib/engine/registry';
import { COINCHE_PACK, pilePoints, type CoincheConfig, type TrumpMode } from '../src/lib/engine/games/coinche/index';
import type { CooncanConfig } from '../src/lib/engine/games/cooncan/index';
import { dealArb } from '../src/lib/engine/games/cooncan/arbitraries';
import type { CoosnerConfig } from '../src/lib/engine/games/coosner/index';
import { roundArb as coosnerRoundArb } from '../src/lib/engine/games/coosner/arbitraries';
import type { CozenConfig, CozenState } from '../src/lib/engine/games/cozen/index';
import { jailsRound, revealRound, type Dice } from '../src/lib/engine/games/cozen/arbitraries';
import { roundArb as kooseRoundArb } from '../src/lib/engine/games/koosekort/arbitraries';

/** A generated match: the engine setup and its valid round inputs, in order. */
export interface GeneratedMatch {
	readonly gameId: GameId;
	readonly setup: MatchSetup<unknown>;
	readonly inputs: readonly unknown[];
}

type Candidates = (setup: MatchSetup<unknown>, state: BaseState, seed: number) => unknown;

// ------------------------------------------------------------------ per-game round shapes

function coincheRound(config: CoincheConfig): fc.Arbitrary<unknown> {
	const modes: TrumpMode[] = ['S', 'H', 'D', 'C', ...(config.noTrump ? (['NT'] as const) : [])];
	const played = fc
		.record({
			taker: fc.integer({ min: 0, max: 3 }),
			trump: fc.constantFrom(...modes),
			order: fc.shuffledSubarray([...COINCHE_PACK], { minLength: 32, maxLength: 32 }),
			tricks: fc.integer({ min: 0, max: 8 }),
			bidOffset: fc.integer({ min: -3, max: 2 }),
			calls: fc.constantFrom(1, 1, 1, 2, 4),
			belote: fc.constantFrom<number[]>([], [], [0], [1])
		})
		.map((r) => {
			const pile = r.order.slice(0, 4 * r.tricks);
			const last = pile.length === 32;
			const points = pilePoints(pile, r.trump) + (last ? 10 : 0);
			const bid = Math.min(160, Math.max(80, Math.floor(points / 10) * 10 + 10 * r.bidOffset));
			return {
				kind: 'played' as const,
				taker: r.taker,
				bid,
				trump: r.trump,
				coinche: r.calls >= 2,
				surcoinche: r.calls === 4,
				belote: r.trump === 'NT' ? [] : r.belote,
				allTricks: pile.length === 32,
				takerPoints: points
			};
		});
	return fc.oneof({ weight: 1, arbitrary: fc.constant({ kind: 'passed' as const }) }, { weight: 8, arbitrary: played });
}

function freeformRound(n: number): fc.Arbitrary<unknown> {
	return fc.record({ scores: fc.array(fc.integer({ min: -20, max: 60 }), { minLength: n, maxLength: n }) });
}

function sampled(arb: fc.Arbitrary<unknown>, seed: number): unknown {
	return fc.sample(arb, { seed, numRuns: 1 })[0];
}

function diceOf(seed: number): Dice {
	const next = prng(seed);
	return (n) => (n <= 0 ? 0 : Math.floor(next() * n));
}

// ------------------------------------------------------------------ setups and candidates

interface Recipe {
	setup(game: AnyGame, random: () => number): MatchSetup<unknown>;
	candidate: Candidates;
}

function seats(random: () => number, min: number, max: number): number {
	return min + Math.floor(random() * (max - min + 1));
}

function plainSetup(game: AnyGame, seatCount: number, random: () => number, config?: unknown): MatchSetup<unknown> {
	return {
		config: config ?? game.defaultConfig(seatCount),
		seatCount,
		firstDealer: Math.floor(random() * seatCount)
	};
}

const recipes: Record<GameId, Recipe> = {
	coinche: {
		setup: (game, r) => plainSetup(game, 4, r),
		candidate: (setup, _state, seed) => sampled(coincheRound(setup.config as CoincheConfig), seed)
	},
	cooncan: {
		setup: (game, r) => plainSetup(game, 3, r),
		candidate: (setup, _state, seed) => sampled(dealArb(setup.config as CooncanConfig), seed)
	},
	coosner: {
		setup: (game, r) => plainSetup(game, seats(r, 2, 4), r),
		candidate: (setup, _state, seed) => sampled(coosnerRoundArb(setup as MatchSetup<CoosnerConfig>), seed)
	},
	cozen: {
		setup: (game, r) => plainSetup(game, r() < 0.5 ? 2 : 4, r),
		candidate: (setup, state, seed) =>
			(seed % 2 === 0 ? revealRound : jailsRound)(state as CozenState, setup as MatchSetup<CozenConfig>, diceOf(seed))
	},
	freeform: {
		setup: (game, r) => plainSetup(game, seats(r, 2, 6), r, { winner: 'high', target: null, rounds: null }),
		candidate: (setup, _state, seed) => sampled(freeformRound(setup.seatCount), seed)
	},
	koosekort: {
		setup: (game, r) => plainSetup(game, seats(r, 2, 6), r),
		candidate: (setup, _state, seed) => sampled(kooseRoundArb(setup.seatCount), seed)
	}
};

/** Every registered game's definition, loaded. */
export async function loadGames(): Promise<Record<GameId, AnyGame>> {
	const entries = await Promise.all(GAME_IDS.map(async (id) => [id, await loadGame(id)] as const));
	return Object.fromEntries(entries) as Record<GameId, AnyGame>;
}

/**
 * One valid match of `gameId` with up to `maxRounds` rounds (fewer when the match ends first, or
 * when 40 candidates in a row are refused, which the seeded shapes make rare).
 */
export function generateMatch(game: AnyGame, gameId: GameId, seed: number, maxRounds: number): GeneratedMatch {
	const random = prng(seed);
	const recipe = recipes[gameId];
	const setup = recipe.setup(game, random);
	let state = game.initialState(setup) as BaseState;
	const inputs: unknown[] = [];
	let next = seed * 7919;
	outer: while (inputs.length < maxRounds && !game.outcome(state, setup).over) {
		for (let attempt = 0; attempt < 40; attempt++) {
			const input = recipe.candidate(setup, state, (next = (next + 104729) | 0));
			const played = playInput(game, state, input, setup);
			if (played === null) continue;
			state = played.state as BaseState;
			inputs.push(input);
			continue outer;
		}
		break;
	}
	return { gameId, setup, inputs };
}
