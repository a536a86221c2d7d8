// The per-deal clock on a fake clock: start, pause and resume add up, one gentle signal when the
// limit passes, and a new deal starts it over.
import { describe, expect, it } from 'vitest';
import { DealClock, type ClockEnvironment } from './deal-clock.svelte';

function fakeClock() {
	let now = 1_000_000;
	const ticks = new Set<() => void>();
	const env: ClockEnvironment = {
		now: () => now,
		every: (_ms, tick) => {
			ticks.add(tick);
			return () => ticks.delete(tick);
		}
	};
	/** Moves time on and runs the timers, as the browser would. */
	const advance = (ms: number) => {
		now += ms;
		for (const tick of ticks) tick();
	};
	return { env, advance, timers: () => ticks.size };
}

describe('deal clock', () => {
	it('counts only while it runs, across a pause', () => {
		const { env, advance, timers } = fakeClock();
		const clock = new DealClock(env);
		clock.start();
		advance(30_000);
		expect(clock.elapsed).toBe(30_000);
		clock.pause();
		expect(timers()).toBe(0);
		advance(60_000);
		expect(clock.elapsed).toBe(30_000);
		clock.start();
		advance(15_000);
		expect(clock.elapsed).toBe(45_000);
	});

	it('signals once when the limit passes, and again only after a reset', () => {
		const { env, advance } = fakeClock();
		const clock = new DealClock(env);
		clock.setLimit(1);
		clock.start();
		advance(59_000);
		expect([clock.over, clock.signals]).toEqual([false, 0]);
		advance(1_000);
		expect([clock.over, clock.signals]).toEqual([true, 1]);
		advance(30_000);
		expect(clock.signals).toBe(1);
		clock.reset();
		expect([clock.elapsed, clock.running]).toEqual([0, true]);
		advance(60_000);
		expect(clock.signals).toBe(2);
	});

	it('starts over with each new deal, running on if it ran, and not for the same count again', () => {
		const { env, advance } = fakeClock();
		const clock = new DealClock(env);
		clock.dealt(3);
		clock.start();
		advance(20_000);
		clock.dealt(3);
		expect(clock.elapsed).toBe(20_000);
		clock.dealt(4);
		expect([clock.elapsed, clock.running]).toEqual([0, true]);
		advance(5_000);
		expect(clock.elapsed).toBe(5_000);
		clock.pause();
		clock.dealt(5);
		expect([clock.elapsed, clock.running]).toEqual([0, false]);
	});

	it('a limit chosen after it has passed does not signal for this deal', () => {
		const { env, advance } = fakeClock();
		const clock = new DealClock(env);
		clock.start();
		advance(120_000);
		clock.setLimit(1);
		advance(1_000);
		expect(clock.signals).toBe(0);
		clock.setLimit(null);
		expect(clock.over).toBe(false);
	});
});
