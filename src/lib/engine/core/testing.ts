/**
 * Test-only helpers shared by the engine tests: how many random inputs property tests run
 * (250 in `npm test`; `npm run test:props` raises it through PROP_RUNS / PROP_RUNS_HEAVY),
 * and the check that explanation lines add up to the round's points.
 */
import type { BaseState, GameDefinition, MatchSetup, RoundResult } from './types';

function envNumber(name: string): number | undefined {
	const raw = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];
	const n = raw === undefined ? Number.NaN : Number(raw);
	return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Runs for an ordinary property (250 by default: docs/testing.md says why). */
export function propRuns(): number {
	return envNumber('PROP_RUNS') ?? 250;
}

/** Runs for an expensive property (solvers, optimisers): PROP_RUNS_HEAVY, else the ordinary count. */
export function heavyPropRuns(): number {
	return envNumber('PROP_RUNS_HEAVY') ?? propRuns();
}

/** How much slower than a quiet machine a busy 2-core one (a second test run beside this one) may be. */
const BUSY_MACHINE = 4;

/**
 * A property's time limit: `ms` (enough on a quiet machine) times the headroom a busy 2-core
 * machine needs at the default run count; none (0) when PROP_RUNS raises it, as
 * `npm run test:props` does, so a long run on a slow or busy machine never fails for its time.
 */
export function propTimeout(ms: number): number {
	return envNumber('PROP_RUNS') === undefined ? ms * BUSY_MACHINE : 0;
}

/** For each column, the sum of the explanation lines' points minus the round's points (all 0 when they add up). */
export function explanationGaps(result: RoundResult): number[] {
	return result.points.map(
		(p, column) => result.lines.filter((l) => l.column === column).reduce((n, l) => n + (l.points ?? 0), 0) - p
	);
}

/** Test helper: reads `input` and applies it; fails the test (throws) when the input does not read. */
export function applyInput<C, S extends BaseState, I, R>(
	game: GameDefinition<C, S, I, R>,
	state: S,
	input: unknown,
	setup: MatchSetup<C>
): { readonly state: S; readonly result: RoundResult } {
	const read = game.read(state, input, setup);
	if (!read.ok) throw new Error(`input does not read: ${JSON.stringify(read.violations)}`);
	return game.apply(state, read.round, setup);
}
