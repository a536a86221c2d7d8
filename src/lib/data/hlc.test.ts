// The hybrid logical clock: DESIGN.md (a match is its list of round inputs; writes from two
// phones are ordered by what each phone saw, never by its wall clock) and issue 40 point 1.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propRuns } from '$lib/engine/core/testing';
import {
	compareStamped,
	COUNTER_SPAN,
	fromLegacy,
	hlcOf,
	isFarFuture,
	LEGACY_LIMIT,
	MAX_DRIFT,
	next,
	wallOf,
	witness
} from './hlc';

const T = Date.UTC(2026, 10, 29, 10, 0, 0);
const HOUR = 3_600_000;

describe('next: a new stamp is later than the last one', () => {
	it.each([
		['the clock moved on: its own time, counter 0', hlcOf(T - 5), T, hlcOf(T)],
		['same millisecond: the counter goes up', hlcOf(T, 3), T, hlcOf(T, 4)],
		['clock set back an hour: one past the last', hlcOf(T, 0), T - HOUR, hlcOf(T, 1)],
		['saw a stamp from a phone an hour ahead: one past it', hlcOf(T + HOUR, 7), T, hlcOf(T + HOUR, 8)],
		['a full counter carries into the next millisecond', hlcOf(T, COUNTER_SPAN - 1), T, hlcOf(T + 1, 0)]
	])('%s', (_case, last, now, expected) => {
		expect(next(last, now)).toBe(expected);
	});
});

describe('witness: a stamp seen from elsewhere', () => {
	it.each([
		['later stamp within the drift: the clock moves to it', hlcOf(T), hlcOf(T + HOUR, 2), T, true, hlcOf(T + HOUR, 2)],
		['earlier stamp: the clock keeps its own', hlcOf(T, 5), hlcOf(T - HOUR), T, true, hlcOf(T, 5)],
		['a day and a millisecond ahead: refused, unchanged', hlcOf(T), hlcOf(T + MAX_DRIFT + 1), T, false, hlcOf(T)],
		['not an integer: refused', hlcOf(T), 1.5, T, false, hlcOf(T)],
		['negative: refused', hlcOf(T), -1, T, false, hlcOf(T)],
		['a string: refused', hlcOf(T), '5', T, false, hlcOf(T)]
	])('%s', (_case, last, stamp, now, ok, after) => {
		const seen = witness(last, stamp, now);
		expect(seen.ok).toBe(ok);
		expect(seen.last).toBe(after);
	});

	it('names why it refused', () => {
		expect(witness(0, hlcOf(T + 2 * MAX_DRIFT), T)).toMatchObject({ ok: false, reason: 'far-future' });
		expect(witness(0, Number.NaN, T)).toMatchObject({ ok: false, reason: 'not-a-stamp' });
	});
});

describe('legacy millisecond times', () => {
	it.each([
		['a 2024 time reads as its millisecond', Date.UTC(2024, 0, 1), hlcOf(Date.UTC(2024, 0, 1))],
		['zero stays zero', 0, 0],
		['a stamp stays a stamp', hlcOf(T, 9), hlcOf(T, 9)],
		['the limit itself is a stamp', LEGACY_LIMIT, LEGACY_LIMIT]
	])('%s', (_case, value, expected) => {
		expect(fromLegacy(value)).toBe(expected);
	});

	it('every real date is below the limit, and its stamp above it', () => {
		const year2200 = Date.UTC(2200, 0, 1);
		expect(year2200).toBeLessThan(LEGACY_LIMIT);
		expect(hlcOf(Date.UTC(1973, 0, 1))).toBeGreaterThan(LEGACY_LIMIT);
		expect(Number.isSafeInteger(hlcOf(year2200, COUNTER_SPAN - 1))).toBe(true);
	});
});

describe('properties', () => {
	const wall = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
	const skew = fc.integer({ min: -6 * HOUR, max: 6 * HOUR });

	it('an action made after seeing another is later, whatever the two clocks say', () => {
		fc.assert(
			fc.property(wall, skew, skew, fc.nat(COUNTER_SPAN - 1), (t, skewA, skewB, counter) => {
				const made = next(hlcOf(t + skewA, counter), t + skewA);
				const seen = witness(hlcOf(t + skewB), made, t + skewB);
				expect(seen.ok).toBe(true);
				expect(next(seen.last, t + skewB)).toBeGreaterThan(made);
			}),
			{ numRuns: propRuns() }
		);
	});

	it('a stamp carries its wall time, and stamps order as their walls do', () => {
		fc.assert(
			fc.property(wall, wall, fc.nat(COUNTER_SPAN - 1), fc.nat(COUNTER_SPAN - 1), (a, b, ca, cb) => {
				expect(wallOf(hlcOf(a, ca))).toBe(a);
				if (a < b) expect(hlcOf(a, ca)).toBeLessThan(hlcOf(b, cb));
			}),
			{ numRuns: propRuns() }
		);
	});

	it('compareStamped is a total order that does not depend on who compares', () => {
		const stamped = fc.record({ at: fc.nat(5), id: fc.constantFrom('a', 'b', 'c') });
		fc.assert(
			fc.property(stamped, stamped, (a, b) => {
				expect(Math.sign(compareStamped(a, b)) + Math.sign(compareStamped(b, a))).toBe(0);
				if (compareStamped(a, b) === 0) expect(a).toEqual(b);
			}),
			{ numRuns: propRuns() }
		);
	});

	it('far-future is exactly "more than the drift past now"', () => {
		fc.assert(
			fc.property(wall, fc.integer({ min: -MAX_DRIFT, max: 3 * MAX_DRIFT }), (t, ahead) => {
				expect(isFarFuture(hlcOf(t + ahead), t)).toBe(ahead > MAX_DRIFT);
			}),
			{ numRuns: propRuns() }
		);
	});
});
