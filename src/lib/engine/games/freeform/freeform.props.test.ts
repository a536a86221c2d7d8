/**
 * Property tests for the free-form scoresheet: the engine never throws,
 * invalid entries come back as violations on their field, and on random
 * valid rounds the explanation adds up to the score and the totals are the starting scores plus
 * every counted round.
 */
import { violationsOf } from '$lib/engine/core/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldMatch } from '../../core/fold';
import { explanationGaps, propRuns, propTimeout } from '../../core/testing';
import { matchArb } from './arbitraries';
import { FREEFORM_MAX_ENTRY, freeform } from './index';

const runs = { numRuns: propRuns() };
const timeout = propTimeout(30_000 + propRuns() * 2);

describe('free-form never throws', () => {
	it(
		'validate answers junk with violations, and a fold of junk mixed with valid rounds reports it',
		() => {
			fc.assert(
				fc.property(matchArb, fc.array(fc.anything(), { maxLength: 3 }), ({ setup, rounds }, junk) => {
					for (const j of junk)
						expect(Array.isArray(violationsOf(freeform, freeform.initialState(setup), j, setup))).toBe(true);
					const mixed: unknown[] = [...junk, ...rounds];
					const folded = foldMatch(freeform, setup, mixed);
					expect(folded.rounds).toHaveLength(mixed.length);
					for (const round of folded.rounds)
						expect(round.violations.every((v) => v.code !== 'core.engine-error')).toBe(true);
				}),
				runs
			);
		},
		timeout
	);
});

describe('invalid entries come back as violations on their field', () => {
	it(
		'a non-number, a fraction or an entry beyond ±1,000,000 is named on its seat',
		() => {
			fc.assert(
				fc.property(
					matchArb.filter(({ rounds }) => rounds.length > 0),
					fc.nat(),
					fc.constantFrom(
						{ value: Number.NaN, code: 'core.not-a-number' },
						{ value: '12', code: 'core.not-a-number' },
						{ value: null, code: 'core.required' },
						{ value: 2.5, code: 'core.not-whole' },
						{ value: FREEFORM_MAX_ENTRY + 1, code: 'core.out-of-range' },
						{ value: -FREEFORM_MAX_ENTRY - 1, code: 'core.out-of-range' }
					),
					({ setup, rounds }, pick, bad) => {
						const seat = pick % setup.seatCount;
						const scores: unknown[] = [...rounds[0]!.scores];
						scores[seat] = bad.value;
						const v = violationsOf(freeform, freeform.initialState(setup), { scores }, setup);
						expect(v).toContainEqual(expect.objectContaining({ code: bad.code, field: `scores.${seat}` }));
					}
				),
				runs
			);
		},
		timeout
	);
});

describe('invariants on random valid rounds', () => {
	it(
		'the lines add up to the score; totals are the starting scores plus every counted round',
		() => {
			fc.assert(
				fc.property(matchArb, ({ setup, rounds }) => {
					const folded = foldMatch(freeform, setup, rounds);
					const counted = folded.rounds.filter((r) => r.result !== null);
					for (const r of counted) expect(explanationGaps(r.result!)).toEqual(r.result!.points.map(() => 0));
					const totals = Array.from(
						{ length: setup.seatCount },
						(_, s) => (setup.startingScores?.[s] ?? 0) + counted.reduce((n, r) => n + (r.result?.points[s] ?? 0), 0)
					);
					expect(folded.state.totals).toEqual(totals);
					// Valid rounds are counted until the match is over, and never after.
					const end = folded.rounds.findIndex((r) => r.violations.some((v) => v.code === 'core.after-end'));
					expect(counted).toHaveLength(end >= 0 ? end : rounds.length);
				}),
				runs
			);
		},
		timeout
	);
});
