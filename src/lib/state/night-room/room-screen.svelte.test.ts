// The room screen's state on fake timers: pages of tables (and standings) turn by themselves and
// go round, fitting a new screen size keeps a page within the count, the last board stays while
// the source says it is not up to date, and stopping stops the timer and the source.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Night } from '$lib/engine/club/night';
import { ScreenWakeLock } from '$lib/state/wake-lock.svelte';
import { PAGE_MS, RoomScreen, type Freshness, type NightSource } from './room-screen.svelte';
import { report, round, testNight } from './test-night';

/** A source the test drives: `send` a night or a freshness as the real one would. */
function fakeSource() {
	let onNight: ((night: Night | null) => void) | null = null;
	let onFreshness: ((freshness: Freshness) => void) | null = null;
	const source: NightSource = {
		watch: (night, freshness) => {
			onNight = night;
			onFreshness = freshness;
			return () => {
				onNight = null;
				onFreshness = null;
			};
		}
	};
	return {
		source,
		send: (night: Night | null) => onNight?.(night),
		say: (freshness: Freshness) => onFreshness?.(freshness),
		watching: () => onNight !== null
	};
}

// Five tables of two (i and j have no names: their ids show); table 2 has played two deals.
const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const FIVE_TABLES = testNight(
	IDS,
	[
		round(1, [
			['a', 'b'],
			['c', 'd'],
			['e', 'f'],
			['g', 'h'],
			['i', 'j']
		])
	],
	[report(1, 2, [30, 10], 2)]
);

function screen(source: NightSource): RoomScreen {
	return new RoomScreen(source, undefined, new ScreenWakeLock({}));
}

describe('room screen', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('turns the pages of tables by itself and goes round to the first', () => {
		const { source, send } = fakeSource();
		const room = screen(source);
		const stop = room.start();
		send(FIVE_TABLES);
		room.tablesPerPage = 2;
		const shown = () => room.tables.map((t) => t.number);
		expect([room.tablePages, shown()]).toEqual([3, [1, 2]]);
		vi.advanceTimersByTime(PAGE_MS - 1);
		expect(shown()).toEqual([1, 2]);
		vi.advanceTimersByTime(1);
		expect(shown()).toEqual([3, 4]);
		vi.advanceTimersByTime(PAGE_MS);
		expect(shown()).toEqual([5]);
		vi.advanceTimersByTime(PAGE_MS);
		expect(shown()).toEqual([1, 2]);
		stop();
	});

	it('stays on the one page when every table fits', () => {
		const { source, send } = fakeSource();
		const room = screen(source);
		const stop = room.start();
		send(FIVE_TABLES);
		room.tablesPerPage = 6;
		vi.advanceTimersByTime(PAGE_MS * 3);
		expect(room.tables.map((t) => t.number)).toEqual([1, 2, 3, 4, 5]);
		stop();
	});

	it('pages the standings too when they do not fit the column', () => {
		const { source, send } = fakeSource();
		const room = screen(source);
		const stop = room.start();
		send(FIVE_TABLES);
		room.linesPerPage = 4;
		expect(room.linePages).toBe(3);
		// No table is finished: nobody has points, so the entrants' order, four a page.
		expect(room.rows.map((r) => r.name)).toEqual(['Ana', 'Ben', 'Chloé', 'Dan']);
		vi.advanceTimersByTime(PAGE_MS * 2);
		expect(room.rows.map((r) => r.name)).toEqual(['i', 'j']);
		stop();
	});

	it('keeps the page within the count when the screen is fitted anew', () => {
		const { source, send } = fakeSource();
		const room = screen(source);
		const stop = room.start();
		send(FIVE_TABLES);
		room.tablesPerPage = 1;
		vi.advanceTimersByTime(PAGE_MS * 4);
		expect(room.tables.map((t) => t.number)).toEqual([5]);
		// A larger screen: 1600 × 400 px at 16 px an em fits 5 × 2 cards of 288 × 144 px, so one page.
		room.fit({ width: 1600, height: 400 }, 800, 16);
		expect([room.tablesPerPage, room.tablePage, room.tables.length]).toEqual([10, 0, 5]);
		vi.advanceTimersByTime(PAGE_MS);
		expect(room.tablePage).toBe(0);
		stop();
	});

	it('keeps the last board while the source is offline or reconnecting, with when it came', () => {
		const { source, send, say } = fakeSource();
		vi.setSystemTime(new Date('2026-11-27T21:04:00Z'));
		const room = screen(source);
		const stop = room.start();
		expect([room.loaded, room.board]).toEqual([false, null]);
		say('current');
		send(FIVE_TABLES);
		const at = room.updatedAt;
		expect(at).toBe(Date.parse('2026-11-27T21:04:00Z'));
		vi.advanceTimersByTime(60_000);
		say('offline');
		expect([room.freshness, room.board?.tables[1]?.seats.map((s) => s.total), room.updatedAt]).toEqual([
			'offline',
			[30, 10],
			at
		]);
		say('connecting');
		expect([room.freshness, room.board?.rows.length]).toEqual(['connecting', 10]);
		stop();
	});

	it('tells a night that does not exist from one still loading', () => {
		const { source, send } = fakeSource();
		const room = screen(source);
		const stop = room.start();
		send(null);
		expect([room.loaded, room.board]).toEqual([true, null]);
		stop();
	});

	it('stops following the night and turning pages when stopped', () => {
		const { source, send, watching } = fakeSource();
		const room = screen(source);
		const stop = room.start();
		send(FIVE_TABLES);
		room.tablesPerPage = 2;
		stop();
		expect(watching()).toBe(false);
		vi.advanceTimersByTime(PAGE_MS * 2);
		expect(room.tablePage).toBe(0);
		expect(vi.getTimerCount()).toBe(0);
	});
});
