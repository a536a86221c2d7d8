// This phone's clock: stamps never go back, across a clock set back, a reload, a second window
// and a far-future stamp (issue 40 point 1).
import { describe, expect, it } from 'vitest';
import { PhoneClock } from './clock';
import { hlcOf, MAX_DRIFT } from './hlc';

const T = Date.UTC(2026, 10, 29, 10, 0, 0);

function memory() {
	const items = new Map<string, string>();
	return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('PhoneClock', () => {
	it('stamps go up when the phone clock is set back', () => {
		let time = T;
		const clock = new PhoneClock(
			() => time,
			() => null
		);
		const first = clock.stamp();
		time = T - 3_600_000;
		expect(clock.stamp()).toBeGreaterThan(first);
	});

	it('a reload, or a second window, continues from the stored stamp', () => {
		const store = memory();
		const before = new PhoneClock(
			() => T,
			() => store
		).stamp();
		expect(
			new PhoneClock(
				() => T,
				() => store
			).stamp()
		).toBeGreaterThan(before);
	});

	it('storage that throws leaves a clock in memory that still goes up', () => {
		const refusing = {
			getItem: () => {
				throw new Error('SecurityError');
			},
			setItem: () => {
				throw new Error('QuotaExceededError');
			}
		};
		const clock = new PhoneClock(
			() => T,
			() => refusing
		);
		const first = clock.stamp();
		expect(clock.stamp()).toBeGreaterThan(first);
	});

	it('a stamp seen from a phone ahead moves the clock; a far-future one does not', () => {
		const clock = new PhoneClock(
			() => T,
			() => memory()
		);
		expect(clock.see(hlcOf(T + 3_600_000)).ok).toBe(true);
		expect(clock.stamp()).toBeGreaterThan(hlcOf(T + 3_600_000));
		expect(clock.see(hlcOf(T + MAX_DRIFT + 60_000))).toMatchObject({ ok: false, reason: 'far-future' });
		expect(clock.stamp()).toBeLessThan(hlcOf(T + 3_600_001));
	});
});
