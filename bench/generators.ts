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
import type { CoincheConfig } from '../src/lib/engine/games/coinche/index';
import type { CooncanConfig } from '../src/lib/engine/games/cooncan/index';
import { dealArb } from '../src/lib/engine/games/cooncan/arbitraries';
import type { CoosnerConfig } from '../src/lib/engine/games/coosner/index';
import { roundArb as coosnerRoundArb } from '../src/lib/engine/games/coosner/arbitraries';
import type { CozenConfig, CozenState } from '../src/lib/engine/games/cozen/index';
import { inputArb as coincheRound } from '../src/lib/engine/games/coinche/arbitraries';
import { roundArb as freeformRound } from '../src/lib/engine/games/freeform/arbitraries';
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
 * when 40 candidates in a row are refused, which the seeded shapes make rare). With `open`, the
 * drawn setup's options are changed by `open.config`, and a round after which the state no longer
 * `fits` is replaced by `open.instead` (a Coinche deal all four passed): a long match that stays
 * open, with room for the rounds the bench adds.
 */
export function generateMatch(
	game: AnyGame,
	gameId: GameId,
	seed: number,
	maxRounds: number,
	open?: { config: (drawn: unknown) => unknown; instead: unknown; fits: (state: BaseState) => boolean }
): GeneratedMatch {
	const random = prng(seed);
	const recipe = recipes[gameId];
	const drawn = recipe.setup(game, random);
	const setup = open ? { ...drawn, config: open.config(drawn.config) } : drawn;
	let state = game.initialState(setup) as BaseState;
	const inputs: unknown[] = [];
	let next = seed * 7919;
	outer: while (inputs.length < maxRounds && !game.outcome(state, setup).over) {
		for (let attempt = 0; attempt < 40; attempt++) {
			let input = recipe.candidate(setup, state, (next = (next + 104729) | 0));
			let played = playInput(game, state, input, setup);
			if (played === null) continue;
			if (open && !open.fits(played.state as BaseState)) {
				input = open.instead;
				played = playInput(game, state, input, setup);
				if (played === null || !open.fits(played.state as BaseState)) continue;
			}
			state = played.state as BaseState;
			inputs.push(input);
			continue outer;
		}
		break;
	}
	return { gameId, setup, inputs };
}
